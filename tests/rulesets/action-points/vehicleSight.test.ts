// A vehicle's body blocks sight between figures off it (decision 62): a line through its rectangle is no
// line, turned with the vehicle's facing; its own crew see out, and a line past its side is clear.
import { describe, expect, it } from 'vitest';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import { hasSight, pointSight } from '../../../src/rulesets/action-points/terrain';
import { bodyBlocks } from '../../../src/rulesets/action-points/crew';
import type { ApState, Vehicle } from '../../../src/rulesets/action-points/types';
import { fig, scenario, start } from './helpers';

/** Red's Karim 24" north of blue's Hale on foot; blue's Humvee (Vega inside) halfway, 3" long and 1.5" wide. */
function battle(haleAt: number[], facing: number): ApState {
  return begin(
    start(
      scenario({
        blue: [
          { id: 'b1', name: 'Hale', at: haleAt },
          { id: 'b2', name: 'Vega', at: [10, 18] },
        ],
        red: [{ id: 'r1', name: 'Karim', rank: 'veteran', at: [10, 6], facing: 90 }],
        vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [10, 18], facing, crew: ['b2'] }],
      }),
    ).state,
  ).state;
}

describe('a vehicle in the way', () => {
  it('hides a figure behind it: no sight, and the shot is refused', () => {
    const s = battle([10, 30], 0);
    expect(hasSight(s, fig(s, 'r1'), fig(s, 'b1'))).toBe(false);
    expect(pointSight(s, [10, 6], [10, 30])).toBe(false);
    const r = reduce(s, { do: 'shoot', figure: 'r1', target: 'b1' });
    expect(r.ok ? 'taken' : r.error).toBe('r1 has no line of sight to b1');
  });

  it('a line past its end is clear; its own crew see out, and the vehicle itself is in sight', () => {
    const s = battle([14, 30], 0);
    // At y 18 the line is at x 12, past the body's end at 11.5.
    expect(hasSight(s, fig(s, 'r1'), fig(s, 'b1'))).toBe(true);
    expect(hasSight(s, fig(s, 'b2'), fig(s, 'r1'))).toBe(true);
    expect(pointSight(s, [10, 6], [10, 18])).toBe(true);
  });

  it('turns with its facing: side on it is 3" across the line, end on 1.5"', () => {
    const v = (facing: number): Vehicle => battle([10, 30], facing).vehicles![0]!;
    // A line 1.3" off the centre: inside the half-length (1.5), outside the half-width (0.75).
    expect(bodyBlocks(v(0), [11.3, 6], [11.3, 30])).toBe(true);
    expect(bodyBlocks(v(90), [11.3, 6], [11.3, 30])).toBe(false);
    expect(bodyBlocks(v(90), [8, 6], [12, 30])).toBe(true);
    // A line that stops short of it, or starts inside it, is not blocked by it.
    expect(bodyBlocks(v(0), [10, 6], [10, 16])).toBe(false);
    expect(bodyBlocks(v(0), [10, 18], [10, 30])).toBe(false);
  });
});
