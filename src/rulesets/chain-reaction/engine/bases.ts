// Bases never overlap on a table: where a walk must stop so as not to end on someone's base, fallen or standing.
import { BASE_RADIUS, type Vec } from '../../../geometry/shapes';
import { cutPath, r3 } from '../../../geometry/vec';
import { eachAround, mayEndMove } from '../spots';
import type { FigureState, GameState } from '../state';
import { walkPath } from './walkMemo';
import { dist } from './world';

/** A whole base-width between centres: two 1" bases that close touch and do not overlap. */
const CLEAR = 2 * BASE_RADIUS;

/**
 * Whose base the move would end overlapping (docs/rules-notes/geometry-groups.md, "Bases at a move's end"): a
 * walk may pass over anyone, but it ends a whole base-width clear of every other figure, a fallen one too.
 * The In Sight step 2" on could end 0.5" from a fallen figure's centre, the bases half over each other
 * (issue 19, play-test leftovers). `gap` is the floor asked for; half a base is the last resort below.
 */
export function baseUnder(s: GameState, f: FigureState, at: Vec, gap = CLEAR): string | undefined {
  for (const o of Object.values(s.figures)) {
    if (o.id === f.id || o.id === f.carrying || o.carriedBy || o.status === 'offTable') continue;
    if (dist(o.at, at) < gap - 1e-6) return o.id;
  }
  return undefined;
}

/** How far a figure whose walk ends over another base is slid aside to a free spot, and on what grid. */
const NUDGE = 2 * BASE_RADIUS;
const NUDGE_STEP = 0.1;

/**
 * The walk, ending clear of every other base (undefined when no stop on it is). A walk that would end
 * overlapping a base is slid to the nearest free spot within a base-width of its end, as a player sets a model
 * beside a body rather than on it; with none, it stops short along its path at the last stop a whole base
 * clear. A walk with no such stop (a figure that starts in a crowd and walks into it, soak cases 413516 and
 * 413518: a file of friends in a narrow way) cannot end anywhere: the order is refused, a forced move or step
 * is not made. Half a base over another was the floor before (soak case 71260); it is no longer allowed.
 */
export function shortOfBases(s: GameState, f: FigureState, path: Vec[]): Vec[] | undefined {
  const end = path[path.length - 1]!;
  // Staying where it stands is no move's end: a friend closer than a base keeps it from moving there only.
  // The walk's own start is asked, not where the figure stands now: while In Sight is looked for, the mover
  // is put where it came into view, and its stop there was taken for staying (soak cases 413590, 413606).
  if (!baseUnder(s, f, end) || dist(end, path[0]!) < 1e-9) return path;
  const aside = nudged(s, f, end);
  if (aside) return [...path, aside];
  return backOff(s, f, path);
}

/**
 * Where a walk already made (its end clear) stops when it is cut `at` inches along, for In Sight's stop and
 * the 2" after it: off every base as `shortOfBases` puts it; where no stop up to there is clear, on along the
 * walk to the first clear one, no farther than `upTo` inches; with none, back where it started. The raw cut
 * could stand on a base (soak cases 15100062, 413590: a stop where it came into view, half over a fallen
 * figure).
 */
export function stopAlong(s: GameState, f: FigureState, path: Vec[], at: number, upTo: number): Vec[] {
  const kept = shortOfBases(s, f, cutPath(path, at));
  if (kept) return kept;
  let total = 0;
  for (let i = 1; i < path.length; i++) total += dist(path[i - 1]!, path[i]!);
  for (let on = at + 0.05; on <= Math.min(upTo, total) + 1e-9; on += 0.05) {
    const cut = cutPath(path, Math.min(on, total)).map((p) => [r3(p[0]), r3(p[1])] as Vec);
    if (!baseUnder(s, f, cut[cut.length - 1]!)) return cut;
  }
  return [path[0]!];
}

/** The nearest spot within a base-width of `end` a whole base clear of everyone, reached with no wall between. */
function nudged(s: GameState, f: FigureState, end: Vec): Vec | undefined {
  // The spots tried lie within NUDGE of the end (and a rounding to a thousandth): only a figure within NUDGE
  // and a base-width of it can be under one. Those are found once, not for each of the ~300 spots
  // (baseUnder walked every figure of the table for each spot: a tenth of a Patrol's garbage).
  const near: Vec[] = [];
  for (const id in s.figures) {
    const o = s.figures[id]!;
    if (o.id === f.id || o.id === f.carrying || o.carriedBy || o.status === 'offTable') continue;
    if (dist(o.at, end) < NUDGE + CLEAR + 0.01) near.push(o.at);
  }
  const under = (p: Vec): boolean => {
    for (let k = 0; k < near.length; k++) if (dist(near[k]!, p) < CLEAR - 1e-6) return true;
    return false;
  };
  for (const p of eachAround(end, NUDGE, NUDGE_STEP)) {
    if (under(p) || !mayEndMove(s.terrain, p)) continue;
    if (walkPath([end, p], { allowance: 4 * NUDGE, terrain: s.terrain }).complete) return p;
  }
  return undefined;
}

/** The walk cut back to its last stop a whole base clear of everyone (its start not counted), if any. */
function backOff(s: GameState, f: FigureState, path: Vec[]): Vec[] | undefined {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += dist(path[i - 1]!, path[i]!);
  for (let back = 0.05; back < total - 1e-9; back += 0.05) {
    // The stop is judged where it will stand, after rounding to a thousandth.
    const cut = cutPath(path, total - back).map((p) => [r3(p[0]), r3(p[1])] as Vec);
    if (!baseUnder(s, f, cut[cut.length - 1]!)) return cut;
  }
  return undefined;
}
