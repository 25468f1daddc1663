// The overall-terrain roll and the Terrain Generator table (book p.25) as data.
// One d6 picks the table's overall column (unless a scenario fixes it); then one d6 per section, read as
// rolled, picks the terrain that fills most of that section, with marks for water (W) and buildings (B).
import type { TableMeta, TableRef } from '../../core/tables/types';

export const OVERALL_TERRAINS = ['clear', 'urban', 'wooded', 'mountain'] as const;
export type OverallTerrain = (typeof OVERALL_TERRAINS)[number];

export const SECTION_TERRAINS = ['clear', 'hill', 'woods', 'woodedHill', 'impassable'] as const;
export type SectionTerrain = (typeof SECTION_TERRAINS)[number];

/** One cell of the Terrain Generator table: the section's terrain and its (W) / (B) marks. */
export interface TerrainCell {
  type: SectionTerrain;
  water: boolean;
  buildings: boolean;
}

type Die = 1 | 2 | 3 | 4 | 5 | 6;

export const OVERALL_TERRAIN_TABLE = {
  meta: {
    id: 'overallTerrain',
    label: 'Overall terrain type',
    dice: 1,
    versus: 'asRolled',
    page: 25,
  } satisfies TableMeta,
  rows: { 1: 'clear', 2: 'clear', 3: 'clear', 4: 'urban', 5: 'wooded', 6: 'mountain' } as const satisfies Record<
    Die,
    OverallTerrain
  >,
} as const;

const c = (type: SectionTerrain, marks: '' | 'W' | 'B' = ''): TerrainCell => ({
  type,
  water: marks === 'W',
  buildings: marks === 'B',
});

export const TERRAIN_GENERATOR_TABLE = {
  meta: {
    id: 'terrainGenerator',
    label: 'Terrain Generator',
    dice: 1,
    versus: 'asRolled',
    page: 25,
  } satisfies TableMeta,
  /**
   * Clear column, row 4 is empty in the printed table; the book's own example on the same page reads a 4
   * in a clear table as clear ground with buildings, so it is Clear (B) here (see docs/rules-notes/terrain.md).
   */
  rows: {
    1: { clear: c('clear', 'W'), urban: c('clear', 'W'), wooded: c('clear', 'W'), mountain: c('impassable') },
    2: { clear: c('clear'), urban: c('clear'), wooded: c('clear'), mountain: c('clear') },
    3: { clear: c('clear'), urban: c('clear', 'B'), wooded: c('woods'), mountain: c('impassable') },
    4: { clear: c('clear', 'B'), urban: c('clear', 'B'), wooded: c('woods'), mountain: c('woods') },
    5: { clear: c('hill'), urban: c('hill', 'B'), wooded: c('woods'), mountain: c('woods') },
    6: { clear: c('woods'), urban: c('woods'), wooded: c('woodedHill'), mountain: c('impassable') },
  } as const satisfies Record<Die, Record<OverallTerrain, TerrainCell>>,
} as const;

function asDie(die: number): Die {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new Error(`not a d6 score: ${die}`);
  return die as Die;
}

export function overallFor(die: number): OverallTerrain {
  return OVERALL_TERRAIN_TABLE.rows[asDie(die)];
}

export function terrainCell(die: number, overall: OverallTerrain): TerrainCell {
  return TERRAIN_GENERATOR_TABLE.rows[asDie(die)][overall];
}

export function terrainRef(die: number, overall: OverallTerrain): TableRef {
  return { table: TERRAIN_GENERATOR_TABLE.meta.id, row: String(die), column: overall };
}
