// Point-in-polygon for many points on a few horizontal lines (grids over the table): the edges a line
// crosses are found once per line, then each point only counts crossings to its right. The answer is
// exactly pointInPolygon's, worked with the same arithmetic, so callers may swap one for the other.
import type { Polygon } from './shapes';

/** The x of every edge crossing of the line y = `y`, as pointInPolygon finds them, sorted. */
export function crossingsAt(poly: Polygon, y: number): number[] {
  const xs: number[] = [];
  const n = poly.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > y !== b[1] > y) xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
  }
  return xs.sort((p, q) => p - q);
}

/** Inside by the even-odd rule: an odd number of the line's crossings lie strictly right of x. */
export function insideOnRow(xs: readonly number[], x: number): boolean {
  let right = 0;
  for (let k = xs.length - 1; k >= 0 && xs[k]! > x; k--) right++;
  return (right & 1) === 1;
}

/** pointInPolygon(p, poly) for points on rows asked about again and again: each row's crossings are kept. */
export function rowTester(poly: Polygon): (x: number, y: number) => boolean {
  const rows = new Map<number, number[]>();
  return (x, y) => {
    let xs = rows.get(y);
    if (!xs) {
      xs = crossingsAt(poly, y);
      rows.set(y, xs);
    }
    return insideOnRow(xs, x);
  };
}
