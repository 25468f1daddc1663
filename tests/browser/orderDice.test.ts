// Order dice on the plain table in Chromium: a new battle started from the menu (North a person, South the
// computer, reactions asked), played to its end by clicks: a unit of the drawn side picked on the canvas and
// given an order from the bar (Fire at an enemy with its odds shown while hovered, an advance and fire to a
// point, ambush, run, down), every reaction question answered by its buttons (a reaction, or none), and the
// person's casualties picked (the farthest, or the nearest). A second game with own dice: the faces of the
// person's rolls typed in. Screenshots at 1024x768: the start, a shot's preview, a reaction question, a pick
// of casualties, the faces asked, the end (tests/browser/out).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serve } from './app';
import { shot, waitFor } from './drive';
import {
  board,
  boardBrowser,
  chooseGame,
  clickFigure,
  clickPoint,
  enabledKeys,
  figurePx,
  hover,
  over,
  press,
  pressStart,
  settle,
  taken,
  waitText,
} from './boardDrive';

const run = browserAvailable();

interface Seen {
  preview: boolean;
  question: boolean;
  casualties: boolean;
  pressed: string[];
}

/** A point 4" from the selected unit toward the table's middle, clear of every figure. */
async function moveSpot(page: Page): Promise<[number, number]> {
  return board(page, (b) => {
    const g = b.game();
    const v = g.view();
    const me = v.figures.find((f: { id: string }) => f.id === g.selected);
    const [x, y] = me.at as [number, number];
    const d = Math.hypot(18 - x, 18 - y) || 1;
    for (let k = 4; k >= 1; k -= 0.5) {
      const p: [number, number] = [x + ((18 - x) / d) * k, y + ((18 - y) / d) * k];
      const clear = v.figures.every((f: { at: [number, number] }) => Math.hypot(f.at[0] - p[0], f.at[1] - p[1]) > 1.2);
      if (clear) return p;
    }
    return [x + 0.5, y] as [number, number];
  });
}

/** The faces of a roll the person threw: the faces button, each die typed in, Enter. */
async function enterFaces(page: Page, n: number): Promise<void> {
  if (!(await page.$('#board-faces input'))) await press(page, 'faces');
  await waitFor(page, () => !!document.querySelector('#board-faces input'));
  const boxes = await page.$$('#board-faces input');
  for (const [i, box] of boxes.entries()) await box.fill(String(1 + ((n + i * 5) % 6)));
  await page.click('#board-faces-ok');
}

