// Order dice on the plain table in Chromium: a new battle started from the menu (North a person, South the
// computer, reactions asked), played to its end by clicks: a unit of the drawn side picked on the canvas and
// given an order from the bar (Fire at an enemy with its odds shown while hovered, an advance and fire to a
// point, ambush, run, down), every reaction question answered by its buttons (a reaction, or none), and the
// person's casualties picked (the farthest, or the nearest). A second game with own dice: the faces of the
// person's rolls typed in. Screenshots at 1024x768: the start, a shot's preview, a reaction question, a pick
// of casualties, the faces asked, the end (tests/browser/out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, serve } from './app';
import { pageErrors, shot, waitFor } from './drive';

const run = browserAvailable();

/** Runs `fn` in the page with the plain table's test hook (window.__board). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function board<T>(page: Page, fn: (b: any) => T): Promise<T> {
  return page.evaluate(`(${fn.toString()})(window.__board)`) as Promise<T>;
}

/** Waits until the person is asked (the computer has played its part) or the battle is over. */
async function settle(page: Page): Promise<void> {
  await waitFor(page, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const g = (window as any).__board?.game();
    const who = g?.session.waitingFor();
    return !!g && (who === 'human' || who === 'nobody');
  });
}

async function pageAt(page: Page, p: readonly [number, number]): Promise<[number, number]> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate((q) => (window as any).__board.toPage(q[0], q[1]) as [number, number], p as [number, number]);
}

async function clickFigure(page: Page, id: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const at = await page.evaluate((f) => (window as any).__board.figureAt(f) as [number, number], id);
  await page.mouse.move(at[0], at[1], { steps: 2 });
  await page.mouse.click(at[0], at[1]);
}

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
  if (!(await page.$('#board-faces input'))) await page.click('#board-choices button[data-key="faces"]');
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
    const keys = await page.$$eval('#board-choices button:not([disabled])', (bs) =>
      bs.map((b) => b.getAttribute('data-key') ?? ''),
    );
    if (keys.includes('fall:nearest')) {
      // The person's own casualties: the farthest every other time, else the nearest.
      if (!seen.casualties) {
        seen.casualties = true;
        await shot(page, 'order-dice-casualties');
        expect(await page.textContent('#board-title')).toMatch(/loses \d of its \d+ figures/);
      }
      const key = n % 2 ? 'fall:farthest' : 'fall:nearest';
      seen.pressed.push(key);
      await page.click(`#board-choices button[data-key="${key}"]`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await page.waitForFunction((v) => (window as any).__board.game().version !== v, need.version);
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
    await page.click(`#board-choices button[data-key="${key}"]`);
  } else {
    await clickFigure(page, need.selectable[n % need.selectable.length]!);
    await waitFor(
      page,
      () => !document.querySelector('#board-choices button[data-key="down"]')?.hasAttribute('disabled'),
    );
    const enabled = await page.$$eval('#board-choices button:not([disabled])', (bs) =>
      bs.map((b) => b.getAttribute('data-key') ?? ''),
    );
    const plan = ['fire', 'advance-fire', 'ambush', 'fire', 'run', 'down'];
    const want = [...plan.slice(n % plan.length), ...plan.slice(0, n % plan.length)];
    const key = want.map((w) => enabled.find((k) => k === w || k.startsWith(`${w}:`))).find((k) => k) ?? 'down';
    seen.pressed.push(key);
    await page.click(`#board-choices button[data-key="${key}"]`);
    if (key === 'fire') {
      const among = await board(page, (b) => b.game().candidates() as string[]);
      // Hover first: the preview draws the lines and the note says what the shots need.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const at = await page.evaluate((f) => (window as any).__board.figureAt(f) as [number, number], among[0]!);
      await page.mouse.move(at[0], at[1], { steps: 3 });
      await waitFor(page, () => /needing \d\+/.test(document.querySelector('#board-note')?.textContent ?? ''));
      if (!seen.preview) {
        seen.preview = true;
        // The selected unit's range bands are drawn under the figures (a ring per band, labelled in inches).
        const bands = await board(page, (b) => (b.game().around() as { label: string }[]).map((o) => o.label));
        expect(bands.some((l) => /half \d+"/.test(l))).toBe(true);
        await shot(page, 'order-dice-fire-preview');
      }
      await page.mouse.click(at[0], at[1]);
    } else if (key.startsWith('advance') || key === 'run') {
      const p = await pageAt(page, await moveSpot(page));
      await page.mouse.move(p[0], p[1], { steps: 3 });
      await page.mouse.click(p[0], p[1]);
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await page.waitForFunction((v) => (window as any).__board.game().version !== v, need.version);
}

describe.runIf(run)('order dice on the plain table', () => {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serve());
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a new battle from the menu, a person against the computer, to its end', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = pageErrors(page);
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.selectOption('#game-choice', 'order-dice');
    await waitFor(page, () => !!document.querySelector('#board-start'));
    await page.fill('#knob-units', '4');
    await page.selectOption('#knob-north', 'person');
    await page.selectOption('#knob-south', 'computer');
    await page.selectOption('#knob-northReactions', 'ask me every time');
    await page.selectOption('#knob-scenario', 'hold the objectives');
    await page.selectOption('#knob-terrain', 'clear');
    await page.fill('#board-seed', 'browser-orders-2');
    await shot(page, 'order-dice-menu');
    await page.click('#board-start');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    await page.selectOption('#board-pace', 'fast');
    await settle(page);
    await shot(page, 'order-dice-start');
    expect(await page.textContent('#board-title')).toMatch(/^Turn 1 of 6 · /);
    expect(await page.textContent('#board-panels')).toMatch(/North: \d dice? left/);
    expect(await page.textContent('#board-panels')).toMatch(/Objective 1: held by/);

    const seen: Seen = { preview: false, question: false, casualties: false, pressed: [] };
    for (let n = 0; n < 200; n++) {
      await settle(page);
      if (await board(page, (b) => b.game().session.over)) break;
      await personStep(page, n, seen);
    }
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    await shot(page, 'order-dice-end');
    expect(await board(page, (b) => b.game().session.over)).toBe(true);
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
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors = pageErrors(page);
    await page.goto(url);
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.selectOption('#game-choice', 'order-dice');
    await waitFor(page, () => !!document.querySelector('#board-start'));
    await page.selectOption('#knob-north', 'person');
    await page.selectOption('#knob-south', 'computer');
    await page.check('#knob-ownDice');
    await page.fill('#board-seed', 'browser-orders-own-1');
    await page.click('#board-start');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    await page.selectOption('#board-pace', 'fast');
    const seen: Seen = { preview: true, question: true, casualties: true, pressed: [] };
    let entered = 0;
    for (let n = 0; n < 200; n++) {
      await settle(page);
      if (await board(page, (b) => b.game().session.over)) break;
      const kind = await board(page, (b) => b.game().session.need.kind as string);
      // Three rolls typed in, and the step they were for played out: enough to see.
      if (entered >= 3 && kind !== 'dice') break;
      if (kind === 'dice') {
        if (entered === 0) {
          await page.click('#board-choices button[data-key="faces"]');
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
