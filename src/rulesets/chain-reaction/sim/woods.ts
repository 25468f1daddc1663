// The "started in the woods" what-if of the battle odds: where a figure would stand had it begun in the
// nearest woods. A spot well inside a woods piece (its whole base under the trees), free to stand on (no
// wall, water or other base in the way), nearest the figure first; none within WOODS_REACH, no what-if.
import { BASE_RADIUS, type Vec } from '../../../geometry/shapes';
import { boxOf, distToPolygonEdge, pointInPolygon } from '../../../geometry/vec';
import type { FigureState, GameState } from '../state';
import { inWoods, standable, standingSpotTest } from '../spots';
import { dist } from '../engine/world';

/** How far a figure may be moved to start in the woods, in inches (one and a half normal moves). */
export const WOODS_REACH = 12;
/** Spacing of the spots looked at. */
const STEP = 0.5;

/** The nearest spot in woods the figure could have started on, or undefined (none near, or in woods already). */
export function woodsSpot(state: GameState, f: FigureState): Vec | undefined {
  if (f.carrying || f.carriedBy || inWoods(state.terrain, f.at)) return undefined;
  const free = standingSpotTest(state.figures, f.id);
  let best: { at: Vec; d: number } | undefined;
  for (const t of state.terrain) {
    if (t.type !== 'woods') continue;
    const b = boxOf(t.polygon);
    for (let y = Math.ceil(b.minY / STEP) * STEP; y <= b.maxY; y += STEP)
      for (let x = Math.ceil(b.minX / STEP) * STEP; x <= b.maxX; x += STEP) {
        const p: Vec = [x, y];
        const d = dist(p, f.at);
        // Nearest wins; on a tie the first looked at (pieces in order, then rows, then columns), so the same
        // position always gives the same spot.
        if (d > WOODS_REACH || (best && d >= best.d)) continue;
        if (!pointInPolygon(p, t.polygon) || distToPolygonEdge(p, t.polygon) < BASE_RADIUS) continue;
        if (!standable(state.terrain, p) || !free(p)) continue;
        best = { at: p, d };
      }
  }
  return best?.at;
}
