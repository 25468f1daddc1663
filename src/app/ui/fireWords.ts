// The fire panel's words: the heading and each target's dice. With several targets the dice are thrown
// together and the highest go to the first target, so a row's odds count the whole throw; "1d" beside
// 26/27 read as a contradiction (play-test 2, 44), so the heading says so in plain words.
import { allOf } from '../../core/allOf';

export function diceWords(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** The line after "X fires 3 of 3 dice": the swath, and how the throw is shared out among the targets. */
export function fireHeadingTail(side: string, used: number, targets: number): string {
  const swath = ` - swath to the ${side} (S to switch).`;
  if (targets < 2) return swath;
  return `${swath} ${allOf(used, 'die', 'dice')} are thrown together and the highest go to the first target, so each row's odds count the whole throw, not its own dice alone.`;
}
