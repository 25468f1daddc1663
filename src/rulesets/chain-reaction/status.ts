// A Chain Reaction figure's status (book pp. 9-12), and what each means to the shared geometry: whether the
// figure still blocks others' sight and whether it may be picked as a target. Geometry itself knows no status.
import type { Stance } from '../../geometry/shapes';

export const STATUSES = [
  'carryOn',
  'duckBack',
  'hunkerDown',
  'leaving',
  'outOfTheFight',
  'obviouslyDead',
  'captured',
  'offTable',
] as const;
export type Status = (typeof STATUSES)[number];

/** Figures with these statuses are not offered as targets. */
export const NOT_TARGETS = [
  'outOfTheFight',
  'obviouslyDead',
  'captured',
  'offTable',
] as const satisfies readonly Status[];

export function isTargetable(status: Status): boolean {
  return !(NOT_TARGETS as readonly Status[]).includes(status);
}

/** Whether a figure's base stops sight lines of others: casualties lying down and prone figures do not (rules notes). */
export function blocksSightAs(stance: Stance, status: Status): boolean {
  return stance === 'standing' && status !== 'offTable' && status !== 'outOfTheFight' && status !== 'obviouslyDead';
}
