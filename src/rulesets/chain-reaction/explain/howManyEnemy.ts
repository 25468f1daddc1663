// How Many Enemy in words: half a die fewer or more than the group that found them.

export function howManyEnemyText(
  half: number,
  direction: string,
  groupSize: number,
  leader: string,
  floored: boolean,
  enemies: number,
): string {
  return `How many enemy: ${half} ${direction === 'fewer' ? 'fewer' : 'more'} than the ${groupSize} of ${leader}'s group${floored ? ', but never fewer than one' : ''} — ${enemies}.`;
}
