// The after-battle page's count line for a side: how many figures ended in each state, most first.
import { describe, expect, it } from 'vitest';
import { countLine } from '../../src/rulesets/chain-reaction/view/afterBattle';

describe('after-battle count line', () => {
  it('counts each status in plain words, the most common first', () => {
    expect(countLine(['carryOn', 'outOfTheFight', 'carryOn', 'obviouslyDead', 'carryOn'])).toBe(
      '5 figures: 3 carrying on, 1 out of the fight, 1 obviously dead',
    );
    expect(countLine(['offTable'])).toMatch(/^1 figure: 1 /);
  });
});
