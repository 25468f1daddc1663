// The In Sight test: dice counts under each circumstance, winners and ties, the re-throw loop,
// what the winners do, and exact win odds checked by hand.
import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  inSightAction,
  inSightActingOrder,
  inSightDice,
  inSightOdds,
  playInSight,
  resolveInSight,
  type InSightLeader,
} from '../../../../../src/rulesets/chain-reaction/rules/inSight';

const L = (side: string, rep: number, extra: Partial<InSightLeader> = {}): InSightLeader => ({
  side,
  leader: `${side}-ldr`,
  rep,
  ...extra,
});

describe('dice thrown', () => {
  it.each([
    [{}, 4, []],
    [{ activeMoved: true }, 3, ['activeMoved']],
    [{ enemyConcealed: true }, 3, ['enemyConcealed']],
    [{ temporaryLeader: true }, 3, ['temporaryLeader']],
    [
      { activeMoved: true, enemyConcealed: true, temporaryLeader: true },
      1,
      ['activeMoved', 'enemyConcealed', 'temporaryLeader'],
    ],
  ] as const)('Rep 4 with %o throws %i dice', (extra, count, ids) => {
    const d = inSightDice(L('a', 4, extra));
    expect(d.count).toBe(count);
    expect(d.modifiers.map((m) => m.id)).toEqual(ids);
    for (const m of d.modifiers) expect(m.dice).toBe(-1);
  });

  it('can fall to 0 dice and no lower', () => {
    expect(inSightDice(L('a', 2, { activeMoved: true, enemyConcealed: true, temporaryLeader: true })).count).toBe(0);
  });

  it('has no ceiling: a Rep 7 throws 7', () => {
    expect(inSightDice(L('a', 7)).count).toBe(7);
  });

  it('each leader throws once, in the order given, for purpose inSight, read as successes', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([
      [1, 2, 3],
      [4, 5, 6, 1],
    ]);
    resolveInSight({ leaders: [L('a', 4, { activeMoved: true }), L('b', 4)] }, (r) => {
      asked.push(r);
      return inner(r);
    });
    expect(asked.map((r) => [r.purpose, r.count, r.who, r.read])).toEqual([
      ['inSight', 3, ['a-ldr'], 'successes'],
      ['inSight', 4, ['b-ldr'], 'successes'],
    ]);
  });
});

describe('who wins', () => {
  it('more successes wins', () => {
    const out = resolveInSight(
      { leaders: [L('a', 4), L('b', 4)] },
      listRoller([
        [1, 4, 5, 6],
        [1, 2, 6, 6],
      ]),
    );
    expect(out.rolls.map((r) => r.successes)).toEqual([1, 2]);
    expect(out).toMatchObject({ outcome: 'win', winner: 'b', table: { table: 'inSight', row: 'b' } });
  });

  it('equal successes are a tie with no winner', () => {
    const out = resolveInSight(
      { leaders: [L('a', 4), L('b', 3)] },
      listRoller([
        [1, 4, 5, 6],
        [3, 6, 6],
      ]),
    );
    expect(out).toMatchObject({ outcome: 'tie', winner: null });
  });

  it('0 dice against a die that fails: no successes either side is a tie', () => {
    const out = resolveInSight(
      { leaders: [L('a', 2, { activeMoved: true, temporaryLeader: true }), L('b', 1)] },
      listRoller([[], [5]]),
    );
    expect(out.outcome).toBe('tie');
  });

  it('every leader at 0 dice: nobody can ever win', () => {
    const out = resolveInSight(
      { leaders: [L('a', 1, { activeMoved: true }), L('b', 1, { enemyConcealed: true })] },
      listRoller([[], []]),
    );
    expect(out).toMatchObject({ outcome: 'noWinner', winner: null });
    expect(
      asTexts(inSightOdds({ leaders: [L('a', 1, { activeMoved: true }), L('b', 1, { enemyConcealed: true })] })),
    ).toEqual({ noWinner: '1' });
  });

  it("several groups on one side: the side's best leader counts", () => {
    const out = resolveInSight(
      { leaders: [{ ...L('a', 3), group: 'a1' }, { ...L('a', 3), leader: 'a2-ldr', group: 'a2' }, L('b', 4)] },
      listRoller([
        [6, 6, 6],
        [1, 2, 5],
        [1, 6, 6, 6],
      ]),
    );
    expect(out.bySide).toEqual([
      { side: 'a', successes: 2 },
      { side: 'b', successes: 1 },
    ]);
    expect(out.winner).toBe('a');
    expect(out.rolls[1]!.group).toBe('a2');
  });

  it('two groups of the same side sharing the top score is still a win for that side', () => {
    const out = resolveInSight(
      { leaders: [L('a', 2), { ...L('a', 2), leader: 'x' }, L('b', 2)] },
      listRoller([
        [1, 6],
        [2, 6],
        [6, 6],
      ]),
    );
    expect(out.winner).toBe('a');
  });
});

