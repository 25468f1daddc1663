// Every book roll of terrain generation (pp. 25-27), made in a fixed order before anything is drawn:
// overall type, one Terrain Generator die per section, the water and road dice ('terrain' purpose),
// then building counts and types ('buildings' purpose). Scripted dice therefore line up with the book's steps.
import { halfD6, inRange } from '../core/dice/read';
import type { Roller } from '../core/dice/roll';
import { buildingKind, buildingRef, type BuildingKind } from './tables/buildingType';
import { overallFor, terrainCell, terrainRef, type OverallTerrain, type TerrainCell } from './tables/terrainGenerator';
import type { TableRef } from '../core/tables/types';
import { pickIndex } from './pick';
import type { Encounter, RoadDirection, TerrainParams } from './types';

export interface SectionPlan {
  section: number;
  roll: number;
  cell: TerrainCell;
  ref: TableRef;
}

export interface BuildingPlan {
  section: number;
  roll: number;
  kind: BuildingKind;
  ref: TableRef;
}

export interface WaterPlan {
  sections: number[];
  /** 1 for the fordable river, 4 + 1/2d6 for the wide one, absent for a lake. */
  width?: number;
  bridgeRoll?: number;
  bridgeSection?: number;
}

export interface RoadPlan {
  /** Sections holding buildings, in section order. */
  sections: number[];
  roll?: number;
  direction?: RoadDirection;
  /** Buildings in section 5 make a crossroads. */
  crossroads: boolean;
}

export interface TerrainPlan {
  overall: OverallTerrain;
  overallRoll?: number;
  encounter?: Encounter;
  sections: SectionPlan[];
  /** Per section, how many buildings the table gave and how many the Encounter added. */
  buildingCounts: { section: number; roll?: number; fromTable: number; extra: number; extraRoll?: number }[];
  buildings: BuildingPlan[];
  water: WaterPlan;
  road: RoadPlan;
}

export function rollOverall(roll: Roller): { overall: OverallTerrain; die: number } {
  const die = roll({ purpose: 'terrain', count: 1, note: 'overall terrain type' })[0] as number;
  return { overall: overallFor(die), die };
}

/** One Terrain Generator die per section, 1 to 9. */
export function rollSections(roll: Roller, overall: OverallTerrain): SectionPlan[] {
  const out: SectionPlan[] = [];
  for (let section = 1; section <= 9; section++) {
    const die = roll({ purpose: 'terrain', count: 1, note: `terrain in section ${section}` })[0] as number;
    out.push({ section, roll: die, cell: terrainCell(die, overall), ref: terrainRef(die, overall) });
  }
  return out;
}

/** The section an Encounter puts extra buildings in. */
export function encounterBuildingSection(encounter: Encounter | undefined): number | undefined {
  return encounter === 'raid' ? 2 : encounter === 'defend' ? 8 : undefined;
}

export function rollPlan(roll: Roller, params: TerrainParams = {}): TerrainPlan {
  let overall = params.overall;
  let overallRoll: number | undefined;
  if (!overall) ({ overall, die: overallRoll } = rollOverall(roll));
  const sections = rollSections(roll, overall);

  const water: WaterPlan = { sections: sections.filter((s) => s.cell.water).map((s) => s.section) };
  if (water.sections.length === 2) water.width = 1;
  if (water.sections.length >= 3) {
    const w = roll({ purpose: 'terrain', count: 1, note: 'river width (4 + 1/2d6)' })[0] as number;
    water.width = 4 + halfD6(w);
    water.bridgeRoll = roll({ purpose: 'terrain', count: 1, note: 'bridge (1-3)' })[0] as number;
    if (inRange(water.bridgeRoll, 1, 3)) {
      water.bridgeSection = water.sections[pickIndex(roll, water.sections.length, 'terrain', 'bridge section')];
    }
  }

  const extraSection = encounterBuildingSection(params.encounter);
  const buildingSections = sections.filter((s) => s.cell.buildings || s.section === extraSection).map((s) => s.section);
  const road: RoadPlan = { sections: buildingSections, crossroads: buildingSections.includes(5) };
  if (buildingSections.some((s) => s !== 5)) {
    road.roll = roll({
      purpose: 'terrain',
      count: 1,
      note: 'road direction (1-4 top to bottom, 5-6 left to right)',
    })[0] as number;
    road.direction = inRange(road.roll, 1, 4) ? 'topToBottom' : 'leftToRight';
  }

  const buildingCounts: TerrainPlan['buildingCounts'] = [];
  for (const s of sections) {
    if (!s.cell.buildings) continue;
    const die = roll({ purpose: 'buildings', count: 1, note: `buildings in section ${s.section}` })[0] as number;
    const urban = overall === 'urban';
    buildingCounts.push({ section: s.section, roll: die, fromTable: (urban ? 3 : 0) + halfD6(die), extra: 0 });
  }
  if (extraSection !== undefined) {
    const die = roll({
      purpose: 'buildings',
      count: 1,
      note: `encounter buildings in section ${extraSection}`,
    })[0] as number;
    let entry = buildingCounts.find((b) => b.section === extraSection);
    if (!entry) {
      entry = { section: extraSection, fromTable: 0, extra: 0 };
      buildingCounts.push(entry);
      buildingCounts.sort((a, b) => a.section - b.section);
    }
    entry.extra = halfD6(die);
    entry.extraRoll = die;
  }

  const buildings: BuildingPlan[] = [];
  for (const b of buildingCounts) {
    for (let i = 0; i < b.fromTable + b.extra; i++) {
      const die = roll({ purpose: 'buildings', count: 1, note: `building type, section ${b.section}` })[0] as number;
      buildings.push({
        section: b.section,
        roll: die,
        kind: buildingKind(die, overall),
        ref: buildingRef(die, overall),
      });
    }
  }

  const plan: TerrainPlan = { overall, sections, buildingCounts, buildings, water, road };
  if (overallRoll !== undefined) plan.overallRoll = overallRoll;
  if (params.encounter) plan.encounter = params.encounter;
  return plan;
}
