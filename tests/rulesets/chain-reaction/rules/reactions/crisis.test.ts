// The Crisis test: every cell of the table, the outgunned rules, the Leader Die, cover, Free Will,
// completing reactions, a second Hunker Down, and exact odds checked against hand sums.
import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest, type Roller } from '../../../../../src/core/dice/roll';
import { crisisOdds, resolveCrisis, type CrisisTester } from '../../../../../src/rulesets/chain-reaction/rules/crisis';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import type { CrisisCause } from '../../../../../src/rulesets/chain-reaction/tables/reactionTests';

/** The reaction tests table as printed on the reference sheet, typed out here independently. */
const PRINTED: Record<CrisisCause, Record<0 | 1 | 2, string>> = {
  outgunned: { 2: 'duckBack', 1: 'duckBack', 0: 'hunkerDown' },
  firedOn: { 2: 'returnFire', 1: 'snapFire', 0: 'hunkerDown' },
  manDown: { 2: 'carryOn', 1: 'duckBack', 0: 'leaveTheBattlefield' },
};
/** Rep 4 dice that pass exactly 2, 1 and 0. */
const DICE_FOR: Record<0 | 1 | 2, number[]> = { 2: [4, 1], 1: [3, 6], 0: [5, 6] };

function one(t: CrisisTester, throws: number[][]) {
  const roll = listRoller(throws);
  const out = resolveCrisis({ testers: [t] }, roll);
  return { out, t: out.testers[0]!, used: roll.used() };
}

/** A roller that remembers what was asked of it. */
function spy(throws: number[][]): Roller & { asked: RollRequest[] } {
  const inner = listRoller(throws);
  const asked: RollRequest[] = [];
  const r = ((req: RollRequest) => {
    asked.push(req);
    return inner(req);
  }) as Roller & { asked: RollRequest[] };
  r.asked = asked;
  return r;
}

describe('Crisis table, every cause by every count of dice passed', () => {
  for (const cause of ['outgunned', 'firedOn', 'manDown'] as const) {
    for (const p of [2, 1, 0] as const) {
      it(`${cause}, pass ${p} → ${PRINTED[cause][p]}`, () => {
        const { t } = one({ id: 'x', rep: 4, causes: [cause] }, [DICE_FOR[p]]);
        expect(t.passed).toBe(p);
        expect(t.result).toBe(PRINTED[cause][p]);
        expect(t.table).toEqual({ table: 'crisis', row: String(p), column: cause });
        expect(t.byCause).toEqual([
          { cause, result: PRINTED[cause][p], table: { table: 'crisis', row: String(p), column: cause } },
        ]);
      });
    }
  }
});

describe('causes', () => {
  it('fired on and man down together: the worse reading wins (pass 1: snap fire vs duck back → duck back)', () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['firedOn', 'manDown'] }, [[2, 6]]);
    expect(t.byCause.map((b) => b.result)).toEqual(['snapFire', 'duckBack']);
    expect(t.result).toBe('duckBack');
    expect(t.table?.column).toBe('manDown');
  });

  it('pass 0 with fired on and man down: leave the battlefield beats hunker down', () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['manDown', 'firedOn'] }, [[5, 5]]);
    expect(t.result).toBe('leaveTheBattlefield');
  });

  it('outgunned replaces fired on, but man down is still read', () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['firedOn', 'outgunned', 'manDown'] }, [[5, 6]]);
    expect(t.causes).toEqual(['outgunned', 'manDown']);
    expect(t.adjustments.map((a) => a.id)).toEqual(['outgunnedReplacesFiredOn']);
    expect(t.result).toBe('leaveTheBattlefield');
  });

  it('a Star is never outgunned: he reads the fired on column', () => {
    const { t } = one({ id: 'star', rep: 5, star: true, freeWill: 'roll', causes: ['outgunned'] }, [[1, 2]]);
    expect(t.causes).toEqual(['firedOn']);
    expect(t.adjustments[0]).toMatchObject({ id: 'starNeverOutgunned', from: 'outgunned', to: 'firedOn' });
    expect(t.result).toBe('returnFire');
  });

  it('a figure listed with no cause throws nothing and keeps what it was doing', () => {
    const roll = listRoller([]);
    const out = resolveCrisis({ testers: [{ id: 'x', rep: 4, causes: [], inProgress: 'duckBack' }] }, roll);
    expect(roll.used()).toBe(0);
    expect(out.testers[0]).toMatchObject({ how: 'noCause', result: 'duckBack' });
  });
});

