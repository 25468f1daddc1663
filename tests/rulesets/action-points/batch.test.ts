// All-computer games over many seeds: at least 99% of 500 end within the cap (they should all end: six
// rounds is the rules' own limit), the computer is never refused, and properties hold on random seeds:
// the same seed gives the same game, every roll reads against the chance it shows, AP never go below 0.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actionPoints } from '../../../src/rulesets/action-points';
import { drive } from '../../../src/rulesets/action-points/play';
import { readTest, shootChance, spotChance, throwChance } from '../../../src/rulesets/action-points/chance';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { canAct, figureOf } from '../../../src/rulesets/action-points/figures';
import { FINAL_STATUSES } from '../../../src/rulesets/action-points/types';
import { ofType } from './helpers';

const file = (name: string) => {
  const sc = actionPoints.scenario.check(JSON.parse(readFileSync(`tests/fixtures/action-points/${name}`, 'utf8')));
  if (!sc.ok) throw new Error(sc.error.message);
  return sc.value;
};
const small = file('ai-small.json');

describe('500 seeded all-computer games', () => {
  it('at least 99% end, none with a refused command', () => {
    let ended = 0;
    const refused: string[] = [];
    for (let i = 0; i < 500; i++) {
      const r = drive(actionPoints.startingState(small, { seed: `batch-${i}` }).state);
      if (r.need.kind === 'ended') ended++;
      if (r.illegal) refused.push(`batch-${i}: ${r.illegal}`);
    }
    expect(refused).toEqual([]);
    expect(ended / 500).toBeGreaterThanOrEqual(0.99);
  }, 240_000);
});

describe('properties over seeds', () => {
  it('the same seed plays the same game; statuses are the contract words; points follow casualties', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const a = drive(actionPoints.startingState(small, { seed }).state);
        const b = drive(actionPoints.startingState(small, { seed }).state);
        expect(actionPoints.final(a.state)).toEqual(actionPoints.final(b.state));
        for (const f of Object.values(actionPoints.final(a.state).figures) as { status: string }[])
          expect(FINAL_STATUSES).toContain(f.status);
        for (const side of a.state.sides) {
          const downs = a.state.figures.filter((f) => f.side !== side.id && !canAct(f)).length;
          expect(side.points).toBe(10 * downs);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('every test reads its roll against the chance it shows, and the spot, shot and throw previews equal the chance rolled', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        let step = begin(actionPoints.startingState(small, { seed }).state);
        let state = step.state;
        let need = step.need;
        for (let n = 0; n < 400 && need.kind === 'command'; n++) {
          expect(state.clock.ap).toBeGreaterThanOrEqual(0);
          const cmd = computerCommand(state, need);
          const preview =
            cmd.do === 'shoot'
              ? shootChance(state, figureOf(state, cmd.figure)!, figureOf(state, cmd.target)!, cmd.aim ?? 0).chance
              : cmd.do === 'spot'
                ? spotChance(state, figureOf(state, cmd.figure)!, figureOf(state, cmd.target)!, cmd.aim ?? 0).chance
                : cmd.do === 'throw'
                  ? throwChance(state, figureOf(state, cmd.figure)!, cmd.at).chance
                  : undefined;
          const r = reduce(state, cmd);
          if (!r.ok) throw new Error(r.error);
          for (const t of ofType(r.events, 'test')) {
            const read = readTest(t.roll, t.chance.chance);
            expect([t.pass, t.critical, t.fumble]).toEqual([read.pass, read.critical, read.fumble]);
            expect(t.chance.chance).toBe(Math.max(5, Math.min(95, t.chance.raw)));
          }
          if (preview !== undefined) expect(ofType(r.events, 'test')[0]?.chance.chance).toBe(preview);
          state = r.state;
          need = r.need;
          step = { ...step, state, need };
        }
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
