// Finding a way across the table for the computer's figures: a half-inch grid over the terrain (a cell
// touching deep water or impassable ground is closed, as is one hard by a building wall; woods and rocky
// ground cost double; doors and windows are the only ways in and out of buildings), searched with A*,
// then straightened where a straight line stays on open cells of no dearer ground. The movement rules still have the last word: a route is only ever a suggestion that
// moveAlongPath walks and checkPath accepts.
import { TABLE_SIZE, type Polygon, type TerrainPiece, type Vec } from '../../../geometry/shapes';
import { boxOf, distToPolygonEdge, distToSegment, pointInPolygon, type Box } from '../../../geometry/vec';
import { crossingsAt, rowTester } from '../../../geometry/polygonRows';
import { mayEndMove } from '../spots';

/** Cells per inch. */
const RES = 2;
const N = TABLE_SIZE * RES;
const CELLS = N * N;
const CELL = 1 / RES;
/** Cells whose centre is this close to a building wall are closed (except at openings). */
const WALL_GAP = 0.45;
/** Step through an opening from this far inside to this far outside. */
const THROUGH = 0.6;
const OPENING_COST = { door: 2, window: 4 } as const;
/** Allowance per inch of a ford's cells. */
const FORD_RATE = 3;

interface Opening {
  building: number;
  inside: Vec;
  outside: Vec;
  cellIn: number;
  cellOut: number;
  cost: number;
}

export interface RouteGrid {
  /** Allowance per inch (Infinity: closed). */
  rate: Float64Array;
  /** Connected piece of open ground each cell belongs to (-1: closed): one piece, one route between any two cells. */
  piece: Int32Array;
  /** Building index the cell lies in, or -1. */
  region: Int16Array;
  openings: Opening[];
  /** Openings leaving each cell. */
  byCell: Map<number, number[]>;
  /** The same as one flat list: cell c's openings are openIds[openFirst[c]] to openIds[openFirst[c + 1] - 1], in byCell's order. */
  openFirst: Int32Array;
  openIds: Int32Array;
  /**
   * The grid steps open from each cell (bit k: direction DX[k], DY[k]): onto an open cell of the same
   * region, not cutting a closed corner. Filled in as searches reach cells (0: not yet; see stepsAt).
   */
  steps: Uint16Array;
}

const grids = new WeakMap<readonly TerrainPiece[], RouteGrid>();

export const cellOf = (p: Vec): number => {
  const i = Math.min(N - 1, Math.max(0, Math.floor(p[0] * RES)));
  const j = Math.min(N - 1, Math.max(0, Math.floor(p[1] * RES)));
  return j * N + i;
};
const centreOf = (c: number): Vec => [((c % N) + 0.5) * CELL, (Math.floor(c / N) + 0.5) * CELL];
function wallNormalInward(poly: Polygon, at: Vec): Vec | undefined {
  let best: Vec | undefined;
  let bd = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const d = distToSegment(at, a, b);
    if (d < bd) {
      const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      bd = d;
      best = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l];
    }
  }
  if (!best) return undefined;
  const probe: Vec = [at[0] + best[0] * 0.2, at[1] + best[1] * 0.2];
  return pointInPolygon(probe, poly) ? best : [-best[0], -best[1]];
}

