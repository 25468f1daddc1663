// Line of sight between two figures (RULINGS "Line of sight, cover, concealment"; book p.16, p.24, p.26).
// `canSee` is the hot path: yes/no, no allocation, early exit, per-piece box prefilter over the flat
// segment lists. `lineOfSight` runs the same scan in "explain" mode and says why, naming the first thing
// in the way along the line, for the screen and the log.
import type { Conditions, GeoFigure, Vec } from './shapes';
import { type BuildingGroup, type PreparedTerrain, insidePiece } from './prepared';
import { crossingParam, distSqPointSegment, distToSegments, segmentsTouch } from './segments';
import { type World, SIGHT, inAnyPolygon, placeOf } from './world';
import { hypot } from './vec';
import { LineMemo } from './lineMemo';

export const LOS_REASONS = [
  'clear',
  'offTable',
  'outsideArc',
  'inBuilding',
  'otherFloor',
  'range',
  'woods',
  'building',
  'crest',
  'tallWall',
  'figure',
] as const;
export type LosReason = (typeof LOS_REASONS)[number];

export interface LosResult {
  clear: boolean;
  reason: LosReason;
  /** Id of the piece or figure in the way. */
  blocker?: string;
  /** Where the line meets it, inches. */
  at?: Vec;
  /** Centre to centre, inches. */
  distance: number;
  text: string;
}

export interface LosOptions {
  /** Skip the viewer's front-arc limit (terrain-only checks, In Sight scans that turn the figure). */
  ignoreFacing?: boolean;
  /** Skip other figures' bases. */
  ignoreFigures?: boolean;
}

/** The parts of a figure sight needs; a bare point can be given as a figure with these fields. */
export type Sighter = Pick<GeoFigure, 'id' | 'at' | 'facing'> & Partial<Pick<GeoFigure, 'inBuilding' | 'offTable'>>;

/** Yes/no line of sight, as fast as it gets. */
export function canSee(world: World, viewer: Sighter, target: Sighter, options?: LosOptions): boolean {
  return scan(world, viewer, target, options, false) === CLEAR;
}

/** Line of sight with its reason, for the screen and the log. */
export function lineOfSight(world: World, viewer: Sighter, target: Sighter, options?: LosOptions): LosResult {
  const code = scan(world, viewer, target, options, true);
  return explain(code, viewer, target);
}

/** Terrain-only sight between two points (no facing, no figures): symmetric by construction. */
export function pointsSeeEachOther(world: World, a: Vec, b: Vec): boolean {
  return scan(world, point(a), point(b), TERRAIN_ONLY, false) === CLEAR;
}

const TERRAIN_ONLY: LosOptions = { ignoreFacing: true, ignoreFigures: true };
const point = (at: Vec): Sighter => ({ id: '', at, facing: 0 });

// ---- the scan -------------------------------------------------------------------------------------

const CLEAR = 0;
const CODE: readonly LosReason[] = LOS_REASONS;
const code = (r: LosReason): number => CODE.indexOf(r);
const OFF_TABLE = code('offTable'),
  OUTSIDE_ARC = code('outsideArc'),
  IN_BUILDING = code('inBuilding');
const OTHER_FLOOR = code('otherFloor'),
  RANGE = code('range'),
  WOODS = code('woods'),
  BUILDING = code('building');
const CREST = code('crest'),
  TALL_WALL = code('tallWall'),
  FIGURE = code('figure');

/** Details of the last explained block (module scratch: the scan is synchronous). */
const hit = {
  t: Infinity,
  code: CLEAR,
  blocker: '',
  x: 0,
  y: 0,
  /** For 'range': the limit and why; for 'woods' at an end: how deep; who: which end. */
  limit: 0,
  why: '',
  depth: 0,
  who: '',
};

function record(t: number, c: number, blocker: string, x: number, y: number, why = ''): void {
  if (t < hit.t) {
    hit.t = t;
    hit.code = c;
    hit.blocker = blocker;
    hit.x = x;
    hit.y = y;
    hit.why = why;
  }
}

