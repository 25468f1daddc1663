// Plain shapes shared by geometry, terrain generation, the engine and the screen.
// Units are inches on a table 36" x 36" unless a scenario says otherwise (at most 72" x 48"); x grows to the
// right, y grows down the table.
// Facing is in degrees: 0 = +x, 90 = +y (toward the player's edge), 270 = toward the top edge.

export type Vec = readonly [number, number];
export type Polygon = readonly Vec[];

/** The side of the default table (Chain Reaction's 3' x 3'), in inches. */
export const TABLE_SIZE = 36;

/** A table's size in inches: x runs from 0 to width, y from 0 to height. */
export interface TableSize {
  width: number;
  height: number;
}

export const DEFAULT_TABLE: TableSize = { width: TABLE_SIZE, height: TABLE_SIZE };
/** The largest table a scenario may ask for (6' x 4'). */
export const MAX_TABLE: TableSize = { width: 72, height: 48 };

/** The table size a game state keeps: absent means the default 36" x 36" (so older states read as before). */
export function tableOf(s: { table?: TableSize }): TableSize {
  return s.table ?? DEFAULT_TABLE;
}

/** Whether a point lies on the table, edges included. */
export function onTableOf(table: TableSize, p: Vec): boolean {
  return p[0] >= 0 && p[1] >= 0 && p[0] <= table.width && p[1] <= table.height;
}
export const BASE_RADIUS = 0.5;

export const TERRAIN_TYPES = [
  'building',
  'woods',
  'hill',
  'wall',
  'rocky',
  'water',
  'road',
  'impassable',
  // Shared by the later rules systems (RULINGS-variants.md maps each for every game); Chain Reaction reads
  // them as its nearest kind (rulesets/chain-reaction/terrain.ts).
  'scrub',
  'rubble',
  'fence',
  'river',
] as const;
export type TerrainType = (typeof TERRAIN_TYPES)[number];

export interface Opening {
  kind: 'door' | 'window';
  at: Vec;
}

export interface BuildingPiece {
  id: string;
  type: 'building';
  polygon: Polygon;
  /** Defensive Value: 1 frame, 3 masonry, 4 concrete. */
  dv: number;
  floors: number;
  areas: number;
  openings: readonly Opening[];
}

export interface HillPiece {
  id: string;
  type: 'hill';
  polygon: Polygon;
  /** The crest (ridge) line as a polyline; LOS across it is blocked. */
  crest: readonly Vec[];
}

export interface WallPiece {
  id: string;
  type: 'wall';
  line: readonly Vec[];
  dv: number;
  /** A wall taller than a figure blocks LOS; the default low wall only gives cover. */
  tall?: boolean;
}

export const FENCE_KINDS = ['wooden', 'wire'] as const;
export type FenceKind = (typeof FENCE_KINDS)[number];

/** A fence: a line like a wall, wooden or wire; it stops no sight line. */
export interface FencePiece {
  id: string;
  type: 'fence';
  line: readonly Vec[];
  kind: FenceKind;
}

export interface AreaPiece {
  id: string;
  type: 'woods' | 'rocky' | 'water' | 'road' | 'impassable' | 'scrub' | 'rubble' | 'river';
  polygon: Polygon;
  /** Water only: a 1" ford that infantry can cross after stopping. */
  fordable?: boolean;
}

export type TerrainPiece = BuildingPiece | HillPiece | WallPiece | FencePiece | AreaPiece;

export type Stance = 'standing' | 'prone';

/** Where a figure is inside a building, when it is. */
export interface BuildingSpot {
  building: string;
  floor?: number;
  area?: number;
  /** At a door or window of the building: may see and be seen through that opening. */
  atOpening?: boolean;
}

/**
 * What geometry needs to know of a figure, in no game's words: a ruleset turns its own figure (Rep, status,
 * wounds...) into this view, deciding for itself whether the figure still blocks sight or can be shot at.
 */
export interface GeoFigure {
  id: string;
  side: string;
  at: Vec;
  facing: number;
  stance: Stance;
  /** Radius of its base in inches; BASE_RADIUS when absent. */
  base?: number;
  /** Its base stops other figures' sight lines while it stands (the ruleset says no for a casualty lying down). */
  blocksSight: boolean;
  /** It may be picked as a target (the swath leaves the others out). */
  targetable: boolean;
  /** Taken off the table: it neither sees nor is seen. */
  offTable?: boolean;
  /** Moved this activation (moving figures in woods or buildings are concealed, not in cover). */
  moved?: boolean;
  /** The building and floor it stands in, when it does. */
  inBuilding?: BuildingSpot;
}

export type Light = 'day' | 'night';
export type Weather = 'clear' | 'fog' | 'rain' | 'snow';

export interface Conditions {
  light: Light;
  weather: Weather;
  /** Areas lit at night; figures inside are seen at normal range. */
  lit?: readonly Polygon[];
}

/** The section (1-9) a point lies in: 1-2-3 on top, 7-8-9 at the player's edge. */
export function sectionOf(p: Vec): number {
  const col = Math.min(2, Math.max(0, Math.floor(p[0] / 12)));
  const row = Math.min(2, Math.max(0, Math.floor(p[1] / 12)));
  return row * 3 + col + 1;
}

/** The centre of a section (1-9). */
export function sectionCentre(section: number): Vec {
  const i = section - 1;
  return [(i % 3) * 12 + 6, Math.floor(i / 3) * 12 + 6];
}
