// The reaction tests in words: the Crisis test with its causes, recovering from Hunker Down, and a
// Star's Free Will questions.
import type { AppliedModifier } from '../../../core/tables/types';
import { RECOVER_TABLE } from '../tables/reactionTests';
import { modifiersPhrase } from './phrases';
import { codeWords } from './words';

export function crisisText(
  figure: string,
  causes: readonly string[],
  mods: readonly AppliedModifier[],
  freeWill: boolean,
  passed: number,
  result: string,
): string {
  const changes = modifiersPhrase(mods);
  const head = `${figure} takes the Crisis test (${causes.map(codeWords).join(', ')}${changes ? `; ${changes}` : ''})`;
  // A Star's choice throws no dice: it takes the result a count of passed dice would give (play-test 13c).
  if (freeWill)
    return `${head} and, as a Star, takes the result of ${passed} passed by Free Will: ${codeWords(result)}.`;
  return `${head}: ${passed} passed — ${codeWords(result)}.`;
}

/** What a choice does when it is not its row's: a reaction under way kept, a second Hunker Down. */
function choiceWords(m: { result: string; row?: string }): string {
  if (!m.row || m.row === m.result) return codeWords(m.result);
  if (m.row === 'hunkerDown' && m.result === 'leaveTheBattlefield')
    return 'leave the battlefield (a second Hunker Down)';
  if (m.result === 'hunkerDown') return 'stay hunkered down';
  return `${codeWords(m.result)} (still under way)`;
}

/** A Star's Crisis menu: what each count of passed dice would really do here, or roll. */
export function crisisFreeWillQuestion(
  figure: string,
  menu: readonly { passed: number; result: string; row?: string }[],
): string {
  return `${figure} (Star) may choose the Crisis result by Free Will (${menu.map((m) => `${m.passed} passed → ${choiceWords(m)}`).join(', ')}) or roll`;
}

/** A Star's Hunker Down menu, read from the Recover table's own rows. */
export function hunkerFreeWillQuestion(figure: string): string {
  const menu = ([2, 1, 0] as const)
    .map((n) => `${n} passed → ${codeWords(RECOVER_TABLE.rows[n].hunkerDown)}`)
    .join(', ');
  return `${figure} (Star) may choose how to recover from Hunker Down by Free Will (${menu}) or roll`;
}

export function hunkerRecoverText(
  figure: string,
  mods: readonly AppliedModifier[],
  freeWill: boolean,
  passed: number,
  result: string,
): string {
  const changes = modifiersPhrase(mods);
  const head = `${figure} tries to recover from Hunker Down${freeWill ? ' (Star, by Free Will)' : ''}${changes ? ` (${changes})` : ''}`;
  if (freeWill) return `${head}: takes the result of ${passed} passed — ${codeWords(result)}.`;
  return `${head}: ${passed} passed — ${codeWords(result)}.`;
}

/**
 * A Crisis result that moves a figure away breaks off its melee (the rulings call that a failed test). The
 * words name the result thrown, not "failed": duck back may come with 2 passed (play-test 9, 4: "2 passed —
 * duck back", then "the failed Crisis test moves Cole away").
 */
export function breakOffText(figure: string, foes: readonly string[], result: string): string {
  return `${figure} breaks off the melee with ${foes.join(', ')}: the Crisis test's ${codeWords(result)} takes ${figure} out of the melee.`;
}

/** What keeps a friend from seeing a man go down, in words (a line-of-sight reason). */
const UNSEEN: Record<string, string> = {
  woods: 'woods are in the way',
  building: 'a building is in the way',
  crest: "a hill's crest is in the way",
  tallWall: 'a tall wall is in the way',
  range: 'it is too dark to see that far',
  inBuilding: 'one of the two is inside a building, the other outside, away from the doors and windows',
  otherFloor: 'they are on different floors',
};

/** A friend within 4" who does not see the man go down, so takes no Man Down test (play-test 10a, 1). */
export function manDownUnseenText(
  friend: string,
  down: string,
  inches: number,
  reason: string,
  blocker?: string,
): string {
  const why = reason === 'figure' && blocker ? `${blocker} is in the way` : (UNSEEN[reason] ?? 'nothing is in sight');
  return `${friend}, ${inches.toFixed(1)}" away, does not see ${down} fall (${why}), so takes no Man Down test.`;
}

/** A friend within 4" who is already leaving the battlefield: it takes no more tests. */
export function manDownLeavingText(friend: string): string {
  return `${friend} is already leaving the battlefield, so takes no Man Down test.`;
}