/**
 * The terrain's part of a yes/no scan (buildings, night and weather, woods, crests, walls: all but the facing
 * and the bases), remembered per prepared terrain and conditions for a line from one point to another, both
 * ends outside any building's floors: it depends on nothing else, and the same lines are asked again and
 * again while the figures on them or beside them change (a group's links after each move). The bases
 * are still asked every time. In a Patrol 42% of these lines are answered from it. Bounded at 50,000
 * lines a table and light (about 4 MB at most; a Patrol asks about 1,100 new ones).
 */
const terrainSight = new WeakMap<PreparedTerrain, WeakMap<Conditions, LineMemo>>();
/** The last table and conditions asked about, and their memory (a game asks of one table for a long time). */
let lastTerrain: PreparedTerrain | undefined;
let lastConditions: Conditions | undefined;
let lastMemo: LineMemo | undefined;

function terrainCode(world: World, viewer: Sighter, target: Sighter): number {
  let memo = lastMemo;
  if (world.terrain !== lastTerrain || world.conditions !== lastConditions || !memo) {
    let byCond = terrainSight.get(world.terrain);
    if (!byCond) {
      byCond = new WeakMap();
      terrainSight.set(world.terrain, byCond);
    }
    memo = byCond.get(world.conditions);
    if (!memo) {
      memo = new LineMemo(50_000);
      byCond.set(world.conditions, memo);
    }
    lastTerrain = world.terrain;
    lastConditions = world.conditions;
    lastMemo = memo;
  }
  const ax = viewer.at[0],
    ay = viewer.at[1],
    bx = target.at[0],
    by = target.at[1];
  let c = memo.get(ax, ay, bx, by);
  if (c < 0) {
    c = scanAll(world, viewer, target, TERRAIN_ONLY, false);
    memo.set(ax, ay, bx, by, c);
  }
  return c;
}

/** Whether (dx, dy) lies behind the viewer's front arc. On the arc's edge counts as in front; the tolerance absorbs rounding of cos/sin. */
function behind(viewer: Sighter, dx: number, dy: number, options: LosOptions | undefined): boolean {
  if (options?.ignoreFacing) return false;
  const dist = Math.sqrt(dx * dx + dy * dy);
  if (dist === 0) return false;
  const f = (viewer.facing * Math.PI) / 180;
  return dx * Math.cos(f) + dy * Math.sin(f) < -1e-9 * dist;
}

function scan(world: World, viewer: Sighter, target: Sighter, options: LosOptions | undefined, why: boolean): number {
  if (why || viewer.inBuilding !== undefined || target.inBuilding !== undefined || viewer.offTable || target.offTable)
    return scanAll(world, viewer, target, options, why);
  // A yes/no answer: clear only when the facing, the terrain and the bases all let the line through, so
  // they can be asked in any order, and the terrain's answer remembered.
  const ax = viewer.at[0],
    ay = viewer.at[1],
    bx = target.at[0],
    by = target.at[1];
  if (behind(viewer, bx - ax, by - ay, options)) return OUTSIDE_ARC;
  const c = terrainCode(world, viewer, target);
  if (c !== CLEAR || options?.ignoreFigures) return c;
  const minX = ax < bx ? ax : bx,
    maxX = ax < bx ? bx : ax,
    minY = ay < by ? ay : by,
    maxY = ay < by ? by : ay;
  return figureInWay(world, viewer.id, target.id, ax, ay, bx, by, minX, minY, maxX, maxY) ? FIGURE : CLEAR;
}

