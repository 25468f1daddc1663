// The book's ways of reading dice (page 2-3), as small pure helpers.
// Every rule function reads its dice through these, so the odds code and the play code agree.

/** Dice at or under the target pass; the book never counts more than 2 passed. */
export function passCount(dice: readonly number[], target: number): 0 | 1 | 2 {
  let n = 0;
  for (const d of dice) if (d <= target) n++;
  return Math.min(n, 2) as 0 | 1 | 2;
}

/** A success is a 1, 2 or 3. */
export function isSuccess(die: number): boolean {
  return die >= 1 && die <= 3;
}

export function successes(dice: readonly number[]): number {
  let n = 0;
  for (const d of dice) if (isSuccess(d)) n++;
  return n;
}

/** 1/2d6: 1-2 → 1, 3-4 → 2, 5-6 → 3. */
export function halfD6(die: number): 1 | 2 | 3 {
  return Math.ceil(die / 2) as 1 | 2 | 3;
}

/** A possibility such as (1-3): true when the die falls in the inclusive range. */
export function inRange(die: number, lo: number, hi: number): boolean {
  return die >= lo && die <= hi;
}

/** The best n dice, highest first (the shotgun keeps its best 3 of 6). */
export function bestOf(dice: readonly number[], n: number): number[] {
  return [...dice].sort((a, b) => b - a).slice(0, n);
}

/** The lowest two of three dice (a PEF after "something's out there"). */
export function lowestTwo(dice: readonly number[]): number[] {
  return [...dice].sort((a, b) => a - b).slice(0, 2);
}

/** Dice laid out highest to lowest, as the book does before applying them to targets. */
export function highToLow(dice: readonly number[]): number[] {
  return [...dice].sort((a, b) => b - a);
}

export function countOnes(dice: readonly number[]): number {
  let n = 0;
  for (const d of dice) if (d === 1) n++;
  return n;
}

export function sum(dice: readonly number[]): number {
  let s = 0;
  for (const d of dice) s += d;
  return s;
}
