// Exact odds by counting outcomes: 2d6 tests (a double 1 always passes), a shot's chance to hit (the 7+
// rule), damage, and the distribution of kills and the chance of a pin before a shooting is rolled.
import { HIT, SECOND_DIE } from './tables';

/** Chance that 2d6 scores at or under `target`, a double 1 always passing. */
export function testChance(target: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= target || (a === 1 && b === 1)) n++;
  return n / 36;
}

/** Chance one shot hits when it needs `need` (3+ to 6+, then 7+ to 9+ through a 6 and a second die). */
export function hitChance(need: number): number {
  if (need <= 6) return (7 - Math.max(need, 1)) / 6;
  const second = SECOND_DIE[need];
  return second === undefined ? 0 : (1 / 6) * ((7 - second) / 6);
}

/** Chance a hit kills a figure that needs `damage`+ (a 6 always kills). */
export function killChance(damage: number): number {
  return (7 - Math.min(damage, 6)) / 6;
}

/** Distribution of the number of successes among independent trials with the given chances. */
export function successDistribution(chances: readonly number[]): number[] {
  let dist = [1];
  for (const p of chances) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist;
}

/** Caps a distribution at `max` (no more figures can die than stand). */
export function capped(dist: readonly number[], max: number): number[] {
  const out = dist.slice(0, max + 1);
  for (let k = max + 1; k < dist.length; k++) out[max] = (out[max] ?? 0) + (dist[k] ?? 0);
  return out;
}

export function expectation(dist: readonly number[]): number {
  return dist.reduce((a, p, k) => a + p * k, 0);
}

/** Indirect fire hits on a 6 alone. */
export const INDIRECT_HIT = (7 - HIT.indirect) / 6;

/** "7 in 12" style fraction words for a chance. */
export function chanceWords(p: number): string {
  return `${Math.round(p * 1000) / 10}%`;
}
