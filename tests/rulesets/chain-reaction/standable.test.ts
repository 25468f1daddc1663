// standable looks only at the pieces listed for the half-inch square a spot is in: on generated tables of
// every kind, its answer must be the one a look at every piece on the table gives.
// (It was the same answer before the squares' lists: this test holds the lists to it.)
import { describe, expect, it } from 'vitest';
import { generateTerrainFromSeed } from '../../../src/terrain/generate';
import { standable } from '../../../src/rulesets/chain-reaction/spots';
import { BASE_RADIUS, TABLE_SIZE, type TerrainPiece, type Vec } from '../../../src/geometry/shapes';
import { distToSegment, pointInPolygon } from '../../../src/geometry/vec';

/** The rule in full, every piece asked: off deep water and impassable ground, off a ford, astride no wall. */
function standableByHand(terrain: readonly TerrainPiece[], p: Vec): boolean {
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
      if (pointInPolygon(p, t.polygon) || edge(t.polygon, true) < m) return false;
    } else if (t.type === 'water' && pointInPolygon(p, t.polygon)) return false;
  }
  return true;
}

describe('standable', () => {
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
