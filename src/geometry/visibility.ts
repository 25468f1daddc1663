// The area a figure can see, as a polygon in inches for the screen: its front arc, cut by buildings,
// hill crests and tall walls, by woods beyond their 1" edge band, and by the 12" limit at night or in bad
// weather. Written as ray casting over the same flat segment lists that line of sight uses: rays go just
// either side of every blocker end point and every point where blockers cross each other or the table's
// edge (so corners come out sharp), plus fans of evenly spaced rays for the curved parts (range circle,
// woods depth); where the reach jumps between two fan rays the jump is found by halving the angle.
// Segments are sorted into angle bins first so that each ray only tests the few segments in its
// direction, and corners hidden behind a nearer wall are dropped after one cheap test. The 1" band seen
// past a crest is drawn between the rays through the crest's own points, so its rounded ends are cut
// straight.
//
// The polygon shows where a standing target would be seen. Not shown: other figures' bases, and figures
// at doors or windows of other buildings (they are seen through their opening; lineOfSight answers that).
import type { GeoFigure, TableSize, Vec } from './shapes';
import { cross3, distSqPointSegment, distToSegments, rayCapsuleExit, rayHitsSegment, insideSegments } from './segments';
import { type PreparedTerrain, insidePiece } from './prepared';
import { throughOpening } from './los';
import { type World, SIGHT, placeOf } from './world';
import { hypot } from './vec';

export interface VisibilityOptions {
  /** See all round, not only the front 180°. */
  ignoreFacing?: boolean;
  /** Spacing of the even fans of rays (range circle, woods depth), degrees (default 2). */
  stepDegrees?: number;
}

export interface VisibilityResult {
  /** Vertices in angle order; with a front arc the first vertex is the viewer itself. Empty when it sees nothing. */
  polygon: Vec[];
  /** The distance limit that applied: Infinity in clear daylight. */
  range: number;
  /** At night with lit areas: the area seen without the night limit; the screen shows it only inside lit areas. */
  unlimited?: Vec[];
  text: string;
}

export type Viewer = Pick<GeoFigure, 'id' | 'at' | 'facing'> & Partial<Pick<GeoFigure, 'inBuilding'>>;

const EPS_ANGLE = 1e-6;
const BINS = 256;
const TWO_PI = Math.PI * 2;
const BIN_W = TWO_PI / BINS;
const HARD = 0,
  CREST = 1,
  OWN = 2;

// Scratch buffers, grown on demand (the function is synchronous).
let segs = new Float64Array(1024);
let kinds = new Int32Array(256);
let segBin0 = new Int32Array(256);
let segBinN = new Int32Array(256);
/** For the viewer's own building: which wall (index in the building segments) each segment is. */
let segEdge = new Int32Array(256);
/** Angles of each segment's two end points from the viewer. */
let ends = new Float64Array(512);
/**
 * Corners (end points: rays go just either side of them) and single rays (arc edges, fans), as angles
 * relative to arc0. A corner's sort key packs its angle (32 bits) above its index (20 bits).
 */
let cornerKey = new Float64Array(512);
let cornerX = new Float64Array(512);
let cornerY = new Float64Array(512);
let cornerRel = new Float64Array(512);
const KEY_SCALE = 2 ** 32 / (Math.PI * 2);
const KEY_INDEX = 2 ** 20;
let single = new Float64Array(512);
const binStart = new Int32Array(BINS + 1);
const binFill = new Int32Array(BINS);
let binItems = new Int32Array(1024);
let nSegs = 0,
  nCorner = 0,
  nSingle = 0;
/** Start of the arc (absolute angle) and its width. */
let arc0 = 0,
  arcSpan = TWO_PI;

function addSeg(
  vx: number,
  vy: number,
  reach: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  kind: number,
  edge = -1,
): void {
  if (reach < Infinity && distSqPointSegment(vx, vy, x1, y1, x2, y2) > reach * reach) return;
  if (nSegs * 4 + 4 > segs.length) {
    const s = new Float64Array(segs.length * 2);
    s.set(segs);
    segs = s;
  }
  if (nSegs + 1 > kinds.length) {
    const grow = (a: Int32Array) => {
      const s = new Int32Array(a.length * 2);
      s.set(a);
      return s;
    };
    kinds = grow(kinds);
    segBin0 = grow(segBin0);
    segBinN = grow(segBinN);
    segEdge = grow(segEdge);
  }
  const o = nSegs * 4;
  segs[o] = x1;
  segs[o + 1] = y1;
  segs[o + 2] = x2;
  segs[o + 3] = y2;
  segEdge[nSegs] = edge;
  kinds[nSegs++] = kind;
}

