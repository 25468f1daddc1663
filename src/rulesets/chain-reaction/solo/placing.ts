// Putting enemy figures on the table where a PEF turned out to be enemies: at the PEF, in cover from
// the player group that found them where the ground allows, each a base-width apart and within a few
// inches of the others so they start as one group. A building PEF's enemies go inside that building first.
import { coverFrom } from '../../../geometry/cover';
import type { World } from '../../../geometry/world';
import type { TerrainPiece, Vec } from '../../../geometry/shapes';
import { buildingAt, clearOf, eachAround, standable } from './spots';

/** Enemies stand within this of the PEF, or farther when the ground is crowded. */
const NEAR = 4;
const FAR = 8;
/** Each placed figure stands this close to one already placed (groups link at 4"). */
const LINK = 3;

interface Candidate {
  p: Vec;
  inside: boolean;
  d: number;
  ok?: boolean;
  cover?: boolean;
}

export function placeFigures(
  w: World,
  terrain: readonly TerrainPiece[],
  others: readonly Vec[],
  centre: Vec,
  n: number,
  threat: Vec | undefined,
  building?: string,
): Vec[] {
  const chosen: Vec[] = [];
  // Only the first few spots in order are ever taken, so whether one is free and in cover is asked lazily.
  const okAt = (c: Candidate) => (c.ok ??= standable(terrain, c.p) && clearOf(others, c.p));
  const coverAt = (c: Candidate) => (c.cover ??= threat ? coverFrom(w, { id: '', at: c.p }, threat).cover : false);
  // The wider ring goes over the nearer one's spots again: what was learnt about them is kept.
  const seen = new Map<number, Candidate>();
  for (const radius of [NEAR, FAR]) {
    if (chosen.length >= n) break;
    const cands: Candidate[] = [];
    for (const p of eachAround(centre, radius, 0.5)) {
      const key = p[0] * 1e6 + p[1];
      let c = seen.get(key);
      if (!c) {
        c = {
          p,
          inside: building !== undefined && buildingAt(terrain, p) === building,
          d: Math.hypot(p[0] - centre[0], p[1] - centre[1]),
        };
        seen.set(key, c);
      }
      cands.push(c);
    }
    // Free spots inside the building first, then in cover, then nearest: the spots go by (inside, d), and
    // each search runs through them once for those in cover, then once for those not.
    cands.sort((a, b) => Number(b.inside) - Number(a.inside) || a.d - b.d);
    const split = cands.findIndex((c) => !c.inside);
    const groups = split < 0 ? [cands] : [cands.slice(0, split), cands.slice(split)];
    const fits = (c: Candidate) =>
      clearOf(chosen, c.p) &&
      (chosen.length === 0 || chosen.some((q) => Math.hypot(q[0] - c.p[0], q[1] - c.p[1]) <= LINK));
    const find = (): Candidate | undefined => {
      for (const g of groups) {
        for (const c of g) if (okAt(c) && coverAt(c) && fits(c)) return c;
        for (const c of g) if (okAt(c) && !coverAt(c) && fits(c)) return c;
      }
      return undefined;
    };
    while (chosen.length < n) {
      const next = find();
      if (!next) break;
      chosen.push(next.p);
    }
  }
  return chosen;
}
