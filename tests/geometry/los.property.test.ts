// Properties of line of sight over random terrain: with facing set aside, seeing is mutual.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canSee, pointsSeeEachOther } from '../../src/geometry/los';
import type { GeoFigure, TerrainPiece, Vec } from '../../src/geometry/shapes';
import { makeWorld } from '../../src/geometry/world';

/** Hundredths of an inch: exact alignments (lines through corners, along walls) come up often. */
const coord = fc.integer({ min: 0, max: 3600 }).map((v) => v / 100);
const size = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((v) => v / 100);
const point = fc.tuple(coord, coord) as fc.Arbitrary<Vec>;

/** A rectangle building with a door in the middle of its bottom wall and a window on its left wall. */
const building = fc.record({
  x: size(0, 32),
  y: size(0, 32),
  w: size(1, 6),
  h: size(1, 6),
  dv: fc.integer({ min: 1, max: 4 }),
});
/** A convex-ish blob of woods or rocky ground. */
const blob = fc.record({
  cx: coord,
  cy: coord,
  r: size(1.5, 7),
  wobble: fc.array(size(0.7, 1.3), { minLength: 5, maxLength: 12 }),
  rocky: fc.boolean(),
});
const line = fc.array(point, { minLength: 2, maxLength: 4 });

const terrain = fc
  .record({
    buildings: fc.array(building, { maxLength: 8 }),
    woods: fc.array(blob, { maxLength: 3 }),
    crests: fc.array(line, { maxLength: 2 }),
    walls: fc.array(fc.tuple(line, fc.boolean()), { maxLength: 4 }),
  })
  .map(({ buildings, woods, crests, walls }): TerrainPiece[] => [
    ...buildings.map((b, i): TerrainPiece => ({
      id: `b${i}`,
      type: 'building',
      dv: b.dv,
      floors: 1,
      areas: 1,
      polygon: [
        [b.x, b.y],
        [b.x + b.w, b.y],
        [b.x + b.w, b.y + b.h],
        [b.x, b.y + b.h],
      ],
      openings: [
        { kind: 'door', at: [b.x + b.w / 2, b.y + b.h] },
        { kind: 'window', at: [b.x, b.y + b.h / 2] },
      ],
    })),
    ...woods.map((w, i): TerrainPiece => ({
      id: `w${i}`,
      type: w.rocky ? 'rocky' : 'woods',
      polygon: w.wobble.map((k, j) => {
        const a = (j / w.wobble.length) * Math.PI * 2;
        return [w.cx + Math.cos(a) * w.r * k, w.cy + Math.sin(a) * w.r * k] as Vec;
      }),
    })),
    ...crests.map((c, i): TerrainPiece => ({
      id: `h${i}`,
      type: 'hill',
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      crest: c,
    })),
    ...walls.map(([l, tall], i): TerrainPiece => ({ id: `s${i}`, type: 'wall', line: l, dv: 3, tall })),
  ]);

const figure = (id: string, at: Vec, facing = 0): GeoFigure => ({
  id,
  side: 'x',
  at,
  facing,
  stance: 'standing',
  blocksSight: true,
  targetable: true,
});

describe('line of sight over random terrain', () => {
  it('is symmetric between two points when facing is set aside', () => {
    const seen = { clear: 0, blocked: 0 };
    fc.assert(
      fc.property(terrain, point, point, (pieces, a, b) => {
        const world = makeWorld(pieces);
        const ab = pointsSeeEachOther(world, a, b);
        seen[ab ? 'clear' : 'blocked']++;
        expect(ab).toBe(pointsSeeEachOther(world, b, a));
      }),
      { numRuns: 400 },
    );
    // The random tables give both answers often, so the property is tested on both sides.
    expect(Math.min(seen.clear, seen.blocked)).toBeGreaterThan(40);
  });

  it('is symmetric between figures, other figures in the way included, at night too', () => {
    fc.assert(
      fc.property(
        terrain,
        point,
        point,
        fc.array(point, { maxLength: 10 }),
        fc.boolean(),
        (pieces, a, b, others, night) => {
          const crowd = others.map((p, i) => figure(`o${i}`, p));
          const world = makeWorld(pieces, crowd, { light: night ? 'night' : 'day', weather: 'clear' });
          const fa = figure('a', a, 0),
            fb = figure('b', b, 180);
          expect(canSee(world, fa, fb, { ignoreFacing: true })).toBe(canSee(world, fb, fa, { ignoreFacing: true }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('with facing, a target in front is seen exactly when it is seen with facing set aside', () => {
    fc.assert(
      fc.property(terrain, point, point, fc.integer({ min: 0, max: 359 }), (pieces, a, b, facing) => {
        const world = makeWorld(pieces);
        const fa = figure('a', a, facing),
          fb = figure('b', b);
        const dot =
          (b[0] - a[0]) * Math.cos((facing * Math.PI) / 180) + (b[1] - a[1]) * Math.sin((facing * Math.PI) / 180);
        fc.pre(Math.abs(dot) > 1e-6); // exactly on the arc's edge: rounding decides, both answers are fine
        const ahead = dot > 0;
        const seen = canSee(world, fa, fb);
        expect(seen).toBe(ahead && canSee(world, fa, fb, { ignoreFacing: true }));
      }),
      { numRuns: 300 },
    );
  });
});