describe('playInSight re-throws ties', () => {
  it('throws again until a side wins, keeping every attempt', () => {
    const roll = listRoller([
      [1, 6],
      [2, 6],
      [6, 6],
      [6, 6],
      [4, 4],
      [3, 4],
    ]);
    const play = playInSight({ leaders: [L('a', 2), L('b', 2)] }, roll);
    expect(play.attempts.map((a) => a.outcome)).toEqual(['tie', 'tie', 'win']);
    expect(play.final.winner).toBe('b');
    expect(roll.used()).toBe(6);
  });

  it('stops at once when nobody has a die', () => {
    const play = playInSight({ leaders: [L('a', 0), L('b', 0)] }, listRoller([[], []]));
    expect(play.attempts.length).toBe(1);
    expect(play.final.outcome).toBe('noWinner');
  });
});

describe('exact odds (ties thrown again)', () => {
  it('Rep 4 against Rep 4: 1/2 each', () => {
    expect(asTexts(inSightOdds({ leaders: [L('a', 4), L('b', 4)] }))).toEqual({ a: '1/2', b: '1/2' });
  });

  it('Rep 4 active and moved (3d6) against Rep 4 (4d6): X>Y ⇔ Bin(7,1/2) ≥ 5 = 29/128, X<Y = 64/128, so 29/93 and 64/93', () => {
    expect(asTexts(inSightOdds({ leaders: [L('a', 4, { activeMoved: true }), L('b', 4)] }))).toEqual({
      a: '29/93',
      b: '64/93',
    });
  });

  it('0 dice against 1 die: the one die wins every decided throw', () => {
    expect(asTexts(inSightOdds({ leaders: [L('a', 0), L('b', 1)] }))).toEqual({ b: '1' });
  });

  it('Rep 5 against Rep 3 sums to one and favours the Rep 5', () => {
    const o = inSightOdds({ leaders: [L('a', 5), L('b', 3)] });
    // X~Bin(5), Y~Bin(3): X+(3-Y)~Bin(8); X>Y ⇔ ≥4: 163/256; X<Y ⇔ ≤2: 37/256; decided 200/256.
    expect(asTexts(o)).toEqual({ a: '163/200', b: '37/200' });
  });
});

describe('what the winners do', () => {
  it('fire if able', () => {
    expect(inSightAction({ id: 'x', rep: 4, canFire: true, canCharge: true }).action).toBe('fire');
  });
  it('else charge if an enemy is within reach', () => {
    expect(inSightAction({ id: 'x', rep: 4, canFire: false, canCharge: true }).action).toBe('charge');
  });
  it('else duck back', () => {
    expect(inSightAction({ id: 'x', rep: 4, canFire: false }).action).toBe('duckBack');
  });
  it.each(['duckBack', 'hunkerDown', 'leaving'])('a %s figure cannot fire and finishes its reaction', (status) => {
    expect(inSightAction({ id: 'x', rep: 4, status, canFire: true }).action).toBe('completeReaction');
  });
  it('act from the highest Rep down, equal Reps in the given order', () => {
    const order = inSightActingOrder([
      { id: 'a', rep: 3 },
      { id: 'b', rep: 5 },
      { id: 'c', rep: 4 },
      { id: 'd', rep: 5 },
    ]);
    expect(order.map((f) => f.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});
