// Moves the rules make for a figure (retiring, fleeing, being pushed): straight lines that stop short of
// what blocks them, and the nearest cover away from a threat.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { SURRENDER } from './tables';
import { coverOf, moveObstacles } from './terrain';
import type { Ctx } from './ctx';
import { noteSeen } from './fog';
import type { Figure } from './types';

/** The nearest spot within 12" that has cover from the cause and is no nearer to it. */
export function nearestCoverAway(c: Ctx, f: Figure, from: Vec): Vec | null {
  let best: Vec | null = null;
  let bestD = Infinity;
  const d0 = dist(f.at, from);
  for (let r = 1; r <= SURRENDER.retireTo; r += 1) {
    const steps = Math.max(8, Math.round(r * 4));
    for (let k = 0; k < steps; k++) {
      const a = (2 * Math.PI * k) / steps;
      const p: Vec = [f.at[0] + r * Math.cos(a), f.at[1] + r * Math.sin(a)];
      if (dist(p, from) < d0 || r >= bestD) continue;
      if (coverOf(c.s, { id: f.id, at: p, prepared: false }, from) === 'none') continue;
      if ('blocked' in moveObstacles(c.s, f, p)) continue;
      best = p;
      bestD = r;
    }
    if (best) break;
  }
  return best;
}

/** Move straight away from a point, as far as the table and obstacles allow (a little aside if blocked). */
export function fleeFrom(c: Ctx, f: Figure, from: Vec | null | undefined, inches: number, how: 'run' | 'walk'): void {
  if (f.inside) return;
  const src = from ?? [f.at[0], f.at[1] - 1];
  let dx = f.at[0] - src[0],
    dy = f.at[1] - src[1];
  const len = Math.hypot(dx, dy) || 1;
  dx /= len;
  dy /= len;
  for (const turn of [0, 30, -30, 60, -60, 90, -90]) {
    const a = (turn * Math.PI) / 180;
    const ux = dx * Math.cos(a) - dy * Math.sin(a),
      uy = dx * Math.sin(a) + dy * Math.cos(a);
    for (let d = inches; d >= 1; d -= 1) {
      const p: Vec = [round2(f.at[0] + ux * d), round2(f.at[1] + uy * d)];
      if ('blocked' in moveObstacles(c.s, f, p)) continue;
      moveTo(c, f, p, how);
      return;
    }
  }
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function moveTo(c: Ctx, f: Figure, to: Vec, how: 'run' | 'walk' | 'push'): void {
  const from = f.at;
  // Where the other side saw it before it went (and, below, after): the last-seen marks.
  noteSeen(c.s, [f.id]);
  f.at = [round2(to[0]), round2(to[1])];
  if (how !== 'push') {
    f.facing = Math.round((Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI + 360) % 360;
    f.stance = 'standing';
    f.motion = how;
  }
  c.events.push({ type: 'move', figure: f.id, how, from, to: f.at, inches: Math.round(dist(from, f.at) * 100) / 100 });
  noteSeen(c.s, [f.id]);
}
