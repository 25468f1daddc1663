// After the battle in words: who is lost, who comes back, new recruits, Rep up or down, and who leaves.
import type { SuccessRequirement } from '../tables/repChange';
import { UNMET_WORDS } from './words';
import type { NewRecruitsOutcome } from '../rules/newRecruits';
import type { NewRecruitResult } from '../tables/newRecruits';
import { DECREASE_REP_TABLE, IMPROVE_REP_TABLE } from '../tables/repChange';
import { aWeapon } from './weaponWords';
import { modifiersPhrase, recruitReading } from './phrases';
import { plainPhrases } from './places';
import type { AppliedModifier } from '../../../core/tables/types';

export function lostText(figure: string, status: string): string {
  return `${figure} is ${status === 'captured' ? 'a prisoner' : 'dead'} and leaves the group.`;
}

export function absenceRollText(
  figure: string,
  absence: string,
  dice: readonly number[],
  rep: number,
  returns: boolean,
): string {
  return `${figure} (${absence === 'outOfTheFight' ? 'out of the fight' : 'left the battlefield'}) rolls ${dice.join(' and ')} against Rep ${rep}: ${returns ? 'back for the next encounter' : 'gone for good'}.`;
}

export function starLostText(star: string): string {
  return `${star}, the Star, is gone: the campaign is over.`;
}

export function newRecruitsText(
  nr: Pick<NewRecruitsOutcome, 'dice' | 'target' | 'passed' | 'result' | 'openings'>,
): string {
  // The passes and the row they give, so the places follow from it (play-test 18a: "3 places" came bare).
  const { dice, target: starRep, passed, openings } = nr;
  const row = RECRUIT_ROW_WORDS[nr.result];
  const places = openings === 0 ? 'nobody' : `${openings} place${openings > 1 ? 's' : ''} to fill`;
  return `New recruits: ${dice.join(' and ')} against Rep ${starRep} (a 6 always fails), ${passed} passed: ${row} — ${places}.`;
}

const RECRUIT_ROW_WORDS: Record<NewRecruitResult, string> = {
  fillToFull: 'up to full strength',
  oneGrunt: 'one recruit',
  none: 'no recruits',
};

/** A recruit who would outrank the Star; `starRep` is named when known. */
export function turnedAwayText(rep: number, starRep?: number): string {
  return `A Rep ${rep} recruit would outrank the Star${starRep !== undefined ? ` (Rep ${starRep})` : ''} and does not join.`;
}

/** The recruiting die that set a newcomer's Rep, when known (RecruitResult's). */
export interface RecruitRoll {
  dice: readonly number[];
  score: number;
  modifiers: readonly AppliedModifier[];
}

/**
 * A newcomer, with the die and the Recruiting table's row behind the Rep (play-test 11c: the Rep came bare), in
 * the words the log gives an enemy recruit (the same reading, the same plain phrases).
 */
export function recruitJoinText(id: string, why: string, rep: number, weapon: string, roll?: RecruitRoll): string {
  const how = roll ? ` (${recruitReading(roll.dice[0]!, modifiersPhrase(roll.modifiers), roll.score, rep)})` : '';
  return plainPhrases(`${id} joins ${why}: Rep ${rep}${how}, carrying ${aWeapon(weapon)}.`);
}

/** A Rep change; a shortfall is said as what went wrong ("was put out of the fight"), never as the requirement's name. */
export function repChangeText(
  figure: string,
  success: boolean,
  unmet: readonly SuccessRequirement[],
  die: number | undefined,
  from: number,
  to: number,
): string {
  const how = `${figure} ${success ? 'had a successful encounter' : `fell short (${unmet.map((k) => UNMET_WORDS[k]).join('; ')})`}`;
  return `${how}: ${die}${die === undefined ? '' : repDieWhy(success, die, from, to)} — Rep ${to === from ? `stays ${to}` : `${from} → ${to}`}.`;
}

/** What the die needed, so a Rep that stays says why (play-test 18a: "6 — Rep stays 4" after a failure). */
function repDieWhy(success: boolean, die: number, from: number, to: number): string {
  const six = IMPROVE_REP_TABLE.alwaysImproves;
  const { losingFace, floor } = DECREASE_REP_TABLE;
  if (success) {
    if (die === six) return `, and a ${six} always raises Rep`;
    return die > from ? `, over Rep ${from}` : `, not over Rep ${from} nor a ${six}`;
  }
  if (die !== losingFace) return `, and only a ${losingFace} lowers Rep`;
  return to < from ? ', which lowers Rep' : `, but Rep never goes under ${floor}`;
}

export function gruntLeavesText(figure: string, rep: number, reason: string): string {
  return `${figure} (Rep ${rep}) leaves: ${reason === 'outranksStar' ? `${figure} outranks the Star` : "the group is larger than the Star's Rep allows"}.`;
}
