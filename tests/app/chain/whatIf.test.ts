// The what-if: a test's knobs read off the event, changed one at a time, and the exact distribution worked
// out again by the rule's own odds function. The numbers are the Crisis Test table's (p.13): pass 2d6
// against Rep, +1d6 in cover; and In Sight's (p.12): Rep d6 less circumstances, most successes wins.
import { describe, expect, it } from 'vitest';
import { answer, keyLabel, questionFor, withValue } from '../../../src/rulesets/chain-reaction/view/oddsModels';
import { asTexts } from '../../../src/rulesets/chain-reaction/odds/enumerate';
import type { RollEvent, TestEvent } from '../../../src/rulesets/chain-reaction/engine/events';

const crisis: TestEvent = {
  type: 'test',
  test: 'crisis',
  figure: 'hans',
  causes: ['firedOn'],
  passed: 1,
  result: 'snapFire',
  modifiers: [],
};
const facts = { hans: { rep: 4, star: false, side: 'red' }, ann: { rep: 5, star: false, side: 'blue' } };
const fig = (id: string) => facts[id as keyof typeof facts];

describe('what-if', () => {
  it('Crisis Test, fired on: Rep 4 in the open, then Rep 5, then in cover', () => {
    const q = questionFor(crisis, [], fig)!;
    expect(q.values).toMatchObject({ rep: 4, inCover: false, leaderRep: 0 });
    // 2d6 against 4: both pass 4/9, one 4/9, none 1/9.
    expect(asTexts(answer(q))).toEqual({ hunkerDown: '1/9', returnFire: '4/9', snapFire: '4/9' });
    // Rep 5: both pass (5/6)^2, one 2(5/6)(1/6), none (1/6)^2.
    expect(asTexts(answer(withValue(q, 'rep', 5)))).toEqual({
      hunkerDown: '1/36',
      returnFire: '25/36',
      snapFire: '5/18',
    });
    // Rep 4 in cover: 3d6, at least two pass 20/27, one 6/27, none 1/27.
    expect(asTexts(answer(withValue(q, 'inCover', true)))).toEqual({
      hunkerDown: '1/27',
      returnFire: '20/27',
      snapFire: '2/9',
    });
  });

  it("the Leader Die's Rep is read off the throw, and changing it changes the odds", () => {
    const leader: RollEvent = {
      type: 'roll',
      purpose: 'leaderDie',
      who: ['boss'],
      dice: [3],
      target: 5,
      read: 'pass',
      passed: 1,
      scripted: false,
    };
    const q = questionFor(crisis, [leader], fig)!;
    expect(q.values.leaderRep).toBe(5);
    const with5 = answer(q);
    const without = answer(withValue(q, 'leaderRep', 0));
    expect(asTexts(with5)).not.toEqual(asTexts(without));
  });

  it('In Sight: 2d6 against 3d6, then the mover at Rep 6 throws 4d6', () => {
    const t: TestEvent = {
      type: 'test',
      test: 'inSight',
      figures: ['ann', 'hans'],
      result: 'red',
      throws: [
        {
          figure: 'ann',
          rep: 4,
          dice: 2,
          modifiers: [
            { id: 'activeMoved', label: 'Active and moved', dice: -1 },
            { id: 'temporaryLeader', label: 'Temporary leader', dice: -1 },
          ],
        },
        {
          figure: 'hans',
          rep: 4,
          dice: 3,
          modifiers: [{ id: 'temporaryLeader', label: 'Temporary leader', dice: -1 }],
        },
      ],
    };
    const q = questionFor(t, [], fig)!;
    expect(q.values).toMatchObject({ rep0: 4, moved0: true, temporary0: true, rep1: 4, temporary1: true });
    expect(asTexts(answer(q))).toEqual({ blue: '3/11', red: '8/11' });
    expect(keyLabel(q, 'blue')).toBe('blue wins');
    const four = answer(withValue(q, 'rep0', 6));
    // 4d6 against 3d6: the mover now the favourite.
    expect(Number(four.get('blue')!.n) / Number(four.get('blue')!.d)).toBeGreaterThan(0.5);
    const sum = [...four.values()].reduce((a, p) => a + Number(p.n) / Number(p.d), 0);
    expect(sum).toBeCloseTo(1, 12);
  });
});
