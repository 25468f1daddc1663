// Where units stand, measured the way the rulings measure: base centre to base centre, the nearest figure
// for range, a unit's first living figure as the one its moves are measured by; and fire arcs.
import type { Vec } from '../../geometry/shapes';
import { ARC_HALF, WEAPON } from './tables';
import { liveFigures, type Figure, type Unit } from './state';
import type { Weapon } from './vocab';

export const dist = (a: Vec, b: Vec): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The figure a unit's moves are measured by: its first living one. */
export function leadOf(u: Unit): Figure | undefined {
  return u.figures.find((f) => f.alive);
}

/** Nearest distance between two units' living figures. */
export function unitGap(a: Unit, b: Unit): number {
  let best = Infinity;
  for (const f of liveFigures(a)) for (const g of liveFigures(b)) best = Math.min(best, dist(f.at, g.at));
  return best;
}

export function bearing(from: Vec, to: Vec): number {
  return (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
}

/** Whether `p` lies within 45 degrees of the facing seen from `from`. */
export function inArc(from: Vec, facing: number, p: Vec): boolean {
  if (dist(from, p) < 1e-9) return true;
  let d = bearing(from, p) - facing;
  d = ((((d + 180) % 360) + 360) % 360) - 180;
  return Math.abs(d) <= ARC_HALF + 1e-9;
}

/** A team fires its heavy weapon alone (the first heavy weapon on its list), carried by its first living crew. */
export function teamWeapon(u: Unit): Weapon {
  return (u.figures.find((f) => WEAPON[f.weapon].heavy) ?? u.figures[0]!).weapon;
}

/** Whether this unit's weapon keeps to the front arc: a team's heavy weapon, a vehicle without a turret. */
export function arcBound(u: Unit, weapon: Weapon): boolean {
  if (u.kind === 'vehicle') return !u.turret;
  return WEAPON[weapon].heavy;
}

export function translate(u: Unit, by: Vec): void {
  for (const f of u.figures) if (f.alive) f.at = [round(f.at[0] + by[0]), round(f.at[1] + by[1])];
}

/** Positions kept to 1/1000", so replays compare exactly and the log stays readable. */
export const round = (x: number): number => Math.round(x * 1000) / 1000;

/** Runs `fn` with the unit moved by `off`, then puts every figure back exactly where it stood. */
export function withOffset<T>(u: Unit, off: Vec, fn: () => T): T {
  const saved = u.figures.map((f) => f.at);
  for (const f of u.figures) f.at = [f.at[0] + off[0], f.at[1] + off[1]];
  try {
    return fn();
  } finally {
    u.figures.forEach((f, i) => (f.at = saved[i]!));
  }
}
