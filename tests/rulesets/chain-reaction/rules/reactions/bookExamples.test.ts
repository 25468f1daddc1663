// The rulebook's worked examples, each replayed with exactly the dice the book gives.
import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { resolveCrisis } from '../../../../../src/rulesets/chain-reaction/rules/crisis';
import { resolveRecover } from '../../../../../src/rulesets/chain-reaction/rules/recover';
import { resolveFastMove } from '../../../../../src/rulesets/chain-reaction/rules/fastMove';
import { inSightDice, resolveInSight } from '../../../../../src/rulesets/chain-reaction/rules/inSight';

describe('book examples: Crisis test', () => {
  it('Sgt Spellman (Rep 4) throws 1 and 5: one die passed, Snap Fire', () => {
    const roll = listRoller([[1, 5]]);
    const out = resolveCrisis({ testers: [{ id: 'spellman', rep: 4, causes: ['firedOn'] }] }, roll);
    const t = out.testers[0]!;
    expect(roll.used()).toBe(1);
    expect(t.dice).toEqual([1, 5]);
    expect(t.ownPassed).toBe(1);
    expect(t.passed).toBe(1);
    expect(t.result).toBe('snapFire');
    expect(t.table).toEqual({ table: 'crisis', row: '1', column: 'firedOn' });
    expect(out.leaderDie).toEqual({ used: false, skipped: 'noLeader', passed: 0 });
  });

  it('Sgt Harris (Rep 4) leads four Rep 3 police; three are fired on: 5,3 passes 1, his Leader Die 4 makes it 2', () => {
    const roll = listRoller([[5, 3], [4]]);
    const out = resolveCrisis(
      {
        testers: ['p1', 'p2', 'p3'].map((id) => ({ id, rep: 3, causes: ['firedOn'] as const })),
        group: { leaders: [{ id: 'harris', rep: 4 }], groupSize: 5 },
      },
      roll,
    );
    expect(roll.used()).toBe(2);
    expect(out.dice).toEqual([5, 3]);
    expect(out.leaderDie).toMatchObject({ used: true, leader: 'harris', rep: 4, die: 4, passed: 1 });
    for (const t of out.testers) {
      expect(t).toMatchObject({ ownPassed: 1, leaderBonus: 1, passed: 2, result: 'returnFire' });
      expect(t.modifiers.map((m) => m.id)).toEqual(['leaderDie']);
    }
    // Harris himself isn't fired on and takes no result.
    expect(out.testers.map((t) => t.figure)).toEqual(['p1', 'p2', 'p3']);
  });

  it('the Stop! box: Rep 5 leader, Rep 4 and Rep 3 gangers fired on, Leader Die 4, dice 4 and 6', () => {
    const roll = listRoller([[4, 6], [4]]);
    const out = resolveCrisis(
      {
        testers: [
          { id: 'boss', rep: 5, causes: ['firedOn'] },
          { id: 'ganger4', rep: 4, causes: ['firedOn'] },
          { id: 'ganger3', rep: 3, causes: ['firedOn'] },
        ],
        group: { leaders: [{ id: 'boss', rep: 5 }], groupSize: 3 },
      },
      roll,
    );
    const by = Object.fromEntries(out.testers.map((t) => [t.figure, t]));
    // Rep 5: the 4 passes, the 6 doesn't (1), the Leader Die lifts it to 2.
    expect(by.boss).toMatchObject({ ownPassed: 1, passed: 2, result: 'returnFire' });
    // Rep 4: the 4 passes (1), lifted to 2.
    expect(by.ganger4).toMatchObject({ ownPassed: 1, passed: 2, result: 'returnFire' });
    // Rep 3: nothing passes (0), lifted to 1.
    expect(by.ganger3).toMatchObject({ ownPassed: 0, passed: 1, result: 'snapFire' });
  });

  it('the picture example: soldiers 7 and 8 fired on, dice 5 and 3, Leader Die 4: 7 returns fire, 8 snap fires', () => {
    // The book gives no Reps; 8 must pass none on its own (Rep 2) for the Leader Die to leave it at 1.
    const roll = listRoller([[5, 3], [4]]);
    const out = resolveCrisis(
      {
        testers: [
          { id: 's7', rep: 4, causes: ['firedOn'] },
          { id: 's8', rep: 2, causes: ['firedOn'] },
        ],
        group: { leaders: [{ id: 'lt', rep: 4 }], groupSize: 3 },
      },
      roll,
    );
    expect(out.testers[0]).toMatchObject({ figure: 's7', ownPassed: 1, passed: 2, result: 'returnFire' });
    expect(out.testers[1]).toMatchObject({ figure: 's8', ownPassed: 0, passed: 1, result: 'snapFire' });
  });

  it('Billy Pink, out of ammo and fired on, passes 2d6 but must Duck Back', () => {
    const out = resolveCrisis(
      { testers: [{ id: 'billy', rep: 4, causes: ['firedOn', 'outgunned'] }] },
      listRoller([[2, 3]]),
    );
    expect(out.testers[0]).toMatchObject({ passed: 2, causes: ['outgunned'], result: 'duckBack' });
  });
});

