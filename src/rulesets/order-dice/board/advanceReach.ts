// Which enemy units an Advance-and-fire order could really shoot: the plain table offers "Advance, fire at X"
// only when some point the move reaches gives a shot at X (in sight, range and arc), so the offer never
// promises a shot that no move can give (play-test pt16a-23: a squad behind a wood line was offered three
// targets, and every point picked ended "no shot: no figure of the target in sight").
import type { Vec } from '../../../geometry/shapes';
import { runSpots, unitWalk } from '../movement';
import { bearing, dist, leadOf, withOffset } from '../place';
import { firePlan } from '../shooting';
import type { OdState, Unit } from '../state';

/**
 * The ids of `targets` some point within `allowance` gives `u` a shot at after an Advance: where it stands
 * and the run spots around (16 directions at three distances, the computer's own search), each walked as the
 * move would walk it; a team or vehicle that moves turns to its path, as moveUnit turns it. Nothing is moved.
 */
export function advanceTargets(s: OdState, u: Unit, targets: readonly Unit[], allowance: number): Set<string> {
  const lead = leadOf(u);
  const found = new Set<string>();
  if (!lead) return found;
  const from = lead.at;
  const ends: Vec[] = [from];
  for (const p of runSpots(from, allowance)) {
    if (p[0] < 0 || p[1] < 0 || p[0] > s.table.width || p[1] > s.table.height) continue;
    ends.push(unitWalk(s, u, p, allowance).to);
  }
  const turns = u.kind === 'vehicle' || u.kind === 'team';
  const facing = u.facing;
  for (const end of ends) {
    const left = targets.filter((t) => !found.has(t.id));
    if (left.length === 0) break;
    const moved = dist(from, end) > 1e-6;
    if (turns && moved) u.facing = Math.round(bearing(from, end));
    try {
      withOffset(u, [end[0] - from[0], end[1] - from[1]], () => {
        for (const t of left) if (firePlan(s, u.id, t.id, { advancing: true }).lines.length > 0) found.add(t.id);
      });
    } finally {
      u.facing = facing;
    }
  }
  return found;
}
