// Moving a group: one figure is measured in a straight line and the rest are placed around it. The line ends
// at the first of: the `to` point, the move allowance, the edge of a feature it enters, just past a wall,
// fence or river it crosses, short of impassable ground, or base contact with an enemy (a charge, which locks
// both groups). A move from inside a feature is measured from where the line leaves it. Vehicles move
// straight ahead and turn at the end; road vehicles keep to open ground; helicopters in the air fly anywhere.
import type { Vec } from '../../geometry/shapes';
import { dist, dirFromDeg, lerp } from '../../geometry/vec';
import { MEASURES, TERRAIN_TABLE } from './tables';
import {
  featureAt,
  impassableAt,
  inside,
  isFeature,
  lineCrossing,
  outlineCrossings,
  type AreaFeature,
} from './terrain';
import { type AcFigure, type AcGroup, type AcState, liveFigures, onTableGroups } from './state';
import type { Stop } from './vocab';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';

export interface MoveOrder {
  group: string;
  figure: string;
  to: Vec;
  place?: Record<string, Vec>;
  facing?: number;
}

export interface MoveOutcome {
  positions: Record<string, Vec>;
  from: Vec;
  stopAt: Vec;
  stop: Stop;
  /** The piece or figure that stopped it. */
  by?: string;
  /** Enemy groups now in base contact (a charge). */
  locks: string[];
  /** A move begun inside a feature: the piece and how far the line ran inside it (not counted against the move). */
  inside?: { piece: string; distance: number };
  facing?: number;
  surfaced?: boolean;
}

const JUST_IN = 0.01;
/** Positions are kept to a thousandth of an inch: a charge's end point may round a hair past contact. */
const CONTACT_SLACK = 0.005;
const JUST_PAST = 0.55;
const SHORT_OF = 0.55;

export function clampToTable(s: AcState, p: Vec): Vec {
  const r = 0.5;
  return [Math.min(s.table.width - r, Math.max(r, p[0])), Math.min(s.table.height - r, Math.max(r, p[1]))];
}

/** Enemy figures on the table that can be touched (not burrowed, not in the air). */
export function enemyFigures(s: AcState, side: string): AcFigure[] {
  return onTableGroups(s)
    .filter((g) => g.side !== side && !g.flying)
    .flatMap((g) => liveFigures(s, g));
}

/** The first distance along a→b (length len) where a point comes within `reach` of c, or null. */
function firstWithin(a: Vec, b: Vec, len: number, c: Vec, reach: number): number | null {
  if (len < 1e-9) return null;
  const dx = (b[0] - a[0]) / len,
    dy = (b[1] - a[1]) / len;
  const fx = a[0] - c[0],
    fy = a[1] - c[1];
  const bq = fx * dx + fy * dy;
  const cq = fx * fx + fy * fy - reach * reach;
  if (cq <= 0) return null; // already there: not a new contact
  const disc = bq * bq - cq;
  if (disc < 0) return null;
  const s = -bq - Math.sqrt(disc);
  return s >= 0 && s <= len ? s : null;
}

interface Cut {
  at: number;
  stop: Stop;
  by?: string;
}

/** Where the measured figure's straight line ends, and why; `inside` is the free part run inside a start feature. */
export function measureLine(
  s: AcState,
  group: AcGroup,
  fig: AcFigure,
  to: Vec,
  allowance: number,
): Cut & { end: Vec; inside?: { piece: string; distance: number } } {
  const a = fig.at;
  const b = clampToTable(s, to);
  const len = dist(a, b);
  const cuts: Cut[] = [{ at: len, stop: dist(b, to) > 1e-9 ? 'edge' : 'reached' }];
  const vehicle = group.vehicle;
  const flyingNow = group.flying === true;
  const start = featureAt(s.terrain, a);
  let free = 0;
  if (!flyingNow) {
    // Measured from where the line leaves the feature it starts in.
    if (start) {
      const ts = outlineCrossings(a, b, start.polygon).filter((t) => t > 1e-9);
      free = ts.length > 0 ? ts[0]! * len : len;
    }
    for (const f of s.terrain.areas) {
      const row = TERRAIN_TABLE[f.kind];
      if (row.stops === 'none' || f === start || inside(a, f.polygon)) continue;
      const t = outlineCrossings(a, b, f.polygon)[0];
      if (t === undefined) continue;
      const d = t * len;
      if (row.stops === 'never' || (vehicle && !vehicleMayEnter(vehicle, f)))
        cuts.push({ at: Math.max(0, d - SHORT_OF), stop: 'impassable', by: f.id });
      else if (isFeature(f)) cuts.push({ at: Math.min(len, d + JUST_IN), stop: 'feature', by: f.id });
    }
    for (const w of s.terrain.barriers) {
      const t = lineCrossing(a, b, w.line);
      if (t === null) continue;
      const d = t * len;
      if (vehicle) cuts.push({ at: Math.max(0, d - SHORT_OF), stop: 'barrier', by: w.id });
      else cuts.push({ at: Math.min(len, d + JUST_PAST), stop: 'barrier', by: w.id });
    }
    for (const e of enemyFigures(s, group.side)) {
      const d = firstWithin(a, b, len, e.at, MEASURES.contact);
      if (d !== null) cuts.push({ at: d, stop: 'contact', by: e.id });
    }
  }
  // A helicopter in the air flies anywhere.
  if (!flyingNow) cuts.push({ at: Math.min(len, free + allowance), stop: 'limit' });
  const order = (c: Cut) => ['contact', 'impassable', 'barrier', 'feature', 'limit', 'reached', 'edge'].indexOf(c.stop);
  cuts.sort((p, q) => p.at - q.at || order(p) - order(q));
  const first = cuts[0]!;
  // A limit or a stop exactly at `to` is just arriving.
  const cut: Cut = first.stop === 'limit' && first.at >= len - 1e-9 ? cuts.find((c) => c.stop !== 'limit')! : first;
  const end = len < 1e-9 ? a : lerp(a, b, cut.at / len);
  // The free part said in words (play-test 5 #13: a 16" line from inside the trees read as a 16" move).
  const ran = Math.min(free, cut.at);
  if (start && !flyingNow && ran > 1e-9) return { ...cut, end, inside: { piece: start.id, distance: ran } };
  return { ...cut, end };
}

