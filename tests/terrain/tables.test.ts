// The Terrain Generator and Building Type tables (pp. 25, 27) cell by cell, as data and through scripted tables.
import { describe, expect, it } from 'vitest';
import { listRoller } from '../../src/core/dice/roll';
import { asTexts, distribution } from '../../src/rulesets/chain-reaction/odds/enumerate';
import { buildingKind, buildingRef } from '../../src/terrain/tables/buildingType';
import { terrainCell, type OverallTerrain, type SectionTerrain } from '../../src/terrain/tables/terrainGenerator';
import { rollOverall, rollPlan, rollSections } from '../../src/terrain/plan';
import { area, scripted, sectionDice } from './helpers';

// The book's table, p.25, written out again here by hand so the data file is checked against it.
const BOOK: Record<OverallTerrain, string[]> = {
  clear: ['clear W', 'clear', 'clear', 'clear B', 'hill', 'woods'],
  urban: ['clear W', 'clear', 'clear B', 'clear B', 'hill B', 'woods'],
  wooded: ['clear W', 'clear', 'woods', 'woods', 'woods', 'woodedHill'],
  mountain: ['impassable', 'clear', 'impassable', 'woods', 'woods', 'impassable'],
};
const columns = Object.keys(BOOK) as OverallTerrain[];
const cellText = (c: { type: SectionTerrain; water: boolean; buildings: boolean }) =>
  `${c.type}${c.water ? ' W' : ''}${c.buildings ? ' B' : ''}`;

describe('Terrain Generator table (p.25)', () => {
  for (const overall of columns) {
    for (let die = 1; die <= 6; die++) {
      const want = BOOK[overall][die - 1]!;
      it(`${overall} column, die ${die}: ${want}`, () => {
        // Straight from the table...
        expect(cellText(terrainCell(die, overall))).toBe(want);
        // ...and through the section roll, with scripted dice (section 1 gets the die, the rest a 2).
        const roll = listRoller([[die], [2], [2], [2], [2], [2], [2], [2], [2]]);
        const sections = rollSections(roll, overall);
        expect(cellText(sections[0]!.cell)).toBe(want);
        expect(sections[0]!.ref).toEqual({ table: 'terrainGenerator', row: String(die), column: overall });
        expect(roll.used()).toBe(9);
      });
    }
  }

  it('the overall die: 1-3 clear, 4 urban, 5 wooded, 6 mountain', () => {
    const got = [1, 2, 3, 4, 5, 6].map((d) => rollOverall(listRoller([[d]])).overall);
    expect(got).toEqual(['clear', 'clear', 'clear', 'urban', 'wooded', 'mountain']);
  });

  it('exact odds of one section in a clear table: clear 2/3, hill 1/6, woods 1/6', () => {
    const d = distribution((roll) => terrainCell(roll({ purpose: 'terrain', count: 1 })[0]!, 'clear').type, String);
    expect(asTexts(d)).toEqual({ clear: '2/3', hill: '1/6', woods: '1/6' });
  });

  it('an overall type given by the scenario is not rolled', () => {
    const roll = listRoller(sectionDice(2));
    const plan = rollPlan(roll, { overall: 'wooded' });
    expect(plan.overall).toBe('wooded');
    expect(plan.overallRoll).toBeUndefined();
    expect(roll.used()).toBe(9);
  });
});

describe('each Terrain Generator cell laid out on a whole table (scripted dice, all nine sections alike)', () => {
  const expectPieces: Record<SectionTerrain, Record<string, number>> = {
    clear: {},
    hill: { hill: 9 },
    woods: { woods: 9 },
    woodedHill: { hill: 9, woods: 9 },
    impassable: { impassable: 9 },
  };
  for (const overall of columns) {
    for (let die = 1; die <= 6; die++) {
      const cell = terrainCell(die, overall);
      it(`${overall} ${die}: ${cellText(cell)}`, () => {
        const t = scripted({ overall }, sectionDice(die));
        for (const s of t.sections) {
          expect(s.type).toBe(cell.type);
          expect(s.water).toBe(cell.water);
          expect(s.hasBuildings).toBe(cell.buildings);
          expect(s.roll).toBe(die);
        }
        const counts: Record<string, number> = {};
        for (const p of t.pieces)
          if (p.type !== 'water' && p.type !== 'road' && p.type !== 'building')
            counts[p.type] = (counts[p.type] ?? 0) + 1;
        if (cell.water) {
          // Nine (W) sections: one wide river, 4 + 1/2d6 inches.
          expect(t.water?.kind).toBe('river');
          expect(t.water?.width).toBeGreaterThanOrEqual(5);
          expect(t.water?.width).toBeLessThanOrEqual(7);
        } else {
          expect(counts).toEqual(expectPieces[cell.type]);
          expect(t.water).toBeUndefined();
        }
        if (cell.buildings) {
          expect(t.buildings.length).toBeGreaterThan(0);
          const rolled = t.sections.reduce((n, s) => n + s.buildings.length + s.dropped, 0);
          const perSection = overall === 'urban' ? [4, 6] : [1, 3];
          expect(rolled).toBeGreaterThanOrEqual(9 * perSection[0]!);
          expect(rolled).toBeLessThanOrEqual(9 * perSection[1]!);
        } else {
          expect(t.buildings).toEqual([]);
        }
      });
    }
  }
});

