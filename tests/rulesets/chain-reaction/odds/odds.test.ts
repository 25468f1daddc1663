import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distribution, asTexts, enumerate, outcomes } from '../../../../src/rulesets/chain-reaction/odds/enumerate';
import { passCount, successes } from '../../../../src/core/dice/read';
import { add, frac, ZERO, eq } from '../../../../src/rulesets/chain-reaction/odds/fraction';

describe('exact odds by enumeration', () => {
  it('Rep 4 on 2d6 passes 2 with probability 4/9 (hand computed: (4/6)^2)', () => {
    const d = distribution((roll) => passCount(roll({ purpose: 'crisis', count: 2, target: 4 }), 4), String);
    expect(asTexts(d)).toEqual({ '0': '1/9', '1': '4/9', '2': '4/9' });
  });

  it('passing is capped at 2 even with 3d6 in cover: Rep 3 passes 0 with (1/2)^3', () => {
    const d = distribution((roll) => passCount(roll({ purpose: 'crisis', count: 3, target: 3 }), 3), String);
    expect(asTexts(d)).toEqual({ '0': '1/8', '1': '3/8', '2': '1/2' });
  });

  it('multisets carry multinomial weights that sum to 6^n', () => {
    for (let n = 0; n <= 6; n++) {
      const total = outcomes(n, false).reduce((a, o) => a + o.weight, 0n);
      expect(total).toBe(6n ** BigInt(n));
      expect(outcomes(n, true).length).toBe(6 ** n);
    }
  });

  it('successes on Rep dice follow the binomial law with p = 1/2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), (n, k) => {
        const d = distribution((roll) => successes(roll({ purpose: 'inSight', count: n })), String);
        const got = d.get(String(k)) ?? ZERO;
        let c = 1n; // C(n, k)
        for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
        const want = k > n ? ZERO : frac(c, 2n ** BigInt(n));
        return eq(got, want);
      }),
      { numRuns: 60 },
    );
  });

  it('re-rolls are conditioned away: doubles on two ordered dice never count', () => {
    const w = enumerate(
      (roll) => {
        const [a, b] = roll({ purpose: 'activation', count: 2, ordered: true });
        return { a: a!, b: b! };
      },
      { isReroll: (o) => o.a === o.b },
    );
    expect(w.length).toBe(30);
    const total = w.reduce((s, x) => add(s, x.p), ZERO);
    expect(eq(total, frac(1))).toBe(true);
    expect(w.every((x) => eq(x.p, frac(1, 30)))).toBe(true);
  });

  it('a second roll after the first is walked in full (two 1d6 rolls make 36 leaves)', () => {
    const d = distribution(
      (roll) => String(roll({ purpose: 'damage', count: 1 })[0]! + roll({ purpose: 'damage', count: 1 })[0]!),
      (s) => s,
    );
    expect(asTexts(d)['7']).toBe('1/6');
    expect(asTexts(d)['2']).toBe('1/36');
  });
});