export function routeGrid(terrain: readonly TerrainPiece[]): RouteGrid {
  const hit = grids.get(terrain);
  if (hit) return hit;
  const rate = new Float64Array(CELLS).fill(1);
  const region = new Int16Array(CELLS).fill(-1);
  const ROAD = 1,
    WALL = 2,
    DEEP = 4,
    ROUGH = 8,
    SLOW = 16,
    FORD = 32;
  const flags = new Uint8Array(CELLS);
  const buildings = terrain.filter((t) => t.type === 'building') as Extract<TerrainPiece, { type: 'building' }>[];
  /** Visit the cells whose box meets `b` grown by `pad`. */
  const cellsNear = (b: Box, pad: number, visit: (c: number) => void) => {
    const i0 = Math.max(0, Math.floor((b.minX - pad) * RES)),
      i1 = Math.min(N - 1, Math.floor((b.maxX + pad) * RES));
    const j0 = Math.max(0, Math.floor((b.minY - pad) * RES)),
      j1 = Math.min(N - 1, Math.floor((b.maxY + pad) * RES));
    for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) visit(j * N + i);
  };
  for (const t of terrain) {
    if (t.type === 'wall') {
      if (!t.tall) continue;
      cellsNear(boxOf(t.line), 0.5, (c) => {
        const p = centreOf(c);
        for (let i = 1; i < t.line.length; i++)
          if (distToSegment(p, t.line[i - 1]!, t.line[i]!) < 0.5) flags[c]! |= WALL;
      });
      continue;
    }
    // Chain Reaction reads a fence as a wall when the battle starts (../terrain.ts): none is left here.
    if (t.type === 'fence') continue;
    const poly = t.polygon;
    const box = boxOf(poly);
    if (t.type === 'building') {
      const k = buildings.indexOf(t);
      const inner = {
        minX: box.minX + WALL_GAP,
        minY: box.minY + WALL_GAP,
        maxX: box.maxX - WALL_GAP,
        maxY: box.maxY - WALL_GAP,
      };
      const squareOn =
        poly.length === 4 &&
        poly.every((q) => (q[0] === box.minX || q[0] === box.maxX) && (q[1] === box.minY || q[1] === box.maxY));
      // The cells whose box meets the building's grown by the gap, row by row; whether a centre is inside
      // comes from the row's crossings of the outline (the same answer as pointInPolygon), walked as x grows.
      const i0 = Math.max(0, Math.floor((box.minX - WALL_GAP) * RES)),
        i1 = Math.min(N - 1, Math.floor((box.maxX + WALL_GAP) * RES));
      const j0 = Math.max(0, Math.floor((box.minY - WALL_GAP) * RES)),
        j1 = Math.min(N - 1, Math.floor((box.maxY + WALL_GAP) * RES));
      for (let j = j0; j <= j1; j++) {
        const y = (j + 0.5) * CELL;
        const rowIn = y >= box.minY && y <= box.maxY;
        const xs = rowIn ? crossingsAt(poly, y) : [];
        let q = 0;
        for (let i = i0; i <= i1; i++) {
          const c = j * N + i;
          const x = (i + 0.5) * CELL;
          if (rowIn && x >= box.minX && x <= box.maxX) {
            while (q < xs.length && !(xs[q]! > x)) q++;
            if (((xs.length - q) & 1) === 1) region[c] = k;
          }
          // In a house square to the table only cells near the box's rim can be near a wall.
          const rim = !(x > inner.minX && x < inner.maxX && y > inner.minY && y < inner.maxY);
          if ((rim || !squareOn) && distToPolygonEdge([x, y], poly) < WALL_GAP) flags[c]! |= WALL;
        }
      }
      continue;
    }
    // Ground that closes a cell closes it if any of its samples is in it; other ground goes by the centre.
    const closing = t.type === 'impassable' || t.type === 'water';
    const bit =
      t.type === 'road'
        ? ROAD
        : t.type === 'impassable'
          ? ROUGH
          : t.type === 'water'
            ? t.fordable
              ? FORD
              : DEEP
            : t.type === 'woods' || t.type === 'rocky'
              ? SLOW
              : 0;
    if (!bit) continue;
    // Cell centres row by row: each row's crossings of the outline are found once (same answers as
    // pointInPolygon), and walked left to right as x grows: inside while an odd number lie to the right.
    const inPoly = rowTester(poly);
    const inside: number[] = [];
    const i0 = Math.max(0, Math.floor((box.minX - CELL) * RES)),
      i1 = Math.min(N - 1, Math.floor((box.maxX + CELL) * RES));
    const j0 = Math.max(0, Math.floor((box.minY - CELL) * RES)),
      j1 = Math.min(N - 1, Math.floor((box.maxY + CELL) * RES));
    for (let j = j0; j <= j1; j++) {
      const xs = crossingsAt(poly, (j + 0.5) * CELL);
      let k = 0;
      for (let i = i0; i <= i1; i++) {
        const x = (i + 0.5) * CELL;
        while (k < xs.length && !(xs[k]! > x)) k++;
        if (((xs.length - k) & 1) === 1) inside.push(j * N + i);
      }
    }
    for (const c of inside) flags[c]! |= bit;
    if (!closing) continue;
    // Ground that closes a cell closes it if any corner is in it: only cells beside an inside cell can be.
    const mark = new Uint8Array(CELLS);
    for (const c of inside) mark[c] = 1;
    for (const c of inside) {
      const ci = c % N;
      const cj = Math.floor(c / N);
      for (let k = 0; k < 8; k++) {
        const ni = ci + DX[k]!;
        const nj = cj + DY[k]!;
        if (ni < 0 || nj < 0 || ni >= N || nj >= N) continue;
        const n = nj * N + ni;
        if (mark[n]) continue;
        mark[n] = 1;
        const x = ni * CELL;
        const y = nj * CELL;
        if (
          inPoly(x + CELL / 2, y + CELL / 2) ||
          inPoly(x, y) ||
          inPoly(x + CELL, y) ||
          inPoly(x, y + CELL) ||
          inPoly(x + CELL, y + CELL)
        )
          flags[n]! |= bit;
      }
    }
  }
  for (let c = 0; c < CELLS; c++) {
    const f = flags[c]!;
    // The outermost ring of cells: no base fits with its centre there, so a route along it (a sliver of
    // table between the edge and impassable ground, say) would lead where no figure can stand.
    const i = c % N,
      j = Math.floor(c / N);
    if (i === 0 || j === 0 || i === N - 1 || j === N - 1) {
      rate[c] = Infinity;
      continue;
    }
    // The movement rules' ground: a road carries over water (a bridge) and through impassable ground slowly.
    if (f & WALL) rate[c] = Infinity;
    else if (region[c]! >= 0) rate[c] = 1;
    else if (f & ROAD) rate[c] = f & ROUGH ? 4 : 1;
    else if (f & (DEEP | ROUGH)) rate[c] = Infinity;
    else if (f & FORD) rate[c] = FORD_RATE;
    else if (f & SLOW) rate[c] = 2;
  }
  const openings: Opening[] = [];
  const byCell = new Map<number, number[]>();
  buildings.forEach((b, k) => {
    for (const o of b.openings) {
      const n = wallNormalInward(b.polygon, o.at);
      if (!n) continue;
      const ins: Vec = [o.at[0] + n[0] * THROUGH, o.at[1] + n[1] * THROUGH];
      const out: Vec = [o.at[0] - n[0] * THROUGH, o.at[1] - n[1] * THROUGH];
      if (out[0] < 0.5 || out[1] < 0.5 || out[0] > TABLE_SIZE - 0.5 || out[1] > TABLE_SIZE - 0.5) continue;
      const cellIn = cellOf(ins);
      const cellOut = cellOf(out);
      if (region[cellIn] !== k || region[cellOut] !== -1) continue;
      if (rate[cellIn] === Infinity) rate[cellIn] = 1;
      if (rate[cellOut] === Infinity) rate[cellOut] = 1;
      const id = openings.length;
      openings.push({ building: k, inside: ins, outside: out, cellIn, cellOut, cost: OPENING_COST[o.kind] });
      for (const cell of [cellIn, cellOut]) byCell.set(cell, [...(byCell.get(cell) ?? []), id]);
    }
  });
  const openFirst = new Int32Array(CELLS + 1);
  for (const [c, list] of byCell) openFirst[c + 1] = list.length;
  for (let c = 0; c < CELLS; c++) openFirst[c + 1]! += openFirst[c]!;
  const openIds = new Int32Array(openFirst[CELLS]!);
  for (const [c, list] of byCell) openIds.set(list, openFirst[c]!);
  const g: RouteGrid = {
    rate,
    region,
    openings,
    byCell,
    openFirst,
    openIds,
    steps: new Uint16Array(CELLS),
    piece: new Int32Array(0),
  };
  g.piece = piecesOf(g);
  grids.set(terrain, g);
  return g;
}

