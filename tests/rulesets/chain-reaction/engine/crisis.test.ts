// The Crisis test and the Leader Die played through scenario files: Sgt Spellman, Sgt Harris and his
// police, the Crisis Stop! box and the picture of soldiers 7 and 8. One throw per group, read against
// each tester's own Rep, the Leader Die added, and the results carried out (return fire, snap fire).
import { describe, expect, it } from 'vitest';
import {
  answers,
  diceOf,
  finalOf,
  fires,
  onlyTest,
  playBook,
  rolls,
  statusChanges,
  story,
  tests,
  winner,
} from './helpers';

describe('Sgt Spellman (Rep 4) throws 1 and 5 on his Crisis test', () => {
  // Beyond the book: the rifleman's miss (a 2), Spellman's snap fire (4 and 3, the 8 lost to the snap
  // penalty) and the rifleman's own Crisis test (6,6) that ends the exchange.
  const events = playBook('spellman-crisis.json');

  it('passes one die, so he snap fires at the cause of the test', () => {
    expect(rolls(events, 'crisis')[0]).toMatchObject({ who: ['spellman'], dice: [1, 5], target: 4, passed: 1 });
    expect(onlyTest(events, 'crisis', 'spellman')).toMatchObject({
      causes: ['firedOn'],
      passed: 1,
      result: 'snapFire',
      row: { table: 'crisis', row: '1', column: 'firedOn' },
    });
    // Alone, he has no Leader Die.
    expect(rolls(events, 'leaderDie')).toEqual([]);
  });

  it('the snap fire goes straight back at the rifleman, with the snap penalty on the 8', () => {
    const snap = fires(events, 'spellman');
    expect(snap).toHaveLength(1);
    expect(snap[0]).toMatchObject({
      snap: true,
      reaction: 'snapFire',
      targets: [{ figure: 'rifleman', dice: [4, 3], hit: false }],
    });
    expect(snap[0]!.targets[0]!.why).toContain('4+4=8: miss (snap fire)');
    expect(story(events, ['fire', 'test'])).toEqual([
      'fire rifleman active at spellman',
      'crisis spellman snapFire',
      'fire spellman snapFire at rifleman',
      'crisis rifleman hunkerDown',
    ]);
  });
});

describe('Sgt Harris (Rep 4) and four Rep 3 police officers, three of them fired on', () => {
  // Beyond the book: the gunman's three single-die misses, and the first officer's return fire (6 hits,
  // damage 1) which ends the fight before the other two can shoot.
  const events = playBook('harris-leader-die.json');

  it('the five police form one group led by Harris', () => {
    expect(answers(events, 'before')).toEqual([[['harris', 'cole', 'dent', 'ames', 'birch']]]);
  });

  it('one throw of 5 and 3 for the three officers: one die passed each', () => {
    expect(rolls(events, 'crisis')).toMatchObject([
      { who: ['cole', 'dent', 'ames'], dice: [5, 3], target: 3, passed: 1 },
    ]);
  });

  it('Harris rolls the Leader Die although he is not tested: a 4 passes and lifts them to two', () => {
    expect(rolls(events, 'leaderDie')).toMatchObject([{ who: ['harris'], dice: [4], target: 4, passed: 1 }]);
    for (const officer of ['cole', 'dent', 'ames']) {
      const t = onlyTest(events, 'crisis', officer);
      expect(t).toMatchObject({ causes: ['firedOn'], passed: 2, result: 'returnFire' });
      expect(t.modifiers).toEqual([expect.objectContaining({ id: 'leaderDie', value: 1 })]);
    }
  });

  it('only the figures fired on take the test; the first return fire drops the gunman', () => {
    expect(tests(events, 'crisis').map((t) => t.figure)).toEqual(['cole', 'dent', 'ames']);
    expect(fires(events, 'cole')).toMatchObject([
      { reaction: 'returnFire', targets: [{ figure: 'gunman', dice: [6, 2, 2], hit: true }] },
    ]);
    expect(finalOf(events).figures.gunman).toMatchObject({ status: 'obviouslyDead' });
    expect(winner(events)).toBe('police');
  });
});

