// Front, flank and rear (book p. 3 "Defining facing", the Charge into Melee modifiers): where a point
// or an attacker lies relative to a figure's facing. The book defines only front and rear halves and
// says a rear attack must begin and end behind the front; the flank band is this project's ruling
// (docs/rules-notes/geometry-groups.md).
import type { Polygon, Vec } from './shapes';
import { add, degTo, dirFromDeg, dist, EPS, norm180, r3, r3v, scale } from './vec';

/** Half-width of the front arc inside which an attack is frontal rather than to the flank. */
export const FRONT_ARC_HALF = 45;

export type Aspect = 'front' | 'flank' | 'rear';

export interface Facer {
  at: Vec;
  facing: number;
}

/**
 * Bearing of p from the figure, relative to where it faces, in (-180, 180]: 0 dead ahead, ±180 dead
 * behind, negative on the figure's left and positive on its right (y down, angles grow clockwise).
 * A point on the figure's own spot counts as dead ahead.
 */
export function relativeBearing(fig: Facer, p: Vec): number {
  if (dist(fig.at, p) < EPS) return 0;
  return norm180(degTo(fig.at, p) - fig.facing);
}

/** In the front 180°. A point exactly square to the figure's side is still in front. */
export function isInFront(fig: Facer, p: Vec): boolean {
  return Math.abs(relativeBearing(fig, p)) <= 90 + EPS;
}

/** Strictly behind the line through the figure square to its facing. */
export function isInRear(fig: Facer, p: Vec): boolean {
  return !isInFront(fig, p);
}

/** Facing (degrees) that turns a figure at `from` to look at `to`. */
export function facingToward(from: Vec, to: Vec): number {
  return degTo(from, to);
}

export interface AspectResult {
  aspect: Aspect;
  /** Bearings of the attacker's start and end as seen from the target, rounded. */
  startBearing: number;
  endBearing: number;
  reason: string;
}

/**
 * Which side of the target an attack (charge or shot) comes from.
 * Rear: the attacker starts and ends its move behind the target's front line.
 * Flank: otherwise, if it ends 45° or more off the target's nose (either side, or behind after starting in front).
 * Front: it ends within 45° of straight ahead.
 */
export function attackAspect(target: Facer, start: Vec, end: Vec): AspectResult {
  const sb = relativeBearing(target, start);
  const eb = relativeBearing(target, end);
  const startBehind = Math.abs(sb) > 90 + EPS;
  const endBehind = Math.abs(eb) > 90 + EPS;
  const side = eb < 0 ? 'left' : 'right';
  const bearings = { startBearing: r3(sb), endBearing: r3(eb) };
  if (startBehind && endBehind) {
    return {
      aspect: 'rear',
      ...bearings,
      reason: `starts and ends behind the target's front (${r3(Math.abs(sb))}° and ${r3(Math.abs(eb))}° off its nose): rear`,
    };
  }
  if (Math.abs(eb) >= FRONT_ARC_HALF - EPS) {
    const extra = endBehind ? ', ends behind but started in front, so not a rear attack' : '';
    return {
      aspect: 'flank',
      ...bearings,
      reason: `ends ${r3(Math.abs(eb))}° off the target's nose to its ${side}${extra}: flank`,
    };
  }
  return {
    aspect: 'front',
    ...bearings,
    reason: `ends ${r3(Math.abs(eb))}° off the target's nose, inside its ±${FRONT_ARC_HALF}° front: front`,
  };
}

/** The front half-disc of a figure, for drawing. */
export function frontArcPolygon(fig: Facer, radius: number, steps = 12): Polygon {
  const pts: Vec[] = [r3v(fig.at)];
  for (let i = 0; i <= steps; i++) {
    const deg = fig.facing - 90 + (180 * i) / steps;
    pts.push(r3v(add(fig.at, scale(dirFromDeg(deg), radius))));
  }
  return pts;
}

/** The facing of a figure walking from a to b, to a thousandth of a degree; `fallback` when it does not move. */
export function facingAlong(a: Vec, b: Vec, fallback: number): number {
  if (Math.hypot(b[0] - a[0], b[1] - a[1]) < 1e-9) return fallback;
  return Math.round((((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI + 360) % 360) * 1000) / 1000;
}