/** Labels the connected pieces of open ground, stepping as the search does (openings included). */
function piecesOf(g: RouteGrid): Int32Array {
  const piece = new Int32Array(CELLS).fill(-1);
  const stack = new Int32Array(CELLS);
  const { rate, openFirst, openIds } = g;
  let label = 0;
  for (let c0 = 0; c0 < CELLS; c0++) {
    if (piece[c0] !== -1 || rate[c0] === Infinity) continue;
    piece[c0] = label;
    let top = 0;
    stack[top++] = c0;
    while (top > 0) {
      const c = stack[--top]!;
      // The same open steps the route search takes (worked out once per cell and kept for it).
      const open = stepsAt(g, c);
      for (let k = 0; k < 8; k++) {
        if (!(open & (1 << k))) continue;
        const n = c + DY[k]! * N + DX[k]!;
        if (piece[n] !== -1) continue;
        piece[n] = label;
        stack[top++] = n;
      }
      for (let q = openFirst[c]!, qEnd = openFirst[c + 1]!; q < qEnd; q++) {
        const o = g.openings[openIds[q]!]!;
        const n = o.cellIn === c ? o.cellOut : o.cellIn;
        if (piece[n] === -1 && rate[n] !== Infinity) {
          piece[n] = label;
          stack[top++] = n;
        }
      }
    }
    label++;
  }
  return piece;
}

