// Screenshots to look at, not a test: hot-seat, same side, night and a lesson step at 1024x768, 1366x768
// and 1920x1080 (issue 19's list; the fire panel, hover card and dense contact come from readable2.test.ts).
// `npx tsx tests/browser/shots.ts` writes tests/browser/out/shots-<view>-<w>x<h>.png.
import { launch, OUT_DIR, serve } from './app';
import { freshPage, waitFor, waitIdle } from './drive';
import type { Page } from 'playwright-core';

const SIZES = [
  [1024, 768],
  [1366, 768],
  [1920, 1080],
] as const;

async function start(page: Page, mode: string, names: string[], extra?: (p: Page) => Promise<void>) {
  await page.click(`#mode-${mode}`);
  if (mode === 'sameSide') await page.selectOption('#player-count', String(names.length));
  for (const [i, n] of names.entries()) await page.fill(`#player-name-${i}`, n);
  await page.fill('#seed', `shots-${mode}`);
  await page.uncheck('#deploy').catch(() => undefined);
  await extra?.(page);
  await page.click('#start-battle');
  await waitFor(page, `window.__game.scene.isActive('table')`);
  await page.selectOption('#speed', 'off');
  // A hand-over screen first, when the mode has one: pass it, as the person at the screen does.
  for (let i = 0; i < 3 && (await page.$('#hand-over:not([hidden]) #hand-over-ok')); i++)
    await page.click('#hand-over-ok');
  await waitIdle(page);
}

const { server, url } = await serve();
const browser = await launch();
try {
  for (const [width, height] of SIZES) {
    const at = `${width}x${height}`;
    const shot = (p: Page, name: string) => p.screenshot({ path: `${OUT_DIR}/shots-${name}-${at}.png` });
    let { page } = await freshPage(browser, url, { width, height });
    await start(page, 'headToHead', ['Ana', 'Ben']);
    await shot(page, 'hotseat');
    await page.close();
    ({ page } = await freshPage(browser, url, { width, height }));
    await start(page, 'sameSide', ['Ana', 'Cy']);
    await shot(page, 'same-side');
    await page.close();
    ({ page } = await freshPage(browser, url, { width, height }));
    await start(page, 'solo', [], async (p) => void (await p.selectOption('#light', 'night')));
    // One of the person's figures selected, so its 12" night sight limit is drawn.
    await page.evaluate(() => {
      const w = window as unknown as {
        __cr: {
          app: { session: { state: { sides: { control: string; figures: string[] }[] } } };
          ctl: { select(id: string): void };
        };
      };
      const mine = w.__cr.app.session.state.sides.find((x) => x.control === 'human');
      if (mine?.figures[0]) w.__cr.ctl.select(mine.figures[0]);
    });
    await waitIdle(page);
    await shot(page, 'night');
    await page.close();
    ({ page } = await freshPage(browser, url, { width, height }));
    await page.click('#open-lessons');
    await waitFor(page, () => !!document.querySelector('#lesson-list'));
    await page.click('#play-in-sight');
    await waitFor(page, `window.__game.scene.isActive('table') && window.__cr.app.practice?.play?.step === 0`);
    await waitIdle(page);
    await shot(page, 'lesson-step');
    await page.close();
    console.log(`shots at ${at} done`);
  }
} finally {
  await browser.close();
  await server.close();
}