describe('Leader Die', () => {
  const fired = (id: string, rep: number): CrisisTester => ({ id, rep, causes: ['firedOn'] });

  it('is rolled when the leader does not test, and a fail adds nothing', () => {
    const roll = spy([[3, 6], [5]]);
    const out = resolveCrisis(
      { testers: [fired('a', 3)], group: { leaders: [{ id: 'ldr', rep: 4 }], groupSize: 2 } },
      roll,
    );
    expect(roll.asked.map((r) => r.purpose)).toEqual(['crisis', 'leaderDie']);
    expect(roll.asked[1]).toMatchObject({ who: ['ldr'], target: 4, count: 1 });
    expect(out.leaderDie).toMatchObject({ used: true, die: 5, passed: 0, table: { table: 'leaderDie', row: '0' } });
    expect(out.testers[0]).toMatchObject({ passed: 1, leaderBonus: 0, result: 'snapFire', modifiers: [] });
  });

  it('is not rolled when the leader is alone, even when he is the tester', () => {
    const roll = listRoller([[5, 6]]);
    const out = resolveCrisis(
      { testers: [fired('ldr', 4)], group: { leaders: [{ id: 'ldr', rep: 4 }], groupSize: 1 } },
      roll,
    );
    expect(roll.used()).toBe(1);
    expect(out.leaderDie).toEqual({ used: false, skipped: 'leaderAlone', passed: 0 });
    expect(out.testers[0]!.result).toBe('hunkerDown');
  });

  it('only the highest Rep leader rolls; the others are set aside', () => {
    const roll = spy([[6, 6], [5]]);
    const out = resolveCrisis(
      {
        testers: [fired('a', 4)],
        group: {
          leaders: [
            { id: 'sgt', rep: 4 },
            { id: 'lt', rep: 5 },
            { id: 'cpl', rep: 5 },
          ],
          groupSize: 6,
        },
      },
      roll,
    );
    expect(roll.asked[1]!.who).toEqual(['lt']);
    expect(out.leaderDie).toMatchObject({ leader: 'lt', rep: 5, die: 5, passed: 1, setAside: ['sgt', 'cpl'] });
    expect(out.testers[0]).toMatchObject({ ownPassed: 0, passed: 1, result: 'snapFire' });
  });

  it('never lifts a count above two, and says so', () => {
    const out = resolveCrisis(
      { testers: [fired('a', 4)], group: { leaders: [{ id: 'l', rep: 4 }], groupSize: 2 } },
      listRoller([[1, 1], [1]]),
    );
    expect(out.testers[0]).toMatchObject({ ownPassed: 2, leaderBonus: 1, passed: 2 });
    expect(out.testers[0]!.modifiers[0]!.reason).toContain('already at two');
  });

  it('no group given: no Leader Die', () => {
    const { out } = one(fired('a', 4), [[1, 6]]);
    expect(out.leaderDie.skipped).toBe('noLeader');
  });
});

