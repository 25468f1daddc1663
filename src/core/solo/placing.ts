// Putting enemy figures on the table where a PEF turned out to be enemies: at the PEF, in cover from
// the player group that found them where the ground allows, each a base-width apart and within a few
// inches of the others so they start as one group. A building PEF's enemies go inside that building first.
import { coverFrom } from '../../geometry/cover';
import type { World } from '../../geometry/world';
import type { TerrainPiece, Vec } from '../../geometry/shapes';
import { buildingAt, clearOf, gridAround, standable } from './spots';

/** Enemies stand within this of the PEF, or farther when the ground is crowded. */
const NEAR = 4;
const FAR = 8;
/** Each placed figure stands this close to one already placed (groups link at 4"). */
const LINK = 3;

interface Candidate { p: Vec; cover: boolean; inside: boolean; d: number }

export function placeFigures(
  w: World, terrain: readonly TerrainPiece[], others: readonly Vec[], centre: Vec, n: number,
  threat: Vec | undefined, building?: string,
): Vec[] {
  const chosen: Vec[] = [];
  for (const radius of [NEAR, FAR]) {
    if (chosen.length >= n) break;
    const cands: Candidate[] = [];
    for (const p of gridAround(centre, radius, 0.5)) {
      if (!standable(terrain, p) || !clearOf(others, p)) continue;
      const inside = building !== undefined && buildingAt(terrain, p) === building;
      const cover = threat ? coverFrom(w, { id: '', at: p }, threat).cover : false;
      cands.push({ p, cover, inside, d: Math.hypot(p[0] - centre[0], p[1] - centre[1]) });
    }
    cands.sort((a, b) => Number(b.inside) - Number(a.inside) || Number(b.cover) - Number(a.cover) || a.d - b.d);
    while (chosen.length < n) {
      const next = cands.find((c) => clearOf(chosen, c.p) && (chosen.length === 0 || chosen.some((q) => Math.hypot(q[0] - c.p[0], q[1] - c.p[1]) <= LINK)));
      if (!next) break;
      chosen.push(next.p);
    }
  }
  return chosen;
}
