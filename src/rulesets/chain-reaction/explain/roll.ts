// Any recorded roll in words, for the raw dice log: what it was for, who rolled, the dice and how
// they read. Rule results have richer explainers; this one covers every roll, whatever its purpose.
import type { RollRecord } from '../../../core/dice/roll';
import { diceList, listOf, plural, whose } from './phrases';
import type { Explanation } from './types';
import { purposeWords } from './words';

const cap = (t: string): string => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** ", 2 passed against 4"; when more dice passed than a test can score, both numbers and why (a test
 * passes 2, 1 or 0 dice), so "rolled 4, 1 and 1, 2 passed" doesn't read as a miscount. */
function passReading(dice: readonly number[], passed: number, target: number): string {
  const raw = dice.filter((d) => d <= target).length;
  if (raw > passed) return `, ${raw} passed against ${target}, counted as ${passed} (the most a test scores)`;
  return `, ${passed} passed against ${target}`;
}

/**
 * How many of a shot's dice count when the weapon throws more than it keeps (a Shotgun throws 6, keeps the
 * best 3): read off the roll's own note ("Shotgun fire, 3 dice"); undefined when every die counts.
 */
export function keptDice(r: { purpose: string; note?: string }, thrown: number): number | undefined {
  if (r.purpose !== 'rangedCombat') return undefined;
  const n = Number(/, (\d+) dic?e$/.exec(r.note ?? '')?.[1]);
  return n > 0 && n < thrown ? n : undefined;
}

/**
 * An encounter's objective roll says what its die decides, not whose it is ("Objective for the enemy") nor a
 * count of successes it does not have (play-test 10a, 11): the Defend's one die picks what the enemy came
 * for; a search at a PEF finds the objective on a die no higher than the PEFs resolved so far.
 */
function objectiveWords(rec: RollRecord): string | undefined {
  if (rec.purpose !== 'objective') return undefined;
  const die = rec.dice[0];
  const scripted = rec.scripted ? ' This die was set in advance, not rolled.' : '';
  if (rec.read === 'successes')
    return `What the enemy came for: rolled ${die} (1-3: kill or capture the defenders; 4-6: take something from the buildings).${scripted}`;
  if (rec.read === 'asRolled' && rec.target !== undefined)
    return `Search for the objective: rolled ${die}, needing ${rec.target} or less.${scripted}`;
  return undefined;
}

/** `name` turns an id into what the screen calls it (ids as they are when not given). */
export function explainRoll(rec: RollRecord, name: (id: string) => string = (id) => id): Explanation {
  const objective = objectiveWords(rec);
  if (objective) return { text: objective, dice: [...rec.dice], modifiers: [] };
  const who = rec.who.length ? ` for ${rec.who.map(name).join(', ')}` : '';
  let reading = '';
  if (rec.read === 'pass' && rec.target !== undefined) reading = passReading(rec.dice, rec.passed ?? 0, rec.target);
  else if (rec.read === 'successes') reading = `, ${plural(rec.successes ?? 0, 'success', 'successes')}`;
  else if (rec.read === 'total') reading = `, ${rec.total ?? 0} in all`;
  // A damage die is read against the weapon's Impact, not a target ("Target" is a weapon's dice elsewhere).
  else if (rec.target !== undefined && (rec.purpose === 'damage' || rec.purpose === 'meleeDamage'))
    reading = ` (Impact ${rec.target})`;
  else if (rec.target !== undefined) reading = ` (target ${rec.target})`;
  // Star Power dice: what each face does, so a 6 is not thought kept (play-test 20).
  // Every time, not only when a 6 fell (play-test 10b: given on one detail and not the next read as uneven).
  if (rec.purpose === 'starPower')
    reading += ' (1-3 lower the damage, 4-5 are kept, a 6 is lost for the rest of the encounter)';
  // A Shotgun's six dice: the best three count (play-test 2 finding 16: six dice and three results).
  const kept = keptDice(rec, rec.dice.length);
  if (kept) reading += `; the best ${kept} count, the rest are dropped`;
  const scripted = rec.scripted ? ' These dice were set in advance, not rolled.' : '';
  // A die-per-side roll where one side threw real dice: whose die came from the table, whose from the game.
  const at = rec.enteredDice;
  const part = at?.length
    ? ` ${cap(listOf(at.map((i) => `${whose(name(rec.who[i] ?? ''))} ${rec.dice[i]}`)))} thrown at the table, ` +
      `${listOf(rec.dice.flatMap((d, i) => (at.includes(i) ? [] : [`${whose(name(rec.who[i] ?? ''))} ${d}`])))} by the game.`
    : '';
  const out: Explanation = {
    text: `${purposeWords(rec.purpose)}${who}: rolled ${diceList(rec.dice)}${reading}.${part}${scripted}`,
    dice: [...rec.dice],
    modifiers: [],
  };
  if (rec.target !== undefined) out.target = rec.target;
  return out;
}
