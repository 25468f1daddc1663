// World units of the table scene: the table is drawn in world pixels at a fixed number per inch and the
// camera zooms it to the window. Kept apart from Phaser so the arithmetic is plain.
import { TABLE_SIZE, type Vec } from '../../geometry/shapes';

/** World pixels per inch. */
export const PPI = 32;
export const TABLE_PX = TABLE_SIZE * PPI;
/** Room around the table at the fitted zoom, in inches. */
export const MARGIN_IN = 1.2;

export function px(inches: number): number {
  return inches * PPI;
}

export function toWorld(p: Vec): [number, number] {
  return [p[0] * PPI, p[1] * PPI];
}

export function toInches(x: number, y: number): Vec {
  return [x / PPI, y / PPI];
}

/** The zoom at which the whole table and its margin fit a view of w x h screen pixels. */
export function fitZoom(w: number, h: number): number {
  const need = (TABLE_SIZE + 2 * MARGIN_IN) * PPI;
  return Math.max(0.05, Math.min(w, h) / need);
}
