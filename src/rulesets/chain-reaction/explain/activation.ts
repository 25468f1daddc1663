// Activation in words: each side's die, who goes first and which leaders may act; then each group as
// it activates.

/** The turn's activation throw: the dice by side, re-throws of doubles, and who acts first. */
export function activationText(
  turn: number,
  dice: Record<string, number>,
  order: readonly string[],
  rerolls: number,
): string {
  return `Turn ${turn}: activation dice ${order.map((id) => `${id} ${dice[id]}`).join(', ')}${rerolls ? ` (after ${rerolls} re-roll${rerolls > 1 ? 's' : ''} of doubles)` : ''}; ${order[0]} acts first, with groups led by Rep ${dice[order[0]!]} or better.`;
}

/** A group starting its activation: side, leader (and whether a stand-in), members. */
export function activateText(
  side: string,
  leader: string,
  leaderRep: number,
  temporary: boolean,
  members: readonly string[],
): string {
  return `${side} activates the group led by ${leader} (Rep ${leaderRep}${temporary ? ', temporary leader' : ''}): ${members.join(', ')}.`;
}
