// What the ground under a bare pointer is, when no figure is selected or hovered: the kinds of ground a new
// player cannot tell apart by their look alone (play-test 7, 4: the brown hatched blocks had no name anywhere).
// Each note says what the ground does, in the same numbers the movement rules use (geometry/movement.ts).
import type { Sketch } from '../../../core/sketch';
import type { TerrainPiece, Vec } from '../../../geometry/shapes';
import { pointInPolygon } from '../../../geometry/vec';

type Note = NonNullable<Sketch['note']>;

// The ground's rules are the book's Terrain & Scenery (p.26), not Line of Sight, the bare pointer's mode
// (play-test 10a, 17: deep water cited Line of Sight).
const info = (text: string): Note => ({ text, tone: 'info', section: 'terrainScenery' });

export function groundNote(terrain: readonly TerrainPiece[], p: Vec): Note | undefined {
  const under = new Set<string>();
  let fordable = false;
  for (const t of terrain) {
    if (!('polygon' in t) || t.type === 'building' || t.type === 'hill') continue;
    if (!pointInPolygon(p, t.polygon)) continue;
    under.add(t.type);
    if (t.type === 'water' && 'fordable' in t && t.fordable) fordable = true;
  }
  if (under.has('road') && under.has('impassable'))
    return info(
      'A road through impassable ground: the only way across it, at a quarter of normal speed (4" of move for each inch).',
    );
  if (under.has('road')) return undefined;
  if (under.has('impassable'))
    return info(
      'Impassable ground (the foot of a mountain or a cliff): no figure may go on it, except along a road through it.',
    );
  if (under.has('water'))
    return info(
      fordable
        ? 'A stream: a figure stops at its edge, then wades across at normal speed.'
        : 'Deep water: no figure may go into it.',
    );
  if (under.has('rocky'))
    return info(
      'Rocky ground: half speed off a road (2" of move for each inch); a figure standing still on it is in cover.',
    );
  return undefined;
}
