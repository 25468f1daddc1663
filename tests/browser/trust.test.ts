// What the table shows is what the rules do, in Chromium: the In Sight questions name the enemy, draw
// the mark and the path they speak of, show the figure standing on the mark, and lead to the test; the
// sight tip follows the pointer; a grenade throw ends throw mode and leaves a mark where it went off,
// even when it missed. Screenshots go to tests/browser/out/trust-*.png.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browserAvailable, useMenuPage } from './app';
import { cr, dragFigure, figureAt, hoverAt, loadFile, pointerAt, shot, toPage, waitFor, waitIdle } from './drive';

const run = browserAvailable();
const fixture = (name: string) => readFileSync(resolve('tests/browser/fixtures', name), 'utf8');

async function loadScenario(page: Page, name: string): Promise<void> {
  const onMenu = await page.evaluate(() =>
    (window as unknown as { __game: { scene: { isActive(k: string): boolean } } }).__game.scene.isActive('menu'),
  );
  await loadFile(page, onMenu ? '#load-file' : '#import', name, fixture(name));
  await waitFor(page, `window.__cr.app.title === ${JSON.stringify(name)} && window.__game.scene.isActive('table')`);
  await page.selectOption('#speed', 'off');
  await waitIdle(page);
}

describe.runIf(run)('the table tells the truth in Chromium', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p));

  it('coming into sight: the question names E, the mark and path are drawn, A stands on the mark, and the test follows', async () => {
    await loadScenario(page, 'insight.json');
    await dragFigure(page, [14.5, 19], [20, 19]);
    await waitFor(page, () => !!document.querySelector('#decision-dialog'));
    await waitIdle(page);
    const dialog = await page.textContent('#decision-dialog');
    expect(dialog).toMatch(/A has come into sight of E: A may go up to \d\.\d" further/);
    expect(dialog).toContain('came into view of E');
    expect(dialog).toMatch(/still in sight there/);
    const mark = (await cr(page, (c) => c.ctl.decisionPreview)) as { at: [number, number]; path: [number, number][] };
    expect(mark.path.length).toBeGreaterThan(1);
    // The token stands on the mark, not back at its start.
    const token = (await cr(page, (c) => c.scene.tokens.positionOf('A'))) as [number, number];
    expect(Math.hypot(token[0] - mark.at[0], token[1] - mark.at[1])).toBeLessThan(0.01);
    expect(Math.hypot(token[0] - 14.5, token[1] - 19)).toBeGreaterThan(1);
    await shot(page, 'trust-1-insight-question');
    await page.click('#decision-dialog button[data-choice="slider"]');
    // B is asked where it steps, naming whom A saw; A stands where its 2" took it.
    await waitFor(page, () => /B may step/.test(document.querySelector('#decision-dialog')?.textContent ?? ''));
    await waitIdle(page);
    expect(await page.textContent('#decision-dialog')).toMatch(/A has come into sight of E: B may step up to 2"/);
    // The pointer is on the question, off the table: the dashed 2" circle round B that it names is drawn
    // (play-test 9, 6a: it showed only while the pointer was on the table).
    const onBox = await page.$eval('#decision-dialog', (el) => {
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + 12] as [number, number];
    });
    await page.mouse.move(onBox[0], onBox[1], { steps: 3 });
    await waitFor(page, () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const c = (window as any).__cr;
      const pick = c.ctl.stepPick;
      const sk = c.scene.overlays.lastSketch;
      return (
        c.ctl.away &&
        !!pick &&
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        sk?.strokes.some((x: any) => x.kind === 'ring' && x.dashed && x.r === pick.reach && x.at[0] === pick.from[0])
      );
    });
    const circle = (await cr(page, (c) => c.ctl.stepPick)) as { from: [number, number]; reach: number };
    expect(circle.reach).toBe(2);
    expect(circle.from).toEqual((await cr(page, (c) => c.ctl.state().figures.B.at)) as [number, number]);
    await shot(page, 'trust-2a-step-circle-pointer-off-table');
    // Play-test 9, 6b: the table draws the state the question is about, every token where it stands in it.
    const drawnVsState = (await cr(page, (c) => {
      const st = c.ctl.state();
      return Object.keys(st.figures).map((id) => {
        const at = c.scene.tokens.positionOf(id);
        return [id, Math.hypot(at[0] - st.figures[id].at[0], at[1] - st.figures[id].at[1])];
      });
    })) as [string, number][];
    for (const [id, off] of drawnVsState) expect(off, id).toBeLessThan(0.01);
    const b = await figureAt(page, 'B');
    await hoverAt(page, [b[0] + 40, b[1] - 10]);
    expect(await page.textContent('#tip')).toMatch(/^B steps \d\.\d"/);
    await shot(page, 'trust-2-step-question');
    await page.click('#decision-dialog button[data-choice="null"]');
    await waitIdle(page);
    const log = await page.textContent('#log');
    expect(log).toContain('you choose to stay put');
    expect(log).toMatch(/In Sight test: /);
    expect(log).not.toMatch(/null/);
    await shot(page, 'trust-3-after-test');
  }, 90_000);

  it('with a figure selected the sight tip follows the pointer across open ground', async () => {
    await loadScenario(page, 'insight.json');
    const a = await figureAt(page, 'A');
    await page.mouse.click(a[0], a[1]);
    const at = (await cr(page, (c) => c.app.view().figures.A.at)) as [number, number];
    const tips: string[] = [];
    const truth: string[] = [];
    // A faces up the table: three spots in front of it, at three distances (2.0", 8.6", 9.7" from A's centre).
    for (const p of [
      [14.5, 17],
      [6, 18],
      [24, 17],
    ] as const) {
      await hoverAt(page, await toPage(page, p));
      await waitIdle(page);
      tips.push((await page.textContent('#tip')) ?? '');
      // The mouse lands on a whole pixel: the tip must give the distance to where it landed, within a pixel of the spot.
      const q = await pointerAt(page);
      expect(Math.hypot(q[0] - p[0], q[1] - p[1])).toBeLessThan(0.1);
      truth.push(Math.hypot(q[0] - at[0], q[1] - at[1]).toFixed(1));
    }
    // Three spots at three distances: three different readings, each the spot's own.
    expect(new Set(tips).size, tips.join(' / ')).toBe(3);
    for (const t of tips) expect(t).toMatch(/^A would see a figure standing here \(\d+\.\d"\)/);
    expect(tips.map((t) => t.match(/\((\d+\.\d)"\)/)?.[1])).toEqual(truth);
    for (const [i, d] of [2, 8.6, 9.7].entries()) expect(Math.abs(+truth[i]! - d)).toBeLessThan(0.11);
    await shot(page, 'trust-4-sight-follows');
  }, 60_000);

  it('a grenade thrown blind misses: throw mode ends, the blast preview goes, and a mark shows where it went off', async () => {
    await loadScenario(page, 'grenade.json');
    const a = await figureAt(page, 'A');
    await page.mouse.click(a[0], a[1]);
    await page.keyboard.press('g');
    await waitIdle(page);
    expect(await page.textContent('#log')).toMatch(/A readies a grenade/);
    await page.keyboard.press('g');
    expect(await cr(page, (c) => c.ctl.mode)).toBe('throw');
    const spot = await toPage(page, [18, 23]);
    await hoverAt(page, spot);
    expect(await page.textContent('#tip')).toMatch(/^Throw 5\.5", spot out of view/);
    await shot(page, 'trust-5-throw-preview');
    await page.mouse.click(spot[0], spot[1]);
    await waitIdle(page);
    expect(await cr(page, (c) => c.ctl.mode)).toBe('select');
    expect(await page.textContent('#log')).toMatch(/goes off wide of \(18\.0, 23\.0\) and harms nobody/);
    const marks = (await cr(page, (c) => c.scene.overlays.grenadeMarks)) as [number, number][];
    expect(marks).toHaveLength(1);
    expect(Math.hypot(marks[0]![0] - 18, marks[0]![1] - 23)).toBeLessThan(0.1);
    // The pointer still on the spot: no blast circle or throw odds any more.
    await hoverAt(page, [spot[0] + 2, spot[1]]);
    expect((await page.textContent('#tip')) ?? '').not.toMatch(/^Throw/);
    await shot(page, 'trust-6-grenade-missed');
    expect(errors).toEqual([]);
  }, 60_000);
});
