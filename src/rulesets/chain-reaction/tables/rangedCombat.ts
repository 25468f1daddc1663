// The Ranged Combat Table (p.17) as data: one die plus the shooter's Rep, read per die.
// The middle rows miss only under listed conditions, so they carry those conditions as ids.
import type { TableMeta } from '../../../core/tables/types';

/** Conditions that can turn an 8 or a 9 into a miss, plus the plain "too low" of 3 to 7. */
export const MISS_REASONS = [
  'tooLow',
  'shooterFastMoving',
  'snapFire',
  'targetInCover',
  'targetProne',
  'targetFastMoving',
  'secondOrHigherTarget',
  'thirdOrHigherTarget',
] as const;
export type MissReason = (typeof MISS_REASONS)[number];
export type MissCondition = Exclude<MissReason, 'tooLow'>;

export const MISS_REASON_LABELS: Record<MissReason, string> = {
  tooLow: 'Score too low to hit',
  shooterFastMoving: 'Shooter fast-moved',
  snapFire: 'Shooter was snap firing',
  targetInCover: 'Target in cover',
  targetProne: 'Target prone',
  targetFastMoving: 'Target fast-moving',
  secondOrHigherTarget: 'Second or later target of the shot',
  thirdOrHigherTarget: 'Third or later target of the shot',
};

export interface RangedRow {
  id: '3-7' | '8' | '9' | '10+';
  min: number;
  max: number;
  /** 'always' misses; otherwise a miss if any listed condition holds, a hit if none does. */
  missIf: 'always' | readonly MissCondition[];
}

export const RANGED_COMBAT_TABLE = {
  meta: {
    id: 'rangedCombat',
    label: 'Ranged Combat',
    dice: 'target',
    versus: 'asRolled',
    page: 17,
  } satisfies TableMeta,
  rows: [
    { id: '3-7', min: 3, max: 7, missIf: 'always' },
    {
      id: '8',
      min: 8,
      max: 8,
      missIf: [
        'shooterFastMoving',
        'snapFire',
        'targetInCover',
        'targetProne',
        'targetFastMoving',
        'secondOrHigherTarget',
      ],
    },
    { id: '9', min: 9, max: 9, missIf: ['shooterFastMoving', 'snapFire', 'targetInCover', 'thirdOrHigherTarget'] },
    { id: '10+', min: 10, max: Number.POSITIVE_INFINITY, missIf: [] },
  ] as const satisfies readonly RangedRow[],
} as const;

export type RangedRowId = RangedRow['id'];

/** The row for a die-plus-Rep total; anything under 3 reads as the lowest row. */
export function rangedRow(total: number): RangedRow {
  const rows: readonly RangedRow[] = RANGED_COMBAT_TABLE.rows;
  return rows.find((r) => total >= r.min && total <= r.max) ?? rows[0]!;
}
