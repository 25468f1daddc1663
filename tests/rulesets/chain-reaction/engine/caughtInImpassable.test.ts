// A figure inside impassable ground off any road (nothing in the game puts one there; a hand-made file or
// an old save might) may walk out of it, but only out: a move that ends still inside is refused with one
// line saying so. A figure on a road through impassable ground keeps to the road (issue 19 item 13).
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';

const box = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

function caught(at: [number, number]): GameState {
  const v = validateScenario({
    version: 1,
    seed: 'caught-in-impassable',
    terrain: [
      { id: 'mountain', type: 'impassable', polygon: box(10, 10, 26, 26) },
      { id: 'pass', type: 'road', polygon: box(0, 17, 36, 19) },
    ],
    sides: [
      {
        id: 'blue',
        control: 'human',
        force: 'military',
        figures: [{ id: 'ash', rep: 5, weapon: 'AR', at, facing: 0 }],
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
  if (!v.ok) throw new Error(`${v.error.path}: ${v.error.message}`);
  return begin(initialState(v.value)).state;
}

const moveTo = (s: GameState, path: [number, number][]) => reduce(s, { do: 'move', figure: 'ash', path });

describe('a figure inside impassable ground', () => {
  it('off the road: walks out, but a move ending inside is refused with one clear line', () => {
    const s = caught([12, 12]);
    expect(
      moveTo(s, [
        [12, 12],
        [8, 12],
      ]).ok,
    ).toBe(true);
    const r = moveTo(s, [
      [12, 12],
      [14, 14],
    ]);
    expect(r).toEqual({
      ok: false,
      error: expect.stringMatching(
        /ash stands inside it, off any road, and may only walk out of it; this path ends inside$/,
      ),
    });
  });

  it('on the road through it: goes along the road (a quarter pace), never off it into the rock', () => {
    const s = caught([18, 18]);
    const along = moveTo(s, [
      [18, 18],
      [20, 18],
    ]);
    expect(along.ok).toBe(true);
    expect(
      moveTo(s, [
        [18, 18],
        [18, 21],
      ]),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/blocked by impassable ground/) });
  });
});
