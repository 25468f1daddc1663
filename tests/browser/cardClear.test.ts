// Issue 19: the hover card of a figure or vehicle near the table's bottom edge covered the start of the prompt
// and the note in the bar below the table (the shared plain table, cardSpot). In each of the three variant
// games at 1366x768 the lowest figure on the page is hovered: its card must show wholly above the bar.
// Screenshots land in tests/browser/out/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR } from './app';
import { waitFor } from './drive';
import { board, boardBrowser, chooseGame, hover, pressStart, settle, steadyTable } from './boardDrive';

const run = browserAvailable();

const GAMES: [string, Record<string, string | number | boolean>, string][] = [
  ['action-points', { vehicle1: 'Humvee', table: 'clear' }, 'card-ap-1'],
  ['order-dice', {}, 'card-od-1'],
  ['action-cards', {}, 'card-ac-1'],
];

/** The lowest figure on the page (the one nearest the bar), with its place. */
async function lowest(page: Page): Promise<{ id: string; at: [number, number] }> {
  return board(page, (b) => {
    const figs = b
      .game()
      .view()
      .figures.map((f: { id: string }) => ({ id: f.id, at: b.figureAt(f.id) as [number, number] }));
    return figs.reduce((a: { at: [number, number] }, f: { at: [number, number] }) => (f.at[1] > a.at[1] ? f : a));
  });
}

/** The card's and the bar's boxes on the page. */
async function boxes(page: Page): Promise<{ card: DOMRect; bar: DOMRect; shown: boolean }> {
  return page.evaluate(() => ({
    card: document.getElementById('board-card')!.getBoundingClientRect().toJSON() as DOMRect,
    bar: document.getElementById('board-bar')!.getBoundingClientRect().toJSON() as DOMRect,
    shown: !document.getElementById('board-card')!.hidden,
  }));
}

describe.runIf(run)('the hover card keeps clear of the bar (issue 19)', () => {
  const table = boardBrowser();

  for (const [game, knobs, seed] of GAMES)
    it(`${game}: the lowest figure's card shows above the prompt and note`, async () => {
      const { page, errors } = await table.open({ width: 1366, height: 768 });
      await chooseGame(page, game, knobs, seed);
      await pressStart(page);
      await settle(page);
      if (await page.isVisible('#board-seat-ok')) {
        await page.click('#board-seat-ok');
        await waitFor(page, () => !!document.querySelector<HTMLElement>('#board-cover')?.hidden);
      }
      let got = await boxes(page);
      for (let i = 0; i < 20 && !got.shown; i++) {
        await steadyTable(page);
        const f = await lowest(page);
        await hover(page, [f.at[0] + (i % 2), f.at[1]]);
        got = await boxes(page);
      }
      expect(got.shown, 'a card shown').toBe(true);
      await page.screenshot({ path: `${OUT_DIR}/card-clear-${game}-1366x768.png` });
      // The lowest figure sits near the bar: a card below it would reach into the bar.
      const f = await lowest(page);
      expect(f.at[1] + 16 + got.card.height).toBeGreaterThan(got.bar.top);
      expect(got.card.bottom).toBeLessThanOrEqual(got.bar.top);
      expect(errors).toEqual([]);
      await page.close();
    }, 300_000);
});
