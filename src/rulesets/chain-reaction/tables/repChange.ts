// Rep going up after a good Encounter and down after a bad one (book p.32), as data.
// Improving has no ceiling; falling stops at Rep 2.
import type { TableMeta } from '../../../core/tables/types';

/** What a figure must have done (or avoided) for the Encounter to count as a success for it. */
export const SUCCESS_REQUIREMENTS = [
  'hitOrMeleed',
  'neverOutOfTheFight',
  'neverHunkeredDown',
  'neverLeftTheBattlefield',
  'leftNoOneBehind',
] as const;
export type SuccessRequirement = (typeof SUCCESS_REQUIREMENTS)[number];

export const SUCCESS_REQUIREMENT_LABELS: Readonly<Record<SuccessRequirement, string>> = {
  hitOrMeleed: 'Scored a hit with fire, or fought in melee',
  neverOutOfTheFight: 'Was never put out of the fight',
  neverHunkeredDown: 'Never hunkered down',
  neverLeftTheBattlefield: 'Never left the battlefield',
  leftNoOneBehind: 'Left no out-of-the-fight or hunkered-down group member behind',
};

export const IMPROVE_REP_TABLE = {
  meta: {
    id: 'improveRep',
    label: 'Improving Rep',
    dice: 1,
    versus: 'asRolled',
    page: 32,
    modifiers: [{ id: 'sixImproves', label: 'A 6 always improves' }],
  } satisfies TableMeta,
  /** Any face above the Rep improves it, and this face always does. */
  alwaysImproves: 6,
  step: +1,
  rows: { improves: 'improved', else: 'unchanged' } as const,
} as const;

export const DECREASE_REP_TABLE = {
  meta: { id: 'decreaseRep', label: 'Decreasing Rep', dice: 1, versus: 'asRolled', page: 32 } satisfies TableMeta,
  /** Only this face costs Rep. */
  losingFace: 1,
  step: -1,
  floor: 2,
  rows: { drops: 'decreased', floor: 'atFloor', else: 'unchanged' } as const,
} as const;
