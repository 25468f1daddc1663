// How Many Enemy (book p.29): the size of the enemy group a contact turns up, measured from the
// player group that resolved the PEF. One ordered throw of 2d6: the first is read as 1/2d6, the
// second says fewer (1-3) or more (4-6).
import type { Roller } from '../../../core/dice/roll';
import { halfD6, isSuccess } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { TableRef } from '../../../core/tables/types';
import { HOW_MANY_ENEMY_TABLE, type EnemyCountDirection } from '../tables/howManyEnemy';

export interface HowManyEnemyInput {
  /** Figures in the player group that resolved the PEF. */
  playerGroupSize: number;
  who?: string;
}

export interface HowManyEnemyResult {
  enemies: number;
  /** [half die, direction die] as thrown. */
  dice: number[];
  /** The first die read as 1/2d6. */
  half: 1 | 2 | 3;
  direction: EnemyCountDirection;
  /** The count before the floor of one was applied. */
  unfloored: number;
  /** True when the floor of one enemy raised the count. */
  floored: boolean;
  ref: TableRef;
}

export function resolveHowManyEnemy(input: HowManyEnemyInput, roll: Roller): HowManyEnemyResult {
  const dice = roll({
    purpose: 'howManyEnemy',
    count: 2,
    ordered: true,
    read: 'asRolled',
    note: `How many enemy against a group of ${input.playerGroupSize}: 1/2d6, then fewer (1-3) or more (4-6)`,
    measuredFrom: input.playerGroupSize,
    ...(input.who ? { who: [input.who] } : {}),
  });
  const half = halfD6(dice[0]!);
  const key = isSuccess(dice[1]!) ? 'success' : 'failure';
  const row = HOW_MANY_ENEMY_TABLE.rows[key];
  const unfloored = input.playerGroupSize + row.sign * half;
  const enemies = Math.max(HOW_MANY_ENEMY_TABLE.minimum, unfloored);
  return {
    enemies,
    dice,
    half,
    direction: row.direction,
    unfloored,
    floored: enemies !== unfloored,
    ref: { table: HOW_MANY_ENEMY_TABLE.meta.id, row: row.direction, column: String(half) },
  };
}

/** Chance of each enemy count (keyed by the count as text). */
export function howManyEnemyOdds(input: HowManyEnemyInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveHowManyEnemy(input, roll),
    (r) => String(r.enemies),
  );
}
