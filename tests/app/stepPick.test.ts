// Picking a group member's 2" step on the table: the spot is held to the reach, the preview walks it as
// the engine will and names the enemies in view from there, and a click becomes the engine's answer.
import { describe, expect, it } from 'vitest';
import { reduce } from '../../src/rulesets/chain-reaction/game';
import { chainReaction } from '../../src/rulesets/chain-reaction';
import { stepSketch } from '../../src/rulesets/chain-reaction/view/sketches';
import { askedWhereBSteps } from '../rulesets/chain-reaction/engine/helpers';
import { stepPreview, stepTarget } from '../../src/rulesets/chain-reaction/view/preview/step';
import { Controller } from '../../src/app/controller';
import type { App } from '../../src/app/app';
import fc from 'fast-check';
import { isStepWithin } from '../../src/rulesets/chain-reaction/engine/decisions';

describe('step pick', () => {
  const s = askedWhereBSteps();
  const pick = { figure: 'B', from: [13.8, 19.6] as [number, number], reach: 2 };

  it('never gives a spot the engine refuses, from any start and any click (app soak case 1168)', () => {
    const coord = fc.double({ min: 0.5, max: 35.5, noNaN: true });
    fc.assert(
      fc.property(coord, coord, coord, coord, (fx, fy, px, py) => {
        const from: [number, number] = [fx, fy];
        expect(isStepWithin(stepTarget({ figure: 'B', from, reach: 2 }, [px, py]), from, 2)).toBe(true);
      }),
      { numRuns: 2000, seed: 1168 },
    );
  });

  it('holds a far click to the 2" reach, in the same direction', () => {
    const t = stepTarget(pick, [23.8, 19.6]);
    expect(t[1]).toBe(19.6);
    expect(t[0]).toBeCloseTo(15.8, 1);
    expect(Math.hypot(t[0] - 13.8, t[1] - 19.6)).toBeLessThanOrEqual(2);
    expect(stepTarget(pick, [14.3, 19.1])).toEqual([14.3, 19.1]);
  });

  it('says whom the figure would see from the spot, as the engine then finds', () => {
    expect(stepPreview(s, pick, [15.7, 19.2])).toMatchObject({ end: [15.7, 19.2], complete: true, inView: ['E'] });
    expect(stepPreview(s, pick, [14.3, 19.6]).inView).toEqual([]);
    const r = reduce(s, { do: 'decide', choice: [15.7, 19.2] });
    expect(r.ok && r.events.some((e) => e.type === 'fire' && e.figure === 'B')).toBe(true);
  });

  it("the table's sketch of the step: the reach, the walk, a green line to each enemy in view, and its note", () => {
    const seen = stepSketch(s, pick, [15.7, 19.2]);
    expect(seen.note).toEqual({
      text: `${pick.figure} steps ${stepPreview(s, pick, [15.7, 19.2]).inches.toFixed(1)}"; in sight of E: takes part in the test. Click to step there.`,
      tone: 'good',
    });
    expect(seen.strokes[0]).toMatchObject({ kind: 'ring', at: pick.from, r: 2, dashed: true });
    expect(seen.strokes.filter((x) => x.kind === 'line' && x.colour === 0x3ee86b)).toHaveLength(1);
    const none = stepSketch(s, pick, [14.3, 19.6]);
    expect(none.note?.tone).toBe('info');
    expect(none.note?.text).toMatch(/sees no enemy from there\. Click to step there\.$/);
  });

  it('a click on the table while the question is open answers it with the spot', () => {
    // The game answers the click (its pointerOrders.stepAnswer), so the stand-in app carries its ruleset.
    const ctl = new Controller({ view: () => s, session: { ruleset: chainReaction } } as unknown as App);
    ctl.stepPick = pick;
    expect(ctl.pointerDown([30, 30], false)).toBe(true);
    const cmd = ctl.pointerUp([15.7, 19.2], false);
    expect(cmd).toEqual({ do: 'decide', choice: [15.7, 19.2] });
    expect(ctl.stepPick).toBeUndefined();
  });
});
