// New battles start from the menu in Chromium on the seeds that once did nothing on "Start the battle" (an
// uncaught NeedDecision in the console): a PEF in sight at the start is enemies, the player's figures win
// the In Sight, and the player is asked whom to fire at before giving any order. The Defend seed is
// "defend-q-1" since an encounter's table cut in two by a river is rolled again (docs/rules-notes/terrain.md):
// "grove-737" was such a table, and its new one opens with an order, not a question (tests/app/battleStart
// keeps grove-737 as a start that must still work). Found by starting Defends on "defend-q-0", "defend-q-1"...
// "export-test-1" left this list when session 15's re-rolled Patrol tables made it open on an order; its place
// is taken by "start-q-0", which tests/app/battleStart holds to asking first, as it holds these seeds (so a
// rules change that moves them fails there in seconds, not here after a 90-second wait).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, serve } from './app';
import { freshPage, pageErrors, shot, waitFor } from './drive';

const run = browserAvailable();

describe.runIf(run)('a new battle starts from the menu', () => {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serve());
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each([
    ['patrol', 'harbor-441'],
    ['patrol', 'start-q-0'],
    ['defend', 'defend-q-1'],
  ])(
    '%s on "%s": the table, and the question before the first order',
    async (kind, seed) => {
      const { page, errors } = await freshPage(browser, url);
      await page.check(`#kind-${kind}`);
      await page.fill('#seed', seed);
      await page.uncheck('#deploy');
      await page.click('#start-battle');
      try {
        await waitFor(page, `window.__game.scene.isActive('table')`, 90_000);
        await waitFor(
          page,
          () => /choose whom \w+ fires at/.test(document.querySelector('#decision-dialog')?.textContent ?? ''),
          90_000,
        );
      } catch (e) {
        await shot(page, `start-${kind}-${seed}-failed`);
        throw new Error(
          `${String(e)}; page errors: ${errors.join(' | ')}; dialog: ${await page.textContent('#decision-dialog').catch(() => 'none')}`,
        );
      }
      await shot(page, `start-${kind}-${seed}`);
      expect(await page.textContent('#menu-error')).toBeFalsy();
      // Each figure that won the In Sight is asked in turn; the fight is logged once the last has answered.
      for (let asked = 0; asked < 12 && (await page.$('#decision-dialog button.primary')); asked++) {
        const question = await page.textContent('#decision-dialog');
        await page.click('#decision-dialog button.primary');
        // Answered: the dialog goes, or the next figure's question replaces it.
        await page.waitForFunction(
          (q) => (document.querySelector('#decision-dialog')?.textContent ?? null) !== q,
          question,
          { timeout: 30_000 },
        );
      }
      await waitFor(page, () => /In Sight test/.test(document.querySelector('#log')?.textContent ?? ''), 60_000);
      expect(errors).toEqual([]);
      await page.close();
    },
    180_000,
  );

  it('what the player sets on the menu survives its second drawing; after a battle only the seed is new (play-test 16a)', async () => {
    const { page, errors } = await freshPage(browser, url);
    // The menu is drawn again when its scene starts, a moment after the page: a seed typed in that moment was
    // replaced by a new one. Drawn again here as the scene does it.
    await page.fill('#seed', 'start-kept-1');
    await page.check('#kind-defend');
    await page.uncheck('#deploy');
    await page.evaluate(() =>
      (window as unknown as { __cr: { deps: { ui: { screen(n: string): void } } } }).__cr.deps.ui.screen('menu'),
    );
    expect(await page.inputValue('#seed')).toBe('start-kept-1');
    expect(await page.isChecked('#kind-defend')).toBe(true);
    expect(await page.isChecked('#deploy')).toBe(false);
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`, 90_000);
    expect(await page.evaluate('window.__cr.app.session.source.seed')).toBe('start-kept-1');
    await page.click('#to-menu');
    await waitFor(page, `window.__game.scene.isActive('menu')`);
    // Back on the menu: a new seed for a new battle, the rest as the player left it.
    expect(await page.inputValue('#seed')).not.toBe('start-kept-1');
    expect(await page.isChecked('#kind-defend')).toBe(true);
    expect(await page.isChecked('#deploy')).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("the table's words failing to arrive: New battle says so in one line and the menu stays; once back, it starts", async () => {
    // The table's words (Chain Reaction's view: assets/view-*.js) are fetched after the first paint; a dropped
    // connection aborts that request, as the lessons' test does for theirs.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = pageErrors(page);
    const chunk = /\/assets\/view-[^/]*\.js$/;
    let aborted = 0;
    await page.route(chunk, (r) => {
      aborted++;
      return r.abort('failed');
    });
    await page.goto(url);
    await waitFor(page, `window.__game?.scene?.isActive('menu')`);
    await page.fill('#seed', 'harbor-441');
    await page.uncheck('#deploy');
    await page.click('#start-battle');
    await waitFor(page, () => /could not be fetched/.test(document.querySelector('#menu-error')?.textContent ?? ''));
    expect(await page.textContent('#menu-error')).toMatch(/^error: the table's words could not be fetched \(/);
    expect(aborted).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate('window.__cr.app.session === undefined')).toBe(true);
    expect(await page.evaluate(`window.__game.scene.isActive('menu')`)).toBe(true);
    // The connection is back: the same button starts the battle, with its log (the view writes it).
    await page.unroute(chunk);
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`);
    await waitFor(page, 'window.__cr.app.log.lines().length > 0');
    // Only the aborted requests were reported; nothing was thrown.
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  }, 180_000);
  // Play-test 17a (issue 19, 10): on a night Defend ("pt17a-02") the tags of neighbouring buildings to defend
  // printed over each other ("BUILDING TO DEFENDDING TO DEFEND") at 1366x768. No two tags under the figures may
  // overlap, at 1024 and 1366, and every gold-outlined building still has a tag near it.
  it('the tags of the buildings to defend never print over each other, at 1024 and 1366 (play-test 17a)', async () => {
    const { page, errors } = await freshPage(browser, url, { width: 1366, height: 768 });
    await page.check('#kind-defend');
    await page.fill('#seed', 'pt17a-02');
    await page.selectOption('#light', 'night');
    await page.uncheck('#deploy');
    await page.click('#start-battle');
    await waitFor(page, `window.__game.scene.isActive('table')`, 90_000);
    for (const [w, h] of [
      [1024, 768],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await waitFor(page, `window.innerWidth === ${w}`);
      await page.evaluate(() => (window as unknown as { __cr: { scene: { fit(): void } } }).__cr.scene.fit());
      await waitFor(page, `window.__cr.scene.overlays.underLabels.items.some((l) => l.text.visible)`);
      const tags = await page.evaluate(() =>
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        ((window as any).__cr.scene.overlays.underLabels.items as any[])
          .filter((l) => l.text.visible && /DEFEND/.test(l.text.text))
          .map((l) => {
            const b = l.text.getBounds();
            return { text: l.text.text as string, l: b.left, t: b.top, r: b.right, b: b.bottom };
          }),
      );
      expect(tags.length, `${w}x${h}`).toBeGreaterThan(0);
      const over: string[] = [];
      tags.forEach((a, i) =>
        tags.slice(i + 1).forEach((b) => {
          if (a.l < b.r - 0.5 && b.l < a.r - 0.5 && a.t < b.b - 0.5 && b.t < a.b - 0.5)
            over.push(`${a.text} over ${b.text}`);
        }),
      );
      expect(over, `${w}x${h}`).toEqual([]);
      await shot(page, `defend-tags-${w}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
