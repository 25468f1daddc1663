// The Fast Move test (p.10) as data: the group rolls 2d6 once, each mover reads them against its
// own Rep, and every die passed buys extra inches on top of the normal move.
import type { TableMeta } from '../../../core/tables/types';

export const FAST_MOVE_TABLE = {
  meta: {
    id: 'fastMove',
    label: 'Fast Move',
    dice: 2,
    versus: 'rep',
    page: 10,
    modifiers: [],
  } satisfies TableMeta,
  /** Normal infantry move, inches. */
  baseMove: 8,
  /** Extra inches per die passed. */
  perPass: 4,
  /** A figure carrying a wounded friend never counts more than this many dice passed (p.22). */
  carryingWoundedMaxPass: 1,
  rows: {
    2: { extraInches: 8, maxMove: 16 },
    1: { extraInches: 4, maxMove: 12 },
    0: { extraInches: 0, maxMove: 8 },
  } as const satisfies Record<0 | 1 | 2, { extraInches: number; maxMove: number }>,
} as const;
