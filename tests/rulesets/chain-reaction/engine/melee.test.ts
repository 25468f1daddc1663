// Melee played through scenario files: Billy Pink against Jim Bob Joe with the book's dice, and the
// melee Stop! box (a one-on-one melee that stays locked, and two chargers against one target).
import { describe, expect, it } from 'vitest';
import { finalOf, ofType, playBook, rolls, statusChanges, story, tests } from './helpers';

describe('Billy Pink (Rep 5, one-hand weapon) against Jim Bob Joe (Rep 4, two-hand weapon)', () => {
  // Beyond the book: the charge itself (Pink 1,2 passes two, Jim Bob 5,6 none: he may not fire).
  const events = playBook('billy-pink-melee.json');

  it('Pink closes to 6", takes the Charge into Melee test, and makes contact', () => {
    expect(rolls(events, 'chargeIntoMelee').map((r) => [r.who[0], r.dice, r.passed])).toEqual([
      ['pink', [1, 2], 2],
      ['jimbob', [5, 6], 0],
    ]);
    expect(tests(events, 'chargeIntoMelee')).toMatchObject([{ result: 'targetMayNotFire' }]);
    const moves = ofType(events, 'move');
    expect(moves.map((m) => m.to)).toEqual([
      [18, 14],
      [18, 19],
    ]);
    expect(ofType(events, 'fire')).toEqual([]);
  });

  it('6d6 each: Pink 1,2,2,3,4,5 is four successes, Jim Bob 1,2,4,4,4,6 is two', () => {
    expect(rolls(events, 'melee').map((r) => [r.who[0], r.dice, r.successes])).toEqual([
      ['pink', [1, 2, 2, 3, 4, 5], 4],
      ['jimbob', [1, 2, 4, 4, 4, 6], 2],
    ]);
  });

  it('Pink wins by two; his damage die of 2 is at or under that Impact: Jim Bob is out of the fight', () => {
    expect(ofType(events, 'melee')).toMatchObject([{ attacker: 'pink', defender: 'jimbob', result: 'attackerWins' }]);
    expect(rolls(events, 'meleeDamage')).toMatchObject([{ who: ['jimbob'], dice: [2], target: 2 }]);
    expect(ofType(events, 'damage')).toMatchObject([
      { figure: 'jimbob', by: 'pink', die: 2, impact: 2, result: 'outOfTheFight' },
    ]);
    expect(finalOf(events).figures.jimbob).toMatchObject({ status: 'outOfTheFight', stance: 'prone' });
  });
});

describe('melee Stop! box: two Rep 4 figures 6" apart with different melee weapons', () => {
  // Beyond the book: every die. Both pass one on the charge test (3,5 and 2,6), so the target snap fires
  // (4,3: the 8 is lost to the snap penalty); the first round is 3 successes each; when the target's side
  // activates it attacks, 3 successes against none, and the damage die of 3 ends it.
  const events = playBook('melee-stop-one-on-one.json');

  it('equal passes on the charge test: the target snap fires before contact, and no reaction test follows', () => {
    expect(tests(events, 'chargeIntoMelee')).toMatchObject([{ figures: ['knife', 'club'], result: 'targetSnapFires' }]);
    expect(ofType(events, 'fire')).toMatchObject([
      { figure: 'club', snap: true, targets: [{ figure: 'knife', dice: [4, 3], hit: false }] },
    ]);
    expect(tests(events, 'crisis')).toEqual([]);
  });

  it('Rep + weapon dice: 5d6 for the one-hand weapon, 6d6 for the two-hand one; equal successes lock them', () => {
    expect(
      rolls(events, 'melee')
        .slice(0, 2)
        .map((r) => [r.who[0], r.dice.length, r.successes]),
    ).toEqual([
      ['knife', 5, 3],
      ['club', 6, 3],
    ]);
    expect(ofType(events, 'melee')[0]).toMatchObject({ result: 'evenlyMatched' });
  });

  it("the melee goes on when the other side activates, each with +1d6 for the other's Evenly Matched this turn", () => {
    expect(story(events, ['activate', 'melee'])).toEqual([
      'activate blue knife',
      'melee knife v club evenlyMatched',
      'activate red club',
      'melee club v knife attackerWins',
    ]);
    expect(
      rolls(events, 'melee')
        .slice(2)
        .map((r) => [r.who[0], r.dice.length, r.successes]),
    ).toEqual([
      ['club', 7, 3],
      ['knife', 6, 0],
    ]);
    expect(statusChanges(events, 'knife')).toEqual(['carryOn>outOfTheFight']);
  });
});

describe('melee Stop! box: two chargers against one target', () => {
  // Beyond the book: every die. The target is out of ammo, so whatever its charge dice say it can't fire.
  // That the target throws its charge dice only once is checked in known-bugs.test.ts.
  const events = playBook('melee-stop-two-chargers.json');

  it('both chargers make contact and fight one on one, the first round evenly matched', () => {
    expect(story(events, ['melee'])).toEqual([
      'melee left v target evenlyMatched',
      'melee right v target attackerWins',
    ]);
    expect(ofType(events, 'fire')).toEqual([]);
  });

  it("the second attacker gets +1d6 for the target's Evenly Matched result this turn", () => {
    expect(rolls(events, 'melee').map((r) => [r.who[0], r.dice.length])).toEqual([
      ['left', 5],
      ['target', 4],
      ['right', 5],
      ['target', 4],
    ]);
    expect(ofType(events, 'damage')).toMatchObject([
      { figure: 'target', by: 'right', die: 2, impact: 3, result: 'outOfTheFight' },
    ]);
  });
});
