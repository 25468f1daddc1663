// Exact chances in words: "Return fire 20/27 (74.1%), Snap fire 2/9 (22.2%)", likeliest first.
import { toNumber, toPercent, toText, type Fraction } from '../odds/fraction';
import type { Explanation } from './types';
import { lower, word } from './words';

/**
 * A melee outcome: the key names the winner and what the damage does to the one who lost
 * ("attacker:obviouslyDead": the attacker wins, the defender is obviously dead). Given the fighters'
 * names, it says who.
 */
export function meleeLabel(key: string, names: { attacker: string; defender: string } = DEFAULT_SIDES): string {
  const m = /^(attacker|defender):(\w+)$/.exec(key);
  if (!m) return word(key);
  const [winner, loser] = m[1] === 'attacker' ? [names.attacker, names.defender] : [names.defender, names.attacker];
  return `${winner[0]!.toUpperCase()}${winner.slice(1)} wins: ${loser} ${lower(word(m[2]!))}`;
}
const DEFAULT_SIDES = { attacker: 'the attacker', defender: 'the defender' };

/** Words for an odds key; keys joined with ':' or '+' (e.g. "attacker:outOfTheFight") are read part by part. */
export function oddsLabel(key: string): string {
  if (/^(attacker|defender):/.test(key)) return meleeLabel(key);
  if (key.includes(':'))
    return key
      .split(':')
      .map((k, i) => (i === 0 ? word(k) : lower(word(k))))
      .join(', ');
  return word(key);
}

/** Every outcome with its exact fraction and percentage, most likely first; equal chances keep key order. */
export function explainOdds(map: ReadonlyMap<string, Fraction>, label: (key: string) => string = oddsLabel): string {
  return [...map.entries()]
    .filter(([, p]) => p.n !== 0n)
    .sort(([ka, a], [kb, b]) => toNumber(b) - toNumber(a) || ka.localeCompare(kb))
    .map(([k, p]) => `${label(k)} ${toText(p)} (${toPercent(p)})`)
    .join(', ');
}

/** The same explanation with its odds line filled in. */
export function withOdds(
  e: Explanation,
  map: ReadonlyMap<string, Fraction>,
  label?: (key: string) => string,
): Explanation {
  return { ...e, odds: explainOdds(map, label) };
}
