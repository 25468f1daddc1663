// Movement along a path over terrain (book pp. 10, 24-26, RULINGS "Turn, activation, actions"):
// how far a figure gets with its allowance, what each stretch cost and why it stopped. The path is cut
// at every terrain boundary it crosses and at least every 0.25", so no transition is missed, and each
// piece is costed by the ground under its middle. Terrain is plain polygons; no LOS is needed here.
import {
  BASE_RADIUS,
  DEFAULT_TABLE,
  onTableOf,
  TABLE_SIZE,
  type Opening,
  type Polygon,
  type TableSize,
  type TerrainPiece,
  type Vec,
} from './shapes';
import {
  type Box,
  boxOf,
  boxesTouch,
  cross,
  dist,
  distToPolygon,
  distToPolygonEdge,
  distToSegment,
  dot,
  EPS,
  lerp,
  pointInPolygon,
  r3,
  r3v,
  segmentCrossT,
  sub,
} from './vec';

export const NORMAL_MOVE = 8;
export const FAST_MOVE_PER_DIE = 4;
/** Longest stretch costed as one piece, so every terrain transition is found (RULINGS: ≤ 0.25"). */
export const SAMPLE_STEP = 0.25;
/** A wall crossing counts as going through an opening when it is this close to the opening's point. */
export const OPENING_REACH = 0.5;
export const OPENING_COST = { door: 2, window: 4 } as const;

/** Allowance for a move: 8", plus 4" for each die passed on a Fast Move. */
export function moveAllowance(fastDicePassed = 0): number {
  return NORMAL_MOVE + FAST_MOVE_PER_DIE * fastDicePassed;
}

export const GROUNDS = [
  'open',
  'hill',
  'road',
  'woods',
  'rocky',
  'ford',
  'bridge',
  'building',
  'roadImpassable',
] as const;
export type Ground = (typeof GROUNDS)[number];

/** Inches of allowance per inch moved, and the words for the log. */
const GROUND_RATE: Record<Ground, { rate: number; words: string }> = {
  open: { rate: 1, words: 'open ground: normal speed' },
  hill: { rate: 1, words: 'hill: normal speed on foot' },
  road: { rate: 1, words: 'road: normal speed, whatever it runs through' },
  woods: { rate: 2, words: 'woods: half speed off road (2" per inch)' },
  rocky: { rate: 2, words: 'rocky ground: half speed off road (2" per inch)' },
  ford: { rate: 1, words: 'wading the ford: normal speed once it stopped at the water' },
  bridge: { rate: 1, words: 'bridge: the road carries it over the water' },
  building: { rate: 1, words: 'inside the building: normal speed' },
  roadImpassable: { rate: 4, words: 'road through impassable ground: quarter speed (4" per inch)' },
};

export const STOP_REASONS = [
  'complete',
  'allowance',
  'ford',
  'deepWater',
  'impassable',
  'wall',
  'buildingWall',
  'opening',
  'tableEdge',
] as const;
export type StopReason = (typeof STOP_REASONS)[number];

export interface MoveLeg {
  kind: 'ground' | 'opening' | 'standUp' | 'extra';
  ground?: Ground;
  /** The terrain piece that set the cost (woods id, building id, ...), when there is one. */
  pieceId?: string;
  from: Vec;
  to: Vec;
  /** Inches travelled on the table (0 for costs paid in place). */
  length: number;
  /** Allowance per inch travelled (ground legs only). */
  costPerInch?: number;
  /** Inches of allowance spent. */
  cost: number;
  reason: string;
  /** Which kind of opening an opening leg went through. */
  opening?: Opening['kind'];
}

export interface MoveOptions {
  /** Inches available: moveAllowance(...) or anything the caller decides. */
  allowance: number;
  terrain: readonly TerrainPiece[];
  /** Starting prone and standing up first: costs half the allowance. */
  standUp?: boolean;
  /** Other costs paid before moving (e.g. readying a grenade: half the move). */
  extraCosts?: readonly { inches: number; reason: string }[];
  /** Defaults to SAMPLE_STEP. */
  step?: number;
  /** The table (or a square table's side); null lets the path run off the table. Defaults to 36" x 36". */
  tableSize?: TableSize | number | null;
}

export interface MoveResult {
  /** The part of the path actually travelled: start, the corners passed, the stop point. */
  path: Vec[];
  at: Vec;
  distance: number;
  used: number;
  allowance: number;
  left: number;
  complete: boolean;
  stopped: StopReason;
  legs: MoveLeg[];
  reason: string;
}

