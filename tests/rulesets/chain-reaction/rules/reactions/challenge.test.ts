// The Challenge test: every row, the difficulty shifts, the ever-failing 6, the demoted second try,
// the play loop with its choice, and exact odds.
import { describe, expect, it } from 'vitest';
import { listRoller, type RollRequest } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  challengeOdds,
  challengePlayOdds,
  playChallenge,
  resolveChallenge,
} from '../../../../../src/rulesets/chain-reaction/rules/challenge';

describe('Challenge rows', () => {
  it.each([
    [[1, 4], 2, 'success'],
    [[4, 5], 1, 'mayRerollOrQuit'],
    [[5, 6], 0, 'fail'],
  ] as const)('Rep 4 throwing %o passes %i: %s', (dice, passed, result) => {
    const out = resolveChallenge({ who: 'x', rep: 4 }, listRoller([[...dice]]));
    expect(out).toMatchObject({
      target: 4,
      passed,
      counted: passed,
      result,
      table: { table: 'challenge', row: String(passed) },
    });
  });

  it('a second try reads one die passed as none', () => {
    const out = resolveChallenge({ rep: 4, reroll: true }, listRoller([[3, 6]]));
    expect(out).toMatchObject({ passed: 1, counted: 0, result: 'fail', reroll: true });
  });

  it('a second try passing both still succeeds', () => {
    expect(resolveChallenge({ rep: 4, reroll: true }, listRoller([[3, 2]])).result).toBe('success');
  });
});

describe('target and the 6', () => {
  it('very easy raises the target by one, with the reason', () => {
    const out = resolveChallenge({ rep: 4, difficulty: 'veryEasy' }, listRoller([[5, 5]]));
    expect(out).toMatchObject({ target: 5, passed: 2, result: 'success' });
    expect(out.modifiers).toEqual([expect.objectContaining({ id: 'veryEasy', value: 1 })]);
  });

  it('very difficult lowers it by one', () => {
    const out = resolveChallenge({ rep: 4, difficulty: 'veryDifficult' }, listRoller([[4, 3]]));
    expect(out).toMatchObject({ target: 3, passed: 1, result: 'mayRerollOrQuit' });
  });

  it('a 6 fails even against a target of 6 (Rep 5, very easy)', () => {
    expect(resolveChallenge({ rep: 5, difficulty: 'veryEasy' }, listRoller([[6, 6]])).passed).toBe(0);
    expect(resolveChallenge({ rep: 6 }, listRoller([[6, 1]])).passed).toBe(1);
  });

  it('rolls 2d6 for purpose challenge against the shifted target', () => {
    const asked: RollRequest[] = [];
    const inner = listRoller([[1, 1]]);
    resolveChallenge({ who: 'x', rep: 3, difficulty: 'veryEasy' }, (r) => {
      asked.push(r);
      return inner(r);
    });
    expect(asked).toEqual([expect.objectContaining({ purpose: 'challenge', count: 2, who: ['x'], target: 4 })]);
  });
});

describe('playChallenge', () => {
  it('pass 1 then re-try passing 1: fail', () => {
    const play = playChallenge(
      { rep: 4 },
      listRoller([
        [1, 6],
        [2, 5],
      ]),
    );
    expect(play.attempts.map((a) => a.result)).toEqual(['mayRerollOrQuit', 'fail']);
    expect(play.result).toBe('fail');
  });
  it('pass 1 then re-try passing 2: success', () => {
    expect(
      playChallenge(
        { rep: 4 },
        listRoller([
          [1, 6],
          [2, 3],
        ]),
      ).result,
    ).toBe('success');
  });
  it('pass 1 and the owner quits: no second throw', () => {
    const roll = listRoller([[1, 6]]);
    expect(playChallenge({ rep: 4 }, roll, () => 'quit').result).toBe('quit');
    expect(roll.used()).toBe(1);
  });
  it('a first pass of 2 or 0 ends it at once', () => {
    expect(playChallenge({ rep: 4 }, listRoller([[1, 1]])).result).toBe('success');
    expect(playChallenge({ rep: 4 }, listRoller([[6, 6]])).result).toBe('fail');
  });
});

describe('exact odds', () => {
  it('Rep 4, one throw: 4/9, 4/9, 1/9', () => {
    expect(asTexts(challengeOdds({ rep: 4 }))).toEqual({ success: '4/9', mayRerollOrQuit: '4/9', fail: '1/9' });
  });
  it('Rep 5 very easy: a die passes 5/6 of the time (the 6 fails): 25/36, 5/18, 1/36', () => {
    expect(asTexts(challengeOdds({ rep: 5, difficulty: 'veryEasy' }))).toEqual({
      success: '25/36',
      mayRerollOrQuit: '5/18',
      fail: '1/36',
    });
  });
  it('Rep 4 played out, always re-trying: success 4/9 + 4/9·4/9 = 52/81, fail 29/81', () => {
    expect(asTexts(challengePlayOdds({ rep: 4 }))).toEqual({ success: '52/81', fail: '29/81' });
  });
  it('Rep 4 played out, always quitting: success 4/9, quit 4/9, fail 1/9', () => {
    expect(asTexts(challengePlayOdds({ rep: 4 }, 'quit'))).toEqual({ success: '4/9', quit: '4/9', fail: '1/9' });
  });
});
