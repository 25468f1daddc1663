// "Your own dice" in Chromium, on a Patrol (seed "own-dice"): the player throws for their side and types
// the faces into the dice prompt, by keys and by clicks; the computer rolls for the enemy. A known run of
// faces gives the known outcome (the player's activation die as typed, the enemy's from the game's dice,
// thrown again on doubles), and the saved replay, loaded in a fresh page, plays back to exactly the same game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, serve } from './app';
import { cr, expectText, freshPage, loadFile, waitFor, waitIdle } from './drive';

const run = browserAvailable();
const SHOTS = '/work/shots/dice';

/** The roll the prompt asks for, as the game sees it. */
async function asked(page: Page): Promise<{ purpose: string; count: number } | null> {
  return cr(page, (c) => {
    const n = c.app.need();
    return n?.kind === 'dice' ? { purpose: n.ask.purpose, count: n.ask.count } : null;
  });
}

async function promptOpen(page: Page): Promise<void> {
  await waitFor(page, () => !!document.querySelector('#dice-entry #dice-enter'));
}

/** Types faces with the keys 1-6 and Enter, or clicks the face buttons and "Enter the dice". */
async function enterFaces(page: Page, faces: number[], by: 'keys' | 'clicks'): Promise<void> {
  const before = await cr(page, (c) => c.app.session.history.length);
  for (const f of faces) {
    if (by === 'keys') await page.keyboard.press(String(f));
    else await page.click(`#dice-entry button[data-face="${f}"]`);
  }
  if (by === 'keys') await page.keyboard.press('Enter');
  else await page.click('#dice-enter');
  await waitFor(page, `window.__cr.app.session.history.length > ${before}`);
}

