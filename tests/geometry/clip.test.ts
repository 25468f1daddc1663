import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clipPolygonToBox } from '../../src/geometry/clip';
import { pointInPolygon } from '../../src/geometry/vec';
import type { Vec } from '../../src/geometry/shapes';

const TABLE = { minX: 0, minY: 0, maxX: 36, maxY: 36 };
const area = (p: readonly Vec[]) =>
  Math.abs(
    p.reduce((s, a, i) => {
      const b = p[(i + 1) % p.length]!;
      return s + a[0] * b[1] - b[0] * a[1];
    }, 0),
  ) / 2;

describe('clipping a drawn shape to the table', () => {
  it('cuts a fire wedge running off the top edge at the edge', () => {
    // Apex near the bottom, far side of the wedge 10" past the top edge.
    const wedge: Vec[] = [
      [18, 30],
      [14, -10],
      [22, -10],
    ];
    const c = clipPolygonToBox(wedge, TABLE);
    expect(c.every((p) => p[1] >= 0 && p[1] <= 36)).toBe(true);
    expect(c).toContainEqual([18, 30]);
    // The cut runs along y = 0 between the two sides: x = 18 -/+ 4 * 30/40.
    expect(
      c
        .filter((p) => p[1] === 0)
        .map((p) => p[0])
        .sort((a, b) => a - b),
    ).toEqual([15, 21]);
  });

  it('leaves a shape inside alone and drops one wholly outside', () => {
    const inside: Vec[] = [
      [1, 1],
      [5, 1],
      [5, 5],
    ];
    expect(clipPolygonToBox(inside, TABLE)).toEqual(inside);
    expect(
      clipPolygonToBox(
        [
          [40, 40],
          [50, 40],
          [50, 50],
        ],
        TABLE,
      ),
    ).toEqual([]);
  });

  it('a corner square keeps exactly its quarter on the table', () => {
    const c = clipPolygonToBox(
      [
        [-2, -2],
        [2, -2],
        [2, 2],
        [-2, 2],
      ],
      TABLE,
    );
    expect(area(c)).toBeCloseTo(4, 9);
  });

  it('every kept point is on the table, and the kept area never exceeds the shape', () => {
    const pt = fc.tuple(fc.double({ min: -20, max: 56, noNaN: true }), fc.double({ min: -20, max: 56, noNaN: true }));
    fc.assert(
      fc.property(pt, pt, pt, (a, b, c) => {
        const tri: Vec[] = [a, b, c];
        const out = clipPolygonToBox(tri, TABLE);
        for (const p of out) {
          expect(p[0]).toBeGreaterThanOrEqual(-1e-9);
          expect(p[0]).toBeLessThanOrEqual(36 + 1e-9);
          expect(p[1]).toBeGreaterThanOrEqual(-1e-9);
          expect(p[1]).toBeLessThanOrEqual(36 + 1e-9);
        }
        expect(area(out)).toBeLessThanOrEqual(area(tri) + 1e-6);
        // A corner of the triangle that is on the table survives.
        for (const p of tri)
          if (p[0] > 0 && p[0] < 36 && p[1] > 0 && p[1] < 36 && area(tri) > 1e-3)
            expect(out.some((q) => q[0] === p[0] && q[1] === p[1])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a point clearly inside the clipped shape is inside both the shape and the table', () => {
    const c = clipPolygonToBox(
      [
        [18, 30],
        [-10, -10],
        [46, -10],
      ],
      TABLE,
    );
    expect(pointInPolygon([18, 5], c)).toBe(true);
    expect(pointInPolygon([18, -1], c)).toBe(false);
  });
});