function scanAll(
  world: World,
  viewer: Sighter,
  target: Sighter,
  options: LosOptions | undefined,
  why: boolean,
): number {
  hit.t = Infinity;
  hit.code = CLEAR;
  hit.blocker = '';
  hit.who = '';
  if (viewer.offTable || target.offTable) {
    hit.who = viewer.offTable ? 'viewer' : 'target';
    return OFF_TABLE;
  }
  const ax = viewer.at[0],
    ay = viewer.at[1],
    bx = target.at[0],
    by = target.at[1];
  const dx = bx - ax,
    dy = by - ay;
  const dist = Math.sqrt(dx * dx + dy * dy);
  if (behind(viewer, dx, dy, options)) return OUTSIDE_ARC;
  const terrain = world.terrain;
  const vp = placeOf(terrain, viewer),
    tp = placeOf(terrain, target);
  const shared = vp.building >= 0 && vp.building === tp.building ? vp.building : -1;
  if (shared >= 0) {
    if (vp.floor !== undefined && tp.floor !== undefined && vp.floor !== tp.floor) return OTHER_FLOOR;
  } else {
    if (vp.building >= 0 && vp.opening < 0) {
      hit.who = 'viewer';
      hit.blocker = terrain.buildings.ids[vp.building]!;
      return IN_BUILDING;
    }
    if (tp.building >= 0 && tp.opening < 0) {
      hit.who = 'target';
      hit.blocker = terrain.buildings.ids[tp.building]!;
      return IN_BUILDING;
    }
  }

  // Night and weather.
  const cond = world.conditions;
  const night = cond.light === 'night' && !inAnyPolygon(target.at, cond.lit);
  if (cond.weather !== 'clear') {
    const lim = night ? SIGHT.weatherNight : SIGHT.limited;
    if (dist > lim) {
      hit.limit = lim;
      hit.why = `in ${cond.weather}${night ? ' at night' : ''}`;
      return RANGE;
    }
  }
  if (night && dist > SIGHT.limited) {
    hit.limit = SIGHT.limited;
    hit.why = 'at night';
    return RANGE;
  }

  // Woods ends: range inside the same woods, figures too deep inside to see or be seen.
  const woods = terrain.woods;
  const sameWoods = vp.woods >= 0 && vp.woods === tp.woods ? vp.woods : -1;
  if (sameWoods >= 0) {
    const lim = night ? SIGHT.woodsNight : SIGHT.woodsDay;
    if (dist > lim) {
      hit.limit = lim;
      hit.why = `between figures in ${woods.kind[sameWoods]} ${woods.ids[sameWoods]}${night ? ' at night' : ''}`;
      return RANGE;
    }
  } else if (vp.depth > SIGHT.woodsEdge || tp.depth > SIGHT.woodsEdge) {
    const v = vp.depth > SIGHT.woodsEdge;
    const k = v ? vp.woods : tp.woods;
    hit.who = v ? 'viewer' : 'target';
    hit.depth = v ? vp.depth : tp.depth;
    hit.blocker = woods.ids[k]!;
    hit.why = woods.kind[k]!;
    return WOODS;
  }

  // Sight-stopping segments, cheapest first. The line's box is tested against each piece's box.
  const minX = ax < bx ? ax : bx,
    maxX = ax < bx ? bx : ax,
    minY = ay < by ? ay : by,
    maxY = ay < by ? by : ay;
  // A yes/no answer needs no first blocker: the few bases are asked before the many wall segments.
  const figures = !options?.ignoreFigures;
  if (figures && !why && figureInWay(world, viewer.id, target.id, ax, ay, bx, by, minX, minY, maxX, maxY))
    return FIGURE;
  const b = terrain.buildings;
  let box = b.box,
    sg = b.seg;
  for (let k = 0; k < b.count; k++) {
    const q = k * 4;
    if (box[q]! > maxX) break;
    if (box[q + 2]! < minX || box[q + 1]! > maxY || box[q + 3]! < minY || k === shared) continue;
    if (lineMissesBox(ax, ay, dx, dy, box, q)) continue;
    const gate = k === vp.building ? vp.opening : k === tp.building ? tp.opening : -1;
    for (let i = b.start[k]!, end = b.start[k + 1]!; i < end; i++) {
      const o = i * 4;
      if (!segmentsTouch(ax, ay, bx, by, sg[o]!, sg[o + 1]!, sg[o + 2]!, sg[o + 3]!)) continue;
      if (gate < 0 && !why) return BUILDING;
      const t = crossingParam(ax, ay, bx, by, sg[o]!, sg[o + 1]!, sg[o + 2]!, sg[o + 3]!);
      const x = ax + t * dx,
        y = ay + t * dy;
      if (gate >= 0 && throughOpening(b, gate, i, x, y)) continue;
      if (!why) return BUILDING;
      record(t, BUILDING, b.ids[k]!, x, y);
    }
  }
  const c = terrain.crests;
  box = c.box;
  sg = c.seg;
  for (let k = 0; k < c.count; k++) {
    const q = k * 4;
    if (box[q]! > maxX || box[q + 2]! < minX || box[q + 1]! > maxY || box[q + 3]! < minY) continue;
    const from = c.start[k]!,
      end = c.start[k + 1]!;
    for (let i = from; i < end; i++) {
      const o = i * 4;
      if (!segmentsTouch(ax, ay, bx, by, sg[o]!, sg[o + 1]!, sg[o + 2]!, sg[o + 3]!)) continue;
      // Across the crest: allowed when either figure is up on it.
      if (
        distToSegments(ax, ay, sg, from, end) <= SIGHT.crestBand ||
        distToSegments(bx, by, sg, from, end) <= SIGHT.crestBand
      )
        break;
      if (!why) return CREST;
      const t = crossingParam(ax, ay, bx, by, sg[o]!, sg[o + 1]!, sg[o + 2]!, sg[o + 3]!);
      record(t, CREST, c.ids[k]!, ax + t * dx, ay + t * dy);
    }
  }
  const w = terrain.tallWalls;
  box = w.box;
  sg = w.seg;
  for (let k = 0; k < w.count; k++) {
    const q = k * 4;
    if (box[q]! > maxX || box[q + 2]! < minX || box[q + 1]! > maxY || box[q + 3]! < minY) continue;
    for (let i = w.start[k]!, end = w.start[k + 1]!; i < end; i++) {
      const o = i * 4;
      if (!segmentsTouch(ax, ay, bx, by, sg[o]!, sg[o + 1]!, sg[o + 2]!, sg[o + 3]!)) continue;
      if (!why) return TALL_WALL;
      const t = crossingParam(ax, ay, bx, by, sg[o]!, sg[o + 1]!, sg[o + 2]!, sg[o + 3]!);
      record(t, TALL_WALL, w.ids[k]!, ax + t * dx, ay + t * dy);
    }
  }

  if (figures && why) {
    const len2 = dist * dist;
    figureInWay(world, viewer.id, target.id, ax, ay, bx, by, minX, minY, maxX, maxY, (f) => {
      const t = len2 === 0 ? 0 : Math.max(0, ((f.at[0] - ax) * dx + (f.at[1] - ay) * dy) / len2);
      record(t, FIGURE, f.id, ax + t * dx, ay + t * dy);
    });
  }

  // Lines through woods (not both ends in the same woods): blocked once they go more than 1" deep.
  // A point that deep lies inside the woods' box shrunk by 1", which rules most lines out at once.
  const e = SIGHT.woodsEdge;
  box = woods.box;
  for (let k = 0; k < woods.count; k++) {
    const q = k * 4;
    if (
      box[q]! + e > maxX ||
      box[q + 2]! - e < minX ||
      box[q + 1]! + e > maxY ||
      box[q + 3]! - e < minY ||
      k === sameWoods
    )
      continue;
    // The line itself (not just its box) must reach into the shrunk box; a hair of slack keeps this a pure prefilter.
    const m = e - 1e-6;
    if (!segmentMeetsBox(ax, ay, dx, dy, box[q]! + m, box[q + 1]! + m, box[q + 2]! - m, box[q + 3]! - m)) continue;
    let t = deepPoint(terrain, k, ax, ay, bx, by);
    if (t < 0) continue;
    if (!why) return WOODS;
    // Name the deep point nearest the viewer (the yes/no march runs from the lesser end for symmetry).
    const own = deepPoint(terrain, k, ax, ay, bx, by, true);
    if (own >= 0) t = own;
    record(t, WOODS, woods.ids[k]!, ax + t * dx, ay + t * dy, woods.kind[k]!);
  }
  return hit.code;
}