describe.runIf(run)('a Patrol with your own dice', () => {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serve());
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('asks for the rolls, plays the known faces to the known outcome, and replays exactly', async () => {
    const { page, errors } = await freshPage(browser, url);
    await page.setViewportSize({ width: 1366, height: 768 });
    // No animations: the test is about the dice, and a busy machine plays them slowly.
    await cr(page, (c) => c.app.setSettings({ ...c.app.settings, speed: 'off' }));
    await page.check('#kind-patrol');
    await page.fill('#seed', 'own-dice');
    await page.check('#own-dice');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    // "Set up" is ticked: nothing is thrown while the group is placed; the PEFs go down with the game's dice
    // when the battle starts, and the first activation is the player's to throw.
    await page.waitForSelector('#deploy-done', { state: 'visible' });
    expect(await page.isVisible('#dice-entry')).toBe(false);
    await page.click('#deploy-done');

    // Before anything moves the player throws their own activation die; the game rolls the enemy's die
    // itself, as the menu promised ("the computer rolls its own"; issue 19 item 6).
    await promptOpen(page);
    expect(await asked(page)).toEqual({ purpose: 'activation', count: 1 });
    const prompt = await expectText(page, '#dice-entry', /Throw 1 die\. The game rolls the enemy's die itself\./);
    expect(prompt).toMatch(/Your dice: Activation for your force/);
    expect(prompt).not.toMatch(/die 2|for enemy|for player/);
    expect(prompt).toMatch(/No target/);
    await page.screenshot({ path: `${SHOTS}/prompt-activation.png` });

    // A 7 is no face: the key does nothing. Enter with the die missing says so in one line.
    await page.keyboard.press('7');
    await page.keyboard.press('Enter');
    await expectText(page, '#dice-error', /^Enter 1 die first\.$/);
    expect(await page.textContent('#dice-slots')).toBe('·');
    await page.screenshot({ path: `${SHOTS}/prompt-one-die.png` });

    // 3 by keys, then (should the game's die match it: doubles, thrown again) 5 by clicks until they differ.
    await enterFaces(page, [3], 'keys');
    for (let i = 0; i < 6 && (await asked(page))?.purpose === 'activation'; i++) {
      await promptOpen(page);
      await enterFaces(page, [5], 'clicks');
    }
    // Nothing of the step is logged until its last roll is in: what it has said so far is in the question
    // (the next prompt shows it), or in the log once the step is done.
    const told = await cr(page, (c) => {
      const n = c.app.need();
      return [...c.app.session.events(), ...(n?.kind === 'dice' ? n.before : [])];
    });
    const activation = told.filter(
      (e: { type: string; purpose?: string }) => e.type === 'roll' && e.purpose === 'activation',
    ) as { dice: number[]; entered?: boolean; enteredDice?: number[]; who: string[] }[];
    expect(activation.length).toBeGreaterThan(0);
    // Die 1 is the face typed in (3 first, then 5s); die 2 is the game's, and only the last pair differs.
    activation.forEach((r, i) => {
      expect(r).toMatchObject({ who: ['player', 'enemy'], entered: true, enteredDice: [0] });
      expect(r.dice[0]).toBe(i === 0 ? 3 : 5);
      expect(r.dice[1] === r.dice[0]).toBe(i < activation.length - 1);
    });
    const last = activation[activation.length - 1]!;
    const turn1 = told.find((e: { type: string }) => e.type === 'activation');
    expect(turn1).toMatchObject({ turn: 1, dice: { player: last.dice[0], enemy: last.dice[1] } });
    if ((await asked(page)) !== null)
      await expectText(
        page,
        '#dice-so-far',
        new RegExp(`Your force's ${last.dice[0]} thrown at the table, the enemy's ${last.dice[1]} by the game`),
      );

    // Play on through turn 1: every prompt answered with a fixed run of faces (keys and clicks in turn), the
    // player's groups pass, questions take the default. The computer's own rolls come from the game.
    let k = 0;
    let entries = 0;
    const shots = new Set<string>(['activation']);
    for (let guard = 0; guard < 200; guard++) {
      await waitIdle(page);
      const where = await cr(page, (c) => ({
        need: c.app.need()?.kind,
        turn: c.app.session.state.turn,
        over: c.app.session.over,
      }));
      if (where.over || where.turn > 1) break;
      if (where.need === 'dice') {
        await promptOpen(page);
        const a = (await asked(page))!;
        if (!shots.has(a.purpose) && shots.size < 6) {
          shots.add(a.purpose);
          await page.screenshot({ path: `${SHOTS}/prompt-${a.purpose}.png` });
        }
        const faces = Array.from({ length: a.count }, () => ((k++ * 5 + 3) % 6) + 1);
        await enterFaces(page, faces, entries++ % 2 ? 'clicks' : 'keys');
      } else if (where.need === 'decision') {
        await waitFor(page, () => !!document.querySelector('#decision-dialog button.primary'));
        const before = await cr(page, (c) => c.app.session.history.length);
        await page.click('#decision-dialog button.primary');
        await waitFor(page, `window.__cr.app.session.history.length > ${before}`);
      } else if (where.need === 'command') {
        const res = await cr(page, (c) => c.app.send({ do: 'endActivation' }));
        expect(res.ok).toBe(true);
      }
    }
    expect(entries).toBeGreaterThan(2);
    const rollsSoFar = await cr(page, (c) =>
      c.app.session
        .events()
        .filter((e: { type: string }) => e.type === 'roll')
        .map((e: { entered?: boolean }) => !!e.entered),
    );
    expect(rollsSoFar).toContain(true);
    expect(rollsSoFar).toContain(false);

    // The replay, loaded in a fresh page, is the same game: the same state and the same dice.
    const replay = await cr(page, (c) => c.app.exportReplay());
    expect(JSON.parse(replay).enteredDice).toEqual(['player']);
    const here = await cr(page, (c) => JSON.stringify({ s: c.app.session.state, e: c.app.session.events() }));
    const second = await freshPage(browser, url);
    await loadFile(second.page, '#load-file', 'own-dice-replay.json', replay);
    await waitFor(second.page, `window.__game.scene.isActive('table') && window.__cr.app.replaying`);
    const there = await cr(second.page, (c) => JSON.stringify({ s: c.app.session.state, e: c.app.session.events() }));
    expect(there).toBe(here);
    expect(second.errors).toEqual([]);
    expect(errors).toEqual([]);
    await second.page.close();
    await page.close();
  }, 420_000);

  it('at 1366x768 the group-move line fits the bar, not cut off (play-test 2, 19)', async () => {
    const { page, errors } = await freshPage(browser, url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.check('#kind-patrol');
    await page.fill('#seed', 'own-dice');
    await page.click('#start-battle');
    await page.waitForSelector('#deploy-done', { state: 'visible' });
    await page.click('#deploy-done');
    await page.keyboard.press('m');
    const line = await expectText(page, '#message', /Group move on/);
    expect(line).toMatch(/M turns it off\.$/);
    const fits = await page.evaluate(() => {
      const m = document.querySelector('#message')!;
      return m.scrollWidth <= m.clientWidth;
    });
    expect(fits).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('at 1024x768 "Enter the dice" stays on the screen and clickable (play-test 2, 22)', async () => {
    const { page, errors } = await freshPage(browser, url);
    await page.setViewportSize({ width: 1024, height: 768 });
    await cr(page, (c) => c.app.setSettings({ ...c.app.settings, speed: 'off' }));
    await page.check('#kind-patrol');
    await page.fill('#seed', 'own-dice');
    await page.check('#own-dice');
    await page.click('#start-battle');
    await page.waitForSelector('#deploy-done', { state: 'visible' });
    await page.click('#deploy-done');
    await promptOpen(page);
    // The button's middle is inside the window and inside the box's visible part, and nothing covers it.
    const seen = await page.evaluate(() => {
      const b = document.querySelector('#dice-enter')!.getBoundingClientRect();
      const box = document.querySelector('#dice-entry')!.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const top = document.elementFromPoint(x, y);
      return { y, inWindow: y < window.innerHeight, inBox: y < box.bottom, onTop: top?.id === 'dice-enter' };
    });
    await page.screenshot({ path: `${SHOTS}/prompt-1024.png` });
    expect(seen).toMatchObject({ inWindow: true, inBox: true, onTop: true });
    // Play-test 16a, 13: the box rose over the Patrol panel's last line ("Turn 1 of 30: ..."); it starts below.
    await waitFor(
      page,
      () => {
        const box = document.querySelector('#dice-entry')!.getBoundingClientRect();
        const panel = document.getElementById('objective')!.getBoundingClientRect();
        return panel.height > 0 && box.top >= panel.bottom;
      },
      10_000,
    );
    // A mouse alone sends the faces: a face clicked, then the button.
    await enterFaces(page, [3], 'clicks');
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  // Issue 19 (words brief 8): at 1024x768, head to head, the box asks one player for both activation dice,
  // "in order: die 1 for Maud's soldiers, die 2 for Tobias's gangers"; that line lay under the sticky foot
  // of slots and faces. Now it and what the roll decides are whole on the screen and nothing covers them.
  it('at 1024x768 the "die 1 for ..." line and what the roll decides are in sight (head to head)', async () => {
    const { page, errors } = await freshPage(browser, url);
    await page.setViewportSize({ width: 1024, height: 768 });
    await cr(page, (c) => c.app.setSettings({ ...c.app.settings, speed: 'off' }));
    await page.click('#mode-headToHead');
    await page.fill('#player-name-0', 'Maud');
    await page.fill('#player-name-1', 'Tobias');
    await page.check('#kind-skirmish');
    await page.fill('#seed', 'fjord-6243');
    await page.uncheck('#deploy');
    await page.check('#own-dice');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await waitFor(page, () => !!document.querySelector('#hand-over:not([hidden]) #hand-over-ok'));
    await page.click('#hand-over-ok');
    await promptOpen(page);
    await expectText(page, '#dice-entry .dice-throw', /die 1 for Maud's soldiers, die 2 for Tobias's gangers/);
    const hidden = await page.evaluate(() => {
      const out: string[] = [];
      for (const sel of ['.dice-throw', '.dice-decides']) {
        const el = document.querySelector<HTMLElement>(`#dice-entry ${sel}`)!;
        const r = el.getBoundingClientRect();
        // Its four corners (just inside) and its middle: on the screen, and the line itself is what is there.
        const points: [number, number][] = [
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2],
          [r.left + r.width / 2, r.top + r.height / 2],
        ];
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x, y);
          if (y > window.innerHeight || !hit || !(hit === el || el.contains(hit))) out.push(`${sel} at ${x},${y}`);
        }
      }
      return out;
    });
    await page.screenshot({ path: `${SHOTS}/prompt-1024-h2h.png` });
    expect(hidden).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  // Play-test 4, 9: at 1366x768 the face buttons and "Take back a die" lay under "Enter the dice" (none showed
  // in the doubles box). Every button of every box is whole on the screen and the one clicked at its middle.
  it('at 1366x768 every button of the dice box is whole and clickable (head to head, seed fjord-6243)', async () => {
    const { page, errors } = await freshPage(browser, url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await cr(page, (c) => c.app.setSettings({ ...c.app.settings, speed: 'off' }));
    await page.click('#mode-headToHead');
    await page.fill('#player-name-0', 'Maud');
    await page.fill('#player-name-1', 'Tobias');
    await page.check('#kind-skirmish');
    await page.selectOption('#player-force', 'guerilla');
    await page.selectOption('#enemy-force', 'police');
    await page.selectOption('#terrain', 'mountain');
    await page.fill('#seed', 'fjord-6243');
    await page.uncheck('#deploy');
    await page.check('#own-dice');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    let boxes = 0;
    // Doubles first (4 and 4, then 4 and 4 again...), so the re-throw box is among those checked.
    for (let guard = 0; guard < 40 && boxes < 4; guard++) {
      await waitFor(
        page,
        () =>
          !!document.querySelector('#hand-over:not([hidden]) #hand-over-ok') ||
          !!document.querySelector('#dice-entry #dice-enter') ||
          !!document.querySelector('#decision-dialog button.primary') ||
          (window as unknown as { __cr: { app: { humanTurn(): boolean; need(): { kind: string } } } }).__cr.app.need()
            ?.kind === 'command',
      );
      if (await page.$('#hand-over:not([hidden]) #hand-over-ok')) {
        await page.click('#hand-over-ok');
        continue;
      }
      if (!(await page.$('#dice-entry #dice-enter'))) {
        // An order or a question: the computer's answer for whoever is asked, so the dice keep coming.
        const before = await cr(page, (c) => c.app.session.history.length as number);
        await cr(page, (c) => {
          const n = c.app.session.need;
          const cmd = n.kind === 'decision' ? { do: 'decide', choice: n.decision.fallback } : { do: 'endActivation' };
          c.app.send(cmd);
        });
        await waitFor(page, `window.__cr.app.session.history.length > ${before}`);
        continue;
      }
      const bad = await page.evaluate(() => {
        const panel =
          document.querySelector('#dice-entry')!.closest('.modal-panel') ?? document.querySelector('#dice-entry')!;
        const p = panel.getBoundingClientRect();
        const out: string[] = [];
        for (const b of document.querySelectorAll<HTMLButtonElement>('#dice-entry button')) {
          const r = b.getBoundingClientRect();
          const whole = r.top >= p.top && r.bottom <= p.bottom && r.bottom <= window.innerHeight && r.height > 0;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!whole || !(hit === b || b.contains(hit))) out.push(b.textContent?.trim() ?? '?');
        }
        return out;
      });
      await page.screenshot({ path: `${SHOTS}/prompt-1366-h2h-${boxes}.png` });
      expect(bad).toEqual([]);
      boxes++;
      const count = await cr(page, (c) => (c.app.session.need.kind === 'dice' ? c.app.session.need.ask.count : 0));
      await enterFaces(
        page,
        Array.from({ length: count }, () => 4),
        'clicks',
      );
    }
    expect(boxes).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);

  // Play-test 2, 20: head to head with your own dice, a roll is thrown by the player of its side, after the
  // screen is handed to them, and the box names that player rather than "Your dice".
  it('head to head: the dice box comes up for its own player, by name', async () => {
    const { page, errors } = await freshPage(browser, url);
    await page.setViewportSize({ width: 1366, height: 768 });
    await cr(page, (c) => c.app.setSettings({ ...c.app.settings, speed: 'off' }));
    await page.click('#mode-headToHead');
    await page.fill('#player-name-0', 'Ria');
    await page.fill('#player-name-1', 'Sol');
    await page.check('#kind-skirmish');
    await page.fill('#seed', 'h2h-own-dice');
    await page.uncheck('#deploy');
    await page.check('#own-dice');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await waitFor(page, () => !!document.querySelector('#hand-over:not([hidden]) #hand-over-ok'));
    const owner = await cr(page, (c) => {
      const n = c.app.need();
      return n?.kind === 'dice'
        ? (c.app.players.players.find((p: { side: string }) => p.side === n.side)?.name ?? '')
        : '';
    });
    expect(['Ria', 'Sol']).toContain(owner);
    await expectText(page, '#hand-over', new RegExp(`Hand over to ${owner}.*Dice for ${owner} to throw`));
    await page.click('#hand-over-ok');
    await promptOpen(page);
    const prompt = await expectText(page, '#dice-entry', new RegExp(`${owner}'s dice: Activation`));
    expect(prompt).not.toMatch(/Your dice/);
    await page.screenshot({ path: `${SHOTS}/prompt-head-to-head.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