describe('cover', () => {
  it('a lone tester in cover throws 3d6 and reads them all (unordered)', () => {
    const roll = spy([[6, 5, 2]]);
    const out = resolveCrisis({ testers: [{ id: 'x', rep: 4, inCover: true, causes: ['firedOn'] }] }, roll);
    expect(roll.asked[0]).toMatchObject({ purpose: 'crisis', count: 3, ordered: false, target: 4, read: 'pass' });
    expect(out.testers[0]).toMatchObject({ dice: [6, 5, 2], passed: 1, result: 'snapFire' });
    expect(out.testers[0]!.modifiers).toEqual([{ id: 'inCover', label: 'In cover', dice: 1, reason: 'x is in cover' }]);
  });

  it('some in cover, some not: one ordered 3d6 throw, those in the open read only the first two', () => {
    const roll = spy([[5, 6, 1]]);
    const out = resolveCrisis(
      {
        testers: [
          { id: 'covered', rep: 4, inCover: true, causes: ['firedOn'] },
          { id: 'open', rep: 4, causes: ['firedOn'] },
        ],
      },
      roll,
    );
    expect(roll.asked[0]).toMatchObject({ count: 3, ordered: true, who: ['covered', 'open'] });
    expect(out.ordered).toBe(true);
    expect(out.testers[0]).toMatchObject({ dice: [5, 6, 1], passed: 1, result: 'snapFire' });
    expect(out.testers[1]).toMatchObject({ dice: [5, 6], passed: 0, result: 'hunkerDown' });
  });

  it('mixed Reps: no single target on the roll record', () => {
    const roll = spy([[3, 4]]);
    resolveCrisis(
      {
        testers: [
          { id: 'a', rep: 3, causes: ['firedOn'] },
          { id: 'b', rep: 5, causes: ['manDown'] },
        ],
      },
      roll,
    );
    expect(roll.asked[0]!.target).toBeUndefined();
    expect(roll.asked[0]!.read).toBe('asRolled');
  });

  it('same Rep, some in cover: no count for the whole throw either, each man reads his own dice (play-test 11c)', () => {
    // Teo in the open reads 3 and 6 (one passed); Emil's cover die, the third 3, is his alone (two passed).
    const roll = spy([[3, 6, 3]]);
    const out = resolveCrisis(
      {
        testers: [
          { id: 'emil', rep: 3, inCover: true, causes: ['manDown'] },
          { id: 'teo', rep: 3, causes: ['manDown'] },
        ],
      },
      roll,
    );
    expect(roll.asked[0]!.target).toBeUndefined();
    expect(roll.asked[0]!.read).toBe('asRolled');
    expect(out.testers[0]).toMatchObject({ dice: [3, 6, 3], passed: 2 });
    expect(out.testers[1]).toMatchObject({ dice: [3, 6], passed: 1 });
  });
});

describe('Star Free Will', () => {
  it('a Star given no choice takes the best result by the default policy, and throws nothing for himself', () => {
    const roll = listRoller([]);
    const out = resolveCrisis({ testers: [{ id: 'star', rep: 5, star: true, causes: ['manDown'] }] }, roll);
    expect(roll.used()).toBe(0);
    expect(out.testers[0]).toMatchObject({ how: 'freeWill', passed: 2, result: 'carryOn' });
  });

  it.each([
    [2, 'returnFire'],
    [1, 'snapFire'],
    [0, 'hunkerDown'],
  ] as const)('a Star choosing %i passed reads %s', (choice, result) => {
    const { t } = one({ id: 'star', rep: 5, star: true, causes: ['firedOn'], freeWill: choice }, []);
    expect(t).toMatchObject({ passed: choice, result, dice: [] });
  });

  it("the group still throws for the others; the Leader Die does not touch the Star's choice", () => {
    const roll = listRoller([[6, 6], [2]]);
    const out = resolveCrisis(
      {
        testers: [
          { id: 'star', rep: 5, star: true, causes: ['firedOn'], freeWill: 1 },
          { id: 'g', rep: 4, causes: ['firedOn'] },
        ],
        group: { leaders: [{ id: 'star', rep: 5 }], groupSize: 2 },
      },
      roll,
    );
    expect(roll.used()).toBe(2);
    expect(out.testers[0]).toMatchObject({ passed: 1, leaderBonus: 0, result: 'snapFire' });
    expect(out.testers[1]).toMatchObject({ ownPassed: 0, leaderBonus: 1, passed: 1, result: 'snapFire' });
  });

  it('a Grunt cannot choose: his choice is noted and the dice decide', () => {
    const { t } = one({ id: 'g', rep: 4, causes: ['firedOn'], freeWill: 2 }, [[5, 6]]);
    expect(t).toMatchObject({ how: 'dice', result: 'hunkerDown' });
    expect(t.adjustments.map((a) => a.id)).toEqual(['freeWillStarsOnly']);
  });
});

