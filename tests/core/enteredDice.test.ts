// The kernel's entered dice: a roll owned by an entering side takes the queued faces or stops with
// NeedDice (nothing kept); other rolls come from the seeded generator exactly as without entered dice.
import { describe, expect, it } from 'vitest';
import { DiceBox, seededDice } from '../../src/core/dice/source';
import { enterFaces, facesProblem, NeedDice, withEntered } from '../../src/core/dice/entered';
import type { RollRequest } from '../../src/core/dice/roll';

const owner = (req: RollRequest) => (req.who?.[0] === 'p1' ? 'player' : 'enemy');
const playerRoll: RollRequest = { purpose: 'crisis', count: 2, who: ['p1'], target: 4 };
const enemyRoll: RollRequest = { purpose: 'crisis', count: 2, who: ['e1'], target: 4 };

describe('entered dice in the dice box', () => {
  it("stops a player's roll with what it needs when no faces are queued", () => {
    const state = { ...seededDice('s'), entered: { for: ['player'], queue: [] } };
    const box = new DiceBox(state, owner);
    let thrown: unknown;
    try {
      box.roll(playerRoll);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(NeedDice);
    expect((thrown as NeedDice).ask).toEqual({
      purpose: 'crisis',
      count: 2,
      sides: 6,
      who: ['p1'],
      owner: 'player',
      target: 4,
      read: 'pass',
    });
  });

  it('uses the queued faces in order and records them as entered; the enemy rolls as before', () => {
    const entered = withEntered(withEntered({ for: ['player'], queue: [] }, [5, 1]), [2, 2]);
    const box = new DiceBox({ ...seededDice('s'), entered }, owner);
    const plain = new DiceBox(seededDice('s'));
    expect(box.roll(playerRoll)).toEqual([5, 1]);
    expect(box.roll(enemyRoll)).toEqual(plain.roll(enemyRoll));
    expect(box.roll(playerRoll)).toEqual([2, 2]);
    expect(box.rolls.filter((r) => r.entered).map((r) => [r.dice, r.passed])).toEqual([
      [[5, 1], 1],
      [[2, 2], 2],
    ]);
    expect(box.state().entered).toEqual({ for: ['player'], queue: [] });
    expect(box.state().rng).toEqual(plain.state().rng);
  });

  // Activation is one ordered throw, a die per side (who[i] is side i). With only the player throwing real
  // dice, the person is asked for their own die alone; the enemy's die is the seeded generator's.
  const sideOwner = (req: RollRequest) => (req.who?.length === 1 ? req.who[0] : undefined);
  const activation: RollRequest = { purpose: 'activation', count: 2, ordered: true, who: ['player', 'enemy'] };

  it("asks only for the entering side's die of a die-per-side roll, and the other die is the generator's", () => {
    const box = new DiceBox({ ...seededDice('s'), entered: { for: ['player'], queue: [] } }, sideOwner);
    let thrown: unknown;
    try {
      box.roll(activation);
    } catch (e) {
      thrown = e;
    }
    expect((thrown as NeedDice).ask).toEqual({
      purpose: 'activation',
      count: 1,
      sides: 6,
      who: ['player'],
      owner: 'player',
      read: 'asRolled',
      others: ['enemy'],
    });
    // The enemy's die is the one the generator gives next, as it would be for any roll of the computer's.
    const fed = new DiceBox(
      { ...seededDice('s'), entered: withEntered({ for: ['enemy'], queue: [] }, [4]) },
      sideOwner,
    );
    const plain = new DiceBox(seededDice('s'));
    const [gen] = plain.roll({ purpose: 'x', count: 1 });
    expect(fed.roll(activation)).toEqual([gen, 4]);
    expect(fed.rolls[0]).toMatchObject({ dice: [gen, 4], entered: true, enteredDice: [1] });
    expect(fed.state().rng).toEqual(plain.state().rng);
  });

  it('asks for every die of a die-per-side roll when every side throws its own', () => {
    const box = new DiceBox(
      { ...seededDice('s'), entered: withEntered({ for: ['player', 'enemy'], queue: [] }, [6, 1]) },
      sideOwner,
    );
    expect(box.roll(activation)).toEqual([6, 1]);
    expect(box.rolls[0]!.enteredDice).toBeUndefined();
  });

  it('leaves a state without entered dice exactly as it was (no new key)', () => {
    const box = new DiceBox(seededDice('s'), owner);
    box.roll(playerRoll);
    expect(Object.keys(box.state())).toEqual(['rng', 'script']);
  });
});

describe('checking entered faces', () => {
  const ask = { count: 2, sides: 6 };
  it('accepts the right number of faces 1 to 6', () => {
    expect(facesProblem([1, 6], ask)).toBeNull();
  });
  it('refuses a wrong count with one line', () => {
    expect(facesProblem([3], ask)).toBe('expected 2 dice of 1 to 6, got 1');
  });
  it('refuses a 7 (and a 0, a half) with one line', () => {
    expect(facesProblem([7, 2], ask)).toBe('7 is not a face of a d6 (1 to 6)');
    expect(facesProblem([0, 2], ask)).toBe('0 is not a face of a d6 (1 to 6)');
    expect(facesProblem([2.5, 2], ask)).toBe('2.5 is not a face of a d6 (1 to 6)');
    expect(facesProblem('12', ask)).toBe('expected a list of 2 dice of 1 to 6');
  });
});

describe('enterFaces: the faces of a waiting roll', () => {
  const ask = { purpose: 'crisis', count: 2, sides: 6, who: ['p1'], owner: 'player', read: 'pass' as const };
  const waiting = {
    turn: 3,
    diceWait: { ask, command: { do: 'fire' } },
    dice: { ...seededDice('s'), entered: { for: ['player'], queue: [[1]] } },
  };

  it('queues them after the ones already there, clears the wait and keeps the rest of the state', () => {
    const r = enterFaces(waiting, [4, 6]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.diceWait).toBeUndefined();
    expect(r.value.turn).toBe(3);
    expect(r.value.dice.entered!.queue).toEqual([[1], [4, 6]]);
    // The state given is not changed.
    expect(waiting.dice.entered.queue).toEqual([[1]]);
    expect(waiting.diceWait).toBeDefined();
  });

  it('refuses faces that do not fit, or when no roll waits, with one line naming the roll', () => {
    const wrong = enterFaces(waiting, [4]);
    expect(wrong).toEqual({ ok: false, error: 'the dice for crisis: expected 2 dice of 1 to 6, got 1' });
    const seven = enterFaces(waiting, [4, 7]);
    expect(!seven.ok && seven.error).toMatch(/^the dice for crisis: 7 is not a face of a d6/);
    const { diceWait: _none, ...idle } = waiting;
    expect(enterFaces(idle, [4, 6])).toEqual({ ok: false, error: 'no roll is waiting for dice' });
  });
});
