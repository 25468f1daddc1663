// Properties over many random inputs: results stay in their vocabularies, counts stay in bounds,
// a later test never beats a reaction in progress, odds sum to one, and results survive JSON.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DiceBox, seededDice } from '../../../../../src/core/dice/source';
import type { Roller } from '../../../../../src/core/dice/roll';
import { add, eq, ONE, ZERO, type Fraction } from '../../../../../src/rulesets/chain-reaction/odds/fraction';
import {
  crisisOdds,
  resolveCrisis,
  type CrisisTester,
  type FreeWillChoice,
} from '../../../../../src/rulesets/chain-reaction/rules/crisis';
import { resolveRecover } from '../../../../../src/rulesets/chain-reaction/rules/recover';
import { resolveFastMove } from '../../../../../src/rulesets/chain-reaction/rules/fastMove';
import { inSightOdds, playInSight } from '../../../../../src/rulesets/chain-reaction/rules/inSight';
import { playActivation } from '../../../../../src/rulesets/chain-reaction/rules/activation';
import {
  CRISIS_CAUSES,
  CRISIS_RESULTS,
  RESULT_ORDER,
} from '../../../../../src/rulesets/chain-reaction/tables/reactionTests';

const total = (m: Map<string, Fraction>) => [...m.values()].reduce((a, b) => add(a, b), ZERO);
const rank = (r: string) => RESULT_ORDER.indexOf(r as (typeof RESULT_ORDER)[number]);

/** A roller fed from fast-check's numbers, so every shrink stays reproducible. */
const fromList = (faces: number[]): Roller => {
  let i = 0;
  return (req) => Array.from({ length: req.count }, () => faces[i++ % faces.length]!);
};

const testerArb: fc.Arbitrary<CrisisTester> = fc.record({
  id: fc.constantFrom('a', 'b', 'c'),
  rep: fc.integer({ min: 2, max: 6 }),
  star: fc.boolean(),
  inCover: fc.boolean(),
  causes: fc.subarray([...CRISIS_CAUSES], { minLength: 1 }),
  inProgress: fc.option(fc.constantFrom(...CRISIS_RESULTS), { nil: undefined }),
  hunkeredBefore: fc.boolean(),
  freeWill: fc.option(fc.constantFrom<FreeWillChoice>(0, 1, 2, 'roll'), { nil: undefined }),
});

