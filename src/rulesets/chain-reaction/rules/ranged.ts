// One die on the Ranged Combat Table: die + shooter Rep, then the row's conditions decide hit or
// miss. Returns every condition that caused a miss, so the log can say why in plain words.
import type { TableRef } from '../../../core/tables/types';
import { rangedRow, type MissCondition, type MissReason, type RangedRowId } from '../tables/rangedCombat';

/** The facts about one die's shot that the table's conditions look at. */
export interface ShotContext {
  rep: number;
  shooterFastMoving?: boolean;
  snapFire?: boolean;
  targetInCover?: boolean;
  targetProne?: boolean;
  targetFastMoving?: boolean;
  /** 1 for the shot's first target, 2 for the second, and so on. */
  targetOrder: number;
}

export interface DieResult {
  die: number;
  rep: number;
  total: number;
  row: RangedRowId;
  hit: boolean;
  /** Empty on a hit; on a miss every reason that applied ('tooLow' for 3 to 7). */
  missReasons: MissReason[];
  ref: TableRef;
}

/** Whether one of the table's listed conditions holds. */
export function conditionHolds(c: MissCondition, ctx: ShotContext): boolean {
  switch (c) {
    case 'shooterFastMoving':
      return !!ctx.shooterFastMoving;
    case 'snapFire':
      return !!ctx.snapFire;
    case 'targetInCover':
      return !!ctx.targetInCover;
    case 'targetProne':
      return !!ctx.targetProne;
    case 'targetFastMoving':
      return !!ctx.targetFastMoving;
    case 'secondOrHigherTarget':
      return ctx.targetOrder >= 2;
    case 'thirdOrHigherTarget':
      return ctx.targetOrder >= 3;
  }
}

export function rangedDie(die: number, ctx: ShotContext): DieResult {
  const total = die + ctx.rep;
  const row = rangedRow(total);
  const missReasons: MissReason[] =
    row.missIf === 'always' ? ['tooLow'] : row.missIf.filter((c) => conditionHolds(c, ctx));
  return {
    die,
    rep: ctx.rep,
    total,
    row: row.id,
    hit: missReasons.length === 0,
    missReasons,
    ref: { table: 'rangedCombat', row: row.id },
  };
}
