import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  newRecruitsOdds,
  newRecruitsPassed,
  resolveNewRecruits,
} from '../../../../../src/rulesets/chain-reaction/rules/newRecruits';

describe("New Recruits (2d6 vs the Star's Rep, a 6 always fails)", () => {
  it.each([
    [[1, 2], 2, 'fillToFull', 2],
    [[3, 6], 1, 'oneGrunt', 1],
    [[6, 6], 0, 'none', 0],
  ] as const)('Rep 5 Star with 3 Grunts, dice %j pass %i: %s, %i may join', (dice, passed, result, openings) => {
    const r = resolveNewRecruits({ starRep: 5, grunts: 3 }, listRoller([dice]));
    expect(r).toMatchObject({ passed, result, openings, rolled: true, target: 5 });
    expect(r.ref).toEqual({ table: 'newRecruits', row: String(passed) });
  });

  it('a 6 fails even against Rep 6 or 7', () => {
    const six = resolveNewRecruits({ starRep: 6, grunts: 2 }, listRoller([[6, 6]]));
    expect(six).toMatchObject({ passed: 0, result: 'none', openings: 0 });
    expect(six.modifiers.map((m) => m.id)).toEqual(['sixFails']);
    expect(resolveNewRecruits({ starRep: 6, grunts: 2 }, listRoller([[6, 2]]))).toMatchObject({
      passed: 1,
      result: 'oneGrunt',
    });
    expect(resolveNewRecruits({ starRep: 7, grunts: 0 }, listRoller([[6, 6]])).result).toBe('none');
    expect(newRecruitsPassed([6, 1], 9)).toBe(1);
    expect(newRecruitsPassed([5, 1], 5)).toBe(2);
  });

  it('filling up to strength with one place open brings one Grunt', () => {
    expect(resolveNewRecruits({ starRep: 4, grunts: 3 }, listRoller([[1, 1]]))).toMatchObject({
      result: 'fillToFull',
      openings: 1,
    });
  });

  it('a full group rolls nothing', () => {
    const roll = listRoller([]);
    expect(resolveNewRecruits({ starRep: 5, grunts: 5 }, roll)).toMatchObject({
      rolled: false,
      openings: 0,
      result: 'none',
    });
    expect(roll.used()).toBe(0);
  });

  it('exact odds: Rep 5 and Rep 6 both pass each die with 5/6 (the 6 never passes)', () => {
    const want = { fillToFull: '25/36', oneGrunt: '5/18', none: '1/36' };
    expect(asTexts(newRecruitsOdds({ starRep: 5, grunts: 0 }))).toEqual(want);
    expect(asTexts(newRecruitsOdds({ starRep: 6, grunts: 0 }))).toEqual(want);
    expect(asTexts(newRecruitsOdds({ starRep: 3, grunts: 0 }))).toEqual({
      fillToFull: '1/4',
      oneGrunt: '1/2',
      none: '1/4',
    });
  });
});
