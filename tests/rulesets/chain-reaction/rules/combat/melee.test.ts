import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  meleeDiceBoth,
  meleeKey,
  meleeOdds,
  meleeOddsByWalk,
  resolveMelee,
  type MeleeInput,
} from '../../../../../src/rulesets/chain-reaction/rules/melee';

describe('Melee Combat (p.21-22)', () => {
  it('Billy Pink (Rep 5, one-hand) 1,2,2,3,4,5 against Jim Bob Joe (Rep 4, two-hand) 1,2,4,4,4,6; damage 2 → out of the fight', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([[1, 2, 2, 3, 4, 5], [1, 2, 4, 4, 4, 6], [2]]);
    const r = resolveMelee(
      {
        attacker: { id: 'billy', rep: 5, weapon: 'one-hand' },
        defender: { id: 'jimbob', rep: 4, weapon: 'two-hand' },
        firstRound: true,
      },
      (req) => {
        asked.push(req);
        return inner(req);
      },
    );
    expect(asked.map((a) => [a.purpose, a.count, a.who])).toEqual([
      ['melee', 6, ['billy']],
      ['melee', 6, ['jimbob']],
      ['meleeDamage', 1, ['jimbob']],
    ]);
    expect(r.attacker).toMatchObject({ count: 6, successes: 4, modifiers: [{ id: 'oneHand', dice: 1 }] });
    expect(r.defender).toMatchObject({ count: 6, successes: 2, modifiers: [{ id: 'twoHand', dice: 2 }] });
    expect(r).toMatchObject({
      outcome: 'attackerWins',
      winner: 'attacker',
      impact: 2,
      ref: { table: 'melee', row: 'moreSuccesses' },
    });
    expect(r.damage).toEqual({
      kind: 'melee',
      die: 2,
      impact: 2,
      result: 'outOfTheFight',
      knockedDown: true,
      ref: { table: 'meleeDamage', row: 'impactOrLess' },
    });
  });

  it('equal successes are evenly matched: no damage roll', () => {
    const roll = listRoller([
      [1, 5, 6],
      [2, 4, 6],
    ]);
    const r = resolveMelee({ attacker: { rep: 3 }, defender: { rep: 3 } }, roll);
    expect(r).toMatchObject({ outcome: 'evenlyMatched', ref: { row: 'sameSuccesses' } });
    expect(r.damage).toBeUndefined();
    expect(roll.used()).toBe(2);
  });

  it('the defender can win, and then rolls damage on the attacker', () => {
    const r = resolveMelee(
      { attacker: { id: 'a', rep: 3 }, defender: { id: 'd', rep: 3 } },
      listRoller([[4, 5, 6], [1, 2, 3], [1]]),
    );
    expect(r).toMatchObject({
      outcome: 'defenderWins',
      winner: 'defender',
      impact: 3,
      damage: { result: 'obviouslyDead' },
    });
    expect(meleeKey(r)).toBe('defender:obviouslyDead');
  });

  it('damage above the Impact: knocked down and a Recover Test', () => {
    const r = resolveMelee({ attacker: { rep: 2 }, defender: { rep: 2 } }, listRoller([[1, 6], [5, 6], [4]]));
    expect(r).toMatchObject({ impact: 1, damage: { result: 'recoverTest' } });
  });

  it('a second Ganger attacking Pink after an evenly matched result gets +1d6; two such results +2d6', () => {
    const [g] = meleeDiceBoth({
      attacker: { rep: 4 },
      defender: { rep: 5, weapon: 'one-hand', evenlyMatchedThisTurn: 1 },
    });
    expect(g.count).toBe(5);
    expect(g.modifiers).toEqual([
      {
        id: 'evenlyMatched',
        label: 'Opponent evenly matched earlier this turn',
        dice: 1,
        reason: '1 evenly matched result this turn',
      },
    ]);
    const [g2] = meleeDiceBoth({
      attacker: { rep: 4, weapon: 'two-hand' },
      defender: { rep: 5, evenlyMatchedThisTurn: 2 },
    });
    expect(g2.count).toBe(8);
  });

  it('+1d6 against a prone opponent, and the rear bonus only in the first round of a rear charge', () => {
    const base: MeleeInput = { attacker: { rep: 4 }, defender: { rep: 4, prone: true } };
    expect(meleeDiceBoth(base).map((s) => s.count)).toEqual([5, 4]);
    expect(meleeDiceBoth({ ...base, rearCharge: true, firstRound: true })[0].count).toBe(6);
    expect(meleeDiceBoth({ ...base, rearCharge: true, firstRound: false })[0].count).toBe(5);
    expect(meleeDiceBoth({ ...base, rearCharge: false, firstRound: true })[0].count).toBe(5);
  });

  it('odds, Rep 2 against Rep 2 bare-handed, hand computed', () => {
    // Successes on 2d6: 0/1/2 with 1/4, 1/2, 1/4. Even: 3/8. Win by 1: 1/4, by 2: 1/16.
    // Impact 1: dead 1/6, recover 5/6. Impact 2: dead 1/6, out 1/6, recover 4/6.
    const want = {
      'attacker:obviouslyDead': '5/96',
      'attacker:outOfTheFight': '1/96',
      'attacker:recoverTest': '1/4',
      'defender:obviouslyDead': '5/96',
      'defender:outOfTheFight': '1/96',
      'defender:recoverTest': '1/4',
      evenlyMatched: '3/8',
    };
    const input: MeleeInput = { attacker: { rep: 2 }, defender: { rep: 2 } };
    expect(asTexts(meleeOdds(input))).toEqual(want);
    expect(asTexts(meleeOddsByWalk(input))).toEqual(want);
  });

  it('the fast melee odds equal the full walk of the resolver on an uneven case', () => {
    const input: MeleeInput = { attacker: { rep: 3, weapon: 'one-hand' }, defender: { rep: 2, prone: true } };
    expect(asTexts(meleeOdds(input))).toEqual(asTexts(meleeOddsByWalk(input)));
  });

  it('big melees stay quick: Rep 5 two-hand against Rep 5 one-hand', () => {
    const d = meleeOdds({ attacker: { rep: 5, weapon: 'two-hand' }, defender: { rep: 5, weapon: 'one-hand' } });
    const total = [...d.values()].reduce((s, f) => s + Number(f.n) / Number(f.d), 0);
    expect(total).toBeCloseTo(1, 12);
  });
});
