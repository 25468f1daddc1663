// Play-test 4, 23: in the action-card lesson "The card turn" the Odds panel lay over the trees the steps ask the
// squads to move into. At 1366x768, with Odds opened at the first step, the panel covers none of those trees
// (the lesson's steps name them as their area, and the float keeps off it as it keeps off figures).
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './app';
import { shot, waitFor } from './drive';
import { board, boardBrowser, chooseGame, settle } from './boardDrive';

const run = browserAvailable();

describe.runIf(run)('a lesson keeps its ground in view', () => {
  const table = boardBrowser();

  it('The card turn at 1366x768: the Odds panel keeps off the trees the steps name', async () => {
    const { page, errors } = await table.open({ width: 1366, height: 768 });
    await chooseGame(page, 'action-cards');
    await page.waitForSelector('#lesson-cardTurn', { timeout: 90_000 });
    await page.click('#lesson-cardTurn');
    await waitFor(page, `window.__game.scene.isActive('board')`);
    await settle(page);
    await page.click('#board-odds-open');
    await waitFor(page, () => {
      const p = document.querySelector('#odds-panel') as HTMLElement | null;
      return !!p && !p.hidden && p.getBoundingClientRect().height > 50;
    });
    // The trees on the page, from the lesson's own step area, and the panel's box.
    const trees = await board(page, (b) => {
      const step = b.game().lesson.steps.find((s: { area?: unknown }) => s.area);
      const pts = (step.area as [number, number][]).map(([x, y]) => b.toPage(x, y) as [number, number]);
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
    });
    const panel = await page.evaluate(() => {
      const r = document.querySelector('#odds-panel')!.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    });
    await shot(page, 'lesson-card-turn-odds');
    const w = Math.max(0, Math.min(panel.right, trees.right) - Math.max(panel.left, trees.left));
    const h = Math.max(0, Math.min(panel.bottom, trees.bottom) - Math.max(panel.top, trees.top));
    expect(trees.right - trees.left).toBeGreaterThan(20);
    expect({ overlap: w * h, panel, trees }).toMatchObject({ overlap: 0 });
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
