// A damage roll in words: the die against the Impact and what it did to the figure.
import type { DamageRoll } from '../rules/damage';
import type { Explanation } from './types';

export function damageText(d: DamageRoll): string {
  const against = `rolled ${d.die} against Impact ${d.impact}`;
  switch (d.result) {
    case 'obviouslyDead': return `${against} — a 1 always kills: Obviously dead`;
    case 'outOfTheFight': return `${against} — at or under it: Out of the fight`;
    case 'recoverTest': return `${against} — over it: knocked down, and a Recover test decides the rest`;
  }
}

export function explainDamage(d: DamageRoll, who?: string): Explanation {
  const kind = d.kind === 'melee' ? 'Melee damage' : 'Damage';
  return {
    text: `${kind}${who ? ` to ${who}` : ''}: ${damageText(d)}.`,
    table: d.ref,
    dice: [d.die],
    target: d.impact,
    modifiers: [],
  };
}
