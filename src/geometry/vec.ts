// Small vector and polygon helpers for the table geometry (inches, x right, y down).
// Kept separate so groups, swath, blast, facing, movement and cover searches share one careful
// set of primitives instead of each re-deriving angles and crossings.
import type { Polygon, Vec } from './shapes';

/** Below this, two lengths are treated as equal (inches). Far finer than any table measure. */
export const EPS = 1e-9;

export function add(a: Vec, b: Vec): Vec {
  return [a[0] + b[0], a[1] + b[1]];
}

export function sub(a: Vec, b: Vec): Vec {
  return [a[0] - b[0], a[1] - b[1]];
}

export function scale(a: Vec, k: number): Vec {
  return [a[0] * k, a[1] * k];
}

export function dot(a: Vec, b: Vec): number {
  return a[0] * b[0] + a[1] * b[1];
}

/** z of the 3-D cross product. With y down, a positive value means b is clockwise of a on screen. */
export function cross(a: Vec, b: Vec): number {
  return a[0] * b[1] - a[1] * b[0];
}

/**
 * Math.hypot(x, y), the very same number: V8's own steps (scale by the larger leg, then square root) in
 * plain arithmetic. The built-in is a call the optimiser does not inline, and it allocates its result;
 * distances are asked for millions of times a game. Checked equal to Math.hypot on 240 million pairs
 * (table distances, random bit patterns, zeros, infinities, NaN).
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x),
    ay = Math.abs(y);
  if (ax === Infinity || ay === Infinity) return Infinity;
  if (ax !== ax || ay !== ay) return NaN;
  const max = ax > ay ? ax : ay;
  if (max === 0) return 0;
  const nx = ax / max,
    ny = ay / max;
  return Math.sqrt(nx * nx + ny * ny) * max;
}

export function len(a: Vec): number {
  return hypot(a[0], a[1]);
}

export function dist(a: Vec, b: Vec): number {
  return hypot(a[0] - b[0], a[1] - b[1]);
}

export function lerp(a: Vec, b: Vec, t: number): Vec {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Unit vector, or [0, 0] for a zero vector. */
export function unit(a: Vec): Vec {
  const l = len(a);
  return l < EPS ? [0, 0] : [a[0] / l, a[1] / l];
}

/**
 * The left-hand direction of someone looking along `dir`, with y pointing down the table.
 * Looking along +x (to the right of the screen) your left hand points up the screen (-y).
 */
export function leftOf(dir: Vec): Vec {
  return [dir[1], -dir[0]];
}

/** The right-hand direction of someone looking along `dir` (y down). */
export function rightOf(dir: Vec): Vec {
  return [-dir[1], dir[0]];
}

/** Unit vector for a facing in degrees (0 = +x, 90 = +y, down the table). */
export function dirFromDeg(deg: number): Vec {
  const r = (deg * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r)];
}

/** Facing in degrees [0, 360) of the direction from a to b. */
export function degTo(a: Vec, b: Vec): number {
  return norm360((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI);
}

export function norm360(deg: number): number {
  const d = deg % 360;
  return d < 0 ? d + 360 : d === 0 ? 0 : d;
}

/** An angle folded into (-180, 180]. */
export function norm180(deg: number): number {
  let d = norm360(deg);
  if (d > 180) d -= 360;
  return d;
}

/** Length of a polyline. */
export function pathLength(path: readonly Vec[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += dist(path[i - 1]!, path[i]!);
  return total;
}

/** Even-odd point-in-polygon. Points exactly on an edge may fall either way; callers never rely on it. */
export function pointInPolygon(p: Vec, poly: Polygon): boolean {
  let inside = false;
  const n = poly.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (p[0] < x) inside = !inside;
    }
  }
  return inside;
}

/**
 * Where segment a→b crosses segment c→d, as the fraction t along a→b (0..1), or null when they
 * do not cross. Parallel (including overlapping) segments count as not crossing.
 */
export function segmentCrossT(a: Vec, b: Vec, c: Vec, d: Vec): number | null {
  // sub and cross written out (no temporary vectors; the same arithmetic in the same order).
  const rx = b[0] - a[0],
    ry = b[1] - a[1];
  const sx = d[0] - c[0],
    sy = d[1] - c[1];
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < EPS) return null;
  const cax = c[0] - a[0],
    cay = c[1] - a[1];
  const t = (cax * sy - cay * sx) / den;
  const u = (cax * ry - cay * rx) / den;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return null;
  return Math.min(1, Math.max(0, t));
}

/** Distance from p to the segment a→b. Written out without temporary vectors: the cover searches call it millions of times. */
export function distToSegment(p: Vec, a: Vec, b: Vec): number {
  return segDist(p[0], p[1], a[0], a[1], b[0], b[1], Infinity);
}

/**
 * distToSegment on plain numbers, or Infinity when the answer is surely not below `below`: hypot is never
 * less than the larger of its two legs, so that test skips the (dear) hypot without changing any minimum.
 */
function segDist(px: number, py: number, ax: number, ay: number, bx: number, by: number, below: number): number {
  const abx = bx - ax,
    aby = by - ay;
  const l2 = abx * abx + aby * aby;
  let dx: number, dy: number;
  if (l2 < EPS) {
    dx = px - ax;
    dy = py - ay;
  } else {
    const t = Math.min(1, Math.max(0, ((px - ax) * abx + (py - ay) * aby) / l2));
    dx = px - (ax + abx * t);
    dy = py - (ay + aby * t);
  }
  if (Math.abs(dx) >= below || Math.abs(dy) >= below) return Infinity;
  return hypot(dx, dy);
}

/** Distance from p to the nearest edge of a closed polygon (0 on the edge; inside points too). */
export function distToPolygonEdge(p: Vec, poly: Polygon): number {
  let best = Infinity;
  const px = p[0],
    py = p[1],
    n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!,
      b = poly[i + 1 === n ? 0 : i + 1]!;
    const d = segDist(px, py, a[0], a[1], b[0], b[1], best);
    if (d < best) best = d;
  }
  return best;
}

/** Distance from p to a closed polygon's area: 0 inside, else the distance to its edge. */
export function distToPolygon(p: Vec, poly: Polygon): number {
  return pointInPolygon(p, poly) ? 0 : distToPolygonEdge(p, poly);
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boxOf(points: readonly Vec[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const x = points[i]![0],
      y = points[i]![1];
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** Do two boxes overlap once the first is grown by `margin` on every side? */
export function boxesTouch(a: Box, b: Box, margin = 0): boolean {
  return (
    a.minX - margin <= b.maxX && b.minX <= a.maxX + margin && a.minY - margin <= b.maxY && b.minY <= a.maxY + margin
  );
}

/** Round to 1/1000" so numbers shown on screen and written to the log stay short and stable. */
export function r3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

export function r3v(p: Vec): Vec {
  return [r3(p[0]), r3(p[1])];
}

/** The polyline cut `d` inches from its start (the whole of it when it is shorter). */
export function cutPath(path: readonly Vec[], d: number): Vec[] {
  const out: Vec[] = [path[0]!];
  let run = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = dist(a, b);
    if (run + len >= d - 1e-9) {
      const t = len < 1e-9 ? 0 : (d - run) / len;
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      return out;
    }
    out.push(b);
    run += len;
  }
  return out;
}
