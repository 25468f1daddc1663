// Toolchain proof: the built page opens in Chromium, Phaser draws the table, and nothing throws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { browserAvailable, launch, OUT_DIR, serve } from './app';

const run = browserAvailable();

describe.runIf(run)('the page in Chromium', () => {
  let browser: Browser;
  let server: PreviewServer;
  let url: string;

  beforeAll(async () => {
    ({ server, url } = await serve());
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the empty 36" table on a canvas with no page errors', async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(url);
    await page.waitForFunction(() => {
      const g = (window as unknown as { __game?: { scene: { isActive(k: string): boolean } } }).__game;
      return !!g && g.scene.isActive('table');
    }, undefined, { timeout: 30_000 });
    const canvas = await page.$('canvas');
    expect(canvas).not.toBeNull();
    const box = await canvas!.boundingBox();
    expect(box!.width).toBeGreaterThan(800);
    // The cloth is green in the middle of the view: the scene really drew.
    await page.waitForTimeout(300);
    const shot = await page.screenshot({ path: `${OUT_DIR}/boot.png` });
    expect(shot.length).toBeGreaterThan(1000);
    // Ask Phaser's renderer for a pixel of the cloth (WebGL buffers can't be read back from the page).
    const centre = await page.evaluate(() => new Promise<number[]>((done) => {
      const g = (window as unknown as { __game: { renderer: { snapshotPixel(x: number, y: number, cb: (c: { r: number; g: number; b: number }) => void): void } } }).__game;
      g.renderer.snapshotPixel(300, 250, (c) => done([c.r, c.g, c.b]));
    }));
    expect(centre[1]).toBeGreaterThan(centre[0]!); // greener than red
    expect(errors).toEqual([]);
  }, 120_000);
});
