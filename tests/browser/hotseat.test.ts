// Playing together at one screen, in Chromium. Head to head: a skirmish between Ana and Bo played to its end
// with every order given through the page (clicks, drags and keys), each hand-over screen confirmed, a
// question put to the other player in the middle of a turn answered after the hand-over, and an undo agreed
// by the other player. Same side: a Patrol shared by Ana and Cy, each prompt naming whose group acts.
// The orders themselves are the computer's choices (window.__cr.suggest), given as a person would give them.
// Screenshots at 1366x768 go to tests/browser/out/hotseat-*.png (and /work/shots/hotseat when it exists).
import { describe, expect, it } from 'vitest';
import { copyFileSync, existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR, useMenuPage } from './app';
import { cr, figureAt, toPage, waitFor, waitIdle } from './drive';
import { lastSamples, tokenColour } from './tokenColour';

const run = browserAvailable();
const SHOTS = '/work/shots/hotseat';

async function snap(page: Page, name: string): Promise<void> {
  const path = `${OUT_DIR}/hotseat-${name}.png`;
  await page.screenshot({ path });
  if (existsSync(SHOTS)) copyFileSync(path, `${SHOTS}/${name}.png`);
}

type Cmd = {
  do: string;
  figure?: string;
  path?: number[][];
  targets?: { figure: string }[];
  target?: string;
  at?: number[];
  facing?: number;
};

const steps = (page: Page) => cr(page, (c) => c.app.session.steps.length as number);

/** Gives the computer's suggested command through the page, as a person would; false if the page refused it. */
async function giveOrder(page: Page, cmd: Cmd): Promise<boolean> {
  const before = await steps(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  const click = async (id: string) => {
    const [x, y] = await figureAt(page, id);
    await page.mouse.click(x, y);
  };
  const clickAt = async (p: readonly number[]) => {
    const [x, y] = await toPage(page, p);
    await page.mouse.click(x, y);
  };
  const fig = cmd.figure;
  switch (cmd.do) {
    // The group stands where "Set up" left it: the players start the battle from the objective panel.
    case 'startBattle':
      await page.click('#deploy-done');
      break;
    case 'fire':
      await click(fig!);
      await page.keyboard.press('f');
      for (const t of cmd.targets!) await click(t.figure);
      await page.keyboard.press('Enter');
      break;
    case 'move':
    case 'fastMove': {
      const from = (await cr(
        page,
        new Function('c', `return c.app.view().figures[${JSON.stringify(fig)}].at`) as (c: unknown) => number[],
      )) as number[];
      const pts = [from, ...cmd.path!];
      if (cmd.do === 'fastMove') await page.keyboard.down('Shift');
      const [ax, ay] = await toPage(page, from);
      await page.mouse.move(ax, ay);
      await page.mouse.down();
      for (let i = 1; i < pts.length; i++) {
        const a = pts[i - 1]!,
          b = pts[i]!;
        const n = Math.max(2, Math.ceil(Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!) / 0.5));
        for (let k = 1; k <= n; k++) {
          const [x, y] = await toPage(page, [a[0]! + ((b[0]! - a[0]!) * k) / n, a[1]! + ((b[1]! - a[1]!) * k) / n]);
          await page.mouse.move(x, y);
        }
      }
      await page.mouse.up();
      if (cmd.do === 'fastMove') await page.keyboard.up('Shift');
      break;
    }
    case 'endActivation':
      if (fig) await click(fig);
      await page.keyboard.press('e');
      break;
    case 'reload':
    case 'prone':
    case 'stand':
    case 'readyGrenade':
      await click(fig!);
      await page.keyboard.press({ reload: 'r', prone: 'p', stand: 'p', readyGrenade: 'g' }[cmd.do]);
      break;
    case 'turn': {
      await click(fig!);
      await page.keyboard.press('t');
      const at = (await cr(
        page,
        new Function('c', `return c.app.view().figures[${JSON.stringify(fig)}].at`) as (c: unknown) => number[],
      )) as number[];
      const r = (cmd.facing! * Math.PI) / 180;
      await clickAt([at[0]! + 3 * Math.cos(r), at[1]! + 3 * Math.sin(r)]);
      break;
    }
    case 'throwGrenade':
      await click(fig!);
      await page.keyboard.press('g');
      await clickAt(cmd.at!);
      break;
    case 'charge':
    case 'retrieve':
      await click(fig!);
      await page.keyboard.press(cmd.do === 'charge' ? 'c' : 'b');
      await click(cmd.target!);
      break;
    default:
      return false;
  }
  try {
    await waitFor(page, `window.__cr.app.session.steps.length !== ${before}`, 10_000);
  } catch {
    return false;
  }
  return true;
}

