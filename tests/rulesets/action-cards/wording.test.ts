// The log's words for action-card events: distances to one decimal, as the move preview says them (play-test 50).
import { describe, expect, it } from 'vitest';
import { eventText } from '../../../src/rulesets/action-cards/wording';

describe('action-card log words', () => {
  it('says a move of 4.35" as 4.4", the same number the preview showed', () => {
    const line = eventText({
      type: 'move',
      group: 'A',
      figure: 'A1',
      from: [0, 0],
      to: [4.35, 0],
      distance: 4.35,
      stop: 'feature',
      positions: {},
    });
    expect(line).toContain('4.4"');
    expect(line).not.toMatch(/\d\.\d\d/);
  });
});
