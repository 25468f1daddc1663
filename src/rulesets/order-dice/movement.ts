// Moving a unit (RULINGS-variants.md "Moving"): its first living figure walks a straight line toward the
// point asked, rough ground counting double, stopping before impassable ground, a building wall away from a
// door, or (vehicles) anything but open ground, roads, hills and scrub; the rest of the unit keeps its shape.
// A move never ends with its bases over another unit's (decisions.md "Bases do not overlap").
import type { Vec } from '../../geometry/shapes';
import { isRough, stepBlock, type OdPiece } from './terrain';
import { bearing, dist, leadOf, round, translate } from './place';
import { activeUnits, liveFigures, type OdState, type Unit } from './state';

/** A figure's base is 1" across (the rulings): two centres closer than this overlap. */
const BASE = 1;
/** How finely a move that would end over another unit's bases is drawn back along its line. */
const BACK_STEP = 0.01;

const STEP = 0.1;

export interface Walk {
  to: Vec;
  /** Why it stopped short, if it did. */
  stopped?: string;
}

/** How far the unit's bases reach from its first figure: [least x, least y, most x, most y] offsets. */
type Reach = readonly [number, number, number, number];
const ALONE: Reach = [0, 0, 0, 0];

/**
 * Where a straight walk from `from` toward `to` ends with `allowance` inches to spend. `reach`: how far the rest
 * of the unit stands from the walker, so the walk stops where any of their bases would reach the table edge (a
 * squad run west on turn 1 kept only its first figure on the table, the rest half off it: play-test 17b). A box,
 * not every figure, so each step costs the same however many figures follow.
 */
export function walk(
  state: OdState,
  from: Vec,
  to: Vec,
  allowance: number,
  vehicle: boolean,
  reach: Reach = ALONE,
): Walk {
  const total = dist(from, to);
  if (total < 1e-9) return { to: from };
  const dir: Vec = [(to[0] - from[0]) / total, (to[1] - from[1]) / total];
  let spent = 0;
  let at = from;
  let gone = 0;
  let rough = false;
  const terrain: readonly OdPiece[] = state.terrain;
  while (gone < total - 1e-9) {
    const d = Math.min(STEP, total - gone);
    const next: Vec = [at[0] + dir[0] * d, at[1] + dir[1] * d];
    if (
      offTable(state, [next[0] + reach[0], next[1] + reach[1]]) ||
      offTable(state, [next[0] + reach[2], next[1] + reach[3]])
    )
      return { to: [round(at[0]), round(at[1])], stopped: 'stopped at the table edge' };
    // Said as what stopped it ("stopped by ground no unit can cross"), not a bare noun (play-test 9, 12).
    const block = stepBlock(terrain, at, next, vehicle);
    if (block) return { to: [round(at[0]), round(at[1])], stopped: `stopped by ${block}` };
    const mid: Vec = [(at[0] + next[0]) / 2, (at[1] + next[1]) / 2];
    const slow = isRough(terrain, mid);
    const cost = d * (slow ? 2 : 1);
    // Rough ground is named only when the walk met some; no bracket inside, as the log puts this in one.
    // Said as what happened, not "out of movement" (play-test 7, 21: it read like an error).
    if (spent + cost > allowance + 1e-9)
      return {
        to: [round(at[0]), round(at[1])],
        stopped: `all its move spent, short of the point asked${rough || slow ? ', rough ground counting double' : ''}`,
      };
    rough ||= slow;
    spent += cost;
    gone += d;
    at = next;
  }
  return { to: [round(to[0]), round(to[1])] };
}

/**
 * Where a move of `u` toward `to` takes its first living figure, as moveUnit will move it (nothing is moved):
 * the straight walk, drawn back where it would end over another unit's bases. The computer plans with it.
 */
export function unitWalk(state: OdState, u: Unit, to: Vec, allowance: number): Walk {
  const from = leadOf(u)?.at ?? to;
  const w = walk(state, from, to, allowance, u.kind === 'vehicle', reachOf(state, u, from));
  const end = clearOfOthers(state, u, from, w.to);
  if (end === w.to) return w;
  return { to: end, stopped: 'stopped in base contact with another unit, not over its bases' };
}

