// The ridge line of a hill: a slightly bent line across the hill's middle, kept well inside its outline.
// Line of sight across a hill is judged against this line, so it must run through the body of the hill.
import type { Polygon, Vec } from '../geometry/shapes';
import { distanceToOutline, pointInPolygon, roundPoint, segmentHit } from './polygon';
import { boundsOf } from './rect';

/** The inside point farthest from the outline, on a coarse grid: a safe middle for odd shapes. */
export function innerPoint(poly: Polygon): Vec {
  const r = boundsOf(poly);
  let best: Vec = [(r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2];
  let bestD = -1;
  const steps = 12;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const p: Vec = [r.x0 + ((r.x1 - r.x0) * i) / steps, r.y0 + ((r.y1 - r.y0) * j) / steps];
      if (!pointInPolygon(p, poly)) continue;
      const d = distanceToOutline(p, poly);
      if (d > bestD) {
        bestD = d;
        best = p;
      }
    }
  }
  return best;
}

/** How far from `p` along `dir` (both ways) the line stays inside the outline. */
function reach(poly: Polygon, p: Vec, dir: Vec): [number, number] {
  const far = 1000;
  const a: Vec = [p[0] - dir[0] * far, p[1] - dir[1] * far],
    b: Vec = [p[0] + dir[0] * far, p[1] + dir[1] * far];
  let fwd = Infinity,
    back = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const t = segmentHit(a, b, poly[j] as Vec, poly[i] as Vec);
    if (t === undefined) continue;
    const s = (t - 0.5) * 2 * far;
    if (s >= 0) fwd = Math.min(fwd, s);
    else back = Math.min(back, -s);
  }
  return [back === Infinity ? 0 : back, fwd === Infinity ? 0 : fwd];
}

/**
 * A crest across the hill at `angle` degrees (0 = along x), through the hill's middle, 70% of the way to the
 * outline each side; `bend` (-1..1) pushes its middle point sideways a little so ridges aren't ruler-straight.
 * `middle` may be given when the shape's middle is known (a fresh outline's centre); else it is searched for.
 */
export function crestFor(poly: Polygon, angle: number, bend = 0, middle?: Vec): Vec[] {
  const mid = middle ?? innerPoint(poly);
  let best: Vec[] = [];
  let bestLen = -1;
  for (const turn of [0, 90, 45, 135]) {
    const rad = ((angle + turn) * Math.PI) / 180;
    const dir: Vec = [Math.cos(rad), Math.sin(rad)];
    const [back, fwd] = reach(poly, mid, dir);
    const len = 0.7 * (back + fwd);
    if (len > bestLen) {
      bestLen = len;
      const side = Math.min(back, fwd) * 0.15 * Math.max(-1, Math.min(1, bend));
      best = [
        roundPoint([mid[0] - dir[0] * back * 0.7, mid[1] - dir[1] * back * 0.7]),
        roundPoint([mid[0] - dir[1] * side, mid[1] + dir[0] * side]),
        roundPoint([mid[0] + dir[0] * fwd * 0.7, mid[1] + dir[1] * fwd * 0.7]),
      ];
    }
    if (len >= 2) break;
  }
  return best;
}
