import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DiceBox, seededDice } from '../../src/core/dice/source';
import {
  bestOf,
  halfD6,
  inRange,
  lowestTwo,
  passCount,
  successes,
  highToLow,
  countOnes,
} from '../../src/core/dice/read';
import { listRoller } from '../../src/core/dice/roll';

describe('reading dice (book pp. 2-3)', () => {
  it('passing dice: equal or under the target passes, never more than 2', () => {
    expect(passCount([1, 5], 4)).toBe(1); // Sgt Spellman: 1 and 5 against Rep 4
    expect(passCount([4, 4], 4)).toBe(2);
    expect(passCount([5, 6], 4)).toBe(0);
    expect(passCount([1, 1, 1], 6)).toBe(2);
  });
  it('successes are 1, 2 and 3', () => {
    expect(successes([1, 3, 3, 4])).toBe(3); // the Paratrooper's melee example
    expect(successes([4, 5, 6])).toBe(0);
  });
  it('1/2d6 maps 1-2, 3-4, 5-6 to 1, 2, 3', () => {
    expect([1, 2, 3, 4, 5, 6].map(halfD6)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('possibilities like (1-3) and (4-6): the ganger with a 5 has the shotgun', () => {
    expect(inRange(5, 1, 3)).toBe(false);
    expect(inRange(5, 4, 6)).toBe(true);
  });
  it('best 3 of 6 (shotgun), lowest two of 3 (PEF), high to low, ones', () => {
    expect(bestOf([2, 6, 1, 5, 3, 4], 3)).toEqual([6, 5, 4]);
    expect(lowestTwo([5, 2, 4])).toEqual([2, 4]);
    expect(highToLow([3, 5, 2])).toEqual([5, 3, 2]); // Hans's dice laid out
    expect(countOnes([1, 1, 5])).toBe(2); // Ivan's ammo
  });
});

describe('the dice source', () => {
  it('is deterministic per seed and its state survives JSON', () => {
    const a = new DiceBox(seededDice('alpha'));
    const first = Array.from({ length: 20 }, () => a.roll({ purpose: 'damage', count: 1 })[0]);
    const saved = JSON.parse(JSON.stringify(a.state()));
    const next = a.roll({ purpose: 'crisis', count: 2 });
    const b = new DiceBox(seededDice('alpha'));
    expect(Array.from({ length: 20 }, () => b.roll({ purpose: 'damage', count: 1 })[0])).toEqual(first);
    expect(new DiceBox(saved).roll({ purpose: 'crisis', count: 2 })).toEqual(next);
  });

  it('answers scripted queues per purpose first, then falls back to the seed', () => {
    const box = new DiceBox(seededDice('s', { crisis: [[4, 6]], leaderDie: [[4]] }));
    expect(box.roll({ purpose: 'leaderDie', count: 1, target: 5 })).toEqual([4]);
    expect(box.roll({ purpose: 'crisis', count: 2, who: ['hans'], target: 4 })).toEqual([4, 6]);
    const seeded = box.roll({ purpose: 'crisis', count: 2 });
    expect(seeded).toHaveLength(2);
    const rec = box.drain();
    expect(rec[1]).toMatchObject({
      purpose: 'crisis',
      who: ['hans'],
      dice: [4, 6],
      target: 4,
      passed: 1,
      scripted: true,
    });
    expect(rec[2]!.scripted).toBe(false);
    expect(box.state().script).toEqual({});
  });

  it('never changes the state it was built from', () => {
    const st = seededDice('x', { damage: [[3]] });
    const copy = JSON.stringify(st);
    const box = new DiceBox(st);
    box.roll({ purpose: 'damage', count: 1 });
    box.roll({ purpose: 'damage', count: 1 });
    expect(JSON.stringify(st)).toBe(copy);
  });

  it('every die is a fair-looking 1..6 (property over seeds)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (seed, n) => {
        const d = new DiceBox(seededDice(seed)).roll({ purpose: 'melee', count: n });
        return d.length === n && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6);
      }),
    );
  });

  it('records successes and totals when asked to read them that way', () => {
    const box = new DiceBox(seededDice('r', { inSight: [[1, 3, 5, 6]], terrain: [[3, 6]] }));
    box.roll({ purpose: 'inSight', count: 4, read: 'successes' });
    box.roll({ purpose: 'terrain', count: 2, read: 'total' });
    const [a, b] = box.drain();
    expect(a!.successes).toBe(2);
    expect(b!.total).toBe(9);
  });

  it('a list roller refuses to run dry or to give the wrong number of dice', () => {
    const r = listRoller([[1, 2]]);
    expect(() => r({ purpose: 'crisis', count: 3 })).toThrow(/wants 3d6/);
    expect(() => r({ purpose: 'crisis', count: 2 })).toThrow(/no dice left/);
  });
});

describe('the dice source for other rulesets', () => {
  it('throws dice with other face counts (a d10 for a d100) and names them in the record', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const box = new DiceBox(seededDice(seed));
        const d10 = box.roll({ purpose: 'activation', count: 20, sides: 10 });
        expect(d10.every((d) => Number.isInteger(d) && d >= 1 && d <= 10)).toBe(true);
        const [rec] = box.drain();
        expect(rec?.sides).toBe(10);
      }),
      { numRuns: 50 },
    );
  });

  it('a d6 throw is the same with or without sides: 6, and its record does not name it', () => {
    const a = new DiceBox(seededDice('same'));
    const b = new DiceBox(seededDice('same'));
    expect(a.roll({ purpose: 'activation', count: 5 })).toEqual(b.roll({ purpose: 'activation', count: 5, sides: 6 }));
    expect(a.state()).toEqual(b.state());
    expect('sides' in a.drain()[0]!).toBe(false);
    expect('sides' in b.drain()[0]!).toBe(false);
  });
});
