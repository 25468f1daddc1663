// A lesson of each game with a plain table, from the menu to its goal in Chromium: the game chosen in the
// menu, its lesson opened from the Lessons list on its new-battle card, the steps shown beside the table,
// the reference solution given by clicks (a figure, a choice, a point or a target on the canvas), and the
// status line saying the goal is met. The person's own autosave is never replaced by a lesson.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, serve } from './app';
import { shot, waitFor } from './drive';
import { boardBrowser, clickFigure, clickPoint, press, settle, taken, version, waitText } from './boardDrive';
import { LESSON_CLICKS, type Click } from '../app/lessons/lessonClicks';
import { RULESETS } from '../../src/rulesets';

const run = browserAvailable();

/** One click of a lesson's solution, then wait for the table to take it in. */
async function give(page: Page, c: Click): Promise<void> {
  const v = await version(page);
  if ('press' in c) await press(page, c.press);
  else if ('point' in c) await clickPoint(page, c.point as [number, number]);
  else await clickFigure(page, 'select' in c ? c.select : c.figure);
  await taken(page, v);
  await settle(page);
}

describe.runIf(run)('lessons on the plain table', () => {
  const table = boardBrowser(() => serve());

  it('one lesson of each game, from the menu to its goal by clicks', async () => {
    const { page, errors } = await table.open();
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
      await waitText(page, '#board-lesson-status', /Goal met/);
      await shot(page, `board-lesson-${game}-done`);
      // The lesson's battle is not the person's autosave.
      expect(await page.evaluate(() => localStorage.getItem('chain-reaction.autosave'))).toBeNull();
      await page.click('#board-menu');
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 400_000);
});