describe('Crisis Stop! box: Rep 5 leader, Rep 4 and Rep 3 gangers all fired on; Leader Die 4, dice 4 and 6', () => {
  // Beyond the book: the trooper's burst (2,2,1, all misses), the leader's return fire (one hit, damage 4,
  // Recover 1,2: knocked down), then misses from the Rep 4 and the snap-firing Rep 3, and the trooper's
  // Crisis tests (6,6 hunker down; then 1,1, which can't lift him out of Hunker Down).
  const events = playBook('crisis-stop.json');

  it('one group throw and one Leader Die for all three', () => {
    expect(diceOf(events, 'crisis')[0]).toEqual([4, 6]);
    expect(rolls(events, 'crisis')[0]!.who).toEqual(['boss', 'knuckles', 'kid']);
    expect(rolls(events, 'leaderDie')).toMatchObject([{ who: ['boss'], dice: [4], target: 5, passed: 1 }]);
  });

  it('Rep 5 passes 1+1 = 2 and returns fire; Rep 4 passes 1+1 = 2 and returns fire; Rep 3 passes 0+1 = 1 and snap fires', () => {
    expect(onlyTest(events, 'crisis', 'boss')).toMatchObject({ passed: 2, result: 'returnFire' });
    expect(onlyTest(events, 'crisis', 'knuckles')).toMatchObject({ passed: 2, result: 'returnFire' });
    expect(onlyTest(events, 'crisis', 'kid')).toMatchObject({ passed: 1, result: 'snapFire' });
  });

  it('all three shoot back at the trooper, best Rep first, the Rep 3 with the snap penalty', () => {
    expect(fires(events).map((f) => [f.figure, f.reaction, f.snap])).toEqual([
      ['trooper', 'active', false],
      ['boss', 'returnFire', false],
      ['knuckles', 'returnFire', false],
      ['kid', 'snapFire', true],
    ]);
    // The trooper was knocked prone by the boss's hit, so the Rep 4's 8s miss for a prone target.
    expect(fires(events, 'knuckles')[0]!.targets[0]!.why).toContain('4+4=8: miss (target prone)');
  });

  it('a second test while hunkered down can not do better than Hunker Down', () => {
    const trooper = tests(events, 'crisis', 'trooper');
    expect(trooper.map((t) => [t.passed, t.result])).toEqual([
      [0, 'hunkerDown'],
      [2, 'hunkerDown'],
    ]);
    expect(statusChanges(events, 'trooper')).toEqual(['carryOn>hunkerDown']);
    expect(finalOf(events).figures.trooper).toMatchObject({ status: 'hunkerDown', stance: 'prone' });
  });
});

describe('picture: A, B and C fire at soldiers 7 and 8, all miss; 7 and 8 take one Crisis test', () => {
  // The book gives the Crisis dice (5, 3) and the Leader Die (4) only. 7 is the Rep 4 leader and 8 a
  // Rep 2 (the only Rep that leaves 8 one die short of 7; see docs/rules-notes/reactions.md). Scripted:
  // the In Sight (white 3 successes), every miss, and the tests of C and B (6,6) when they are fired back on.
  const events = playBook('soldiers-7-and-8.json');

  it('A and B see only 8, C (after its move) sees both', () => {
    expect(answers(events, 'before').slice(0, 6)).toEqual([true, false, true, false, false, false]);
    expect(answers(events, 'after').slice(4, 6)).toEqual([true, true]);
  });

  it('A and B fire at 8, C at 7, and everyone misses', () => {
    expect(
      fires(events)
        .slice(0, 3)
        .map((f) => [f.figure, f.reaction, f.targets.map((t) => `${t.figure}:${t.hit}`)]),
    ).toEqual([
      ['A', 'inSight', ['8:false']],
      ['B', 'inSight', ['8:false']],
      ['C', 'inSight', ['7:false']],
    ]);
  });

  it('the tests wait until all the In Sight fire is done, then 7 and 8 throw once: 5 and 3', () => {
    const order = story(events, ['fire', 'test']);
    expect(order.slice(0, 6)).toEqual([
      'inSight A,C,7 white',
      'fire A inSight at 8',
      'fire B inSight at 8',
      'fire C inSight at 7',
      'crisis 8 snapFire',
      'crisis 7 returnFire',
    ]);
    expect(rolls(events, 'crisis')[0]).toMatchObject({ who: ['8', '7'], dice: [5, 3] });
    expect(rolls(events, 'leaderDie')[0]).toMatchObject({ who: ['7'], dice: [4], passed: 1 });
  });

  it('7 passes 2 and returns fire at C; 8, lower Rep, passes 1 and snap fires at its shooter', () => {
    expect(onlyTest(events, 'crisis', '7')).toMatchObject({ passed: 2, result: 'returnFire' });
    expect(onlyTest(events, 'crisis', '8')).toMatchObject({ passed: 1, result: 'snapFire' });
    expect(fires(events, '7')).toMatchObject([{ reaction: 'returnFire', snap: false, targets: [{ figure: 'C' }] }]);
    expect(fires(events, '8')).toMatchObject([{ reaction: 'snapFire', snap: true, targets: [{ figure: 'B' }] }]);
  });
});
