// The Fast Move test in words: the group's one throw and the inches it buys each member.

export interface FastMoverFacts {
  figure: string;
  rep: number;
  maxMove: number;
}

/** The short result code the event keeps ("ash 16\", bo 12\""). */
export function fastMoveResult(figures: readonly FastMoverFacts[]): string {
  return figures.map((x) => `${x.figure} ${x.maxMove}"`).join(', ');
}

export function fastMoveText(dice: readonly number[], figures: readonly FastMoverFacts[]): string {
  return `Fast Move for the group: ${dice.join(' and ')} — ${figures.map((x) => `${x.figure} (Rep ${x.rep}) ${x.maxMove}"`).join(', ')}.`;
}
