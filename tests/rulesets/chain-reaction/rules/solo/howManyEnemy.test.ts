import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import { add, eq, frac, mul, ONE, ZERO } from '../../../../../src/rulesets/chain-reaction/odds/fraction';
import { howManyEnemyOdds, resolveHowManyEnemy } from '../../../../../src/rulesets/chain-reaction/rules/howManyEnemy';

describe('How Many Enemy', () => {
  it('the book: Ivan and Vlad (2) roll 1/2d6 = 3 and then a 5, and meet five enemies', () => {
    for (const halfDie of [5, 6]) {
      const r = resolveHowManyEnemy({ playerGroupSize: 2 }, listRoller([[halfDie, 5]]));
      expect(r).toMatchObject({ enemies: 5, half: 3, direction: 'more', unfloored: 5, floored: false });
    }
  });

  // Group of 4: the half-die 1-2 → 1, 3-4 → 2, 5-6 → 3; second die 1-3 subtracts, 4-6 adds.
  it.each([
    [[1, 1], 1, 'fewer', 3],
    [[2, 3], 1, 'fewer', 3],
    [[3, 2], 2, 'fewer', 2],
    [[4, 1], 2, 'fewer', 2],
    [[5, 3], 3, 'fewer', 1],
    [[6, 1], 3, 'fewer', 1],
    [[1, 4], 1, 'more', 5],
    [[2, 6], 1, 'more', 5],
    [[3, 5], 2, 'more', 6],
    [[4, 4], 2, 'more', 6],
    [[5, 6], 3, 'more', 7],
    [[6, 4], 3, 'more', 7],
  ] as const)('group of 4, dice %j: 1/2d6 = %i, %s, %i enemies', (dice, half, direction, enemies) => {
    const r = resolveHowManyEnemy({ playerGroupSize: 4 }, listRoller([dice]));
    expect(r).toMatchObject({ half, direction, enemies, floored: false, dice: [...dice] });
    expect(r.ref).toEqual({ table: 'howManyEnemy', row: direction, column: String(half) });
  });

  it.each([
    [1, [1, 1], 0],
    [1, [6, 3], -2],
    [2, [5, 1], -1],
    [2, [3, 2], 0],
    [3, [6, 2], 0],
  ] as const)('never fewer than one: group of %i, dice %j would give %i', (size, dice, unfloored) => {
    const r = resolveHowManyEnemy({ playerGroupSize: size }, listRoller([dice]));
    expect(r).toMatchObject({ enemies: 1, unfloored, floored: true, direction: 'fewer' });
  });

  it('the two dice are ordered: [1,5] and [5,1] differ', () => {
    expect(resolveHowManyEnemy({ playerGroupSize: 2 }, listRoller([[1, 5]])).enemies).toBe(3);
    expect(resolveHowManyEnemy({ playerGroupSize: 2 }, listRoller([[5, 1]])).enemies).toBe(1);
  });

  // By hand: six equally likely outcomes n-3, n-2, n-1, n+1, n+2, n+3, with the low ones raised to 1.
  const HAND: Record<number, Record<string, string>> = {
    1: { '1': '1/2', '2': '1/6', '3': '1/6', '4': '1/6' },
    2: { '1': '1/2', '3': '1/6', '4': '1/6', '5': '1/6' },
    3: { '1': '1/3', '2': '1/6', '4': '1/6', '5': '1/6', '6': '1/6' },
    4: { '1': '1/6', '2': '1/6', '3': '1/6', '5': '1/6', '6': '1/6', '7': '1/6' },
    5: { '2': '1/6', '3': '1/6', '4': '1/6', '6': '1/6', '7': '1/6', '8': '1/6' },
    6: { '3': '1/6', '4': '1/6', '5': '1/6', '7': '1/6', '8': '1/6', '9': '1/6' },
    7: { '4': '1/6', '5': '1/6', '6': '1/6', '8': '1/6', '9': '1/6', '10': '1/6' },
    8: { '5': '1/6', '6': '1/6', '7': '1/6', '9': '1/6', '10': '1/6', '11': '1/6' },
  };
  for (let n = 1; n <= 8; n++) {
    it(`exact odds for a group of ${n}`, () => {
      expect(asTexts(howManyEnemyOdds({ playerGroupSize: n }))).toEqual(HAND[n]);
    });
  }

  it('property: at least one enemy, probabilities sum to 1, and from 4 up the average is the group size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (n) => {
        const d = howManyEnemyOdds({ playerGroupSize: n });
        let total = ZERO;
        let mean = ZERO;
        for (const [k, p] of d) {
          if (Number(k) < 1) return false;
          total = add(total, p);
          mean = add(mean, mul(p, frac(Number(k))));
        }
        if (!eq(total, ONE)) return false;
        if (n >= 2 && d.has(String(n))) return false; // the count always moves off the group size, except by the floor
        return n < 4 || eq(mean, frac(n));
      }),
      { numRuns: 40 },
    );
  });
});
