// Bad input never throws: random commands (good, bad, for the wrong figure, with wild numbers) either play
// or are refused in one line, and a refused command leaves the state exactly as it was.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import type { ApCommand } from '../../../src/rulesets/action-points/types';
import { scenario, start } from './helpers';

const ids = ['a1', 'a2', 'r1', 'r2', 'ghost'];
const pt = fc.tuple(fc.double({ min: -5, max: 45, noNaN: true }), fc.double({ min: -5, max: 45, noNaN: true }));
const command: fc.Arbitrary<ApCommand> = fc.oneof(
  fc.record({ do: fc.constantFrom('walk', 'run', 'crawl', 'dive'), figure: fc.constantFrom(...ids), to: pt }),
  fc.record({ do: fc.constant('turn'), figure: fc.constantFrom(...ids), facing: fc.integer({ min: -720, max: 720 }) }),
  fc.record({
    do: fc.constantFrom('kneel', 'prone', 'stand', 'stop', 'clear', 'setUp', 'endAct'),
    figure: fc.constantFrom(...ids),
  }),
  fc.record({
    do: fc.constantFrom('spot', 'shoot'),
    figure: fc.constantFrom(...ids),
    target: fc.constantFrom(...ids),
    aim: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ do: fc.constant('throw'), figure: fc.constantFrom(...ids), at: pt, smoke: fc.boolean() }),
  fc.record({ do: fc.constant('attack'), figure: fc.constantFrom(...ids), target: fc.constantFrom(...ids) }),
) as fc.Arbitrary<ApCommand>;

describe('random commands', () => {
  it('never throw; a refusal is one line and changes nothing', () => {
    const { state } = start(
      scenario({
        terrain: [
          {
            id: 'b1',
            type: 'building',
            polygon: [
              [14, 14],
              [20, 14],
              [20, 20],
              [14, 20],
            ],
            openings: [{ kind: 'door', at: [17, 20] }],
          },
        ],
        blue: [
          { id: 'a1', rank: 'veteran', at: [10, 30], facing: 270, grenades: 2, smoke: 1 },
          { id: 'a2', at: [14, 30], facing: 270, weapon: 'lmg' },
        ],
        red: [
          { id: 'r1', rank: 'veteran', at: [10, 5], facing: 90, weapon: 'gpmg', setUp: false },
          { id: 'r2', rank: 'novice', at: [14, 5], facing: 90, weapon: 'knife' },
        ],
      }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (cmds) => {
        let s = begin(state).state;
        for (const cmd of cmds) {
          const before = JSON.stringify(s);
          const r = reduce(s, cmd);
          if (r.ok) s = r.state;
          else {
            expect(r.error).not.toContain('\n');
            expect(r.error.length).toBeGreaterThan(0);
            expect(JSON.stringify(s)).toBe(before);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
