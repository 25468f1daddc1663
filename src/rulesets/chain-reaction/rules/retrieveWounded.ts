// Willingness to retrieve wounded (p.22): a Grunt, when active or while ducking back, rolls 1d6
// against Rep and only goes for a fallen friend on a pass; a Star may always choose to.
import { passCount } from '../../../core/dice/read';
import type { Roller } from '../../../core/dice/roll';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import { RETRIEVE_WOUNDED_TABLE, type RetrieveResult } from '../tables/retrieveWounded';
import type { TableRef } from '../../../core/tables/types';

export interface RetrieveInput {
  id: string;
  rep: number;
  star?: boolean;
}

export interface RetrieveOutcome {
  test: 'retrieveWounded';
  figure: string;
  rep: number;
  star: boolean;
  dice: number[];
  target: number;
  passed: 0 | 1;
  /** True when the figure will (or, for a Star, may) go for the wounded. */
  willing: boolean;
  result: RetrieveResult;
  table: TableRef;
}

export function resolveRetrieveWounded(input: RetrieveInput, roll: Roller): RetrieveOutcome {
  const base = { test: 'retrieveWounded' as const, figure: input.id, rep: input.rep, target: input.rep };
  if (input.star) {
    return {
      ...base,
      star: true,
      dice: [],
      passed: 0,
      willing: true,
      result: 'starMayChoose',
      table: { table: RETRIEVE_WOUNDED_TABLE.meta.id, row: 'star' },
    };
  }
  const dice = roll({
    purpose: 'retrieveWounded',
    count: 1,
    who: [input.id],
    target: input.rep,
    read: 'pass',
    note: 'Willing to retrieve wounded?',
  });
  const passed = passCount(dice, input.rep) as 0 | 1;
  const result = RETRIEVE_WOUNDED_TABLE.rows[passed];
  return {
    ...base,
    star: false,
    dice,
    passed,
    willing: result === 'willTry',
    result,
    table: { table: RETRIEVE_WOUNDED_TABLE.meta.id, row: String(passed) },
  };
}

/** Exact odds of each answer, walked through resolveRetrieveWounded itself. */
export function retrieveWoundedOdds(input: RetrieveInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveRetrieveWounded(input, roll),
    (r) => r.result,
  );
}
