// The In Sight test in words: each leader's dice after the circumstances that took dice away, the
// successes, and which side acts first (or that everyone throws again).
import type { InSightOutcome, InSightRoll } from '../rules/inSight';
import { diceList, noteOf, plural } from './phrases';
import type { Explanation } from './types';
import { lower } from './words';

function rollPart(r: InSightRoll): string {
  const fewer = r.modifiers.length ? `, ${r.diceCount}d6: ${r.modifiers.map((m) => lower(m.label)).join(', ')}` : '';
  const head = `${r.leader} (Rep ${r.rep}${fewer})`;
  if (r.diceCount === 0) return `${head} had no dice to throw`;
  return `${head} rolled ${diceList(r.dice)} — ${plural(r.successes, 'success', 'successes')}`;
}

export function explainInSight(o: InSightOutcome): Explanation {
  const parts = o.rolls.map(rollPart).join('; ');
  let verdict: string;
  if (o.outcome === 'win') verdict = `The ${o.winner} side acts first.`;
  else if (o.outcome === 'tie') verdict = `Tied at ${plural(o.bySide[0]?.successes ?? 0, 'success', 'successes')}, so everyone throws again.`;
  else verdict = 'Nobody has a die to throw, so neither side can win it.';
  return {
    text: `In Sight: ${parts}. ${verdict}`,
    table: o.table,
    dice: o.rolls.flatMap((r) => r.dice),
    modifiers: o.rolls.flatMap((r) => r.modifiers.map(noteOf)),
  };
}