type Prepared = {
  roads: Area[];
  woods: Area[];
  rocky: Area[];
  hills: Area[];
  water: Area[];
  impassable: Area[];
  buildings: (Area & { openings: readonly Opening[] })[];
  tallWalls: { id: string; line: readonly Vec[]; box: Box }[];
  edged: { poly: Polygon; box: Box }[];
  /** Half-inch cells of the table touched by no area's box: ground there is open without a polygon test. */
  open: Uint8Array;
};

/** The table a move keeps to: the option as given, a square for a number, null for none. */
export function tableOption(t: TableSize | number | null | undefined): TableSize | null {
  if (t === undefined) return DEFAULT_TABLE;
  if (typeof t === 'number') return { width: t, height: t };
  return t;
}

/** Cells per inch of Prepared.open, and cells per side of its grid (the default table; beyond it, ground is looked up). */
const OPEN_RES = 2;
const OPEN_SIDE = TABLE_SIZE * OPEN_RES;

/** Marks the cells no area box touches (a point in a box lies in a cell the box's corners span). */
function openCells(areas: readonly Area[]): Uint8Array {
  const open = new Uint8Array(OPEN_SIDE * OPEN_SIDE).fill(1);
  const cell = (v: number) => Math.min(OPEN_SIDE - 1, Math.max(0, Math.floor(v * OPEN_RES)));
  for (const a of areas) {
    const c0 = cell(a.box.minX),
      c1 = cell(a.box.maxX),
      r0 = cell(a.box.minY),
      r1 = cell(a.box.maxY);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) open[r * OPEN_SIDE + c] = 0;
  }
  return open;
}
type Area = { id: string; poly: Polygon; box: Box; fordable: boolean };

const preparedCache = new WeakMap<readonly TerrainPiece[], Prepared>();

function prepare(terrain: readonly TerrainPiece[]): Prepared {
  const hit = preparedCache.get(terrain);
  if (hit) return hit;
  const p: Prepared = {
    roads: [],
    woods: [],
    rocky: [],
    hills: [],
    water: [],
    impassable: [],
    buildings: [],
    tallWalls: [],
    edged: [],
    open: new Uint8Array(0),
  };
  for (const t of terrain) {
    if (t.type === 'wall') {
      if (t.tall) p.tallWalls.push({ id: t.id, line: t.line, box: boxOf(t.line) });
      continue;
    }
    if (t.type === 'fence') continue;
    const area: Area = {
      id: t.id,
      poly: t.polygon,
      box: boxOf(t.polygon),
      fordable: t.type !== 'building' && t.type !== 'hill' && t.fordable === true,
    };
    if (t.type === 'building') p.buildings.push({ ...area, openings: t.openings });
    else if (t.type === 'hill') p.hills.push(area);
    else if (t.type === 'road') p.roads.push(area);
    else if (t.type === 'woods') p.woods.push(area);
    // Scrub and rubble are rough ground, a river is water, in every game that moves through them.
    else if (t.type === 'rocky' || t.type === 'scrub' || t.type === 'rubble') p.rocky.push(area);
    else if (t.type === 'water' || t.type === 'river') p.water.push(area);
    else p.impassable.push(area);
    if (t.type !== 'hill') p.edged.push({ poly: area.poly, box: area.box });
  }
  p.open = openCells([...p.roads, ...p.woods, ...p.rocky, ...p.hills, ...p.water, ...p.impassable, ...p.buildings]);
  preparedCache.set(terrain, p);
  return p;
}

function inBox(b: Box, q: Vec): boolean {
  return q[0] >= b.minX && q[0] <= b.maxX && q[1] >= b.minY && q[1] <= b.maxY;
}

/** Is q within `m` of the box? */
function nearBox(b: Box, q: Vec, m: number): boolean {
  return q[0] >= b.minX - m && q[0] <= b.maxX + m && q[1] >= b.minY - m && q[1] <= b.maxY + m;
}

function firstIn(list: readonly Area[], q: Vec): Area | undefined {
  for (const a of list) if (inBox(a.box, q) && pointInPolygon(q, a.poly)) return a;
  return undefined;
}

interface Here {
  ground: Ground;
  pieceId?: string;
  building?: Prepared['buildings'][number];
  water?: Area;
  impassable?: Area;
}

