// The In Sight watch proves enemies out of sight for whole runs of a move's marks (engine/watch.ts with
// geometry/sightSweep.ts) instead of testing each mark. It must find the same first mark as testing every
// mark: checked here on random tables with random facings and random moves, and each proof on its own
// against the line test at every mark it covers.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { firstSighting, newcomerWatch } from '../../../../src/rulesets/chain-reaction/engine/watch';
import { preparedOf, viewsIn, onTable } from '../../../../src/rulesets/chain-reaction/engine/world';
import { baseAcrossFan, wallAcrossFan } from '../../../../src/geometry/sightSweep';
import { canSee } from '../../../../src/geometry/los';
import { makeWorld, placeOf } from '../../../../src/geometry/world';
import { prepareTerrain } from '../../../../src/geometry/prepared';
import type { Vec } from '../../../../src/geometry/shapes';
import type { FigureState, GameState } from '../../../../src/rulesets/chain-reaction/state';

const KINDS = ['urban', 'wooded', 'clear', 'mountain'] as const;

/** A random table with every figure turned a random way (so facing away happens both ways round). */
function table(seed: string, rng: () => number): GameState {
  const s = randomSkirmish(seed, { minFigures: 3, maxFigures: 7, overall: KINDS[Math.floor(rng() * 4)]! });
  for (const f of Object.values(s.figures)) f.facing = Math.floor(rng() * 360);
  if (rng() < 0.2) s.conditions = { light: 'night', weather: 'clear' };
  return s;
}

/** A path of 1-4 straight stretches from `from`, each up to 10" long, kept on the 36" table. */
function randomPath(rng: () => number, from: Vec): Vec[] {
  const path: Vec[] = [from];
  const n = 1 + Math.floor(rng() * 4);
  for (let i = 0; i < n; i++) {
    const [x, y] = path[path.length - 1]!;
    const a = rng() * 2 * Math.PI,
      l = rng() * 10;
    path.push([Math.min(35.5, Math.max(0.5, x + l * Math.cos(a))), Math.min(35.5, Math.max(0.5, y + l * Math.sin(a)))]);
  }
  return path;
}

/** The first mark seen, with or without proofs; the mover is put back after. */
function sighting(s: GameState, mover: FigureState, path: Vec[], proofs: boolean) {
  const ctx = makeCtx(s);
  const f = ctx.fig(mover.id);
  delete f.floor;
  return firstSighting(f, path, newcomerWatch(ctx, f, proofs));
}

describe('the In Sight watch with proofs finds the same first mark as testing every mark', () => {
  it('random tables, random facings, random moves (1,500 moves)', () => {
    const rng = seedrandom.alea('watch-property');
    let seenAt = 0,
      unseen = 0;
    for (let k = 0; k < 60; k++) {
      const s = table(`watch-${k}`, rng);
      const figs = Object.values(s.figures);
      for (let m = 0; m < 25; m++) {
        const mover = figs[Math.floor(rng() * figs.length)]!;
        const path = randomPath(rng, mover.at);
        const plain = sighting(s, mover, path, false);
        const fast = sighting(s, mover, path, true);
        expect(fast, `table ${k}, move ${m} of ${mover.id}`).toEqual(plain);
        if (plain) seenAt++;
        else unseen++;
      }
    }
    // Both kinds of outcome came up many times (a watch that always said "nobody" would fail above).
    expect(seenAt).toBeGreaterThan(200);
    expect(unseen).toBeGreaterThan(200);
  });
});

describe('each proof holds at every point it covers', () => {
  it('a wall or a standing base across the lines from an enemy to a stretch blocks each line to its marks', () => {
    const rng = seedrandom.alea('sweep-property');
    let walls = 0,
      bases = 0;
    for (let k = 0; k < 40; k++) {
      const s = table(`sweep-${k}`, rng);
      const terrain = preparedOf(s.terrain);
      const on = onTable(s);
      const geos = viewsIn(s, on);
      const w = makeWorld(terrain, geos, s.conditions);
      for (let m = 0; m < 200; m++) {
        const eye = geos[Math.floor(rng() * geos.length)]!;
        const p: Vec = [0.5 + rng() * 35, 0.5 + rng() * 35];
        const a = rng() * 2 * Math.PI,
          l = 0.25 + rng() * 6;
        const q: Vec = [p[0] + l * Math.cos(a), p[1] + l * Math.sin(a)];
        const wall = wallAcrossFan(terrain, eye.at, p, q, placeOf(terrain, eye).building);
        const base = baseAcrossFan(geos, eye.id, '(mark)', eye.at, p, q);
        if (!wall && !base) continue;
        if (wall) walls++;
        if (base) bases++;
        // Every quarter-inch mark of p-q and both ends, seen from the eye and seeing it, any facing.
        for (let t = 0; t <= l + 1e-9; t += Math.min(0.25, l)) {
          const at: Vec = t > l - 1e-9 ? q : [p[0] + ((q[0] - p[0]) * t) / l, p[1] + ((q[1] - p[1]) * t) / l];
          const mark = { id: '(mark)', at, facing: 0 };
          expect(canSee(w, eye, mark, { ignoreFacing: true }), `table ${k}, try ${m}`).toBe(false);
          expect(canSee(w, mark, eye, { ignoreFacing: true }), `table ${k}, try ${m}`).toBe(false);
        }
      }
    }
    expect(walls).toBeGreaterThan(300);
    expect(bases).toBeGreaterThan(5);
  });

  it('a hill crest across the lines, with neither end within its band, blocks each line to the marks', () => {
    const rng = seedrandom.alea('crest-property');
    let crests = 0;
    for (let k = 0; k < 30; k++) {
      // Hills alone, so that any proof found is a crest's.
      const hills = randomSkirmish(`crest-${k}`, { overall: KINDS[k % 3]! }).terrain.filter((x) => x.type === 'hill');
      const terrain = prepareTerrain(hills);
      const w = makeWorld(terrain);
      for (let m = 0; m < 200; m++) {
        const eye = { id: 'eye', at: [0.5 + rng() * 35, 0.5 + rng() * 35] as Vec, facing: 0 };
        const p: Vec = [0.5 + rng() * 35, 0.5 + rng() * 35];
        const a = rng() * 2 * Math.PI,
          l = 0.25 + rng() * 6;
        const q: Vec = [p[0] + l * Math.cos(a), p[1] + l * Math.sin(a)];
        if (!wallAcrossFan(terrain, eye.at, p, q, -1)) continue;
        crests++;
        for (let t = 0; t <= l + 1e-9; t += Math.min(0.25, l)) {
          const at: Vec = t > l - 1e-9 ? q : [p[0] + ((q[0] - p[0]) * t) / l, p[1] + ((q[1] - p[1]) * t) / l];
          expect(canSee(w, eye, { id: '(mark)', at, facing: 0 }, { ignoreFacing: true }), `hills ${k}, try ${m}`).toBe(
            false,
          );
        }
      }
    }
    expect(crests).toBeGreaterThan(50);
  });
});
