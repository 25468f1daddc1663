// The reaction chain and the what-if in Chromium: a battle is played until a chain happens (the player's
// walker comes into sight, wins the In Sight and fires; watcher's Crisis Test sends fire back; walker's
// own test makes it hunker down). While the move is dragged the tip gives the chance of winning the In
// Sight; the chain view shows the tree, pointing at a node lights its figures up on the table, and the
// what-if panel recomputes a Crisis Test's odds when Rep changes. Screenshots at 1366x768 go to
// tests/browser/out/chain-*.png and, when the folder exists, to /work/shots/chain/.
import { describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browserAvailable, OUT_DIR, useMenuPage } from './app';
import { pixelsAt } from './pixels';
import { cr, dragFigure, expectText, figureAt, loadFile, shot, toPage, waitFor, waitIdle } from './drive';

const run = browserAvailable();
const SHOTS = '/work/shots/chain';

async function snap(page: Page, name: string): Promise<void> {
  await shot(page, name);
  if (existsSync(SHOTS)) copyFileSync(`${OUT_DIR}/${name}.png`, `${SHOTS}/${name}.png`);
}

describe.runIf(run)('the reaction chain in Chromium', () => {
  let page: Page;
  let errors: string[];
  useMenuPage((p) => ({ page, errors } = p), { width: 1366, height: 768 });

  it('plays into a chain, shows it as a tree, lights up its figures and opens a what-if', async () => {
    const text = readFileSync(resolve('tests/browser/fixtures/chain.json'), 'utf8');
    await loadFile(page, '#load-file', 'chain.json', text);
    await waitFor(page, `window.__cr.app.title === 'chain.json' && window.__game.scene.isActive('table')`);
    await page.selectOption('#speed', 'off');
    await waitIdle(page);

    // Dragging round the house: the tip tells the In Sight this move brings on and the chance to win it.
    let tip = '';
    await dragFigure(page, [18, 22], [12.5, 19.5], async () => {
      tip = await expectText(page, '#tip', /brings watcher into sight: In Sight 2d6 against 3d6, you win 27\.3%/);
      await snap(page, 'chain-0-drag-in-sight');
    });
    expect(tip).toMatch(/you win 27\.3%/);

    // The player is asked how far past the point of sight to go: stop there. The chain then runs.
    await waitFor(page, () => !!document.querySelector('#decision-dialog button[data-choice="0"]'));
    await page.click('#decision-dialog button[data-choice="0"]');
    await waitIdle(page);
    await waitFor(page, () =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (window as any).__cr.app.session.events().some((e: any) => e.type === 'test' && e.figure === 'walker'),
    );

    // The chain view, from the key: In Sight > fire > Crisis > return fire > Crisis.
    await page.keyboard.press('x');
    await waitFor(page, () => !document.querySelector<HTMLElement>('#chain-panel')!.hidden);
    const tests = await page.$$eval('#chain-panel .chain-node[data-type="test"]', (els) =>
      els.map((e) => e.getAttribute('data-test')),
    );
    expect(tests).toEqual(['inSight', 'crisis', 'crisis']);
    expect(await page.textContent('#chain-panel')).toMatch(
      /Odds before the roll: red wins 8\/11 \(72\.7%\), blue wins 3\/11/,
    );

    // Pointing at watcher's Crisis Test lights watcher up on the table.
    const crisis = page.locator('#chain-panel .chain-node[data-test="crisis"]').first();
    expect(await crisis.getAttribute('data-figures')).toBe('watcher');
    await crisis.hover();
    await waitFor(page, () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const h = (window as any).__cr.highlighted?.() as string[] | undefined;
      return !!h && h.length === 1 && h[0] === 'watcher';
    });
    await snap(page, 'chain-1-chain-view');

    // Pointing at the In Sight lights up both leaders.
    await page.locator('#chain-panel .chain-node[data-test="inSight"]').hover();
    await waitFor(page, () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const h = (window as any).__cr.highlighted?.() as string[] | undefined;
      return !!h && h.includes('walker') && h.includes('watcher');
    });

    // What if watcher had been Rep 5? 2d6 against 5: return fire 25/36 instead of 4/9.
    await crisis.locator('.whatif-open').click();
    await waitFor(page, () => !document.querySelector<HTMLElement>('#whatif-panel')!.hidden);
    const before = await page.textContent('#whatif-panel .whatif-odds');
    expect(before).toContain('Return fire4/944.4%');
    await page.click('#whatif-panel button[data-step="rep+"]');
    await expectText(page, '#whatif-panel .whatif-odds', /Return fire25\/3669\.4%/);
    expect(await page.inputValue('#whatif-panel input[data-knob="rep"]')).toBe('5');
    await page.click('#whatif-panel input[data-knob="inCover"]');
    await expectText(page, '#whatif-panel .whatif-odds', /Return fire\d+\/\d+/);
    expect(await page.textContent('#whatif-panel .whatif-odds')).not.toBe(before);
    await snap(page, 'chain-2-what-if');

    // The coach is a setting, switched from the chain panel and kept with the others.
    await page.keyboard.press('Escape');
    await waitFor(page, () => document.querySelector<HTMLElement>('#whatif-panel')!.hidden);
    await page.click('#coach-toggle');
    await waitFor(page, () => (window as any).__cr.app.settings.coach === true); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('chain-reaction.settings')))!).coach).toBe(true);

    // The panel keeps off the figures (play-test 13): the table pans watcher to under the panel, and at the
    // next look at the table the panel moves to a spot that leaves both figures in view.
    const covered = () =>
      page.evaluate(() => {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const c = (window as any).__cr;
        const p = document.getElementById('chain-panel')!.getBoundingClientRect();
        return ['walker', 'watcher'].filter((id) => {
          const r = c.figureRect(id);
          return r && r.left < p.right && r.right > p.left && r.top < p.bottom && r.bottom > p.top;
        });
      });
    expect(await covered()).toEqual([]);
    const moved = await page.evaluate(() => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const c = (window as any).__cr;
      const p = document.getElementById('chain-panel')!.getBoundingClientRect();
      const r = c.figureRect('watcher');
      const k = c.toPage(1, 0)[0] - c.toPage(0, 0)[0];
      const dx = (p.left + p.right) / 2 - (r.left + r.right) / 2;
      const dy = p.top + 40 - (r.top + r.bottom) / 2;
      c.deps.table.panBy(-dx / k, -dy / k);
      return c.figureRect('watcher');
    });
    expect(moved).toBeTruthy();
    // The pointer moves over the table (left of the panel): the page looks at the table again.
    await page.mouse.move(40, 600);
    await page.mouse.move(60, 620);
    await waitFor(page, () => document.getElementById('chain-panel')!.dataset.corner !== 'top-right');
    expect(await covered()).toEqual([]);
    await snap(page, 'chain-3-keeps-off');
    expect(errors).toEqual([]);
    expect(await cr(page, (c) => c.app.stuck ?? null)).toBeNull();
  }, 240_000);

  it('night has its look: the open ground darker than by day, and the 12" sight limit round the selected figure', async () => {
    const day = readFileSync(resolve('tests/browser/fixtures/chain.json'), 'utf8');
    const ground = [
      [6, 30],
      [30, 30],
      [6, 6],
      [30, 8],
    ] as const;
    const brightness = async () => {
      const px = (await pixelsAt(page, await Promise.all(ground.map((p) => toPage(page, p))))).flat();
      return px.reduce((a, [r, g, b]) => a + r! + g! + b!, 0) / px.length;
    };
    const look = async (name: string, text: string) => {
      // From the toolbar, or the menu when this test runs on its own.
      await loadFile(page, (await page.isVisible('#import')) ? '#import' : '#load-file', name, text);
      await waitFor(page, `window.__cr.app.title === '${name}' && window.__game.scene.isActive('table')`);
      await cr(page, (c) => c.deps.table.fit());
      await waitIdle(page);
      await page.mouse.click(...(await figureAt(page, 'walker')));
      await waitFor(page, `window.__cr.ctl.selected === 'walker'`);
      // The pointer off the table, so no note or hover card lies over the ground sampled.
      await page.mouse.move(5, 760);
      await waitIdle(page);
    };
    // The chain panel, left open by the test before, would lie over the ground sampled.
    if (await page.isVisible('#chain-panel')) await page.click('#chain-toggle');
    await look('day.json', day);
    const byDay = await brightness();
    await look('night.json', JSON.stringify({ ...JSON.parse(day), light: 'night' }));
    expect(await cr(page, (c) => c.app.session.state.conditions.light)).toBe('night');
    const atNight = await brightness();
    await snap(page, 'chain-4-night');
    expect(atNight, `day ${byDay}, night ${atNight}`).toBeLessThan(byDay * 0.75);
    // The dashed ring (pale blue) 12" round walker: many of 48 points round it are drawn in its colour.
    const ring = Array.from({ length: 48 }, (_, i) => {
      const a = (i / 48) * Math.PI * 2;
      return [18 + 12 * Math.cos(a), 22 + 12 * Math.sin(a)] as const;
    }).filter(([, y]) => y < 35.5);
    // (The line is thin and dashed: a point counts when a pixel within 2 of it has the ring's colour.)
    const boxes = await pixelsAt(page, await Promise.all(ring.map((p) => toPage(page, p))), 2);
    const blue = boxes.filter((box) => box.some(([r, , b]) => b! > 150 && b! > r! + 40)).length;
    expect(blue, `${blue} of ${ring.length}`).toBeGreaterThanOrEqual(ring.length / 3);
  }, 180_000);
});
