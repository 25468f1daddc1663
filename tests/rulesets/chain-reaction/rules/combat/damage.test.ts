import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  damageOdds,
  damageOf,
  resolveDamage,
  resolveHits,
} from '../../../../../src/rulesets/chain-reaction/rules/damage';
import { MELEE_DAMAGE_TABLE, RANGED_DAMAGE_TABLE } from '../../../../../src/rulesets/chain-reaction/tables/damage';

describe('damage tables (ranged p.18, melee p.22)', () => {
  it('a 1 is obviously dead, whatever the Impact', () => {
    for (const impact of [1, 2, 3, 5]) {
      expect(damageOf(1, impact, 'ranged')).toMatchObject({
        result: 'obviouslyDead',
        knockedDown: false,
        ref: { table: 'rangedDamage', row: 'one' },
      });
    }
  });

  it('2 up to the Impact is out of the fight (knocked down)', () => {
    expect(damageOf(2, 3, 'ranged')).toMatchObject({
      result: 'outOfTheFight',
      knockedDown: true,
      ref: { row: 'impactOrLess' },
    });
    expect(damageOf(3, 3, 'ranged').result).toBe('outOfTheFight');
    expect(damageOf(5, 5, 'ranged').result).toBe('outOfTheFight');
  });

  it('above the Impact is knocked down and a Recover Test', () => {
    expect(damageOf(4, 3, 'ranged')).toMatchObject({
      result: 'recoverTest',
      knockedDown: true,
      ref: { row: 'overImpact' },
    });
    // Impact 1 has no out-of-the-fight row: 2 already beats it.
    expect(damageOf(2, 1, 'ranged').result).toBe('recoverTest');
  });

  it('melee damage has the same rows under its own table and purpose', () => {
    const r = resolveDamage({ impact: 2, kind: 'melee', who: 'jim' }, listRoller([[2]]));
    expect(r).toEqual({
      kind: 'melee',
      die: 2,
      impact: 2,
      result: 'outOfTheFight',
      knockedDown: true,
      ref: { table: 'meleeDamage', row: 'impactOrLess' },
    });
    expect(MELEE_DAMAGE_TABLE.rows).toBe(RANGED_DAMAGE_TABLE.rows);
    let purpose = '';
    resolveDamage({ impact: 2, kind: 'melee' }, (req) => {
      purpose = req.purpose;
      return [3];
    });
    expect(purpose).toBe('meleeDamage');
    resolveDamage({ impact: 2, kind: 'ranged' }, (req) => {
      purpose = req.purpose;
      return [3];
    });
    expect(purpose).toBe('damage');
  });

  it('one roll per hit, in order', () => {
    expect(resolveHits(2, { impact: 1, kind: 'ranged' }, listRoller([[1], [6]])).map((d) => d.result)).toEqual([
      'obviouslyDead',
      'recoverTest',
    ]);
    expect(resolveHits(0, { impact: 1, kind: 'ranged' }, listRoller([]))).toEqual([]);
  });

  it('odds: Impact 3 → dead 1/6, out 1/3, recover 1/2; Impact 1 → no out-of-the-fight; Impact 5 (rocket) → out 2/3', () => {
    expect(asTexts(damageOdds({ impact: 3, kind: 'ranged' }))).toEqual({
      obviouslyDead: '1/6',
      outOfTheFight: '1/3',
      recoverTest: '1/2',
    });
    expect(asTexts(damageOdds({ impact: 1, kind: 'ranged' }))).toEqual({ obviouslyDead: '1/6', recoverTest: '5/6' });
    expect(asTexts(damageOdds({ impact: 5, kind: 'melee' }))).toEqual({
      obviouslyDead: '1/6',
      outOfTheFight: '2/3',
      recoverTest: '1/6',
    });
  });

  it('property: a higher Impact is never kinder', () => {
    const rank = { recoverTest: 0, outOfTheFight: 1, obviouslyDead: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 5 }), (die, impact) => {
        expect(rank[damageOf(die, impact + 1, 'ranged').result]).toBeGreaterThanOrEqual(
          rank[damageOf(die, impact, 'ranged').result],
        );
      }),
    );
  });
});
