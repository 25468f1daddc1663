// Retrieving wounded (p.22) as data: a Grunt must pass 1d6 against Rep to be willing to fetch a
// fallen friend; a Star decides for himself. The costs of carrying are kept here too.
import type { TableMeta } from '../../../core/tables/types';

export const RETRIEVE_RESULTS = ['willTry', 'wontTry', 'starMayChoose'] as const;
export type RetrieveResult = (typeof RETRIEVE_RESULTS)[number];

export const RETRIEVE_WOUNDED_TABLE = {
  meta: {
    id: 'retrieveWounded',
    label: 'Retrieve wounded',
    dice: 1,
    versus: 'rep',
    page: 22,
    modifiers: [],
  } satisfies TableMeta,
  /** When the willingness roll may be made. */
  when: ['active', 'duckingBack'],
  rows: {
    1: 'willTry',
    0: 'wontTry',
  } as const satisfies Record<0 | 1, RetrieveResult>,
  /** Inches of movement spent lifting the wounded figure. */
  pickUpCost: 2,
  /** A carrier's Fast Move never counts more than this many dice passed. */
  fastMoveMaxPass: 1,
  /** A carrier may shoot, but as a snap shot. */
  firesAs: 'snapFire',
} as const;
