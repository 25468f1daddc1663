// The Odds button on the plain table in Chromium, on an action-point battle started from the menu (the other
// two games are proved in Node: tests/app/boardOdds.test.ts). The panel loads on first use, streams a first
// estimate, finishes 500 continuations played in Web Workers with each side's rows under its name, repeats its
// numbers; while a longer run streams the page keeps painting (animation frames tick) and the table still
// answers a click on a figure; Cancel stops the count; the battle (state, dice, steps) is never touched.
// Conditions only, no timing thresholds. Screenshots: tests/browser/out/board-odds-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, useBrowser } from './app';
import { shot, waitFor } from './drive';

const run = browserAvailable();
const LONG = 900_000;

/** Runs `fn` in the page with the plain table's test hook (window.__board). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function board<T>(page: Page, fn: (b: any) => T): Promise<T> {
  return page.evaluate(`(${fn.toString()})(window.__board)`) as Promise<T>;
}

const played = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('#odds-status')?.getAttribute('data-played') ?? -1));
const phase = (page: Page) =>
  page.evaluate(() => document.querySelector('#odds-status')?.getAttribute('data-state') ?? '');
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames);
const finish = (page: Page) =>
  waitFor(page, () => document.querySelector('#odds-status')?.getAttribute('data-state') === 'done', LONG);

describe.runIf(run)('odds on the plain table', () => {
  const chromium = useBrowser();

  it(
    'an action-point battle: streams, finishes 500, repeats, never blocks the table, cancels, touches nothing',
    async () => {
      const { page, errors } = await chromium.open({ width: 1366, height: 768 });
      // Loaded on demand: the panel's code is not on the page before the button is pressed.
      expect(await page.evaluate(() => !!document.querySelector('#odds-panel'))).toBe(false);
      await page.selectOption('#game-choice', 'action-points');
      await waitFor(page, () => !!document.querySelector('#board-start'));
      await page.selectOption('#knob-player1', 'person');
      await page.selectOption('#knob-player2', 'computer');
      await page.fill('#knob-size', '4');
      await page.fill('#board-seed', 'board-odds');
      await page.click('#board-start');
      await waitFor(page, `window.__game.scene.isActive('board')`);
      // The person's turn: the computer has played its part, no roll or question waits.
      await waitFor(page, () => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const g = (window as any).__board?.game();
        return !!g && g.session.waitingFor() === 'human' && g.session.need.kind === 'command';
      });
      const before = await board(page, (b) => JSON.stringify(b.game().session.state));
      const steps = await board(page, (b) => b.game().session.steps.length as number);
      const sides = await board(
        page,
        (b) =>
          b
            .game()
            .view()
            .sides.map((s: { name: string }) => s.name) as string[],
      );
      // A frame counter: it moves only while the page's main thread is free to paint.
      await page.evaluate(() => {
        const w = window as unknown as { __frames: number };
        w.__frames = 0;
        const tick = () => {
          w.__frames++;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });

      await page.click('#board-odds-open');
      await waitFor(page, () => Number(document.querySelector('#odds-status')?.getAttribute('data-played')) >= 1);
      await shot(page, 'board-odds-01-first');
      await finish(page);
      expect(await played(page)).toBe(500);
      const first = (await page.textContent('#odds-table')) ?? '';
      // Each side's row under its name, with a share and its 95% range.
      for (const name of sides) expect(first).toMatch(new RegExp(`${name}\\s*\\d+% \\(\\d+–\\d+\\)`));
      expect(await page.textContent('#odds-panel')).toMatch(/All 500 played\..*wins? \d+% \(\d+–\d+\) of \d+ fights/s);
      expect(await page.textContent('#odds-panel')).toMatch(/Rounds the fights took/);
      const faults = await page.evaluate(() => document.querySelector('#odds-faults')?.getAttribute('title'));
      expect(faults ?? '').toBe('');
      await shot(page, 'board-odds-02-done');

      // The same position, the same numbers.
      await page.selectOption('#odds-runs', '500');
      await page.click('#odds-again');
      await finish(page);
      expect(await page.textContent('#odds-table')).toBe(first);

      // A long run: frames keep being painted while it streams, and the table answers a click on a figure.
      await page.selectOption('#odds-runs', '2000');
      await page.click('#odds-again');
      await waitFor(page, () => Number(document.querySelector('#odds-status')?.getAttribute('data-played')) >= 1);
      const f0 = await frames(page);
      await waitFor(page, `window.__frames >= ${f0 + 30}`);
      expect(await phase(page)).toBe('running');
      expect(await played(page)).toBeLessThan(2000);
      const acting = await board(page, (b) => b.game().session.need.figure as string);
      const at = await board(page, (b) => b.figureAt(b.game().session.need.figure) as [number, number]);
      await page.mouse.click(at[0], at[1]);
      await waitFor(page, `window.__board.game().selected === ${JSON.stringify(acting)}`);
      expect(await phase(page)).toBe('running');
      await shot(page, 'board-odds-03-running');
      await page.click('#odds-cancel');
      await waitFor(page, () => document.querySelector('#odds-status')?.getAttribute('data-state') === 'cancelled');
      const stopped = await played(page);
      expect(stopped).toBeLessThan(2000);
      const f1 = await frames(page);
      await waitFor(page, `window.__frames >= ${f1 + 30}`);
      expect(await played(page)).toBe(stopped);

      // The battle is as it was: not a step played, not a die read.
      expect(await board(page, (b) => JSON.stringify(b.game().session.state))).toBe(before);
      expect(await board(page, (b) => b.game().session.steps.length as number)).toBe(steps);
      // Back to the menu closes the panel (odds of a battle left behind would mislead).
      await page.click('#board-menu');
      await waitFor(page, () => !!(document.querySelector('#odds-panel') as HTMLElement | null)?.hidden);
      expect(errors).toEqual([]);
      await page.close();
    },
    LONG * 2,
  );
});
