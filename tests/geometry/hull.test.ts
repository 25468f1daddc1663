// The one convex hull that the three tables draw round a group (chain reaction's underlay, the plain table's
// outline, action cards' blocking groups): a worked case and a property over random point sets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hull } from '../../src/geometry/hull';

type P = readonly [number, number];
const cross = (o: P, a: P, b: P) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

describe('hull', () => {
  it('keeps the corners of a square and drops the point inside and the one on an edge', () => {
    const square: P[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [2, 2],
      [2, 0],
    ];
    expect(hull(square)).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ]);
  });

  it('gives one or two points back as they are', () => {
    expect(hull([[3, 1]])).toEqual([[3, 1]]);
    expect(
      hull([
        [3, 1],
        [1, 3],
      ]),
    ).toEqual([
      [1, 3],
      [3, 1],
    ]);
  });

  it('turns one way at every corner, and every point lies inside or on it', () => {
    const pt = fc.tuple(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 0, max: 36 }));
    fc.assert(
      fc.property(fc.array(pt, { minLength: 3, maxLength: 40 }), (points) => {
        const h = hull(points as P[]);
        if (h.length < 3) return; // every point on one line
        for (let i = 0; i < h.length; i++) {
          const [a, b, c] = [h[i]!, h[(i + 1) % h.length]!, h[(i + 2) % h.length]!];
          expect(cross(a, b, c)).toBeGreaterThan(0);
          for (const p of points) expect(cross(a, b, p)).toBeGreaterThanOrEqual(0);
        }
      }),
      { seed: 4242, numRuns: 300 },
    );
  });
});
