// standable looks only at the pieces listed for the half-inch square a spot is in, and answers at once for a
// square no piece can fail or one piece fails all over: on generated tables of every kind, its answer (and
// mayEndMove's, which asks it leaving closed ground out) must be the one a look at every piece gives.
// (It was the same answer before the squares' lists and verdicts: this test holds them to it.)
import { describe, expect, it } from 'vitest';
import { generateTerrainFromSeed } from '../../../src/terrain/generate';
import { mayEndMove, standable } from '../../../src/rulesets/chain-reaction/spots';
import { BASE_RADIUS, TABLE_SIZE, type TerrainPiece, type Vec } from '../../../src/geometry/shapes';
import { distToSegment, pointInPolygon } from '../../../src/geometry/vec';
import { stream } from '../../geometry/stream';

/** The rule in full, every piece asked: off deep water and impassable ground, off a ford, astride no wall. */
function standableByHand(terrain: readonly TerrainPiece[], p: Vec, closedToo = true): boolean {
  const m = BASE_RADIUS;
  if (p[0] < m || p[1] < m || p[0] > TABLE_SIZE - m || p[1] > TABLE_SIZE - m) return false;
  const edge = (pts: readonly Vec[], closed: boolean) => {
    let d = Infinity;
    for (let i = closed ? 0 : 1; i < pts.length; i++)
      d = Math.min(d, distToSegment(p, closed ? pts[i]! : pts[i - 1]!, closed ? pts[(i + 1) % pts.length]! : pts[i]!));
    return d;
  };
  for (const t of terrain) {
    if (t.type === 'wall') {
      if (edge(t.line, false) < m) return false;
    } else if (t.type === 'building') {
      // As the game has it: a wall closer than a base and a hair, asked within a base of the building's box.
      const xs = t.polygon.map((q) => q[0]),
        ys = t.polygon.map((q) => q[1]);
      const inBox =
        p[0] >= Math.min(...xs) - m &&
        p[0] <= Math.max(...xs) + m &&
        p[1] >= Math.min(...ys) - m &&
        p[1] <= Math.max(...ys) + m;
      if (inBox && edge(t.polygon, true) < m + 0.05) return false;
    } else if (t.type === 'impassable' || (t.type === 'water' && !t.fordable)) {
      if (closedToo && (pointInPolygon(p, t.polygon) || edge(t.polygon, true) < m)) return false;
    } else if (t.type === 'water' && pointInPolygon(p, t.polygon)) return false;
  }
  return true;
}

function edgeDist(p: Vec, pts: readonly Vec[]): number {
  let d = Infinity;
  for (let i = 0; i < pts.length; i++) d = Math.min(d, distToSegment(p, pts[i]!, pts[(i + 1) % pts.length]!));
  return d;
}

/** Where it may stand, or on a road with its base wholly on it where only closed ground is in the way. */
function mayEndByHand(terrain: readonly TerrainPiece[], p: Vec): boolean {
  if (standableByHand(terrain, p)) return true;
  const onRoad = terrain.some(
    (t) => t.type === 'road' && pointInPolygon(p, t.polygon) && !(edgeDist(p, t.polygon) < BASE_RADIUS),
  );
  return onRoad && standableByHand(terrain, p, false);
}

describe('standable', () => {
  it('answers as a look at every piece does at random spots, and so does mayEndMove, on 24 generated tables', () => {
    const rnd = stream(23);
    let asked = 0,
      refused = 0,
      roadOnly = 0;
    for (const overall of ['urban', 'wooded', 'mountain', 'clear'] as const) {
      for (let k = 0; k < 6; k++) {
        const terrain = generateTerrainFromSeed(`standable-random-${overall}-${k}`, { overall }).pieces;
        for (let n = 0; n < 6000; n++) {
          // Half the spots at any point, half right on or beside a half-inch square's side or corner.
          const snap = (v: number) => (rnd() < 0.5 ? v : Math.round(v * 2) / 2 + (rnd() - 0.5) * 1e-9);
          const p: Vec = [snap(rnd() * TABLE_SIZE), snap(rnd() * TABLE_SIZE)];
          const want = standableByHand(terrain, p);
          if (standable(terrain, p) !== want)
            expect({ overall, k, p, standable: !want }).toEqual({ overall, k, p, standable: want });
          const end = mayEndByHand(terrain, p);
          if (mayEndMove(terrain, p) !== end)
            expect({ overall, k, p, mayEndMove: !end }).toEqual({ overall, k, p, mayEndMove: end });
          asked++;
          if (!want) refused++;
          if (end && !want) roadOnly++;
        }
      }
    }
    expect(asked).toBe(144_000);
    expect(refused).toBeGreaterThan(10_000);
    expect(roadOnly).toBeGreaterThan(0);
  });

  it('answers as a look at every piece does, on urban, wooded, mountain and clear tables', () => {
    let spots = 0,
      refused = 0;
    for (const overall of ['urban', 'wooded', 'mountain', 'clear'] as const) {
      for (let k = 0; k < 3; k++) {
        const terrain = generateTerrainFromSeed(`standable-${overall}-${k}`, { overall }).pieces;
        // Every 0.13" across the table: off the half-inch squares' lines, and on both sides of them.
        for (let x = 0.3; x < TABLE_SIZE; x += 0.37)
          for (let y = 0.2; y < TABLE_SIZE; y += 0.41) {
            const p: Vec = [x, y];
            const want = standableByHand(terrain, p);
            if (standable(terrain, p) !== want)
              expect({ overall, k, p, standable: !want }).toEqual({ overall, k, p, standable: want });
            spots++;
            if (!want) refused++;
          }
      }
    }
    expect(spots).toBeGreaterThan(50_000);
    expect(refused).toBeGreaterThan(5_000);
  });
});
