// The Building Type table (book p.27) as data: one d6 per building, read as rolled, in the clear or urban column.
// `areas` counts the building's areas in all, over every floor (RULINGS: "two story, two areas" is one area a
// floor); `floors` is the storey count. The footprint is `footprintAreas` rooms of roughly 6" x 6".
import type { OverallTerrain } from './terrainGenerator';
import type { TableMeta, TableRef } from '../../core/tables/types';

export const BUILDING_COLUMNS = ['clear', 'urban'] as const;
export type BuildingColumn = (typeof BUILDING_COLUMNS)[number];

export interface BuildingKind {
  areas: 1 | 2 | 3;
  floors: 1 | 2 | 3;
  /** Defensive Value: 1 frame, 3 masonry, 4 concrete. */
  dv: 1 | 3 | 4;
}

type Die = 1 | 2 | 3 | 4 | 5 | 6;

const k = (areas: 1 | 2 | 3, floors: 1 | 2 | 3, dv: 1 | 3 | 4): BuildingKind => ({ areas, floors, dv });

export const BUILDING_TYPE_TABLE = {
  meta: { id: 'buildingType', label: 'Building Type', dice: 1, versus: 'asRolled', page: 27 } satisfies TableMeta,
  rows: {
    1: { clear: k(1, 1, 1), urban: k(1, 1, 3) },
    2: { clear: k(1, 1, 1), urban: k(1, 1, 4) },
    3: { clear: k(1, 1, 3), urban: k(2, 1, 3) },
    4: { clear: k(2, 1, 1), urban: k(2, 1, 4) },
    5: { clear: k(2, 1, 4), urban: k(2, 2, 4) },
    6: { clear: k(2, 2, 4), urban: k(3, 3, 4) },
  } as const satisfies Record<Die, Record<BuildingColumn, BuildingKind>>,
} as const;

/**
 * The table only prints clear and urban columns. Wooded and mountain tables get buildings only from an
 * Encounter (Raid, Defend); those read the clear column, as countryside buildings.
 */
export function buildingColumnFor(overall: OverallTerrain): BuildingColumn {
  return overall === 'urban' ? 'urban' : 'clear';
}

export function buildingKind(die: number, overall: OverallTerrain): BuildingKind {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new Error(`not a d6 score: ${die}`);
  return BUILDING_TYPE_TABLE.rows[die as Die][buildingColumnFor(overall)];
}

export function buildingRef(die: number, overall: OverallTerrain): TableRef {
  return { table: BUILDING_TYPE_TABLE.meta.id, row: String(die), column: buildingColumnFor(overall) };
}

/** Rooms on one floor: the table's areas are totals over the floors (RULINGS, Further rulings). */
export function footprintAreas(kind: { areas: number; floors: number }): 1 | 2 | 3 {
  return Math.min(3, Math.max(1, Math.round(kind.areas / Math.max(1, kind.floors)))) as 1 | 2 | 3;
}
