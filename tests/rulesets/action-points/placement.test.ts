// Where a file may put a figure: never inside impassable ground (it could never move, and the file used to be
// refused only at that figure's first walk, or played on with it stuck).
import { describe, expect, it } from 'vitest';
import { checkApScenario } from '../../../src/rulesets/action-points/scenario';

const file = (terrain: unknown[]) => ({
  version: 1,
  rules: 'action-points',
  table: { width: 36, height: 36 },
  terrain,
  sides: [
    {
      id: 'blue',
      control: 'script',
      figures: [{ id: 'reyes', rank: 'veteran', weapon: 'assault rifle', at: [10, 30], facing: 270 }],
    },
    {
      id: 'red',
      control: 'script',
      figures: [{ id: 'goran', rank: 'novice', weapon: 'pistol', at: [10, 10], facing: 90 }],
    },
  ],
});

describe('action points: a figure in impassable ground', () => {
  it('is a bad file naming the figure and the piece', () => {
    const r = checkApScenario(
      file([
        {
          id: 'crag',
          type: 'impassable',
          polygon: [
            [8, 28],
            [14, 28],
            [14, 32],
            [8, 32],
          ],
        },
      ]),
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(`${r.error.path}: ${r.error.message}`).toBe(
        'sides[0].figures[0].at: [10, 30] is inside impassable ground crag',
      );
  });

  it('next to it is fine', () => {
    const r = checkApScenario(
      file([
        {
          id: 'crag',
          type: 'impassable',
          polygon: [
            [11, 28],
            [14, 28],
            [14, 32],
            [11, 32],
          ],
        },
      ]),
    );
    expect(r.ok).toBe(true);
  });
});