function vehicleMayEnter(kind: AcGroup['vehicle'], f: AreaFeature): boolean {
  if (kind === 'offroad') return f.kind === 'scrub' || f.kind === 'rubble';
  return false;
}

/** Spots around a point, nearest rings first. */
function ringSpots(p: Vec): Vec[] {
  const out: Vec[] = [];
  for (const r of [1.05, 1.6, 2.1, 2.6, 3.15, 3.6, 3.95]) {
    const n = Math.max(6, Math.round(r * 6));
    for (let i = 0; i < n; i++) {
      const d = dirFromDeg((360 * i) / n + r * 17);
      out.push([p[0] + d[0] * r, p[1] + d[1] * r]);
    }
  }
  return out;
}

/** Whether a figure could stand at p: on the table, on passable ground, clear of every other base. */
function spotFree(
  s: AcState,
  p: Vec,
  taken: readonly Vec[],
  enemies: readonly AcFigure[],
  others: readonly Vec[],
): boolean {
  if (p[0] < 0.5 || p[1] < 0.5 || p[0] > s.table.width - 0.5 || p[1] > s.table.height - 0.5) return false;
  if (impassableAt(s.terrain, p)) return false;
  if (taken.some((q) => dist(p, q) < 1 - 1e-9)) return false;
  if (others.some((q) => dist(p, q) < 1 - 1e-9)) return false;
  return !enemies.some((e) => dist(p, e.at) <= MEASURES.contact + 0.05);
}

/**
 * The project's placement of the rest of a moved group: each figure keeps its place relative to the measured
 * one where it can, preferring spots in the same feature the measured figure stopped in; every figure within
 * 2" of one already placed and within 4" of the measured figure, none touching an enemy or another base.
 */
