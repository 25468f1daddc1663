// Issue 19 item 7: a group's Crisis test throws once; with mixed Reps the throw has no single target, and the
// Leader Die's target is the leader's Rep. Each member's line must show the Rep it was actually read against.
import { describe, expect, it } from 'vitest';
import { LogBuilder } from '../../src/rulesets/chain-reaction/view/logModel';
import type { GameEvent } from '../../src/rulesets/chain-reaction/engine/events';

const reps: Record<string, number> = { hans: 4, kurt: 3 };
const events: GameEvent[] = [
  { type: 'turn', turn: 1 },
  {
    type: 'roll',
    purpose: 'crisis',
    who: ['hans', 'kurt'],
    dice: [4, 5],
    read: 'asRolled',
    scripted: false,
  },
  { type: 'roll', purpose: 'leaderDie', who: ['hans'], dice: [2], target: 4, read: 'pass', passed: 1, scripted: false },
  {
    type: 'test',
    test: 'crisis',
    figure: 'kurt',
    causes: ['firedOn'],
    passed: 0,
    result: 'duckBack',
    row: { table: 'crisis', row: '0', column: 'firedOn' },
    modifiers: [],
    text: 'kurt takes the Crisis test (fired on): 0 passed - duck back.',
  },
  {
    type: 'test',
    test: 'crisis',
    figure: 'hans',
    causes: ['firedOn'],
    passed: 2,
    result: 'returnFire',
    row: { table: 'crisis', row: '2', column: 'firedOn' },
    modifiers: [],
    text: 'hans takes the Crisis test (fired on): 2 passed - return fire.',
  },
];

describe('Read against', () => {
  it("shows each member's own Rep, not the leader's", () => {
    const log = new LogBuilder((id) => (reps[id] !== undefined ? { rep: reps[id]!, star: false } : undefined));
    log.add(events);
    const [kurt, hans] = log.lines();
    expect(kurt!.detail!.target).toBe(3);
    expect(hans!.detail!.target).toBe(4);
  });
});
