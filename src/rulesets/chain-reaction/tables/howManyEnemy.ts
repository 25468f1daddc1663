// How Many Enemy (book p.29, QRS): a half-die sets the size of the gap, a second die decides whether
// the enemy group is that much smaller or larger than the player group that found it.
import type { TableMeta } from '../../../core/tables/types';

export const ENEMY_COUNT_DIRECTIONS = ['fewer', 'more'] as const;
export type EnemyCountDirection = (typeof ENEMY_COUNT_DIRECTIONS)[number];

export const HOW_MANY_ENEMY_TABLE = {
  meta: { id: 'howManyEnemy', label: 'How Many Enemy', dice: 2, versus: 'asRolled', page: 29 } satisfies TableMeta,
  /** The second die: a success (1-3) takes the half-die off the player group's size, else adds it. */
  rows: {
    success: { direction: 'fewer', sign: -1 },
    failure: { direction: 'more', sign: +1 },
  } as const satisfies Record<'success' | 'failure', { direction: EnemyCountDirection; sign: -1 | 1 }>,
  /** However the dice fall, at least one enemy shows up. */
  minimum: 1,
} as const;