/** STEPS_KNOWN marks a cell whose open steps have been worked out. */
const STEPS_KNOWN = 0x100;

/** The steps open from cell c (see RouteGrid.steps), worked out the first time a search stands on it. */
function stepsAt(g: RouteGrid, c: number): number {
  const known = g.steps[c]!;
  if (known) return known;
  const { rate, region } = g;
  const ci = c % N;
  const cj = (c - ci) / N;
  const r = region[c];
  let open = STEPS_KNOWN;
  for (let k = 0; k < 8; k++) {
    const dx = DX[k]!;
    const dy = DY[k]!;
    const ni = ci + dx;
    const nj = cj + dy;
    if (ni < 0 || nj < 0 || ni >= N || nj >= N) continue;
    const n = nj * N + ni;
    if (rate[n] === Infinity || region[n] !== r) continue;
    if (dx !== 0 && dy !== 0) {
      const a = cj * N + ni;
      const b = nj * N + ci;
      if (rate[a] === Infinity || region[a] !== r || rate[b] === Infinity || region[b] !== r) continue;
    }
    open |= 1 << k;
  }
  g.steps[c] = open;
  return open;
}

const DX = Int8Array.from([1, -1, 0, 0, 1, 1, -1, -1]);
const DY = Int8Array.from([0, 0, 1, -1, 1, -1, 1, -1]);

/** Whether a route can join the two points (their own cells, or the nearest open ones when closed). */
export function connected(terrain: readonly TerrainPiece[], a: Vec, b: Vec): boolean {
  const g = routeGrid(terrain);
  const ca = openCellNear(g, cellOf(a));
  const cb = openCellNear(g, cellOf(b));
  return ca !== undefined && cb !== undefined && g.piece[ca] === g.piece[cb];
}

/**
 * The open point of `from`'s own piece of ground nearest `to` in a straight line (`to` itself when a route
 * joins them): where to head for an enemy across deep water or beyond some other barrier no route crosses.
 */
export function closestReachable(terrain: readonly TerrainPiece[], from: Vec, to: Vec): Vec | undefined {
  const g = routeGrid(terrain);
  const start = openCellNear(g, cellOf(from));
  if (start === undefined) return undefined;
  const piece = g.piece[start]!;
  let best: number | undefined;
  let bd = Infinity;
  for (let c = 0; c < CELLS; c++) {
    if (g.piece[c] !== piece) continue;
    const p = centreOf(c);
    const d = Math.hypot(p[0] - to[0], p[1] - to[1]);
    if (d < bd - 1e-9) {
      bd = d;
      best = c;
    }
  }
  return best === undefined ? undefined : centreOf(best);
}

function openCellNear(g: RouteGrid, c: number): number | undefined {
  return g.rate[c] !== Infinity ? c : nearestOpenCell(g, c);
}

/**
 * A binary heap of cell numbers keyed by f-score, in typed arrays kept from search to search (a route is
 * asked for very often). Sifting moves a hole rather than swapping, which makes the very same comparisons
 * and leaves the very same order as swapping would (ties included).
 */
class Heap {
  private items = new Int32Array(4096);
  private keys = new Float64Array(4096);
  size = 0;
  clear(): void {
    this.size = 0;
  }
  push(item: number, key: number): void {
    if (this.size === this.items.length) {
      const items = new Int32Array(this.size * 2);
      const keys = new Float64Array(this.size * 2);
      items.set(this.items);
      keys.set(this.keys);
      this.items = items;
      this.keys = keys;
    }
    const items = this.items;
    const keys = this.keys;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p]! <= key) break;
      items[i] = items[p]!;
      keys[i] = keys[p]!;
      i = p;
    }
    items[i] = item;
    keys[i] = key;
  }
  pop(): number {
    const items = this.items;
    const keys = this.keys;
    const top = items[0]!;
    const n = --this.size;
    if (n) {
      const lastI = items[n]!;
      const lastK = keys[n]!;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        let mk = lastK;
        if (l < n && keys[l]! < mk) {
          m = l;
          mk = keys[l]!;
        }
        if (r < n && keys[r]! < mk) {
          m = r;
          mk = keys[r]!;
        }
        if (m === i) break;
        items[i] = items[m]!;
        keys[i] = mk;
        i = m;
      }
      items[i] = lastI;
      keys[i] = lastK;
    }
    return top;
  }
}

