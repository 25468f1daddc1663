// Whether a figure set down by a file stands inside a wall: a building's outline (not at a door or window), a
// wall or fence line, or a river drawn as a line (the action-card skirmish's barrier). A file check asks it, so
// a figure placed in a wall is one clear line (exit 2) instead of a battle that starts with it stuck there.
// Chain Reaction leaves impassable ground alone on purpose (a figure caught there may walk out, and a road may
// cross it); the variants' file checks refuse a figure inside it with impassableHolding. Start spots the games make
// keep a reach from walls and lines (baseNearWall, startSpotClear).
import { pointInPolygon } from '../geometry/vec';
import { distanceToOutline, distanceToSegment, OPENING_TOLERANCE } from './terrainSchema';

type Pt = readonly [number, number];

/** How near a figure's centre may come to a wall's line before it stands in the wall: the wall's own thickness. */
export const WALL_THICKNESS = 0.05;

/** The pieces the check reads; every game's terrain pieces fit this shape. */
export interface PlacedPiece {
  id: string;
  type: string;
  polygon?: readonly Pt[];
  line?: readonly Pt[];
  openings?: readonly { at: Pt }[];
}

/** Whether `p` comes within `r` of the line's segments. */
function lineWithin(p: Pt, line: readonly Pt[], r: number): boolean {
  for (let i = 1; i < line.length; i++) if (distanceToSegment(p, line[i - 1]!, line[i]!) < r) return true;
  return false;
}

/** Words for why no figure can stand at `p` ('is in the wall of building b1'), or undefined when it can. */
export function blockedSpot(terrain: readonly PlacedPiece[], p: Pt): string | undefined {
  for (const t of terrain) {
    // A figure may stand in a doorway or at a window: the wall has a gap there.
    const atOpening = (t.openings ?? []).some((o) => Math.hypot(o.at[0] - p[0], o.at[1] - p[1]) <= OPENING_TOLERANCE);
    if (t.type === 'building' && t.polygon && !atOpening && distanceToOutline(p, t.polygon) < WALL_THICKNESS)
      return `is in the wall of building ${t.id}`;
    if ((t.type === 'wall' || t.type === 'fence') && t.line && lineWithin(p, t.line, WALL_THICKNESS))
      return `is in ${t.type} ${t.id}`;
    if (t.type === 'river' && t.line && lineWithin(p, t.line, WALL_THICKNESS)) return `is on the line of river ${t.id}`;
  }
  return undefined;
}

/** The pieces the impassable check reads: an area piece has a type and an outline. */
export interface AreaPiece {
  id: string;
  type: string;
  polygon?: readonly Pt[];
}

/**
 * The id of the impassable piece holding `p`, if any. The variants' file checks refuse such a figure (it could
 * never move); Chain Reaction does not ask, since its figures may walk out of impassable ground.
 */
export function impassableHolding(terrain: readonly AreaPiece[], p: Pt): string | undefined {
  for (const t of terrain) if (t.type === 'impassable' && t.polygon && pointInPolygon(p, t.polygon)) return t.id;
  return undefined;
}

/**
 * How far a start spot the game makes keeps its figure's centre from a building, deep or shallow water,
 * impassable ground, and any wall or fence line: a base's half-inch radius and a little over, so the whole
 * base stands clear and the file check above (a centre in a wall) can never refuse the game's own spots.
 */
export const START_CLEARANCE = 0.7;

/** The pieces a start spot reads: area pieces by their outline, walls and fences by their line. */
export interface StartPiece {
  type: string;
  polygon?: readonly Pt[];
  line?: readonly Pt[];
}

/**
 * Whether a base whose centre is at `p` reaches within `reach` of a wall: a building's outline, or a wall,
 * fence or river drawn as a line (decision 46 in the action-card game: a figure starts in a feature or out of
 * it, never across its wall). The games' start spots ask it, each with its own reach.
 */
export function baseNearWall(terrain: readonly StartPiece[], p: Pt, reach: number): boolean {
  for (const t of terrain) {
    if ((t.type === 'wall' || t.type === 'fence' || t.type === 'river') && t.line && lineWithin(p, t.line, reach))
      return true;
    if (t.type === 'building' && t.polygon && distanceToOutline(p, t.polygon) < reach) return true;
  }
  return false;
}

/**
 * May the game set a figure down at `p` when it makes a battle's start spots? Not inside or within
 * START_CLEARANCE of a building, water or impassable ground, nor within it of a wall, fence or river line
 * (issue 19: the same-side spots put figures on a building's outline, and a file check had to be taken back).
 */
export function startSpotClear(terrain: readonly StartPiece[], p: Pt): boolean {
  if (baseNearWall(terrain, p, START_CLEARANCE)) return false;
  for (const t of terrain) {
    if ((t.type === 'building' || t.type === 'water' || t.type === 'impassable') && t.polygon) {
      if (pointInPolygon(p, t.polygon) || distanceToOutline(p, t.polygon) < START_CLEARANCE) return false;
    }
  }
  return true;
}
