// The Patrol lesson's five spots, marked on the table in Chromium (issue 19: a lesson step gave places in
// words with no marker): while its demo step is up, and beside the lines it shows after Next.
// Screenshots: tests/browser/out/patrol-spots-*.png.
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './app';
import { cr, shot, waitFor } from './drive';
import { lesson, playStep } from './lessonDrive';
import { PATROL_SPOTS } from '../../src/rulesets/chain-reaction/lessons/patrolSpots';

const run = browserAvailable();

describe.runIf(run)('the Patrol lesson marks its spots', () => {
  const chromium = useBrowser();

  it('marks the five spots the demo checks, and keeps them up beside its lines', async () => {
    const { page, errors } = await chromium.open({ width: 1366, height: 768 });
    const l = lesson('patrol');
    const demoAt = l.steps.findIndex((s) => s.kind === 'demo');
    await page.click('#open-lessons');
    await waitFor(page, () => !!document.querySelector('#lesson-list'));
    await page.click('#play-patrol');
    await waitFor(page, `window.__game.scene.isActive('table') && !!document.querySelector('#lesson')`);
    await page.selectOption('#speed', 'off');
    for (const [i, s] of l.steps.slice(0, demoAt).entries()) await playStep(page, s, i);
    await waitFor(page, `window.__cr.app.practice?.at === ${demoAt}`);
    const marks = (await cr(page, (c) => c.app.practice.marks())) as { at: number[] }[];
    expect(marks.map((m) => m.at)).toEqual(PATROL_SPOTS.map((s) => s.at));
    expect(await page.textContent('#lesson-marked')).toBe(
      'The 5 spots the worked example checks are ringed in dashed cyan on the table.',
    );
    await shot(page, 'patrol-spots-1-demo');
    await page.click('#lesson-next');
    await waitFor(page, `window.__cr.app.practice?.at === ${demoAt + 1}`);
    expect(await page.textContent('#lesson')).toMatch(/reconnoitres section 1/);
    expect(((await cr(page, (c) => c.app.practice.marks())) as unknown[]).length).toBe(5);
    expect(await page.textContent('#lesson-marked')).toMatch(/^The 5 spots/);
    await shot(page, 'patrol-spots-2-lines');
    expect(errors).toEqual([]);
  }, 300_000);
});
