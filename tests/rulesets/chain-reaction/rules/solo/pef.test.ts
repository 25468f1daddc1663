import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  pefMoveOrder,
  pefMovementOdds,
  pefPlacementOdds,
  pefResolutionOdds,
  placePefs,
  resolvePefMovement,
  resolvePefPlacement,
  resolvePefResolution,
} from '../../../../../src/rulesets/chain-reaction/rules/pef';

describe('PEF placement', () => {
  it('the die names the section, and the PEF sits at its centre', () => {
    const centres: Record<number, [number, number]> = {
      1: [6, 6],
      2: [18, 6],
      3: [30, 6],
      4: [6, 18],
      5: [18, 18],
      6: [30, 18],
    };
    for (let die = 1; die <= 6; die++) {
      const p = resolvePefPlacement({}, listRoller([[die]]));
      expect(p.section).toBe(die);
      expect(p.centre).toEqual(centres[die]);
      expect(p.ref).toEqual({ table: 'pefPlacement', row: String(die) });
    }
  });

  it('three PEFs by default, one roll each, and two may share a section', () => {
    const roll = listRoller([[4], [4], [2]]);
    const ps = placePefs({}, roll);
    expect(roll.used()).toBe(3);
    expect(ps.map((p) => [p.id, p.section])).toEqual([
      ['pef1', 4],
      ['pef2', 4],
      ['pef3', 2],
    ]);
    expect(placePefs({ ids: ['x', 'y'] }, listRoller([[1], [6]])).map((p) => p.id)).toEqual(['x', 'y']);
  });

  it("sections 7-9 (the player's edge) never get a PEF; each of 1-6 has 1/6", () => {
    expect(asTexts(pefPlacementOdds())).toEqual({
      '1': '1/6',
      '2': '1/6',
      '3': '1/6',
      '4': '1/6',
      '5': '1/6',
      '6': '1/6',
    });
  });
});

describe('PEF movement (2d6 vs Rep 4)', () => {
  it.each([
    [[1, 4], 2, 'move8', 8, true],
    [[4, 4], 2, 'move8', 8, true],
    [[3, 5], 1, 'move4', 4, true],
    [[6, 2], 1, 'move4', 4, true],
    [[5, 6], 0, 'stay', 0, false],
  ] as const)('dice %j pass %i: %s', (dice, passed, result, inches, cover) => {
    const m = resolvePefMovement({ who: 'pef1' }, listRoller([dice]));
    expect(m).toMatchObject({ passed, result, inches, preferCover: cover, target: 4 });
    expect(m.ref).toEqual({ table: 'pefMovement', row: String(passed) });
  });

  it('exact odds: (4/6)^2 for 8", 2(4/6)(2/6) for 4", (2/6)^2 to stay', () => {
    expect(asTexts(pefMovementOdds())).toEqual({ move8: '4/9', move4: '4/9', stay: '1/9' });
  });

  it('the PEF farthest from every player figure moves first; ties keep the given order', () => {
    const order = pefMoveOrder(
      [
        { id: 'near', at: [18, 20] },
        { id: 'far', at: [2, 2] },
        { id: 'mid', at: [30, 10] },
        { id: 'mid2', at: [6, 10] },
      ],
      [
        [18, 30],
        [18, 26],
      ],
    );
    // far: to (18,26) hypot(16,24)=28.8; mid/mid2: hypot(12,16)=20 each; near: 6.
    expect(order).toEqual(['far', 'mid', 'mid2', 'near']);
  });
});

describe('PEF resolution (2d6 vs Rep 4)', () => {
  it.each([
    [[2, 4], 2, 'contact'],
    [[1, 6], 1, 'somethingsOutThere'],
    [[5, 3], 1, 'somethingsOutThere'],
    [[5, 6], 0, 'falseAlarm'],
  ] as const)('dice %j pass %i: %s', (dice, passed, result) => {
    const r = resolvePefResolution({}, listRoller([dice]));
    expect(r).toMatchObject({ passed, result, kept: [...dice], target: 4 });
    expect(r.nextIsWary).toBe(result === 'somethingsOutThere');
    expect(r.modifiers).toEqual([]);
    expect(r.ref).toEqual({ table: 'pefResolution', row: String(passed) });
  });

  it.each([
    [[6, 1, 2], [1, 2], 'contact'],
    [[4, 6, 3], [3, 4], 'contact'],
    [[5, 2, 6], [2, 5], 'somethingsOutThere'],
    [[6, 5, 6], [5, 6], 'falseAlarm'],
  ] as const)('after "something\'s out there": 3d6 %j keeps %j: %s', (dice, kept, result) => {
    const roll = listRoller([dice]);
    const r = resolvePefResolution({ wary: ['somethingsOutThere'] }, roll);
    expect(r.dice).toEqual([...dice]);
    expect(r.kept).toEqual([...kept]);
    expect(r.result).toBe(result);
    expect(r.modifiers).toHaveLength(1);
    expect(r.modifiers[0]).toMatchObject({ id: 'somethingsOutThere', dice: 1 });
  });

  it('"something\'s out there" makes the NEXT PEF throw three dice, and only that one', () => {
    const roll = listRoller([
      [3, 5],
      [6, 2, 5],
      [1, 1],
    ]);
    const first = resolvePefResolution({ who: 'pef1' }, roll);
    expect(first.result).toBe('somethingsOutThere');
    const second = resolvePefResolution({ who: 'pef2', wary: first.nextIsWary ? ['somethingsOutThere'] : [] }, roll);
    expect(second.result).toBe('somethingsOutThere');
    expect(second.dice).toHaveLength(3);
    const third = resolvePefResolution({ who: 'pef3', wary: [] }, roll);
    expect(third.result).toBe('contact');
    expect(roll.used()).toBe(3);
  });

  it('entering a building also throws 3d6; two reasons still add only one die', () => {
    const r = resolvePefResolution({ wary: ['buildingEntered', 'somethingsOutThere'] }, listRoller([[6, 6, 4]]));
    expect(r.kept).toEqual([4, 6]);
    expect(r.result).toBe('somethingsOutThere');
    expect(r.modifiers.reduce((s, m) => s + (m.dice ?? 0), 0)).toBe(1);
  });

  it('exact odds, normally: contact 4/9, something 4/9, false alarm 1/9', () => {
    expect(asTexts(pefResolutionOdds())).toEqual({ contact: '4/9', somethingsOutThere: '4/9', falseAlarm: '1/9' });
  });

  it(
    'exact odds with the lowest two of 3d6 (by hand: contact needs two or more dice <= 4 = 8/27 + 12/27;' +
      ' exactly one <= 4 = 3(2/3)(1/3)^2 = 6/27; none = 1/27)',
    () => {
      expect(asTexts(pefResolutionOdds({ wary: ['somethingsOutThere'] }))).toEqual({
        contact: '20/27',
        somethingsOutThere: '2/9',
        falseAlarm: '1/27',
      });
    },
  );
});
