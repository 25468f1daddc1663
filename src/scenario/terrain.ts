// Turns the file's terrain pieces into the geometry's TerrainPiece shapes. The schema already
// produces those shapes; copying field by field keeps the game state free of anything extra and
// makes the compiler flag any drift between the two.
import type { TerrainPiece } from '../geometry/shapes';
import type { TerrainSpec } from './terrainSchema';

type Pt = readonly [number, number];
const copy = (pts: readonly Pt[]): [number, number][] => pts.map((p) => [p[0], p[1]]);

export function toTerrainPiece(t: TerrainSpec): TerrainPiece {
  switch (t.type) {
    case 'building':
      return {
        id: t.id,
        type: 'building',
        polygon: copy(t.polygon),
        dv: t.dv,
        floors: t.floors,
        areas: t.areas,
        openings: t.openings.map((o) => ({ kind: o.kind, at: [o.at[0], o.at[1]] })),
      };
    case 'hill':
      return { id: t.id, type: 'hill', polygon: copy(t.polygon), crest: copy(t.crest) };
    case 'wall':
      return {
        id: t.id,
        type: 'wall',
        line: copy(t.line),
        dv: t.dv,
        ...(t.tall !== undefined ? { tall: t.tall } : {}),
      };
    case 'water':
      return {
        id: t.id,
        type: 'water',
        polygon: copy(t.polygon),
        ...(t.fordable !== undefined ? { fordable: t.fordable } : {}),
      };
    case 'fence':
      return { id: t.id, type: 'fence', line: copy(t.line), kind: t.kind };
    default:
      return { id: t.id, type: t.type, polygon: copy(t.polygon) };
  }
}
