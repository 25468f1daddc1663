// Where a Patrol can stand to recon one of the far edge's sections (book p.30): open, free spots of the section's
// strip along the enemy edge. The computer's patrol heads for the nearest it can reach; the objective panel says
// when a section has none at all, so a patrol that turns for home is not a mystery (play-test 11a, 3).
import type { TerrainPiece, Vec } from '../../../geometry/shapes';
import { reconLattice } from '../../../terrain/reach';
import { standable } from '../spots';
import { openAt } from '../engine/route';

const reconMemo = new WeakMap<object, Map<number, Vec[]>>();

/** Open, free spots of a recon section's strip along the far edge (remembered per table). */
export function reconSpots(terrain: readonly TerrainPiece[], section: number): Vec[] {
  let m = reconMemo.get(terrain);
  if (!m) {
    m = new Map();
    reconMemo.set(terrain, m);
  }
  const hit = m.get(section);
  if (hit) return hit;
  // The lattice the table generator's re-roll test asks about too (terrain/reach.ts), so a generated Patrol
  // table has spots here in every section.
  const out = reconLattice(section).filter((p) => standable(terrain, p) && openAt(terrain, p));
  m.set(section, out);
  return out;
}
