// The plain table in Chromium, with a ruleset the host has never heard of: the dice duel (tests/rulesets),
// registered by a test page through the catalog's registerGame. The duel is chosen in the menu's Game choice,
// started from its own knobs, played to its end by clicking its choices and its figures on the canvas, one
// choice undone, the page reloaded and the battle continued from the menu, and the end names the winner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, serveFixture } from './app';
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

async function clickFigure(page: Page, id: string): Promise<void> {
  const at = await page.evaluate((f) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (window as any).__board.figureAt(f) as [number, number];
  }, id);
  await page.mouse.move(at[0], at[1], { steps: 2 });
  await page.mouse.click(at[0], at[1]);
}

/** One person's turn by clicks: select a standing figure, Shoot, click the first enemy offered; or choose who falls. */
async function playTurn(page: Page, n: number): Promise<void> {
  const need = await board(page, (b) => {
    const g = b.game();
    return { kind: g.session.need.kind, selectable: g.selectable(), version: g.version };
  });
  if (need.kind === 'decision') {
    await page.click('#board-choices button[data-key="casualty"]');
    const among = await board(page, (b) => b.game().candidates());
    await clickFigure(page, among[0]);
  } else {
    await clickFigure(page, need.selectable[0]);
    await waitFor(
      page,
      () => !document.querySelector('#board-choices button[data-key="shoot"]')?.hasAttribute('disabled'),
    );
    await page.click('#board-choices button[data-key="shoot"]');
    const among = await board(page, (b) => b.game().candidates());
    // Hover first: the preview (line and odds) is drawn, and the note says the distance.
    const at = await page.evaluate((f) => (window as any).__board.figureAt(f) as [number, number], among[0]); // eslint-disable-line @typescript-eslint/no-explicit-any
    await page.mouse.move(at[0], at[1], { steps: 3 });
    await waitFor(page, () => /needs \d\+/.test(document.querySelector('#board-note')?.textContent ?? ''));
    if (n === 0) await shot(page, 'board-duel-preview');
    await page.mouse.click(at[0], at[1]);
  }
  await page.waitForFunction((v) => (window as any).__board.game().version !== v, need.version); // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe.runIf(run)('the plain table plays a game it does not know', () => {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serveFixture('duel'));
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the dice duel from the Game choice to its end, with undo and a reload on the way', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = pageErrors(page);
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.selectOption('#game-choice', 'dice-duel');
    await waitFor(page, () => !!document.querySelector('#board-start'));
    await page.fill('#knob-size', '3');
    await page.fill('#board-seed', 'browser-duel');
    await shot(page, 'board-duel-menu');
    await page.click('#board-start');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    await settle(page);
    await shot(page, 'board-duel-start');
    expect(await page.textContent('#board-title')).toMatch(/^Turn \d+ · /);
    expect(await page.textContent('#board-panels')).toMatch(/North: 3 of 3/);

    // Shooting needs a figure first: the disabled button says why.
    expect(await page.textContent('#board-choices')).toMatch(/Select one of your standing figures first/);

    // The first turn by clicks, then undo it.
    const before = await board(page, (b) => b.game().session.steps.length);
    await playTurn(page, 0);
    await settle(page);
    expect(await board(page, (b) => b.game().session.steps.length)).toBeGreaterThan(before);
    expect(await page.textContent('#board-log')).toMatch(/shoots at/);
    await page.click('#board-undo');
    await waitFor(page, () => /Undone/.test(document.querySelector('#board-message')?.textContent ?? ''));
    expect(await board(page, (b) => b.game().session.steps.length)).toBe(before);

    // A few turns, then a reload: the menu's Continue brings the battle back where it was.
    for (let n = 1; n <= 3; n++) {
      if (await board(page, (b) => b.game().session.over)) break;
      await playTurn(page, n);
      await settle(page);
    }
    const steps = await board(page, (b) => b.game().session.steps.length);
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    // The remembered game is the duel: its own card is drawn again.
    await waitFor(page, () => !!document.querySelector('#board-start'));
    await page.click('#continue');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    expect(await board(page, (b) => b.game().session.steps.length)).toBe(steps);

    for (let n = 4; n < 80 && !(await board(page, (b) => b.game().session.over)); n++) {
      await settle(page);
      if (await board(page, (b) => b.game().session.over)) break;
      await playTurn(page, n);
    }
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    await shot(page, 'board-duel-end');
    const winner = await board(page, (b) => b.game().session.need.winner as string);
    const name = winner.charAt(0).toUpperCase() + winner.slice(1);
    expect(await page.textContent('#board-winner')).toBe(`Won by ${name}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it('stretches to six sides, every terrain look, long lists, a point, a figure and typed faces', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = pageErrors(page);
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.selectOption('#game-choice', 'board-gallery');
    await waitFor(page, () => !!document.querySelector('#board-start'));
    await page.click('#board-start');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    await shot(page, 'board-gallery-start');
    const pageAt = (p: [number, number]) =>
      page.evaluate((q) => (window as any).__board.toPage(q[0], q[1]) as [number, number], p); // eslint-disable-line @typescript-eslint/no-explicit-any
    const steps = () => board(page, (b) => b.game().session.steps.length as number);

    // Many choices wrap onto more than one row; the disabled ones say why.
    const tops = await page.$$eval(
      '#board-choices button',
      (bs) => [...new Set(bs.map((b) => (b as HTMLElement).offsetTop))].length,
    );
    expect(tops).toBeGreaterThan(1);
    expect(await page.textContent('#board-choices')).toMatch(/Needs a card this band does not hold/);

    // The card of a terrain piece under the pointer.
    const woods = await pageAt([10, 10]);
    await page.mouse.move(woods[0], woods[1], { steps: 2 });
    await waitFor(page, () => /Woods/.test(document.querySelector('#board-card')?.textContent ?? ''));

    // A point: refused in the lake with the reason, taken on dry ground.
    await clickFigure(page, 'blue-0');
    await page.click('#board-choices button[data-key="move"]');
    const lake = await pageAt([36, 8]);
    await page.mouse.move(lake[0], lake[1], { steps: 3 });
    await waitFor(page, () => /Not into the lake/.test(document.querySelector('#board-note')?.textContent ?? ''));
    const n0 = await steps();
    await page.mouse.click(lake[0], lake[1]);
    await waitFor(page, () => /Not into the lake/.test(document.querySelector('#board-message')?.textContent ?? ''));
    expect(await steps()).toBe(n0);
    const dry = await pageAt([20, 12]);
    await page.mouse.move(dry[0], dry[1], { steps: 3 });
    await shot(page, 'board-gallery-point');
    await page.mouse.click(dry[0], dry[1]);
    await waitFor(page, () => (window as any).__board.game().session.steps.length === 1); // eslint-disable-line @typescript-eslint/no-explicit-any
    const moved = await board(
      page,
      (b) =>
        b
          .game()
          .view()
          .figures.find((f: { id: string }) => f.id === 'blue-0').at,
    );
    expect(Math.hypot(moved[0] - 20, moved[1] - 12)).toBeLessThan(0.5);

    // Faces typed in: out of range is one line and nothing sent; good ones are.
    await page.click('#board-choices button[data-key="roll"]');
    await page.fill('#board-face-0', '7');
    await page.fill('#board-face-1', '2');
    await page.click('#board-faces-ok');
    await waitFor(page, () => /from 1 to 6, not 7/.test(document.querySelector('#board-message')?.textContent ?? ''));
    expect(await steps()).toBe(1);
    await page.fill('#board-face-0', '3');
    await page.click('#board-faces-ok');
    await waitFor(page, () => /rolled 3, 2/.test(document.querySelector('#board-title')?.textContent ?? ''));

    // A figure target with its preview, among many figures of six sides.
    await clickFigure(page, 'blue-1');
    await page.click('#board-choices button[data-key="shoot"]');
    const foe = await page.evaluate(() => (window as any).__board.figureAt('purple-0') as [number, number]); // eslint-disable-line @typescript-eslint/no-explicit-any
    await page.mouse.move(foe[0], foe[1], { steps: 3 });
    await waitFor(page, () => /at Ash purple/.test(document.querySelector('#board-note')?.textContent ?? ''));
    await shot(page, 'board-gallery-preview');
    await page.mouse.click(foe[0], foe[1]);
    await waitFor(page, () => (window as any).__board.game().session.steps.length === 3); // eslint-disable-line @typescript-eslint/no-explicit-any

    await page.click('#board-choices button[data-key="end"]');
    await waitFor(page, () => !!document.querySelector('#board-winner'));
    expect(await page.textContent('#board-winner')).toBe('Won by Blue band');
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
