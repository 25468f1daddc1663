// Polyline helpers for rivers and roads: smoothing, widening into a band, and where a line runs inside an area.
import type { Polygon, Vec } from '../geometry/shapes';
import { pointInPolygon, segmentHit } from './polygon';

/** Chaikin corner cutting: each pass rounds every bend; the two ends stay put. */
export function smooth(points: readonly Vec[], passes: number): Vec[] {
  let pts: Vec[] = [...points];
  for (let k = 0; k < passes; k++) {
    if (pts.length < 3) return pts;
    const out: Vec[] = [pts[0] as Vec];
    for (let i = 0; i < pts.length - 1; i++) {
      const p = pts[i] as Vec,
        q = pts[i + 1] as Vec;
      if (i > 0) out.push([0.75 * p[0] + 0.25 * q[0], 0.75 * p[1] + 0.25 * q[1]]);
      if (i < pts.length - 2) out.push([0.25 * p[0] + 0.75 * q[0], 0.25 * p[1] + 0.75 * q[1]]);
    }
    out.push(pts[pts.length - 1] as Vec);
    pts = out;
  }
  return pts;
}

/**
 * Cuts out the small loops an offset line makes on the inside of a tight bend: where the line crosses
 * itself, the stretch between the crossings is replaced by the crossing point.
 */
export function removeLoops(line: readonly Vec[]): Vec[] {
  const out: Vec[] = [...line];
  for (let i = 0; i + 1 < out.length; i++) {
    for (let j = out.length - 2; j > i + 1; j--) {
      const a = out[i] as Vec,
        b = out[i + 1] as Vec,
        c = out[j] as Vec,
        d = out[j + 1] as Vec;
      const t = segmentHit(a, b, c, d);
      if (t === undefined) continue;
      out.splice(i + 1, j - i, [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      break;
    }
  }
  return out;
}

/** A band `width` wide around a gently bending line (left side out, right side back). */
export function band(line: readonly Vec[], width: number): Vec[] {
  const hw = width / 2;
  const left: Vec[] = [],
    right: Vec[] = [];
  for (let i = 0; i < line.length; i++) {
    const prev = line[Math.max(0, i - 1)] as Vec,
      next = line[Math.min(line.length - 1, i + 1)] as Vec;
    let tx = next[0] - prev[0],
      ty = next[1] - prev[1];
    const len = Math.hypot(tx, ty) || 1;
    tx /= len;
    ty /= len;
    const p = line[i] as Vec;
    left.push([p[0] - ty * hw, p[1] + tx * hw]);
    right.push([p[0] + ty * hw, p[1] - tx * hw]);
  }
  return [...removeLoops(left), ...removeLoops(right).reverse()];
}

/** Unit direction of the line at point i. */
export function tangentAt(line: readonly Vec[], i: number): Vec {
  const prev = line[Math.max(0, i - 1)] as Vec,
    next = line[Math.min(line.length - 1, i + 1)] as Vec;
  const tx = next[0] - prev[0],
    ty = next[1] - prev[1];
  const len = Math.hypot(tx, ty) || 1;
  return [tx / len, ty / len];
}

/** The parts (as [from, to] fractions) of segment ab lying outside every polygon. */
export function outsideParts(a: Vec, b: Vec, polys: readonly Polygon[]): [number, number][] {
  const cuts = [0, 1];
  for (const poly of polys) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const t = segmentHit(a, b, poly[j] as Vec, poly[i] as Vec);
      if (t !== undefined) cuts.push(t);
    }
  }
  cuts.sort((x, y) => x - y);
  const parts: [number, number][] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const t0 = cuts[i] as number,
      t1 = cuts[i + 1] as number;
    if (t1 - t0 < 1e-9) continue;
    const tm = (t0 + t1) / 2;
    const m: Vec = [a[0] + (b[0] - a[0]) * tm, a[1] + (b[1] - a[1]) * tm];
    if (polys.some((p) => pointInPolygon(m, p))) continue;
    const last = parts[parts.length - 1];
    if (last && Math.abs(last[1] - t0) < 1e-9) last[1] = t1;
    else parts.push([t0, t1]);
  }
  return parts;
}