/**
 * Whether another standing base lies on the line a-b. With `each`, every such base is handed to it (the
 * explaining scan) and the answer is false; without, the first one answers yes.
 */
function figureInWay(
  world: World,
  viewer: string,
  target: string,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  each?: (f: World['figures'][number]) => void,
): boolean {
  const figs = world.figures;
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i]!;
    const r = f.base ?? SIGHT.baseRadius;
    const fx = f.at[0],
      fy = f.at[1];
    if (fx < minX - r || fx > maxX + r || fy < minY - r || fy > maxY + r) continue;
    if (f.id === viewer || f.id === target || f.stance !== 'standing' || !f.blocksSight || f.offTable) continue;
    if (distSqPointSegment(fx, fy, ax, ay, bx, by) >= r * r) continue;
    if (!each) return true;
    each(f);
  }
  return false;
}

/** Whether a crossing of wall segment i at (x, y) passes through opening `gate`: same wall, within reach of it. */
export function throughOpening(b: BuildingGroup, gate: number, i: number, x: number, y: number): boolean {
  const gx = b.open[gate * 2]!,
    gy = b.open[gate * 2 + 1]!;
  if (hypot(x - gx, y - gy) > SIGHT.openingWidth) return false;
  if (i === b.openEdge[gate]) return true;
  // An opening exactly on a corner belongs to both walls.
  const o = i * 4;
  return distSqPointSegment(gx, gy, b.seg[o]!, b.seg[o + 1]!, b.seg[o + 2]!, b.seg[o + 3]!) < 1e-12;
}

