// Water from the (W) marks (book p.26): one marked section holds a lake; two make a 1" fordable river that
// comes in through one of them and leaves through the other; three or more make a wide river through all of them.
// Rivers never touch the player's (bottom) edge: where one would, it turns out through the nearer side edge.
import type { Roller } from '../core/dice/roll';
import type { SectionTerrain } from './tables/terrainGenerator';
import { sectionCentre, TABLE_SIZE, type Polygon, type Vec } from '../geometry/shapes';
import { blob } from './blob';
import { clipToRect, selfIntersects, tidy } from './polygon';
import { band, smooth, tangentAt } from './path';
import { sectionAt, sectionCell, sectionRect, type Rect } from './rect';
import { ENTRY_STRIP } from './sectionPieces';

export interface BuiltWater {
  kind: 'lake' | 'ford' | 'river';
  polygon: Vec[];
  fordable: boolean;
  /** The river's middle line, for placing a bridge. */
  centreline?: Vec[];
}

/** Where water may lie: the whole table but the strip along the player's edge. */
export const WET_LIMIT: Rect = { x0: 0, y0: 0, x1: TABLE_SIZE, y1: TABLE_SIZE - ENTRY_STRIP - 0.05 };

/** A lake keeps this far inside its section, leaving dry ground all round it. */
const LAKE_INSET = 1.5;

export function lake(section: number, roll: Roller): BuiltWater {
  const r = sectionRect(section);
  const box: Rect = { x0: r.x0 + LAKE_INSET, y0: r.y0 + LAKE_INSET, x1: r.x1 - LAKE_INSET, y1: r.y1 - LAKE_INSET };
  const dice = roll({ purpose: 'terrain', count: 8, note: `shape: lake in section ${section}` });
  return { kind: 'lake', polygon: blob(box, dice, { exponent: 2.6, maxJitter: 0.3 }), fordable: false };
}

/** Outward directions of the table edges a section touches, the player's edge excepted. */
function riverEdges(section: number): Vec[] {
  const { col, row } = sectionCell(section);
  const out: Vec[] = [];
  if (row === 0) out.push([0, -1]);
  if (col === 0) out.push([-1, 0]);
  if (col === 2) out.push([1, 0]);
  return out;
}

const dist = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);

const landCost = (t: SectionTerrain | undefined): number =>
  t === undefined || t === 'clear' ? 1 : t === 'woods' ? 3 : t === 'hill' ? 4 : t === 'woodedHill' ? 5 : 20;

/**
 * The sections the river runs through, in order: a path from side to side of the 3x3 grid (never doubling
 * back) that visits every (W) section, chosen as the cheapest where open ground is cheap, woods and hills
 * dear, each bend costs a little and an end outside a (W) section costs more. The grid is small enough to
 * try every such path.
 */
export function riverSections(wet: readonly number[], land: ReadonlyMap<number, SectionTerrain>): number[] {
  const wetSet = new Set(wet);
  let best: number[] = [];
  let bestCost = Infinity;
  const path: number[] = [];
  const used = new Set<number>();
  const endCost = (s: number) => (wetSet.has(s) ? 0 : 3);
  const walk = (cost: number) => {
    const cur = path[path.length - 1] as number;
    if (cost >= bestCost) return;
    if (path.length > 1 && riverEdges(cur).length && wet.every((w) => used.has(w))) {
      const total = cost + endCost(cur);
      if (total < bestCost) {
        bestCost = total;
        best = [...path];
      }
    }
    const { col, row } = sectionCell(cur);
    const prev = path[path.length - 2];
    for (const [dc, dr] of [
      [0, -1],
      [-1, 0],
      [1, 0],
      [0, 1],
    ] as const) {
      const c2 = col + dc,
        r2 = row + dr;
      if (c2 < 0 || c2 > 2 || r2 < 0 || r2 > 2) continue;
      const n = sectionAt(c2, r2);
      if (used.has(n)) continue;
      let turn = 0;
      if (prev !== undefined) {
        const pc = sectionCell(prev);
        if (col - pc.col !== dc || row - pc.row !== dr) turn = 0.5;
      }
      path.push(n);
      used.add(n);
      walk(cost + landCost(land.get(n)) + turn);
      path.pop();
      used.delete(n);
    }
  };
  for (let s = 1; s <= 9; s++) {
    if (!riverEdges(s).length) continue;
    path.push(s);
    used.add(s);
    walk(landCost(land.get(s)) + endCost(s));
    path.pop();
    used.delete(s);
  }
  return best;
}

