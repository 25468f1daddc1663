import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import { FORCES, type Force } from '../../../../../src/rulesets/chain-reaction/tables/recruiting';
import {
  gruntsWhoLeave,
  maxGrunts,
  recruitFirstGroup,
  recruitGrunts,
  recruitOdds,
  resolveRecruit,
} from '../../../../../src/rulesets/chain-reaction/rules/recruiting';

// Hand-read from the table: police/military add 1, the others take 1 off; <=1 → 3, 2-5 → 4, >=6 → 5.
const EXPECTED: Record<Force, { rep: number[]; row: string[]; mod: number }> = {
  military: { rep: [4, 4, 4, 4, 5, 5], row: ['2', '3', '4', '5', '6 or more', '6 or more'], mod: +1 },
  police: { rep: [4, 4, 4, 4, 5, 5], row: ['2', '3', '4', '5', '6 or more', '6 or more'], mod: +1 },
  gang: { rep: [3, 3, 4, 4, 4, 4], row: ['1 or less', '1 or less', '2', '3', '4', '5'], mod: -1 },
  guerilla: { rep: [3, 3, 4, 4, 4, 4], row: ['1 or less', '1 or less', '2', '3', '4', '5'], mod: -1 },
  militia: { rep: [3, 3, 4, 4, 4, 4], row: ['1 or less', '1 or less', '2', '3', '4', '5'], mod: -1 },
};

describe('Recruiting table', () => {
  for (const force of FORCES) {
    for (let die = 1; die <= 6; die++) {
      it(`${force}, rolled ${die}`, () => {
        const roll = listRoller([[die]]);
        const r = resolveRecruit({ force }, roll);
        const want = EXPECTED[force];
        expect(r.rep).toBe(want.rep[die - 1]);
        expect(r.score).toBe(die + want.mod);
        expect(r.ref).toEqual({ table: 'recruiting', row: want.row[die - 1] });
        expect(r.modifiers).toHaveLength(1);
        expect(r.modifiers[0]!.value).toBe(want.mod);
        expect(r.weapon).toBe('asFigure');
        expect(r.dice).toEqual([die]);
        expect(roll.used()).toBe(1);
      });
    }
  }

  it('exact odds: disciplined forces never give Rep 3, irregular never Rep 5', () => {
    expect(asTexts(recruitOdds({ force: 'military' }))).toEqual({ '4': '2/3', '5': '1/3' });
    expect(asTexts(recruitOdds({ force: 'police' }))).toEqual({ '4': '2/3', '5': '1/3' });
    expect(asTexts(recruitOdds({ force: 'gang' }))).toEqual({ '3': '1/3', '4': '2/3' });
    expect(asTexts(recruitOdds({ force: 'militia' }))).toEqual({ '3': '1/3', '4': '2/3' });
  });
});

describe('Recruiting the first group', () => {
  it("the book's start: a Rep 5 Star recruits five Grunts, one roll each, and all of them join", () => {
    const roll = listRoller([[1], [2], [4], [5], [6]]);
    const g = recruitFirstGroup({ starRep: 5, force: 'military' }, roll);
    expect(roll.used()).toBe(5);
    expect(g.joined.map((r) => r.rep)).toEqual([4, 4, 4, 5, 5]);
    expect(g.joined.map((r) => r.slot)).toEqual([0, 1, 2, 3, 4]);
    expect(g.turnedAway).toEqual([]);
  });

  it('a recruit who would outrank the Star is turned away and the place stays open (no re-roll)', () => {
    const roll = listRoller([[5], [2], [6], [3]]);
    const g = recruitFirstGroup({ starRep: 4, force: 'police' }, roll);
    expect(roll.used()).toBe(4);
    expect(g.joined.map((r) => [r.slot, r.rep])).toEqual([
      [1, 4],
      [3, 4],
    ]);
    expect(g.turnedAway.map((r) => [r.slot, r.rep])).toEqual([
      [0, 5],
      [2, 5],
    ]);
  });

  it('a Rep 3 gang leader only keeps Rep 3 recruits', () => {
    const g = recruitFirstGroup({ starRep: 3, force: 'gang' }, listRoller([[1], [3], [2]]));
    expect(g.joined.map((r) => r.rep)).toEqual([3, 3]);
    expect(g.turnedAway.map((r) => r.rep)).toEqual([4]);
  });

  it('recruitGrunts rolls exactly the number of places asked for', () => {
    const roll = listRoller([[4], [4]]);
    expect(recruitGrunts({ starRep: 5, force: 'gang', count: 2 }, roll).joined).toHaveLength(2);
    expect(roll.used()).toBe(2);
    expect(maxGrunts(5)).toBe(5);
    expect(maxGrunts(0)).toBe(0);
  });
});

describe('gruntsWhoLeave', () => {
  it('a Star falling to Rep 4 loses the Rep 5 Grunt and keeps four', () => {
    const grunts = [
      { id: 'a', rep: 5 },
      { id: 'b', rep: 4 },
      { id: 'c', rep: 4 },
      { id: 'd', rep: 3 },
      { id: 'e', rep: 4 },
    ];
    expect(gruntsWhoLeave(4, grunts)).toEqual([{ id: 'a', rep: 5, reason: 'outranksStar' }]);
  });

  it("outranking Grunts go first; then the group is cut to the Star's Rep, weakest and latest first", () => {
    const grunts = [
      { id: 'a', rep: 3 },
      { id: 'b', rep: 4 },
      { id: 'c', rep: 3 },
      { id: 'd', rep: 3 },
      { id: 'e', rep: 3 },
    ];
    expect(gruntsWhoLeave(3, grunts)).toEqual([
      { id: 'b', rep: 4, reason: 'outranksStar' },
      { id: 'e', rep: 3, reason: 'overStrength' },
    ]);
    const mixed = [
      { id: 'p', rep: 2 },
      { id: 'q', rep: 3 },
      { id: 'r', rep: 2 },
      { id: 's', rep: 2 },
    ];
    expect(gruntsWhoLeave(2, mixed).map((g) => g.id)).toEqual(['q', 's']);
    const spread = [
      { id: 'w', rep: 3 },
      { id: 'x', rep: 4 },
      { id: 'y', rep: 3 },
      { id: 'z', rep: 4 },
    ];
    expect(gruntsWhoLeave(3, spread).map((g) => g.reason)).toEqual(['outranksStar', 'outranksStar']);
    expect(gruntsWhoLeave(3, [...spread, { id: 'v', rep: 2 }, { id: 'u', rep: 3 }]).map((g) => g.id)).toEqual([
      'x',
      'z',
      'v',
    ]);
  });

  it('nobody leaves when the Star still leads them all', () => {
    expect(
      gruntsWhoLeave(5, [
        { id: 'a', rep: 5 },
        { id: 'b', rep: 3 },
      ]),
    ).toEqual([]);
  });
});
