// NP Force Movement (book p.29, repeated p.36) as data: what a non-player group does when it activates,
// by dice passed against its leader's Rep and whether it has the player badly outnumbered.
import type { TableMeta } from '../../../core/tables/types';

export const NP_MOVES = ['splitAndFlank', 'moveToFiringCover', 'holdOrNearestCover'] as const;
/**
 * splitAndFlank: halve the group; one half takes a firing position (in cover if it can) on the closest
 * player group, the other swings round a flank keeping to cover. moveToFiringCover: go to cover from which
 * the closest player group can be shot. holdOrNearestCover: stay in cover, or get to the nearest cover,
 * then fire if an enemy is in range.
 */
export type NpMove = (typeof NP_MOVES)[number];

export const NP_COLUMNS = ['outnumbers', 'otherwise'] as const;
/** outnumbers: the NP group has at least twice the figures of the player group it is measured against. */
export type NpColumn = (typeof NP_COLUMNS)[number];

export const NP_MOVEMENT_TABLE = {
  meta: { id: 'npMovement', label: 'NP Force Movement', dice: 2, versus: 'rep', page: 29 } satisfies TableMeta,
  /** How many to one counts as outnumbering. */
  outnumberRatio: 2,
  rows: {
    2: { outnumbers: 'splitAndFlank', otherwise: 'moveToFiringCover' },
    1: { outnumbers: 'moveToFiringCover', otherwise: 'holdOrNearestCover' },
    0: { outnumbers: 'holdOrNearestCover', otherwise: 'holdOrNearestCover' },
  } as const satisfies Record<0 | 1 | 2, Record<NpColumn, NpMove>>,
} as const;

export const FLANKS = ['left', 'right'] as const;
export type Flank = (typeof FLANKS)[number];

/** The extra d6 a splitting group rolls for the side its flanking half goes round. */
export const FLANK_TABLE = {
  meta: { id: 'flank', label: 'Flank side', dice: 1, versus: 'asRolled', page: 29 } satisfies TableMeta,
  rows: [
    { row: '1-3', min: 1, max: 3, flank: 'left' },
    { row: '4-6', min: 4, max: 6, flank: 'right' },
  ] as const,
} as const;