/** Open ground, shared: nobody changes a Here. */
const OPEN_GROUND: Here = { ground: 'open' };

/** The ground under one point; a road wins over whatever it crosses, a building over the rest. */
function groundAt(p: Prepared, q: Vec): Here {
  const x = q[0],
    y = q[1];
  // Pieces are only inside their boxes: a cell no box touches is open ground (most of a table).
  if (
    x >= 0 &&
    y >= 0 &&
    x < TABLE_SIZE &&
    y < TABLE_SIZE &&
    p.open[Math.floor(y * OPEN_RES) * OPEN_SIDE + Math.floor(x * OPEN_RES)] === 1
  )
    return OPEN_GROUND;
  const road = firstIn(p.roads, q);
  const water = firstIn(p.water, q);
  const impassable = firstIn(p.impassable, q);
  const building = firstIn(p.buildings, q) as Prepared['buildings'][number] | undefined;
  if (building) return { ground: 'building', pieceId: building.id, building };
  if (road) {
    if (impassable) return { ground: 'roadImpassable', pieceId: impassable.id };
    if (water) return { ground: 'bridge', pieceId: road.id };
    return { ground: 'road', pieceId: road.id };
  }
  if (water) return { ground: 'ford', pieceId: water.id, water };
  if (impassable) return { ground: 'open', pieceId: impassable.id, impassable };
  const woods = firstIn(p.woods, q);
  if (woods) return { ground: 'woods', pieceId: woods.id };
  const rocky = firstIn(p.rocky, q);
  if (rocky) return { ground: 'rocky', pieceId: rocky.id };
  const hill = firstIn(p.hills, q);
  if (hill) return { ground: 'hill', pieceId: hill.id };
  return OPEN_GROUND;
}

type Step =
  | { kind: 'ground'; from: Vec; to: Vec; len: number; rate: number; ground: Ground; pieceId?: string }
  | {
      kind: 'opening' | 'standUp' | 'extra';
      at: Vec;
      cost: number;
      reason: string;
      pieceId?: string;
      opening?: Opening['kind'];
    };

/** Walk `path` spending `allowance` over `terrain`. Never throws: a blocked path just stops early. */
export function moveAlongPath(path: readonly Vec[], opts: MoveOptions): MoveResult {
  const w = walk(path, opts, true);
  return buildResult(w.start, w.steps, opts.allowance, w.stopped, w.detail);
}

/** moveAlongPath(path, opts).path alone, without the legs and words a search has no use for. */
export function walkedPath(path: readonly Vec[], opts: MoveOptions): Vec[] {
  const w = walk(path, opts, true);
  const points: Vec[] = [w.start];
  for (const st of w.steps) if (st.kind === 'ground') pushPoint(points, st.to);
  return points.map(r3v);
}

interface Walked {
  start: Vec;
  steps: Step[];
  stopped: StopReason;
  detail: string;
}

/**
 * The walk itself. With `sample` off the path is cut only where it crosses terrain edges, which gives the
 * same costs (the ground is constant between crossings) for searches that only need the total.
 */