/** Whether the infinite line through a with direction d leaves all four corners of box q on one side. */
function lineMissesBox(ax: number, ay: number, dx: number, dy: number, box: Float64Array, q: number): boolean {
  const x0 = box[q]! - ax,
    y0 = box[q + 1]! - ay,
    x1 = box[q + 2]! - ax,
    y1 = box[q + 3]! - ay;
  const s1 = dx * y0 - dy * x0,
    s2 = dx * y0 - dy * x1,
    s3 = dx * y1 - dy * x0,
    s4 = dx * y1 - dy * x1;
  return (s1 > 0 && s2 > 0 && s3 > 0 && s4 > 0) || (s1 < 0 && s2 < 0 && s3 < 0 && s4 < 0);
}

/** Whether the segment from a along d (t in 0..1) meets the box x0..x1, y0..y1 (Liang-Barsky clipping). */
function segmentMeetsBox(
  ax: number,
  ay: number,
  dx: number,
  dy: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  if (x0 > x1 || y0 > y1) return false;
  let lo = 0,
    hi = 1;
  if (dx === 0) {
    if (ax < x0 || ax > x1) return false;
  } else {
    let t0 = (x0 - ax) / dx,
      t1 = (x1 - ax) / dx;
    if (t0 > t1) {
      const z = t0;
      t0 = t1;
      t1 = z;
    }
    if (t0 > lo) lo = t0;
    if (t1 < hi) hi = t1;
    if (lo > hi) return false;
  }
  if (dy === 0) return ay >= y0 && ay <= y1;
  let t0 = (y0 - ay) / dy,
    t1 = (y1 - ay) / dy;
  if (t0 > t1) {
    const z = t0;
    t0 = t1;
    t1 = z;
  }
  if (t0 > lo) lo = t0;
  if (t1 < hi) hi = t1;
  return lo <= hi;
}

// ---- woods depth ----------------------------------------------------------------------------------

/** Smallest step of the depth march: depth may be missed by up to half of it (0.01"). */
const MIN_STEP = 0.02;
let params = new Float64Array(64);

/**
 * Where (0..1 along a→b) the segment first goes more than the edge band deep into woods k, or -1.
 * The march runs from the lesser end point (unless `fromA`) so that a→b and b→a get the same answer; depth changes
 * at most 1" per inch along the line, so from a point at depth d the next 1 - d inches are safe.
 */
