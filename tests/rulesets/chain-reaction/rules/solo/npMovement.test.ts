import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  npMoveOrder,
  npMovementOdds,
  outnumbers,
  resolveFlank,
  resolveNpMovement,
  splitGroup,
  splitSizes,
} from '../../../../../src/rulesets/chain-reaction/rules/npMovement';

const OUT = { leaderRep: 4, npCount: 4, playerCount: 2 };
const EVEN = { leaderRep: 4, npCount: 3, playerCount: 2 };

describe('NP Force Movement, NP outnumbering the player 2+ to 1', () => {
  it('pass 2: split; flank die 1-3 sends the second half left', () => {
    for (const f of [1, 2, 3]) {
      const roll = listRoller([[1, 4], [f]]);
      const r = resolveNpMovement(OUT, roll);
      expect(r).toMatchObject({
        result: 'splitAndFlank',
        column: 'outnumbers',
        passed: 2,
        split: { fire: 2, flank: 2 },
      });
      expect(r.flank).toEqual({ flank: 'left', dice: [f], ref: { table: 'flank', row: '1-3' } });
      expect(r.ref).toEqual({ table: 'npMovement', row: '2', column: 'outnumbers' });
      expect(roll.used()).toBe(2);
    }
  });

  it('pass 2: flank die 4-6 sends it right', () => {
    for (const f of [4, 5, 6]) {
      const r = resolveNpMovement(OUT, listRoller([[2, 2], [f]]));
      expect(r.flank?.flank).toBe('right');
      expect(r.flank?.ref.row).toBe('4-6');
    }
  });

  it('pass 1: move to cover with a shot at the closest player group; no flank roll', () => {
    const roll = listRoller([[2, 6]]);
    const r = resolveNpMovement(OUT, roll);
    expect(r).toMatchObject({ result: 'moveToFiringCover', passed: 1, column: 'outnumbers' });
    expect(r.flank).toBeUndefined();
    expect(roll.used()).toBe(1);
  });

  it('pass 0: hold in cover or take the nearest', () => {
    expect(resolveNpMovement(OUT, listRoller([[5, 6]]))).toMatchObject({ result: 'holdOrNearestCover', passed: 0 });
  });
});

describe('NP Force Movement, otherwise', () => {
  it.each([
    [[1, 2], 2, 'moveToFiringCover'],
    [[4, 5], 1, 'holdOrNearestCover'],
    [[6, 5], 0, 'holdOrNearestCover'],
  ] as const)('dice %j pass %i: %s, and never a flank roll', (dice, passed, result) => {
    const roll = listRoller([dice]);
    const r = resolveNpMovement(EVEN, roll);
    expect(r).toMatchObject({ result, passed, column: 'otherwise', target: 4 });
    expect(r.ref).toEqual({ table: 'npMovement', row: String(passed), column: 'otherwise' });
    expect(roll.used()).toBe(1);
  });

  it("the leader's Rep is the target: Rep 3 fails a 4 that Rep 4 passes", () => {
    expect(resolveNpMovement({ ...EVEN, leaderRep: 3 }, listRoller([[4, 4]])).result).toBe('holdOrNearestCover');
    expect(resolveNpMovement({ ...EVEN, leaderRep: 4 }, listRoller([[4, 4]])).result).toBe('moveToFiringCover');
  });
});

describe("the book's example and the helpers", () => {
  it('a Rep 5 leader throws 3 and 5, passes both and, outnumbering, splits into two halves', () => {
    const r = resolveNpMovement({ leaderRep: 5, npCount: 6, playerCount: 3 }, listRoller([[3, 5], [6]]));
    expect(r).toMatchObject({ result: 'splitAndFlank', passed: 2, split: { fire: 3, flank: 3 } });
  });

  it('2+ to 1 means at least twice as many', () => {
    expect(outnumbers(4, 2)).toBe(true);
    expect(outnumbers(3, 2)).toBe(false);
    expect(outnumbers(2, 1)).toBe(true);
    expect(outnumbers(1, 1)).toBe(false);
    expect(outnumbers(1, 0)).toBe(true);
    expect(outnumbers(0, 0)).toBe(false);
  });

  it('an odd group splits with the extra figure and the leader in the firing half', () => {
    expect(splitSizes(5)).toEqual({ fire: 3, flank: 2 });
    expect(splitGroup(['a', 'b', 'c', 'd', 'e'], 'c')).toEqual({ fire: ['c', 'a', 'b'], flank: ['d', 'e'] });
  });

  it('the flank die alone', () => {
    expect(resolveFlank({}, listRoller([[3]])).flank).toBe('left');
    expect(resolveFlank({}, listRoller([[4]])).flank).toBe('right');
  });

  it('NP groups move highest leader Rep first', () => {
    expect(
      npMoveOrder([
        { id: 'a', leaderRep: 3 },
        { id: 'b', leaderRep: 5 },
        { id: 'c', leaderRep: 4 },
        { id: 'd', leaderRep: 5 },
      ]),
    ).toEqual(['b', 'd', 'c', 'a']);
  });

  it('exact odds, Rep 4 outnumbering: split 4/9 halved by the flank die, firing cover 4/9, hold 1/9', () => {
    expect(asTexts(npMovementOdds(OUT))).toEqual({
      'splitAndFlank:left': '2/9',
      'splitAndFlank:right': '2/9',
      moveToFiringCover: '4/9',
      holdOrNearestCover: '1/9',
    });
  });

  it('exact odds, Rep 4 otherwise: 4/9 firing cover, 5/9 hold', () => {
    expect(asTexts(npMovementOdds(EVEN))).toEqual({ moveToFiringCover: '4/9', holdOrNearestCover: '5/9' });
  });

  it('exact odds, Rep 5 outnumbering: (5/6)^2 = 25/36 splits, 2(5/6)(1/6) = 5/18, (1/6)^2 = 1/36', () => {
    expect(asTexts(npMovementOdds({ leaderRep: 5, npCount: 6, playerCount: 3 }))).toEqual({
      'splitAndFlank:left': '25/72',
      'splitAndFlank:right': '25/72',
      moveToFiringCover: '5/18',
      holdOrNearestCover: '1/36',
    });
  });
});
