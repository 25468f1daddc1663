// A round of melee in words: each side's dice (Rep and every change that set the count), successes,
// and who wins by how much.
import type { AppliedModifier } from '../../../core/tables/types';
import { repAndChanges } from './phrases';

export interface MeleeSideFacts {
  id: string;
  rep: number;
  modifiers: readonly AppliedModifier[];
  successes: number;
  count: number;
}

export function meleeText(
  a: MeleeSideFacts,
  d: MeleeSideFacts,
  winner: 'attacker' | 'defender' | null | undefined,
  impact: number | undefined,
): string {
  return `Melee: ${a.id} (${repAndChanges(a.rep, a.modifiers)}) ${a.successes} success${a.successes === 1 ? '' : 'es'} on ${a.count}d6, ${d.id} (${repAndChanges(d.rep, d.modifiers)}) ${d.successes} on ${d.count}d6 — ${winner ? `${winner === 'attacker' ? a.id : d.id} wins by ${impact}` : 'evenly matched, they stay locked'}.`;
}
