// Leaving a Patrol by the player's own edge (book p.31: the patrol reports back by exiting the table by the edge
// it came in by; docs/rules-notes/solo-engine.md, "Leaving by the player's own edge"). A figure can't stand past
// the edge, so a move of its own toward that edge that ends with its centre within 1" of it (its base within
// half an inch) takes it off; a move that ends farther, one along the edge, or one to a side edge does not.
import { describe, expect, it } from 'vitest';
import { begin, reduce, type Step } from '../../../../src/rulesets/chain-reaction/game';
import type { Vec } from '../../../../src/geometry/shapes';
import { BARE, encounter, patrolSide } from './helpers';

type Ok = Step & { ok: true };

/** The Star of a one-figure Patrol, set at `from`, moves straight to `to` on its side's first activation. */
function moveStar(from: Vec, to: Vec): { status: string; words: string[] } {
  const { state } = encounter({
    generate: { encounter: 'patrol', terrain: 'clear' },
    terrain: BARE as never,
    sides: [patrolSide(1, 30, 'script', 6)],
    dice: { activation: [[1, 6]] },
  });
  state.figures.star!.at = from;
  const r = begin(state) as Ok;
  const next = reduce(r.state, { do: 'move', figure: 'star', path: [from, to] });
  if (!next.ok) throw new Error(next.error);
  const words = next.events.flatMap((e) => (e.type === 'objective' && e.what === 'exited' ? [e.text] : []));
  return { status: next.state.figures.star!.status, words };
}

describe("a Patrol figure's own move toward the player's edge", () => {
  it('ending 0.95" from the edge leaves the table, and the log says so', () => {
    const r = moveStar([6, 31], [6, 35.05]);
    expect(r.status).toBe('offTable');
    expect(r.words).toHaveLength(1);
  });

  it('ending 1.1" from the edge stays on the table', () => {
    expect(moveStar([6, 31], [6, 34.9])).toEqual({ status: 'carryOn', words: [] });
  });

  it('along the edge, already within 1" of it, stays (a move away from or along the edge is no exit)', () => {
    expect(moveStar([6, 35.2], [9, 35.2])).toEqual({ status: 'carryOn', words: [] });
  });

  it('to within 1" of a side edge stays: only the edge the patrol came in by is its way home', () => {
    expect(moveStar([4, 30], [0.6, 31])).toEqual({ status: 'carryOn', words: [] });
  });
});
