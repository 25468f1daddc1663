// Outgunned Rankings (p.15): how much firepower each weapon seems to have. A target facing a higher
// ranking, or unable to answer at all, is outgunned and can do no better than Duck Back.
import type { TableMeta } from '../../../core/tables/types';
import { WEAPONS, type WeaponCode, type WeaponStats } from './weapons';

export const OUTGUNNED_RANKINGS_TABLE = {
  meta: {
    id: 'outgunnedRankings',
    label: 'Outgunned Rankings',
    dice: 0,
    versus: 'asRolled',
    page: 15,
  } satisfies TableMeta,
  rows: [
    { ranking: 5, id: 'blast', label: 'Fires or throws a blast circle' },
    { ranking: 4, id: 'target4', label: 'Target 4' },
    { ranking: 3, id: 'target3', label: 'Target 3' },
    { ranking: 2, id: 'target2', label: 'Target 2' },
    { ranking: 1, id: 'target1', label: 'Target 1' },
    { ranking: 0, id: 'cannotFire', label: 'Cannot fire back' },
  ],
} as const;

export type OutgunnedRanking = 0 | 1 | 2 | 3 | 4 | 5;

/** The ranking of a weapon; no weapon at all ranks 0. */
export function outgunnedRanking(code: WeaponCode | null | undefined): OutgunnedRanking {
  if (!code) return 0;
  const w: WeaponStats = WEAPONS[code];
  if (w.blast) return 5;
  return Math.max(0, Math.min(4, w.target)) as OutgunnedRanking;
}

/** The row id of the rankings table a weapon falls on, for the log. */
export function outgunnedRow(code: WeaponCode | null | undefined): string {
  const r = outgunnedRanking(code);
  return OUTGUNNED_RANKINGS_TABLE.rows.find((row) => row.ranking === r)!.id;
}
