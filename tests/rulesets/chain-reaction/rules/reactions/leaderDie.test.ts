// The Leader Die on its own: who rolls, when it is skipped, how it lifts a count.
import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import {
  leaderModifier,
  pickLeader,
  rollLeaderDie,
  withLeaderBonus,
} from '../../../../../src/rulesets/chain-reaction/rules/leaderDie';

describe('Leader Die', () => {
  it('picks the highest Rep leader, the first listed among equals', () => {
    expect(
      pickLeader([
        { id: 'a', rep: 4 },
        { id: 'b', rep: 5 },
        { id: 'c', rep: 5 },
      ])?.id,
    ).toBe('b');
    expect(pickLeader([])).toBeUndefined();
  });

  it.each([
    [1, 1],
    [4, 1],
    [5, 0],
    [6, 0],
  ] as const)('Rep 4 leader throwing %i passes %i', (die, passed) => {
    const r = rollLeaderDie({ leaders: [{ id: 'l', rep: 4 }], groupSize: 2 }, listRoller([[die]]), 'test');
    expect(r).toMatchObject({
      used: true,
      leader: 'l',
      rep: 4,
      die,
      passed,
      table: { table: 'leaderDie', row: String(passed) },
    });
  });

  it('is skipped without a leader or with the leader alone, throwing nothing', () => {
    const roll = listRoller([]);
    expect(rollLeaderDie(undefined, roll, 't').skipped).toBe('noLeader');
    expect(rollLeaderDie({ leaders: [], groupSize: 3 }, roll, 't').skipped).toBe('noLeader');
    expect(rollLeaderDie({ leaders: [{ id: 'l', rep: 5 }], groupSize: 1 }, roll, 't').skipped).toBe('leaderAlone');
    expect(roll.used()).toBe(0);
  });

  it('adds one to a count but never past two', () => {
    expect([withLeaderBonus(0, 1), withLeaderBonus(1, 1), withLeaderBonus(2, 1), withLeaderBonus(1, 0)]).toEqual([
      1, 2, 2, 1,
    ]);
  });

  it('is a modifier only when it passed', () => {
    expect(leaderModifier({ used: true, leader: 'l', rep: 4, die: 5, passed: 0 }, 1)).toBeUndefined();
    expect(leaderModifier({ used: true, leader: 'l', rep: 4, die: 2, passed: 1 }, 1)).toEqual({
      id: 'leaderDie',
      label: 'Leader Die',
      value: 1,
      reason: 'l rolled 2 against Rep 4',
    });
  });
});
