// The generated table as plain JSON: what the book's terrain rolls produced, and the pieces laid out from them.
// Each section and building keeps its die and table row so the screen can explain why the table looks as it does.
import type { BuildingKind } from './tables/buildingType';
import type { TableRef } from '../core/tables/types';
import type { OverallTerrain, SectionTerrain } from './tables/terrainGenerator';
import type { TerrainPiece, Vec } from '../geometry/shapes';

export const ENCOUNTERS = ['patrol', 'raid', 'defend'] as const;
export type Encounter = (typeof ENCOUNTERS)[number];

export interface TerrainParams {
  /** Fixed overall type; when absent it is rolled (1d6: 1-3 clear, 4 urban, 5 wooded, 6 mountain). */
  overall?: OverallTerrain;
  /** Raid adds buildings to section 2, Defend to section 8. */
  encounter?: Encounter;
  /**
   * Some of the top edge must be reached on foot from the bottom one (reach.ts edgesJoined): asked by a battle whose
   * sides set up at those two edges, which a wide river with no bridge would otherwise keep apart for ever.
   */
  crossable?: boolean;
  /**
   * The later rules systems' kinds (scrub, rubble, fences, the river as 'river'), added after the book's
   * table (extras.ts). Chain Reaction never asks: its book makes none of them.
   */
  extras?: boolean;
}

/** A book roll kept for the log (the many small shape rolls are not kept). */
export interface TerrainRoll {
  /** 'terrain' or 'buildings': the generator's two purposes, whatever the ruleset. */
  purpose: string;
  dice: number[];
  note: string;
}

export interface SectionResult {
  section: number;
  /** The d6 read on the Terrain Generator table. */
  roll: number;
  ref: TableRef;
  type: SectionTerrain;
  /** Marked (W): water runs through or lies in this section. */
  water: boolean;
  /** Marked (B), or given buildings by the Encounter. */
  hasBuildings: boolean;
  /** Ids of the buildings placed for this section (they may spill over its border). */
  buildings: string[];
  /** Ids of the section's own terrain pieces (hill, woods, impassable). */
  pieces: string[];
  /** Buildings rolled for this section that found no room on the table. */
  dropped: number;
}

export interface BuildingInfo {
  id: string;
  section: number;
  /** The d6 read on the Building Type table. */
  roll: number;
  ref: TableRef;
  kind: BuildingKind;
  /** Side of one area, in inches: 6 normally, smaller where a section is crowded. */
  areaSize: number;
  /** Distance (1/2d6") from the building it was placed beside; absent for the first of a section. */
  gap?: number;
}

export type WaterKind = 'lake' | 'ford' | 'river';

export interface WaterInfo {
  kind: WaterKind;
  /** Width of a river in inches (1 for the fordable one). */
  width?: number;
  /** The (W) sections. */
  sections: number[];
  ids: string[];
  bridge?: { section: number; at: Vec; road: string };
  /** Rolled for a wide river: whether a bridge was found (1-3). */
  bridgeRoll?: number;
}

export type RoadDirection = 'topToBottom' | 'leftToRight';

export interface RoadInfo {
  /** Why the road is there. */
  /** 'pass': a road through impassable ground, there on a 1-2 of its access die (book p.26). */
  reason: 'buildings' | 'crossroads' | 'bridge' | 'pass';
  direction: RoadDirection;
  /** The d6 that chose the direction, when one was rolled. */
  roll?: number;
  sections: number[];
  ids: string[];
}

export interface Terrain {
  seed?: string;
  overall: OverallTerrain;
  /** The d6 for the overall type, when it was rolled. */
  overallRoll?: number;
  encounter?: Encounter;
  sections: SectionResult[];
  pieces: TerrainPiece[];
  buildings: BuildingInfo[];
  water?: WaterInfo;
  roads: RoadInfo[];
  rolls?: TerrainRoll[];
}
