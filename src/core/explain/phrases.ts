// Small sentence pieces every explainer shares: listing dice, saying how many passed and why, signs
// and plurals. Kept in one place so the whole log speaks the same way.
import type { AppliedModifier } from '../tables/types';
import type { ModifierNote } from './types';

const COUNT_WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six'];

/** "a", "a and b", "a, b and c" (or "or"); "" for none. */
export function listOf(items: readonly (string | number)[], conj: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.map(String).join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** "4", "4 and 6", "1, 4 and 6"; "nothing" for no dice. */
export function diceList(dice: readonly number[]): string {
  return dice.length === 0 ? 'nothing' : listOf(dice);
}

/** "1 success", "2 successes". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "+1", "-1", "+0". */
export function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

export interface PassOptions {
  /** A face that never passes whatever the target (a 6 on the Challenge and New Recruits). */
  neverPasses?: number;
}

/**
 * How many dice came in at or under the target, and the count that stands (never above two):
 * "one die at or under 4, so 1 passed". A single die reads "at or under 4, so it passed".
 */
export function passPhrase(dice: readonly number[], target: number, opts: PassOptions = {}): string {
  const never = opts.neverPasses;
  const blocked = never !== undefined && never <= target && dice.includes(never);
  const note = blocked ? ` (a ${never} never passes)` : '';
  const n = dice.filter((d) => d <= target && d !== never).length;
  if (dice.length === 1) return n === 1 ? `at or under ${target}, so it passed` : `over ${target}, so it failed${note}`;
  const counted = Math.min(n, 2);
  let how: string;
  if (n === 0) how = `none at or under ${target}${note}`;
  else if (n === 1) how = `one die at or under ${target}${note}`;
  else if (n === dice.length) how = n === 2 ? `both at or under ${target}` : `all ${COUNT_WORDS[n] ?? n} at or under ${target}`;
  else how = `${COUNT_WORDS[n] ?? n} at or under ${target}${note}`;
  const tail = n > 2 ? `, so ${counted} passed (two at most)` : `, so ${counted} passed`;
  return how + tail;
}

/** "+1d6", "-2d6", "+1", or "" when the modifier only notes a rule. */
export function modifierChange(m: { dice?: number; value?: number }): string {
  if (m.dice !== undefined && m.dice !== 0) return `${signed(m.dice)}d6`;
  if (m.value !== undefined && m.value !== 0) return signed(m.value);
  return '';
}

/** A rule's applied modifier as a log note: its reason when it has one, otherwise what it changed. */
export function noteOf(m: AppliedModifier): ModifierNote {
  const change = modifierChange(m);
  return { label: m.label, reason: m.reason ?? (change ? `${change} applied` : 'applies') };
}

/** First letter upper case, for names and codes that start a sentence. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "hans" or a stand-in when the rule had no name for the figure. */
export function nameOr(id: string | undefined, fallback: string): string {
  return id ?? fallback;
}

/** The modifiers that changed a roll, each with its change: "+1d6 in cover, -1d6 active and moved". */
export function modifiersPhrase(mods: readonly AppliedModifier[]): string {
  return mods.filter((m) => modifierChange(m) !== '').map((m) => `${modifierChange(m)} ${m.label.charAt(0).toLowerCase()}${m.label.slice(1)}`).join(', ');
}

/** Who threw how many dice and why: "ash (Rep 5, -1d6 active and moved) on 4d6" reads as Rep, changes, count. */
export function repAndChanges(rep: number, mods: readonly AppliedModifier[]): string {
  const changes = modifiersPhrase(mods);
  return `Rep ${rep}${changes ? `, ${changes}` : ''}`;
}

/** Inches for the screen: never more than one decimal, and "under 0.1" rather than "0.0" for a sliver. */
export function inches(n: number): string {
  return n > 0 && n < 0.05 ? 'under 0.1"' : `${n.toFixed(1)}"`;
}
