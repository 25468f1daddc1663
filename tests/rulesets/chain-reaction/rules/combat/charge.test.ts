import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import { chargeOdds, resolveCharge, targetChargeDice } from '../../../../../src/rulesets/chain-reaction/rules/charge';

describe('Charge into Melee Table (p.21)', () => {
  it('charger passes more: the target may not fire; the charger moves in', () => {
    const r = resolveCharge(
      { target: { id: 't', rep: 4 }, chargers: [{ id: 'c', rep: 4 }] },
      listRoller([
        [1, 2],
        [5, 3],
      ]),
    );
    expect(r.matches[0]).toMatchObject({
      outcome: 'targetMayNotFire',
      targetMayFire: false,
      targetSnapFires: false,
      ref: { table: 'chargeIntoMelee', row: 'chargerPassedMore', column: 'charger' },
    });
    expect(r.matches[0]!.charger.passed).toBe(2);
    expect(r.target.passed).toBe(1);
  });

  it('same passes: the target snap fires', () => {
    const r = resolveCharge(
      { target: { rep: 4 }, chargers: [{ rep: 4 }] },
      listRoller([
        [5, 6],
        [6, 6],
      ]),
    );
    expect(r.matches[0]).toMatchObject({
      outcome: 'targetSnapFires',
      targetMayFire: true,
      targetSnapFires: true,
      ref: { row: 'samePassed' },
    });
  });

  it('target passes more: the target fires', () => {
    const r = resolveCharge(
      { target: { rep: 5 }, chargers: [{ rep: 3 }] },
      listRoller([
        [4, 6],
        [5, 2],
      ]),
    );
    expect(r.matches[0]).toMatchObject({
      outcome: 'targetFires',
      targetMayFire: true,
      targetSnapFires: false,
      ref: { row: 'targetPassedMore', column: 'target' },
    });
  });

  it('target dice: +1 in cover, -1 flank, -2 rear, and a rear charge earns the melee rear bonus', () => {
    expect(targetChargeDice({ target: { rep: 4, inCover: true }, chargers: [{ rep: 4 }] }).count).toBe(3);
    expect(targetChargeDice({ target: { rep: 4 }, chargers: [{ rep: 4, direction: 'flank' }] }).count).toBe(1);
    expect(targetChargeDice({ target: { rep: 4 }, chargers: [{ rep: 4, direction: 'rear' }] }).count).toBe(0);
    const cr = targetChargeDice({ target: { rep: 4, inCover: true }, chargers: [{ rep: 4, direction: 'rear' }] });
    expect(cr.count).toBe(1);
    expect(cr.modifiers.map((m) => [m.id, m.dice])).toEqual([
      ['targetInCover', 1],
      ['chargedToRear', -2],
    ]);
    const r = resolveCharge({ target: { rep: 4 }, chargers: [{ rep: 4, direction: 'rear' }] }, listRoller([[6, 6]]));
    // No dice for the target: nothing thrown, it passes 0, so equal 0 passes is snap fire.
    expect(r.target).toMatchObject({ count: 0, dice: [], passed: 0 });
    expect(r.matches[0]).toMatchObject({ outcome: 'targetSnapFires', rearCharge: true });
  });

  it('the Russian charged by two Germans rolls once; his result is set against each German separately', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([
      [1, 1],
      [6, 6],
      [3, 5],
    ]);
    const r = resolveCharge(
      {
        target: { id: 'russian', rep: 4 },
        chargers: [
          { id: 'g1', rep: 4 },
          { id: 'g2', rep: 4 },
        ],
      },
      (req) => {
        asked.push(req);
        return inner(req);
      },
    );
    expect(asked.map((a) => [a.purpose, a.who])).toEqual([
      ['chargeIntoMelee', ['g1']],
      ['chargeIntoMelee', ['g2']],
      ['chargeIntoMelee', ['russian']],
    ]);
    expect(r.target.passed).toBe(1);
    expect(r.matches.map((m) => [m.charger.id, m.outcome])).toEqual([
      ['g1', 'targetMayNotFire'],
      ['g2', 'targetFires'],
    ]);
  });

  it('with chargers from several sides the one roll uses the worst direction for the target', () => {
    const t = targetChargeDice({ target: { rep: 4 }, chargers: [{ rep: 4 }, { rep: 4, direction: 'flank' }] });
    expect(t.count).toBe(1);
    expect(t.modifiers[0]).toMatchObject({ id: 'chargedToFlank', reason: 'worst direction among the chargers' });
  });

  it('odds, Rep 4 against Rep 4: passes 0/1/2 with 1/9, 4/9, 4/9 → same 33/81, each side ahead 24/81', () => {
    expect(asTexts(chargeOdds({ target: { rep: 4 }, chargers: [{ rep: 4 }] }))).toEqual({
      targetFires: '8/27',
      targetMayNotFire: '8/27',
      targetSnapFires: '11/27',
    });
  });

  it("odds, Rep 4 charging a Rep 4 in the rear: the target passes 0, so only the charger's 0 passes (1/9) ties", () => {
    expect(asTexts(chargeOdds({ target: { rep: 4 }, chargers: [{ rep: 4, direction: 'rear' }] }))).toEqual({
      targetMayNotFire: '8/9',
      targetSnapFires: '1/9',
    });
  });
});
