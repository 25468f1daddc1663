// New Recruits (book p.32): after an Encounter, whether the Star can find Grunts to fill the gaps.
// Rolled against the Star's Rep, except that a 6 never passes, however high that Rep is.
import type { TableMeta } from '../../../core/tables/types';

export const NEW_RECRUIT_RESULTS = ['fillToFull', 'oneGrunt', 'none'] as const;
export type NewRecruitResult = (typeof NEW_RECRUIT_RESULTS)[number];

export const NEW_RECRUITS_TABLE = {
  meta: {
    id: 'newRecruits',
    label: 'New Recruits',
    dice: 2,
    versus: 'rep',
    page: 32,
    modifiers: [{ id: 'sixFails', label: 'A 6 never passes' }],
  } satisfies TableMeta,
  /** The face that fails whatever the Rep. */
  alwaysFails: 6,
  rows: {
    2: 'fillToFull',
    1: 'oneGrunt',
    0: 'none',
  } as const satisfies Record<0 | 1 | 2, NewRecruitResult>,
} as const;
