import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rangedDie, type ShotContext } from '../../../../../src/rulesets/chain-reaction/rules/ranged';
import { RANGED_COMBAT_TABLE, rangedRow } from '../../../../../src/rulesets/chain-reaction/tables/rangedCombat';

const open = (rep: number, extra: Partial<ShotContext> = {}): ShotContext => ({ rep, targetOrder: 1, ...extra });

describe('Ranged Combat Table, row by row (p.17)', () => {
  it('3 to 7 always misses, as "too low"', () => {
    for (const [die, rep] of [
      [1, 2],
      [2, 5],
      [3, 4],
      [6, 1],
      [1, 6],
    ] as const) {
      const r = rangedDie(die, open(rep));
      expect(r.total).toBe(die + rep);
      expect(r).toMatchObject({
        hit: false,
        row: '3-7',
        missReasons: ['tooLow'],
        ref: { table: 'rangedCombat', row: '3-7' },
      });
    }
  });

  it('8 hits the first target in the open with nothing else going on', () => {
    expect(rangedDie(4, open(4))).toMatchObject({ total: 8, row: '8', hit: true, missReasons: [] });
  });

  it.each([
    ['shooterFastMoving', { shooterFastMoving: true }],
    ['snapFire', { snapFire: true }],
    ['targetInCover', { targetInCover: true }],
    ['targetProne', { targetProne: true }],
    ['targetFastMoving', { targetFastMoving: true }],
    ['secondOrHigherTarget', { targetOrder: 2 }],
  ] as const)('8 misses when %s', (reason, extra) => {
    const r = rangedDie(3, open(5, extra));
    expect(r).toMatchObject({ total: 8, row: '8', hit: false, missReasons: [reason] });
  });

  it('8 also misses the third target, and reports every reason at once', () => {
    expect(rangedDie(4, open(4, { targetOrder: 3 })).missReasons).toEqual(['secondOrHigherTarget']);
    expect(rangedDie(4, open(4, { snapFire: true, targetProne: true, targetOrder: 2 })).missReasons).toEqual([
      'snapFire',
      'targetProne',
      'secondOrHigherTarget',
    ]);
  });

  it('9 hits the first or second target in the open, even prone or fast-moving', () => {
    expect(rangedDie(5, open(4))).toMatchObject({ total: 9, row: '9', hit: true });
    expect(rangedDie(5, open(4, { targetOrder: 2 }))).toMatchObject({ row: '9', hit: true });
    expect(rangedDie(5, open(4, { targetProne: true }))).toMatchObject({ row: '9', hit: true });
    expect(rangedDie(5, open(4, { targetFastMoving: true }))).toMatchObject({ row: '9', hit: true });
  });

  it.each([
    ['shooterFastMoving', { shooterFastMoving: true }],
    ['snapFire', { snapFire: true }],
    ['targetInCover', { targetInCover: true }],
    ['thirdOrHigherTarget', { targetOrder: 3 }],
  ] as const)('9 misses when %s', (reason, extra) => {
    expect(rangedDie(6, open(3, extra))).toMatchObject({ total: 9, row: '9', hit: false, missReasons: [reason] });
  });

  it('10 or more always hits, whatever the conditions', () => {
    const worst: Partial<ShotContext> = {
      shooterFastMoving: true,
      snapFire: true,
      targetInCover: true,
      targetProne: true,
      targetFastMoving: true,
      targetOrder: 4,
    };
    expect(rangedDie(5, open(5, worst))).toMatchObject({ total: 10, row: '10+', hit: true, missReasons: [] });
    expect(rangedDie(6, open(9, worst))).toMatchObject({ total: 15, row: '10+', hit: true });
  });

  it('the table rows cover every total from 3 up without gaps', () => {
    expect(RANGED_COMBAT_TABLE.rows.map((r) => r.id)).toEqual(['3-7', '8', '9', '10+']);
    for (let t = 3; t <= 20; t++) expect(rangedRow(t).min <= t && t <= rangedRow(t).max).toBe(true);
  });

  it('property: adding a condition never turns a miss into a hit, and a hit means 8 or more', () => {
    const ctx = fc.record({
      rep: fc.integer({ min: 2, max: 9 }),
      shooterFastMoving: fc.boolean(),
      snapFire: fc.boolean(),
      targetInCover: fc.boolean(),
      targetProne: fc.boolean(),
      targetFastMoving: fc.boolean(),
      targetOrder: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        ctx,
        fc.constantFrom('snapFire', 'targetInCover', 'targetProne', 'shooterFastMoving'),
        (die, c, flag) => {
          const base = rangedDie(die, c);
          const worse = rangedDie(die, { ...c, [flag]: true });
          if (!base.hit) expect(worse.hit).toBe(false);
          if (base.hit) expect(base.total).toBeGreaterThanOrEqual(8);
          expect(base.hit).toBe(base.missReasons.length === 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
