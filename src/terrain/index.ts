// The terrain generator's public face: generate a table from dice or a seed, and the book-roll plan alone.
export { generateTerrain, generateTerrainFromSeed } from './generate';
export { rollPlan, rollSections, rollOverall, type TerrainPlan, type SectionPlan, type BuildingPlan } from './plan';
export type * from './types';
