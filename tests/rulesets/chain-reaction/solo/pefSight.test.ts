// Seeing a PEF: one in cover can be seen, cover between hides it (a building, a crest, a low wall more
// than 1" in front of it); the woods a PEF stands in do not hide it, and a group looks all round.
import { describe, expect, it } from 'vitest';
import { makeWorld } from '../../../../src/geometry/world';
import { seesPef, seesBuilding } from '../../../../src/rulesets/chain-reaction/solo/sight';
import type { TerrainPiece, Vec } from '../../../../src/geometry/shapes';
import type { FigureState } from '../../../../src/rulesets/chain-reaction/state';

const viewer = (at: Vec, facing = 270): FigureState => ({
  id: 'v',
  side: 'blue',
  rep: 4,
  star: false,
  weapon: 'AR',
  melee: 'none',
  at,
  facing,
  stance: 'standing',
  status: 'carryOn',
  ammo: 'loaded',
  starPower: 0,
  actedTurn: 0,
  moved: false,
  fastMoved: false,
  fired: false,
  hunkeredBefore: false,
  record: { hitEnemy: false, meleed: false, outOfTheFight: false, hunkeredDown: false, leftBattlefield: false },
});
const sq = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const terrain: TerrainPiece[] = [
  { id: 'w1', type: 'woods', polygon: sq(14, 4, 22, 12) },
  { id: 'b1', type: 'building', polygon: sq(2, 14, 8, 20), dv: 3, floors: 1, areas: 1, openings: [] },
  {
    id: 's1',
    type: 'wall',
    line: [
      [26, 20],
      [34, 20],
    ],
    dv: 3,
  },
];
const w = makeWorld(terrain);
const sees = (v: FigureState, at: Vec) => seesPef(w, terrain, v, at);

describe('seeing a PEF', () => {
  it('sees a PEF standing deep in woods: a PEF in cover can be seen', () => {
    expect(sees(viewer([18, 30]), [18, 6])).toBe(true);
  });
  it('does not see a PEF with a building between', () => {
    expect(sees(viewer([5, 30]), [5, 8])).toBe(false);
  });
  it('a low wall right at the PEF is its own cover; one well in front hides it', () => {
    expect(sees(viewer([30, 32]), [30, 19.5])).toBe(true);
    expect(sees(viewer([30, 32]), [30, 14])).toBe(false);
  });
  it('looks all round: the viewer facing away still sees it', () => {
    expect(sees(viewer([30, 30], 90), [30, 25])).toBe(true);
  });
  it('sees a building when its near wall is in sight, but not from deep inside woods', () => {
    expect(seesBuilding(w, viewer([5, 30]), sq(2, 14, 8, 20))).toBe(true);
    expect(seesBuilding(w, viewer([18, 8]), sq(2, 14, 8, 20))).toBe(false);
  });
});
