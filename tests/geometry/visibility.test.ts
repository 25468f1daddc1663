// The visibility polygon: exact areas on simple tables, agreement with line of sight everywhere else.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAscii } from '../../src/geometry/ascii';
import { canSee, pointsSeeEachOther } from '../../src/geometry/los';
import { pieceAt } from '../../src/geometry/prepared';
import { distToPath, insidePolygon } from '../../src/geometry/segments';
import type { GeoFigure, TerrainPiece, Vec } from '../../src/geometry/shapes';
import { visibilityPolygon } from '../../src/geometry/visibility';
import { type World, makeWorld } from '../../src/geometry/world';

const area = (poly: readonly Vec[]) =>
  Math.abs(
    poly.reduce((s, p, i) => {
      const q = poly[(i + 1) % poly.length]!;
      return s + p[0] * q[1] - q[0] * p[1];
    }, 0),
  ) / 2;
const viewer = (at: Vec, facing = 0): GeoFigure => ({
  id: 'v',
  side: 'x',
  at,
  facing,
  stance: 'standing',
  blocksSight: true,
  targetable: true,
});
const inside = (poly: readonly Vec[], p: Vec) => insidePolygon(p[0], p[1], poly);

describe('on an empty table', () => {
  const world = makeWorld([]);

  it('all round by day it is the whole table', () => {
    const v = visibilityPolygon(world, viewer([10, 20]), { ignoreFacing: true });
    expect(area(v.polygon)).toBeCloseTo(36 * 36, 2);
    expect(v.range).toBe(Infinity);
    expect(v.text).toBe('v sees all round');
  });

  it('the front arc is the half of the table ahead, starting at the viewer', () => {
    const v = visibilityPolygon(world, viewer([18, 18], 270));
    expect(v.polygon[0]).toEqual([18, 18]);
    // Rays pass a millionth of a radian either side of each corner: areas agree to about 0.001 sq in.
    expect(area(v.polygon)).toBeCloseTo(36 * 18, 2);
    expect(v.text).toBe('v sees its front 180°');
    const diagonal = visibilityPolygon(world, viewer([0, 0], 45)); // from a corner, facing into the table
    expect(area(diagonal.polygon)).toBeCloseTo(36 * 36, 2);
  });

  it('at night it is a 12" circle drawn with 2° steps', () => {
    const night = makeWorld([], [], { light: 'night', weather: 'clear' });
    const v = visibilityPolygon(night, viewer([18, 18]), { ignoreFacing: true });
    // 180 triangles of half r² sin 2°.
    expect(area(v.polygon)).toBeCloseTo(180 * 0.5 * 144 * Math.sin(Math.PI / 90), 2);
    expect(v.range).toBe(12);
    expect(v.text).toBe('v sees all round, limited to 12" at night');
    const fog = makeWorld([], [], { light: 'day', weather: 'fog' });
    expect(visibilityPolygon(fog, viewer([18, 18])).text).toBe('v sees its front 180°, limited to 12" in fog');
  });

  it('at night with lit areas it also gives the unlimited view, for drawing inside them', () => {
    const lit = makeWorld([], [], {
      light: 'night',
      weather: 'clear',
      lit: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
        ],
      ],
    });
    const v = visibilityPolygon(lit, viewer([18, 18]), { ignoreFacing: true });
    expect(area(v.unlimited!)).toBeCloseTo(36 * 36, 2);
    expect(area(v.polygon)).toBeLessThan(453);
  });
});

describe('with terrain', () => {
  const s = parseAscii(`
    ....................
    ....................
    ..a....###.....::::.
    .......###.....:^^:.
    .......#W#.....::::.
    ..........b.........
    ....................
    ..TTTTTTT...........
    ..TTTTTTT...........
    ..TTTTTTT...........
    ..TTTTTTT...........
    ....................
  `);
  const world = makeWorld(s.terrain);
  const seenFrom = (who: string, p: Vec) =>
    inside(visibilityPolygon(world, s.byLetter[who]!, { ignoreFacing: true }).polygon, p);

  it('a building casts a shadow', () => {
    expect(seenFrom('a', [12, 3])).toBe(false); // right behind it
    expect(seenFrom('a', [12, 0.5])).toBe(true); // past its top edge
  });

  it('woods are seen into their 1" edge band only', () => {
    expect(seenFrom('a', [4.5, 7.4])).toBe(true);
    expect(seenFrom('a', [4.5, 8.5])).toBe(false);
    expect(seenFrom('a', [4.5, 11.5])).toBe(false); // beyond them
  });

  it('past a crest only its 1" band is seen', () => {
    // The crest runs along y = 3.5 from x 16.05 to 17.95; the viewer looks up at it from (17, 6.5).
    const v = visibilityPolygon(world, viewer([17, 6.5]), { ignoreFacing: true }).polygon;
    expect(inside(v, [17, 2.7])).toBe(true);
    expect(inside(v, [17, 2.2])).toBe(false);
  });

  it('from inside a building, away from its openings, nothing is seen', () => {
    const v = visibilityPolygon(world, { id: 'x', at: [7.5, 2.5], facing: 0 }, { ignoreFacing: true });
    expect(v).toEqual({
      polygon: [],
      range: 0,
      text: 'inside building b1 and not at a door or window: sees nothing outside',
    });
  });

  it('from a window the view goes out through it only', () => {
    const atWindow = { id: 'w', at: [8.5, 4.2] as Vec, facing: 90, inBuilding: { building: 'b1', atOpening: true } };
    const v = visibilityPolygon(world, atWindow, { ignoreFacing: true });
    expect(inside(v.polygon, [8.5, 8])).toBe(true); // straight out of the window (on the bottom wall at (8.5, 5))
    expect(inside(v.polygon, [4, 4.6])).toBe(false); // out past the left wall
    expect(inside(v.polygon, [12, 2.5])).toBe(false);
  });
});