function walk(path: readonly Vec[], opts: MoveOptions, sample: boolean): Walked {
  const allowance = opts.allowance;
  const step = opts.step && opts.step > 0 ? Math.min(opts.step, SAMPLE_STEP) : SAMPLE_STEP;
  const table = tableOption(opts.tableSize);
  const prep = prepare(opts.terrain);
  const start: Vec = path[0] ?? [0, 0];
  const steps: Step[] = [];
  let remaining = allowance;
  // The impassable ground the figure stands in off a road (on the road it is on the road's ground): the walk
  // may cross that piece to leave it, never enter another, nor step off the road into the one it is on.
  let impassable = groundAt(prep, start).impassable;
  const caughtIn = impassable;

  const finish = (stopped: StopReason, detail: string, backOff: boolean): Walked => {
    if (backOff) trimBack(steps, BASE_RADIUS);
    // A figure somehow inside impassable ground, off any road, may walk out of it, but only out: a walk
    // ending inside it still is no move (nor one that only stops there for want of inches).
    if (caughtIn && (stopped === 'complete' || stopped === 'allowance')) {
      const end = steps.length ? steps[steps.length - 1]! : undefined;
      const at = end?.kind === 'ground' ? end.to : start;
      if (groundAt(prep, at).impassable?.id === caughtIn.id)
        return { start, steps, stopped: 'impassable', detail: caughtText(caughtIn.id) };
    }
    return { start, steps, stopped, detail };
  };

  if (opts.standUp) {
    const cost = Number.isFinite(allowance) ? allowance / 2 : NORMAL_MOVE / 2;
    steps.push({ kind: 'standUp', at: start, cost, reason: `standing up from prone: half the move (${r3(cost)}")` });
    remaining -= cost;
  }
  for (const extra of opts.extraCosts ?? []) {
    steps.push({ kind: 'extra', at: start, cost: extra.inches, reason: extra.reason });
    remaining -= extra.inches;
  }
  if (remaining < -EPS) return finish('allowance', 'nothing left to move with after the costs paid first', false);

  let building = firstIn(prep.buildings, start) as Prepared['buildings'][number] | undefined;
  let water = firstIn(prep.water, start);
  // A figure already at the water's edge stopped there last time and may now wade across (asked only when
  // the walk meets water, and only of streams whose box comes that close).
  let fordable: Set<string> | undefined;
  const atEdgeOf = (w: Area) => {
    fordable ??= new Set(
      prep.water
        .filter(
          (x) =>
            x.fordable &&
            nearBox(x.box, start, BASE_RADIUS + EPS + 1e-6) &&
            distToPolygon(start, x.poly) <= BASE_RADIUS + EPS,
        )
        .map((x) => x.id),
    );
    return fordable.has(w.id);
  };
  // Starting in the water counts as this move's crossing of that stream.
  const waded = new Set<string>(water ? [water.id] : []);
  // Each piece's middle, for the ground look-up only (nothing keeps it): one array for the whole walk.
  const mid: [number, number] = [0, 0];

  for (let s = 1; s < path.length; s++) {
    const a = path[s - 1]!;
    const b = path[s]!;
    const L = dist(a, b);
    if (L < EPS) continue;
    const segBox = boxOf([a, b]);
    // A piece starts where the one before ended: the same point, worked out once.
    let lastT = NaN;
    let lastP: Vec = a;
    const ts: number[] = [0, 1];
    const n = sample ? Math.ceil(L / step - EPS) : 1;
    for (let k = 1; k < n; k++) ts.push(k / n);
    for (const e of prep.edged) {
      if (!boxesTouch(segBox, e.box, EPS)) continue;
      for (let i = 0; i < e.poly.length; i++) {
        const t = segmentCrossT(a, b, e.poly[i]!, e.poly[(i + 1) % e.poly.length]!);
        if (t !== null) ts.push(t);
      }
    }
    let blockT = Infinity;
    let blockId = '';
    for (const w of prep.tallWalls) {
      if (!boxesTouch(segBox, w.box, EPS)) continue;
      for (let i = 1; i < w.line.length; i++) {
        const t = segmentCrossT(a, b, w.line[i - 1]!, w.line[i]!);
        // Standing on the wall line at the very start does not trap the figure.
        if (t !== null && !(s === 1 && t < EPS) && t < blockT) {
          blockT = t;
          blockId = w.id;
        }
      }
    }
    if (table !== null) {
      // Where the stretch crosses the table's edges: x = 0, x = width, y = 0, y = height, in that order.
      for (let axis = 0; axis < 2; axis++) {
        const ax = a[axis]!,
          bx = b[axis]!;
        if (Math.abs(bx - ax) <= EPS) continue;
        const t0 = (0 - ax) / (bx - ax),
          t1 = ((axis === 0 ? table.width : table.height) - ax) / (bx - ax);
        if (t0 > 0 && t0 < 1) ts.push(t0);
        if (t1 > 0 && t1 < 1) ts.push(t1);
      }
    }
    if (blockT < Infinity) ts.push(blockT);
    ts.sort((x, y) => x - y);

    for (let i = 1; i < ts.length; i++) {
      const t0 = ts[i - 1]!;
      const t1 = ts[i]!;
      if (t1 - t0 < EPS) continue;
      const p0 = t0 === lastT ? lastP : lerp(a, b, t0);
      const p1 = lerp(a, b, t1);
      lastT = t1;
      lastP = p1;
      if (t0 >= blockT - EPS) return finish('wall', `a wall too tall to cross (${blockId}) is in the way`, true);
      // lerp(a, b, (t0 + t1) / 2), written into the walk's one middle point.
      const tm = (t0 + t1) / 2;
      mid[0] = a[0] + (b[0] - a[0]) * tm;
      mid[1] = a[1] + (b[1] - a[1]) * tm;
      if (table !== null && !onTableOf(table, mid)) {
        return finish('tableEdge', 'reached the table edge', false);
      }
      const here = groundAt(prep, mid);

      // Through a building's wall: only at a door or window, paying for it.
      if (here.building?.id !== building?.id) {
        for (const [b2, verb] of [
          [building, 'leaving'],
          [here.building, 'entering'],
        ] as const) {
          if (!b2) continue;
          const opening = nearestOpening(b2.openings, p0);
          if (!opening)
            return finish('buildingWall', `${verb} building ${b2.id} needs a door or window; there is none here`, true);
          const cost = OPENING_COST[opening.kind];
          if (remaining + EPS < cost) {
            return finish(
              'opening',
              `${verb} building ${b2.id} through a ${opening.kind} costs ${cost}"; only ${r3(Math.max(0, remaining))}" left`,
              true,
            );
          }
          remaining -= cost;
          steps.push({
            kind: 'opening',
            at: p0,
            cost,
            pieceId: b2.id,
            opening: opening.kind,
            reason: `${verb} building ${b2.id} through a ${opening.kind}: ${cost}"`,
          });
        }
        building = here.building;
      }

      if (here.impassable && here.impassable.id !== impassable?.id) {
        return finish('impassable', `impassable ground (${here.impassable.id}) can only be crossed on a road`, true);
      }
      impassable = here.impassable;

      if (here.water && here.water.id !== water?.id) {
        const w = here.water;
        if (!w.fordable) return finish('deepWater', `deep water (${w.id}) can only be crossed by a bridge`, true);
        if (!atEdgeOf(w) || waded.has(w.id)) {
          return finish('ford', `reached the ford (${w.id}): stops at the water, wades across next activation`, false);
        }
        waded.add(w.id);
      }
      water = here.water;

      const rate = GROUND_RATE[here.ground].rate;
      const len = t1 * L - t0 * L;
      if (remaining + EPS >= len * rate) {
        remaining -= len * rate;
        pushGround(steps, p0, p1, len, rate, here);
        continue;
      }
      const part = Math.max(0, remaining / rate);
      if (part > EPS) {
        const stopAt = lerp(p0, p1, part / len);
        pushGround(steps, p0, stopAt, part, rate, here);
      }
      return finish('allowance', 'used all of its movement', false);
    }
  }
  return finish('complete', 'reached the end of its path', false);
}

