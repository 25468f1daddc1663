// Same side at the screen sizes players use (play-test 4, 21): the bar's instruction is whole at 1366x768
// and 1024x768 (it was cut mid-sentence), and a click on a figure of the players' side that may not act
// says why ("Gus is not in a group that may act yet: …") instead of nothing. Shots: out/same-bar-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR, useMenuPage } from './app';
import { cr, figureAt, waitFor, waitIdle } from './drive';

const run = browserAvailable();

/** The phase line's text and whether its box shows all of it (a clamped line hides its end). */
async function phaseWhole(page: Page): Promise<{ text: string; whole: boolean }> {
  return page.$eval('#phase', (el) => ({ text: el.textContent ?? '', whole: el.scrollHeight <= el.clientHeight + 1 }));
}

/** Whether the words are inside the bar's shown lines (not in a line cut off under them). */
async function visibleAt(page: Page, words: string): Promise<boolean> {
  return page.$eval(
    '#phase',
    (el, w) => {
      const node = el.firstChild;
      const i = (el.textContent ?? '').indexOf(w);
      if (!node || i < 0) return false;
      const r = document.createRange();
      r.setStart(node, i + w.length - 1);
      r.setEnd(node, i + w.length);
      return r.getBoundingClientRect().bottom <= el.getBoundingClientRect().bottom + 1;
    },
    words,
  );
}

describe.runIf(run)('same side: the bar and a figure that may not act', () => {
  let page: Page;
  useMenuPage((p) => ({ page } = p), { width: 1366, height: 768 });

  it('the instruction fits at 1366 and 1024 wide, and Gus says why he may not act', async () => {
    await page.click('#mode-sameSide');
    await page.selectOption('#player-count', '2');
    await page.fill('#player-name-0', 'Ana');
    await page.fill('#player-name-1', 'Ben');
    await page.click('#kind-raid');
    await page.selectOption('#terrain', 'urban');
    if (await page.isChecked('#deploy')) await page.click('#deploy');
    // heron-2281 until session 17's start spots moved the same-side groups (laterGroupsWords.test holds this one).
    await page.fill('#seed', 'same17-50');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    await waitIdle(page);
    await waitFor(page, () =>
      /press E to pass\. May act - Ana's group: .*Ben's group: /.test(
        document.querySelector('#phase')?.textContent ?? '',
      ),
    );
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      await waitIdle(page);
      const bar = await phaseWhole(page);
      await page.screenshot({ path: `${OUT_DIR}/same-bar-${width}.png` });
      expect(bar.text).toMatch(
        /^Turn 1 - activation dice .*: order a figure to activate its group, or press E to pass\. May act - Ana's group: Ash, Bo, Cole, Dex; Ben's group: Eli; after them: Finn, Hal, Gus\.$/,
      );
      // At 1024 the list's end (those who act after the others) may be cut, never the instruction before it
      // (statusText.ts: the instruction comes first for this reason).
      if (width === 1366) expect(bar.whole, `${width}: ${bar.text}`).toBe(true);
      else expect(await visibleAt(page, 'press E to pass. May act - Ana')).toBe(true);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await waitIdle(page);
    // Gus (Ben's, Rep 4) is a group of one beside Eli: the Rep 5 groups act first, then his (the line above
    // names him "after them", play-test 10a, 22).
    const orderable = (await cr(page, (c) => [...c.ctl.orders().figures])) as string[];
    expect(orderable).not.toContain('Gus');
    const [x, y] = await figureAt(page, 'Gus');
    await page.mouse.click(x, y);
    await waitFor(page, () => /Gus may not act yet/.test(document.querySelector('#message')?.textContent ?? ''));
    const said = await page.textContent('#message');
    await page.screenshot({ path: `${OUT_DIR}/same-bar-gus.png` });
    // (The message line adds the rule's page after it: "- activation, p.9".)
    expect(said).toMatch(/^Gus may not act yet: a group of one \(Rep 4\); the Rep 5 groups act first, then this one\./);
    // The message line shows it whole (it cuts a longer line with an ellipsis).
    expect(await page.$eval('#message', (el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }, 240_000);
});
