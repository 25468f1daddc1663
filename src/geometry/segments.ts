// Low-level plane geometry on plain numbers: segment crossings, distances, point-in-polygon, ray casts.
// Line of sight runs these millions of times, so they take coordinates as arguments (no Vec arrays,
// no allocation) and work on the flat Float64Array segment lists that prepared.ts builds
// (4 numbers per segment: x1, y1, x2, y2).
import { hypot } from './vec';

/** Twice the signed area of triangle a-b-c: > 0 when c lies to the left of a→b (y down: clockwise on screen). */
export function cross3(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/**
 * Whether segments a-b and c-d share at least one point. Touching counts: a sight line that grazes a
 * building's corner is treated as stopped by it, which also catches lines through two opposite corners.
 */
export function segmentsTouch(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const o1 = cross3(ax, ay, bx, by, cx, cy);
  const o2 = cross3(ax, ay, bx, by, dx, dy);
  if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0)) return false;
  const o3 = cross3(cx, cy, dx, dy, ax, ay);
  const o4 = cross3(cx, cy, dx, dy, bx, by);
  if ((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0)) return false;
  if (o1 === 0 && o2 === 0) {
    // Collinear: they meet only if their extents overlap.
    return (
      Math.min(ax, bx) <= Math.max(cx, dx) &&
      Math.min(cx, dx) <= Math.max(ax, bx) &&
      Math.min(ay, by) <= Math.max(cy, dy) &&
      Math.min(cy, dy) <= Math.max(ay, by)
    );
  }
  return true;
}

/**
 * Where along a-b (0..1) it meets c-d, or -1 when they do not meet. Collinear overlaps answer the
 * first shared point along a-b.
 */
export function crossingParam(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  if (!segmentsTouch(ax, ay, bx, by, cx, cy, dx, dy)) return -1;
  const rx = bx - ax,
    ry = by - ay,
    sx = dx - cx,
    sy = dy - cy;
  const den = rx * sy - ry * sx;
  if (den === 0) {
    const len2 = rx * rx + ry * ry;
    if (len2 === 0) return 0;
    const tc = ((cx - ax) * rx + (cy - ay) * ry) / len2;
    const td = ((dx - ax) * rx + (dy - ay) * ry) / len2;
    return Math.max(0, Math.min(1, Math.min(tc, td)));
  }
  const t = ((cx - ax) * sy - (cy - ay) * sx) / den;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/** Squared distance from point p to segment a-b. */
export function distSqPointSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax,
    vy = by - ay;
  const len2 = vx * vx + vy * vy;
  let t = len2 === 0 ? 0 : ((px - ax) * vx + (py - ay) * vy) / len2;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const dx = ax + t * vx - px,
    dy = ay + t * vy - py;
  return dx * dx + dy * dy;
}

/** Whether a circle (a figure's base) overlaps segment a-b: strictly, so a base just touching the line does not. */
export function segmentHitsCircle(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  r: number,
): boolean {
  return distSqPointSegment(cx, cy, ax, ay, bx, by) < r * r;
}

/** Distance from p to the nearest of the segments [from, to) in a flat segment list. */
export function distToSegments(px: number, py: number, seg: Float64Array, from: number, to: number): number {
  let best = Infinity;
  for (let i = from; i < to; i++) {
    const o = i * 4;
    const d = distSqPointSegment(px, py, seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** Even-odd point-in-polygon over a closed ring stored as segments [from, to). Points on an edge may go either way. */
export function insideSegments(px: number, py: number, seg: Float64Array, from: number, to: number): boolean {
  let inside = false;
  for (let i = from; i < to; i++) {
    const o = i * 4;
    const x1 = seg[o]!,
      y1 = seg[o + 1]!,
      x2 = seg[o + 2]!,
      y2 = seg[o + 3]!;
    if (y1 > py !== y2 > py && px < x1 + ((py - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
  }
  return inside;
}

/** Even-odd point-in-polygon over a vertex list. */
export function insidePolygon(px: number, py: number, poly: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!,
      b = poly[j]!;
    if (a[1] > py !== b[1] > py && px < a[0] + ((py - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) inside = !inside;
  }
  return inside;
}

/**
 * Distance along a ray (origin o, unit direction u) to segment a-b, or Infinity when the ray misses it.
 * Hits at the origin itself (t = 0) are ignored so that a viewer standing on a line is not stopped by it.
 */
export function rayHitsSegment(
  ox: number,
  oy: number,
  ux: number,
  uy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const sx = bx - ax,
    sy = by - ay;
  const den = ux * sy - uy * sx;
  if (den === 0) return Infinity;
  const wx = ax - ox,
    wy = ay - oy;
  const t = (wx * sy - wy * sx) / den;
  if (t <= 0) return Infinity;
  const s = (wx * uy - wy * ux) / den;
  return s >= 0 && s <= 1 ? t : Infinity;
}

/**
 * The far end of a ray's passage through a capsule (every point within r of segment a-b), or -Infinity
 * when the ray misses it. Used for the 1" band around a hill crest.
 */
export function rayCapsuleExit(
  ox: number,
  oy: number,
  ux: number,
  uy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
): number {
  let best = -Infinity;
  // End caps.
  best = Math.max(best, rayCircleFar(ox, oy, ux, uy, ax, ay, r), rayCircleFar(ox, oy, ux, uy, bx, by, r));
  // The two long sides, offset r from the segment's line.
  const vx = bx - ax,
    vy = by - ay;
  const len = hypot(vx, vy);
  if (len > 0) {
    const nx = -vy / len,
      ny = vx / len;
    const den = ux * nx + uy * ny;
    if (den !== 0) {
      for (let side = -r; side <= r; side += 2 * r) {
        const t = ((ax - ox) * nx + (ay - oy) * ny + side) / den;
        const px = ox + t * ux - ax,
          py = oy + t * uy - ay;
        const along = (px * vx + py * vy) / (len * len);
        if (along >= 0 && along <= 1 && t > best) best = t;
      }
    }
  }
  return best;
}

function rayCircleFar(ox: number, oy: number, ux: number, uy: number, cx: number, cy: number, r: number): number {
  const wx = ox - cx,
    wy = oy - cy;
  const b = wx * ux + wy * uy;
  const c = wx * wx + wy * wy - r * r;
  const disc = b * b - c;
  return disc < 0 ? -Infinity : -b + Math.sqrt(disc);
}

/** Shortest distance from p to a polyline or polygon given as a vertex list (closed when `closed`). */
export function distToPath(
  px: number,
  py: number,
  pts: readonly (readonly [number, number])[],
  closed: boolean,
): number {
  let best = Infinity;
  const n = pts.length;
  if (n === 1) return hypot(px - pts[0]![0], py - pts[0]![1]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const a = pts[i]!,
      b = pts[(i + 1) % n]!;
    const d = distSqPointSegment(px, py, a[0], a[1], b[0], b[1]);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** Angle difference folded into [0, 180] degrees. */
export function angleGap(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180);
}
