// New Recruits (book p.32): after an Encounter the Star tries to fill the group's empty places.
// 2d6 against the Star's Rep, where a 6 never passes; each Grunt found is then rolled on Recruiting.
import type { Roller } from '../../../core/dice/roll';
import { passCount } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import { NEW_RECRUITS_TABLE, type NewRecruitResult } from '../tables/newRecruits';
import { maxGrunts } from './recruiting';

export interface NewRecruitsInput {
  starRep: number;
  /** Grunts still in the group. */
  grunts: number;
  who?: string;
}

export interface NewRecruitsOutcome {
  result: NewRecruitResult;
  /** Grunts that may now be recruited (each then rolled on the Recruiting table). */
  openings: number;
  /** False when the group was already full, so nothing was rolled. */
  rolled: boolean;
  dice: number[];
  target: number;
  passed: 0 | 1 | 2;
  modifiers: AppliedModifier[];
  ref: TableRef;
}

/** Dice passed with the New Recruits twist: a 6 fails even against a Rep of 6 or more. */
export function newRecruitsPassed(dice: readonly number[], starRep: number): 0 | 1 | 2 {
  return passCount(
    dice.filter((d) => d !== NEW_RECRUITS_TABLE.alwaysFails),
    starRep,
  );
}

export function resolveNewRecruits(input: NewRecruitsInput, roll: Roller): NewRecruitsOutcome {
  const open = Math.max(0, maxGrunts(input.starRep) - input.grunts);
  const table = NEW_RECRUITS_TABLE.meta.id;
  if (open === 0) {
    return {
      result: 'none',
      openings: 0,
      rolled: false,
      dice: [],
      target: input.starRep,
      passed: 0,
      modifiers: [],
      ref: { table, row: 'full' },
    };
  }
  const dice = roll({
    purpose: 'newRecruits',
    count: 2,
    target: input.starRep,
    read: 'pass',
    note: 'New recruits (a 6 never passes)',
    ...(input.who ? { who: [input.who] } : {}),
  });
  const passed = newRecruitsPassed(dice, input.starRep);
  const result = NEW_RECRUITS_TABLE.rows[passed];
  const sixes = dice.filter((d) => d === NEW_RECRUITS_TABLE.alwaysFails).length;
  const modifiers: AppliedModifier[] =
    sixes > 0 && input.starRep >= NEW_RECRUITS_TABLE.alwaysFails
      ? [{ ...NEW_RECRUITS_TABLE.meta.modifiers[0]!, reason: `a 6 was rolled against Rep ${input.starRep}` }]
      : [];
  const openings = result === 'fillToFull' ? open : result === 'oneGrunt' ? 1 : 0;
  return {
    result,
    openings,
    rolled: true,
    dice,
    target: input.starRep,
    passed,
    modifiers,
    ref: { table, row: String(passed) },
  };
}

export function newRecruitsOdds(input: NewRecruitsInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveNewRecruits(input, roll),
    (r) => r.result,
  );
}
