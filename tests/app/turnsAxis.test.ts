// The odds panel's bar chart names every round under its bar (play-test pt16a-22: only "round 1" at the left
// edge and "round 3" at the right edge, round 2 unnamed), by number alone when bars are narrow, and every few
// bars when numbers would crowd.
import { describe, expect, it } from 'vitest';
import { turnsAxis } from '../../src/app/ui/turnsAxis';

describe('the labels under the rounds chart', () => {
  it('names every round under the middle of its bar when the bars are wide', () => {
    // Three rounds in 380 units: bars 125 wide (turnsChart's floor(380 / 3) - 1), a unit apart.
    expect(turnsAxis(1, 3, 125, 'round')).toEqual([
      { x: 62.5, text: 'round 1' },
      { x: 188.5, text: 'round 2' },
      { x: 314.5, text: 'round 3' },
    ]);
  });
  it('numbers narrow bars, and skips some only when numbers would touch', () => {
    expect(turnsAxis(2, 9, 46, 'round').map((l) => l.text)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    const many = turnsAxis(1, 50, 6, 'turn');
    expect(many.map((l) => l.text).slice(0, 3)).toEqual(['1', '4', '7']);
    expect(many[1]!.x - many[0]!.x).toBeGreaterThanOrEqual(20);
  });
});
