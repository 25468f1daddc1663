// The shape helpers behind the generator: outlines, crests, cutting, the placement bitmap, footprints, fair picks.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { area as turfArea, difference, featureCollection, polygon as turfPolygon } from '@turf/turf';
import { listRoller } from '../../src/core/dice/roll';
import type { Vec } from '../../src/geometry/shapes';
import { blob, SECTION_COVERAGE } from '../../src/terrain/blob';
import { crestFor } from '../../src/terrain/crest';
import { LAYOUTS, openings, outerWalls, outline } from '../../src/terrain/footprint';
import { Mask } from '../../src/terrain/mask';
import { band, smooth } from '../../src/terrain/path';
import { pickIndex } from '../../src/terrain/pick';
import { pieceRect } from '../../src/terrain/sectionPieces';
import { subtract } from '../../src/terrain/subtract';
import { area, inside, isSimple, polygonGap, sectionBox } from './helpers';

const die = fc.integer({ min: 1, max: 6 });
const dice8 = fc.array(die, { minLength: 8, maxLength: 8 });

describe('outlines of section terrain', () => {
  it('any eight dice give a simple outline inside the box that covers 75% of the section', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('hill', 'woods', 'impassable' as const),
        dice8,
        (section, type, dice) => {
          const box = pieceRect(section, type);
          const poly = blob(box, dice, { minArea: SECTION_COVERAGE + 0.5 });
          expect(isSimple(poly)).toBe(true);
          expect(area(poly)).toBeGreaterThanOrEqual(SECTION_COVERAGE);
          for (const [x, y] of poly) {
            expect(x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the worst case, every die pulling in hardest, still reaches 75% in the tightest box (bottom-middle impassable)', () => {
    const box = pieceRect(8, 'impassable');
    expect(box).toEqual({ x0: 12.75, y0: 24.15, x1: 23.85, y1: 34.95 });
    expect(area(blob(box, [6, 6, 6, 6, 6, 6, 6, 6], { minArea: SECTION_COVERAGE + 0.5 }))).toBeGreaterThanOrEqual(
      SECTION_COVERAGE,
    );
  });

  it('outlines differ with the dice (not a fixed square)', () => {
    const box = pieceRect(5, 'woods');
    const a = blob(box, [1, 1, 1, 1, 1, 1, 1, 1]),
      b = blob(box, [1, 6, 2, 5, 3, 4, 6, 1]);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(a.length).toBe(32);
  });

  it('a crest runs inside its hill, through its middle', () => {
    fc.assert(
      fc.property(dice8, die, (dice, d) => {
        const poly = blob(pieceRect(5, 'hill'), dice, { minArea: SECTION_COVERAGE + 0.5 });
        const crest = crestFor(poly, (d - 1) * 30, 0.5);
        expect(crest.length).toBe(3);
        for (const c of crest) expect(inside(c, poly)).toBe(true);
        const [a, , b] = crest as [Vec, Vec, Vec];
        expect(Math.hypot(b[0] - a[0], b[1] - a[1])).toBeGreaterThan(6);
      }),
      { numRuns: 100 },
    );
  });
});

describe('cutting water out of land', () => {
  it('agrees with a general clipping library on the area left', () => {
    let compared = 0,
      cut = 0;
    fc.assert(
      fc.property(
        dice8,
        fc.array(fc.tuple(fc.integer({ min: -6, max: 42 }), fc.integer({ min: -6, max: 42 })), {
          minLength: 2,
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 7 }),
        (dice, pts, width) => {
          const land = blob(pieceRect(5, 'woods'), dice);
          const line = smooth([[0, 18], ...pts.map(([x, y]) => [x, y] as Vec), [36, 18]], 4);
          const water = band(line, width);
          if (!isSimple(water)) return;
          const res = subtract(land, water);
          if (!res.ok) return;
          // Scaled down to a few thousandths of a degree so turf's globe areas are flat to many digits.
          const ring = (p: readonly Vec[]) => [
            [...p.map((q) => [q[0] / 1000, q[1] / 1000]), [p[0]![0] / 1000, p[0]![1] / 1000]],
          ];
          const want = difference(featureCollection([turfPolygon(ring(land)), turfPolygon(ring(water))]));
          // turf measures on the globe; the ratio of areas is what compares.
          const wantRatio = want ? turfArea(want) / turfArea(turfPolygon(ring(land))) : 0;
          const gotRatio = res.parts.reduce((a, p) => a + area(p), 0) / area(land);
          expect(gotRatio).toBeCloseTo(wantRatio, 4);
          for (const p of res.parts) expect(isSimple(p)).toBe(true);
          compared++;
          if (gotRatio < 0.999) cut++;
        },
      ),
      { numRuns: 150 },
    );
    // Most runs must really have compared a cut (not skipped a tangled band or a touching edge).
    expect(compared).toBeGreaterThan(100);
    expect(cut).toBeGreaterThan(50);
  });

  it('a band straight across splits a square in two', () => {
    const square: Vec[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const res = subtract(square, [
      [-1, 4],
      [11, 4],
      [11, 6],
      [-1, 6],
    ]);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.parts.length).toBe(2);
    expect(res.parts.map(area).sort()).toEqual([40, 40]);
  });

  it('edges lying on each other are reported, not guessed at', () => {
    expect(
      subtract(
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
        ],
        [
          [0, 4],
          [10, 4],
          [10, 6],
          [0, 6],
        ],
      ).ok,
    ).toBe(false);
  });
});

describe('the placement bitmap', () => {
  it('never says "clear" for a box that touches the shape', () => {
    fc.assert(
      fc.property(
        dice8,
        fc.integer({ min: 0, max: 140 }),
        fc.integer({ min: 0, max: 140 }),
        fc.integer({ min: 1, max: 30 }),
        (dice, x, y, s) => {
          const shape = blob(pieceRect(5, 'woods'), dice);
          const m = new Mask().add(shape);
          const box = { x0: x / 4, y0: y / 4, x1: x / 4 + s / 4, y1: y / 4 + s / 4 };
          const boxPoly: Vec[] = [
            [box.x0, box.y0],
            [box.x1, box.y0],
            [box.x1, box.y1],
            [box.x0, box.y1],
          ];
          if (polygonGap(boxPoly, shape) === 0) expect(m.touches(box)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a mask grown by k squares answers for a grid-aligned box as the shape mask does for the box grown by the clearance', () => {
    fc.assert(
      fc.property(
        dice8,
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(0.25, 1.1),
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 1, max: 14 }),
        (dice, section, clearance, x, y, s) => {
          const m = new Mask().add(blob(pieceRect(section, 'woods'), dice));
          const k = Math.ceil(clearance * 4 - 1e-9);
          const grown = new Mask().addGrown(m, k);
          const box = { x0: x / 4, y0: y / 4, x1: x / 4 + s / 4, y1: y / 4 + s / 4 };
          const wide = {
            x0: box.x0 - clearance,
            y0: box.y0 - clearance,
            x1: box.x1 + clearance,
            y1: box.y1 + clearance,
          };
          expect(grown.touches(box)).toBe(m.touches(wide));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('grid-aligned boxes are exact: touching sides do not count', () => {
    const m = new Mask().addBox({ x0: 10, y0: 10, x1: 12, y1: 12 });
    expect(m.touches({ x0: 12, y0: 10, x1: 14, y1: 12 })).toBe(false);
    expect(m.touches({ x0: 11.75, y0: 10, x1: 14, y1: 12 })).toBe(true);
  });
});

describe('building footprints', () => {
  it('every layout has a closed outline of the right area and a door plus a window on every other outside wall', () => {
    for (const n of [1, 2, 3] as const) {
      for (const cells of LAYOUTS[n]) {
        const walls = outerWalls(cells, [10, 10], 4);
        const ring = outline(walls);
        expect(area(ring)).toBe(16 * n);
        expect(isSimple(ring)).toBe(true);
        const ops = openings(walls, [0, 1], [0, 100]);
        expect(ops.filter((o) => o.kind === 'door').length).toBe(1);
        expect(ops.length).toBe(2 * n + 2);
        // The door faces the way asked (down the table here).
        const door = ops.find((o) => o.kind === 'door')!;
        expect(door.at[1]).toBe(Math.max(...ring.map((p) => p[1])));
      }
    }
  });
});

describe('picking at random with d6', () => {
  it('out-of-range dice are thrown again; more than six choices use two dice', () => {
    expect(pickIndex(listRoller([[6], [5], [2]]), 4, 'terrain', 'x')).toBe(1);
    expect(pickIndex(listRoller([]), 1, 'terrain', 'x')).toBe(0);
    // 9 choices: (a-1)*6 + (b-1), thrown again at 36 - 36 % 9 = 36 (never), so [6, 6] → 35 % 9 = 8.
    expect(pickIndex(listRoller([[6, 6]]), 9, 'terrain', 'x')).toBe(8);
    // 7 choices: 35 is past 35 - 35 % 7... 36 - 1 = 35 is thrown again.
    expect(
      pickIndex(
        listRoller([
          [6, 6],
          [1, 2],
        ]),
        7,
        'terrain',
        'x',
      ),
    ).toBe(1);
  });

  it('every choice is equally likely (all 36 two-dice throws for 7 choices: 5 each, one thrown again)', () => {
    const counts = new Map<number, number>();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        if (a === 6 && b === 6) continue;
        const i = pickIndex(listRoller([[a, b]]), 7, 'terrain', 'x');
        counts.set(i, (counts.get(i) ?? 0) + 1);
      }
    expect([...counts.values()]).toEqual(Array(7).fill(5));
  });
});

describe('section boxes used by the tests', () => {
  it('match the shared section layout', () => {
    expect(sectionBox(1)).toEqual([0, 0, 12, 12]);
    expect(sectionBox(9)).toEqual([24, 24, 36, 36]);
  });
});