export function placeGroup(s: AcState, group: AcGroup, measured: AcFigure, end: Vec): Record<string, Vec> {
  const out: Record<string, Vec> = { [measured.id]: end };
  const taken: Vec[] = [end];
  const enemies = enemyFigures(s, group.side);
  const mine = new Set(group.figures);
  const others = s.figures
    .filter((f) => f.status === 'active' && !mine.has(f.id) && !enemies.includes(f))
    .map((f) => f.at);
  const feature = featureAt(s.terrain, end);
  const rest = liveFigures(s, group)
    .filter((f) => f.id !== measured.id)
    .sort((p, q) => dist(p.at, measured.at) - dist(q.at, measured.at));
  const spots = ringSpots(end);
  for (const f of rest) {
    let off: Vec = [f.at[0] - measured.at[0], f.at[1] - measured.at[1]];
    const l = Math.hypot(off[0], off[1]);
    if (l > 2) off = [(off[0] / l) * 2, (off[1] / l) * 2];
    const want: Vec = [end[0] + off[0], end[1] + off[1]];
    let best: Vec | undefined;
    let bestScore = Infinity;
    for (const p of spots) {
      if (!taken.some((q) => dist(p, q) <= MEASURES.clusterLink + 1e-9)) continue;
      if (!spotFree(s, p, taken, enemies, others)) continue;
      const score = dist(p, want) + (feature && !inside(p, feature.polygon) ? 6 : 0);
      if (score < bestScore) {
        bestScore = score;
        best = p;
      }
    }
    const at = best ?? end;
    out[f.id] = [round(at[0]), round(at[1])];
    taken.push(at);
  }
  return out;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** A `place` from the file, checked against the cluster rules. */
function checkPlace(
  s: AcState,
  group: AcGroup,
  measured: string,
  end: Vec,
  place: Record<string, Vec>,
  charged: boolean,
): Result<Record<string, Vec>> {
  const live = liveFigures(s, group);
  const out: Record<string, Vec> = { [measured]: end };
  for (const f of live) {
    if (f.id === measured) continue;
    const p = place[f.id];
    if (!p) return err(`move: "place" must give every figure of group ${group.id} (missing ${f.id})`);
    out[f.id] = p;
  }
  const enemies = enemyFigures(s, group.side);
  for (const f of live)
    if (f.id !== measured && dist(out[f.id]!, end) > MEASURES.clusterReach + 1e-9)
      return err(`move: ${f.id} must be placed within 4" of ${measured}`);
  for (const f of live) {
    const p = out[f.id]!;
    if (live.length > 1 && !live.some((o) => o.id !== f.id && dist(out[o.id]!, p) <= MEASURES.clusterLink + 1e-9))
      return err(`move: ${f.id} must be placed within 2" of another figure of its group`);
    if (p[0] < 0 || p[1] < 0 || p[0] > s.table.width || p[1] > s.table.height)
      return err(`move: ${f.id} is placed off the table`);
    if (impassableAt(s.terrain, p)) return err(`move: ${f.id} is placed on impassable ground`);
    if (!charged && f.id !== measured && enemies.some((e) => dist(e.at, p) <= MEASURES.contact + 1e-9))
      return err(`move: ${f.id} may not be placed in contact with an enemy without a charge`);
  }
  return ok(out);
}

/** Enemy groups within base contact of any of the given spots. */
export function contactsOf(s: AcState, side: string, spots: readonly Vec[]): string[] {
  const out = new Set<string>();
  for (const e of enemyFigures(s, side))
    if (spots.some((p) => dist(p, e.at) <= MEASURES.contact + CONTACT_SLACK)) out.add(e.group);
  return [...out];
}

/** Works out a move without changing anything; an illegal move is one line. */
export function planMove(s: AcState, group: AcGroup, order: MoveOrder, allowance: number): Result<MoveOutcome> {
  const fig = s.figures.find((f) => f.id === order.figure);
  if (!fig || fig.group !== group.id)
    return err(`move: figure ${JSON.stringify(order.figure)} is not in group ${group.id}`);
  if (fig.status !== 'active') return err(`move: figure ${fig.id} is dead`);
  if (group.burrowed) {
    const at = clampToTable(s, order.to);
    if (impassableAt(s.terrain, at)) return err(`move: group ${group.id} cannot come up on impassable ground`);
    if (enemyFigures(s, group.side).some((e) => dist(e.at, at) < MEASURES.surfaceClear))
      return err(`move: group ${group.id} may not come up within 8" of an enemy`);
    const positions = placeGroup(s, { ...group, burrowed: false }, fig, at);
    return ok({ positions, from: fig.at, stopAt: at, stop: 'reached', locks: [], surfaced: true });
  }
  if (group.vehicle === 'helicopter' && !group.flying) return err(`move: helicopter ${group.id} must take off first`);
  let to = order.to;
  if (group.vehicle === 'road' || group.vehicle === 'offroad') {
    const dir = dirFromDeg(fig.facing ?? 0);
    const ahead = (to[0] - fig.at[0]) * dir[0] + (to[1] - fig.at[1]) * dir[1];
    const aside = Math.abs((to[0] - fig.at[0]) * dir[1] - (to[1] - fig.at[1]) * dir[0]);
    if (ahead < -1e-9 || aside > 0.5)
      return err(`move: vehicle ${group.id} moves only straight ahead (facing ${fig.facing ?? 0})`);
    to = [fig.at[0] + dir[0] * ahead, fig.at[1] + dir[1] * ahead];
  }
  const line = measureLine(s, group, fig, to, allowance);
  let end = line.end;
  // Never end on top of another base: step back along the line.
  const others = s.figures.filter((f) => f.status === 'active' && f.group !== group.id);
  let guard = 0;
  while (others.some((o) => line.stop !== 'contact' && dist(o.at, end) < 1 - 1e-9) && guard++ < 400) {
    const back = dist(fig.at, end);
    if (back < 0.05) {
      end = fig.at;
      break;
    }
    end = lerp(fig.at, end, Math.max(0, back - 0.05) / back);
  }
  end = [round(end[0]), round(end[1])];
  const charged = line.stop === 'contact';
  let positions: Record<string, Vec>;
  if (order.place) {
    const placed = checkPlace(s, group, fig.id, end, order.place, charged);
    if (!placed.ok) return placed;
    positions = placed.value;
  } else positions = placeGroup(s, group, fig, end);
  const locks = group.flying ? [] : contactsOf(s, group.side, Object.values(positions));
  const out: MoveOutcome = { positions, from: fig.at, stopAt: end, stop: line.stop, locks };
  if (line.by !== undefined) out.by = line.by;
  if (line.inside) out.inside = line.inside;
  if (group.vehicle === 'road' || group.vehicle === 'offroad') out.facing = order.facing ?? fig.facing ?? 0;
  return ok(out);
}
