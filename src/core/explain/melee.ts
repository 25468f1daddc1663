// A round of melee in words: each side's successes on its dice and who wins by how much.

export interface MeleeSideFacts { id: string; successes: number; count: number }

export function meleeText(a: MeleeSideFacts, d: MeleeSideFacts, winner: 'attacker' | 'defender' | null | undefined, impact: number | undefined): string {
  return `Melee: ${a.id} ${a.successes} success${a.successes === 1 ? '' : 'es'} on ${a.count}d6, ${d.id} ${d.successes} on ${d.count}d6 — ${winner ? `${winner === 'attacker' ? a.id : d.id} wins by ${impact}` : 'evenly matched, they stay locked'}.`;
}