describe('book examples: Recover test', () => {
  const group = { leaders: [{ id: 'sarge', rep: 4 }], groupSize: 4 };

  it('Pvt Smith (Rep 4) is hit, throws 3 and 4: two passed, knocked down; no Leader Die for damage', () => {
    const roll = listRoller([[3, 4]]);
    const out = resolveRecover({ figure: { id: 'smith', rep: 4 }, reason: 'damage', group }, roll);
    expect(roll.used()).toBe(1);
    expect(out).toMatchObject({ dice: [3, 4], passed: 2, result: 'knockedDown' });
    expect(out.leaderDie).toMatchObject({ used: false, skipped: 'notThisTest' });
  });

  it("Pvt Smith, outgunned, passes none and Hunkers Down; next turn his leader's die gets him to Duck Back", () => {
    const crisis = resolveCrisis(
      { testers: [{ id: 'smith', rep: 4, causes: ['outgunned'] }], group },
      listRoller([[5, 6], [6]]),
    );
    expect(crisis.testers[0]).toMatchObject({ passed: 0, result: 'hunkerDown' });
    const rec = resolveRecover(
      { figure: { id: 'smith', rep: 4 }, reason: 'hunkerDown', group },
      listRoller([[5, 6], [3]]),
    );
    expect(rec).toMatchObject({ ownPassed: 0, leaderBonus: 1, passed: 1, result: 'duckBack' });
    expect(rec.leaderDie).toMatchObject({ used: true, leader: 'sarge', die: 3 });
  });
});

describe('book examples: Star Free Will', () => {
  it('Sergeant Riker (Rep 5, Star) chooses to pass 2 on the Crisis test and returns fire, throwing no dice', () => {
    const roll = listRoller([]);
    const out = resolveCrisis(
      { testers: [{ id: 'riker', rep: 5, star: true, causes: ['firedOn'], freeWill: 2 }] },
      roll,
    );
    expect(roll.used()).toBe(0);
    expect(out.dice).toEqual([]);
    expect(out.testers[0]).toMatchObject({ how: 'freeWill', passed: 2, result: 'returnFire' });
  });

  it('Riker, hit, may not choose on Recover from damage: he throws 2d6, passes 1 and is Out of the Fight', () => {
    const roll = listRoller([[6, 2]]);
    const out = resolveRecover({ figure: { id: 'riker', rep: 5, star: true, freeWill: 2 }, reason: 'damage' }, roll);
    expect(roll.used()).toBe(1);
    expect(out).toMatchObject({ how: 'dice', passed: 1, result: 'outOfTheFight' });
    expect(out.adjustments.map((a) => a.id)).toEqual(['freeWillNotForDamage']);
  });
});

describe('book examples: Fast Move and In Sight', () => {
  it('a group Fast Moves on 4 and 5: Rep 5 16", Rep 4 12", Rep 3 8"', () => {
    const roll = listRoller([[4, 5]]);
    const out = resolveFastMove(
      {
        figures: [
          { id: 'a', rep: 5 },
          { id: 'b', rep: 4 },
          { id: 'c', rep: 3 },
          { id: 'd', rep: 4 },
        ],
      },
      roll,
    );
    expect(roll.used()).toBe(1);
    expect(out.figures.map((f) => [f.figure, f.passed, f.maxMove])).toEqual([
      ['a', 2, 16],
      ['b', 1, 12],
      ['c', 0, 8],
      ['d', 1, 12],
    ]);
  });

  it('a Cowboy (Rep 4) throws 4d6 on In Sight', () => {
    expect(inSightDice({ side: 'cowboys', leader: 'cowboy', rep: 4 }).count).toBe(4);
    const out = resolveInSight(
      {
        leaders: [
          { side: 'cowboys', leader: 'cowboy', rep: 4 },
          { side: 'rustlers', leader: 'rustler', rep: 3 },
        ],
      },
      listRoller([
        [1, 2, 5, 6],
        [4, 5, 6],
      ]),
    );
    expect(out.rolls[0]).toMatchObject({ diceCount: 4, dice: [1, 2, 5, 6], successes: 2 });
    expect(out.winner).toBe('cowboys');
  });
});
