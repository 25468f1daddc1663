// Play-test 16a, 8 (issue 19, item 10): in a dense contact at 1024x768 and 1366x768 the table is fitted small,
// the words grow to stay readable, and a Rep grown past its base printed over its neighbours' Reps and bases;
// the pointer's note beside a dragged figure covered that figure. One page, three window sizes, at the fitted
// zoom of each. Screenshots land in tests/browser/out/.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR, useMenuPage } from './app';
import { cr, dragFigure, hoverAt, loadFile, overprints, toPage, waitFor, waitIdle } from './drive';

const run = browserAvailable();
// Two groups of six in a wood, 1.1" apart, most of them ducking back, hunkered down, prone or leaving.
const DENSE = readFileSync(resolve('tests/browser/fixtures/dense-contact.json'), 'utf8');
const SIZES: [number, number][] = [
  [1024, 768],
  [1366, 768],
  [1920, 1080],
];

/** Resizes the window and waits until the table is fitted to it again and its words are laid out. */
async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await waitFor(page, `window.innerWidth === ${width} && window.innerHeight === ${height}`);
  await cr(page, (c) => c.scene.fit());
  await waitIdle(page);
  await hoverAt(page, [width - 30, height - 30]);
}

describe.runIf(run)('a dense contact at 1024, 1366 and 1920', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p), { width: 1024, height: 768 });

  it('no Rep, name, weapon or status badge prints over another, nor on another figure, at each size', async () => {
    await loadFile(page, '#load-file', 'dense-contact.json', DENSE);
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    for (const [w, h] of SIZES) {
      await resize(page, w, h);
      expect(await overprints(page, true), `${w}x${h}`).toEqual([]);
      await page.screenshot({ path: `${OUT_DIR}/dense-contact-${w}.png` });
    }
    expect(errors).toEqual([]);
  }, 180_000);

  // Ash is dragged up and left out of the contact: the note beside the pointer went right and below it, over
  // Ash's own token (and the group's) where they stand. It must miss every dragged token, each one's ghost at
  // the drag's end, and the path's end.
  it("the pointer's note during a drag misses the dragged figures and the path's end, at each size", async () => {
    for (const [w, h] of SIZES) {
      await resize(page, w, h);
      let hits: string[] = [];
      await dragFigure(page, [16, 18], [12.5, 15], async () => {
        await waitFor(page, () => {
          const tip = document.getElementById('tip');
          return !!tip && !tip.hidden && tip.textContent !== '';
        });
        await waitIdle(page);
        hits = await cr(page, (c) => {
          const tip = document.getElementById('tip')!.getBoundingClientRect();
          const d = c.ctl.drag;
          const rects: [string, { left: number; top: number; right: number; bottom: number }][] = [];
          const end = d.path[d.path.length - 1];
          for (const m of c.ctl.movers(d.figure)) {
            rects.push([`${m.id} where it stands`, c.scene.deps.table.figureRect(m.id)]);
            const [l, t] = c.scene.deps.table.toPage(end[0] + m.offset[0] - 0.5, end[1] + m.offset[1] - 0.5);
            const [r, b] = c.scene.deps.table.toPage(end[0] + m.offset[0] + 0.5, end[1] + m.offset[1] + 0.5);
            rects.push([`${m.id}'s ghost`, { left: l, top: t, right: r, bottom: b }]);
          }
          return rects
            .filter(
              ([, r]) => r && tip.left < r.right && r.left < tip.right && tip.top < r.bottom && r.top < tip.bottom,
            )
            .map(([name]) => name);
        });
        await page.screenshot({ path: `${OUT_DIR}/dense-drag-${w}.png` });
        await page.keyboard.press('Escape');
      });
      expect(hits, `${w}x${h}`).toEqual([]);
      await waitIdle(page);
    }
    expect(errors).toEqual([]);
  }, 180_000);

  // Play-test 17a (issue 19, 10): once a drag was let go, the pointer's note ("Not in sight from Ash here: ...")
  // stayed where the group had just moved, over it, until the pointer moved. Here Ash, in his group's activation,
  // is dragged out of the wood and stops after 4" in it: the note about the pointer's spot ("Ash would see a
  // figure standing here") stayed. Given the order, the note goes; it comes back as soon as the pointer moves.
  it("the pointer's note goes once a drag's move is given, and comes back when the pointer moves", async () => {
    await resize(page, 1366, 768);
    const steps = () => cr(page, (c) => c.app.session.steps.length as number);
    const before = await steps();
    await dragFigure(page, [16, 18], [8, 15]);
    await waitFor(page, `window.__cr.app.session.steps.length > ${before}`);
    await waitIdle(page);
    const shown = () => {
      const tip = document.getElementById('tip');
      return !!tip && !tip.hidden && tip.textContent !== '';
    };
    expect(await page.evaluate(shown), (await page.textContent('#tip')) ?? '').toBe(false);
    await page.screenshot({ path: `${OUT_DIR}/dense-moved-1366.png` });
    const [x, y] = await toPage(page, [8, 15]);
    await page.mouse.move(x + 8, y + 8, { steps: 2 });
    await waitFor(page, shown);
    expect(await steps()).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  }, 180_000);
});
