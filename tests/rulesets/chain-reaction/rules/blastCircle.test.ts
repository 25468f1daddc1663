// Chain Reaction's reading of a blast circle: who counts at all, and who is said to take a Crisis Test.
import { describe, expect, it } from 'vitest';
import { blastOn, type BlastFigure } from '../../../../src/rulesets/chain-reaction/rules/blastCircle';
import type { Vec } from '../../../../src/geometry/shapes';

const fig = (id: string, at: Vec, more: Partial<BlastFigure> = {}): BlastFigure => ({
  id,
  side: id.startsWith('r') ? 'red' : 'blue',
  at,
  facing: 0,
  stance: 'standing',
  blocksSight: true,
  targetable: true,
  status: 'carryOn',
  ...more,
});
const noCover = () => 0;

describe("Chain Reaction's blast circle", () => {
  it('friend or foe alike; the dead, the out of the fight, prisoners and those off the table are not counted', () => {
    const figures = [
      fig('blue1', [10, 11]),
      fig('red1', [9, 10]),
      fig('red2', [10, 9], { status: 'obviouslyDead' }),
      fig('blue2', [11, 10], { status: 'offTable' }),
      fig('red3', [11, 11], { status: 'outOfTheFight', stance: 'prone' }),
      fig('red4', [9, 9], { status: 'captured' }),
    ];
    expect(blastOn({ centre: [10, 10], impact: 2, figures, coverDvBetween: noCover }).inside).toEqual([
      'blue1',
      'red1',
    ]);
  });

  it('only a figure still in the fight is said to take a Crisis Test when it escapes', () => {
    const figures = [
      fig('lying', [10, 11], { stance: 'prone' }),
      fig('going', [9, 10], { stance: 'prone', status: 'leaving' }),
    ];
    const m = blastOn({ centre: [10, 10], impact: 2, figures, coverDvBetween: noCover }).members;
    expect(m.map((x) => x.reason)).toEqual([
      'lying is 1" from the blast and prone: escapes damage, takes a Crisis Test',
      'going is 1" from the blast and prone: escapes damage',
    ]);
  });

  it('behind cover: a figure ducking back is said to test, one leaving the table is not', () => {
    const figures = [fig('ducked', [10, 11], { status: 'duckBack' }), fig('going', [9, 10], { status: 'leaving' })];
    const m = blastOn({ centre: [10, 10], impact: 2, figures, coverDvBetween: () => 3 }).members;
    expect(m.map((x) => x.reason)).toEqual([
      'ducked is 1" from the blast behind DV 3 cover (Impact 2): escapes damage, takes a Crisis Test',
      'going is 1" from the blast behind DV 3 cover (Impact 2): escapes damage',
    ]);
  });
});
