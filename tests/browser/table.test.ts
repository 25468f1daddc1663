// The game in Chromium, as a player uses it: start a Patrol from the menu, drag a figure with the ruler,
// fire and read the log, hover for line of sight, answer the rules' questions, load a bad file, reload
// and continue, play to the end and step the replay, and follow the pointer over 40 figures. Every step
// leaves a screenshot in tests/browser/out/ to look at.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR, useMenuPage } from './app';
import {
  cr,
  dragFigure,
  expectText,
  hoverAt,
  loadFile,
  pointerAt,
  shot,
  state,
  toPage,
  waitFor,
  waitIdle,
  figureAt,
  backingAlpha,
} from './drive';
import { fortyFigures } from './fortyFigures';
import { aimAshAtIvo, playToEnd } from './duelTable';

const run = browserAvailable();

describe.runIf(run)('playing at the table in Chromium', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p));

  it("starts a Patrol from the menu: the player's group at the bottom edge, PEFs on the table", async () => {
    await shot(page, '01-menu');
    await page.check('#kind-patrol');
    await page.fill('#seed', 'browser-patrol-3'); // 'browser-patrol' now opens on a contact (session 15's re-rolled Patrol tables)
    await page.uncheck('#deploy');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    await waitIdle(page);
    const s = await state(page);
    expect(s.encounter.kind).toBe('patrol');
    expect(s.encounter.pefs.length).toBeGreaterThan(0);
    expect(await page.textContent('#log')).toContain('Turn 1');
    await shot(page, '02-patrol-start');
  }, 180_000);

  it('drags a figure: the ruler shows inches used of the allowance, and the move lands in the log', async () => {
    const s = await state(page);
    const id = (await cr(page, (c) => [...c.ctl.orders().figures][0])) as string;
    expect(id).toBeTruthy();
    const from = s.figures[id].at as [number, number];
    const to: [number, number] = [from[0] + 1.5, from[1] - 5];
    await dragFigure(page, from, to, async () => {
      await expectText(page, '#tip', /^walks \d+\.\d" for \d+\.\d" of 8" \(move 8"\)/);
      await shot(page, '03-move-ruler');
    });
    await waitIdle(page);
    const after = await state(page);
    // Woods may halve the pace: the figure gets as far as its 8" allowance takes it along the path.
    expect(Math.hypot(after.figures[id].at[0] - from[0], after.figures[id].at[1] - from[1])).toBeGreaterThan(2);
    expect(await page.textContent('#log')).toMatch(new RegExp(`${id} moves \\d+\\.\\d"`));
    await shot(page, '04-moved');
  }, 180_000);

  it('loads a scenario, aims inside the swath with the odds shown, fires and explains it in the log', async () => {
    const ivo = await aimAshAtIvo(page);
    await expectText(page, '#tip', /^Aim at Ivo: the 3" swath/);
    await shot(page, '05-aim-swath');
    await page.mouse.click(ivo[0], ivo[1]);
    await waitIdle(page);
    const panel = await expectText(page, '#fire-panel', /Ash fires 3 of 3 dice/);
    expect(panel).toMatch(/1st: Ivo.*3 dice.*\d+\/\d+ \(\d+(\.\d+)?%\)/s);
    await shot(page, '06-fire-panel');
    await page.keyboard.press('Enter');
    // Ivo fires back, and Ash - a Star - is asked how to take his Crisis test, with what led to it.
    await waitFor(page, () => !!document.querySelector('#decision-dialog'));
    const dialog = await page.textContent('#decision-dialog');
    expect(dialog).toContain('Free Will');
    expect(dialog).toMatch(/So far:.*Ash fires with an assault rifle.*Ivo returns fire/s);
    await shot(page, '07-free-will');
    await page.click('#decision-dialog button[data-choice="2"]');
    await waitIdle(page);
    const log = await page.textContent('#log');
    expect(log).toContain('Ash fires with an assault rifle');
    expect(log).toContain('Ivo takes the Crisis test');
    expect(log).toContain('you choose to take 2 passed');
    // A roll's line opens to its dice, modifiers, table row and odds, and shows the whole table.
    const line = page.locator('details.log-line.t-test').first();
    await line.locator('summary').click();
    const detail = await line.textContent();
    expect(detail).toMatch(/Dice: .*rolled/);
    expect(detail).toMatch(/Table: Crisis Test table \(p\.13\), row "Pass \d"/);
    expect(detail).toMatch(/Odds before the roll: .*\d+\/\d+/);
    await shot(page, '08-log-detail');
    // The line also offers "What if…" (the chain view's); here the whole table is opened.
    await line.getByRole('button', { name: 'Show the table' }).click();
    await waitFor(page, () => !!document.querySelector('#table-dialog tr.mark'));
    await shot(page, '09-table-dialog');
    await page.keyboard.press('Escape');
  }, 180_000);

  it("hovering an enemy behind a building draws a red line and names the blocker, as sim's los query answers", async () => {
    const cole = await figureAt(page, 'Cole');
    await page.mouse.click(cole[0], cole[1]);
    const jax = await figureAt(page, 'Jax');
    await hoverAt(page, jax);
    await expectText(
      page,
      '#tip',
      // The blocker is named once, in words, with no coordinates (play-test 18).
      /^Cole can't see Jax: blocked by the two-storey building in the middle\. /,
    );
    expect(await page.locator('#tip').getAttribute('data-tone')).toBe('bad');
    await shot(page, '10-los-blocked');
    const ivo = await figureAt(page, 'Ivo');
    await hoverAt(page, ivo);
    await expectText(page, '#tip', /^Cole sees Ivo \(\d+\.\d"\)\./);
  }, 180_000);

  it('a move that comes into view asks how far to go on, marks where it happened, lets the group step, and runs the In Sight test', async () => {
    const s = await state(page);
    await dragFigure(page, s.figures.Cole.at, [24.9, 30]);
    await waitFor(page, () => !!document.querySelector('#decision-dialog input[type=range]'));
    await waitIdle(page);
    await shot(page, '11-in-sight-decision');
    await page.click('#decision-dialog button[data-choice="slider"]');
    // Then each other figure of Cole's group may step up to 2" before the test: Ash is asked first and
    // the step is picked on the table, with the walk and whom it would see shown under the pointer.
    await waitFor(page, () =>
      /Ash may step up to 2/.test(document.querySelector('#decision-dialog')?.textContent ?? ''),
    );
    const s2 = await state(page);
    const ash: [number, number] = s2.figures.Ash.at;
    await hoverAt(page, await toPage(page, [ash[0], ash[1] - 1.5]));
    // The mouse lands on a whole pixel (and the spot is kept to the hundredth of an inch), so the step is
    // 1.5" give or take a tenth; the tip names the step the click will make, and the log names it again.
    const q = await pointerAt(page);
    expect(Math.hypot(q[0] - ash[0], q[1] - (ash[1] - 1.5))).toBeLessThan(0.1);
    const tip = await expectText(
      page,
      '#tip',
      /^Ash steps 1\.[456]"; (in sight of .*: takes part in the test|sees no enemy from there)\. Click to step there\./,
    );
    await shot(page, '11b-in-sight-step');
    await page.mouse.down();
    await page.mouse.up();
    // Bo is asked next; "Nobody else steps" answers for the rest of the group.
    await waitFor(page, () =>
      /Bo may step up to 2/.test(document.querySelector('#decision-dialog')?.textContent ?? ''),
    );
    await page.click('#decision-dialog button[data-choice="none"]');
    await waitIdle(page);
    const after = await state(page);
    // Where the click landed, to the pixel (a tenth of an inch at this zoom).
    expect(Math.hypot(after.figures.Ash.at[0] - ash[0], after.figures.Ash.at[1] - (ash[1] - 1.5))).toBeLessThan(0.1);
    const step = Math.hypot(after.figures.Ash.at[0] - ash[0], after.figures.Ash.at[1] - ash[1]).toFixed(1);
    expect(tip.startsWith(`Ash steps ${step}";`), tip).toBe(true);
    expect(after.figures.Bo.at).toEqual(s2.figures.Bo.at);
    const log = await page.textContent('#log');
    expect(log).toContain(`Ash steps ${step}" before the In Sight test`);
    // Where it happened, as a part of the table rather than coordinates (play-test 4).
    expect(log).toMatch(/In Sight: Cole, (?:in|on|near|by|at) the [a-z -]+, comes into view of Jax\./);
    expect(log).not.toMatch(/In Sight: [^.]*at \(/);
    expect(log).toMatch(/In Sight test: .* wins?\b/);
    await shot(page, '12-in-sight-done');
  }, 180_000);

  it('a bad file gets the same one-line error as sim', async () => {
    const bad = JSON.stringify({
      version: 1,
      sides: [{ id: 'a', control: 'ai', force: 'gang', figures: [{ id: 'x', rep: 12, weapon: 'P', at: [1, 1] }] }],
    });
    const titleBefore = await cr(page, (c) => c.app.title);
    await loadFile(page, '#import', 'bad-rep.json', bad);
    await waitFor(page, () => (document.querySelector('#message') as HTMLElement).dataset.error === 'true');
    expect(await page.textContent('#message')).toBe('error: sides[0].figures[0].rep: expected an integer from 2 to 9');
    expect(await cr(page, (c) => c.app.title)).toBe(titleBefore);
    await shot(page, '13-bad-file');
  }, 180_000);

  it('saves the game as a replay file that reads back to the same state', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-replay')]);
    expect(download.suggestedFilename()).toBe('duel.replay.json');
    const path = await download.path();
    const doc = JSON.parse(readFileSync(path!, 'utf8'));
    expect(doc.version).toBe(1);
    expect(doc.replay.format).toBe('chain-reaction-replay');
    expect(doc.replay.steps.length).toBe(await cr(page, (c) => c.app.session.steps.length));
    expect(
      doc.replay.steps.some(
        (s: { by: string; command: { do: string } }) => s.by === 'human' && s.command.do === 'decide',
      ),
    ).toBe(true);
  }, 180_000);

  it('reloading the page and choosing Continue resumes from the autosave, exactly', async () => {
    await waitIdle(page);
    const before = await state(page);
    const steps = await cr(page, (c) => c.app.session.steps.length);
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    expect(await page.textContent('#menu')).toContain('duel.json');
    await page.click('#continue');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await waitIdle(page);
    expect(await cr(page, (c) => c.app.session.steps.length)).toBe(steps);
    expect(await state(page)).toEqual(before);
    await shot(page, '14-continued');
  }, 180_000);

  it('plays on to the end of the battle: the after page', async () => {
    await page.selectOption('#speed', 'off');
    await playToEnd(page);
    expect(await page.textContent('#after-title')).toMatch(/holds the field|You hold the field|over/);
    await shot(page, '15-after-battle');
    // The verdict stands on an opaque card: the figures' names on the dimmed table under it do not read through
    // (issue 19, play-test item 5).
    expect(await backingAlpha(page, '#after-title')).toBe(1);
    expect(await backingAlpha(page, '#after-choices')).toBe(1);
    // The toolbar over the end page (play-test 10): Chain shows the chains over the page, on top of it; Odds
    // has nothing left to play on, and says so instead of lighting up with nothing shown.
    expect(await page.isDisabled('#odds-open')).toBe(true);
    expect(await page.getAttribute('#odds-open', 'title')).toMatch(/battle is over/);
    await page.click('#chain-toggle');
    await waitFor(page, () => {
      const p = document.getElementById('chain-panel')!;
      const r = p.getBoundingClientRect();
      return r.width > 0 && p.contains(document.elementFromPoint(r.left + r.width / 2, r.top + 20));
    });
    expect(await page.textContent('#chain-panel')).toMatch(/Turn 1/);
    await shot(page, '15-after-battle-chain');
    await page.click('#chain-toggle');
    await waitFor(page, () => document.getElementById('chain-panel')!.hidden);
  }, 300_000);

  it("undoes from the end (the page's button, then the toolbar's): back to the live table, playable", async () => {
    for (const [how, button] of [
      ['after page', '#after >> text=Undo the last command'],
      ['toolbar', '#undo'],
    ] as const) {
      const steps = await cr(page, (c) => c.app.session.steps.length);
      await page.click(button);
      await waitFor(page, () => document.body.dataset.screen === 'table');
      await waitIdle(page);
      expect(await cr(page, (c) => c.app.session.steps.length), how).toBeLessThan(steps);
      expect(await cr(page, (c) => c.app.session.over), how).toBe(false);
      expect(await page.isVisible('#after'), how).toBe(false);
      expect(await page.evaluate(`window.__game.scene.isActive('after')`), how).toBe(false);
      await shot(page, `15-undone-from-the-end-${how.replace(' ', '-')}`);
      // The player's next order, given on the table, is taken.
      const before = await cr(page, (c) => c.app.session.steps.length);
      if ((await cr(page, (c) => c.app.need().kind)) === 'decision') {
        await waitFor(page, () => !!document.querySelector('#modal:not([hidden])'));
        await page.click('#modal button[data-choice]');
      } else {
        const id = (await cr(page, (c) => [...c.ctl.orders().figures][0])) as string;
        await page.mouse.click(...(await figureAt(page, id)));
        await waitFor(page, `window.__cr.ctl.selected === '${id}'`);
        await page.click('[data-order="end"]');
      }
      await waitFor(page, `window.__cr.app.session.steps.length > ${before}`);
      // Played out again, the battle ends on a fresh after page.
      await playToEnd(page);
      expect(await page.textContent('#after-title'), how).toMatch(/holds the field|You hold the field|over/);
    }
  }, 300_000);

  it('steps the replay both ways', async () => {
    await page.click('text=Watch the replay');
    await waitFor(page, () => !(document.querySelector('#replay-bar') as HTMLElement).hidden);
    for (let i = 0; i < 6; i++) await page.click('#replay-forward');
    await waitIdle(page);
    expect(await cr(page, (c) => c.app.cursor)).toBe(6);
    const at6 = await state(page);
    await page.click('#replay-forward');
    await page.click('#replay-back');
    await waitIdle(page);
    expect(await state(page)).toEqual(at6);
    // The line says what step 6 did (a log line, a question, or that nothing shows), not only its number.
    expect(await page.textContent('#phase')).toMatch(
      /^Replay: step 6 of \d+ \([^)]*\): (?:the game asks "|nothing changes on the table|[A-Z])/,
    );
    await shot(page, '16-replay');
  }, 300_000);

  // How long this frame work takes is measured in `npm run bench` ("table: the pointer frame with 40
  // figures", a ratio to the bare line of sight); here only what it does: sight, cover and vision follow
  // the pointer over every figure of a crowded table, and the table keeps drawing frames.
  it('follows the pointer with sight, cover and vision over 40 figures, and frames keep coming', async () => {
    // From the table's toolbar, or from the menu when this test runs alone.
    const onMenu = await page.evaluate(() => document.body.dataset.screen === 'menu');
    await loadFile(page, onMenu ? '#load-file' : '#import', 'forty.json', fortyFigures());
    await waitFor(page, `window.__cr.app.title === 'forty.json'`);
    await page.selectOption('#speed', 'off');
    await waitIdle(page);
    await cr(page, (c) => {
      const o = c.app.settings.overlays;
      c.app.setSettings({
        ...c.app.settings,
        overlays: { ...o, los: true, vision: true, cover: true, cohesion: true },
      });
    });
    const s = await state(page);
    const ids = Object.keys(s.figures);
    expect(ids).toHaveLength(40);
    const sel = ids[0]!;
    const first = await figureAt(page, sel);
    await page.mouse.click(first[0], first[1]);
    await waitFor(page, `window.__cr.ctl.selected === ${JSON.stringify(sel)}`);
    await waitIdle(page);
    // Figures the pointer could not be put on (seen once, for r20 only, after the other tests: the page
    // point and the table's reading of it disagreed; see the notes): reported, and at most a few allowed.
    const missed: string[] = [];
    for (const id of ids.slice(1)) {
      await cr(page, (c) => c.resetFrames());
      // Point at it as a hand does: when the pointer lands off it (the table's view can shift under a
      // moving pointer), look again and point again.
      let x = 0,
        y = 0;
      for (let attempt = 1; ; attempt++) {
        [x, y] = await figureAt(page, id);
        // Off it first on a retry: a move to where the mouse already is sends the page nothing.
        if (attempt > 1) await page.mouse.move(x + 40, y + 40, { steps: 2 });
        await page.mouse.move(x, y, { steps: 2 });
        const under = await waitFor(page, `window.__cr.ctl.hover === ${JSON.stringify(id)}`, 10_000).then(
          () => true,
          () => false,
        );
        if (under) break;
        if (attempt < 3) continue;
        const why = await page.evaluate(
          ([x, y, id]) => {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            const c = (window as any).__cr;
            const el = document.elementFromPoint(x as number, y as number);
            return {
              hover: c.ctl.hover,
              pointer: c.ctl.pointer,
              at: c.ctl.state()?.figures[id as string]?.at,
              under: el ? `${el.tagName}#${el.id}` : 'nothing',
              canvas: JSON.stringify(c.scene.game.canvas.getBoundingClientRect()),
              cached: JSON.stringify(c.scene.canvasRect),
              phaser: JSON.stringify(c.scene.scale.canvasBounds),
            };
          },
          [x, y, id] as const,
        );
        missed.push(`${id} at (${x.toFixed(0)}, ${y.toFixed(0)}): ${JSON.stringify(why)}`);
        break;
      }
      if (missed.at(-1)?.startsWith(`${id} at`)) continue;
      // The sight note follows: it names the selected figure and the one under the pointer, with the cover
      // the hovered one has from the selected one (or why it has none).
      const note = await expectText(page, '#tip', new RegExp(`${sel} (sees|can't see) ${id}\\b`));
      expect(note).toMatch(new RegExp(`(Cover from|No cover or concealment from) ${sel}`));
      // The pointer layer drew for this figure, its vision outline among it (the game's sketch: a closed
      // pale-blue path, worked out ahead in idle time or then and there), and frames keep coming.
      await waitFor(
        page,
        new Function(
          `const c = window.__cr;
           const sk = c.scene.overlays.lastSketch;
           return c.ctl.hover === ${JSON.stringify(id)} && !!sk &&
             sk.strokes.some((s) => s.kind === 'path' && s.closed && s.colour === 0xa8e0ff) &&
             c.scene.overlays.pointer.commandBuffer.length > 0 && c.frames().frames >= 3;`,
        ) as () => boolean,
      );
    }
    if (missed.length) console.log(`not pointed at: ${missed.join('\n')}`);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(2);
    await shot(page, '17-forty-figures');
  }, 300_000);

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
    expect(OUT_DIR).toBeTruthy();
  });
});
