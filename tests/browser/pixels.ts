// The screen's pixels round some page points, for the browser tests that read colours off the canvas
// (a token's colour, the night's darkness, a dashed ring).
import type { Page } from 'playwright-core';

/**
 * For each point, the [r, g, b] values of the (2r+1)x(2r+1) box round it, row by row. With `clip` only that
 * part of the page is shot and the points are counted from its top-left corner; a box reaching past the shot
 * reads black there.
 */
export async function pixelsAt(
  page: Page,
  points: readonly (readonly [number, number])[],
  r = 1,
  clip?: { x: number; y: number; width: number; height: number },
): Promise<number[][][]> {
  const png = (await page.screenshot(clip ? { clip } : {})).toString('base64');
  return page.evaluate(
    async ([src, pts, rad]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${src}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const n = 2 * rad + 1;
      return pts.map(([x, y]) => {
        const d = g.getImageData(Math.round(x) - rad, Math.round(y) - rad, n, n).data;
        return Array.from({ length: n * n }, (_, k) => [d[k * 4]!, d[k * 4 + 1]!, d[k * 4 + 2]!]);
      });
    },
    [png, points, r] as const,
  );
}