export function deepPoint(
  terrain: PreparedTerrain,
  k: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  fromA = false,
): number {
  const flip = !fromA && (ax > bx || (ax === bx && ay > by));
  const sx = flip ? bx : ax,
    sy = flip ? by : ay,
    ex = flip ? ax : bx,
    ey = flip ? ay : by;
  const g = terrain.woods;
  const from = g.start[k]!,
    end = g.start[k + 1]!;
  if (params.length < end - from + 2) params = new Float64Array((end - from + 2) * 2);
  // Crossing parameters, kept sorted by insertion (there are only a few).
  let n = 0;
  params[n++] = 0;
  for (let i = from; i < end; i++) {
    const o = i * 4;
    const t = crossingParam(sx, sy, ex, ey, g.seg[o]!, g.seg[o + 1]!, g.seg[o + 2]!, g.seg[o + 3]!);
    if (!(t > 0 && t < 1)) continue;
    let j = n++;
    while (params[j - 1]! > t) {
      params[j] = params[j - 1]!;
      j--;
    }
    params[j] = t;
  }
  params[n++] = 1;
  if (n === 2 && !insidePiece(g, k, sx, sy)) return -1;
  const dx = ex - sx,
    dy = ey - sy;
  const len = hypot(dx, dy);
  if (len === 0) return -1;
  for (let j = 0; j + 1 < n; j++) {
    const t0 = params[j]!,
      t1 = params[j + 1]!;
    if (t1 - t0 <= 0) continue;
    const tm = (t0 + t1) / 2;
    if (!insidePiece(g, k, sx + tm * dx, sy + tm * dy)) continue;
    let t = t0;
    for (;;) {
      const x = sx + t * dx,
        y = sy + t * dy;
      const d = distToSegments(x, y, g.seg, from, end);
      if (d > SIGHT.woodsEdge) return flip ? 1 - t : t;
      if (t >= t1) break;
      t = Math.min(t1, t + Math.max(SIGHT.woodsEdge - d, MIN_STEP) / len);
    }
  }
  return -1;
}

// ---- reasons --------------------------------------------------------------------------------------

const f1 = (n: number): string => n.toFixed(1);
const at = (x: number, y: number): string => `(${f1(x)}, ${f1(y)})`;

function nameOf(who: string, viewer: Sighter, target: Sighter): string {
  return (who === 'viewer' ? viewer.id : target.id) || 'the point';
}

function result(reason: LosReason, distance: number, text: string, blocker?: string, where?: Vec): LosResult {
  const r: LosResult = { clear: reason === 'clear', reason, distance, text };
  if (blocker !== undefined) r.blocker = blocker;
  if (where !== undefined) r.at = where;
  return r;
}

function explain(c: number, viewer: Sighter, target: Sighter): LosResult {
  const distance = hypot(target.at[0] - viewer.at[0], target.at[1] - viewer.at[1]);
  const reason = CODE[c]!;
  const blocker = hit.blocker;
  switch (reason) {
    case 'clear':
      return result(reason, distance, `clear, ${f1(distance)}"`);
    case 'offTable':
      return result(reason, distance, `${nameOf(hit.who, viewer, target)} is off the table`);
    case 'outsideArc':
      return result(
        reason,
        distance,
        `outside front arc: ${target.id || 'the point'} is behind ${viewer.id || 'the viewer'}`,
      );
    case 'inBuilding':
      return result(
        reason,
        distance,
        `${nameOf(hit.who, viewer, target)} is inside building ${blocker} and not at a door or window`,
        blocker,
      );
    case 'otherFloor':
      return result(reason, distance, 'on different floors of the building');
    case 'range':
      return result(reason, distance, `beyond ${hit.limit}" ${hit.why} (${f1(distance)}")`);
    case 'woods':
      if (hit.who) {
        return result(
          reason,
          distance,
          `${nameOf(hit.who, viewer, target)} is ${f1(hit.depth)}" inside ${hit.why} ${blocker}, more than 1" from its edge`,
          blocker,
        );
      }
      return result(
        reason,
        distance,
        `line goes more than 1" deep into ${hit.why} ${blocker} at ${at(hit.x, hit.y)}`,
        blocker,
        [hit.x, hit.y],
      );
    case 'building':
      return blockedBy(`building ${blocker}`, reason, distance);
    case 'crest':
      return blockedBy(`hill crest ${blocker}`, reason, distance);
    case 'tallWall':
      return blockedBy(`tall wall ${blocker}`, reason, distance);
    case 'figure':
      return blockedBy(`figure ${blocker}`, reason, distance);
  }
}

function blockedBy(what: string, reason: LosReason, distance: number): LosResult {
  return result(reason, distance, `blocked by ${what} at ${at(hit.x, hit.y)}`, hit.blocker, [hit.x, hit.y]);
}