const heap = new Heap();

/** Step length in inches for each of the eight neighbour directions (DX, DY). */
const STEP_LEN = Float64Array.from([1, 1, 1, 1, Math.SQRT2, Math.SQRT2, Math.SQRT2, Math.SQRT2].map((l) => l * CELL));

/**
 * The search's working arrays, made once (a route is asked for very often). Rather than clearing them for
 * each search, a cell's score counts only when `seen` holds this search's number, and it is finished
 * only when `done` does; `came` and `via` (-1: a grid step, else the opening used) are read only for
 * cells this search reached.
 */
const work = {
  gScore: new Float64Array(CELLS),
  came: new Int32Array(CELLS),
  via: new Int32Array(CELLS),
  seen: new Uint32Array(CELLS),
  done: new Uint32Array(CELLS),
  gen: 0,
};
function scratch(): typeof work {
  if (++work.gen >= 0xffffffff) {
    work.seen.fill(0);
    work.done.fill(0);
    work.gen = 1;
  }
  return work;
}

/**
 * A walkable route from `from` to `to` as a polyline (first point `from`), or undefined when the grid
 * knows no way. A goal on a closed cell is replaced by the nearest open cell of the same building or ground.
 */
export function findRoute(terrain: readonly TerrainPiece[], from: Vec, to: Vec): Vec[] | undefined {
  return routeOn(routeGrid(terrain), from, to);
}

/** Where in a cell (from its centre) stopGrid looks for ground a figure may stop on, when it looks round the centre. */
const STOP_SAMPLES = [0, -0.2, 0.2];
const stopGrids = [
  new WeakMap<readonly TerrainPiece[], RouteGrid>(),
  new WeakMap<readonly TerrainPiece[], RouteGrid>(),
];

/**
 * The route grid with every cell closed where no figure could end a move: a road through impassable
 * ground (where it may stop, spots.ts mayEndMove) stays open, an alley between buildings narrower than a
 * base or a sliver beside a wall is closed. Fords stay open (a move stops at the water's edge and wades on
 * next time). A route on it can be walked a bound at a time, stopping anywhere along it; the plain grid's
 * cheapest way may lead through such a corridor, which no bound can end in, so a figure that only ever
 * takes that way never gets through (skirmishes "fresh8-18" and "fresh9-411"). `round`: a cell stays
 * open if a figure may stop anywhere near its centre, not only on it (a sliver between impassable ground
 * and the table's edge can be narrower than a cell and miss its centre).
 */
function stopGrid(terrain: readonly TerrainPiece[], round: boolean): RouteGrid {
  const cache = stopGrids[round ? 1 : 0]!;
  const hit = cache.get(terrain);
  if (hit) return hit;
  const base = routeGrid(terrain);
  const rate = Float64Array.from(base.rate);
  const samples = round ? STOP_SAMPLES : [0];
  const stopsIn = (c: number) => {
    const [x, y] = centreOf(c);
    for (const dy of samples) for (const dx of samples) if (mayEndMove(terrain, [x + dx, y + dy])) return true;
    return false;
  };
  // An opening's two cells stay open though nobody may stop on them, so that a route can pass through it;
  // but only where ground on the same side of the wall, on the cell or beside it, is ground a move can end
  // on. A window facing another building's window across a gap narrower than a base otherwise led a route
  // from one building into the other that no bound could end in: 4" a window, 8" for the two, a whole
  // move (app soak case 86000299: attackers at one window of a Defend, turn after turn).
  const landing = (c: number): boolean => {
    if (stopsIn(c)) return true;
    const i = c % N;
    const j = (c - i) / N;
    for (let k = 0; k < 8; k++) {
      const a = i + DX[k]!;
      const b = j + DY[k]!;
      if (a < 0 || b < 0 || a >= N || b >= N) continue;
      const n = b * N + a;
      if (base.region[n] === base.region[c] && base.rate[n] !== Infinity && stopsIn(n)) return true;
    }
    return false;
  };
  const keep = new Uint8Array(CELLS);
  for (const o of base.openings) if (landing(o.cellIn) && landing(o.cellOut)) keep[o.cellIn] = keep[o.cellOut] = 1;
  for (let c = 0; c < CELLS; c++)
    if (rate[c] !== Infinity && rate[c] !== FORD_RATE && !keep[c] && !stopsIn(c)) rate[c] = Infinity;
  const g: RouteGrid = { ...base, rate, steps: new Uint16Array(CELLS), piece: new Int32Array(0) };
  g.piece = piecesOf(g);
  cache.set(terrain, g);
  return g;
}