/** One thing the person does: answer a question, or pick a unit and give it an order, by clicks. */
async function personStep(page: Page, n: number, seen: Seen): Promise<void> {
  const need = await board(page, (b) => {
    const g = b.game();
    return { kind: g.session.need.kind as string, selectable: g.selectable() as string[], version: g.version };
  });
  if (need.kind === 'dice') await enterFaces(page, n);
  else if (need.kind === 'decision') {
    const keys = await enabledKeys(page);
    if (keys.includes('fall:nearest')) {
      // The person's own casualties: the farthest every other time, else the nearest.
      if (!seen.casualties) {
        seen.casualties = true;
        await shot(page, 'order-dice-casualties');
        expect(await page.textContent('#board-title')).toMatch(/loses \d of its \d+ figures/);
      }
      const key = n % 2 ? 'fall:farthest' : 'fall:nearest';
      seen.pressed.push(key);
      await press(page, key);
      await taken(page, need.version);
      return;
    }
    expect(keys).toContain('react:none');
    if (!seen.question) {
      seen.question = true;
      await shot(page, 'order-dice-question');
      expect(await page.textContent('#board-title')).toMatch(/may react to/);
    }
    // Every other question a reaction the rules pick for itself (no spot to click), else none.
    const react = keys.find((k) => k !== 'react:none' && !k.endsWith(':spot'));
    const key = n % 2 === 0 && react ? react : 'react:none';
    seen.pressed.push(key);
    await press(page, key);
  } else {
    await clickFigure(page, need.selectable[n % need.selectable.length]!);
    await waitFor(
      page,
      () => !document.querySelector('#board-choices button[data-key="down"]')?.hasAttribute('disabled'),
    );
    const enabled = await enabledKeys(page);
    const plan = ['fire', 'advance-fire', 'ambush', 'fire', 'run', 'down'];
    const want = [...plan.slice(n % plan.length), ...plan.slice(0, n % plan.length)];
    const key = want.map((w) => enabled.find((k) => k === w || k.startsWith(`${w}:`))).find((k) => k) ?? 'down';
    seen.pressed.push(key);
    await press(page, key);
    if (key === 'fire') {
      const among = await board(page, (b) => b.game().candidates() as string[]);
      // Hover first: the preview draws the lines and the note says what the shots need.
      const at = await figurePx(page, among[0]!);
      await hover(page, at);
      await waitText(page, '#board-note', /needing \d\+/);
      if (!seen.preview) {
        seen.preview = true;
        // The selected unit's range bands are drawn under the figures (a ring per band, labelled in inches).
        const bands = await board(page, (b) => (b.game().around() as { label: string }[]).map((o) => o.label));
        expect(bands.some((l) => /half \d+"/.test(l))).toBe(true);
        await shot(page, 'order-dice-fire-preview');
      }
      await page.mouse.click(at[0], at[1]);
    } else if (key.startsWith('advance') || key === 'run') {
      await clickPoint(page, await moveSpot(page));
    }
  }
  await taken(page, need.version);
}

describe.runIf(run)('order dice on the plain table', () => {
  const table = boardBrowser(() => serve());

  it('a new battle from the menu, a person against the computer, to its end', async () => {
    const { page, errors } = await table.open({ width: 1024, height: 768 });
    await chooseGame(
      page,
      'order-dice',
      {
        units: 4,
        north: 'person',
        south: 'computer',
        northReactions: 'ask me every time',
        scenario: 'hold the objectives',
        terrain: 'clear',
      },
      'browser-orders-2',
    );
    await shot(page, 'order-dice-menu');
    await pressStart(page);
    await page.selectOption('#board-pace', 'fast');
    await settle(page);
    await shot(page, 'order-dice-start');
    expect(await page.textContent('#board-title')).toMatch(/^Turn 1 of 6 · /);
    expect(await page.textContent('#board-panels')).toMatch(/North: \d dice? left/);
    expect(await page.textContent('#board-panels')).toMatch(/Objective 1: held by/);

    const seen: Seen = { preview: false, question: false, casualties: false, pressed: [] };
    for (let n = 0; n < 200; n++) {
      await settle(page);
      if (await over(page)) break;
      await personStep(page, n, seen);
    }
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    await shot(page, 'order-dice-end');
    expect(await over(page)).toBe(true);
    expect(await page.textContent('#board-winner')).toMatch(/^(Won by (North|South)|A draw)$/);
    expect(seen.preview).toBe(true);
    expect(seen.pressed.some((k) => k.startsWith('react:'))).toBe(true);
    expect(seen.pressed.some((k) => k.startsWith('fall:'))).toBe(true);
    // The log speaks of units by name, never by id.
    const log = (await page.textContent('#board-log')) ?? '';
    expect(log).toMatch(/North's|South's/);
    expect(log).not.toMatch(/\b[ns]\d(\.\d+)?\b/);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it("own dice: the faces of the person's rolls are typed in and played as thrown", async () => {
    const { page, errors } = await table.open({ width: 1024, height: 768 });
    await chooseGame(page, 'order-dice', { north: 'person', south: 'computer', ownDice: true }, 'browser-orders-own-1');
    await pressStart(page);
    await page.selectOption('#board-pace', 'fast');
    const seen: Seen = { preview: true, question: true, casualties: true, pressed: [] };
    let entered = 0;
    for (let n = 0; n < 200; n++) {
      await settle(page);
      if (await over(page)) break;
      const kind = await board(page, (b) => b.game().session.need.kind as string);
      // Three rolls typed in, and the step they were for played out: enough to see.
      if (entered >= 3 && kind !== 'dice') break;
      if (kind === 'dice') {
        if (entered === 0) {
          await press(page, 'faces');
          await waitFor(page, () => !!document.querySelector('#board-faces input'));
          await shot(page, 'order-dice-own-dice');
          expect(await page.textContent('#board-title')).toMatch(/North's .* throws \d+d6 for/);
        }
        entered++;
      }
      await personStep(page, n, seen);
    }
    expect(entered).toBeGreaterThanOrEqual(3);
    // The rolls typed in are North's own, and the game went on with them.
    const rolls = await board(
      page,
      (b) =>
        b
          .game()
          .session.events()
          .filter((e: { type: string; entered?: boolean }) => e.type === 'roll' && e.entered).length,
    );
    expect(rolls).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
