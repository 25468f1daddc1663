// Play-test 11c (line 104): "the path is blocked (deep water) at (15.2, 10.2)" gave bare table coordinates a new
// player has no grid for. The refusal names the piece in the way as the sight tooltip does.
import { describe, expect, it } from 'vitest';
import { checkPath } from '../../../../src/rulesets/chain-reaction/engine/move';
import { refusalText } from '../../../../src/rulesets/chain-reaction/view/whyNot';
import type { Command } from '../../../../src/rulesets/chain-reaction/engine/commands';
import type { FigureState, GameState } from '../../../../src/rulesets/chain-reaction/state';

const square = (x: number, y: number, w: number, h: number) => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
const state = {
  terrain: [
    { id: 'w3', type: 'water', fordable: false, polygon: square(14, 6, 6, 6) },
    { id: 'x1', type: 'impassable', polygon: square(4, 26, 6, 6) },
    { id: 'b2', type: 'building', floors: 1, openings: [], polygon: square(26, 16, 6, 6) },
  ],
  table: { width: 36, height: 36 },
  sides: [{ id: 'player', force: 'police', control: 'human', figures: ['Kurt'] }],
  figures: { Kurt: { id: 'Kurt', side: 'player', rep: 4, star: false, at: [12, 9], stance: 'standing' } },
} as unknown as GameState;
const kurt = state.figures.Kurt as FigureState;
const move = { type: 'move', figure: 'Kurt', path: [] } as unknown as Command;

function refusal(to: [number, number]): string {
  const r = checkPath(state.terrain, kurt, [kurt.at, to], 8);
  if (r.ok) throw new Error('the path was walked');
  return refusalText(state, move, r.error);
}

describe('a blocked path names the piece in its way', () => {
  it('deep water: its plain name, no coordinates', () => {
    expect(refusal([18, 9])).toBe('the path is blocked by the deep water in the north, which only a bridge crosses');
  });

  it('impassable ground', () => {
    const r = checkPath(
      state.terrain,
      { ...kurt, at: [7, 22] },
      [
        [7, 22],
        [7, 28],
      ],
      8,
    );
    expect(r.ok ? '' : refusalText(state, move, r.error)).toBe(
      'the path is blocked by the impassable ground in the south-west, which only a road crosses',
    );
  });

  it("a building's wall with no door or window", () => {
    const r = checkPath(
      state.terrain,
      { ...kurt, at: [22, 19] },
      [
        [22, 19],
        [28, 19],
      ],
      8,
    );
    expect(r.ok ? '' : refusalText(state, move, r.error)).toBe(
      'the path is blocked by a wall of the building in the east: a figure goes in or out only by a door or window',
    );
  });
});
