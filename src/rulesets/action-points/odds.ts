// Exact odds: a d100 test's chance of success, critical and fumble, and the distribution of wound
// results from damage dice minus armour, worked out with the same band reading the play uses.
import { ARMOUR_TABLE, TEST, type Armour, type WoundBand } from './tables';
import { bandOf } from './harm';

export function testOdds(chance: number): { pass: number; critical: number; fumble: number } {
  return {
    pass: chance / 100,
    critical: Math.max(1, Math.floor(chance / TEST.critDivisor)) / 100,
    fumble: (101 - TEST.fumbleFrom) / 100,
  };
}

/** Distribution of the sum of n dice of `sides` faces (index = total). */
export function sumDistribution(n: number, sides: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + sides).fill(0);
    dist.forEach((p, s) => {
      for (let f = 1; f <= sides; f++) next[s + f]! += p / sides;
    });
    dist = next;
  }
  return dist;
}

/** Chance of each wound band from n d10 (+plus) against the armour (rolled, or fixed by option). */
export function woundOdds(
  n: number,
  sides: number,
  armour?: Armour,
  fixed = false,
  plus = 0,
  halve = false,
): Record<WoundBand, number> {
  const out: Record<WoundBand, number> = { none: 0, light: 0, medium: 0, serious: 0, critical: 0, dead: 0 };
  const dmg = sumDistribution(n, sides);
  const arm = armour
    ? fixed
      ? spike(ARMOUR_TABLE[armour].fixed)
      : shift(sumDistribution(ARMOUR_TABLE[armour].dice, ARMOUR_TABLE[armour].sides), ARMOUR_TABLE[armour].plus)
    : [1];
  dmg.forEach((pd, d) => {
    if (!pd) return;
    const total = halve ? Math.floor((d + plus) / 2) : d + plus;
    arm.forEach((pa, a) => {
      if (pa) out[bandOf(Math.max(0, total - a))] += pd * pa;
    });
  });
  return out;
}

const spike = (v: number): number[] => Object.assign(new Array<number>(v + 1).fill(0), { [v]: 1 });
const shift = (d: number[], by: number): number[] => [...new Array<number>(by).fill(0), ...d];
