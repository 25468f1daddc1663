// Roads (book p.26): through the sections with buildings, edge to edge, the way a d6 says; a crossroads when
// section 5 has buildings; and across a bridge straight off the table. Roads are 2" wide (two vehicles).
// Each straight stretch is its own piece; stretches overlap at bends so the road reads as one.
import { sectionCentre, TABLE_SIZE, type Polygon, type Vec } from '../geometry/shapes';
import { clipToRect, polygonsOverlap, tidy } from './polygon';
import { outsideParts } from './path';
import { sectionCell, TABLE_RECT } from './rect';
import type { RoadDirection } from './types';

export const ROAD_WIDTH = 2;
/**
 * Building roads pass each building section this far right of and below its centre, so the section's first
 * building (6" rooms) can stand right at the centre with the road running past its door. The road only ever
 * heads right, down, or right-and-up / left-and-down from those points, so it never cuts back through them.
 */
export const ROAD_OFFSET = 4.5;

export interface RoadLine {
  reason: 'buildings' | 'crossroads' | 'bridge' | 'pass';
  direction: RoadDirection;
  sections: number[];
  roll?: number;
  points: Vec[];
}

/** The point a building road passes in a section: beside the centre, not on it. */
export function roadPoint(section: number): Vec {
  const c = sectionCentre(section);
  return [c[0] + ROAD_OFFSET, c[1] + ROAD_OFFSET];
}

/** Start at the edge facing the first section, pass beside each building section's centre, leave by the far edge. */
export function buildingRoadLine(sections: readonly number[], direction: RoadDirection): Vec[] {
  const vertical = direction === 'topToBottom';
  const major = (s: number) => (vertical ? sectionCell(s).row : sectionCell(s).col);
  const minor = (s: number) => (vertical ? sectionCell(s).col : sectionCell(s).row);
  const pts: Vec[] = [];
  let at = minor(sections[0] as number);
  for (let m = 0; m < 3; m++) {
    const band = sections.filter((s) => major(s) === m).sort((a, b) => minor(a) - minor(b));
    if (!band.length) continue;
    const lo = minor(band[0] as number),
      hi = minor(band[band.length - 1] as number);
    if (Math.abs(at - hi) < Math.abs(at - lo)) band.reverse();
    for (const s of band) pts.push(roadPoint(s));
    at = minor(band[band.length - 1] as number);
  }
  const first = pts[0] as Vec,
    last = pts[pts.length - 1] as Vec;
  return vertical ? [[first[0], 0], ...pts, [last[0], TABLE_SIZE]] : [[0, first[1]], ...pts, [TABLE_SIZE, last[1]]];
}

/** A straight road through `at`, edge to edge. */
export function straightRoad(at: Vec, direction: RoadDirection): Vec[] {
  return direction === 'topToBottom'
    ? [
        [at[0], 0],
        [at[0], TABLE_SIZE],
      ]
    : [
        [0, at[1]],
        [TABLE_SIZE, at[1]],
      ];
}

/** Drops points that lie on the line between their neighbours. */
function straighten(points: readonly Vec[]): Vec[] {
  const out: Vec[] = [];
  for (const p of points) {
    const a = out[out.length - 2],
      b = out[out.length - 1];
    if (b && p[0] === b[0] && p[1] === b[1]) continue;
    if (a && b && Math.abs((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) < 1e-9) out.pop();
    out.push(p);
  }
  return out;
}

/**
 * Slides the ends that run off the table along their edge (up to 10") when that keeps the last stretch out
 * of water, so a road doesn't stop at a lake a few inches short of the edge.
 */
export function dodgeWater(points: readonly Vec[], water: readonly Polygon[]): Vec[] {
  if (!water.length || points.length < 2) return [...points];
  const pts = [...points];
  const clear = (a: Vec, b: Vec) => !water.some((w) => polygonsOverlap(quad(a, b, ROAD_WIDTH + 2), w));
  for (const [end, inner] of [
    [0, 1],
    [pts.length - 1, pts.length - 2],
  ] as const) {
    const e = pts[end] as Vec,
      n = pts[inner] as Vec;
    if (clear(e, n)) continue;
    const alongX = e[1] <= 0 || e[1] >= TABLE_SIZE;
    for (const off of [3, -3, 4.5, -4.5, 6, -6, 8, -8, 10, -10]) {
      const e2: Vec = alongX ? [e[0] + off, e[1]] : [e[0], e[1] + off];
      const v = alongX ? e2[0] : e2[1];
      if (v < 1 || v > TABLE_SIZE - 1) continue;
      if (clear(e2, n)) {
        pts[end] = e2;
        break;
      }
    }
  }
  return pts;
}

/** A rectangle of `width` along segment ab, reaching `extend` past each end. */
export function quad(a: Vec, b: Vec, width: number, extendA = 0, extendB = 0): Vec[] {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len,
    uy = dy / len,
    hw = width / 2;
  const a2: Vec = [a[0] - ux * extendA, a[1] - uy * extendA],
    b2: Vec = [b[0] + ux * extendB, b[1] + uy * extendB];
  return [
    [a2[0] - uy * hw, a2[1] + ux * hw],
    [b2[0] - uy * hw, b2[1] + ux * hw],
    [b2[0] + uy * hw, b2[1] - ux * hw],
    [a2[0] + uy * hw, a2[1] - ux * hw],
  ];
}

const onEdge = (p: Vec) => p[0] <= 0 || p[1] <= 0 || p[0] >= TABLE_SIZE || p[1] >= TABLE_SIZE;

/**
 * The road's pieces: one rectangle per straight stretch, clipped to the table. Water listed in `stopAt`
 * (rivers too deep to ford, lakes) ends the road at its bank; a bridge road passes over.
 */
export function roadPolygons(points: readonly Vec[], stopAt: readonly Polygon[]): Vec[][] {
  const pts = straighten(points);
  const out: Vec[][] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i] as Vec,
      b = pts[i + 1] as Vec;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    for (const [t0, t1] of outsideParts(a, b, stopAt)) {
      const pa: Vec = [a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0];
      const pb: Vec = [a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1];
      const wetA = t0 > 0,
        wetB = t1 < 1;
      let shape: Vec[] | undefined;
      for (let back = 1; back <= 6; back += 0.5) {
        const ea = wetA ? -back : onEdge(pa) ? 0 : ROAD_WIDTH / 2;
        const eb = wetB ? -back : onEdge(pb) ? 0 : ROAD_WIDTH / 2;
        // Stubs under 2" (a road cut short by water next to an edge or a bend) are not worth a piece.
        if ((t1 - t0) * len + ea + eb < 2) break;
        const q = quad(pa, pb, ROAD_WIDTH, ea, eb);
        if (!stopAt.some((w) => polygonsOverlap(q, w))) {
          shape = q;
          break;
        }
        if (!wetA && !wetB) {
          shape = q;
          break;
        }
      }
      if (shape) {
        const clipped = tidy(clipToRect(shape, TABLE_RECT));
        if (clipped.length >= 3) out.push(clipped);
      }
    }
  }
  return out;
}