/** Answers the open question with the default button: the marked choice, the slider as set, or "stays". */
async function answerDefault(page: Page): Promise<void> {
  await waitFor(page, () => !!document.querySelector('#decision-dialog'));
  const sel = ['#decision-dialog button.primary[data-choice]', '#decision-dialog button[data-choice]'];
  for (const s of sel)
    if (await page.$(s)) {
      await page.click(s);
      return;
    }
}

async function startFromMenu(page: Page, mode: string, names: string[], opts: Record<string, string>) {
  await page.click(`#mode-${mode}`);
  if (mode === 'sameSide') await page.selectOption('#player-count', String(names.length));
  for (const [i, n] of names.entries()) await page.fill(`#player-name-${i}`, n);
  if (opts.kind) await page.click(`#kind-${opts.kind}`);
  await page.fill('#group-size', opts.size!);
  await page.selectOption('#terrain', opts.terrain!);
  await page.fill('#seed', opts.seed!);
}

describe.runIf(run)('playing together at one screen in Chromium', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p), { width: 1366, height: 768 });

  it('a head-to-head skirmish: hand-overs, a question for the other player mid-turn, an agreed undo, to the end', async () => {
    await startFromMenu(page, 'headToHead', ['Ana', 'Ben'], { size: '1', terrain: 'clear', seed: 'duel-8' });
    expect(await page.isChecked('#kind-skirmish')).toBe(true);
    await snap(page, 'menu-modes');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    const seen: { to: string; mid: boolean }[] = [];
    let undone = false;
    let answeredMid = 0;
    let selectionCleared = 0;
    const checkedColours = new Set<string>();
    for (let i = 0; i < 200; i++) {
      await waitIdle(page);
      const now = (await cr(page, (c) => ({
        due: c.app.hotSeat.due(c.app.session)?.name as string | undefined,
        need: c.app.session.need.kind as string,
        over: c.app.session.over as boolean,
      }))) as { due?: string; need: string; over: boolean };
      if (now.over) break;
      if (now.due) {
        await waitFor(page, () => !!document.querySelector('#hand-over:not([hidden]) #hand-over-ok'));
        const text = (await page.textContent('#hand-over'))!;
        expect(text).toContain(`Hand over to ${now.due}`);
        // The table is covered: the canvas can't be seen under the hand-over screen.
        expect(await page.isVisible('#hand-over')).toBe(true);
        const mid = now.need === 'decision';
        if (seen.length === 0) {
          await snap(page, 'hand-over');
          // The cover hides the toolbar, Menu too (pt15a): its own Menu button is on top, where a click lands.
          const onTop = await page.evaluate(() => {
            const b = document.querySelector('#hand-over #hand-over-menu');
            const r = b?.getBoundingClientRect();
            return !!r && r.width > 0 && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
          });
          expect(onTop).toBe(true);
        }
        if (mid && !seen.some((x) => x.mid)) {
          expect(text).toMatch(/A question for \w+ in the middle of \w+'s turn/);
          await snap(page, 'hand-over-mid-turn');
        }
        // What the last player had selected (their figure, clicked for the order a question for the other
        // player interrupts), if anything.
        const before = (await cr(page, (c) => c.ctl.selected ?? null)) as string | null;
        seen.push({ to: now.due, mid });
        await page.click('#hand-over-ok');
        await waitFor(page, () => document.querySelector('#hand-over')?.hasAttribute('hidden'));
        if (before) {
          // The new player does not find the other's figure still selected in the bar (issue 19): nothing is,
          // with no key pressed.
          expect(await cr(page, (c) => c.ctl.selected ?? null)).toBeNull();
          if (!mid)
            await waitFor(page, () =>
              /^No figure selected/.test(document.querySelector('#figure-card')?.textContent ?? ''),
            );
          selectionCleared++;
        }
        if (!mid && !checkedColours.has(now.due)) {
          // "Ben's are orange", and Ben's figures are drawn orange (play-test 11: he was told blue).
          await waitFor(page, () =>
            /^No figure selected/.test(document.querySelector('#figure-card')?.textContent ?? ''),
          );
          const card = (await page.textContent('#figure-card'))!;
          const said = new RegExp(`${now.due}'s are ([a-z ]+);`).exec(card)?.[1];
          const mine = (await cr(
            page,
            new Function(
              'c',
              `const side = c.app.players.players.find((p) => p.name === ${JSON.stringify(now.due)}).side;
               const s = c.app.session.state; return s.sides.find((x) => x.id === side).figures.filter((f) => s.figures[f].status !== 'offTable');`,
            ) as (c: unknown) => string[],
          )) as string[];
          expect(said, card).toBeDefined();
          if (checkedColours.size === 1) await snap(page, 'second-player-colour');
          expect(await tokenColour(page, mine[0]!), lastSamples()).toBe(said);
          checkedColours.add(now.due);
        }
        if (mid) {
          await waitFor(page, () => !!document.querySelector('#decision-dialog .asked-of'));
          expect(await page.textContent('#decision-dialog .asked-of')).toBe(`For ${now.due}`);
          if (answeredMid === 0) await snap(page, 'mid-turn-decision');
          await answerDefault(page);
          answeredMid++;
        }
        continue;
      }
      if (now.need === 'decision') {
        await answerDefault(page);
        continue;
      }
      const cmd = (await cr(page, (c) => c.suggest())) as Cmd;
      expect(await giveOrder(page, cmd), JSON.stringify(cmd)).toBe(true);
      const calm = await cr(page, (c) => !c.app.hotSeat.due(c.app.session) && c.app.session.need.kind === 'command');
      if (!undone && calm) {
        // The first order with no question after it is taken back: the other player is asked and agrees; only that one step goes.
        undone = true;
        const n = await steps(page);
        await page.keyboard.press('z');
        await waitFor(page, () => !!document.querySelector('#hand-over:not([hidden]) #undo-agree'));
        const m = (await page.textContent('#hand-over'))!.match(/(Ana|Ben): take back a decision\?(Ana|Ben) asks/);
        expect(m && m[1] !== m[2], 'the other player is asked').toBe(true);
        await snap(page, 'undo-asks-other');
        await page.click('#undo-agree');
        await waitFor(page, `window.__cr.app.session.steps.length === ${n - 1}`);
      }
    }
    await waitIdle(page);
    expect(await cr(page, (c) => c.app.session.over)).toBe(true);
    expect(new Set(seen.map((x) => x.to))).toEqual(new Set(['Ana', 'Ben']));
    expect(answeredMid).toBeGreaterThan(0);
    expect(selectionCleared).toBeGreaterThan(0);
    expect(checkedColours).toEqual(new Set(['Ana', 'Ben']));
    // Both players' orders went through the page.
    const sides = (await cr(page, (c) =>
      c.app.session.history.flatMap((e: { step?: unknown }, i: number) =>
        e.step ? [c.app.session.history[i - 1].need.side] : [],
      ),
    )) as string[];
    expect(new Set(sides)).toEqual(new Set(['player', 'enemy']));
    expect(errors).toEqual([]);
  }, 240_000);

  it('a Patrol shared by two players: each prompt names whose group acts, and the players come back with the save', async () => {
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    // The menu at 1024x768 (play-test 28): the Players label level with the mode radios, and the count with
    // both names on one line under them.
    await page.setViewportSize({ width: 1024, height: 768 });
    await startFromMenu(page, 'sameSide', ['Ana', 'Cy'], {
      kind: 'patrol',
      size: '2',
      terrain: 'clear',
      seed: 'coop-11',
    });
    const top = async (sel: string) => (await page.locator(sel).boundingBox())!;
    const [label, radio, count, n0, n1] = await Promise.all(
      ['.play-modes > span', '#mode-sameSide', '#player-count', '#player-name-0', '#player-name-1'].map(top),
    );
    expect(Math.abs(label!.y + label!.height / 2 - (radio!.y + radio!.height / 2))).toBeLessThan(10);
    for (const b of [n0!, n1!]) expect(Math.abs(b.y + b.height / 2 - (count!.y + count!.height / 2))).toBeLessThan(4);
    expect(count!.y).toBeGreaterThan(radio!.y + radio!.height - 2);
    // The rows name the people, not "your" side (play-test 14).
    expect(await page.textContent('.card')).toContain("Ana and Cy's force");
    await snap(page, 'menu-same-1024');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    await waitIdle(page);
    // Each person's group in its own colour, and the words say which (play-test 27).
    const stars = (await cr(page, (c) =>
      c.app.players.players.map((p: { figures: string[] }) => p.figures[0]),
    )) as string[];
    await snap(page, 'same-side-colours');
    const colours = [await tokenColour(page, stars[0]!), await tokenColour(page, stars[1]!)];
    expect(colours, lastSamples()).toEqual(['blue', 'pink']);
    await page.keyboard.press('Escape');
    expect(await page.textContent('#figure-card')).toContain("Ana's are blue, Cy's pink");
    const named = new Set<string>();
    const byWhom = new Set<string>();
    const owners = (await cr(page, (c) =>
      Object.fromEntries(
        c.app.players.players.flatMap((p: { name: string; figures: string[] }) => p.figures.map((f) => [f, p.name])),
      ),
    )) as Record<string, string>;
    let shotTaken = false;
    for (let i = 0; i < 80; i++) {
      await waitIdle(page);
      const now = (await cr(page, (c) => ({
        need: c.app.session.need.kind,
        over: c.app.session.over,
        turn: c.app.view().turn,
      }))) as {
        need: string;
        over: boolean;
        turn: number;
      };
      if (now.over || now.turn > 2) break;
      // No hand-over between friends on the same side.
      expect(await page.isVisible('#hand-over')).toBe(false);
      if (now.need === 'decision') {
        await answerDefault(page);
        continue;
      }
      const phase = (await page.textContent('#phase'))!;
      for (const m of phase.matchAll(/(\w+)'s group: /g)) named.add(m[1]!);
      const cmd = (await cr(page, (c) => c.suggest())) as Cmd;
      if (cmd.figure && owners[cmd.figure]) {
        expect(phase).toContain(`${owners[cmd.figure]}'s group: `);
        byWhom.add(owners[cmd.figure]!);
        if (!shotTaken && /Ana's group: .*; Cy's group: /.test(phase)) {
          shotTaken = true;
          await snap(page, 'same-side-prompt');
        }
      }
      // On a busy machine the enemy's part may begin between the reading and the key (the players passed):
      // then the order is the computer's to give, and the loop waits for the players' turn again.
      const given = await giveOrder(page, cmd);
      if (!given && !(await cr(page, (c) => c.app.humanTurn()))) continue;
      expect(given, JSON.stringify(cmd)).toBe(true);
    }
    expect(named).toEqual(new Set(['Ana', 'Cy']));
    expect(byWhom).toEqual(new Set(['Ana', 'Cy']));
    // Reload the page and continue: the players and their groups come back with the autosave.
    const players = await cr(page, (c) => JSON.stringify(c.app.players));
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.click('#continue');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    expect(await cr(page, (c) => JSON.stringify(c.app.players))).toBe(players);
    expect(errors).toEqual([]);
  }, 240_000);

  it('a campaign shared by two players: each keeps a Star and group, and the encounter names both', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.fill('#camp-star', 'Riker');
    await page.click('#camp-start');
    await waitFor(page, () => !!document.querySelector('#camp-join'));
    await page.fill('#camp-first', 'Ana');
    await page.fill('#camp-partner', 'Cy');
    await page.fill('#camp-partner-star', 'Vasquez');
    await page.click('#camp-join');
    await waitFor(page, () => /Players: Ana, Cy/.test(document.querySelector('#camp-players')?.textContent ?? ''));
    expect(await page.textContent('#camp-players')).toMatch(/Cy: Vasquez ★ \(Rep 5\)/);
    // The row for another player offers the next names once Cy has joined, not Cy's again (the menu keeps only
    // the new-battle form's fields when it is drawn again).
    expect(await page.inputValue('#camp-partner')).toBe('Ben');
    expect(await page.inputValue('#camp-partner-star')).toBe('Hicks');
    await snap(page, 'campaign-players');
    await page.click('#camp-play');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    await waitIdle(page);
    expect(await cr(page, (c) => c.app.players.players.map((p: { name: string }) => p.name))).toEqual(['Ana', 'Cy']);
    expect(await cr(page, (c) => c.app.campaign.partners[0].roster.star.id)).toBe('Vasquez');
    expect(errors).toEqual([]);
  }, 120_000);
});
