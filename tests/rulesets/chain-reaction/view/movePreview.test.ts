// The move ruler against a friend's base, on an open table: a path ending on the friend stops short of it
// where the engine stops the figure (with the inches actually walked), and a path whose every stop lies on
// the friend is refused by both.
import { describe, expect, it } from 'vitest';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { reduce } from '../../../../src/rulesets/chain-reaction/game';
import { movePreview } from '../../../../src/rulesets/chain-reaction/view/preview/move';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { Vec } from '../../../../src/geometry/shapes';

/** Two figures of one side on a bare table, `me` at (10, 10) and its friend at `friendAt`; `me` may act. */
function table(friendAt: Vec): { s: GameState; me: string; friend: string } {
  const s0 = randomSkirmish('ruler-bases', { minFigures: 3, maxFigures: 3 });
  const side = s0.sides[0]!.id;
  const [me, friend] = Object.values(s0.figures).filter((f) => f.side === side);
  const figures: GameState['figures'] = {};
  // The other side far off in a corner, out of sight behind nothing but distance and facing.
  for (const f of Object.values(s0.figures)) figures[f.id] = { ...f, at: [34, 34], facing: 0 };
  figures[me!.id] = { ...me!, at: [10, 10], facing: 0, stance: 'standing' };
  figures[friend!.id] = { ...friend!, at: friendAt, facing: 0, stance: 'standing' };
  const s: GameState = {
    ...s0,
    terrain: [],
    figures,
    active: { side, leader: me!.id, figures: [me!.id], seen: [] },
  };
  return { s, me: me!.id, friend: friend!.id };
}

describe('the move ruler keeps off bases as the engine does', () => {
  // Since fix15a a walk never ends with its base over another: it is set at the nearest free spot within 1".
  it('a path ending on a friend is set beside him, a whole base clear, where the engine puts the figure', () => {
    const { s, me, friend } = table([12, 10]);
    const mp = movePreview(s, s.figures[me]!, [[12, 10]], false);
    expect(mp.made).toBe(true);
    const at = mp.result.at;
    expect(Math.hypot(at[0] - 12, at[1] - 10)).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(Math.hypot(at[0] - 12, at[1] - 10)).toBeLessThan(1.05);
    expect(mp.label).toMatch(new RegExp(`- set beside ${friend}'s base$`));
    const r = reduce(s, { do: 'move', figure: me, path: [[12, 10]] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.figures[me]!.at).toEqual(mp.result.at);
  });

  it('a short path onto a friend it starts beside is set a whole base clear too, by the ruler and the engine', () => {
    const { s, me } = table([10.5, 10]);
    const mp = movePreview(s, s.figures[me]!, [[10.2, 10]], false);
    expect(mp.made).toBe(true);
    const at = mp.result.at;
    expect(Math.hypot(at[0] - 10.5, at[1] - 10)).toBeGreaterThanOrEqual(1 - 1e-6);
    const r = reduce(s, { do: 'move', figure: me, path: [[10.2, 10]] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.figures[me]!.at).toEqual(at);
  });

  it('a drag just begun (no point yet) shows nothing walked, without throwing', () => {
    const { s, me } = table([20, 20]);
    const mp = movePreview(s, s.figures[me]!, [], false);
    expect(mp.result.at).toEqual([10, 10]);
    expect(mp.label).toBe('walks 0.0" for 0.0" of 8" (move 8")');
  });

  it('a path clear of every base is walked whole, as before', () => {
    const { s, me } = table([20, 20]);
    const mp = movePreview(s, s.figures[me]!, [[14, 10]], false);
    expect(mp.made).toBe(true);
    expect(mp.result.at).toEqual([14, 10]);
    expect(mp.label).toBe('walks 4.0" for 4.0" of 8" (move 8")');
  });

  // Play-test 15b: the ruler said 5.0" (the allowance used, woods counting double) where the log said the
  // figure moved 4.6". The ruler now leads with the inches walked, the number the log gives.
  it('through woods the ruler says the inches walked, as the log does, and then what they took of the move', () => {
    const { s: open, me } = table([34, 2]);
    const woods = {
      id: 'w1',
      type: 'woods' as const,
      polygon: [
        [13, 4],
        [30, 4],
        [30, 16],
        [13, 16],
      ] as Vec[],
    };
    const s: GameState = { ...open, terrain: [woods] };
    const mp = movePreview(s, s.figures[me]!, [[14, 10]], false);
    const r = reduce(s, { do: 'move', figure: me, path: mp.result.path.slice(1) });
    expect(r.ok).toBe(true);
    const moved = r.ok ? r.events.find((e) => e.type === 'move') : undefined;
    const said = /moves (\d+\.\d)"/.exec(moved && 'text' in moved ? (moved.text ?? '') : '')?.[1];
    expect(said).toBe('4.0');
    expect(mp.label).toMatch(new RegExp(`^walks ${said}" for 5\\.0" of 8" \\(move 8"\\) - woods 2" per inch`));
  });
});
