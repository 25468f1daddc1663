// The text's terrain list as data, mapped onto the table's pieces (RULINGS-variants.md, "Terrain, mapped
// once"). `protection` is the cover class a figure standing in (or behind) the piece gets; `blocks` says whether
// it stops sight lines; `stops` is how it ends a move: entering an area feature, or crossing a linear barrier.
import type { Cover } from './vocab';

export const TERRAIN_KINDS = [
  'open',
  'road',
  'hill',
  'scrub',
  'rubble',
  'woods',
  'rocky',
  'building',
  'wall',
  'woodenFence',
  'wireFence',
  'river',
  'water',
  'impassable',
  'vehicle',
] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export interface TerrainRow {
  /** The text's name for it. */
  name: string;
  protection: Cover;
  blocks: boolean;
  stops: 'none' | 'enter' | 'cross' | 'never';
}

export const TERRAIN_TABLE: Readonly<Record<TerrainKind, TerrainRow>> = {
  open: { name: 'Open', protection: 'open', blocks: false, stops: 'none' },
  road: { name: 'Open (road)', protection: 'open', blocks: false, stops: 'none' },
  // A hill is open ground; only its crest line stops sight (handled by sight.ts).
  hill: { name: 'Open (hill)', protection: 'open', blocks: false, stops: 'none' },
  scrub: { name: 'Scrub', protection: 'cover', blocks: false, stops: 'enter' },
  rubble: { name: 'Rubble', protection: 'cover', blocks: false, stops: 'enter' },
  woods: { name: 'Trees', protection: 'buildings', blocks: true, stops: 'enter' },
  rocky: { name: 'Rocks', protection: 'buildings', blocks: true, stops: 'enter' },
  building: { name: 'Building', protection: 'buildings', blocks: true, stops: 'enter' },
  wall: { name: 'Wall', protection: 'cover', blocks: true, stops: 'cross' },
  woodenFence: { name: 'Wooden fence', protection: 'cover', blocks: true, stops: 'cross' },
  wireFence: { name: 'Wire fence', protection: 'open', blocks: false, stops: 'cross' },
  river: { name: 'River', protection: 'open', blocks: false, stops: 'cross' },
  water: { name: 'Water (river)', protection: 'open', blocks: false, stops: 'enter' },
  impassable: { name: 'Impassable', protection: 'open', blocks: false, stops: 'never' },
  vehicle: { name: 'Vehicle', protection: 'cover', blocks: false, stops: 'enter' },
};

/** The two measurements of the game, in inches. */
export const MEASURES = {
  move: 8,
  blastDiameter: 6,
  /** Bases are 1" across: centres closer than this are in contact. */
  contact: 1,
  /** A wall or fence shelters a figure whose line to the shooter crosses it this close. */
  wallReach: 1,
  /** A crest hides nothing from a figure this close to it. */
  crestBand: 1,
  /** The rest of a moved group: each within this of another... */
  clusterLink: 2,
  /** ...and all within this of the measured figure. */
  clusterReach: 4,
  /** A burrowing group comes up no nearer than this to an enemy. */
  surfaceClear: 8,
} as const;

/** The table panel's text of the terrain list. */
export function terrainTableText(): string {
  const rows = Object.values(TERRAIN_TABLE).map(
    (r) => `${r.name.padEnd(16)} ${r.protection.padEnd(10)} ${r.blocks ? 'blocks sight' : 'does not block'}`,
  );
  return ['Terrain          Protection Sight', ...rows].join('\n');
}
