// Thinning a pointer's trail into a path: the points that add little to it (a wobble off a straight run)
// are dropped, its ends and corners kept. Used for the paths a drag on the table draws.
import type { Vec } from './shapes';

/** Drops points that add little to the path (under 0.15" off a straight run), keeping its ends. */
export function simplify(pts: readonly Vec[], tol = 0.15): Vec[] {
  if (pts.length <= 2) return [...pts];
  const keep = new Array<boolean>(pts.length).fill(false);
  keep[0] = keep[pts.length - 1] = true;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const A = pts[a]!,
      B = pts[b]!;
    let far = -1,
      farD = tol;
    for (let i = a + 1; i < b; i++) {
      const P = pts[i]!;
      const dx = B[0] - A[0],
        dy = B[1] - A[1];
      const len = Math.hypot(dx, dy);
      const d =
        len < 1e-9 ? Math.hypot(P[0] - A[0], P[1] - A[1]) : Math.abs(dx * (A[1] - P[1]) - dy * (A[0] - P[0])) / len;
      if (d > farD) {
        far = i;
        farD = d;
      }
    }
    if (far >= 0) {
      keep[far] = true;
      stack.push([a, far], [far, b]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}