/** Where the river crosses the table edge of an end section: the edge facing away from the river's run. */
function edgePoint(section: number, towards: Vec, die: number): Vec {
  const c = sectionCentre(section);
  // Sections 5 and 8 only end a river when every neighbour is taken; then it runs to the top or left edge.
  const edges = riverEdges(section);
  if (!edges.length) edges.push(section === 5 ? [0, -1] : [-1, 0]);
  let best = edges[0] as Vec,
    bestDot = Infinity;
  for (const n of edges) {
    const d = n[0] * (towards[0] - c[0]) + n[1] * (towards[1] - c[1]);
    if (d < bestDot) {
      bestDot = d;
      best = n;
    }
  }
  const slide = (die - 3.5) * 0.8;
  const beyond = 4;
  const x = best[0] < 0 ? -beyond : best[0] > 0 ? TABLE_SIZE + beyond : c[0] + slide;
  const y = best[1] < 0 ? -beyond : c[1] + slide;
  return [x, y];
}

/** A river `width` inches wide through the given sections; fordable when it is the 1" one. */
export function river(
  wet: readonly number[],
  width: number,
  land: ReadonlyMap<number, SectionTerrain>,
  roll: Roller,
): BuiltWater {
  const order = riverSections(wet, land);
  const dice = roll({
    purpose: 'terrain',
    count: 2 + order.length * 2,
    note: `shape: river through ${order.join(', ')}`,
  });
  const die = (i: number) => dice[i] as number;
  const centres: Vec[] = order.map((s, i) => {
    const c = sectionCentre(s);
    return [c[0] + (die(2 + 2 * i) - 3.5) * 0.5, c[1] + (die(3 + 2 * i) - 3.5) * 0.5];
  });
  const first = order[0] as number,
    last = order[order.length - 1] as number;
  const start = edgePoint(first, centres[1] ?? sectionCentre(last), die(0));
  const end = edgePoint(last, centres[centres.length - 2] ?? sectionCentre(first), die(1));
  const attempts: Vec[][] = [
    smooth([start, ...centres, end], 4),
    smooth([start, ...order.map(sectionCentre), end], 5),
    smooth([start, end], 0),
  ];
  let line = attempts[attempts.length - 1] as Vec[];
  let shape: Polygon = band(line, width);
  for (const attempt of attempts) {
    const b = band(attempt, width);
    if (!selfIntersects(b)) {
      line = attempt;
      shape = b;
      break;
    }
  }
  const kind = width <= 1 ? 'ford' : 'river';
  return { kind, polygon: tidy(clipToRect(shape, WET_LIMIT)), fordable: kind === 'ford', centreline: line };
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}

/** How many times the river's middle line crosses the straight line through `at` along x (or y). */
function crossingsOf(centreline: readonly Vec[], at: Vec, vertical: boolean): number {
  const k = vertical ? 0 : 1;
  let n = 0;
  for (let i = 0; i + 1 < centreline.length; i++) {
    const a = (centreline[i] as Vec)[k] - at[k],
      b = (centreline[i + 1] as Vec)[k] - at[k];
    if ((a < 0 && b >= 0) || (a >= 0 && b < 0)) n++;
  }
  return n;
}

/**
 * The bridge: a point of the river's middle line in `section`, with a road straight across the table through it.
 * Spots whose road would meet the river only once come first, then roads square to the flow, then spots near
 * the section centre.
 */
export function bridgeSpot(
  centreline: readonly Vec[],
  section: number,
): { at: Vec; direction: 'topToBottom' | 'leftToRight' } {
  const r = sectionRect(section),
    c = sectionCentre(section);
  let best: { at: Vec; direction: 'topToBottom' | 'leftToRight' } | undefined;
  let bestKey: number[] = [];
  centreline.forEach((p, i) => {
    if (p[0] < r.x0 || p[0] > r.x1 || p[1] < r.y0 || p[1] > r.y1) return;
    const flow = tangentAt(centreline, i);
    for (const vertical of [true, false]) {
      const key = [
        crossingsOf(centreline, p, vertical) === 1 ? 0 : 1,
        Math.round((vertical ? Math.abs(flow[1]) : Math.abs(flow[0])) * 4),
        dist(p, c),
      ];
      if (!best || lexLess(key, bestKey)) {
        best = { at: p, direction: vertical ? 'topToBottom' : 'leftToRight' };
        bestKey = key;
      }
    }
  });
  if (best) return best;
  const i = centreline.reduce((bi, p, k) => (dist(p, c) < dist(centreline[bi] as Vec, c) ? k : bi), 0);
  const flow = tangentAt(centreline, i);
  return {
    at: centreline[i] as Vec,
    direction: Math.abs(flow[0]) >= Math.abs(flow[1]) ? 'topToBottom' : 'leftToRight',
  };
}
