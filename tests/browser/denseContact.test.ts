// Play-test 16a, 8 (issue 19, item 10): in a dense contact at 1024x768 and 1366x768 the table is fitted small,
// the words grow to stay readable, and a Rep grown past its base printed over its neighbours' Reps and bases;
// the pointer's note beside a dragged figure covered that figure. One page, three window sizes, at the fitted
// zoom of each. Screenshots land in tests/browser/out/.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR, useMenuPage } from './app';
import { cr, hoverAt, loadFile, overprints, waitFor, waitIdle } from './drive';

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
});
