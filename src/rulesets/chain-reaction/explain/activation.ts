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

/**
 * A group starting its activation: side, leader (and whether a stand-in), members; `apart`, friends within 4"
 * of the group that no line of sight joins to it, so they are a group of their own.
 */
export function activateText(
  side: string,
  leader: string,
  leaderRep: number,
  temporary: boolean,
  members: readonly string[],
  apart: readonly string[] = [],
): string {
  const one = apart.length === 1;
  const why = apart.length
    ? ` ${andList(apart)} ${one ? 'stands' : 'stand'} within 4" of this group but ${one ? 'is' : 'are'} not in it: no line of sight joins ${one ? 'him' : 'them'} to it (a wall or the ground between), so ${one ? 'he acts' : 'they act'} apart.`
    : '';
  return `${side} activates the group led by ${leader} (Rep ${leaderRep}${temporary ? ', temporary leader' : ''}): ${members.join(', ')}.${why}`;
}

const andList = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/**
 * A group starting its activation whose leader already acted this turn: groups are recomputed as figures
 * move, so a leader who walked within 4" and sight of a friend who has not acted leads him now, and that
 * friend acts; the leader does not act again. Said plainly, so it does not read as one group acting twice.
 */
export function joinsLedText(
  leader: string,
  leaderRep: number,
  temporary: boolean,
  members: readonly string[],
): string {
  const who = members.length > 1 ? `${members.slice(0, -1).join(', ')} and ${members.at(-1)}` : (members[0] ?? '');
  const one = members.length === 1;
  return `${who}, who ${one ? 'has' : 'have'} not acted this turn, now ${one ? 'acts' : 'act'} in ${leader}'s group (${leader}, Rep ${leaderRep}${temporary ? ', temporary leader' : ''}, leads; ${leader} has already acted this turn and does not move again).`;
}

/** The short name of an activation for headings: "the group led by Jax", or "Kurt, in Jax's group". */
export function activationHeading(leader: string, members: readonly string[]): string {
  if (members.includes(leader) || members.length === 0) return `the group led by ${leader}`;
  return `${members.join(', ')}, in ${leader}'s group (${leader} has already acted)`;
}