describe('completing a reaction and a second Hunker Down', () => {
  it("while ducking back, a pass 2 return fire is held to duck back (the book's example)", () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['firedOn'], inProgress: 'duckBack' }, [[1, 2]]);
    expect(t.tableResult).toBe('returnFire');
    expect(t.result).toBe('duckBack');
    expect(t.adjustments[0]).toMatchObject({ id: 'completingReaction', from: 'returnFire', to: 'duckBack' });
  });

  it('while ducking back, a worse result still applies', () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['manDown'], inProgress: 'duckBack' }, [[5, 6]]);
    expect(t.result).toBe('leaveTheBattlefield');
    expect(t.adjustments).toEqual([]);
  });

  it('a second Hunker Down becomes Leave the Battlefield', () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['firedOn'], hunkeredBefore: true }, [[5, 6]]);
    expect(t.tableResult).toBe('hunkerDown');
    expect(t.result).toBe('leaveTheBattlefield');
    expect(t.adjustments.map((a) => a.id)).toEqual(['secondHunkerDown']);
  });

  it('a hunkered figure that passes stays hunkered (held by the reaction it is in), not leaving', () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['firedOn'], hunkeredBefore: true, inProgress: 'hunkerDown' }, [
      [1, 6],
    ]);
    expect(t.result).toBe('hunkerDown');
  });

  it('a first Hunker Down stays a Hunker Down', () => {
    const { t } = one({ id: 'x', rep: 4, causes: ['outgunned'] }, [[6, 6]]);
    expect(t.result).toBe('hunkerDown');
  });
});

describe('exact odds', () => {
  it('fired on, Rep 4, in the open: 4/9 return fire, 4/9 snap fire, 1/9 hunker down', () => {
    const o = crisisOdds({ testers: [{ id: 'x', rep: 4, causes: ['firedOn'] }] });
    expect(asTexts(o.x!)).toEqual({ returnFire: '4/9', snapFire: '4/9', hunkerDown: '1/9' });
  });

  it('fired on, Rep 4, in cover (3d6): pass 2 = 3·(2/3)²·(1/3) + (2/3)³ = 20/27; pass 1 = 3·(2/3)·(1/3)² = 2/9; pass 0 = 1/27', () => {
    const o = crisisOdds({ testers: [{ id: 'x', rep: 4, inCover: true, causes: ['firedOn'] }] });
    expect(asTexts(o.x!)).toEqual({ returnFire: '20/27', snapFire: '2/9', hunkerDown: '1/27' });
  });

  it("with a Rep 5 leader's die: pass 2 = 4/9 + 4/9·5/6 = 22/27, pass 1 = 4/9·1/6 + 1/9·5/6 = 1/6, pass 0 = 1/54", () => {
    const o = crisisOdds({
      testers: [{ id: 'x', rep: 4, causes: ['firedOn'] }],
      group: { leaders: [{ id: 'l', rep: 5 }], groupSize: 3 },
    });
    expect(asTexts(o.x!)).toEqual({ returnFire: '22/27', snapFire: '1/6', hunkerDown: '1/54' });
  });

  it('man down, Rep 3: carry on 1/4, duck back 1/2, leave 1/4', () => {
    const o = crisisOdds({ testers: [{ id: 'x', rep: 3, causes: ['manDown'] }] });
    expect(asTexts(o.x!)).toEqual({ carryOn: '1/4', duckBack: '1/2', leaveTheBattlefield: '1/4' });
  });

  it('mixed cover: each figure keeps its own law (3d6 for the covered, 2d6 for the other)', () => {
    const o = crisisOdds({
      testers: [
        { id: 'c', rep: 4, inCover: true, causes: ['firedOn'] },
        { id: 'o', rep: 4, causes: ['firedOn'] },
      ],
    });
    expect(asTexts(o.c!)).toEqual({ returnFire: '20/27', snapFire: '2/9', hunkerDown: '1/27' });
    expect(asTexts(o.o!)).toEqual({ returnFire: '4/9', snapFire: '4/9', hunkerDown: '1/9' });
  });

  it('a second Hunker Down moves the 1/9 to leaving', () => {
    const o = crisisOdds({ testers: [{ id: 'x', rep: 4, causes: ['firedOn'], hunkeredBefore: true }] });
    expect(asTexts(o.x!)).toEqual({ returnFire: '4/9', snapFire: '4/9', leaveTheBattlefield: '1/9' });
  });
});
