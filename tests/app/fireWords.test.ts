// The fire panel's words (play-test 2, 44): a target's dice in words, and with several targets the heading
// says the dice are thrown together, so odds like 26/27 beside "1 die" are not a contradiction.
import { describe, expect, it } from 'vitest';
import { diceWords, fireHeadingTail } from '../../src/app/ui/fireWords';
import { allOf } from '../../src/core/allOf';

describe('fire panel words', () => {
  it('names the dice in words', () => {
    expect(diceWords(1)).toBe('1 die');
    expect(diceWords(3)).toBe('3 dice');
  });

  it('with three targets says the three dice are thrown together and the highest go first', () => {
    const t = fireHeadingTail('left', 3, 3);
    expect(t).toContain('swath to the left');
    expect(t).toContain('All 3 dice are thrown together');
    expect(t).toContain('highest go to the first target');
  });

  it('with two dice says "Both dice", never "All 2 dice" (play-test 7, 14)', () => {
    const t = fireHeadingTail('left', 2, 2);
    expect(t).toContain('Both dice are thrown together');
    expect(t).not.toMatch(/All 2/);
  });

  it('says a whole count as a person would: the only one, both, all 3', () => {
    expect(allOf(1, 'turn')).toBe('The only turn');
    expect(allOf(2, 'die', 'dice')).toBe('Both dice');
    expect(allOf(3, 'step')).toBe('All 3 steps');
  });

  it('with one target says only the swath', () => {
    expect(fireHeadingTail('right', 2, 1)).toBe(' - swath to the right (S to switch).');
  });
});
