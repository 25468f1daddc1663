// A passive battle (play-test: two computer sides that never engage, ending 0-0): with no enemy in sight the
// computer heads for where its side last saw one, not across the table's centre, where two sides that had
// lost each other swept past one another and back (ai.ts sweepGoal; scripts/apEndRate.ts counts them).
import { describe, expect, it } from 'vitest';
import { dist } from '../../../src/geometry/vec';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { knownEnemies } from '../../../src/rulesets/action-points/fog';
import type { ApNeed } from '../../../src/rulesets/action-points/types';
import { fig, scenario, start } from './helpers';

describe('the computer with no enemy in sight', () => {
  it('walks toward where its side last saw Karim, not to the point across the centre', () => {
    // Hale at the west edge; Karim behind a building to the north, out of sight; last seen south-west at (2, 34).
    const file = scenario({
      terrain: [
        {
          id: 'h1',
          type: 'building',
          polygon: [
            [2, 16],
            [12, 16],
            [12, 20],
            [2, 20],
          ],
        },
      ],
      blue: [{ id: 'b1', name: 'Hale', at: [6, 30], facing: 270 }],
      red: [{ id: 'r1', name: 'Karim', at: [6, 8], facing: 90 }],
      dice: { initiative: [[1]] },
      control: 'ai',
    });
    const b = begin(start(file).state);
    const need = b.need as Extract<ApNeed, { kind: 'command' }>;
    const state = structuredClone(b.state);
    state.lastSeen = { blue: { r1: [2, 34] } };
    const hale = fig(state, need.figure);
    expect(hale.id).toBe('b1');
    expect(knownEnemies(state, hale)).toEqual([]);
    const cmd = computerCommand(state, need);
    expect(cmd.do === 'walk' || cmd.do === 'run').toBe(true);
    const to = (cmd as unknown as { to: [number, number] }).to;
    // Toward the last sighting; the old sweep across the centre headed for (30, 6), away from it.
    expect(dist(to, [2, 34])).toBeLessThan(dist(hale.at, [2, 34]));
    expect(dist(to, [30, 6])).toBeGreaterThan(dist(hale.at, [30, 6]));
  });
});
