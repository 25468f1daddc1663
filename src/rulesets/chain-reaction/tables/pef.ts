// The PEF tables (book p.28, repeated p.36) as data: where each Possible Enemy Force starts,
// how far it creeps toward the player, and what it turns out to be. PEFs always test as Rep 4.
import type { TableMeta } from '../../../core/tables/types';

/** Every PEF tests against this Rep. */
export const PEF_REP = 4;
/** Each Encounter starts with this many PEFs on the table. */
export const PEFS_PER_ENCOUNTER = 3;

export const PEF_PLACEMENT_TABLE = {
  meta: { id: 'pefPlacement', label: 'PEF Placement', dice: 1, versus: 'asRolled', page: 28 } satisfies TableMeta,
  /**
   * The die names the section directly. Only 1-6 can come up, so PEFs never start in 7-9,
   * the strip along the player's edge.
   */
  rows: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 } as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, number>,
} as const;

export const PEF_MOVES = ['move8', 'move4', 'stay'] as const;
export type PefMove = (typeof PEF_MOVES)[number];

export interface PefMoveRow {
  result: PefMove;
  /** Inches straight toward the player; PEFs ignore terrain penalties. */
  inches: number;
  /** Finish the move in cover when the path allows it. */
  preferCover: boolean;
}

export const PEF_MOVEMENT_TABLE = {
  meta: { id: 'pefMovement', label: 'PEF Movement', dice: 2, versus: 'pefRep4', page: 28 } satisfies TableMeta,
  rows: {
    2: { result: 'move8', inches: 8, preferCover: true },
    1: { result: 'move4', inches: 4, preferCover: true },
    0: { result: 'stay', inches: 0, preferCover: false },
  } as const satisfies Record<0 | 1 | 2, PefMoveRow>,
} as const;

export const PEF_RESOLUTIONS = ['contact', 'somethingsOutThere', 'falseAlarm'] as const;
export type PefResolution = (typeof PEF_RESOLUTIONS)[number];

/** Why a resolution rolls 3d6 and keeps the two lowest (which makes contact likelier). */
export const PEF_WARY_REASONS = ['somethingsOutThere', 'buildingEntered'] as const;
export type PefWaryReason = (typeof PEF_WARY_REASONS)[number];

export const PEF_RESOLUTION_MODIFIERS = {
  somethingsOutThere: {
    id: 'somethingsOutThere',
    label: 'The last PEF hinted at enemies: 3d6, keep the lowest two',
    dice: +1,
  },
  buildingEntered: {
    id: 'buildingEntered',
    label: 'Searching a building on entry: 3d6, keep the lowest two',
    dice: +1,
  },
} as const satisfies Record<PefWaryReason, { id: string; label: string; dice: number }>;

export const PEF_RESOLUTION_TABLE = {
  meta: {
    id: 'pefResolution',
    label: 'PEF Resolution',
    dice: 2,
    versus: 'pefRep4',
    page: 28,
    modifiers: [PEF_RESOLUTION_MODIFIERS.somethingsOutThere, PEF_RESOLUTION_MODIFIERS.buildingEntered],
  } satisfies TableMeta,
  rows: {
    2: 'contact',
    1: 'somethingsOutThere',
    0: 'falseAlarm',
  } as const satisfies Record<0 | 1 | 2, PefResolution>,
} as const;
