// Sight from the computer's search spots with no bases in the way, kept per table: the firing-cover search
// asks it first and asks full sight (bases included) only where the ground lets sight through. Bases only
// ever block more, so the pair gives the same answer as full sight alone. The spots are the lattice's
// (geometry/nearestCover.ts `lattice`), so the figures of one group, and the next turn's searches against
// targets that stayed put, find the answers already made.
import { canSee, type Sighter } from '../../../geometry/los';
import { latticeKey } from '../../../geometry/nearestCover';
import type { PreparedTerrain } from '../../../geometry/prepared';
import type { GeoFigure, Vec } from '../../../geometry/shapes';
import type { World } from '../../../geometry/world';

const TERRAIN_ONLY = { ignoreFacing: true, ignoreFigures: true } as const;
/** Per table, answers kept for at most this many viewer/target/conditions keys before starting afresh. */
const MAX_KEYS = 2000;

const memo = new WeakMap<PreparedTerrain, Map<string, Map<number, boolean>>>();

/** What sight with no bases reads of the two ends besides the spot itself (see los.ts scan), as one key. */
function keyOf(w: World, viewer: Omit<Sighter, 'at'>, target: GeoFigure): string {
  const c = w.conditions;
  const v = viewer.inBuilding;
  const t = target.inBuilding;
  return [
    c.light,
    c.weather,
    c.lit ? JSON.stringify(c.lit) : '',
    viewer.offTable ? 1 : 0,
    v ? `${v.building}/${v.floor}/${v.atOpening ?? ''}` : '',
    target.at[0],
    target.at[1],
    target.offTable ? 1 : 0,
    t ? `${t.building}/${t.floor}/${t.atOpening ?? ''}` : '',
  ].join('|');
}

/**
 * For one viewer (all but its spot) and one target: a test of sight with no bases in the way from a spot,
 * remembered for lattice spots of this spacing; other spots are asked afresh.
 */
export function terrainSightFrom(
  w: World,
  viewer: Omit<Sighter, 'at'>,
  target: GeoFigure,
  spacing: number,
): (there: Sighter) => boolean {
  let byKey = memo.get(w.terrain);
  if (!byKey) {
    byKey = new Map();
    memo.set(w.terrain, byKey);
  }
  const key = keyOf(w, viewer, target);
  let spots = byKey.get(key);
  if (!spots) {
    if (byKey.size >= MAX_KEYS) byKey.clear();
    spots = new Map();
    byKey.set(key, spots);
  }
  const kept = spots;
  return (there) => {
    const k = latticeKey(spacing, there.at as Vec);
    if (k < 0) return canSee(w, there, target, TERRAIN_ONLY);
    let v = kept.get(k);
    if (v === undefined) {
      v = canSee(w, there, target, TERRAIN_ONLY);
      kept.set(k, v);
    }
    return v;
  };
}
