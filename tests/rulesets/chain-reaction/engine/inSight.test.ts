// The In Sight test played through scenario files: the book's Stop! box (two Rep 4 figures) and its
// pictures (A and B moving past a house). Every die is scripted; the comments say which ones the book
// leaves out and what was chosen for them.
import { describe, expect, it } from 'vitest';
import {
  book,
  diceOf,
  finalOf,
  fires,
  inViewAt,
  ofType,
  onlyTest,
  playBook,
  rolls,
  statusChanges,
  story,
  answers,
} from './helpers';

describe('In Sight Stop! box: two Rep 4 figures, the active one walks into view', () => {
  // Scripted beyond the book: activation 4-2 (blue first), a tied first In Sight throw (1 success each)
  // to show the re-throw, blue winning the second, a missed burst and a Crisis test of 5,6 for red.
  const file = 'in-sight-stop.json';
  const events = playBook(file);

  it('starts out of sight of each other', () => {
    expect(answers(events, 'before')).toEqual([false]);
  });

  it('triggers at the first point of the path where the two come into view, then moves the 2" more', () => {
    const sight = ofType(events, 'inSight');
    expect(sight).toHaveLength(1);
    expect(sight[0]).toMatchObject({ trigger: 'walker', at: [13, 20.75], seen: ['watcher'] });
    // The trigger really is the first sampled point in view: a quarter inch earlier the house still hid them.
    const scenario = book(file);
    expect(inViewAt(scenario, 'walker', [13, 20.75], 270, 'watcher')).toBe(true);
    expect(inViewAt(scenario, 'walker', [13, 21], 270, 'watcher')).toBe(false);
    // 6.25" to the trigger, then the rest of the declared 8" path (1.75" of the 2" allowed).
    const move = ofType(events, 'move').find((m) => m.figure === 'walker')!;
    expect(move).toMatchObject({ from: [18, 22], to: [13, 19], inches: 8 });
    expect(ofType(events, 'decision')).toMatchObject([
      { kind: 'inSightExtra', figure: 'walker', choice: 1.75, by: 'policy' },
    ]);
  });

  it('the active, moved leader throws one die less (and each lone Grunt leads as a Temporary Leader)', () => {
    // Rep 4, -1 active and moved, -1 temporary leader: 2 dice; the watcher only loses the temporary die.
    expect(rolls(events, 'inSight').map((r) => [r.who[0], r.dice.length])).toEqual([
      ['walker', 2],
      ['watcher', 3],
      ['walker', 2],
      ['watcher', 3],
    ]);
  });

  it('a tie is thrown again; then the side with more successes wins and acts', () => {
    expect(rolls(events, 'inSight').map((r) => r.successes)).toEqual([1, 1, 2, 1]);
    const t = ofType(events, 'test').find((x) => x.test === 'inSight')!;
    expect(t).toMatchObject({ figures: ['walker', 'watcher'], result: 'blue' });
    expect(t.text).toContain('after 1 tie');
    expect(fires(events)).toMatchObject([
      { figure: 'walker', reaction: 'inSight', targets: [{ figure: 'watcher', dice: [3, 2, 2], hit: false }] },
    ]);
  });

  it('after the winners have acted, the losers take their reaction tests', () => {
    expect(story(events, ['inSight', 'fire', 'test', 'status'])).toEqual([
      'inSight',
      'inSight walker,watcher blue',
      'fire walker inSight at watcher',
      'crisis watcher hunkerDown',
      'status watcher hunkerDown',
    ]);
    expect(onlyTest(events, 'crisis', 'watcher')).toMatchObject({ causes: ['firedOn'], passed: 0 });
    expect(diceOf(events, 'crisis')).toEqual([[5, 6]]);
    expect(statusChanges(events, 'watcher')).toEqual(['carryOn>hunkerDown']);
    expect(finalOf(events).figures.walker).toMatchObject({ at: [13, 19], status: 'carryOn' });
  });
});

describe('In Sight pictures: A and B move, A comes into sight of 1 at the corner of the house', () => {
  // The book's picture gives no dice: A's In Sight throw (2 successes) beats 1's (none), A's burst hits
  // with the 6 and the damage die is a 1. B moves first here, staying behind the house.
  const file = 'in-sight-picture.json';
  const events = playBook(file);

  it('at first nobody on either side can see the other', () => {
    expect(answers(events, 'before')).toEqual([false, false, false, false, [['A', 'B']]]);
  });

  it('B moving behind the house triggers nothing; A triggers at the corner', () => {
    const moves = ofType(events, 'move');
    expect(moves.map((m) => m.figure)).toEqual(['B', 'A']);
    expect(moves[0]!.text).not.toContain('sight');
    const sight = ofType(events, 'inSight');
    expect(sight).toEqual([expect.objectContaining({ trigger: 'A', at: [12, 15.75], seen: ['1'] })]);
    const scenario = book(file);
    expect(inViewAt(scenario, 'A', [12, 15.75], 270, '1')).toBe(true);
    expect(inViewAt(scenario, 'A', [12, 16], 270, '1')).toBe(false);
    // Enemy 2, off beyond the other end of the house, is never part of it.
    expect(inViewAt(scenario, 'A', [12, 13.75], 270, '2')).toBe(false);
  });

  it('A goes two more inches, closer to 1, before the test', () => {
    const a = ofType(events, 'move').find((m) => m.figure === 'A')!;
    expect(a).toMatchObject({ from: [12, 21], to: [12, 13.75], inches: 7.25 });
  });

  it('the In Sight is taken by the leader of each group with a figure in sight: A and 1', () => {
    expect(rolls(events, 'inSight').map((r) => [r.who[0], r.dice])).toEqual([
      ['A', [1, 2]],
      ['1', [4, 5, 6]],
    ]);
    expect(story(events, ['fire', 'test', 'status'])).toEqual([
      'inSight A,1 white',
      'fire A inSight at 1(hit)',
      'status 1 obviouslyDead',
    ]);
    expect(finalOf(events).figures['2']).toMatchObject({ status: 'carryOn' });
  });
});