function relAngle(theta: number): number {
  let rel = theta - arc0;
  if (rel < 0 || rel >= TWO_PI) rel = ((rel % TWO_PI) + TWO_PI) % TWO_PI;
  return rel;
}

function addSingle(theta: number): void {
  const rel = relAngle(theta);
  if (rel > arcSpan) return;
  if (nSingle + 1 > single.length) {
    const s = new Float64Array(single.length * 2);
    s.set(single);
    single = s;
  }
  single[nSingle++] = rel;
}

function addCorner(x: number, y: number, vx: number, vy: number, theta = Math.atan2(y - vy, x - vx)): void {
  const rel = relAngle(theta);
  if (rel > arcSpan + EPS_ANGLE && rel < TWO_PI - EPS_ANGLE) return;
  if (nCorner + 1 > cornerKey.length) {
    const grow = (a: Float64Array) => {
      const s = new Float64Array(a.length * 2);
      s.set(a);
      return s;
    };
    cornerKey = grow(cornerKey);
    cornerX = grow(cornerX);
    cornerY = grow(cornerY);
    cornerRel = grow(cornerRel);
  }
  const i = nCorner++;
  cornerX[i] = x;
  cornerY[i] = y;
  cornerRel[i] = rel;
  cornerKey[i] = Math.floor(rel * KEY_SCALE) * KEY_INDEX + i;
}

/** Evenly spaced rays (on a fixed grid of `step`) between absolute angles lo and hi (lo ≤ hi). */
function addFan(lo: number, hi: number, step: number): void {
  for (let th = Math.ceil(lo / step) * step; th <= hi; th += step) addSingle(th);
}

