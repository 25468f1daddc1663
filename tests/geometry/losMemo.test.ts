// canSee remembers the terrain's part of a yes/no sight line per table and conditions (los.ts, terrainCode):
// asked again and again along the same lines while the figures move, on generated tables by day, at
// night and in fog, its answer must be the one the explaining scan (never remembered) gives.
import { describe, expect, it } from 'vitest';
import { canSee, lineOfSight, type Sighter } from '../../src/geometry/los';
import { generateTerrainFromSeed } from '../../src/terrain/generate';
import type { Conditions, GeoFigure, Vec } from '../../src/geometry/shapes';
import { makeWorld } from '../../src/geometry/world';
import { stream } from './stream';

const CONDITIONS: Conditions[] = [
  { light: 'day', weather: 'clear' },
  {
    light: 'night',
    weather: 'clear',
    lit: [
      [
        [10, 10],
        [20, 10],
        [20, 20],
        [10, 20],
      ],
    ],
  },
  { light: 'day', weather: 'fog' },
];

describe('canSee with the terrain part remembered', () => {
  it('answers as the explaining scan does, over lines asked many times with the bases moved between', () => {
    const rnd = stream(10);
    let asked = 0,
      clear = 0,
      byBase = 0;
    for (const overall of ['urban', 'wooded', 'mountain', 'clear'] as const) {
      for (let k = 0; k < 3; k++) {
        const pieces = generateTerrainFromSeed(`los-memo-${overall}-${k}`, { overall }).pieces;
        // One prepared terrain for every world of this table, as the game shares it.
        const base = makeWorld(pieces);
        // A few spots the lines run between, asked over and over in every light (a base may sit on one).
        const spots: Vec[] = Array.from({ length: 14 }, () => [rnd() * 36, rnd() * 36]);
        for (const conditions of CONDITIONS) {
          for (let round = 0; round < 25; round++) {
            const figures: GeoFigure[] = Array.from({ length: 10 }, (_, i) => ({
              id: `f${i}`,
              side: i % 2 ? 'a' : 'b',
              at: rnd() < 0.5 ? spots[Math.floor(rnd() * spots.length)]! : [rnd() * 36, rnd() * 36],
              facing: Math.floor(rnd() * 360),
              stance: rnd() < 0.8 ? 'standing' : 'prone',
              blocksSight: rnd() < 0.9,
              targetable: true,
            }));
            const world = makeWorld(base.terrain, figures, conditions);
            for (let n = 0; n < 12; n++) {
              const a = spots[Math.floor(rnd() * spots.length)]!;
              const b = spots[Math.floor(rnd() * spots.length)]!;
              const viewer: Sighter = { id: rnd() < 0.5 ? 'f0' : 'v', at: a, facing: Math.floor(rnd() * 360) };
              const target: Sighter = { id: 't', at: b, facing: 0 };
              for (const options of [undefined, { ignoreFacing: true }, { ignoreFigures: true }]) {
                const want = lineOfSight(world, viewer, target, options);
                const got = canSee(world, viewer, target, options);
                if (got !== want.clear)
                  expect({ overall, k, conditions, a, b, options, got }).toEqual({
                    overall,
                    k,
                    conditions,
                    a,
                    b,
                    options,
                    got: want.clear,
                  });
                asked++;
                if (want.clear) clear++;
                if (want.reason === 'figure') byBase++;
              }
            }
          }
        }
      }
    }
    expect(asked).toBe(4 * 3 * 3 * 25 * 12 * 3);
    // Both answers come up often, and bases block some lines the terrain leaves clear.
    expect(clear).toBeGreaterThan(asked / 10);
    expect(asked - clear).toBeGreaterThan(asked / 10);
    expect(byBase).toBeGreaterThan(100);
  });
});
