// The Fast Move test: one group throw, each figure's allowance from its own Rep, carriers capped.
import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import { fastMoveOdds, resolveFastMove } from '../../../../../src/rulesets/chain-reaction/rules/fastMove';

describe('Fast Move rows', () => {
  it.each([
    [[1, 2], 2, 8, 16],
    [[2, 6], 1, 4, 12],
    [[5, 6], 0, 0, 8],
  ] as const)('Rep 4 throwing %o passes %i: +%i", %i" in all', (dice, passed, extra, max) => {
    const out = resolveFastMove({ figures: [{ id: 'x', rep: 4 }] }, listRoller([[...dice]]));
    expect(out.figures[0]).toMatchObject({
      passed,
      extraInches: extra,
      maxMove: max,
      table: { table: 'fastMove', row: String(passed) },
    });
  });

  it('a carrier of wounded passes at best one die (16" becomes 12"), with the reason', () => {
    const out = resolveFastMove(
      {
        figures: [
          { id: 'c', rep: 5, carryingWounded: true },
          { id: 'f', rep: 5 },
        ],
      },
      listRoller([[1, 1]]),
    );
    expect(out.figures[0]).toMatchObject({ ownPassed: 2, passed: 1, maxMove: 12 });
    expect(out.figures[0]!.modifiers.map((m) => m.id)).toEqual(['carryingWounded']);
    expect(out.figures[1]).toMatchObject({ passed: 2, maxMove: 16, modifiers: [] });
  });

  it('a carrier who passes none still moves 8"', () => {
    const out = resolveFastMove({ figures: [{ id: 'c', rep: 3, carryingWounded: true }] }, listRoller([[4, 6]]));
    expect(out.figures[0]).toMatchObject({ passed: 0, maxMove: 8 });
  });

  it('one throw of 2d6 for the whole group, purpose fastMove', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([[3, 3]]);
    resolveFastMove(
      {
        figures: [
          { id: 'a', rep: 4 },
          { id: 'b', rep: 4 },
        ],
      },
      (r) => {
        asked.push(r);
        return inner(r);
      },
    );
    expect(asked).toEqual([
      expect.objectContaining({ purpose: 'fastMove', count: 2, who: ['a', 'b'], target: 4, read: 'pass' }),
    ]);
  });

  it('nobody moving: no throw', () => {
    const roll = listRoller([]);
    expect(resolveFastMove({ figures: [] }, roll).dice).toEqual([]);
    expect(roll.used()).toBe(0);
  });
});

describe('exact odds', () => {
  it('Rep 4: 16" 4/9, 12" 4/9, 8" 1/9; carrying wounded: 12" 8/9, 8" 1/9; Rep 3 from the same throw: 1/4, 1/2, 1/4', () => {
    const o = fastMoveOdds({
      figures: [
        { id: 'a', rep: 4 },
        { id: 'w', rep: 4, carryingWounded: true },
        { id: 'n', rep: 3 },
      ],
    });
    expect(asTexts(o.a!)).toEqual({ '16': '4/9', '12': '4/9', '8': '1/9' });
    expect(asTexts(o.w!)).toEqual({ '12': '8/9', '8': '1/9' });
    expect(asTexts(o.n!)).toEqual({ '16': '1/4', '12': '1/2', '8': '1/4' });
  });
});
