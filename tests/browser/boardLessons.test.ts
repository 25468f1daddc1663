// A lesson of each game with a plain table, from the menu to its goal in Chromium: the game chosen in the
// menu, its lesson opened from the Lessons list on its new-battle card, the steps shown beside the table,
// the reference solution given by clicks (a figure, a choice, a point or a target on the canvas), and the
// status line saying the goal is met. The person's own autosave is never replaced by a lesson.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, serve } from './app';
import { pageErrors, shot, waitFor } from './drive';
import { LESSON_CLICKS, type Click } from '../app/lessons/lessonClicks';
import { RULESETS } from '../../src/rulesets';

const run = browserAvailable();

/** Waits until the person is asked (the computer has played its part) or the battle is over. */
async function settle(page: Page): Promise<void> {
  await waitFor(page, () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const g = (window as any).__board?.game();
    const who = g?.session.waitingFor();
    return !!g && (who === 'human' || who === 'nobody');
  });
}

async function clickAt(page: Page, at: [number, number]): Promise<void> {
  await page.mouse.move(at[0], at[1], { steps: 2 });
  await page.mouse.click(at[0], at[1]);
}

async function version(page: Page): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.evaluate(() => (window as any).__board.game().version as number);
}

/** One click of a lesson's solution, then wait for the table to take it in. */
async function give(page: Page, c: Click): Promise<void> {
  const v = await version(page);
  if ('press' in c) {
    const sel = `#board-choices button[data-key="${c.press}"]`;
    await page.waitForFunction(
      (s) => !!document.querySelector(s) && !document.querySelector(s)!.hasAttribute('disabled'),
      sel,
      { timeout: 30_000, polling: 50 },
    );
    await page.click(sel);
  } else if ('point' in c) {
    const at = await page.evaluate(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (p) => (window as any).__board.toPage(p[0], p[1]) as [number, number],
      c.point as [number, number],
    );
    await clickAt(page, at);
  } else {
    const id = 'select' in c ? c.select : c.figure;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const at = await page.evaluate((f) => (window as any).__board.figureAt(f) as [number, number], id);
    await clickAt(page, at);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await page.waitForFunction((old) => (window as any).__board.game().version !== old, v, { timeout: 30_000 });
  await settle(page);
}

describe.runIf(run)('lessons on the plain table', () => {
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

  it('one lesson of each game, from the menu to its goal by clicks', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = pageErrors(page);
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    for (const [game, lessons] of Object.entries(LESSON_CLICKS)) {
      // A game whose plain table is not in yet has no Lessons list to click (see the Node test's skips).
      if (!RULESETS[game]!.board) continue;
      const [id, clicks] = Object.entries(lessons)[0]!;
      await waitFor(page, `window.__game?.scene?.isActive('menu')`);
      await page.selectOption('#game-choice', game);
      await page.waitForSelector(`#lesson-${id}`, { timeout: 90_000 });
      await page.click(`#lesson-${id}`);
      await waitFor(page, `window.__game.scene.isActive('board')`);
      await settle(page);
      expect(await page.textContent('#board-lesson')).toMatch(/To do: /);
      const steps = await page.$$eval('#board-lesson li', (li) => li.map((x) => x.textContent ?? ''));
      expect(steps.length).toBeGreaterThanOrEqual(2);
      await shot(page, `board-lesson-${game}-start`);
      for (const c of clicks) await give(page, c);
      await waitFor(page, () => /Goal met/.test(document.querySelector('#board-lesson-status')?.textContent ?? ''));
      await shot(page, `board-lesson-${game}-done`);
      // The lesson's battle is not the person's autosave.
      expect(await page.evaluate(() => localStorage.getItem('chain-reaction.autosave'))).toBeNull();
      await page.click('#board-menu');
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
