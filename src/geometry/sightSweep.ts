// Sight swept along a stretch: proofs that every sight line between an eye and any point of a segment P-Q
// is stopped (by a wall or a standing base), worked out once for the whole segment instead of once per
// point. The In Sight watch (Chain Reaction's engine/inSight.ts) asks these before it tests the quarter-inch
// marks of a move one by one, and tests marks only where no proof is found.
//
// Why one test covers the whole segment: the line tests in los.ts decide with the signs of cross products
// (segmentsTouch), and cross(e, p, c), cross(c, d, p) are linear in the point p. A sign held with a margin
// at P and at Q holds at every point between, so the per-point test says "blocked" at each of them. The
// margins (far above floating-point error on a table's coordinates) keep the proof on the safe side: a
// near miss gives no proof, and the marks are tested one by one as before.
import type { GeoFigure, Vec } from './shapes';
import { type PreparedTerrain, type PieceGroup } from './prepared';
import { cross3, distSqPointSegment, distToSegments, segmentsTouch } from './segments';
import { SIGHT } from './world';

/** Margin for cross products, in square inches (rounding on a table's coordinates is about 1e-11). */
const EPS = 1e-6;
/** Margin for distances to a base, in inches. */
const BASE_MARGIN = 1e-6;

/**
 * Whether wall c-d crosses every segment e-p for p on P-Q, with margin: c and d strictly on opposite sides
 * of each line e-p, and e strictly on the other side of the wall from every p.
 */
function wallCutsFan(
  ex: number,
  ey: number,
  px: number,
  py: number,
  qx: number,
  qy: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const se = cross3(cx, cy, dx, dy, ex, ey);
  const sp = cross3(cx, cy, dx, dy, px, py),
    sq = cross3(cx, cy, dx, dy, qx, qy);
  if (!((se > EPS && sp < -EPS && sq < -EPS) || (se < -EPS && sp > EPS && sq > EPS))) return false;
  const c1 = cross3(ex, ey, px, py, cx, cy),
    c2 = cross3(ex, ey, qx, qy, cx, cy);
  const d1 = cross3(ex, ey, px, py, dx, dy),
    d2 = cross3(ex, ey, qx, qy, dx, dy);
  return (c1 > EPS && c2 > EPS && d1 < -EPS && d2 < -EPS) || (c1 < -EPS && c2 < -EPS && d1 > EPS && d2 > EPS);
}

/** Whether the box of piece k and the box of the fan e, P, Q overlap. */
function boxMeets(g: PieceGroup, k: number, minX: number, minY: number, maxX: number, maxY: number): boolean {
  const q = k * 4;
  return !(g.box[q]! > maxX || g.box[q + 2]! < minX || g.box[q + 1]! > maxY || g.box[q + 3]! < minY);
}

/** Whether the box of piece k stays clear of segment P-Q's box by a hair (P-Q never enters the piece). */
function clearOfSegment(g: PieceGroup, k: number, p: Vec, q: Vec): boolean {
  const o = k * 4,
    pad = 1e-6;
  return (
    Math.max(p[0], q[0]) < g.box[o]! - pad ||
    Math.max(p[1], q[1]) < g.box[o + 1]! - pad ||
    Math.min(p[0], q[0]) > g.box[o + 2]! + pad ||
    Math.min(p[1], q[1]) > g.box[o + 3]! + pad
  );
}

/**
 * Whether a building wall, a tall wall or a hill crest stops every sight line between the eye `e` and each
 * point of P-Q.
 * A building counts only if neither end can be in it: it is not `eyeBuilding` (the building the eye is in,
 * or -1) and P-Q stays clear of its box (no door or window of the building can let a line through).
 */