/** Points on a 0.5" grid, away from the polygon's edge and outside buildings, where drawing and sight must agree. */
function mismatches(world: World, who: GeoFigure, opts: { ignoreFacing?: boolean }, margin: number): Vec[] {
  const v = visibilityPolygon(world, who, opts);
  const bad: Vec[] = [];
  for (let x = 0.25; x < 36; x += 0.5) {
    for (let y = 0.25; y < 36; y += 0.5) {
      const p: Vec = [x, y];
      if (pieceAt(world.terrain.buildings, x, y) >= 0) continue;
      if (v.polygon.length && distToPath(x, y, v.polygon, true) < margin) continue;
      const seen = canSee(world, who, { id: 't', at: p, facing: 0 }, { ...opts, ignoreFigures: true });
      if (seen !== inside(v.polygon, p)) bad.push(p);
    }
  }
  return bad;
}

describe('agreement with line of sight', () => {
  const rect = (x: number, y: number, w: number, h: number): Vec[] => [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  const hundredths = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((v) => v / 100);

  it('is exact around buildings, doors, windows and tall walls (random tables)', () => {
    const table = fc.record({
      houses: fc.array(fc.tuple(hundredths(0, 32), hundredths(0, 32), hundredths(1, 5), hundredths(1, 5)), {
        maxLength: 10,
      }),
      walls: fc.array(fc.tuple(hundredths(0, 36), hundredths(0, 36), hundredths(0, 36), hundredths(0, 36)), {
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(
        table,
        hundredths(0.5, 35.5),
        hundredths(0.5, 35.5),
        fc.integer({ min: 0, max: 359 }),
        fc.boolean(),
        fc.boolean(),
        ({ houses, walls }, x, y, facing, round, atWindow) => {
          const terrain: TerrainPiece[] = [
            ...houses.map(([hx, hy, w, h], i): TerrainPiece => ({
              id: `b${i}`,
              type: 'building',
              polygon: rect(hx, hy, w, h),
              dv: 3,
              floors: 1,
              areas: 1,
              openings: [{ kind: 'window', at: [hx + w / 2, hy + h] }],
            })),
            ...walls.map(([x1, y1, x2, y2], i): TerrainPiece => ({
              id: `s${i}`,
              type: 'wall',
              line: [
                [x1, y1],
                [x2, y2],
              ],
              dv: 3,
              tall: true,
            })),
          ];
          const world = makeWorld(terrain);
          const first = houses[0];
          // Half the time the viewer stands inside the first house, 0.4" in from its window.
          const v: GeoFigure =
            atWindow && first
              ? {
                  ...viewer([first[0] + first[2] / 2, first[1] + first[3] - 0.4], facing),
                  inBuilding: { building: 'b0', atOpening: true },
                }
              : viewer([x, y], facing);
          expect(mismatches(world, v, { ignoreFacing: round }, 0.02)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('matches woods depth and crest bands to within a third of an inch', () => {
    const s = parseAscii(`
      ....................................
      ..TTTTTTTT..............:::::::.....
      ..TTTTTTTTT.....###.....::^^^::.....
      ..TTTTTTTTTT....###.....::::^^^:....
      ...TTTTTTTT.....#D#.....::::::::....
      ....TTTTT...........................
      ............a................=====..
      ....................................
      .....RRRRR.........TTTTTTTTTTT......
      .....RRRRR.........TTTTTTTTTTT......
      ...................TTTTTbTTTTT......
      ...................TTTTTTTTTTT......
      ....................................
    `);
    for (const light of ['day', 'night'] as const) {
      const world = makeWorld(s.terrain, [], { light, weather: 'clear' });
      for (const who of [s.byLetter.a!, s.byLetter.b!, viewer([30, 2]), viewer([17, 6.5], 300)]) {
        expect(mismatches(world, who, { ignoreFacing: who.facing === 0 }, 0.34)).toEqual([]);
      }
    }
  });
});

describe('seen by the same rule as pointsSeeEachOther', () => {
  it('terrain-only sight from a point equals membership of the all-round polygon', () => {
    const world = makeWorld([
      {
        id: 'b',
        type: 'building',
        polygon: [
          [10, 10],
          [20, 10],
          [20, 20],
          [10, 20],
        ],
        dv: 3,
        floors: 1,
        areas: 1,
        openings: [],
      },
    ]);
    const v = visibilityPolygon(world, viewer([5, 15]), { ignoreFacing: true });
    for (const p of [
      [25, 15],
      [25, 5],
      [15, 5],
      [25, 25],
      [30, 21],
    ] as Vec[]) {
      expect(inside(v.polygon, p)).toBe(pointsSeeEachOther(world, [5, 15], p));
    }
  });
});