/** Fan over the directions in which box (x0,y0)-(x1,y1) lies; all round when the viewer is inside it. */
function addFanOverBox(vx: number, vy: number, x0: number, y0: number, x1: number, y1: number, step: number): void {
  if (x0 > x1 || y0 > y1) return;
  if (vx >= x0 && vx <= x1 && vy >= y0 && vy <= y1) {
    addFan(-Math.PI, Math.PI, step);
    return;
  }
  const c = Math.atan2((y0 + y1) / 2 - vy, (x0 + x1) / 2 - vx);
  let lo = 0,
    hi = 0;
  for (const [x, y] of [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ] as const) {
    const d = wrapAngle(Math.atan2(y - vy, x - vx) - c);
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  addFan(c + lo, c + hi, step);
}

const binOf = (th: number): number => Math.min(BINS - 1, Math.max(0, Math.floor((th + Math.PI) / BIN_W)));

/** Sort the segments into the angle bins they cover (a segment spans under 180° from the viewer). */
function fillBins(): void {
  binStart.fill(0);
  for (let i = 0; i < nSegs; i++) {
    const t1 = ends[i * 2]!,
      t2 = ends[i * 2 + 1]!;
    let d = t2 - t1;
    if (d > Math.PI) d -= TWO_PI;
    else if (d < -Math.PI) d += TWO_PI;
    const lo = d >= 0 ? t1 : t2;
    const first = binOf(lo);
    const n = Math.min(BINS, Math.floor((lo + Math.PI + Math.abs(d)) / BIN_W) - first + 1);
    segBin0[i] = first;
    segBinN[i] = n;
    for (let j = 0; j < n; j++) binStart[((first + j) % BINS) + 1]!++;
  }
  for (let j = 0; j < BINS; j++) binStart[j + 1]! += binStart[j]!;
  if (binStart[BINS]! > binItems.length) binItems = new Int32Array(binStart[BINS]! * 2);
  binFill.set(binStart.subarray(0, BINS));
  for (let i = 0; i < nSegs; i++) {
    const first = segBin0[i]!,
      n = segBinN[i]!;
    for (let j = 0; j < n; j++) {
      const bin = (first + j) % BINS;
      binItems[binFill[bin]!++] = i;
    }
  }
}

/** Per-call settings of the cast, kept in one object to keep the ray function's argument list short. */
const cast = {
  world: null as unknown as World,
  vx: 0,
  vy: 0,
  gate: -1,
  range: Infinity,
  unlimitedRange: Infinity,
  woods: -1,
  depth: 0,
  woodsLim: 12,
  wantUnlimited: false,
  polygon: [] as Vec[],
  unlimited: [] as Vec[],
  fields: [] as DepthField[],
};

const crestHits = new Float64Array(32);

/** The unlimited reach found by the last measure() (at night with lit areas), and whether its stop was
 * soft: woods, a crest band or the range rather than a wall or the table's edge. */
let measuredUnlimited = 0,
  measuredSoft = false;

/** How far the viewer sees along direction u: walls, crest bands, woods, range. */
function measure(ux: number, uy: number, theta: number): number {
  const { vx, vy } = cast;
  let t = tableExit(cast.world.terrain.table, vx, vy, ux, uy);
  const bin = binOf(wrapAngle(theta));
  let crests = 0;
  for (let j = binStart[bin]!, end = binStart[bin + 1]!; j < end; j++) {
    const i = binItems[j]!,
      o = i * 4;
    const hitT = rayHitsSegment(vx, vy, ux, uy, segs[o]!, segs[o + 1]!, segs[o + 2]!, segs[o + 3]!);
    if (hitT >= t) continue;
    const kind = kinds[i]!;
    if (kind === OWN) {
      if (throughOpening(cast.world.terrain.buildings, cast.gate, segEdge[i]!, vx + hitT * ux, vy + hitT * uy))
        continue;
      t = hitT;
    } else if (kind === HARD) t = hitT;
    else if (crests < crestHits.length / 2) {
      crestHits[crests * 2] = (kind - CREST) / 4;
      crestHits[crests * 2 + 1] = hitT;
      crests++;
    }
  }
  // Crests seen past: the view goes on to the far side of the crest's band (worked out only for
  // crests nearer than every wall on this ray).
  const wall = t;
  for (let c = 0; c < crests; c++) {
    if (crestHits[c * 2 + 1]! < wall)
      t = Math.min(t, crestBandExit(cast.world, crestHits[c * 2]!, vx, vy, ux, uy, crestHits[c * 2 + 1]!));
  }
  if (cast.wantUnlimited)
    measuredUnlimited = Math.min(
      cast.unlimitedRange,
      woodsStop(cast.world, cast.woods, cast.depth, vx, vy, ux, uy, t, SIGHT.woodsDay),
    );
  const reach = Math.min(cast.range, woodsStop(cast.world, cast.woods, cast.depth, vx, vy, ux, uy, t, cast.woodsLim));
  measuredSoft = reach < wall;
  return reach;
}

/** A jump in reach between neighbouring rays bigger than this is looked at more closely. */
const JUMP = 0.3;
/** Halvings of the angle between two fan rays (2°): about 0.01° at the end, a few thousandths of an inch. */
const REFINE_STEPS = 8;
let lastUx = 0,
  lastUy = 0,
  lastT = NaN,
  lastU = NaN,
  lastSoft = false;

/**
 * Cast one ray and add its end to the polygon(s). Where the reach jumps between this ray and the last
 * (the silhouette of woods' deep part or of a crest band's end, which corner rays do not catch), the
 * jump is found by halving the angle between them, and both sides of it are added.
 */
function castRay(ux: number, uy: number, theta: number): void {
  const t = measure(ux, uy, theta),
    u = measuredUnlimited,
    soft = measuredSoft;
  const gap = lastUx * uy - lastUy * ux;
  // Between two stops at walls or the table's edge there is a corner ray wherever the reach jumps.
  if (
    (soft || lastSoft) &&
    !Number.isNaN(lastT) &&
    Math.abs(t - lastT) > JUMP &&
    gap > 1e-4 &&
    lastUx * ux + lastUy * uy > 0
  ) {
    let lx = lastUx,
      ly = lastUy,
      lt = lastT,
      lu = lastU,
      hx = ux,
      hy = uy,
      ht = t,
      hu = u;
    for (let i = 0; i < REFINE_STEPS && lx * hy - ly * hx > 1e-7; i++) {
      let mx = lx + hx,
        my = ly + hy;
      const n = hypot(mx, my);
      mx /= n;
      my /= n;
      const mt = measure(mx, my, Math.atan2(my, mx)),
        mu = measuredUnlimited;
      // Half way the reach is half way too: it changes smoothly here, nothing to find.
      if (i === 0 && Math.abs(mt - (lt + ht) / 2) < 0.25 * Math.abs(ht - lt)) break;
      if (Math.abs(mt - lt) <= Math.abs(mt - ht)) {
        lx = mx;
        ly = my;
        lt = mt;
        lu = mu;
      } else {
        hx = mx;
        hy = my;
        ht = mt;
        hu = mu;
      }
      if (i === REFINE_STEPS - 1 || lx * hy - ly * hx <= 1e-7) {
        emit(lx, ly, lt, lu);
        emit(hx, hy, ht, hu);
      }
    }
  }
  emit(ux, uy, t, u);
  lastUx = ux;
  lastUy = uy;
  lastT = t;
  lastU = u;
  lastSoft = soft;
}

function emit(ux: number, uy: number, t: number, u: number): void {
  const { vx, vy } = cast;
  addPoint(cast.polygon, vx + t * ux, vy + t * uy);
  if (cast.wantUnlimited) addPoint(cast.unlimited, vx + u * ux, vy + u * uy);
}

function addPoint(poly: Vec[], x: number, y: number): void {
  const n = poly.length;
  if (n >= 2) {
    const a = poly[n - 2]!,
      b = poly[n - 1]!;
    const cr = (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
    if (Math.abs(cr) < 1e-9 && (x - b[0]) * (b[0] - a[0]) + (y - b[1]) * (b[1] - a[1]) >= 0) {
      poly[n - 1] = [x, y];
      return;
    }
  }
  poly.push([x, y]);
}

export function visibilityPolygon(world: World, viewer: Viewer, options: VisibilityOptions = {}): VisibilityResult {
  const terrain = world.terrain;
  const cond = world.conditions;
  const vx = viewer.at[0],
    vy = viewer.at[1];
  const place = placeOf(terrain, viewer);
  const b = terrain.buildings;
  if (place.building >= 0 && place.opening < 0) {
    return {
      polygon: [],
      range: 0,
      text: `inside building ${b.ids[place.building]} and not at a door or window: sees nothing outside`,
    };
  }
  const weather = cond.weather !== 'clear';
  const night = cond.light === 'night';
  const range = weather && night ? SIGHT.weatherNight : weather || night ? SIGHT.limited : Infinity;
  const wantUnlimited = night && (cond.lit?.length ?? 0) > 0;
  const unlimitedRange = weather ? SIGHT.limited : Infinity;
  const reach = wantUnlimited ? unlimitedRange : range;

  // 1. The segments that can stop a ray.
  nSegs = 0;
  const gateX = place.opening >= 0 ? b.open[place.opening * 2]! : NaN,
    gateY = place.opening >= 0 ? b.open[place.opening * 2 + 1]! : NaN;
  for (let k = 0; k < b.count; k++) {
    const own = k === place.building;
    // From outside a closed outline a ray always enters through an edge that faces the viewer, so the
    // others can be left out (not when the viewer stands inside it: overlapping buildings).
    const cull = !own && !insidePiece(b, k, vx, vy);
    for (let i = b.start[k]!, end = b.start[k + 1]!; i < end; i++) {
      const o = i * 4;
      const x1 = b.seg[o]!,
        y1 = b.seg[o + 1]!,
        x2 = b.seg[o + 2]!,
        y2 = b.seg[o + 3]!;
      if (cull && cross3(x1, y1, x2, y2, vx, vy) * b.orient[k]! > 0) continue;
      addSeg(vx, vy, reach, x1, y1, x2, y2, own ? OWN : HARD, i);
    }
  }
  const c = terrain.crests;
  const crestSeen: boolean[] = [];
  for (let k = 0; k < c.count; k++) {
    const from = c.start[k]!,
      end = c.start[k + 1]!;
    crestSeen.push(from !== end && distToSegments(vx, vy, c.seg, from, end) > SIGHT.crestBand);
    if (!crestSeen[k]) continue;
    for (let i = from; i < end; i++)
      addSeg(vx, vy, reach, c.seg[i * 4]!, c.seg[i * 4 + 1]!, c.seg[i * 4 + 2]!, c.seg[i * 4 + 3]!, CREST + 4 * k);
  }
  const tw = terrain.tallWalls;
  for (let i = 0, end = tw.start[tw.count]!; i < end; i++)
    addSeg(vx, vy, reach, tw.seg[i * 4]!, tw.seg[i * 4 + 1]!, tw.seg[i * 4 + 2]!, tw.seg[i * 4 + 3]!, HARD);

  // 2. Ray directions: either side of every end point, table corner and edge of the opening; single
  // rays on the arc's edges and in even fans where the edge of the view is curved (range circle,
  // woods depth, crest band).
  const facing = options.ignoreFacing ? null : (viewer.facing * Math.PI) / 180;
  arc0 = facing === null ? -Math.PI : wrapAngle(facing - Math.PI / 2);
  arcSpan = facing === null ? TWO_PI : Math.PI;
  nCorner = 0;
  nSingle = 0;
  const step = ((options.stepDegrees ?? 2) * Math.PI) / 180;
  if (ends.length < nSegs * 2) ends = new Float64Array(nSegs * 4);
  for (let i = 0; i < nSegs; i++) {
    const o = i * 4;
    const t1 = Math.atan2(segs[o + 1]! - vy, segs[o]! - vx),
      t2 = Math.atan2(segs[o + 3]! - vy, segs[o + 2]! - vx);
    ends[i * 2] = t1;
    ends[i * 2 + 1] = t2;
    addCorner(segs[o]!, segs[o + 1]!, vx, vy, t1);
    addCorner(segs[o + 2]!, segs[o + 3]!, vx, vy, t2);
  }
  const cross = terrain.crossings;
  for (let i = 0; i < cross.length; i += 2) {
    const x = cross[i]!,
      y = cross[i + 1]!;
    if (reach === Infinity || hypot(x - vx, y - vy) <= reach) addCorner(x, y, vx, vy);
  }
  addCorner(0, 0, vx, vy);
  const { width, height } = terrain.table;
  addCorner(width, 0, vx, vy);
  addCorner(width, height, vx, vy);
  addCorner(0, height, vx, vy);
  if (place.opening >= 0) {
    // The sides of the opening: where its wall meets the 1" circle around it.
    const o = b.openEdge[place.opening]! * 4;
    for (const p of circleCuts(
      b.seg[o]!,
      b.seg[o + 1]!,
      b.seg[o + 2]!,
      b.seg[o + 3]!,
      gateX,
      gateY,
      SIGHT.openingWidth,
    ))
      addCorner(p[0], p[1], vx, vy);
  }
  if (range < Infinity) addFan(arc0, arc0 + arcSpan, step);
  const w = terrain.woods;
  const e = SIGHT.woodsEdge;
  for (let k = 0; k < w.count; k++) {
    const q = k * 4;
    if (k === place.woods) {
      addFanOverBox(vx, vy, w.box[q]!, w.box[q + 1]!, w.box[q + 2]!, w.box[q + 3]!, step);
      for (let i = w.start[k]!; i < w.start[k + 1]!; i++) addCorner(w.seg[i * 4]!, w.seg[i * 4 + 1]!, vx, vy);
    } else if (range === Infinity) {
      addFanOverBox(vx, vy, w.box[q]! + e, w.box[q + 1]! + e, w.box[q + 2]! - e, w.box[q + 3]! - e, step);
    }
  }
  const corners = cornerKey.subarray(0, nCorner).sort();
  const singles = single.subarray(0, nSingle).sort();

  // 3. Angle bins, then cast in angle order, merging the two sorted lists of directions.
  fillBins();
  const polygon: Vec[] = [];
  const unlimited: Vec[] = [];
  if (facing !== null) {
    polygon.push([vx, vy]);
    unlimited.push([vx, vy]);
  }
  Object.assign(cast, {
    world,
    vx,
    vy,
    gate: place.opening,
    range,
    unlimitedRange,
    woods: place.woods,
    depth: place.depth,
    woodsLim: night ? SIGHT.woodsNight : SIGHT.woodsDay,
    wantUnlimited,
    polygon,
    unlimited,
    fields: fieldsOf(terrain),
  });
  lastT = NaN;
  if (facing !== null) castRay(Math.cos(arc0), Math.sin(arc0), arc0);
  // Corners just before the arc's start sort to the end (just under 2π): cast their after-rays first.
  const relOf = (k: number) => cornerRel[corners[k]! % KEY_INDEX]!;
  let endCorners = corners.length;
  while (endCorners > 0 && relOf(endCorners - 1) > arcSpan + EPS_ANGLE) endCorners--;
  for (let k = endCorners; k < corners.length; k++) castCorner(corners[k]! % KEY_INDEX, -TWO_PI, true);
  let i = 0,
    j = 0,
    lastX = NaN,
    lastY = NaN;
  while (i < endCorners || j < singles.length) {
    const a = i < endCorners ? relOf(i) : Infinity,
      sv = j < singles.length ? singles[j]! : Infinity;
    if (a <= sv) {
      const idx = corners[i]! % KEY_INDEX;
      if (cornerX[idx] !== lastX || cornerY[idx] !== lastY) castCorner(idx, 0, false);
      lastX = cornerX[idx]!;
      lastY = cornerY[idx]!;
      i++;
    } else {
      const th = arc0 + sv;
      const ux = Math.cos(th),
        uy = Math.sin(th);
      // A fan ray matters only if it gets as far as the curve it was added for.
      if (!hidden(ux, uy, th, fanNeeds(terrain, ux, uy))) castRay(ux, uy, th);
      j++;
    }
  }
  if (facing !== null) {
    // The arc's far edge (its near edge is the first vertex after the viewer, cast above when no corner comes first).
    castRay(Math.cos(arc0 + arcSpan), Math.sin(arc0 + arcSpan), arc0 + arcSpan);
  }
  const limit =
    range < Infinity
      ? `, limited to ${range}" ${weather ? `in ${cond.weather}${night ? ' at night' : ''}` : 'at night'}`
      : '';
  return {
    polygon,
    range,
    ...(wantUnlimited ? { unlimited } : {}),
    text: `${viewer.id || 'viewer'} sees ${facing === null ? 'all round' : 'its front 180°'}${limit}`,
  };
}

const COS_EPS = Math.cos(EPS_ANGLE),
  SIN_EPS = Math.sin(EPS_ANGLE);

/**
 * Cast just before and just after corner idx, keeping inside the arc. A corner hidden behind a nearer
 * wall adds nothing (the nearer wall's own corners shape the polygon there), so it is skipped after one
 * cheap test.
 */
function castCorner(idx: number, shift: number, onlyAfter: boolean): void {
  const { vx, vy } = cast;
  const dx = cornerX[idx]! - vx,
    dy = cornerY[idx]! - vy;
  const d = hypot(dx, dy);
  if (d === 0) return;
  const ux = dx / d,
    uy = dy / d;
  const th = arc0 + cornerRel[idx]!;
  if (hidden(ux, uy, th, d * (1 - 1e-9) - 1e-9)) return;
  const rel = cornerRel[idx]! + shift;
  const round = arcSpan === TWO_PI;
  if (!onlyAfter && (round || rel - EPS_ANGLE >= 0))
    castRay(ux * COS_EPS + uy * SIN_EPS, uy * COS_EPS - ux * SIN_EPS, th - EPS_ANGLE);
  if (round || rel + EPS_ANGLE <= arcSpan)
    castRay(ux * COS_EPS - uy * SIN_EPS, uy * COS_EPS + ux * SIN_EPS, th + EPS_ANGLE);
}

/**
 * How far a fan ray must get to be useful: to the range circle, or into a woods' deep part (fans are
 * only added toward those).
 */
function fanNeeds(terrain: PreparedTerrain, ux: number, uy: number): number {
  const { vx, vy } = cast;
  if (cast.woods >= 0) return 0;
  let need = cast.range;
  const w = terrain.woods,
    e = SIGHT.woodsEdge;
  for (let k = 0; k < w.count; k++) {
    const q = k * 4;
    if (rayInBox(vx, vy, ux, uy, Infinity, w.box[q]! + e, w.box[q + 1]! + e, w.box[q + 2]! - e, w.box[q + 3]! - e))
      need = Math.min(need, span[0]!);
  }
  return need === Infinity ? 0 : need;
}

/** Whether a wall (building or tall wall) stops the ray before distance d (the table's edge does not count: a
 * corner just off the table still turns the edge of the view). */
function hidden(ux: number, uy: number, theta: number, d: number): boolean {
  const { vx, vy } = cast;
  const bin = binOf(wrapAngle(theta));
  for (let j = binStart[bin]!, end = binStart[bin + 1]!; j < end; j++) {
    const i = binItems[j]!,
      kind = kinds[i]!;
    if (kind !== HARD && kind !== OWN) continue;
    const o = i * 4;
    const t = rayHitsSegment(vx, vy, ux, uy, segs[o]!, segs[o + 1]!, segs[o + 2]!, segs[o + 3]!);
    if (t >= d) continue;
    if (kind === OWN && throughOpening(cast.world.terrain.buildings, cast.gate, segEdge[i]!, vx + t * ux, vy + t * uy))
      continue;
    return true;
  }
  return false;
}

/** An angle folded into [-π, π). */
function wrapAngle(a: number): number {
  if (a >= -Math.PI && a < Math.PI) return a;
  const r = (a + Math.PI) % TWO_PI;
  return (r < 0 ? r + TWO_PI : r) - Math.PI;
}

/** Distance along the ray to the table's edge (the viewer is on the table). */
function tableExit(table: TableSize, x: number, y: number, ux: number, uy: number): number {
  let t = Infinity;
  if (ux > 0) t = Math.min(t, (table.width - x) / ux);
  else if (ux < 0) t = Math.min(t, -x / ux);
  if (uy > 0) t = Math.min(t, (table.height - y) / uy);
  else if (uy < 0) t = Math.min(t, -y / uy);
  return Math.max(0, t);
}

/** Past a crest the ray still sees the 1" band beyond it (figures up on the crest are seen across it). */
function crestBandExit(world: World, k: number, vx: number, vy: number, ux: number, uy: number, t0: number): number {
  const c = world.terrain.crests;
  const from = c.start[k]!,
    end = c.start[k + 1]!;
  let t = t0;
  for (let pass = 0; pass < 8; pass++) {
    let moved = false;
    const px = vx + t * ux,
      py = vy + t * uy;
    for (let i = from; i < end; i++) {
      const o = i * 4;
      if (
        distSqPointSegment(px, py, c.seg[o]!, c.seg[o + 1]!, c.seg[o + 2]!, c.seg[o + 3]!) >
        SIGHT.crestBand * SIGHT.crestBand + 1e-9
      )
        continue;
      const e = rayCapsuleExit(vx, vy, ux, uy, c.seg[o]!, c.seg[o + 1]!, c.seg[o + 2]!, c.seg[o + 3]!, SIGHT.crestBand);
      if (e > t + 1e-9) {
        t = e;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return t;
}

// ---- woods ----------------------------------------------------------------------------------------
// Rays need "how deep into these woods is this point" many times, so each woods gets a signed depth
// field once (a quarter-inch grid, read with bilinear interpolation: + inside, - outside). Sight lines
// (los.ts) measure depth exactly; the drawn edge may differ from them by a few hundredths of an inch.

const FIELD_STEP = 0.25;
const FIELD_MARGIN = 1.5;

interface DepthField {
  x0: number;
  y0: number;
  nx: number;
  ny: number;
  v: Float32Array;
}

const fields = new WeakMap<PreparedTerrain, DepthField[]>();

function fieldsOf(terrain: PreparedTerrain): DepthField[] {
  let f = fields.get(terrain);
  if (!f) {
    const w = terrain.woods;
    f = [];
    for (let k = 0; k < w.count; k++) {
      const x0 = w.box[k * 4]! - FIELD_MARGIN,
        y0 = w.box[k * 4 + 1]! - FIELD_MARGIN;
      const nx = Math.ceil((w.box[k * 4 + 2]! + FIELD_MARGIN - x0) / FIELD_STEP) + 1;
      const ny = Math.ceil((w.box[k * 4 + 3]! + FIELD_MARGIN - y0) / FIELD_STEP) + 1;
      const v = new Float32Array(nx * ny);
      const from = w.start[k]!,
        end = w.start[k + 1]!;
      for (let j = 0; j < ny; j++) {
        for (let i = 0; i < nx; i++) {
          const x = x0 + i * FIELD_STEP,
            y = y0 + j * FIELD_STEP;
          const d = distToSegments(x, y, w.seg, from, end);
          v[j * nx + i] = insideSegments(x, y, w.seg, from, end) ? d : -d;
        }
      }
      f.push({ x0, y0, nx, ny, v });
    }
    fields.set(terrain, f);
  }
  return f;
}

/** Signed depth at (x, y); outside the field it is at most minus the margin, which keeps steps safe. */
function depthAt(f: DepthField, x: number, y: number): number {
  const gx = (x - f.x0) / FIELD_STEP,
    gy = (y - f.y0) / FIELD_STEP;
  if (gx < 0 || gy < 0 || gx >= f.nx - 1 || gy >= f.ny - 1) return -FIELD_MARGIN;
  const i = Math.floor(gx),
    j = Math.floor(gy),
    fx = gx - i,
    fy = gy - j;
  const o = j * f.nx + i,
    v = f.v;
  const top = v[o]! + (v[o + 1]! - v[o]!) * fx,
    bottom = v[o + f.nx]! + (v[o + f.nx + 1]! - v[o + f.nx]!) * fx;
  return top + (bottom - top) * fy;
}

/** Where the ray's stretch [0, t] enters and leaves box (x0,y0)-(x1,y1), in `span`; false when it misses. */
const span = new Float64Array(2);
function rayInBox(
  vx: number,
  vy: number,
  ux: number,
  uy: number,
  t: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  if (x0 > x1 || y0 > y1) return false;
  let lo = 0,
    hi = t;
  if (ux === 0) {
    if (vx < x0 || vx > x1) return false;
  } else {
    let a = (x0 - vx) / ux,
      c = (x1 - vx) / ux;
    if (a > c) {
      const s = a;
      a = c;
      c = s;
    }
    if (a > lo) lo = a;
    if (c < hi) hi = c;
  }
  if (uy === 0) {
    if (vy < y0 || vy > y1) return false;
  } else {
    let a = (y0 - vy) / uy,
      c = (y1 - vy) / uy;
    if (a > c) {
      const s = a;
      a = c;
      c = s;
    }
    if (a > lo) lo = a;
    if (c < hi) hi = c;
  }
  span[0] = lo;
  span[1] = hi;
  return lo <= hi;
}

/** Smallest step of the depth march along a ray; a drawn edge may be this far out (the field is coarser still). */
const MIN_STEP = 0.05;

/** First distance in [s0, s1] along the ray deeper than the edge band, or -1 (depth changes ≤ 1" per inch). */
function firstDeep(f: DepthField, vx: number, vy: number, ux: number, uy: number, s0: number, s1: number): number {
  const e = SIGHT.woodsEdge;
  for (let s = s0; ; s = Math.min(s1, s + Math.max(e - depthAt(f, vx + s * ux, vy + s * uy), MIN_STEP))) {
    if (depthAt(f, vx + s * ux, vy + s * uy) > e) return s;
    if (s >= s1) return -1;
  }
}

/**
 * How far along the ray (already stopped at `t`) woods let the viewer see: from outside, up to the point
 * where the ray goes more than 1" deep; from inside, within the same woods up to `lim`, and out of them
 * only from the edge band and only if the ray stayed in the band.
 */
function woodsStop(
  world: World,
  own: number,
  ownDepth: number,
  vx: number,
  vy: number,
  ux: number,
  uy: number,
  t: number,
  lim: number,
): number {
  const w = world.terrain.woods;
  const e = SIGHT.woodsEdge;
  const fs = cast.fields;
  let stop = t;
  for (let k = 0; k < w.count; k++) {
    const q = k * 4,
      f = fs[k]!;
    let from = 0;
    if (k === own) {
      // Walk to where the ray leaves these woods, noting whether it went deep on the way.
      let s = 0,
        deep = ownDepth > e;
      for (;;) {
        const d = depthAt(f, vx + s * ux, vy + s * uy);
        if (d <= 0 || s >= stop) break;
        if (d > e) deep = true;
        s += Math.max(deep ? d : Math.min(d, e - d), MIN_STEP);
      }
      // Inside the woods the limit applies; out of them (left from the edge band) it does not.
      if (deep) stop = Math.min(stop, s, lim);
      else if (s > lim) stop = Math.min(stop, lim);
      from = s;
      if (from >= stop) continue;
    }
    // A point more than 1" deep lies in the box shrunk by 1".
    if (!rayInBox(vx, vy, ux, uy, stop, w.box[q]! + e, w.box[q + 1]! + e, w.box[q + 2]! - e, w.box[q + 3]! - e))
      continue;
    const deep = firstDeep(f, vx, vy, ux, uy, Math.max(from, span[0]!), span[1]!);
    if (deep >= 0) stop = Math.min(stop, deep);
  }
  return stop;
}

/** Where segment a-b meets the circle of radius r around c. */
function circleCuts(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, r: number): Vec[] {
  const dx = bx - ax,
    dy = by - ay;
  const fx = ax - cx,
    fy = ay - cy;
  const A = dx * dx + dy * dy,
    B = 2 * (fx * dx + fy * dy),
    C = fx * fx + fy * fy - r * r;
  const disc = B * B - 4 * A * C;
  if (A === 0 || disc < 0) return [];
  const out: Vec[] = [];
  for (const sgn of [-1, 1]) {
    const t = (-B + sgn * Math.sqrt(disc)) / (2 * A);
    if (t >= 0 && t <= 1) out.push([ax + t * dx, ay + t * dy]);
  }
  return out;
}