export function wallAcrossFan(terrain: PreparedTerrain, e: Vec, p: Vec, q: Vec, eyeBuilding: number): boolean {
  const ex = e[0],
    ey = e[1],
    px = p[0],
    py = p[1],
    qx = q[0],
    qy = q[1];
  const minX = Math.min(ex, px, qx),
    minY = Math.min(ey, py, qy),
    maxX = Math.max(ex, px, qx),
    maxY = Math.max(ey, py, qy);
  const b = terrain.buildings;
  for (let k = 0; k < b.count; k++) {
    if (b.box[k * 4]! > maxX) break; // sorted by left edge
    if (k === eyeBuilding || !boxMeets(b, k, minX, minY, maxX, maxY) || !clearOfSegment(b, k, p, q)) continue;
    if (anyCuts(b, k, ex, ey, px, py, qx, qy)) return true;
  }
  const w = terrain.tallWalls;
  for (let k = 0; k < w.count; k++) {
    if (boxMeets(w, k, minX, minY, maxX, maxY) && anyCuts(w, k, ex, ey, px, py, qx, qy)) return true;
  }
  // A crest stops a line unless either end is up on it (within the crest band): so the eye and the whole
  // of P-Q must stay further than the band from every segment of that crest.
  const c = terrain.crests;
  const band = SIGHT.crestBand + 1e-6;
  for (let k = 0; k < c.count; k++) {
    if (!boxMeets(c, k, minX, minY, maxX, maxY) || !anyCuts(c, k, ex, ey, px, py, qx, qy)) continue;
    const from = c.start[k]!,
      end = c.start[k + 1]!;
    if (distToSegments(ex, ey, c.seg, from, end) > band && segmentClear(c.seg, from, end, p, q, band)) return true;
  }
  return false;
}

/** Whether segment p-q keeps further than `d` from each of the segments [from, to) of a flat list. */
function segmentClear(seg: Float64Array, from: number, to: number, p: Vec, q: Vec, d: number): boolean {
  const d2 = d * d;
  for (let i = from; i < to; i++) {
    const o = i * 4;
    const cx = seg[o]!,
      cy = seg[o + 1]!,
      dx = seg[o + 2]!,
      dy = seg[o + 3]!;
    // Apart, two segments are nearest at an end of one of them.
    if (segmentsTouch(p[0], p[1], q[0], q[1], cx, cy, dx, dy)) return false;
    if (
      distSqPointSegment(p[0], p[1], cx, cy, dx, dy) <= d2 ||
      distSqPointSegment(q[0], q[1], cx, cy, dx, dy) <= d2 ||
      distSqPointSegment(cx, cy, p[0], p[1], q[0], q[1]) <= d2 ||
      distSqPointSegment(dx, dy, p[0], p[1], q[0], q[1]) <= d2
    )
      return false;
  }
  return true;
}

function anyCuts(g: PieceGroup, k: number, ex: number, ey: number, px: number, py: number, qx: number, qy: number) {
  const sg = g.seg;
  for (let i = g.start[k]!, end = g.start[k + 1]!; i < end; i++) {
    const o = i * 4;
    if (wallCutsFan(ex, ey, px, py, qx, qy, sg[o]!, sg[o + 1]!, sg[o + 2]!, sg[o + 3]!)) return true;
  }
  return false;
}

/**
 * Whether a standing base (of a figure other than the two named) lies across every sight line between `e`
 * and each point of P-Q: its centre is within its radius (less a margin) of both e-P and e-Q, so of every
 * e-p between (the lines' points nearest it are joined by a chord of the base, which each e-p crosses).
 */
export function baseAcrossFan(
  figures: readonly GeoFigure[],
  eyeId: string,
  moverId: string,
  e: Vec,
  p: Vec,
  q: Vec,
): boolean {
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i]!;
    if (f.id === eyeId || f.id === moverId || f.stance !== 'standing' || !f.blocksSight || f.offTable) continue;
    const r = (f.base ?? SIGHT.baseRadius) - BASE_MARGIN;
    if (r <= 0) continue;
    const fx = f.at[0],
      fy = f.at[1];
    if (
      distSqPointSegment(fx, fy, e[0], e[1], p[0], p[1]) < r * r &&
      distSqPointSegment(fx, fy, e[0], e[1], q[0], q[1]) < r * r
    )
      return true;
  }
  return false;
}