describe('Crisis properties', () => {
  it('results stay in the vocabulary, counts in bounds, never better than the reaction in progress', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(testerArb, { minLength: 1, maxLength: 3, selector: (t) => t.id }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 6 }),
        (testers, faces, size) => {
          const out = resolveCrisis(
            { testers, group: { leaders: [{ id: 'l', rep: 4 }], groupSize: size } },
            fromList(faces),
          );
          for (const r of out.testers) {
            const t = testers.find((x) => x.id === r.figure)!;
            expect(CRISIS_RESULTS).toContain(r.result);
            expect(r.passed).toBeGreaterThanOrEqual(r.ownPassed);
            expect(r.passed).toBeLessThanOrEqual(2);
            expect(rank(r.result)).toBeGreaterThanOrEqual(rank(r.tableResult));
            if (t.inProgress) expect(rank(r.result)).toBeGreaterThanOrEqual(rank(t.inProgress));
            if (t.star) expect(r.causes).not.toContain('outgunned');
            if (r.how === 'dice') expect(r.dice.length).toBe(t.inCover ? 3 : 2);
          }
          if (size <= 1) expect(out.leaderDie.used).toBe(false);
          expect(JSON.parse(JSON.stringify(out))).toEqual(out);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("each figure's odds sum to one", () => {
    fc.assert(
      fc.property(fc.uniqueArray(testerArb, { minLength: 1, maxLength: 2, selector: (t) => t.id }), (testers) => {
        const odds = crisisOdds({ testers, group: { leaders: [{ id: 'l', rep: 5 }], groupSize: 3 } });
        for (const m of Object.values(odds)) expect(eq(total(m), ONE)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('other properties', () => {
  it("Recover results match their reason's column", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.constantFrom('damage' as const, 'hunkerDown' as const),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }),
        (rep, inCover, reason, faces) => {
          const r = resolveRecover(
            { figure: { id: 'x', rep, inCover }, reason, group: { leaders: [{ id: 'l', rep: 4 }], groupSize: 2 } },
            fromList(faces),
          );
          const column =
            reason === 'damage'
              ? ['knockedDown', 'outOfTheFight', 'obviouslyDead']
              : ['recovered', 'duckBack', 'leaveTheBattlefield'];
          expect(column[2 - r.passed]).toBe(r.result);
          if (reason === 'damage') expect(r.leaderDie.used).toBe(false);
        },
      ),
    );
  });

  it('Fast Move: 8" plus 4" per die passed, never past 16", and a higher Rep never moves less on the same throw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 5 }),
        (d1, d2, rep) => {
          const out = resolveFastMove(
            {
              figures: [
                { id: 'lo', rep },
                { id: 'hi', rep: rep + 1 },
              ],
            },
            () => [d1, d2],
          );
          for (const f of out.figures) {
            expect(f.maxMove).toBe(8 + 4 * f.passed);
            expect(f.maxMove).toBeLessThanOrEqual(16);
          }
          expect(out.figures[1]!.maxMove).toBeGreaterThanOrEqual(out.figures[0]!.maxMove);
        },
      ),
    );
  });

  it('In Sight: odds sum to one and swapping two equal leaders swaps the odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }), (ra, rb) => {
        const ab = inSightOdds({
          leaders: [
            { side: 'a', leader: 'x', rep: ra },
            { side: 'b', leader: 'y', rep: rb },
          ],
        });
        const ba = inSightOdds({
          leaders: [
            { side: 'b', leader: 'y', rep: rb },
            { side: 'a', leader: 'x', rep: ra },
          ],
        });
        expect(eq(total(ab), ONE)).toBe(true);
        expect(eq(ab.get('a') ?? ZERO, ba.get('a') ?? ZERO)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});

describe("with the game's dice box", () => {
  it('scripted queues per purpose feed the Crisis test and the Leader Die, and the records explain them', () => {
    const box = new DiceBox(seededDice('s', { crisis: [[4, 6]], leaderDie: [[4]] }));
    const out = resolveCrisis(
      {
        testers: [
          { id: 'g4', rep: 4, causes: ['firedOn'] },
          { id: 'g3', rep: 3, causes: ['firedOn'] },
        ],
        group: { leaders: [{ id: 'boss', rep: 5 }], groupSize: 3 },
      },
      box.roll,
    );
    expect(out.testers.map((t) => t.result)).toEqual(['returnFire', 'snapFire']);
    const recs = box.drain();
    expect(recs.map((r) => [r.purpose, r.who, r.dice, r.scripted])).toEqual([
      ['crisis', ['g4', 'g3'], [4, 6], true],
      ['leaderDie', ['boss'], [4], true],
    ]);
    expect(recs[1]).toMatchObject({ target: 5, passed: 1 });
  });

  it('seeded play loops end and are repeatable', () => {
    const run = () => {
      const box = new DiceBox(seededDice('repeat'));
      const a = playActivation(
        {
          sides: [
            { id: 'x', groups: [] },
            { id: 'y', groups: [] },
          ],
        },
        box.roll,
      );
      const s = playInSight(
        {
          leaders: [
            { side: 'x', leader: 'p', rep: 1 },
            { side: 'y', leader: 'q', rep: 1 },
          ],
        },
        box.roll,
      );
      return { a, s, rolls: box.drain() };
    };
    const one = run();
    expect(one.s.final.outcome).toBe('win');
    expect(run()).toEqual(one);
  });
});