/**
 * A route as findRoute makes it, but only over ground where a figure may stop (see stopGrid): cells
 * judged by their centres first; failing that, by the ground round them (which finds slivers, but can
 * leave a figure's own cell an island cut off from the ground around it, so it comes second).
 */
export function findStopRoute(terrain: readonly TerrainPiece[], from: Vec, to: Vec): Vec[] | undefined {
  return stopRouteOn(stopGrid(terrain, false), from, to) ?? stopRouteOn(stopGrid(terrain, true), from, to);
}

/**
 * routeOn, but from a closed cell (a figure where an alley meets another, on a spot no cell's centre
 * shares) by way of the nearest open cell: the search only steps onto open cells, and a closed start
 * ringed by closed cells would find none.
 */
function stopRouteOn(g: RouteGrid, from: Vec, to: Vec): Vec[] | undefined {
  const c = cellOf(from);
  if (g.rate[c] !== Infinity) return routeOn(g, from, to);
  const near = nearestOpenCell(g, c);
  if (near === undefined) return undefined;
  const rest = routeOn(g, centreOf(near), to);
  return rest && [from, ...rest];
}

function routeOn(g: RouteGrid, from: Vec, to: Vec): Vec[] | undefined {
  const start = cellOf(from);
  let goal = cellOf(to);
  let goalPoint = to;
  if (g.rate[goal] === Infinity) {
    const alt = nearestOpenCell(g, goal);
    if (alt === undefined) return undefined;
    goal = alt;
    goalPoint = centreOf(alt);
  }
  if (start === goal) return [from, goalPoint];
  const startPiece = g.piece[openCellNear(g, start) ?? start];
  if (startPiece === undefined || startPiece < 0 || startPiece !== g.piece[goal]) return undefined;
  const { gScore, came, via, seen, done, gen } = scratch();
  const gx = goal % N;
  const gy = Math.floor(goal / N);
  // The heuristic, written out where it is used: the octile distance to the goal, in inches.
  const D = Math.SQRT2 - 1;
  {
    const dx = Math.abs((start % N) - gx);
    const dy = Math.abs(Math.floor(start / N) - gy);
    heap.clear();
    gScore[start] = 0;
    seen[start] = gen;
    heap.push(start, (Math.max(dx, dy) + D * Math.min(dx, dy)) * CELL);
  }
  const { rate, openings, openFirst: first, openIds: ids } = g;
  while (heap.size) {
    const c = heap.pop();
    if (done[c] === gen) continue;
    done[c] = gen;
    if (c === goal) break;
    const ci = c % N;
    const cj = (c - ci) / N;
    const here = c === start ? 1 : rate[c]!;
    const gc = gScore[c]!;
    const open = stepsAt(g, c);
    for (let k = 0; k < 8; k++) {
      if (((open >> k) & 1) === 0) continue;
      const ni = ci + DX[k]!;
      const nj = cj + DY[k]!;
      const n = nj * N + ni;
      const cost = gc + (STEP_LEN[k]! * (here + rate[n]!)) / 2;
      if (cost < (seen[n] === gen ? gScore[n]! : Infinity)) {
        gScore[n] = cost;
        seen[n] = gen;
        came[n] = c;
        via[n] = -1;
        const hx = Math.abs(ni - gx);
        const hy = Math.abs(nj - gy);
        heap.push(n, cost + (Math.max(hx, hy) + D * Math.min(hx, hy)) * CELL);
      }
    }
    for (let q = first[c]!, qEnd = first[c + 1]!; q < qEnd; q++) {
      const id = ids[q]!;
      const o = openings[id]!;
      const n = o.cellIn === c ? o.cellOut : o.cellOut === c ? o.cellIn : -1;
      if (n < 0) continue;
      const cost = gc + 2 * THROUGH + o.cost + 1;
      if (cost < (seen[n] === gen ? gScore[n]! : Infinity)) {
        gScore[n] = cost;
        seen[n] = gen;
        came[n] = c;
        via[n] = id;
        const ni = n % N;
        const hx = Math.abs(ni - gx);
        const hy = Math.abs(Math.floor(n / N) - gy);
        heap.push(n, cost + (Math.max(hx, hy) + D * Math.min(hx, hy)) * CELL);
      }
    }
  }
  if (done[goal] !== gen) return undefined;
  // Walk back, then straighten each stretch between openings.
  const pieces: Vec[][] = [[]];
  let c = goal;
  pieces[0]!.push(goalPoint);
  while (c !== start) {
    const o = via[c]!;
    const prev = came[c]!;
    if (o >= 0) {
      const op = g.openings[o]!;
      const [near, far] = op.cellIn === c ? [op.inside, op.outside] : [op.outside, op.inside];
      pieces[pieces.length - 1]!.push(near);
      pieces.push([far]);
    } else if (prev !== start) pieces[pieces.length - 1]!.push(centreOf(prev));
    c = prev;
  }
  pieces[pieces.length - 1]!.push(from);
  const out: Vec[] = [];
  for (let k = pieces.length - 1; k >= 0; k--) {
    const stretch = straighten(g, pieces[k]!.reverse());
    // An indexed loop, not for-of: the stretches' points come as arrays of more than one kind (whole and
    // fractional numbers), and V8's optimised for-of was seen to bail out here on 233 of 275 calls in a run.
    for (let q = 0; q < stretch.length; q++) {
      const p = stretch[q]!;
      if (!out.length || Math.hypot(out[out.length - 1]![0] - p[0], out[out.length - 1]![1] - p[1]) > 1e-9) out.push(p);
    }
  }
  return out;
}

