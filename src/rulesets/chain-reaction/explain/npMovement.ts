// NP movement in words: the throw for a computer group's plan and what the group will do.

/** What the group does, by the table's result: split and flank, move to firing cover, or hold. */
export function npPlanWords(
  result: string,
  fire: readonly string[],
  flank: readonly string[],
  flankSide: string | undefined,
): string {
  return result === 'splitAndFlank'
    ? `splits: ${fire.join(', ')} take a firing position, ${flank.join(', ') || 'nobody'} go round the ${flankSide} flank`
    : result === 'moveToFiringCover'
      ? 'moves to cover from which it can fire at the closest player group'
      : 'stays in cover, or goes to the nearest cover, and fires if it can';
}

export function npMovementText(
  leader: string,
  rep: number,
  npCount: number,
  playerCount: number,
  outnumbers: boolean,
  dice: readonly number[],
  words: string,
): string {
  return `NP movement for ${leader}'s group (Rep ${rep}, ${npCount} against ${playerCount}${outnumbers ? ', outnumbering 2 to 1' : ''}): ${dice.join(' and ')} — ${words}.`;
}

export function npPlanText(leader: string, words: string): string {
  return `${leader}'s group ${words}.`;
}
