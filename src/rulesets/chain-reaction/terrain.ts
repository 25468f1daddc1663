// How Chain Reaction reads the terrain kinds the later rules systems added to the shared table (RULINGS-variants.md):
// each as the nearest kind its own book knows. Scrub and rubble are rocky ground, a river is water (not fordable,
// as the book's wide river), and a fence is a low wall: a wooden one of DV 1, a wire one of DV 0 (cover to
// shoot from behind, as any wall, but it stops no blast). Done once when the battle starts, so every rule
// after sees only the book's own pieces. See docs/rules-notes (terrain of the other games).
import type { TerrainPiece } from '../../geometry/shapes';

export function asChainReaction(p: TerrainPiece): TerrainPiece {
  switch (p.type) {
    case 'scrub':
    case 'rubble':
      return { id: p.id, type: 'rocky', polygon: p.polygon };
    case 'river':
      return { id: p.id, type: 'water', polygon: p.polygon };
    case 'fence':
      return { id: p.id, type: 'wall', line: p.line, dv: p.kind === 'wooden' ? 1 : 0 };
    default:
      return p;
  }
}