function nearestOpenCell(g: RouteGrid, c: number): number | undefined {
  const ci = c % N;
  const cj = Math.floor(c / N);
  for (let r = 1; r < 6 * RES; r++) {
    let best: number | undefined;
    let bd = Infinity;
    for (let dj = -r; dj <= r; dj++) {
      for (let di = -r; di <= r; di++) {
        if (Math.max(Math.abs(di), Math.abs(dj)) !== r) continue;
        const i = ci + di,
          j = cj + dj;
        if (i < 0 || j < 0 || i >= N || j >= N) continue;
        const n = j * N + i;
        if (g.rate[n] === Infinity || g.region[n] !== g.region[c]) continue;
        const d = di * di + dj * dj;
        if (d < bd) {
          bd = d;
          best = n;
        }
      }
    }
    if (best !== undefined) return best;
  }
  return undefined;
}

/** Whether the straight line a→b stays on open cells of one region, at no dearer ground than its ends. */
function clearLine(g: RouteGrid, a: Vec, b: Vec): boolean {
  const ax = a[0],
    ay = a[1],
    bx = b[0],
    by = b[1];
  const len = Math.hypot(bx - ax, by - ay);
  const n = Math.ceil(len / (CELL / 2));
  const ca = cellOf(a);
  const cb = cellOf(b);
  const r0 = g.region[ca];
  const ra = g.rate[ca]!;
  const rb = g.rate[cb]!;
  const worst = Math.max(ra === Infinity ? 1 : ra, rb === Infinity ? 1 : rb);
  const { region, rate } = g;
  // Each sample's cell as cellOf finds it, without making the point.
  for (let k = 1; k < n; k++) {
    const i = Math.min(N - 1, Math.max(0, Math.floor((ax + ((bx - ax) * k) / n) * RES)));
    const j = Math.min(N - 1, Math.max(0, Math.floor((ay + ((by - ay) * k) / n) * RES)));
    const c = j * N + i;
    if (region[c] !== r0 || rate[c]! > worst) return false;
  }
  return true;
}

/** Greedy string pulling: from each kept point jump to the farthest later point in a clear line. */
function straighten(g: RouteGrid, pts: Vec[]): Vec[] {
  if (pts.length <= 2) return pts;
  const out: Vec[] = [pts[0]!];
  let i = 0;
  while (i < pts.length - 1) {
    let j = pts.length - 1;
    while (j > i + 1 && !clearLine(g, pts[i]!, pts[j]!)) j--;
    out.push(pts[j]!);
    i = j;
  }
  return out;
}

/** Whether the route grid counts the point's cell as open ground. */
export function openAt(terrain: readonly TerrainPiece[], p: Vec): boolean {
  return routeGrid(terrain).rate[cellOf(p)] !== Infinity;
}
