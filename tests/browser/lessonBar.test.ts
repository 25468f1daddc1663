// Play-test 7, 23: at 1024x768 in a lesson the bar under the table was narrow (lesson column, table, log):
// the turn line was cut with "…" and a third line showed half-height, and the message line ("... Click a
// target again ...") was cut. Now every line of the bar is whole: none is clipped, none runs past the bar.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, useMenuPage } from './app';
import { cr, shot, waitFor } from './drive';

const run = browserAvailable();

describe.runIf(run)('the bar under the table in a lesson at 1024x768', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p), { width: 1024, height: 768 });

  it('shows its turn line, figure line and message whole', async () => {
    await page.click('#open-lessons');
    await waitFor(page, () => !!document.querySelector('#lesson-list'));
    await page.click('#play-activation');
    await waitFor(page, `window.__game.scene.isActive('table') && !!document.querySelector('#lesson')`);
    await page.evaluate(() => {
      const w = window as unknown as { __cr: { app: { say(t: string): void } } };
      w.__cr.app.say(
        'hans aims 2 dice at charles, 1 die at billy. Click a target again to add a die, Shift-click to take one off.',
      );
    });
    await waitFor(page, () => (document.querySelector('#message')?.textContent ?? '').includes('take one off'));
    const cut = await page.evaluate(() => {
      const bar = document.querySelector('#actions')!.getBoundingClientRect();
      const out: string[] = [];
      for (const id of ['phase', 'figure-card', 'message']) {
        const el = document.getElementById(id)!;
        const r = el.getBoundingClientRect();
        if (!el.textContent) out.push(`${id} empty`);
        if (el.scrollHeight > el.clientHeight + 1)
          out.push(`${id} cut below (${el.scrollHeight} > ${el.clientHeight})`);
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(`${id} cut at its end (${el.scrollWidth} > ${el.clientWidth})`);
        if (r.bottom > bar.bottom + 1) out.push(`${id} below the bar (${r.bottom} > ${bar.bottom})`);
      }
      return out;
    });
    await shot(page, 'lesson-bar-1024');
    expect(cut).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});

describe.runIf(run)('the table in a lesson at 1024x768', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p), { width: 1024, height: 768 });

  // Play-test 7, 23 (second half): the lesson column and the log squeezed the table under 13 screen pixels to
  // the inch, where the tokens drop their names: sarge, kay, hans and charles were nameless on the table.
  it("leaves the table room enough that every standing figure's name shows", async () => {
    await page.click('#open-lessons');
    await waitFor(page, () => !!document.querySelector('#lesson-list'));
    await page.click('#play-activation');
    await waitFor(page, `window.__game.scene.isActive('table') && !!document.querySelector('#lesson')`);
    await waitFor(page, () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const c = (window as any).__cr;
      return c.scene.tokens.tokens.size > 0;
    });
    const seen = (await cr(page, (c) => ({
      far: c.scene.tokens.far,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      names: [...(c.scene.tokens.tokens.values() as Iterable<any>)]
        .filter((t) => t.base.visible && !t.down)
        .map((t) => [t.id, t.name.visible]),
    }))) as { far: boolean; names: [string, boolean][] };
    await shot(page, 'lesson-names-1024');
    expect(seen.names.length).toBeGreaterThan(0);
    expect(seen.far).toBe(false);
    expect(seen.names.filter(([, shown]) => !shown).map(([id]) => id)).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
