// How Many Enemy odds in one form a new player reads, counts of enemies (play-test 10a, 16: "1 fewer ..." in
// one place, "1 enemy ... 7 enemy" in another). A result floored at one still knows the group's size from
// its sentence, so it too is given in enemies.
import { describe, expect, it } from 'vitest';
import { answer, keyLabel, questionFor } from '../../../src/rulesets/chain-reaction/view/oddsModels';
import { explainOdds } from '../../../src/rulesets/chain-reaction/explain/odds';
import type { RollEvent, TestEvent } from '../../../src/rulesets/chain-reaction/engine/events';

const test = (result: string, text: string): TestEvent => ({
  type: 'test',
  test: 'howManyEnemy',
  figure: 'Ash',
  result,
  text,
});
const roll = (dice: number[]): RollEvent =>
  ({ type: 'roll', purpose: 'howManyEnemy', who: ['Ash'], dice, read: 'asRolled', scripted: false }) as RollEvent;
const words = (e: TestEvent, dice: number[]) => {
  const q = questionFor(e, [roll(dice)], () => undefined)!;
  return explainOdds(answer(q), (k) => keyLabel(q, k));
};

describe('How Many Enemy odds', () => {
  it('a result over one: counts of enemies, "enemies" for more than one', () => {
    const w = words(test('6', "How many enemy: 2 more than the 4 of Ash's group — 6."), [3, 5]);
    expect(w).toMatch(/^1 enemy 1\/6 \(16\.7%\), 2 enemies 1\/6/);
    expect(w).toContain('7 enemies 1/6');
    expect(w).not.toMatch(/fewer|more|7 enemy /);
  });

  it('floored at one: the same form, the group size read from the sentence', () => {
    const w = words(test('1', "How many enemy: 3 fewer than the 4 of Ash's group — 1."), [5, 2]);
    expect(w).not.toMatch(/fewer|more/);
    expect(w).toContain('1 enemy 1/6');
    expect(w).toContain('7 enemies 1/6');
  });
});
