import { describe, expect, it } from 'vitest';
import { listRoller } from '../../../../../src/core/dice/roll';
import { asTexts } from '../../../../../src/rulesets/chain-reaction/odds/enumerate';
import {
  collapseOdds,
  resolveCollapse,
  type BuildingArea,
} from '../../../../../src/rulesets/chain-reaction/rules/collapse';
import { BUILDING_MATERIALS, defensiveValue } from '../../../../../src/rulesets/chain-reaction/tables/buildingDefence';
import { COVER_PLACES, protectionOf } from '../../../../../src/rulesets/chain-reaction/tables/coverConcealment';

// Two-storey building: ground areas g1, g2 under upper areas u1, u2.
const house: BuildingArea[] = [
  { id: 'g1', level: 0, above: 'u1', occupants: ['a'] },
  { id: 'g2', level: 0, above: 'u2', occupants: ['b'] },
  { id: 'u1', level: 1, occupants: ['c'] },
  { id: 'u2', level: 1, occupants: ['d'] },
];

describe('building collapse from a rocket hit (p.24)', () => {
  it('area with one above, 1-3: caves in; those inside dead, those above take the Recover Test', () => {
    for (const die of [1, 2, 3]) {
      const r = resolveCollapse({ areas: house, hit: 'g1' }, listRoller([[die]]));
      expect(r).toMatchObject({
        ok: true,
        die,
        collapsed: ['g1', 'u1'],
        obviouslyDead: ['a'],
        recoverTest: ['c'],
        crisisTest: [],
        ref: { table: 'collapse', row: '1-3' },
      });
    }
  });

  it('area with one above, 4-6: stands; its occupants take a Crisis Test', () => {
    for (const die of [4, 5, 6]) {
      expect(resolveCollapse({ areas: house, hit: 'g1' }, listRoller([[die]]))).toMatchObject({
        die,
        collapsed: [],
        crisisTest: ['a'],
        ref: { row: '4-6' },
      });
    }
  });

  it('nothing above: no roll, Crisis Test for those inside', () => {
    const none = listRoller([]);
    expect(resolveCollapse({ areas: house, hit: 'u2' }, none)).toMatchObject({
      collapsed: [],
      crisisTest: ['d'],
      ref: { row: 'nothingAbove' },
    });
    expect(none.used()).toBe(0);
  });

  it('the last area of a level to go brings every level above it down', () => {
    const three: BuildingArea[] = [
      { id: 'g1', level: 0, above: 'm1', collapsed: true, occupants: [] },
      { id: 'g2', level: 0, above: 'm2', occupants: ['a'] },
      { id: 'm1', level: 1, above: 't1', collapsed: true, occupants: [] },
      { id: 'm2', level: 1, occupants: ['b'] },
      { id: 't1', level: 2, occupants: ['c'] },
    ];
    const r = resolveCollapse({ areas: three, hit: 'g2' }, listRoller([[2]]));
    expect(r).toMatchObject({
      collapsed: ['g2', 'm2', 't1'],
      obviouslyDead: ['a'],
      recoverTest: ['b', 'c'],
      levelsBroughtDown: [2],
    });
  });

  it('refuses unknown or fallen areas', () => {
    expect(resolveCollapse({ areas: house, hit: 'zz' }, listRoller([]))).toMatchObject({
      ok: false,
      error: 'unknownArea',
    });
    expect(
      resolveCollapse({ areas: [{ id: 'g', level: 0, collapsed: true, occupants: [] }], hit: 'g' }, listRoller([])),
    ).toMatchObject({ ok: false, error: 'alreadyCollapsed' });
  });

  it('odds: an area with one above caves in half the time', () => {
    expect(asTexts(collapseOdds({ areas: house, hit: 'g2' }))).toEqual({ collapses: '1/2', stands: '1/2' });
  });
});

describe('building Defensive Values (p.24)', () => {
  it('frame 1, woods or rough 2, masonry 3, concrete 4', () => {
    expect(BUILDING_MATERIALS.map((m) => [m, defensiveValue(m)])).toEqual([
      ['frame', 1],
      ['woodsOrRough', 2],
      ['masonry', 3],
      ['concrete', 4],
    ]);
  });
});

describe('Cover or Concealment (p.16)', () => {
  it('every row, still and moving', () => {
    const rows = Object.fromEntries(COVER_PLACES.map((p) => [p, [protectionOf(p, false), protectionOf(p, true)]]));
    expect(rows).toEqual({
      buildingInside: [
        { cover: true, concealed: true },
        { cover: false, concealed: true },
      ],
      vehicleInside: [
        { cover: false, concealed: true },
        { cover: false, concealed: true },
      ],
      vehicleBehind: [
        { cover: true, concealed: false },
        { cover: true, concealed: false },
      ],
      woodsOrRocky: [
        { cover: true, concealed: true },
        { cover: false, concealed: true },
      ],
    });
  });
});
