// Terrain generation end to end (book pp. 25-27): roll the plan, draw each section's piece, lay the water,
// run the roads, then place the buildings around all of that. Every die comes from the Roller, so a seed (or a
// scripted queue) gives the same table every time, and the engine can hand over its own dice box.
import type { Roller } from '../core/dice/roll';
import { DiceBox, seededDice } from '../core/dice/source';
import type { SectionTerrain } from './tables/terrainGenerator';
import { sectionCentre, type AreaPiece, type Polygon, type TerrainPiece, type Vec } from '../geometry/shapes';
import { placeBuildings, type Obstacle } from './buildings';
import { carve } from './carve';
import { rollPlan, type TerrainPlan } from './plan';
import { boundsOf } from './rect';
import { buildingRoadLine, dodgeWater, roadPoint, roadPolygons, straightRoad, type RoadLine } from './roads';
import { piecesForSection, type LandPiece } from './sectionPieces';
import type { RoadInfo, Terrain, TerrainParams, TerrainRoll, WaterInfo } from './types';
import { bridgeSpot, lake, river, type BuiltWater } from './water';
import { round2 } from './polygon';
import { addExtras } from './extras';
import { edgesJoined, farEdgeReachable, patrolReconnable } from './reach';

const PREFIX: Record<TerrainPiece['type'], string> = {
  building: 'b',
  woods: 'w',
  hill: 'h',
  impassable: 'x',
  water: 'water',
  road: 'r',
  rocky: 'k',
  wall: 's',
  scrub: 'sc',
  rubble: 'ru',
  fence: 'f',
  river: 'rv',
};

function layWater(plan: TerrainPlan, land: ReadonlyMap<number, SectionTerrain>, roll: Roller): BuiltWater | undefined {
  const wet = plan.water.sections;
  if (wet.length === 0) return undefined;
  if (wet.length === 1) return lake(wet[0] as number, roll);
  return river(wet, plan.water.width ?? 1, land, roll);
}

function roadLines(plan: TerrainPlan, water: BuiltWater | undefined): RoadLine[] {
  const lines: RoadLine[] = [];
  const { road } = plan;
  const wet: Polygon[] = water ? [water.polygon] : [];
  if (road.direction && road.sections.length) {
    const line: RoadLine = {
      reason: 'buildings',
      direction: road.direction,
      sections: road.sections,
      points: dodgeWater(buildingRoadLine(road.sections, road.direction), wet),
    };
    if (road.roll !== undefined) line.roll = road.roll;
    lines.push(line);
  }
  if (road.crossroads) {
    const directions = road.direction
      ? ([road.direction === 'topToBottom' ? 'leftToRight' : 'topToBottom'] as const)
      : (['topToBottom', 'leftToRight'] as const);
    for (const direction of directions) {
      lines.push({ reason: 'crossroads', direction, sections: [5], points: straightRoad(roadPoint(5), direction) });
    }
  }
  return lines;
}

/** Highest access die that puts a road through impassable ground; 3-6: only mountain troops get through (p.26). */
export const PASS_ROAD_MAX = 2;

/**
 * Each section of impassable ground rolls 1d6 for access (p.26): on 1-2 a road runs through it, straight
 * across the table past the section's centre, and figures may cross on it at a quarter of their speed;
 * otherwise nobody here can cross it (the book's mountain troops and rangers are not in this game).
 */
function passRoads(land: readonly LandPiece[], roll: Roller): RoadLine[] {
  const out: RoadLine[] = [];
  for (const p of land) {
    if (p.type !== 'impassable') continue;
    const die = roll({ purpose: 'terrain', count: 1, note: `impassable access in section ${p.section}` })[0]!;
    if (die > PASS_ROAD_MAX) continue;
    out.push({
      reason: 'pass',
      direction: 'topToBottom',
      sections: [p.section],
      roll: die,
      points: straightRoad(sectionCentre(p.section), 'topToBottom'),
    });
  }
  return out;
}

