// The plain table reads at a glance at 1366x768 (play-test 2: 35, 38): every action-point button is whole
// inside the choices bar, with nothing to scroll; in action cards each figure of a four-figure diamond has its
// name drawn, the hover card keeps off the other groups, and a line says which colour is the person's.
// Screenshots: $SHOTS_DIR (else tests/browser/out).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR } from './app';
import { waitFor } from './drive';
import { board, boardBrowser, chooseGame, clickFigure, figurePx, hover, pressStart, settle } from './boardDrive';

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

/**
 * Issue 19, 10: on the plain table woods and a hill told apart only on hover. Each kind of terrain on the table
 * is named on it, unhovered, by the word its hover line starts with, less an article ("woods", "hill"), and no two such words
 * overlap. Returns what is missing and what overlaps (both empty when the table reads).
 */
async function terrainUnnamed(page: Page): Promise<{ kinds: number; missing: string[]; overlaps: string[] }> {
  return board(page, (b) => {
    const kinds = [
      ...new Set(
        b
          .game()
          .view()
          .terrain.map((t: { label: string }) =>
            t.label
              .split(/[:;(]/)[0]!
              .trim()
              .replace(/^(the|a|an) /i, ''),
          ),
      ),
    ] as string[];
    // The ground's words: texts drawn just over the ground, under the figures (depth 1).
    const shown = b.scene.children.list
      .filter((o: { type: string; depth: number; visible: boolean }) => o.type === 'Text' && o.depth === 1 && o.visible)
      .map((o: { text: string; getBounds(): { left: number; top: number; right: number; bottom: number } }) => ({
        text: o.text,
        b: o.getBounds(),
      }));
    const overlaps: string[] = [];
    shown.forEach((a: { text: string; b: DOMRect }, i: number) => {
      for (const o of shown.slice(i + 1))
        if (a.b.left < o.b.right && o.b.left < a.b.right && a.b.top < o.b.bottom && o.b.top < a.b.bottom)
          overlaps.push(`${a.text} over ${o.text}`);
    });
    const texts = new Set(shown.map((x: { text: string }) => x.text));
    return { kinds: kinds.length, missing: kinds.filter((k) => !texts.has(k)), overlaps };
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

  it("action cards: the prompt says which colour is the person's, and the hover card keeps off the other groups", async () => {
    const { page, errors } = await table.open({ width: 1366, height: 768 });
    await chooseGame(page, 'action-cards', {}, 'gull-8842');
    await pressStart(page);
    await settle(page);
    const me = await board(page, (b) => {
      const g = b.game();
      const v = g.view();
      const side = g.actingSide() as string;
      const colour = v.sides.find((x: { id: string }) => x.id === side).colour as number;
      const figures = v.figures
        .filter((f: { side: string }) => f.side === side)
        .map((f: { id: string; group?: string }) => ({ id: f.id, group: f.group }));
      return { colour, figures };
    });
    // The palette's order (scenes/board/palette.ts): blue, orange, green, purple, sky blue, red.
    const word = ['blue', 'orange', 'green', 'purple', 'sky blue', 'red'][me.colour]!;
    expect(await page.textContent('#board-prompt')).toContain(`yours are ${word}`);
    await page.screenshot({ path: `${SHOTS}/readable-ac-start-1366.png` });
    const named = await terrainUnnamed(page);
    expect(named.kinds).toBeGreaterThan(1);
    expect(named.missing).toEqual([]);
    expect(named.overlaps).toEqual([]);

    // Each of the person's figures hovered: the card covers no figure of another group.
    const others = async (group: string | undefined) => {
      const rects = await board(page, (b) => {
        const v = b.game().view();
        return v.figures.map((f: { id: string; group?: string }) => ({ group: f.group, at: b.figureAt(f.id) }));
      });
      const card = await page.evaluate(() => {
        const r = document.getElementById('board-card')!.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });
      return rects.filter(
        (f: { group?: string; at: [number, number] }) =>
          f.group !== group &&
          f.at[0] > card.left &&
          f.at[0] < card.right &&
          f.at[1] > card.top &&
          f.at[1] < card.bottom,
      ).length;
    };
    let shots = 0;
    for (const f of me.figures) {
      await hover(page, await figurePx(page, f.id));
      await waitFor(page, () => !document.getElementById('board-card')!.hidden);
      if (shots++ === 0) await page.screenshot({ path: `${SHOTS}/readable-ac-hover-1366.png` });
      expect(await others(f.group), `the card for ${f.id}`).toBe(0);
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it("order dice: the Odds panel opens off the figures (play-test 2, 46: it hid the player's own units)", async () => {
    const { page, errors } = await table.open({ width: 1366, height: 768 });
    await chooseGame(page, 'order-dice', {}, 'sorrel-2291');
    await pressStart(page);
    await settle(page);
    const named = await terrainUnnamed(page);
    expect(named.kinds).toBeGreaterThan(1);
    expect(named.missing).toEqual([]);
    expect(named.overlaps).toEqual([]);
    await page.click('#board-odds-open');
    await waitFor(page, () => Number(document.querySelector('#odds-status')?.getAttribute('data-played')) >= 1);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.click('#odds-cancel');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `${SHOTS}/readable-od-odds-1366.png` });
    const under = await board(page, (b) => {
      const p = document.getElementById('odds-panel')!.getBoundingClientRect();
      return b
        .game()
        .view()
        .figures.map((f: { id: string; label: string }) => ({
          name: f.label,
          at: b.figureAt(f.id) as [number, number],
        }))
        .filter(
          (f: { at: [number, number] }) =>
            f.at[0] > p.left && f.at[0] < p.right && f.at[1] > p.top && f.at[1] < p.bottom,
        )
        .map((f: { name: string }) => f.name);
    });
    expect(under).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
