// Where a file may put a figure: never inside impassable ground (the unit could never move, and the file used
// to play on with it stuck).
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../../src/rulesets/order-dice/scenario';

const file = (terrain: unknown[]) => ({
  version: 1,
  rules: 'order-dice',
  table: { width: 36, height: 36 },
  terrain,
  sides: [
    {
      id: 'blue',
      control: 'script',
      units: [{ id: 'sq1', quality: 'regular', figures: [{ id: 'b1', weapon: 'rifle', at: [10, 30] }] }],
    },
    {
      id: 'red',
      control: 'script',
      units: [{ id: 'sq2', quality: 'veteran', figures: [{ id: 'r1', weapon: 'rifle', at: [10, 10] }] }],
    },
  ],
});

describe('order dice: a figure in impassable ground', () => {
  it('is a bad file naming the figure and the piece', () => {
    const r = checkScenario(
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
        'sides[0].units[0].figures[0].at: [10, 30] is inside impassable ground crag',
      );
  });

  it('next to it is fine', () => {
    const r = checkScenario(
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