/** Builds the table from a Roller: 'terrain' dice for the land, water and roads, 'buildings' dice for buildings. */
export function generateTerrain(roll: Roller, params: TerrainParams = {}): Terrain {
  const rolls: TerrainRoll[] = [];
  const rec: Roller = (req) => {
    const dice = roll(req);
    if (!req.note?.startsWith('shape')) rolls.push({ purpose: req.purpose, dice: [...dice], note: req.note ?? '' });
    return dice;
  };
  const plan = rollPlan(rec, params);
  const landTypes = new Map(plan.sections.map((s) => [s.section, s.cell.type] as const));

  let land: LandPiece[] = plan.sections.flatMap((s) => piecesForSection(s.section, s.cell.type, rec));
  const water = layWater(plan, landTypes, rec);
  if (water && water.kind !== 'lake') land = carve(land, water.polygon);

  // Roads: a bridge road crosses the river; other roads stop at water too deep to ford.
  const lines = roadLines(plan, water);
  lines.push(...passRoads(land, rec));
  let bridge: WaterInfo['bridge'];
  if (water?.centreline && plan.water.bridgeSection !== undefined) {
    const { at: spot, direction } = bridgeSpot(water.centreline, plan.water.bridgeSection);
    const at: Vec = [round2(spot[0]), round2(spot[1])];
    lines.push({
      reason: 'bridge',
      direction,
      sections: [plan.water.bridgeSection],
      points: straightRoad(at, direction),
    });
    bridge = { section: plan.water.bridgeSection, at, road: '' };
  }
  const stopAt: Polygon[] = water && !water.fordable ? [water.polygon] : [];
  const roadPieces: { line: RoadLine; polys: Vec[][] }[] = lines.map((line) => ({
    line,
    polys: roadPolygons(line.points, line.reason === 'bridge' ? [] : stopAt),
  }));

  const obstacle = (polygon: Polygon): Obstacle => ({ polygon, bounds: boundsOf(polygon) });
  const hard: Obstacle[] = [
    ...(water ? [obstacle(water.polygon)] : []),
    ...land.filter((p) => p.type === 'impassable').map((p) => obstacle(p.polygon)),
  ];
  const roadObstacles = roadPieces.flatMap((r) => r.polys.map(obstacle));
  const { placed, dropped } = placeBuildings(plan, rec, hard, roadObstacles);

  // Ids in drawing order: land, water, roads, buildings.
  const counters = new Map<string, number>();
  const nextId = (type: TerrainPiece['type']) => {
    const p = PREFIX[type];
    const n = (counters.get(p) ?? 0) + 1;
    counters.set(p, n);
    return `${p}${n}`;
  };
  const pieces: TerrainPiece[] = [];
  const sectionPieces = new Map<number, string[]>();
  for (const l of land) {
    const { section, ...piece } = l;
    piece.id = nextId(piece.type);
    pieces.push(piece);
    sectionPieces.set(section, [...(sectionPieces.get(section) ?? []), piece.id]);
  }
  let waterInfo: WaterInfo | undefined;
  if (water) {
    const piece: AreaPiece = { id: nextId('water'), type: 'water', polygon: water.polygon };
    if (water.fordable) piece.fordable = true;
    pieces.push(piece);
    waterInfo = { kind: water.kind, sections: plan.water.sections, ids: [piece.id] };
    if (plan.water.width !== undefined) waterInfo.width = plan.water.width;
    if (plan.water.bridgeRoll !== undefined) waterInfo.bridgeRoll = plan.water.bridgeRoll;
  }
  const roads: RoadInfo[] = roadPieces.map(({ line, polys }) => {
    const ids = polys.map((polygon) => {
      const piece: AreaPiece = { id: nextId('road'), type: 'road', polygon };
      pieces.push(piece);
      return piece.id;
    });
    const info: RoadInfo = { reason: line.reason, direction: line.direction, sections: line.sections, ids };
    if (line.roll !== undefined) info.roll = line.roll;
    if (line.reason === 'bridge' && bridge && waterInfo) waterInfo.bridge = { ...bridge, road: ids[0] ?? '' };
    return info;
  });
  const sectionBuildings = new Map<number, string[]>();
  const buildings = placed.map((p) => {
    const id = nextId('building');
    pieces.push({ ...p.piece, id });
    sectionBuildings.set(p.info.section, [...(sectionBuildings.get(p.info.section) ?? []), id]);
    return { id, ...p.info };
  });

  const hasBuildings = new Set(plan.buildingCounts.map((b) => b.section));
  const terrain: Terrain = {
    overall: plan.overall,
    sections: plan.sections.map((s) => ({
      section: s.section,
      roll: s.roll,
      ref: s.ref,
      type: s.cell.type,
      water: s.cell.water,
      hasBuildings: hasBuildings.has(s.section),
      buildings: sectionBuildings.get(s.section) ?? [],
      pieces: sectionPieces.get(s.section) ?? [],
      dropped: dropped.get(s.section) ?? 0,
    })),
    pieces,
    buildings,
    roads,
    rolls,
  };
  if (plan.overallRoll !== undefined) terrain.overallRoll = plan.overallRoll;
  if (plan.encounter) terrain.encounter = plan.encounter;
  if (waterInfo) terrain.water = waterInfo;
  return params.extras ? addExtras(terrain, rec) : terrain;
}

/** Tables rolled again at most, for an encounter whose far edge can't be reached (then the last is kept). */
export const ENCOUNTER_REROLLS = 8;

/**
 * Whether a table serves what it is rolled for. An encounter needs every third of the far edge; two sides set up
 * at the edges need only to meet. A Patrol needs more: a spot to stand on within recon distance in every third
 * (play-test 15a, pt15a-09).
 */
export function tableFits(pieces: readonly TerrainPiece[], params: TerrainParams): boolean {
  return params.encounter === 'patrol'
    ? patrolReconnable(pieces)
    : params.encounter
      ? farEdgeReachable(pieces)
      : !params.crossable || edgesJoined(pieces);
}

/**
 * The same, from a seed (and optional scripted queues per purpose) through the game's own dice source. An
 * encounter's table must let the player's edge reach the far edge (reach.ts: a wide river with no bridge
 * can cut it in two, and nobody could then patrol, raid or come to attack), and so must a table asked to be
 * `crossable` (the menu's skirmish: its sides set up at those two edges); such a table is rolled again
 * from the seed with "#1", "#2"... added, which leaves every other table as it was.
 */
export function generateTerrainFromSeed(
  seed: string,
  params: TerrainParams = {},
  script: Partial<Record<string, number[][]>> = {},
): Terrain {
  const box = new DiceBox(seededDice(seed, script));
  let terrain: Terrain = { seed, ...generateTerrain(box.roll, params) };
  const fits = (t: Terrain) => tableFits(t.pieces, params);
  for (let k = 1; k <= ENCOUNTER_REROLLS && !fits(terrain); k++)
    terrain = { seed, ...generateTerrain(new DiceBox(seededDice(`${seed}#${k}`, script)).roll, params) };
  return terrain;
}
