// The plain table reads at a glance at 1366x768 (play-test 2: 35, 38): every action-point button is whole
// inside the choices bar, with nothing to scroll; in action cards each figure of a four-figure diamond has its
// name drawn, the hover card keeps off the other groups, and a line says which colour is the person's.
// Screenshots: $SHOTS_DIR (else tests/browser/out).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR } from './app';
import { waitFor } from './drive';
import { board, boardBrowser, chooseGame, clickFigure, pressStart, settle } from './boardDrive';

const run = browserAvailable();
const SHOTS = process.env.SHOTS_DIR ?? OUT_DIR;

/** The choice buttons not wholly inside the bar as it shows (cut at its foot or scrolled out of sight). */
function cutButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.getElementById('board-bar')!.getBoundingClientRect();
    return [...document.querySelectorAll('#board-choices button')]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.top < bar.top || r.bottom > bar.bottom + 0.5 || r.bottom > window.innerHeight;
      })
      .map((b) => (b.textContent ?? '').slice(0, 40));
  });
}

describe.runIf(run)('the plain table at 1366x768', () => {
  const table = boardBrowser();

  it('action points: all three rows of buttons show whole, a Humvee on the table', async () => {
    const { page, errors } = await table.open({ width: 1366, height: 768 });
    await chooseGame(
      page,
      'action-points',
      { player1: 'person', player2: 'computer', vehicle1: 'Humvee', table: 'clear' },
      'crane-5530',
    );
    await pressStart(page);
    await settle(page);
    const acting = await board(page, (b) => {
      const need = b.game().session.need;
      return need.kind === 'command' ? (need.figure as string) : undefined;
    });
    if (acting) await clickFigure(page, acting);
    await waitFor(page, () => document.querySelectorAll('#board-choices button').length >= 10);
    await page.screenshot({ path: `${SHOTS}/readable-ap-1366.png` });
    expect(await cutButtons(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
