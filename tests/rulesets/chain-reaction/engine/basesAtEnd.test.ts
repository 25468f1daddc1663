// No walk ends with its base over another's (docs/rules-notes/geometry-groups.md, "Bases at a move's end"):
// the two ways the app soak still found one (issue 19 item 11). In Sight's stop was judged from where the
// mover was put to look, so its own spot passed for staying (soak cases 413590, 413606, 15100062); and a walk
// with no stop a whole base clear ended half a base over a friend (soak cases 413516, 413518).
import { describe, expect, it } from 'vitest';
import type { Vec } from '../../../../src/geometry/shapes';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { stopAlong } from '../../../../src/rulesets/chain-reaction/engine/bases';
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

describe('a walk with no stop a whole base clear', () => {
  // A way 1.6" wide between two impassable rocks (x 9.2 to 10.8), four friends in file along it 1" apart
  // and one more 1.8" beyond them: the walk up the file has no stop a base clear of everyone.
  function file(finnY = 24.2): GameState {
    const rock = (x0: number, x1: number) => [
      [x0, 20],
      [x1, 20],
      [x1, 34],
      [x0, 34],
    ];
    const friend = (id: string, y: number) => ({ id, rep: 4, weapon: 'AR', at: [10, y], facing: 270 });
    return started({
      version: 1,
      seed: 'overlap16-file',
      light: 'night',
      terrain: [
        { id: 'x1', type: 'impassable', polygon: rock(4, 9.2) },
        { id: 'x2', type: 'impassable', polygon: rock(10.8, 16) },
      ],
      sides: [
        {
          id: 'blue',
          control: 'human',
          force: 'military',
          figures: [
            { id: 'ash', rep: 5, weapon: 'AR', at: [10, 30], facing: 270 },
            friend('bo', 29),
            friend('cole', 28),
            friend('dex', 27),
            friend('eli', 26),
            friend('finn', finnY),
          ],
        },
        {
          id: 'red',
          control: 'ai',
          force: 'gang',
          figures: [{ id: 'rat', rep: 3, weapon: 'SMG', at: [34, 2], facing: 90 }],
        },
      ],
      dice: { activation: [[5, 1]] },
    });
  }

  it('is refused, where it ended half a base over a friend (soak cases 413516, 413518)', () => {
    const s = file();
    const r = reduce(s, {
      do: 'move',
      figure: 'ash',
      path: [
        [10, 30],
        [10, 25.4],
      ],
    });
    expect(r.ok ? `ended at ${r.state.figures.ash!.at}` : r.error).toMatch(/would end on eli's base/);
  });

  it('is set just beyond the file when the last friend stands 2" on (room for a base between)', () => {
    const r = reduce(file(24), {
      do: 'move',
      figure: 'ash',
      path: [
        [10, 30],
        [10, 25.4],
      ],
    });
    expect(r.ok && r.state.figures.ash!.at).toEqual([10, 25]);
  });

  it('In Sight\'s stop in the file goes on to the first clear stop within the 2", else back to its start', () => {
    // The stop 4.6" up the way (y 25.4) lies 0.6" past eli, with finn 1.4" beyond: no clear spot near it.
    const s = file(24.6);
    const ash = s.figures.ash!;
    const walk: Vec[] = [
      [10, 30],
      [10, 22],
    ];
    const on = stopAlong(s, ash, walk, 4.6, 6.6);
    const end = on[on.length - 1]!;
    expect(end[1]).toBeGreaterThan(23.5);
    for (const id of ['eli', 'finn']) expect(gap(end, s.figures[id]!.at)).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(stopAlong(s, ash, walk, 4.6, 5.6)).toEqual([[10, 30]]);
  });
});
