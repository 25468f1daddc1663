// The steps that teach a whole Patrol, in Chromium by mouse and keys: 'alone' (Lee walks out of 4" of the
// Star's group and throws his own In Sight as a temporary leader) and 'patrol' (Sarge and Kay split; Kay
// walks off her own edge and the Patrol goes on). What the panel explains is checked against what the game
// did. Screenshots: tests/browser/out/lessons15-*.png, one per step.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, useMenuPage } from './app';
import { cr, shot, waitFor, waitIdle, WAIT_MS } from './drive';
import { lesson, playStep } from './lessonDrive';

const run = browserAvailable();

describe.runIf(run)('lessons that teach a whole Patrol, in Chromium', () => {
  let page: Page;
  useMenuPage((p) => ({ page } = p), { width: 1366, height: 768 });

  const play = async (id: string) => {
    const l = lesson(id);
    // From the menu the first time; after a lesson, Back leads to the list itself.
    if (!(await page.$('#lesson-list'))) await page.click('#open-lessons');
    await waitFor(page, () => !!document.querySelector('#lesson-list'));
    await page.click(`#play-${id}`);
    await waitFor(page, `window.__game.scene.isActive('table') && !!document.querySelector('#lesson')`);
    await page.selectOption('#speed', 'off');
    for (const [i, s] of l.steps.entries()) {
      await waitIdle(page);
      await waitFor(page, `window.__cr.app.practice?.at === ${i}`);
      await shot(page, `lessons15-${id}-${i + 1}`);
      await playStep(page, s, i);
    }
    await waitFor(page, () => !!document.querySelector('#lesson-battle'));
    await shot(page, `lessons15-${id}-end`);
  };

  it(
    'On your own: Lee, split off from the Star, throws the In Sight himself, 2 dice, one less as a temporary leader',
    async () => {
      await play('alone');
      const taught = (await page.textContent('#lesson-taught')) ?? '';
      expect(taught).toMatch(/Lee \(Rep 4, -1d6 active and moved, -1d6 temporary leader rolling\) \d successes on 2d6/);
      // Where the table stands them: Lee more than 4" from Sarge and Kay, who stay within 4" of each other.
      const at = (await cr(page, (c) => {
        const f = c.app.view().figures;
        return { Sarge: f.Sarge.at, Kay: f.Kay.at, Lee: f.Lee.at };
      })) as Record<string, [number, number]>;
      const d = (a: string, b: string) => Math.hypot(at[a]![0] - at[b]![0], at[a]![1] - at[b]![1]);
      expect(d('Lee', 'Sarge')).toBeGreaterThan(4);
      expect(d('Lee', 'Kay')).toBeGreaterThan(4);
      expect(d('Sarge', 'Kay')).toBeLessThanOrEqual(4);
      await page.click('#lesson-back');
      await waitFor(page, () => !!document.querySelector('#lesson-list'));
    },
    6 * WAIT_MS,
  );

  it(
    'The Patrol: Kay walks off her own edge, the panel says so, and the Patrol goes on with Sarge',
    async () => {
      await play('patrol');
      expect((await page.textContent('body')) ?? '').toContain('Kay leaves the table by your own edge');
      expect(await cr(page, (c) => c.app.view().figures.Kay?.status)).toBe('offTable');
      expect(await cr(page, (c) => c.app.need()?.kind)).not.toBe('ended');
    },
    6 * WAIT_MS,
  );
});
