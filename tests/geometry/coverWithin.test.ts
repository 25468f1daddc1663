// Bare ground round a spot (geometry/cover.ts coverPossibleWithin): the cover searches skip their whole
// search when it says no spot within their reach could have cover, so it must never say so where some
// spot can. Checked on seeded tables of every kind (with walls added) against coverPossible, asked of each
// point itself: a net of points 0.25" apart over each disc, and where it meets the table's far edges, must
// all be bare when the answer is no. And the answer is no exactly when every cell of the square round the
// disc is bare and under no building's or woods' box, so the sums behind it are read right (an index or a
// margin off by one cell fails here), and it is no often enough to spare searches.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { coverPossible, coverPossibleWithin } from '../../src/geometry/cover';
import { makeWorld } from '../../src/geometry/world';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import type { TerrainPiece, Vec } from '../../src/geometry/shapes';

const SIZE = 36;
/** Cells per inch of the field (PreparedTerrain.busy). */
const RES = 2;

/** Points of the disc on a 0.25" net, and where the disc meets the table's far edges, kept to the table. */
function discPoints(at: Vec, r: number): Vec[] {
  const out: Vec[] = [];
  const push = (p: Vec) => {
    if (p[0] >= 0 && p[1] >= 0 && p[0] <= SIZE && p[1] <= SIZE && Math.hypot(p[0] - at[0], p[1] - at[1]) <= r)
      out.push(p);
  };
  for (let dx = -r; dx <= r + 1e-9; dx += 0.1)
    for (let dy = -r; dy <= r + 1e-9; dy += 0.1) push([at[0] + dx, at[1] + dy]);
  for (let t = -r; t <= r + 1e-9; t += 0.1) {
    push([SIZE, at[1] + t]);
    push([at[0] + t, SIZE]);
  }
  return out;
}

/** Whether any cell of the square round the disc (kept to the table) is not bare or lies under a box. */
function squareHasCover(w: ReturnType<typeof makeWorld>, at: Vec, r: number): boolean {
  const cell = (v: number) => Math.min(SIZE * RES - 1, Math.max(0, Math.floor(v * RES)));
  const m = r + 1e-6;
  for (let i = cell(at[0] - m); i <= cell(at[0] + m); i++)
    for (let j = cell(at[1] - m); j <= cell(at[1] + m); j++)
      if (w.terrain.busy[j * w.terrain.busyCols + i] || coverPossible(w, [(i + 0.5) / RES, (j + 0.5) / RES]))
        return true;
  return false;
}

describe('bare ground round a spot', () => {
  it('says no only where every spot within reach is bare, on tables of every kind', () => {
    let no = 0;
    let asked = 0;
    for (const overall of ['clear', 'urban', 'wooded', 'mountain'] as const) {
      for (let k = 0; k < 2; k++) {
        const r = seedrandom.alea(`speed16-within-${overall}-${k}`);
        const rnd = (): Vec => [Math.round(r() * 3600) / 100, Math.round(r() * 3600) / 100];
        const walls: TerrainPiece[] = [0, 1, 2].map((i) => {
          const a = rnd();
          const b: Vec = i % 2 ? [a[0] + 6, a[1]] : [a[0] + 4 * r() - 2, a[1] + 5];
          return { id: `wall${i}`, type: 'wall', line: [a, b], dv: 1, ...(i === 2 ? { tall: true } : {}) };
        });
        const pieces = [...randomSkirmish(`speed16-within-${overall}-${k}`, { overall }).terrain, ...walls];
        const w = makeWorld(pieces);
        // Random spots, and spots near the edges and corners (where a Patrol starts), at the searches' reaches.
        const spots: Vec[] = [];
        for (let i = 0; i < 40; i++) spots.push(rnd());
        for (let i = 0; i < 20; i++)
          spots.push([rnd()[0], SIZE - r() * 2], [r() * 2, rnd()[1]], [SIZE - r(), SIZE - r()]);
        for (const at of spots) {
          for (const reach of [0.5, 1.5, 3, 6, 8]) {
            const answer = coverPossibleWithin(w, at, reach);
            asked++;
            expect(answer, `${overall} ${k} at ${at} within ${reach}`).toBe(squareHasCover(w, at, reach));
            if (answer) continue;
            no++;
            const notBare = discPoints(at, reach).filter((p) => coverPossible(w, p));
            expect(notBare, `${overall} ${k}: within ${reach} of ${at}`).toEqual([]);
          }
        }
      }
    }
    // It says no often enough to spare searches, and not always.
    expect(no).toBeGreaterThan(asked / 10);
    expect(no).toBeLessThan(asked);
  });

  it("counts what lies past the far edges when the search looks beyond the terrain's table", () => {
    const w = makeWorld(
      [
        {
          id: 'w1',
          type: 'wall',
          line: [
            [2, 2],
            [4, 2],
          ],
          dv: 1,
        },
      ],
      [],
      undefined,
      { width: 24, height: 24 },
    );
    expect(coverPossibleWithin(w, [20, 20], 3, { width: 24, height: 24 })).toBe(false);
    // Searched over a 36" table, spots past x = 24 are off the terrain's table, never bare.
    expect(coverPossibleWithin(w, [22, 20], 3)).toBe(true);
    expect(coverPossibleWithin(w, [3, 3], 3, { width: 24, height: 24 })).toBe(true);
  });
});