/** Why a walk that starts inside impassable ground off a road and ends there is no move (CAUGHT_START opens it). */
export const CAUGHT_START = 'a figure inside impassable ground';
function caughtText(id: string): string {
  return `${CAUGHT_START} (${id}) may only walk out of it, and this path ends inside`;
}

function pushGround(steps: Step[], from: Vec, to: Vec, len: number, rate: number, here: Here): void {
  steps.push(
    here.pieceId === undefined
      ? { kind: 'ground', from, to, len, rate, ground: here.ground }
      : { kind: 'ground', from, to, len, rate, ground: here.ground, pieceId: here.pieceId },
  );
}

function nearestOpening(openings: readonly Opening[], p: Vec): Opening | undefined {
  let best: Opening | undefined;
  let bestD = OPENING_REACH + EPS;
  for (const o of openings) {
    const d = dist(o.at, p);
    // Doors first on an exact tie: a careful player steps through the cheaper opening.
    if (d < bestD - EPS || (best && Math.abs(d - bestD) <= EPS && o.kind === 'door' && best.kind === 'window')) {
      best = o;
      bestD = d;
    }
  }
  return best;
}

/** Pull the stop point back along ground already walked so the base does not overlap what blocked it. */
function trimBack(steps: Step[], amount: number): void {
  let left = amount;
  while (left > EPS && steps.length > 0) {
    const last = steps[steps.length - 1]!;
    if (last.kind !== 'ground') return;
    if (last.len <= left + EPS) {
      steps.pop();
      left -= last.len;
      continue;
    }
    const keep = last.len - left;
    steps[steps.length - 1] = { ...last, to: lerp(last.from, last.to, keep / last.len), len: keep };
    return;
  }
}

