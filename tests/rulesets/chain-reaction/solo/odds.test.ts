// PEF resolution and How Many Enemy as the encounter plays them, over many seeds, against the exact
// odds worked out from the same rule functions: a chi-square test at the 0.1% level (fixed seeds, so
// the test gives the same answer every time).
import { describe, expect, it } from 'vitest';
import { watchForPefs } from '../../../../src/rulesets/chain-reaction/solo/watch';
import { seededDice } from '../../../../src/core/dice/source';
import { howManyEnemyOdds } from '../../../../src/rulesets/chain-reaction/rules/howManyEnemy';
import { pefResolutionOdds } from '../../../../src/rulesets/chain-reaction/rules/pef';
import type { Fraction } from '../../../../src/rulesets/chain-reaction/odds/fraction';
import type { Purpose } from '../../../../src/rulesets/chain-reaction/purposes';
import { BARE, ctxOn, encounter, ofType, patrolSide } from './helpers';

const base = encounter({
  generate: { encounter: 'patrol', terrain: 'clear' },
  terrain: BARE as never,
  sides: [patrolSide(2, 30, 'script', 16)],
}).state;

/** One resolution of a PEF in plain sight under `seed`. */
function resolveOnce(seed: string, script: Partial<Record<Purpose, number[][]>>, wary = false) {
  const state = structuredClone(base);
  const enc = state.encounter as unknown as { pefs: unknown[]; buildings: unknown[]; wary: boolean };
  enc.pefs = [{ id: 'pef1', at: [17, 16], section: 5 }];
  enc.buildings = [];
  enc.wary = wary;
  state.dice = seededDice(seed, script);
  const { ctx, enc: e, done } = ctxOn(state);
  watchForPefs(ctx, e);
  return ofType(done().events, 'pef').find((x) => x.action === 'resolved')!;
}

const toNumber = (f: Fraction) => Number(f.n) / Number(f.d);

/** Pearson's statistic of observed counts against exact probabilities. */
function chiSquare(counts: Map<string, number>, odds: Map<string, Fraction>, n: number): number {
  let x2 = 0;
  for (const [k, p] of odds) {
    const expected = toNumber(p) * n;
    const got = counts.get(k) ?? 0;
    x2 += (got - expected) ** 2 / expected;
  }
  for (const k of counts.keys()) if (!odds.has(k)) return Infinity;
  return x2;
}

/** Chi-square critical values at p = 0.001 by degrees of freedom. */
const CRITICAL: Record<number, number> = { 1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47 };

const tally = (xs: string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());

describe('frequencies in play against the exact odds', () => {
  it('PEF resolution (2d6 against 4)', () => {
    const n = 1500;
    const seen = tally(Array.from({ length: n }, (_, i) => resolveOnce(`res-${i}`, {}).result!));
    const odds = pefResolutionOdds();
    expect(chiSquare(seen, odds, n)).toBeLessThan(CRITICAL[odds.size - 1]!);
  });

  it('PEF resolution after "something\'s out there" (lowest two of 3d6)', () => {
    const n = 1500;
    const seen = tally(Array.from({ length: n }, (_, i) => resolveOnce(`wary-${i}`, {}, true).result!));
    const odds = pefResolutionOdds({ wary: ['somethingsOutThere'] });
    expect(chiSquare(seen, odds, n)).toBeLessThan(CRITICAL[odds.size - 1]!);
    // Contact is likelier when wary: 2 passes from the lowest two of three.
    expect((seen.get('contact') ?? 0) / n).toBeGreaterThan(0.5);
  });

  it('How Many Enemy against the finding group of two', () => {
    const n = 1200;
    const seen = tally(
      Array.from({ length: n }, (_, i) => String(resolveOnce(`hme-${i}`, { pefResolution: [[1, 1]] }).enemies!.length)),
    );
    const odds = howManyEnemyOdds({ playerGroupSize: 2 });
    expect([...odds.keys()].sort()).toEqual(['1', '3', '4', '5']);
    expect(chiSquare(seen, odds, n)).toBeLessThan(CRITICAL[odds.size - 1]!);
  });
});
