// Star advantages played through scenario files: Star Power (and what a 6 costs), Larger Than Life,
// Cheating Death and Free Will, each as the book's worked example.
import { describe, expect, it } from 'vitest';
import { diceOf, finalOf, ofType, onlyTest, playBook, rolls, statusChanges, tests } from './helpers';

describe('Star Power: a Rep 5 Star takes an out of the fight and an obviously dead result', () => {
  // Beyond the book: the burst (6,6,1: two hits) and the damage dice (2 and 1).
  const events = playBook('star-power.json');

  it('he throws all five Star Power dice: 2, 2, 4, 5, 6', () => {
    expect(ofType(events, 'damage').map((d) => d.result)).toEqual(['outOfTheFight', 'obviouslyDead']);
    expect(rolls(events, 'starPower')).toMatchObject([{ who: ['star'], dice: [2, 2, 4, 5, 6] }]);
  });

  it('the two 2s take dead to out of the fight and the other out of the fight to knocked down: still out of the fight', () => {
    expect(statusChanges(events, 'star')).toEqual(['carryOn>outOfTheFight']);
    expect(finalOf(events).figures.star).toMatchObject({ status: 'outOfTheFight', stance: 'prone', rep: 5 });
    expect(ofType(events, 'note').some((n) => n.text.includes('Star Power'))).toBe(true);
  });
});

describe('Star Power Stop! question: a 6 is lost for the rest of the encounter', () => {
  // Not a worked example: the Stop! box's question played out. Scripted: two single hits from a Rep 4's
  // rifle (6s), damage 3 each time (out of the fight), and the two Star Power throws.
  const events = playBook('star-power-sixes.json');

  it('1, 6, 6, 4, 5 saves him (knocked down); the two 6s are gone, so next time he throws three dice', () => {
    expect(diceOf(events, 'starPower')).toEqual([
      [1, 6, 6, 4, 5],
      [1, 4, 5],
    ]);
    expect(statusChanges(events, 'star')).toEqual([]);
    expect(finalOf(events).figures.star).toMatchObject({ status: 'carryOn', stance: 'prone' });
  });
});

describe('Larger Than Life: Hotchkiss (Rep 5 Star) is shot dead by a Rep 4 soldier', () => {
  // The book says only "obviously dead" and "Star Power to no avail": scripted as a hit (6), damage 1 and
  // Star Power 4,4,5,5,6 (nothing of 1-3).
  const events = playBook('hotchkiss-larger-than-life.json');

  it('Star Power is thrown first and fails; then no lower Rep can kill him: out of the fight instead', () => {
    const order = events
      .filter((e) => e.type === 'damage' || (e.type === 'roll' && e.purpose === 'starPower') || e.type === 'status')
      .map((e) => e.type);
    expect(order).toEqual(['damage', 'roll', 'status']);
    expect(diceOf(events, 'starPower')).toEqual([[4, 4, 5, 5, 6]]);
    expect(statusChanges(events, 'hotchkiss')).toEqual(['carryOn>outOfTheFight']);
    expect(ofType(events, 'note').find((n) => n.text.includes('Larger Than Life'))).toBeDefined();
    expect(ofType(events, 'decision')).toEqual([]);
  });
});

describe('Cheating Death: Hotchkiss (Rep 5 Star) is shot dead by a Rep 5 German', () => {
  // Scripted as above: a hit (6), damage 1, Star Power 4,4,5,5,6; the choice to cheat death is the
  // project's default policy for a side that is not a human player.
  const events = playBook('hotchkiss-cheating-death.json');

  it('after his Star Power fails he cheats death: whisked off the table, alive, now Rep 4', () => {
    expect(diceOf(events, 'starPower')).toEqual([[4, 4, 5, 5, 6]]);
    expect(ofType(events, 'decision')).toMatchObject([
      { kind: 'cheatDeath', figure: 'hotchkiss', choice: true, by: 'policy' },
    ]);
    expect(statusChanges(events, 'hotchkiss')).toEqual(['carryOn>offTable']);
    expect(finalOf(events).figures.hotchkiss).toMatchObject({ status: 'offTable', rep: 4 });
  });
});

describe('Free Will: Sergeant Riker (Rep 5 Star)', () => {
  // Beyond the book: Hans (Rep 4, SAR) misses (2,3); Riker's return fire misses (1,2,2); Hans, outgunned
  // by the assault rifle, ducks back (1,2). Next turn Hans hits (6), damage 5; Riker's Recover throw is
  // 3 and 6 (one passed) and his Star Power 3,4,4,5,5 brings him back to knocked down.
  const events = playBook('riker-free-will.json');

  it('shot at, he throws no Crisis dice: he chooses two passed and returns fire', () => {
    const t = tests(events, 'crisis', 'riker');
    expect(t).toMatchObject([{ causes: ['firedOn'], passed: 2, result: 'returnFire' }]);
    expect(t[0]!.text).toMatch(/and, as a Star, takes the result of 2 passed by Free Will: return fire\.$/);
    expect(rolls(events, 'crisis').every((r) => !r.who.includes('riker'))).toBe(true);
    expect(ofType(events, 'decision')[0]).toMatchObject({ kind: 'freeWill', figure: 'riker', choice: 2 });
    expect(ofType(events, 'fire').find((f) => f.figure === 'riker')).toMatchObject({
      reaction: 'returnFire',
      targets: [{ figure: 'hans' }],
    });
  });

  it('hit later, the Recover test from damage allows no Free Will: he throws 2d6, passes 1, then uses Star Power', () => {
    expect(rolls(events, 'recover')).toMatchObject([{ who: ['riker'], dice: [3, 6], target: 5, passed: 1 }]);
    expect(onlyTest(events, 'recover', 'riker')).toMatchObject({
      causes: ['damage'],
      passed: 1,
      result: 'outOfTheFight',
    });
    expect(
      ofType(events, 'decision')
        .filter((d) => d.figure === 'riker')
        .map((d) => d.kind),
    ).toEqual(['freeWill']);
    const kinds = events
      .filter((e) => e.type === 'roll' && (e.purpose === 'recover' || e.purpose === 'starPower'))
      .map((e) => (e.type === 'roll' ? e.purpose : ''));
    expect(kinds).toEqual(['recover', 'starPower']);
    expect(finalOf(events).figures.riker).toMatchObject({ status: 'carryOn', stance: 'prone' });
  });
});
