// Where a Patrol can stand to recon one of the far edge's sections (book p.30): open, free spots of the section's
// strip along the enemy edge. The computer's patrol heads for the nearest it can reach; the objective panel says
// when a section has none at all, so a patrol that turns for home is not a mystery (play-test 11a, 3).
import { sectionCentre, type TerrainPiece, type Vec } from '../../../geometry/shapes';
import { PATROL_RECON } from '../tables/encounters';
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
  const x0 = sectionCentre(section)[0] - 6;
  const out: Vec[] = [];
  for (let y = 2.5; y <= PATROL_RECON.withinOfEdge - 0.75; y += 1) {
    for (let x = x0 + 0.5; x <= x0 + 11.5; x += 0.5) {
      const p: Vec = [x, y];
      if (standable(terrain, p) && openAt(terrain, p)) out.push(p);
    }
  }
  m.set(section, out);
  return out;
}
