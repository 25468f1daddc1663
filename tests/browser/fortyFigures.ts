// A crowded scenario for timing the overlays: 20 figures a side on a generated urban table, written as a
// scenario file so the test loads it the way a player would.
import { generateTerrainFromSeed } from '../../src/terrain';
import { terrainToSpecs } from '../../src/app/scenarioJson';
import { insidePolygon } from '../../src/geometry/segments';
import { blockedSpot } from '../../src/scenario/placement';
import type { TerrainPiece } from '../../src/geometry/shapes';

export function fortyFigures(): string {
  const pieces = generateTerrainFromSeed('forty', { overall: 'urban' }).pieces;
  // Not in a wall or on a fence line either: a file setting a figure there is refused (src/scenario/placement.ts).
  const free = (x: number, y: number) =>
    !blockedSpot(pieces, [x, y]) &&
    !pieces.some(
      (t: TerrainPiece) =>
        (t.type === 'building' || t.type === 'water' || t.type === 'impassable') && insidePolygon(x, y, t.polygon),
    );
  const side = (id: string, y0: number, facing: number) => {
    const figures = [];
    for (let i = 0, k = 0; figures.length < 20 && k < 400; k++) {
      const x = 1.5 + (k % 17) * 2,
        y = y0 + Math.floor(k / 17) * 2.2;
      if (!free(x, y)) continue;
      figures.push({
        id: `${id}${++i}`,
        rep: 3 + (i % 3),
        star: i === 1,
        weapon: ['AR', 'SMG', 'P', 'SAW'][i % 4],
        at: [x, y],
        facing,
      });
    }
    return figures;
  };
  return JSON.stringify({
    version: 1,
    seed: 'forty',
    terrain: terrainToSpecs(pieces),
    sides: [
      { id: 'blue', control: 'human', force: 'military', figures: side('b', 27, 270) },
      { id: 'red', control: 'ai', force: 'gang', figures: side('r', 2, 90) },
    ],
    dice: { activation: [[5, 2]] },
  });
}
