// Picking where a group member steps before an In Sight test (the rules let every figure of the moving
// group go up to 2"). While the question is open the player points at the table: the spot is held to the
// 2" reach, walked with the terrain's costs exactly as the engine will walk it, and the preview says
// which enemies the figure would see from there, so the player can tell whether the step gets it into
// the test. The answer is the engine's `decide` command with the point. (Moved here from src/app: the walk
// and the sight are this game's rules.)
import type { GameState } from '../../state';
import type { StepPick } from '../../../../core/pointerOrders';
import type { Vec } from '../../../../geometry/shapes';
import { moveAlongPath } from '../../../../geometry/movement';
import { facingAlong } from '../../../../geometry/facing';
import { isActiveStatus, sees, worldOf } from '../../engine/world';

export type { StepPick };

export interface StepPreview {
  /** The spot asked for (held to the reach). */
  target: Vec;
  /** Where the walk ends: short of the target on slow ground or at a wall. */
  end: Vec;
  inches: number;
  complete: boolean;
  /** Enemies the figure and it would see each other with, from the end spot, facing along the step. */
  inView: string[];
}

const r2 = (v: number): number => Math.round(v * 100) / 100;

/** The pointer held inside the reach, rounded to the hundredth of an inch. */
export function stepTarget(pick: StepPick, p: Vec): Vec {
  const dx = p[0] - pick.from[0],
    dy = p[1] - pick.from[1];
  const d = Math.hypot(dx, dy);
  // A hair inside the reach, so rounding can't carry the point over it.
  const k = d > pick.reach - 0.005 ? (pick.reach - 0.005) / d : 1;
  const p2: Vec = [r2(pick.from[0] + dx * k), r2(pick.from[1] + dy * k)];
  // Rounding both coordinates can still carry the spot up to 0.007" outward, past the reach the engine
  // checks (app soak case 1168: the answer was refused): then pull it in by a hundredth along the line.
  if (Math.hypot(p2[0] - pick.from[0], p2[1] - pick.from[1]) <= pick.reach) return p2;
  const k2 = (pick.reach - 0.015) / d;
  return [r2(pick.from[0] + dx * k2), r2(pick.from[1] + dy * k2)];
}

export function stepPreview(s: GameState, pick: StepPick, p: Vec): StepPreview {
  const target = stepTarget(pick, p);
  const mv = moveAlongPath([pick.from, target], { allowance: pick.reach, terrain: s.terrain });
  const end = mv.at;
  const inches = Math.hypot(end[0] - pick.from[0], end[1] - pick.from[1]);
  const f = s.figures[pick.figure];
  if (!f) return { target, end, inches, complete: mv.complete, inView: [] };
  // Facing along the step, as the engine sets it.
  const facing = facingAlong(pick.from, end, f.facing);
  const moved = { ...f, at: end, facing };
  const there: GameState = { ...s, figures: { ...s.figures, [f.id]: moved } };
  const w = worldOf(there);
  const inView = Object.values(there.figures)
    .filter((e) => e.side !== f.side && isActiveStatus(e) && (sees(there, w, moved, e) || sees(there, w, e, moved)))
    .map((e) => e.id);
  return { target, end, inches, complete: mv.complete, inView };
}
