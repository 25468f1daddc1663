// The 2" step for the rest of the moving group before an In Sight test (RULINGS: every figure of the
// moving group may go up to 2" more). One table, three ways: a scenario file that asks for the step, the
// same file without it (the stated default: the others stay put), and a human player who is asked.
import { describe, expect, it } from 'vitest';
import { ENGINE, askedWhereBSteps, fires, load, ofType } from './helpers';
import { play } from '../crPlay';
import { reduce } from '../../../../src/rulesets/chain-reaction/game';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';

const FILE = 'in-sight-group-step.json';
const base = (): Scenario => load(ENGINE, FILE);
const withSteps = (steps: unknown): Scenario => {
  const s = base();
  (s.commands[0] as { inSightSteps?: unknown }).inSightSteps = steps;
  return s;
};

describe('the rest of the moving group steps before the In Sight test', () => {
  it('B steps round the corner, sees E, and so fires with A when white wins', () => {
    const r = play(base());
    expect(r.illegal).toBeUndefined();
    const moves = ofType(r.events, 'move');
    expect(moves.map((m) => m.figure)).toEqual(['A', 'B']);
    expect(moves[1]).toMatchObject({ from: [13.8, 19.6], to: [15.7, 19.2], inches: 1.94 });
    expect(moves[1]!.text).toContain('before the In Sight test');
    // The step comes before the test, which both take part in: both fire on sight.
    const order = r.events.map((e) => e.type);
    expect(order.indexOf('move', order.indexOf('move') + 1)).toBeLessThan(order.indexOf('inSight'));
    expect(fires(r.events).map((f) => [f.figure, f.reaction])).toEqual([
      ['A', 'inSight'],
      ['B', 'inSight'],
    ]);
  });

  it('without a step in the file B stays behind the house and only A fires', () => {
    const r = play(withSteps(undefined));
    expect(ofType(r.events, 'move').map((m) => m.figure)).toEqual(['A']);
    // Only A fires on sight (the rest is the chain that A's missed shot starts; B never shoots).
    expect(
      fires(r.events)
        .filter((f) => f.reaction === 'inSight')
        .map((f) => f.figure),
    ).toEqual(['A']);
    expect(fires(r.events).map((f) => f.figure)).not.toContain('B');
    expect(ofType(r.events, 'decision').map((d) => d.kind)).toEqual(['inSightExtra']);
  });

  it('refuses a step that is too long, for the mover itself, or for a figure not in the group', () => {
    expect(play(withSteps([{ figure: 'B', to: [16.5, 19.6] }])).illegal?.error).toMatch(
      /inSightSteps\[0\]: \(16\.5, 19\.6\) is more than 2" from B/,
    );
    expect(play(withSteps([{ figure: 'A', to: [15, 19] }])).illegal?.error).toMatch(/the mover itself/);
    expect(play(withSteps([{ figure: 'E', to: [18, 5] }])).illegal?.error).toMatch(/E is not a figure of A's group/);
    expect(
      play(
        withSteps([
          { figure: 'B', to: [15, 19] },
          { figure: 'B', to: [15, 19.5] },
        ]),
      ).illegal?.error,
    ).toMatch(/B is given two steps/);
  });

  it('a bad step in the file is one error line naming the field', () => {
    const raw = JSON.parse(JSON.stringify(base())) as Record<string, unknown>;
    (raw.commands as Record<string, unknown>[])[0]!.inSightSteps = [{ figure: 'B', to: [15] }];
    const r = validateScenario(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('commands[0].inSightSteps[0].to');
    (raw.commands as Record<string, unknown>[])[0]!.inSightSteps = [{ figure: 'nobody', to: [15, 19] }];
    const r2 = validateScenario(raw);
    expect(r2.ok).toBe(false);
    if (!r2.ok)
      expect(`${r2.error.path}: ${r2.error.message}`).toBe(
        'commands[0].inSightSteps[0].figure: no figure "nobody" in this file',
      );
  });
});

describe('a human player is asked where each other figure steps', () => {
  it('asks for B with the 2" reach from where B stands, and stepping there brings B into the test', () => {
    const s = askedWhereBSteps();
    expect(s.pending?.decision).toMatchObject({
      kind: 'inSightStep',
      figure: 'B',
      options: { stepUpTo: 2, from: [13.8, 19.6] },
      fallback: null,
    });
    const r = reduce(s, { do: 'decide', choice: [15.7, 19.2] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.figures.B!.at).toEqual([15.7, 19.2]);
    expect(
      fires(r.events)
        .filter((f) => f.reaction === 'inSight')
        .map((f) => f.figure),
    ).toEqual(['A', 'B']);
  });

  it('staying put (null) leaves B behind the house; a spot beyond 2" is refused and nothing changes', () => {
    const s = askedWhereBSteps();
    const far = reduce(s, { do: 'decide', choice: [16.5, 19.6] });
    expect(far.ok).toBe(false);
    const r = reduce(s, { do: 'decide', choice: null });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.figures.B!.at).toEqual([13.8, 19.6]);
    expect(
      fires(r.events)
        .filter((f) => f.reaction === 'inSight')
        .map((f) => f.figure),
    ).toEqual(['A']);
    expect(fires(r.events).map((f) => f.figure)).not.toContain('B');
  });
});
