// The World: what sight, cover and visibility questions are asked against — prepared terrain, the
// figures on the table and the light and weather. Also says where a figure stands (which building,
// at an opening or not) because sight, cover and drawing all need the same answer.
import type { Conditions, GeoFigure, TableSize, TerrainPiece, Vec } from './shapes';
import { type PreparedTerrain, distToPiece, inTheOpen, nearestOpening, pieceAt, prepareTerrain } from './prepared';
import { insidePolygon } from './segments';
import { PointMemo } from './pointMemo';

export interface World {
  readonly terrain: PreparedTerrain;
  readonly figures: readonly GeoFigure[];
  readonly conditions: Conditions;
}

/** Distances the sight rules use, in inches. */
export const SIGHT = {
  /** A figure inside a building within this of a door or window is at it (rules notes). */
  openingReach: 1,
  /** A sight line may leave a building only this close to the opening the figure is at. */
  openingWidth: 1,
  /** Woods edge band: figures this close to the edge see and are seen from outside. */
  woodsEdge: 1,
  /** Figures this close to a crest see and are seen across it. */
  crestBand: 1,
  /** Limit at night, and in fog, rain or snow by day. */
  limited: 12,
  /** Fog, rain or snow at night (p.16; RULINGS, Further rulings). */
  weatherNight: 6,
  /** Between figures inside the same woods. */
  woodsDay: 12,
  woodsNight: 6,
  /** A wall gives cover when the line from the shooter crosses it this close to the target. */
  wallCover: 1,
  baseRadius: 0.5,
} as const;

export const CLEAR_DAY: Conditions = { light: 'day', weather: 'clear' };

/** Build a world; pass an already prepared terrain to share it between many worlds (it knows its table). */
export function makeWorld(
  terrain: readonly TerrainPiece[] | PreparedTerrain,
  figures: readonly GeoFigure[] = [],
  conditions: Conditions = CLEAR_DAY,
  table?: TableSize,
): World {
  const prepared = Array.isArray(terrain)
    ? prepareTerrain(terrain as readonly TerrainPiece[], table)
    : (terrain as PreparedTerrain);
  return { terrain: prepared, figures, conditions };
}

/** The same table with other figures (terrain is not prepared again). */
export function withFigures(world: World, figures: readonly GeoFigure[]): World {
  return { ...world, figures };
}

export function findFigure(world: World, id: string): GeoFigure | undefined {
  return world.figures.find((f) => f.id === id);
}

/** Where a figure is with respect to buildings: building index (or -1) and the opening it is at (or -1). */
export interface BuildingPlace {
  building: number;
  opening: number;
  floor: number | undefined;
}

const OUTSIDE: BuildingPlace = { building: -1, opening: -1, floor: undefined };

/** Where a figure is: its building place plus the woods or rocky piece it is in (or -1) and how deep. */
export interface Place extends BuildingPlace {
  woods: number;
  /** Distance to that piece's edge; 0 when not in woods. */
  depth: number;
}

/**
 * Which building the figure is in: the engine's `inBuilding` wins when it names a building on the table,
 * otherwise the figure's centre decides. It is at an opening when `inBuilding.atOpening` says so, or,
 * when that is not given, when its centre is within 1" of one of the building's doors or windows.
 */
export function buildingPlace(terrain: PreparedTerrain, fig: Pick<GeoFigure, 'at' | 'inBuilding'>): BuildingPlace {
  const b = terrain.buildings;
  let k = -1;
  const named = fig.inBuilding ? terrain.byId.get(fig.inBuilding.building) : undefined;
  if (named && named.group === 'buildings') k = named.index;
  else k = pieceAt(b, fig.at[0], fig.at[1]);
  if (k < 0) return OUTSIDE;
  const near = nearestOpening(b, k, fig.at[0], fig.at[1]);
  const flag = fig.inBuilding?.atOpening;
  const at = flag === undefined ? near.dist <= SIGHT.openingReach : flag;
  return { building: k, opening: at ? near.index : -1, floor: fig.inBuilding?.floor };
}

/** Whether a point lies in any of the given polygons (lit areas). */
export function inAnyPolygon(p: Vec, polys: readonly (readonly Vec[])[] | undefined): boolean {
  if (!polys) return false;
  for (const poly of polys) if (insidePolygon(p[0], p[1], poly)) return true;
  return false;
}

interface PlaceMemo {
  terrain: PreparedTerrain;
  x: number;
  y: number;
  /** The building spot it was worked out for, field by field (no key string to build per look-up). */
  building: string;
  atOpening: boolean | undefined;
  floor: number | undefined;
  place: Place;
}
const placeMemo = new WeakMap<object, PlaceMemo>();
const IN_THE_OPEN: Place = { building: -1, opening: -1, floor: undefined, woods: -1, depth: 0 };

/** Building place and woods of a figure. */
export function placeFor(terrain: PreparedTerrain, fig: Pick<GeoFigure, 'at' | 'inBuilding'>): Place {
  const bp = buildingPlace(terrain, fig);
  const woods = pieceAt(terrain.woods, fig.at[0], fig.at[1]);
  const depth = woods >= 0 ? distToPiece(terrain.woods, woods, fig.at[0], fig.at[1]) : 0;
  return { ...bp, woods, depth };
}

/** Places of bare points (no building named), per prepared terrain. */
const pointPlaces = new WeakMap<PreparedTerrain, PointMemo<Place>>();

/**
 * placeFor, remembered: a 40-figure sight matrix asks it 3,000 times, and the computer's searches ask
 * about the same spots over and over through fresh objects. A figure with no building named is looked
 * up by its position; one with a building spot is remembered per figure object, checked against its
 * position and spot, so a figure changed in place is seen fresh.
 */
export function placeOf(terrain: PreparedTerrain, fig: Pick<GeoFigure, 'at' | 'inBuilding'>): Place {
  const x = fig.at[0],
    y = fig.at[1];
  const ib = fig.inBuilding;
  if (ib === undefined) {
    if (inTheOpen(terrain, x, y)) return IN_THE_OPEN;
    let memo = pointPlaces.get(terrain);
    if (!memo) {
      memo = new PointMemo<Place>(20_000);
      pointPlaces.set(terrain, memo);
    }
    let place = memo.get(x, y);
    if (!place) {
      place = placeFor(terrain, fig);
      memo.set(x, y, place);
    }
    return place;
  }
  const m = placeMemo.get(fig);
  if (
    m &&
    m.terrain === terrain &&
    m.x === x &&
    m.y === y &&
    m.building === ib.building &&
    m.atOpening === ib.atOpening &&
    m.floor === ib.floor
  )
    return m.place;
  const place = placeFor(terrain, fig);
  placeMemo.set(fig, { terrain, x, y, building: ib.building, atOpening: ib.atOpening, floor: ib.floor, place });
  return place;
}
