// The fire panel's words (play-test 2, 44): a target's dice in words, and with several targets the heading
// says the dice are thrown together, so odds like 26/27 beside "1 die" are not a contradiction.
import { describe, expect, it } from 'vitest';
import { diceWords, fireHeadingTail } from '../../src/app/ui/fireWords';

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

  it('with one target says only the swath', () => {
    expect(fireHeadingTail('right', 2, 1)).toBe(' - swath to the right (S to switch).');
  });
});
