import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  encounterSuccess,
  repChangeOdds,
  repCheckFor,
  resolveDecreaseRep,
  resolveImproveRep,
  resolveRepChange,
  type EncounterRecord,
} from '../../../../../src/rulesets/chain-reaction/rules/repChange';

const GOOD: EncounterRecord = {
  hitOrMeleed: true,
  wasOutOfTheFight: false,
  hunkeredDown: false,
  leftTheBattlefield: false,
  leftSomeoneBehind: false,
};

describe('Was the Encounter a success for this figure?', () => {
  it('all five requirements met', () => {
    expect(encounterSuccess(GOOD)).toEqual({ success: true, unmet: [] });
  });

  it.each([
    [{ hitOrMeleed: false }, 'hitOrMeleed'],
    [{ wasOutOfTheFight: true }, 'neverOutOfTheFight'],
    [{ hunkeredDown: true }, 'neverHunkeredDown'],
    [{ leftTheBattlefield: true }, 'neverLeftTheBattlefield'],
    [{ leftSomeoneBehind: true }, 'leftNoOneBehind'],
  ] as const)('%j fails on %s', (change, unmet) => {
    expect(encounterSuccess({ ...GOOD, ...change })).toEqual({ success: false, unmet: [unmet] });
  });

  it('lists every requirement missed', () => {
    expect(encounterSuccess({ ...GOOD, hitOrMeleed: false, hunkeredDown: true }).unmet).toEqual([
      'hitOrMeleed',
      'neverHunkeredDown',
    ]);
  });

  it('a failure costs Rep only if enemies were on the table', () => {
    expect(repCheckFor(GOOD, false)).toBe('improve');
    expect(repCheckFor({ ...GOOD, hitOrMeleed: false }, true)).toBe('decrease');
    expect(repCheckFor({ ...GOOD, hitOrMeleed: false }, false)).toBe('none');
  });
});

describe('Improving Rep (1d6: above Rep, or a 6)', () => {
  it.each([
    [4, 5, 5],
    [4, 6, 5],
    [4, 4, 4],
    [4, 1, 4],
    [2, 3, 3],
    [2, 2, 2],
    [5, 6, 6],
    [5, 5, 5],
  ] as const)('Rep %i rolls %i: Rep %i', (rep, die, to) => {
    const r = resolveImproveRep({ rep }, listRoller([[die]]));
    expect(r).toMatchObject({ kind: 'improve', from: rep, to });
    expect(r.ref?.row).toBe(to > rep ? 'improves' : 'else');
  });

  it('a 6 always improves, with no ceiling', () => {
    const six = resolveImproveRep({ rep: 6 }, listRoller([[6]]));
    expect(six.to).toBe(7);
    expect(six.modifiers.map((m) => m.id)).toEqual(['sixImproves']);
    expect(resolveImproveRep({ rep: 7 }, listRoller([[6]])).to).toBe(8);
    expect(resolveImproveRep({ rep: 9 }, listRoller([[6]])).to).toBe(10);
    expect(resolveImproveRep({ rep: 7 }, listRoller([[5]])).to).toBe(7);
  });

  it('exact odds', () => {
    const improve = (rep: number) => asTexts(repChangeOdds({ rep, record: GOOD, enemiesOnTable: true }));
    expect(improve(2)).toEqual({ '2': '1/3', '3': '2/3' });
    expect(improve(4)).toEqual({ '4': '2/3', '5': '1/3' });
    expect(improve(5)).toEqual({ '5': '5/6', '6': '1/6' });
    expect(improve(8)).toEqual({ '8': '5/6', '9': '1/6' });
  });
});

describe('Decreasing Rep (1d6: a 1 costs one, never below 2)', () => {
  it.each([
    [4, 1, 3, 'drops'],
    [4, 2, 4, 'else'],
    [4, 6, 4, 'else'],
    [3, 1, 2, 'drops'],
    [2, 1, 2, 'floor'],
    [2, 3, 2, 'else'],
    [6, 1, 5, 'drops'],
  ] as const)('Rep %i rolls %i: Rep %i (%s)', (rep, die, to, row) => {
    const r = resolveDecreaseRep({ rep }, listRoller([[die]]));
    expect(r).toMatchObject({ kind: 'decrease', from: rep, to });
    expect(r.ref).toEqual({ table: 'decreaseRep', row });
  });

  it('the whole step: failure with enemies rolls decreaseRep, without enemies rolls nothing', () => {
    const bad = { ...GOOD, wasOutOfTheFight: true };
    const r = resolveRepChange({ rep: 4, record: bad, enemiesOnTable: true }, listRoller([[1]]));
    expect(r).toMatchObject({ kind: 'decrease', to: 3, verdict: { success: false, unmet: ['neverOutOfTheFight'] } });
    const roll = listRoller([]);
    expect(resolveRepChange({ rep: 4, record: bad, enemiesOnTable: false }, roll)).toMatchObject({
      kind: 'none',
      to: 4,
    });
    expect(roll.used()).toBe(0);
  });

  it('exact odds', () => {
    const bad = { ...GOOD, hitOrMeleed: false };
    expect(asTexts(repChangeOdds({ rep: 4, record: bad, enemiesOnTable: true }))).toEqual({ '3': '1/6', '4': '5/6' });
    expect(asTexts(repChangeOdds({ rep: 2, record: bad, enemiesOnTable: true }))).toEqual({ '2': '1' });
  });
});
