// What a move paid for, from the engine's own walk (issue 19, play-test 15b: "Ash moves 6.0" (3.4" of it is
// woods …)" added up to 9.4" of an 8" move, because the log walked the path again its own way). The walk the
// engine checked against the allowance is cut to where the figure really stopped; what it went on past that
// walk (set aside, clear of another's base) is said apart, since it is not paid from the move.
import { type MoveLeg, type MoveResult, type StopReason } from '../../../geometry/movement';
import type { Vec } from '../../../geometry/shapes';
import type { WalkPaid } from '../explain/move';
import { dist } from './world';

/** How far the end path keeps to the walk's own path (from the start), and the rest of its length. */
export function alongAndAside(walk: readonly Vec[], end: readonly Vec[]): { along: number; aside: number } {
  let along = 0;
  let total = 0;
  let off = false;
  for (let i = 1; i < end.length; i++) {
    const len = dist(end[i - 1]!, end[i]!);
    total += len;
    if (!off && dist(pointAt(walk, along + len), end[i]!) < 2e-3) along += len;
    else off = true;
  }
  return { along, aside: Math.max(0, total - along) };
}

/** The point `d` inches along a polyline (its end past its length). */
export function pointAt(path: readonly Vec[], d: number): Vec {
  let run = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = dist(a, b);
    if (run + len >= d) {
      const t = len < 1e-12 ? 0 : (d - run) / len;
      return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    }
    run += len;
  }
  return path[path.length - 1]!;
}

/** The walk's legs up to `along` inches, with the last ground leg cut there. */
function legsUpTo(legs: readonly MoveLeg[], along: number, whole: boolean): MoveLeg[] {
  const out: MoveLeg[] = [];
  let run = 0;
  for (const leg of legs) {
    if (leg.length === 0) {
      if (run < along - 1e-6 || whole || run === 0) out.push(leg);
      continue;
    }
    if (run >= along - 1e-6) break;
    const len = Math.min(leg.length, along - run);
    out.push({ ...leg, length: len, cost: len * (leg.costPerInch ?? 1) });
    run += leg.length;
  }
  return out;
}

/**
 * What the walked part cost, stretch by stretch, for the move's sentence. `stop` is why the walk ended where
 * it did, when it was not the end of the path sent.
 */
export function walkPaid(mv: MoveResult, endPath: readonly Vec[], allowance: number, stop?: StopReason): WalkPaid {
  const { along, aside } = alongAndAside(mv.path, endPath);
  const legs = legsUpTo(mv.legs, along, along >= mv.distance - 1e-6);
  const paid: WalkPaid = { along, aside, allowance, slow: [], openings: [], inPlace: [] };
  for (const leg of legs) {
    if (leg.kind === 'opening') paid.openings.push({ kind: leg.opening ?? 'door', cost: leg.cost });
    else if (leg.kind === 'standUp') paid.inPlace.push({ what: 'standUp', cost: leg.cost });
    else if (leg.kind === 'extra') paid.inPlace.push({ what: 'spent', cost: leg.cost });
    else if ((leg.costPerInch ?? 1) > 1) {
      const ground = leg.ground ?? 'open';
      const same = paid.slow.find((g) => g.ground === ground && g.rate === leg.costPerInch);
      if (same) same.inches += leg.length;
      else paid.slow.push({ ground, inches: leg.length, rate: leg.costPerInch! });
    }
  }
  if (stop) paid.stop = stop;
  return paid;
}