// Building Type table, p.27, by hand: [areas, floors, DV].
const BUILDINGS: Record<'clear' | 'urban', [number, number, number][]> = {
  clear: [
    [1, 1, 1],
    [1, 1, 1],
    [1, 1, 3],
    [2, 1, 1],
    [2, 1, 4],
    [2, 2, 4],
  ],
  urban: [
    [1, 1, 3],
    [1, 1, 4],
    [2, 1, 3],
    [2, 1, 4],
    [2, 2, 4],
    [3, 3, 4],
  ],
};

describe('Building Type table (p.27)', () => {
  for (const column of ['clear', 'urban'] as const) {
    for (let die = 1; die <= 6; die++) {
      const [areas, floors, dv] = BUILDINGS[column][die - 1]!;
      it(`${column} column, die ${die}: ${areas} area(s), ${floors} floor(s), DV ${dv}`, () => {
        expect(buildingKind(die, column)).toEqual({ areas, floors, dv });
        // One (B) section (section 1): clear 4 / urban 3; count die 1 gives 1 (clear) or 3 + 1 = 4 (urban).
        const t = scripted({ overall: column }, sectionDice(2, { 1: column === 'clear' ? 4 : 3 }), [
          [1],
          [die],
          [die],
          [die],
          [die],
        ]);
        const n = column === 'clear' ? 1 : 4;
        expect(t.buildings.length + t.sections[0]!.dropped).toBe(n);
        expect(t.buildings.length).toBeGreaterThan(0);
        for (const b of t.buildings) {
          expect(b.kind).toEqual({ areas, floors, dv });
          expect(b.ref).toEqual({ table: 'buildingType', row: String(die), column });
          const piece = t.pieces.find((p) => p.id === b.id);
          expect(piece?.type).toBe('building');
          if (piece?.type !== 'building') return;
          expect([piece.areas, piece.floors, piece.dv]).toEqual([areas, floors, dv]);
          // `areas` counts every floor (RULINGS: "two story, two areas" is one area a floor), so the footprint is
          // areas / floors squares of the building's room size.
          expect(area(piece.polygon)).toBeCloseTo((areas / floors) * b.areaSize ** 2, 6);
        }
      });
    }
  }

  it('wooded and mountain tables read the clear column (their buildings come from an Encounter)', () => {
    expect(buildingRef(6, 'wooded').column).toBe('clear');
    expect(buildingRef(6, 'mountain').column).toBe('clear');
    expect(buildingKind(6, 'mountain')).toEqual({ areas: 2, floors: 2, dv: 4 });
    const t = scripted({ overall: 'mountain', encounter: 'raid' }, sectionDice(2), [[5], [6], [6], [6]]);
    expect(t.buildings.map((b) => b.kind)).toEqual([
      { areas: 2, floors: 2, dv: 4 },
      { areas: 2, floors: 2, dv: 4 },
      { areas: 2, floors: 2, dv: 4 },
    ]);
  });

  it('a lone building in a clear section has 6" rooms and stands at the section centre, its door to the road', () => {
    const t = scripted({ overall: 'clear' }, [...sectionDice(2, { 1: 4 }), [1]], [[1], [1]]);
    const b = t.buildings[0]!;
    expect(b.areaSize).toBe(6);
    const piece = t.pieces.find((p) => p.id === b.id);
    if (piece?.type !== 'building') throw new Error('no building');
    const xs = piece.polygon.map((p) => p[0]),
      ys = piece.polygon.map((p) => p[1]);
    expect([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]).toEqual([3, 3, 9, 9]);
    // The road (die 1-4: top to bottom) runs past on the right, so that is where the door is.
    const door = piece.openings.find((o) => o.kind === 'door')!;
    expect(door.at).toEqual([9, 6]);
  });
});
