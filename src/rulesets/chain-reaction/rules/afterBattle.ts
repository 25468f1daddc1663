// After the Battle Recovery (book p.23): one 2d6 test against Rep for each figure that was out of the
// fight or left the battlefield, to see if it is with the group for the next Encounter.
import type { Roller } from '../../../core/dice/roll';
import { passCount } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { TableRef } from '../../../core/tables/types';
import { AFTER_BATTLE_TABLE, type Absence, type AfterBattleResult } from '../tables/afterBattle';

export interface AfterBattleInput {
  rep: number;
  absence: Absence;
  who?: string;
}

export interface AfterBattleOutcome {
  result: AfterBattleResult;
  returns: boolean;
  dice: number[];
  target: number;
  passed: 0 | 1 | 2;
  ref: TableRef;
}

export function resolveAfterBattle(input: AfterBattleInput, roll: Roller): AfterBattleOutcome {
  const dice = roll({
    purpose: 'afterBattle',
    count: 2,
    target: input.rep,
    read: 'pass',
    note: input.absence === 'outOfTheFight' ? 'Does the wounded figure return?' : 'Does the figure that left return?',
    ...(input.who ? { who: [input.who] } : {}),
  });
  const passed = passCount(dice, input.rep);
  const result = AFTER_BATTLE_TABLE.rows[passed][input.absence];
  return {
    result,
    returns: result === 'returns',
    dice,
    target: input.rep,
    passed,
    ref: { table: AFTER_BATTLE_TABLE.meta.id, row: String(passed), column: input.absence },
  };
}

export function afterBattleOdds(input: AfterBattleInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveAfterBattle(input, roll),
    (r) => r.result,
  );
}
