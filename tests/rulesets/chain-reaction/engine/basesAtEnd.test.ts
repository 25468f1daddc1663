// No walk ends with its base over another's (docs/rules-notes/geometry-groups.md, "Bases at a move's end"):
// the ways the app soak still found one (issue 19 item 11). In Sight's stop was judged from where the mover
// was put to look, so its own spot passed for staying (soak cases 413590, 413606, 15100062).
import { describe, expect, it } from 'vitest';
import type { Vec } from '../../../../src/geometry/shapes';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { book } from './helpers';

const gap = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function started(scenario: unknown): GameState {
  const v = validateScenario(scenario);
  if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
  return begin(initialState(v.value)).state;
}

describe('the In Sight stop where the mover came into view', () => {
  // The book's Stop! box: the walker comes into view at (13, 20.75) and may go 1.75" more. A fallen friend
  // lies 0.6" west of that spot; the player stops where the walker came into view.
  function stopBox(): GameState {
    const s = structuredClone(book('in-sight-stop.json')) as unknown as {
      sides: { control: string; figures: Record<string, unknown>[] }[];
      commands?: unknown;
    };
    s.sides[0]!.control = 'human';
    s.sides[0]!.figures.push({
      id: 'fallen',
      rep: 4,
      weapon: 'AR',
      at: [12.4, 20.75],
      facing: 0,
      status: 'obviouslyDead',
      stance: 'prone',
    });
    delete s.commands;
    return started(s);
  }

  it('is set beside a fallen friend lying there, not half over him (soak cases 413590, 15100062)', () => {
    const asked = reduce(stopBox(), {
      do: 'move',
      figure: 'walker',
      path: [
        [18, 22],
        [13, 22],
        [13, 19],
      ],
    });
    expect(asked.ok && asked.need.kind === 'decision' && asked.need.decision.kind).toBe('inSightExtra');
    if (!asked.ok) return;
    const r = reduce(asked.state, { do: 'decide', choice: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const at = r.state.figures.walker!.at;
    expect(gap(at, [12.4, 20.75])).toBeGreaterThanOrEqual(1 - 1e-6);
    // Beside the spot where it came into view, not back at its start.
    expect(gap(at, [13, 20.75])).toBeLessThanOrEqual(1 + 1e-6);
  });
});