function buildResult(
  start: Vec,
  steps: readonly Step[],
  allowance: number,
  stopped: StopReason,
  detail: string,
): MoveResult {
  const legs: MoveLeg[] = [];
  let used = 0;
  let distance = 0;
  const points: Vec[] = [start];
  for (const st of steps) {
    if (st.kind !== 'ground') {
      used += st.cost;
      const leg: MoveLeg = {
        kind: st.kind,
        from: r3v(st.at),
        to: r3v(st.at),
        length: 0,
        cost: r3(st.cost),
        reason: st.reason,
      };
      if (st.pieceId !== undefined) leg.pieceId = st.pieceId;
      if (st.opening !== undefined) leg.opening = st.opening;
      legs.push(leg);
      continue;
    }
    used += st.len * st.rate;
    distance += st.len;
    pushPoint(points, st.to);
    const prev = legs[legs.length - 1];
    if (
      prev &&
      prev.kind === 'ground' &&
      prev.ground === st.ground &&
      prev.pieceId === st.pieceId &&
      prev.costPerInch === st.rate
    ) {
      prev.to = r3v(st.to);
      prev.length += st.len;
      prev.cost += st.len * st.rate;
      continue;
    }
    const where = st.pieceId && st.ground !== 'open' ? ` (${st.pieceId})` : '';
    const leg: MoveLeg = {
      kind: 'ground',
      ground: st.ground,
      from: r3v(st.from),
      to: r3v(st.to),
      length: st.len,
      costPerInch: st.rate,
      cost: st.len * st.rate,
      reason: GROUND_RATE[st.ground].words + where,
    };
    if (st.pieceId !== undefined) leg.pieceId = st.pieceId;
    legs.push(leg);
  }
  for (const leg of legs) {
    leg.length = r3(leg.length);
    leg.cost = r3(leg.cost);
  }
  const at = points[points.length - 1]!;
  const finite = Number.isFinite(allowance);
  return {
    path: points.map(r3v),
    at: r3v(at),
    distance: r3(distance),
    used: r3(used),
    allowance,
    left: finite ? r3(Math.max(0, allowance - used)) : allowance,
    complete: stopped === 'complete',
    stopped,
    legs,
    // Shown on the move ruler: one decimal at most (play-test 15a: "moved 4.242\" for 4.242\" of 8\"").
    reason: `${detail}: moved ${distance.toFixed(1)}" for ${used.toFixed(1)}" of ${finite ? `${allowance}"` : 'unlimited movement'}`,
  };
}

/** Add a point to a polyline, dropping the previous point when it lies straight on the way. */
function pushPoint(points: Vec[], q: Vec): void {
  const n = points.length;
  if (n >= 2) {
    const p = points[n - 2]!;
    const m = points[n - 1]!;
    const u = sub(m, p);
    const v = sub(q, m);
    if (Math.abs(cross(u, v)) < 1e-9 * (1 + Math.hypot(u[0], u[1]) * Math.hypot(v[0], v[1])) && dot(u, v) >= 0) {
      points[n - 1] = q;
      return;
    }
  }
  if (n >= 1 && dist(points[n - 1]!, q) < EPS) return;
  points.push(q);
}

/**
 * A cost function for searches (nearest cover, AI): the allowance a path needs, or Infinity when the
 * figure cannot walk it in full within `reach`.
 */
export function pathCostOver(terrain: readonly TerrainPiece[], reach = Infinity): (path: readonly Vec[]) => number {
  const prep = prepare(terrain);
  return (path) => {
    const open = openCost(prep, path, reach);
    if (open !== undefined) return open;
    if (path.length === 2 && shutOut(prep, path[0]!, path[1]!, reach)) return Infinity;
    const w = walk(path, { allowance: reach, terrain }, false);
    if (w.stopped !== 'complete') return Infinity;
    let used = 0;
    for (const st of w.steps) used += st.kind === 'ground' ? st.len * st.rate : st.cost;
    return used;
  };
}

/** How near a wall, a way's ends, or how close to parallel with it, leaves the answer to the walk. */
const SHUT_MARGIN = 1e-4;

/**
 * Whether the straight way a-b surely goes into or out of a building where the walk must stop: no door
 * or window of it near the way (most of a cover search's spots: a ring spot inside a house from a figure
 * outside it, or the other way), or one so dear that the way's length and its cheapest opening cost more
 * than `reach`. Proved only in the plain case, where the walk must cross that building's wall: a and b
 * in different buildings (or one outside), no other building near the way, both ends clear of the two's
 * walls, and no wall of the two running along the way. Anything else is false, and the walk decides.
 */
