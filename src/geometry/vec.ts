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

export function len(a: Vec): number {
  return Math.hypot(a[0], a[1]);
}

export function dist(a: Vec, b: Vec): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
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
    if ((a[1] > p[1]) !== (b[1] > p[1])) {
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
  const r = sub(b, a);
  const s = sub(d, c);
  const den = cross(r, s);
  if (Math.abs(den) < EPS) return null;
  const ca = sub(c, a);
  const t = cross(ca, s) / den;
  const u = cross(ca, r) / den;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return null;
  return Math.min(1, Math.max(0, t));
}

/** Distance from p to the segment a→b. */
export function distToSegment(p: Vec, a: Vec, b: Vec): number {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  if (l2 < EPS) return dist(p, a);
  const t = Math.min(1, Math.max(0, dot(sub(p, a), ab) / l2));
  return dist(p, lerp(a, b, t));
}

/** Distance from p to the nearest edge of a closed polygon (0 on the edge; inside points too). */
export function distToPolygonEdge(p: Vec, poly: Polygon): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const d = distToSegment(p, poly[i]!, poly[(i + 1) % poly.length]!);
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
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** Do two boxes overlap once the first is grown by `margin` on every side? */
export function boxesTouch(a: Box, b: Box, margin = 0): boolean {
  return a.minX - margin <= b.maxX && b.minX <= a.maxX + margin && a.minY - margin <= b.maxY && b.minY <= a.maxY + margin;
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
