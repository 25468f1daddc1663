// A round of melee in words: each fighter's dice and successes, who won and by how much, and the
// damage roll that follows.
import type { MeleeResult, MeleeSideRoll } from '../rules/melee';
import { damageText } from './damage';
import { diceList, noteOf, plural } from './phrases';
import type { Explanation } from './types';
import { lower } from './words';

function sidePart(s: MeleeSideRoll, fallback: string): string {
  const mods = s.modifiers.length ? `, ${s.count}d6: ${s.modifiers.map((m) => lower(m.label)).join(', ')}` : '';
  const head = `${s.id ?? fallback} (Rep ${s.rep}${mods})`;
  if (s.count === 0) return `${head} has no dice`;
  return `${head} rolled ${diceList(s.dice)} — ${plural(s.successes, 'success', 'successes')}`;
}

export function explainMelee(r: MeleeResult): Explanation {
  const a = r.attacker.id ?? 'the attacker';
  const d = r.defender.id ?? 'the defender';
  const head = `Melee: ${sidePart(r.attacker, 'the attacker')}; ${sidePart(r.defender, 'the defender')}.`;
  let verdict: string;
  if (r.outcome === 'evenlyMatched' || !r.damage || r.impact === undefined) {
    verdict = 'Same successes: evenly matched, and the fight goes on.';
  } else {
    const [win, lose] = r.winner === 'attacker' ? [a, d] : [d, a];
    verdict = `${win} wins by ${r.impact}, so ${lose} takes Impact ${r.impact}: ${damageText(r.damage)}.`;
  }
  const out: Explanation = {
    text: `${head} ${verdict}`,
    table: r.ref,
    dice: [...r.attacker.dice, ...r.defender.dice],
    modifiers: [
      ...r.attacker.modifiers.map((m) => ({ ...noteOf(m), label: `${a}: ${m.label}` })),
      ...r.defender.modifiers.map((m) => ({ ...noteOf(m), label: `${d}: ${m.label}` })),
    ],
  };
  return out;
}