/** The box of the unit's bases about `from`; only figures already on the table count (one set down over the edge may still walk off it). */
function reachOf(state: OdState, u: Unit, from: Vec): Reach {
  let [x0, y0, x1, y1] = ALONE;
  for (const f of liveFigures(u)) {
    if (offTable(state, f.at)) continue;
    const dx = f.at[0] - from[0],
      dy = f.at[1] - from[1];
    [x0, y0, x1, y1] = [Math.min(x0, dx), Math.min(y0, dy), Math.max(x1, dx), Math.max(y1, dy)];
  }
  return [x0, y0, x1, y1];
}

/** Moves the unit so its first living figure goes toward `to`; returns where it went. */
export function moveUnit(
  state: OdState,
  u: Unit,
  to: Vec,
  allowance: number,
): { from: Vec; to: Vec; stopped?: string } {
  const lead = leadOf(u);
  if (!lead) return { from: to, to };
  const from = lead.at;
  const w = unitWalk(state, u, to, allowance);
  translate(u, [w.to[0] - from[0], w.to[1] - from[1]]);
  if ((u.kind === 'vehicle' || u.kind === 'team') && dist(from, w.to) > 1e-6)
    u.facing = Math.round(bearing(from, w.to));
  return { from, to: leadOf(u)!.at, ...(w.stopped ? { stopped: w.stopped } : {}) };
}

/** Whether a base centred here would hang over the table's edge. */
function offTable(state: OdState, p: Vec): boolean {
  return p[0] < 0.5 || p[1] < 0.5 || p[0] > state.table.width - 0.5 || p[1] > state.table.height - 0.5;
}

/**
 * Where a move of `u`'s lead from `from` to `end` may end without any of its bases over another unit's: `end`
 * itself (the same array) when clear, else the furthest point short of it along the line that is. A pair of
 * figures already overlapping as the move began does not hold it (it may move apart). An assault aims 1" short
 * of its target (actions.ts contactPoint), so it ends in base contact, not over the target.
 */
function clearOfOthers(state: OdState, u: Unit, from: Vec, end: Vec): Vec {
  const mine = liveFigures(u).map((f) => [f.at[0] - from[0], f.at[1] - from[1]] as Vec);
  const others = activeUnits(state)
    .filter((x) => x.id !== u.id)
    .flatMap((x) => liveFigures(x).map((f) => f.at));
  const gap = (lead: Vec, o: Vec, m: Vec) => dist([lead[0] + m[0], lead[1] + m[1]], o);
  const clear = (lead: Vec) =>
    mine.every((m) => others.every((o) => gap(lead, o, m) >= BASE - 1e-6 || gap(lead, o, m) >= gap(from, o, m) - 1e-9));
  if (clear(end)) return end;
  const len = dist(from, end);
  for (let back = BACK_STEP; back < len; back += BACK_STEP) {
    const k = (len - back) / len;
    const at: Vec = [round(from[0] + (end[0] - from[0]) * k), round(from[1] + (end[1] - from[1]) * k)];
    if (clear(at)) return at;
  }
  return from;
}

/** Points within a run, in 16 directions at three distances, for the computer's and the rules' searches. */
export function runSpots(from: Vec, reach: number): Vec[] {
  const out: Vec[] = [];
  for (const r of [reach, (reach * 2) / 3, reach / 3])
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      out.push([round(from[0] + Math.cos(a) * r), round(from[1] + Math.sin(a) * r)]);
    }
  return out;
}

/** Straight away from a point, as far as the allowance goes (an escape). */
export function awayFrom(from: Vec, enemy: Vec, reach: number): Vec {
  const d = dist(from, enemy) || 1;
  return [from[0] + ((from[0] - enemy[0]) / d) * reach, from[1] + ((from[1] - enemy[1]) / d) * reach];
}
