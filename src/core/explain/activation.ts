// Activation in words: each side's die, who goes first, and which groups may act this turn.
import type { ActivationOutcome, SideActivation } from '../rules/activation';
import { listOf } from './phrases';
import type { Explanation } from './types';

function sidePart(s: SideActivation): string {
  const may = s.mayAct.map((g) => `${g.id} (Rep ${g.leaderRep})`);
  const mayNot = s.mayNotAct.map((g) => `${g.id} (Rep ${g.leaderRep})`);
  const yes = may.length ? `${listOf(may)} may act` : 'no group may act';
  return `${s.side}: ${yes}${mayNot.length ? `; ${listOf(mayNot)} may not` : ''}`;
}

/** `sides` names the dice in throwing order; needed only to name them on a re-throw (the order is then empty). */
export function explainActivation(o: ActivationOutcome, sides?: readonly string[]): Explanation {
  const names = sides ?? o.order.map((s) => s.side);
  const thrown = o.dice.map((d, i) => `${names[i] ?? `side ${i + 1}`} ${d}`).join(', ');
  let text: string;
  if (o.doubles) text = `Activation: ${thrown} — two dice match, so all throw again.`;
  else {
    const first = o.order[0];
    text = `Activation: ${o.order.map((s) => `${s.side} ${s.die}`).join(', ')} — ${first ? `${first.side} goes first` : 'nobody throws'}. ${o.order.map(sidePart).join('. ')}.`;
  }
  return { text, table: o.table, dice: [...o.dice], modifiers: [] };
}
