// The Recover test played through a scenario file: Pvt Smith knocked down and carrying on, hunkering
// down after an outgunned Crisis test, recovering to Duck Back with his leader's help, then carrying on.
import { describe, expect, it } from 'vitest';
import { finalOf, ofType, onlyTest, playBook, rolls, statusChanges, story, tests } from './helpers';

describe('Pvt Smith (Rep 4): hit, knocked down, later hunkered down, then back in the fight', () => {
  // Beyond the book: Smith's sergeant (Rep 5) leads him; two SMG gangers do the shooting (the first hits
  // with a 6, damage 4; the second misses). The sergeant's Man Down test (2,2) and the failed Leader Dice
  // (6, 6) are scripted so that only the book's dice decide Smith's fate; the final Leader Die is a 2.
  const events = playBook('pvt-smith.json');

  it('hit, he throws 3 and 4 on the Recover test: two passed, knocked down but carrying on', () => {
    expect(ofType(events, 'damage')).toMatchObject([{ figure: 'smith', die: 4, impact: 1, result: 'recoverTest' }]);
    const first = tests(events, 'recover', 'smith')[0]!;
    expect(first).toMatchObject({ causes: ['damage'], passed: 2, result: 'knockedDown' });
    expect(rolls(events, 'recover')[0]).toMatchObject({ who: ['smith'], dice: [3, 4], target: 4 });
    expect(ofType(events, 'stance').find((s) => s.figure === 'smith')).toMatchObject({ stance: 'prone' });
    // Still carrying on: the first status change he has is the later Hunker Down.
    expect(statusChanges(events, 'smith')[0]).toBe('carryOn>hunkerDown');
  });

  it('no Leader Die for the Recover test from damage', () => {
    // The two Leader Dice before the hunker recovery belong to the Crisis tests, not the Recover test.
    const order = ofType(events, 'roll')
      .filter((r) => r.purpose === 'recover' || r.purpose === 'leaderDie')
      .map((r) => `${r.purpose}:${r.who[0]}`);
    expect(order).toEqual(['recover:smith', 'leaderDie:sarge', 'leaderDie:sarge', 'recover:smith', 'leaderDie:sarge']);
  });

  it('later, outgunned, he passes nothing on the Crisis test and hunkers down', () => {
    const crisis = onlyTest(events, 'crisis', 'smith');
    expect(crisis).toMatchObject({ causes: ['outgunned'], passed: 0, result: 'hunkerDown' });
  });

  it('when his group next activates he tries to recover with the Leader Die, passes one and ducks back', () => {
    const rec = tests(events, 'recover', 'smith')[1]!;
    expect(rec).toMatchObject({ causes: ['hunkerDown'], passed: 1, result: 'duckBack' });
    expect(rec.modifiers).toEqual([expect.objectContaining({ id: 'leaderDie', value: 1 })]);
    expect(rolls(events, 'recover')[1]).toMatchObject({ dice: [5, 6], passed: 0 });
    expect(rolls(events, 'leaderDie')[2]).toMatchObject({ who: ['sarge'], dice: [2], passed: 1 });
  });

  it('at the following activation he carries on by himself and gets to his feet', () => {
    expect(statusChanges(events, 'smith')).toEqual(['carryOn>hunkerDown', 'hunkerDown>duckBack', 'duckBack>carryOn']);
    expect(story(events, ['turn', 'activate', 'status', 'stance']).slice(-4)).toEqual([
      'turn',
      'activate us sarge',
      'status smith carryOn',
      'stance',
    ]);
    expect(ofType(events, 'stance').at(-1)).toMatchObject({ figure: 'smith', stance: 'standing' });
    expect(finalOf(events)).toMatchObject({
      turn: 2,
      figures: { smith: { status: 'carryOn', stance: 'standing', at: [18, 28] } },
    });
  });
});
