// Terrain as the scenario file writes it. The game's terrain pieces already have the file's shape;
// copying field by field keeps anything extra a generator attaches out of saved files.
import type { TerrainPiece } from '../geometry/shapes';

type Pt = [number, number];
const pts = (ps: readonly (readonly [number, number])[]): Pt[] => ps.map((p) => [p[0], p[1]]);

export function terrainToSpecs(pieces: readonly TerrainPiece[]): Record<string, unknown>[] {
  return pieces.map((t) => {
    switch (t.type) {
      case 'building':
        return {
          id: t.id,
          type: t.type,
          polygon: pts(t.polygon),
          dv: t.dv,
          floors: t.floors,
          areas: t.areas,
          openings: t.openings.map((o) => ({ kind: o.kind, at: [o.at[0], o.at[1]] })),
        };
      case 'hill':
        return { id: t.id, type: t.type, polygon: pts(t.polygon), crest: pts(t.crest) };
      case 'wall':
        return {
          id: t.id,
          type: t.type,
          line: pts(t.line),
          dv: t.dv,
          ...(t.tall !== undefined ? { tall: t.tall } : {}),
        };
      case 'water':
        return {
          id: t.id,
          type: t.type,
          polygon: pts(t.polygon),
          ...(t.fordable !== undefined ? { fordable: t.fordable } : {}),
        };
      case 'fence':
        return { id: t.id, type: t.type, line: pts(t.line), kind: t.kind };
      default:
        return { id: t.id, type: t.type, polygon: pts(t.polygon) };
    }
  });
}
