// Small sentence pieces every explainer shares: listing dice, saying how many passed and why, signs
// and plurals. Kept in one place so the whole log speaks the same way.
import type { AppliedModifier } from '../../../core/tables/types';

/** "a", "a and b", "a, b and c" (or "or"); "" for none. */
export function listOf(items: readonly (string | number)[], conj: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.map(String).join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** "the gangers'", "Ash's": the owner of something. */
export function whose(n: string): string {
  // A person's name takes 's as everywhere else in the log ("Boris's group", the book's "Harris's"; play-test
  // 10a, 20); a plural takes the apostrophe alone ("the gangers' dice").
  const name = /^[A-Z][\w.-]*$/.test(n);
  return n.endsWith('s') && !name ? `${n}'` : `${n}'s`;
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

/** "+1d6", "-2d6", "+1", or "" when the modifier only notes a rule. */
export function modifierChange(m: { dice?: number; value?: number }): string {
  if (m.dice !== undefined && m.dice !== 0) return `${signed(m.dice)}d6`;
  if (m.value !== undefined && m.value !== 0) return signed(m.value);
  return '';
}

/** First letter upper case, for names and codes that start a sentence. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The modifiers that changed a roll, each with its change: "+1d6 in cover, -1d6 active and moved". */
export function modifiersPhrase(mods: readonly AppliedModifier[]): string {
  // One pass, each change worked out once (this runs for every throw a step explains).
  let out = '';
  for (const m of mods) {
    const change = modifierChange(m);
    if (change === '') continue;
    out += `${out ? ', ' : ''}${change} ${m.label.charAt(0).toLowerCase()}${m.label.slice(1)}`;
  }
  return out;
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

export { ordinal } from '../../../core/ordinal';

/** A recruit's die read on the Recruiting table: "die 6, -1 ganger, guerilla or militia recruit = 5, which the Recruiting table makes Rep 4". */
export function recruitReading(
  die: number | string,
  changes: string,
  score: number | string,
  rep: number | string,
): string {
  return changes
    ? `die ${die}, ${changes} = ${score}, which the Recruiting table makes Rep ${rep}`
    : `die ${die}, which the Recruiting table makes Rep ${rep}`;
}
