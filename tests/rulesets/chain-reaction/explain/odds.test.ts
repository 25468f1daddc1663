// The odds line and the raw roll log: exact fractions from the real odds code, most likely first,
// and any recorded roll said in words.
import { describe, expect, it } from 'vitest';
import { recordOf } from '../../../../src/core/dice/roll';
import { DiceBox, seededDice } from '../../../../src/core/dice/source';
import { explainOdds, explainRoll, oddsLabel, withOdds } from '../../../../src/rulesets/chain-reaction/explain/index';
import { meleeLabel } from '../../../../src/rulesets/chain-reaction/explain/odds';
import { frac } from '../../../../src/rulesets/chain-reaction/odds/fraction';
import { crisisOdds } from '../../../../src/rulesets/chain-reaction/rules/crisis';
import { fireOdds } from '../../../../src/rulesets/chain-reaction/rules/fire';
import { meleeOdds } from '../../../../src/rulesets/chain-reaction/rules/melee';

describe('explainOdds', () => {
  it('Rep 4 in cover, fired on: three dice, at least two passing in 20 of 27', () => {
    const m = crisisOdds({ testers: [{ id: 'hans', rep: 4, causes: ['firedOn'], inCover: true }] }).hans!;
    expect(explainOdds(m)).toBe('Return fire 20/27 (74.1%), Snap fire 2/9 (22.2%), Hunker down 1/27 (3.7%)');
  });

  it('sorts by chance, breaks ties by key, drops impossible outcomes, and takes a custom label', () => {
    const m = new Map([
      ['b', frac(1, 4)],
      ['zero', frac(0)],
      ['a', frac(1, 4)],
      ['c', frac(1, 2)],
    ]);
    expect(explainOdds(m)).toBe('C 1/2 (50.0%), A 1/4 (25.0%), B 1/4 (25.0%)');
    expect(explainOdds(new Map([['certain', frac(1)]]), (k) => `<${k}>`)).toBe('<certain> 1 (100.0%)');
  });

  it('reads hit counts and melee keys', () => {
    const shot = fireOdds({ shooter: { rep: 5, weapon: 'BAR' }, targets: [{ dice: 1 }] });
    expect(explainOdds(shot)).toBe('1 2/3 (66.7%), 0 1/3 (33.3%)');
    // Issue 19 item 5: the key names the winner; the damage falls on the one who lost, and says so.
    expect(oddsLabel('attacker:outOfTheFight')).toBe('The attacker wins: the defender out of the fight');
    expect(meleeLabel('defender:obviouslyDead', { attacker: 'Ash', defender: 'Ivo' })).toBe(
      'Ivo wins: Ash obviously dead',
    );
    const melee = meleeOdds({ attacker: { rep: 1 }, defender: { rep: 1 } });
    // One die each: equal successes 1/2; a win 1/4 each way, then Impact 1: 1/6 dead, 0 out, 5/6 knocked down.
    expect(explainOdds(melee)).toBe(
      'Evenly matched 1/2 (50.0%), The attacker wins: the defender knocked down, then a Recover test 5/24 (20.8%), ' +
        'The defender wins: the attacker knocked down, then a Recover test 5/24 (20.8%), ' +
        'The attacker wins: the defender obviously dead 1/24 (4.2%), The defender wins: the attacker obviously dead 1/24 (4.2%)',
    );
    // More dice for the attacker make the defender's death likelier: the label that rises names the defender.
    const strong = meleeOdds({ attacker: { rep: 6 }, defender: { rep: 1 } });
    const p = (m: typeof strong, k: string) => Number(m.get(k)!.n) / Number(m.get(k)!.d);
    expect(p(strong, 'attacker:obviouslyDead')).toBeGreaterThan(p(melee, 'attacker:obviouslyDead'));
    expect(oddsLabel('attacker:obviouslyDead')).toMatch(/the defender obviously dead$/);
  });

  it('withOdds fills the odds line of an explanation', () => {
    const e = withOdds({ text: 'x', dice: [], modifiers: [] }, new Map([['carryOn', frac(1)]]));
    expect(e.odds).toBe('Carry on 1 (100.0%)');
  });
});

describe('explainRoll', () => {
  it('reads each kind of roll', () => {
    expect(
      explainRoll(recordOf({ purpose: 'crisis', count: 2, who: ['hans', 'kurt'], target: 4 }, [4, 6], false)).text,
    ).toBe('Crisis test for hans, kurt: rolled 4 and 6, 1 passed against 4.');
    expect(
      explainRoll(recordOf({ purpose: 'inSight', count: 3, who: ['anna'], read: 'successes' }, [1, 3, 6], true)).text,
    ).toBe('In Sight for anna: rolled 1, 3 and 6, 2 successes. These dice were set in advance, not rolled.');
    expect(explainRoll(recordOf({ purpose: 'activation', count: 2 }, [5, 2], false)).text).toBe(
      'Activation: rolled 5 and 2.',
    );
    expect(explainRoll(recordOf({ purpose: 'damage', count: 1, target: 3, read: 'asRolled' }, [2], false))).toEqual({
      text: 'Ranged damage: rolled 2 (Impact 3).',
      dice: [2],
      target: 3,
      modifiers: [],
    });
    expect(explainRoll(recordOf({ purpose: 'terrain', count: 2, read: 'total' }, [2, 5], false)).text).toBe(
      'Terrain: rolled 2 and 5, 7 in all.',
    );
  });

  it('reads the records a dice box keeps', () => {
    const box = new DiceBox(seededDice('explain', { crisis: [[1, 2]] }));
    box.roll({ purpose: 'crisis', count: 2, who: ['hans'], target: 4 });
    const [rec] = box.drain();
    expect(explainRoll(rec!).text).toBe(
      'Crisis test for hans: rolled 1 and 2, 2 passed against 4. These dice were set in advance, not rolled.',
    );
  });
});
