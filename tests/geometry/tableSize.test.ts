// The table's size is a parameter of geometry: 36" x 36" by default, up to 72" x 48". Sight, the visibility
// polygon, moves and pictures all reach to the table's own edge, and no further.
import { describe, expect, it } from 'vitest';
import { canSee } from '../../src/geometry/los';
import { moveAlongPath } from '../../src/geometry/movement';
import { inTheOpen, prepareTerrain } from '../../src/geometry/prepared';
import { renderAscii } from '../../src/geometry/ascii';
import { visibilityPolygon } from '../../src/geometry/visibility';
import { makeWorld } from '../../src/geometry/world';
import { MAX_TABLE, type GeoFigure, type TerrainPiece, type Vec } from '../../src/geometry/shapes';

const fig = (id: string, at: Vec, facing = 0): GeoFigure => ({
  id,
  side: 'blue',
  at,
  facing,
  stance: 'standing',
  blocksSight: true,
  targetable: true,
});
const house: TerrainPiece = {
  id: 'b1',
  type: 'building',
  polygon: [
    [50, 20],
    [56, 20],
    [56, 26],
    [50, 26],
  ],
  dv: 3,
  floors: 1,
  areas: 1,
  openings: [],
};

describe('a 72" x 48" table', () => {
  const world = makeWorld([house], [], undefined, MAX_TABLE);

  it('sight and the open-ground shortcut work beyond 36"', () => {
    expect(canSee(world, fig('a', [40, 23]), fig('b', [70, 23]))).toBe(false); // the house at 50-56 is between
    expect(canSee(world, fig('a', [40, 40]), fig('b', [70, 40]))).toBe(true);
    expect(inTheOpen(world.terrain, 60, 40)).toBe(true);
    expect(inTheOpen(world.terrain, 53, 23)).toBe(false);
  });

  it('the visibility polygon reaches the table\'s far corner, not 36"', () => {
    const v = visibilityPolygon(world, fig('a', [10, 10], 0), { ignoreFacing: true });
    const far = Math.max(...v.polygon.map((p) => p[0]));
    const low = Math.max(...v.polygon.map((p) => p[1]));
    expect(far).toBeCloseTo(72, 6);
    expect(low).toBeCloseTo(48, 6);
  });

  it('a move runs to its edge: past 36" on the big table, stopped at 36" on the default one', () => {
    const path: Vec[] = [
      [30, 10],
      [50, 10],
    ];
    const big = moveAlongPath(path, { terrain: [], allowance: 30, tableSize: MAX_TABLE });
    expect(big.at).toEqual([50, 10]);
    const small = moveAlongPath(path, { terrain: [], allowance: 30 });
    expect(small.stopped).toBe('tableEdge');
    expect(small.at[0]).toBeCloseTo(36, 6);
  });

  it('a picture is the whole table, one character per inch', () => {
    const rows = renderAscii(prepareTerrain([house], MAX_TABLE)).split('\n');
    expect(rows).toHaveLength(48);
    expect(rows[0]).toHaveLength(72);
    expect(rows[22]!.slice(50, 56)).toBe('######');
  });
});
