// The Challenge test (p.23) as data: for deeds no other rule covers, 2d6 against Rep nudged by
// how hard the deed is. A natural 6 never passes, however high the target.
import type { TableMeta } from '../../../core/tables/types';

export const CHALLENGE_DIFFICULTIES = ['normal', 'veryEasy', 'veryDifficult'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

export const CHALLENGE_RESULTS = ['success', 'mayRerollOrQuit', 'fail'] as const;
export type ChallengeResult = (typeof CHALLENGE_RESULTS)[number];

export const CHALLENGE_TABLE = {
  meta: {
    id: 'challenge',
    label: 'Challenge',
    dice: 2,
    versus: 'rep',
    page: 23,
    modifiers: [
      { id: 'veryEasy', label: 'Very easy challenge', value: +1 },
      { id: 'veryDifficult', label: 'Very difficult challenge', value: -1 },
    ],
  } satisfies TableMeta,
  targetShift: { normal: 0, veryEasy: +1, veryDifficult: -1 } as const satisfies Record<ChallengeDifficulty, number>,
  /** This face fails whatever the target. */
  alwaysFails: 6,
  rows: {
    2: 'success',
    1: 'mayRerollOrQuit',
    0: 'fail',
  } as const satisfies Record<0 | 1 | 2, ChallengeResult>,
  /** On the one permitted second try, a single die passed is read as none. */
  rerollDemotesOnePass: true,
} as const;
