// The In Sight table (p.12) as data: each group leader rolls one d6 per point of Rep, fewer for the
// circumstances below, and counts successes; the side with more successes acts first.
// Kept as data so the log, the odds panel and the rule code all read the same numbers.
import type { TableMeta } from '../../../core/tables/types';

export const IN_SIGHT_MODIFIERS = ['activeMoved', 'enemyConcealed', 'temporaryLeader'] as const;
export type InSightModifier = (typeof IN_SIGHT_MODIFIERS)[number];

/** Statuses whose figures don't shoot from an In Sight: they go on with the reaction they were doing. */
export const IN_SIGHT_CANNOT_FIRE = ['duckBack', 'hunkerDown', 'leaving'] as const;
export type InSightBusyStatus = (typeof IN_SIGHT_CANNOT_FIRE)[number];

/** What a figure of the winning side does, tried in this order. */
export const IN_SIGHT_ACTIONS = ['fire', 'charge', 'duckBack'] as const;
export type InSightAction = (typeof IN_SIGHT_ACTIONS)[number] | 'completeReaction';

export const IN_SIGHT_TABLE = {
  meta: {
    id: 'inSight',
    label: 'In Sight',
    dice: 'rep',
    versus: 'successes',
    page: 12,
    modifiers: [
      { id: 'activeMoved', label: 'Active and moved', dice: -1 },
      { id: 'enemyConcealed', label: 'Enemy concealed', dice: -1 },
      { id: 'temporaryLeader', label: 'Temporary leader rolling', dice: -1 },
    ],
  } satisfies TableMeta,
  /** The book sets neither a floor above zero nor a ceiling on the dice. */
  minDice: 0,
  /** A figure that can't fire may charge an enemy this close (inches). */
  chargeReach: 6,
  cannotFire: IN_SIGHT_CANNOT_FIRE,
  actions: IN_SIGHT_ACTIONS,
} as const;
