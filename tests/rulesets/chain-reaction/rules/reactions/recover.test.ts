// The Recover test: every row for both reasons, cover, the Leader Die and Free Will only when
// recovering from Hunker Down, and exact odds.
import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { recoverOdds, resolveRecover } from '../../../../../src/rulesets/chain-reaction/rules/recover';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';

/** The Recover rows as printed on the reference sheet, typed out here independently. */
const PRINTED = {
  damage: { 2: 'knockedDown', 1: 'outOfTheFight', 0: 'obviouslyDead' },
  hunkerDown: { 2: 'recovered', 1: 'duckBack', 0: 'leaveTheBattlefield' },
} as const;
const DICE_FOR = { 2: [2, 4], 1: [4, 5], 0: [6, 5] } as const;

describe('Recover table, every row for both reasons', () => {
  for (const reason of ['damage', 'hunkerDown'] as const) {
    for (const p of [2, 1, 0] as const) {
      it(`${reason}, pass ${p} → ${PRINTED[reason][p]}`, () => {
        const roll = listRoller([[...DICE_FOR[p]]]);
        const out = resolveRecover({ figure: { id: 'x', rep: 4 }, reason }, roll);
        expect(roll.used()).toBe(1);
        expect(out).toMatchObject({ passed: p, result: PRINTED[reason][p], target: 4, dice: [...DICE_FOR[p]] });
        expect(out.table).toEqual({ table: 'recover', row: String(p), column: reason });
      });
    }
  }
});

describe('how the Recover test is thrown', () => {
  const group = { leaders: [{ id: 'ldr', rep: 5 }], groupSize: 3 };

  it('is thrown for the figure alone, 2d6 vs its Rep, purpose recover', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([[1, 6]]);
    resolveRecover({ figure: { id: 'x', rep: 3 }, reason: 'damage' }, (r) => {
      asked.push(r);
      return inner(r);
    });
    expect(asked).toEqual([
      expect.objectContaining({ purpose: 'recover', count: 2, who: ['x'], target: 3, read: 'pass' }),
    ]);
  });

  it('in cover: +1d6 (3 dice), with the reason recorded', () => {
    const out = resolveRecover(
      { figure: { id: 'x', rep: 3, inCover: true }, reason: 'damage' },
      listRoller([[6, 5, 2]]),
    );
    expect(out).toMatchObject({ dice: [6, 5, 2], passed: 1, result: 'outOfTheFight' });
    expect(out.modifiers).toEqual([{ id: 'inCover', label: 'In cover', dice: 1, reason: 'x is in cover' }]);
  });

  it('from damage: no Leader Die even with the leader present', () => {
    const roll = listRoller([[5, 6]]);
    const out = resolveRecover({ figure: { id: 'x', rep: 4 }, reason: 'damage', group }, roll);
    expect(roll.used()).toBe(1);
    expect(out).toMatchObject({ result: 'obviouslyDead', leaderBonus: 0 });
    expect(out.leaderDie.skipped).toBe('notThisTest');
  });

  it('from Hunker Down: the Leader Die adds one (0 → 1: duck back)', () => {
    const out = resolveRecover({ figure: { id: 'x', rep: 4 }, reason: 'hunkerDown', group }, listRoller([[5, 6], [5]]));
    expect(out).toMatchObject({ ownPassed: 0, leaderBonus: 1, passed: 1, result: 'duckBack' });
    expect(out.modifiers.map((m) => m.id)).toEqual(['leaderDie']);
  });

  it('from Hunker Down: a failed Leader Die adds nothing', () => {
    const out = resolveRecover({ figure: { id: 'x', rep: 4 }, reason: 'hunkerDown', group }, listRoller([[1, 6], [6]]));
    expect(out).toMatchObject({ passed: 1, leaderBonus: 0, result: 'duckBack' });
  });

  it('from Hunker Down with the leader alone (he is the one hunkered): no Leader Die', () => {
    const roll = listRoller([[1, 6]]);
    const out = resolveRecover(
      {
        figure: { id: 'ldr', rep: 5 },
        reason: 'hunkerDown',
        group: { leaders: [{ id: 'ldr', rep: 5 }], groupSize: 1 },
      },
      roll,
    );
    expect(roll.used()).toBe(1);
    expect(out.leaderDie.skipped).toBe('leaderAlone');
  });

  it('a Star may choose from Hunker Down (no dice, no Leader Die)', () => {
    const roll = listRoller([]);
    const out = resolveRecover(
      { figure: { id: 's', rep: 5, star: true, freeWill: 1 }, reason: 'hunkerDown', group },
      roll,
    );
    expect(roll.used()).toBe(0);
    expect(out).toMatchObject({ how: 'freeWill', passed: 1, result: 'duckBack', dice: [] });
  });

  it('a Star with no stated choice recovers by the default policy (pass 2)', () => {
    const out = resolveRecover({ figure: { id: 's', rep: 5, star: true }, reason: 'hunkerDown' }, listRoller([]));
    expect(out).toMatchObject({ how: 'freeWill', passed: 2, result: 'recovered' });
  });

  it('a Star recovering from damage throws like anyone, even with no choice stated', () => {
    const out = resolveRecover({ figure: { id: 's', rep: 5, star: true }, reason: 'damage' }, listRoller([[6, 6]]));
    expect(out).toMatchObject({ how: 'dice', passed: 0, result: 'obviouslyDead', adjustments: [] });
  });

  it("a Grunt's stated choice is ignored and noted", () => {
    const out = resolveRecover(
      { figure: { id: 'g', rep: 4, freeWill: 2 }, reason: 'hunkerDown' },
      listRoller([[6, 6]]),
    );
    expect(out).toMatchObject({ how: 'dice', result: 'leaveTheBattlefield' });
    expect(out.adjustments.map((a) => a.id)).toEqual(['freeWillStarsOnly']);
  });
});

describe('exact odds', () => {
  it('damage, Rep 4: knocked down 4/9, out of the fight 4/9, dead 1/9', () => {
    expect(asTexts(recoverOdds({ figure: { id: 'x', rep: 4 }, reason: 'damage' }))).toEqual({
      knockedDown: '4/9',
      outOfTheFight: '4/9',
      obviouslyDead: '1/9',
    });
  });

  it('Hunker Down, Rep 3 with a Rep 4 leader: 1/4 + 1/2·2/3 = 7/12 recovered, 1/2·1/3 + 1/4·2/3 = 1/3 duck back, 1/12 leave', () => {
    expect(
      asTexts(
        recoverOdds({
          figure: { id: 'x', rep: 3 },
          reason: 'hunkerDown',
          group: { leaders: [{ id: 'l', rep: 4 }], groupSize: 2 },
        }),
      ),
    ).toEqual({ recovered: '7/12', duckBack: '1/3', leaveTheBattlefield: '1/12' });
  });

  it('damage, Rep 3 in cover (3d6 at 1/2): 1/2 knocked down, 3/8 out of the fight, 1/8 dead', () => {
    expect(asTexts(recoverOdds({ figure: { id: 'x', rep: 3, inCover: true }, reason: 'damage' }))).toEqual({
      knockedDown: '1/2',
      outOfTheFight: '3/8',
      obviouslyDead: '1/8',
    });
  });
});
