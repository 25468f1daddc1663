// Natural-looking terrain outlines: a rounded square fitted to a box, pulled inward by a few dice.
// The book wants each section's terrain to fill at least 75% of it with an easy-to-see border, so the
// outline starts close to the box and the dice only bite in as far as that coverage allows.
import type { Vec } from '../geometry/shapes';
import { polygonArea, tidy } from './polygon';
import type { Rect } from './rect';

export interface BlobOptions {
  /** Squareness of the base outline: 2 is an ellipse, larger is boxier. */
  exponent?: number;
  /** Largest inward pull, as a fraction of the radius, at a control die of 6. */
  maxJitter?: number;
  vertices?: number;
  /** Smallest area to keep; the pull is eased off until the outline reaches it. */
  minArea?: number;
}

/** 75% of a 12" section. */
export const SECTION_COVERAGE = 0.75 * 144;

const EASE_STEPS = [1, 0.8, 0.6, 0.4, 0.2, 0];

/**
 * A star-shaped outline inside `rect`. Each control die (1-6) sets how far the border is pulled in around
 * its part of the outline; values between controls are blended smoothly so the border bends, not zigzags.
 */
export function blob(rect: Rect, dice: readonly number[], opts: BlobOptions = {}): Vec[] {
  const n = opts.exponent ?? 4;
  const maxJitter = opts.maxJitter ?? 0.16;
  const count = opts.vertices ?? 32;
  const minArea = opts.minArea ?? 0;
  const cx = (rect.x0 + rect.x1) / 2,
    cy = (rect.y0 + rect.y1) / 2;
  const a = (rect.x1 - rect.x0) / 2,
    b = (rect.y1 - rect.y0) / 2;
  const controls = dice.length ? dice.map((d) => (d - 1) / 5) : [0];
  const m = controls.length;
  const base: Vec[] = [];
  const pull: number[] = [];
  for (let k = 0; k < count; k++) {
    const th = (2 * Math.PI * k) / count;
    const co = Math.cos(th),
      si = Math.sin(th);
    base.push([a * Math.sign(co) * Math.abs(co) ** (2 / n), b * Math.sign(si) * Math.abs(si) ** (2 / n)]);
    const u = (k / count) * m;
    const i = Math.floor(u);
    const s = (1 - Math.cos(Math.PI * (u - i))) / 2;
    pull.push((controls[i % m] as number) * (1 - s) + (controls[(i + 1) % m] as number) * s);
  }
  let best: Vec[] = [];
  for (const ease of EASE_STEPS) {
    best = tidy(
      base.map(([x, y], k) => {
        const f = 1 - maxJitter * ease * (pull[k] as number);
        return [cx + x * f, cy + y * f] as Vec;
      }),
    );
    if (polygonArea(best) >= minArea) return best;
  }
  return best;
}
