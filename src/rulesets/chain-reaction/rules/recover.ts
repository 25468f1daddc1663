// The Recover test (p.13): 2d6 for one figure, not the group, after taking damage or to climb out
// of Hunker Down. Only the Hunker Down kind gets the Leader Die and a Star's Free Will.
import { passCount } from '../../../core/dice/read';
import type { Roller } from '../../../core/dice/roll';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import { RECOVER_TABLE, RESULT_ORDER, type RecoverReason, type RecoverResult } from '../tables/reactionTests';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import type { Adjustment, FreeWillChoice } from './crisis';
import {
  leaderModifier,
  rollLeaderDie,
  skippedLeaderDie,
  withLeaderBonus,
  type GroupLeaders,
  type LeaderDieResult,
} from './leaderDie';

export interface RecoverFigure {
  id: string;
  rep: number;
  star?: boolean;
  inCover?: boolean;
  /** A Star's choice; honoured only when recovering from Hunker Down. */
  freeWill?: FreeWillChoice;
}

export interface RecoverInput {
  figure: RecoverFigure;
  reason: RecoverReason;
  /** The figure's group, for the Leader Die (used only for Hunker Down). */
  group?: GroupLeaders;
}

export interface RecoverOutcome {
  test: 'recover';
  figure: string;
  rep: number;
  reason: RecoverReason;
  how: 'dice' | 'freeWill';
  dice: number[];
  target: number;
  modifiers: AppliedModifier[];
  leaderDie: LeaderDieResult;
  ownPassed: 0 | 1 | 2;
  leaderBonus: 0 | 1;
  passed: 0 | 1 | 2;
  result: RecoverResult;
  adjustments: Adjustment[];
  table: TableRef;
}

const rank = (r: string): number => RESULT_ORDER.indexOf(r as (typeof RESULT_ORDER)[number]);

/** The Free Will a Star takes from Hunker Down when none is given: whatever reads best. */
function bestRecoverChoice(): 0 | 1 | 2 {
  let best: 0 | 1 | 2 = 2;
  for (const p of [1, 0] as const) {
    if (rank(RECOVER_TABLE.rows[p].hunkerDown) < rank(RECOVER_TABLE.rows[best].hunkerDown)) best = p;
  }
  return best;
}

export function resolveRecover(input: RecoverInput, roll: Roller): RecoverOutcome {
  const { figure: f, reason } = input;
  const adjustments: Adjustment[] = [];
  const modifiers: AppliedModifier[] = [];
  const freeWillAllowed = reason === RECOVER_TABLE.freeWillOnlyFor;
  let choice: 0 | 1 | 2 | undefined;
  if (f.freeWill !== undefined && f.freeWill !== 'roll' && !f.star) {
    adjustments.push({ id: 'freeWillStarsOnly', reason: 'only a Star may choose his result; the dice decide' });
  } else if (f.star && !freeWillAllowed && f.freeWill !== undefined && f.freeWill !== 'roll') {
    adjustments.push({ id: 'freeWillNotForDamage', reason: 'Free Will does not apply when recovering from damage' });
  }
  if (f.star && freeWillAllowed && f.freeWill !== 'roll') choice = f.freeWill ?? bestRecoverChoice();

  let dice: number[] = [];
  let own: 0 | 1 | 2;
  let bonus: 0 | 1 = 0;
  let leaderDie: LeaderDieResult;
  if (choice !== undefined) {
    own = choice;
    leaderDie = skippedLeaderDie('nobodyRolls');
  } else {
    const count = 2 + (f.inCover ? 1 : 0);
    if (f.inCover) modifiers.push({ id: 'inCover', label: 'In cover', dice: +1, reason: `${f.id} is in cover` });
    dice = roll({
      purpose: 'recover',
      count,
      who: [f.id],
      target: f.rep,
      read: 'pass',
      note: `Recover test (${reason})`,
    });
    own = passCount(dice, f.rep);
    leaderDie =
      reason === RECOVER_TABLE.leaderDieOnlyFor
        ? rollLeaderDie(input.group, roll, 'Leader Die for Recover from Hunker Down')
        : skippedLeaderDie('notThisTest');
    bonus = leaderDie.passed;
    const lm = leaderModifier(leaderDie, own);
    if (lm) modifiers.push(lm);
  }
  const passed = withLeaderBonus(own, bonus);
  return {
    test: 'recover',
    figure: f.id,
    rep: f.rep,
    reason,
    how: choice === undefined ? 'dice' : 'freeWill',
    dice,
    target: f.rep,
    modifiers,
    leaderDie,
    ownPassed: own,
    leaderBonus: bonus,
    passed,
    result: RECOVER_TABLE.rows[passed][reason],
    adjustments,
    table: { table: RECOVER_TABLE.meta.id, row: String(passed), column: reason },
  };
}

/** Exact odds of each Recover result, walked through resolveRecover itself. */
export function recoverOdds(input: RecoverInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveRecover(input, roll),
    (r) => r.result,
  );
}
