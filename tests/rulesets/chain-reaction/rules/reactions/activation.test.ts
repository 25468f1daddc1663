// Activation: one ordered throw, a die per side; doubles thrown again; who goes first; which
// groups may act and in what order; exact odds.
import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import { toText } from '../../../../../src/rulesets/chain-reaction/odds/fraction';
import {
  activationOdds,
  playActivation,
  resolveActivation,
  type ActivationInput,
} from '../../../../../src/rulesets/chain-reaction/rules/activation';

const input: ActivationInput = {
  sides: [
    {
      id: 'blue',
      groups: [
        { id: 'b3', leaderRep: 3 },
        { id: 'b5', leaderRep: 5 },
        { id: 'b4', leaderRep: 4 },
        { id: 'b5x', leaderRep: 5 },
      ],
    },
    {
      id: 'yellow',
      groups: [
        { id: 'y4', leaderRep: 4 },
        { id: 'y3', leaderRep: 3 },
      ],
    },
  ],
};

describe('one activation throw', () => {
  it('Blue 5, Yellow 4 (the book): Blue first with its Rep 5 groups only; then Yellow with Rep 4 and up', () => {
    const out = resolveActivation(input, listRoller([[5, 4]]));
    expect(out.doubles).toBe(false);
    expect(out.order.map((s) => [s.side, s.die, s.mayAct.map((g) => g.id), s.mayNotAct.map((g) => g.id)])).toEqual([
      ['blue', 5, ['b5', 'b5x'], ['b4', 'b3']],
      ['yellow', 4, ['y4'], ['y3']],
    ]);
  });

  it('the higher die goes first whatever the side order', () => {
    const out = resolveActivation(input, listRoller([[1, 6]]));
    expect(out.order.map((s) => s.side)).toEqual(['yellow', 'blue']);
    // A 1 lets every group act, highest leader Rep first, equals in the order given.
    expect(out.order[1]!.mayAct.map((g) => g.id)).toEqual(['b5', 'b5x', 'b4', 'b3']);
    expect(out.order[0]!.mayAct).toEqual([]);
  });

  it('doubles: no order, marked for a re-throw', () => {
    const out = resolveActivation(input, listRoller([[3, 3]]));
    expect(out).toMatchObject({ doubles: true, order: [], table: { table: 'activation', row: 'doubles' } });
  });

  it('is one ordered throw with one die per side, purpose activation', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([[2, 5]]);
    resolveActivation(input, (r) => {
      asked.push(r);
      return inner(r);
    });
    expect(asked).toEqual([
      expect.objectContaining({ purpose: 'activation', count: 2, ordered: true, who: ['blue', 'yellow'] }),
    ]);
  });

  it('three sides: any two equal dice mean a re-throw', () => {
    const three = { sides: [...input.sides, { id: 'red', groups: [{ id: 'r', leaderRep: 4 }] }] };
    expect(resolveActivation(three, listRoller([[2, 5, 2]])).doubles).toBe(true);
    expect(resolveActivation(three, listRoller([[2, 5, 3]])).order.map((s) => s.side)).toEqual([
      'yellow',
      'red',
      'blue',
    ]);
  });
});

describe('playActivation', () => {
  it('throws again on doubles and keeps every attempt', () => {
    const roll = listRoller([
      [4, 4],
      [6, 6],
      [2, 3],
    ]);
    const play = playActivation(input, roll);
    expect(play.attempts.map((a) => a.doubles)).toEqual([true, true, false]);
    expect(play.final.order[0]!.side).toBe('yellow');
    expect(roll.used()).toBe(3);
  });
});

describe('exact odds', () => {
  it('two sides: each goes first 1/2; a group may act with chance Rep/6 (Rep 6+ always)', () => {
    const o = activationOdds({
      sides: [
        {
          id: 'a',
          groups: [
            { id: 'r2', leaderRep: 2 },
            { id: 'r3', leaderRep: 3 },
            { id: 'r4', leaderRep: 4 },
            { id: 'r5', leaderRep: 5 },
            { id: 'r6', leaderRep: 6 },
          ],
        },
        { id: 'b', groups: [{ id: 'r4', leaderRep: 4 }] },
      ],
    });
    expect(asTexts(o.first)).toEqual({ a: '1/2', b: '1/2' });
    // Hand count: of the 30 non-double throws, a's die is ≤ r in r·5 of them.
    expect(Object.fromEntries(Object.entries(o.mayAct.a!).map(([k, v]) => [k, toText(v)]))).toEqual({
      r2: '1/3',
      r3: '1/2',
      r4: '2/3',
      r5: '5/6',
      r6: '1',
    });
    expect(toText(o.mayAct.b!.r4!)).toBe('2/3');
  });
});
