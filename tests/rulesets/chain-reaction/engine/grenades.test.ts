// Grenades played through scenario files: the grenade Stop! box (ready, throw, the two ways to escape
// the blast) and the book's picture of a soldier behind a wall too high to see over, throwing blind.
// Dropping the grenade over the wall, the picture's second half, is in known-bugs.test.ts.
import { describe, expect, it } from 'vitest';
import { answers, finalOf, fires, ofType, onlyTest, playBook, rolls, statusChanges, tests } from './helpers';

describe('grenade Stop! box: ready a grenade, throw it, and who escapes the blast', () => {
  // Beyond the book: ready die 1 (throw at once), throw 2 and 3 (both passed: on the spot), damage 2 on
  // the figure in the open, and the survivors' Crisis throw 4,5,6 (one passed: duck back for Man Down).
  const events = playBook('grenade-stop.json');

  it('readying takes 1d6 against Rep: a 1 passes and the grenade may be thrown at once', () => {
    expect(rolls(events, 'readyGrenade')).toMatchObject([{ who: ['thrower'], dice: [1], target: 4, passed: 1 }]);
    expect(onlyTest(events, 'readyGrenade', 'thrower')).toMatchObject({ result: 'throwNow' });
  });

  it('thrown 5" at a spot in view, passing both dice: it lands on the spot', () => {
    expect(onlyTest(events, 'throwGrenade', 'thrower')).toMatchObject({
      passed: 2,
      result: 'onSpot',
      row: { column: 'seen' },
    });
  });

  it('the two ways to escape: lying prone, or behind cover at least as strong as the Impact', () => {
    expect(answers(events, 'before')).toEqual([
      { inside: ['exposed', 'flat', 'sheltered'], escapes: { flat: 'prone', sheltered: 'cover' } },
    ]);
    expect(ofType(events, 'blast')).toMatchObject([
      { at: [18, 19], inside: ['exposed', 'flat', 'sheltered'], escapes: { flat: 'prone', sheltered: 'cover' } },
    ]);
    expect(ofType(events, 'damage')).toMatchObject([
      { figure: 'exposed', by: 'thrower', die: 2, impact: 2, result: 'outOfTheFight' },
    ]);
  });

  it('those who escaped take the Crisis test, outgunned by the blast (rank 5) and with a friend down', () => {
    for (const id of ['flat', 'sheltered']) {
      expect(onlyTest(events, 'crisis', id)).toMatchObject({
        causes: ['outgunned', 'manDown'],
        passed: 1,
        result: 'duckBack',
      });
    }
    // One throw for the group; the figure behind the wall reads the extra cover die.
    expect(rolls(events, 'crisis')).toMatchObject([{ who: ['flat', 'sheltered'], dice: [4, 5, 6] }]);
    expect(finalOf(events).figures.exposed).toMatchObject({ status: 'outOfTheFight' });
  });
});

describe('grenade picture: A throws blind over a wall he cannot see over', () => {
  // The book gives the ready die (1) and one die passed on the throw; the 2 and 6, the positions and the
  // Crisis throw of the two enemies near the spot (3,5: one passed) are chosen. A blast weapon ranks 5 on the
  // Outgunned Rankings (p.15), so their pistols are outgunned: one die passed is Duck Back.
  const events = playBook('grenade-over-wall-blind.json');

  it('A cannot see the far side of the wall', () => {
    expect(answers(events, 'before')[0]).toBe(false);
  });

  it('passing one die on an unseen spot is a miss: no blast, no damage', () => {
    expect(rolls(events, 'readyGrenade')).toMatchObject([{ dice: [1], passed: 1 }]);
    expect(onlyTest(events, 'throwGrenade', 'A')).toMatchObject({
      passed: 1,
      result: 'missed',
      row: { row: '1', column: 'unseen' },
    });
    expect(ofType(events, 'blast')).toEqual([]);
    expect(ofType(events, 'damage')).toEqual([]);
  });

  it('but the enemies inside the circle around the spot take the Crisis test, outgunned, and the one outside does not', () => {
    expect(tests(events, 'crisis').map((t) => [t.figure, t.causes, t.result])).toEqual([
      ['near', ['outgunned'], 'duckBack'],
      ['close', ['outgunned'], 'duckBack'],
    ]);
    expect(statusChanges(events, 'near')).toEqual(['carryOn>duckBack']);
    expect(statusChanges(events, 'far')).toEqual([]);
    expect(fires(events)).toEqual([]);
  });
});