function shutOut(prep: Prepared, a: Vec, b: Vec, reach: number): boolean {
  if (prep.buildings.length === 0) return false;
  const L = dist(a, b);
  if (L < 1e-3) return false;
  const from = firstIn(prep.buildings, a) as Prepared['buildings'][number] | undefined;
  const to = firstIn(prep.buildings, b) as Prepared['buildings'][number] | undefined;
  if (from === to) return false;
  const box = boxOf([a, b]);
  for (const x of prep.buildings) if (x !== from && x !== to && boxesTouch(box, x.box, SHUT_MARGIN)) return false;
  const rx = b[0] - a[0],
    ry = b[1] - a[1];
  let noWay = true;
  for (const x of [from, to]) {
    if (!x) continue;
    if (!(distToPolygonEdge(a, x.poly) > SHUT_MARGIN) || !(distToPolygonEdge(b, x.poly) > SHUT_MARGIN)) return false;
    const n = x.poly.length;
    for (let i = 0; i < n; i++) {
      const c = x.poly[i]!,
        d = x.poly[(i + 1) % n]!;
      const sx = d[0] - c[0],
        sy = d[1] - c[1];
      const den = Math.abs(rx * sy - ry * sx);
      if (!(den > SHUT_MARGIN * L * Math.hypot(sx, sy)) || !(den > 1e-6)) return false;
    }
    for (const o of x.openings) if (!(distToSegment(o.at, a, b) > OPENING_REACH + SHUT_MARGIN)) noWay = false;
  }
  if (noWay) return true;
  // The building left (else the one entered) is surely crossed: the walk pays every inch and that opening.
  const x = (from ?? to)!;
  let cheapest = Infinity;
  for (const o of x.openings) cheapest = Math.min(cheapest, OPENING_COST[o.kind]);
  return L + cheapest > reach + SHUT_MARGIN;
}

/** shutOut over a table's terrain, for the tests: true only where the walk from a to b with `reach` must stop. */
export function shutOutOver(terrain: readonly TerrainPiece[], a: Vec, b: Vec, reach = Infinity): boolean {
  return shutOut(prepare(terrain), a, b, reach);
}

/** A stretch's box comes within EPS of one of these boxes (the walk's own test, boxesTouch with EPS). */
function touchesAny(list: readonly { box: Box }[], minX: number, minY: number, maxX: number, maxY: number): boolean {
  for (let i = 0; i < list.length; i++) {
    const b = list[i]!.box;
    if (minX - EPS <= b.maxX && b.minX <= maxX + EPS && minY - EPS <= b.maxY && b.minY <= maxY + EPS) return true;
  }
  return false;
}

/**
 * pathCostOver's answer for a path over open ground only, without the walk: every stretch inside the
 * default table and clear of every piece's box (so the walk would cut none, meet no wall, building, water
 * or rough ground, and cost each stretch its length), summed as the walk sums it. Undefined otherwise, and
 * the walk decides.
 */
function openCost(prep: Prepared, path: readonly Vec[], reach: number): number | undefined {
  if (reach < -EPS) return undefined;
  const W = DEFAULT_TABLE.width,
    H = DEFAULT_TABLE.height;
  for (let s = 0; s < path.length; s++) {
    const p = path[s]!;
    if (!(p[0] > 1e-9 && p[1] > 1e-9 && p[0] < W - 1e-9 && p[1] < H - 1e-9)) return undefined;
  }
  for (let s = 1; s < path.length; s++) {
    const a = path[s - 1]!,
      b = path[s]!;
    const minX = a[0] < b[0] ? a[0] : b[0],
      maxX = a[0] < b[0] ? b[0] : a[0],
      minY = a[1] < b[1] ? a[1] : b[1],
      maxY = a[1] < b[1] ? b[1] : a[1];
    // Hills are left out: the walk does not cut at their edges, and their ground costs what open ground does.
    if (touchesAny(prep.edged, minX, minY, maxX, maxY) || touchesAny(prep.tallWalls, minX, minY, maxX, maxY))
      return undefined;
  }
  let remaining = reach;
  let used = 0;
  for (let s = 1; s < path.length; s++) {
    // The walk's one piece per stretch (t from 0 to 1, its length 1 * L - 0 * L, which is L) at a rate of 1.
    const L = dist(path[s - 1]!, path[s]!);
    if (L < EPS) continue;
    if (!(remaining + EPS >= L)) return Infinity;
    remaining -= L;
    used += L;
  }
  return used;
}
