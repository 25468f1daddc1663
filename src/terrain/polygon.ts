// Small planar polygon helpers for laying out terrain: area, containment, overlap and clipping.
// Generation runs a thousand tables in a test, so these stay simple loops rather than a geometry library.
import type { Polygon, Vec } from '../geometry/shapes';
import { boundsOf, rectsOverlap, type Rect } from './rect';

export function signedArea(poly: Polygon): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Vec,
      b = poly[i] as Vec;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

export function polygonArea(poly: Polygon): number {
  return Math.abs(signedArea(poly));
}

export function pointInPolygon(p: Vec, poly: Polygon): boolean {
  let inside = false;
  const [x, y] = p;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as Vec,
      [xj, yj] = poly[j] as Vec;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function orient(a: Vec, b: Vec, c: Vec): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function within(p: Vec, q: Vec, r: Vec): boolean {
  return (
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1])
  );
}

/** Proper or touching intersection of segments ab and cd. */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const d1 = orient(c, d, a),
    d2 = orient(c, d, b),
    d3 = orient(a, b, c),
    d4 = orient(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  if (d1 === 0 && within(c, d, a)) return true;
  if (d2 === 0 && within(c, d, b)) return true;
  if (d3 === 0 && within(a, b, c)) return true;
  if (d4 === 0 && within(a, b, d)) return true;
  return false;
}

/** Where segment ab meets cd, as the parameter t along ab, or undefined when they don't cross. */
export function segmentHit(a: Vec, b: Vec, c: Vec, d: Vec): number | undefined {
  const rx = b[0] - a[0],
    ry = b[1] - a[1],
    sx = d[0] - c[0],
    sy = d[1] - c[1];
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return undefined;
  const qx = c[0] - a[0],
    qy = c[1] - a[1];
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : undefined;
}

export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Distance from a point to a polygon's outline (0 on it; inside points also measure to the outline). */
export function distanceToOutline(p: Vec, poly: Polygon): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const d = pointSegmentDistance(p, poly[j] as Vec, poly[i] as Vec);
    if (d < best) best = d;
  }
  return best;
}

/** True when two polygons share any area or touch. */
export function polygonsOverlap(
  a: Polygon,
  b: Polygon,
  boundsA: Rect = boundsOf(a),
  boundsB: Rect = boundsOf(b),
): boolean {
  if (!rectsOverlap(boundsA, boundsB)) return false;
  for (let i = 0, j = a.length - 1; i < a.length; j = i++) {
    for (let k = 0, l = b.length - 1; k < b.length; l = k++) {
      if (segmentsIntersect(a[j] as Vec, a[i] as Vec, b[l] as Vec, b[k] as Vec)) return true;
    }
  }
  return pointInPolygon(a[0] as Vec, b) || pointInPolygon(b[0] as Vec, a);
}

/** Sutherland-Hodgman clip of any polygon against a rectangle (fine for the star-like shapes made here). */
export function clipToRect(poly: Polygon, r: Rect): Vec[] {
  type Edge = { inside: (p: Vec) => boolean; cut: (p: Vec, q: Vec) => Vec };
  const lerpAt = (p: Vec, q: Vec, t: number): Vec => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  const edges: Edge[] = [
    { inside: (p) => p[0] >= r.x0, cut: (p, q) => lerpAt(p, q, (r.x0 - p[0]) / (q[0] - p[0])) },
    { inside: (p) => p[0] <= r.x1, cut: (p, q) => lerpAt(p, q, (r.x1 - p[0]) / (q[0] - p[0])) },
    { inside: (p) => p[1] >= r.y0, cut: (p, q) => lerpAt(p, q, (r.y0 - p[1]) / (q[1] - p[1])) },
    { inside: (p) => p[1] <= r.y1, cut: (p, q) => lerpAt(p, q, (r.y1 - p[1]) / (q[1] - p[1])) },
  ];
  let out: Vec[] = [...poly];
  for (const e of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i] as Vec,
        prev = input[(i + input.length - 1) % input.length] as Vec;
      if (e.inside(cur)) {
        if (!e.inside(prev)) out.push(e.cut(prev, cur));
        out.push(cur);
      } else if (e.inside(prev)) {
        out.push(e.cut(prev, cur));
      }
    }
    if (out.length === 0) return [];
  }
  return out;
}

/** True when the ring crosses itself (adjacent edges sharing a corner don't count). */
export function selfIntersects(poly: Polygon): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i] as Vec,
      b = poly[(i + 1) % n] as Vec;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsIntersect(a, b, poly[j] as Vec, poly[(j + 1) % n] as Vec)) return true;
    }
  }
  return false;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function roundPoint(p: Vec): Vec {
  return [round2(p[0]), round2(p[1])];
}

/** Rounds to 0.01" and drops repeated points, so the JSON is short and stable. */
export function tidy(poly: readonly Vec[]): Vec[] {
  const out: Vec[] = [];
  for (const p of poly) {
    const q = roundPoint(p);
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  const first = out[0],
    last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}
