// What lies under a point of the plain table: the figure whose token it is on, the terrain piece it is in.
// Plain arithmetic in table inches, shared by the scene (clicks, hover) and the tests.
import type { BoardFigure, BoardPoint, BoardShape, BoardTerrain } from '../../core/board';
import { hull } from '../../geometry/hull';

/** The figure whose token (radius `r` inches) holds the point, the nearest when tokens overlap. */
export function figureAt(figures: readonly BoardFigure[], at: BoardPoint, r: number): BoardFigure | undefined {
  let best: BoardFigure | undefined;
  let bestD = r;
  for (const f of figures) {
    // A round token drawn over a rectangle (a crew figure in its vehicle) wins near its own centre.
    const d =
      f.shape?.kind === 'rect'
        ? rectDistance(f, f.shape, at, r) + r * 0.5
        : Math.hypot(f.at[0] - at[0], f.at[1] - at[1]);
    // Standing figures before those down when both are under the point.
    const k = f.down ? d + r * 0.01 : d;
    if (k <= bestD) {
      best = f;
      bestD = k;
    }
  }
  return best;
}

/** How far a point is outside a rectangular token (0 inside), drawn at least as big as a round one. */
function rectDistance(f: BoardFigure, s: { length: number; width: number }, p: BoardPoint, r: number): number {
  const a = ((f.facing ?? 0) * Math.PI) / 180;
  const [dx, dy] = [p[0] - f.at[0], p[1] - f.at[1]];
  const u = Math.abs(dx * Math.cos(a) + dy * Math.sin(a)) - Math.max(r * 1.2, s.length / 2);
  const v = Math.abs(-dx * Math.sin(a) + dy * Math.cos(a)) - Math.max(r * 0.8, s.width / 2);
  return Math.hypot(Math.max(0, u), Math.max(0, v));
}

function segmentDistance(p: BoardPoint, a: BoardPoint, b: BoardPoint): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

export function inShape(s: BoardShape, p: BoardPoint): boolean {
  switch (s.kind) {
    case 'rect':
      return p[0] >= s.x && p[0] <= s.x + s.w && p[1] >= s.y && p[1] <= s.y + s.h;
    case 'circle':
      return Math.hypot(p[0] - s.at[0], p[1] - s.at[1]) <= s.r;
    case 'line':
      for (let i = 1; i < s.points.length; i++)
        if (segmentDistance(p, s.points[i - 1]!, s.points[i]!) <= s.width / 2) return true;
      return false;
    case 'polygon': {
      let inside = false;
      const pts = s.points;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [xi, yi] = pts[i]!;
        const [xj, yj] = pts[j]!;
        if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    }
  }
}

/** The terrain pieces under the point, top-most (last drawn) first. */
export function terrainAt(terrain: readonly BoardTerrain[], p: BoardPoint): BoardTerrain[] {
  return terrain.filter((t) => inShape(t.shape, p)).reverse();
}

/** The outline round a group's tokens: the hull of a ring of points round each, `pad` inches out. */
export function groupOutline(centres: readonly BoardPoint[], pad: number): BoardPoint[] {
  const ring: BoardPoint[] = [];
  for (const c of centres)
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      ring.push([c[0] + Math.cos(a) * pad, c[1] + Math.sin(a) * pad]);
    }
  return hull(ring);
}
