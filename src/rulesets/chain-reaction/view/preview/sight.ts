// What the sight overlays show, asked through the engine's own world adapter (src/rulesets/chain-reaction/engine/world.ts)
// - the same functions `sim`'s los and cover queries use - so the picture always agrees with the rules:
// the line of sight with its blocker, cover and concealment, and what a figure can see.
import type { GameState, FigureState } from '../../state';
import { coverOf, geoOf, sightLine } from '../../engine/world';
import { lineOfSight, type LosResult } from '../../../../geometry/los';
import { visibilityPolygon, type VisibilityResult } from '../../../../geometry/visibility';
import type { CoverResult } from '../../../../geometry/cover';
import type { World } from '../../../../geometry/world';
import type { TerrainPiece, Vec } from '../../../../geometry/shapes';
import { placeName, plainPlaces } from '../../explain/places';

export type BlockerShape = { kind: 'piece'; piece: TerrainPiece } | { kind: 'figure'; figure: FigureState };

export interface SightPreview extends LosResult {
  from: Vec;
  to: Vec;
  /** The thing in the way, to outline. */
  shape?: BlockerShape;
  /** Its plain name, as the reason's words give it: "the building in the north-east", "Jax". */
  blockerName?: string;
}

// The geometry's reason says whether the blocker is a figure or a piece: a file may give a building and a
// figure the same id ("b6"), and then the building in the way must not be outlined or named as the figure.
function shapeOf(s: GameState, res: LosResult): BlockerShape | undefined {
  const id = res.blocker;
  if (!id) return undefined;
  if (res.reason === 'figure') {
    const f = s.figures[id];
    return f ? { kind: 'figure', figure: f } : undefined;
  }
  const piece = s.terrain.find((t) => t.id === id);
  return piece ? { kind: 'piece', piece } : undefined;
}

function nameOf(s: GameState, shape: BlockerShape | undefined): string | undefined {
  if (!shape) return undefined;
  if (shape.kind === 'figure') return shape.figure.id;
  const t = shape.piece;
  const name = placeName(s, t.id) ?? t.type;
  return t.type === 'hill' ? `the crest of ${name}` : name;
}

/**
 * Sight from figure `a` to figure `b` (exactly what the rules use: facing, ducked-back pairs, bases), or
 * to a bare point where a standing figure could be.
 */
export function sightPreview(s: GameState, w: World, a: FigureState, to: FigureState | Vec): SightPreview {
  const target = Array.isArray(to) ? undefined : (to as FigureState);
  const at: Vec = target ? target.at : (to as Vec);
  const res = target ? sightLine(s, w, a, target) : lineOfSight(w, geoOf(a), { id: '(pointer)', at, facing: 0 });
  const shape = res.clear ? undefined : shapeOf(s, res);
  // The geometry's words name pieces by id: shown with their plain names.
  // The geometry's words name pieces by id and the blocking point by its coordinates: shown with plain
  // names and no coordinates (the line on the table shows where).
  const text = plainPlaces(res.text, s)
    .replace(/ at \(-?\d+(?:\.\d+)?, -?\d+(?:\.\d+)?\)/g, '')
    // The bare point's internal name reads as "that point" (play-test 5, entry 3).
    .replace(/\(pointer\)/g, 'that point');
  const out: SightPreview = { ...res, text, from: a.at, to: at };
  if (shape) {
    out.shape = shape;
    out.blockerName = nameOf(s, shape)!;
  }
  return out;
}

/**
 * The note beside the pointer for a sight line from `viewer` to a figure (`target`) or to the spot under
 * the pointer: who sees what and how far, or what is in the way (named once).
 */
export function sightNote(sp: SightPreview, viewer: string, target?: string): { text: string; tone: 'good' | 'bad' } {
  const d = `${sp.distance.toFixed(1)}"`;
  // The reason's words already name the blocker plainly (the line on the table shows where).
  const why = sp.text;
  if (target)
    return sp.clear
      ? { text: `${viewer} sees ${target} (${d}).`, tone: 'good' }
      : { text: `${viewer} can't see ${target}: ${why}.`, tone: 'bad' };
  return sp.clear
    ? { text: `${viewer} would see a figure standing here (${d}).`, tone: 'good' }
    : { text: `Not in sight from ${viewer} here: ${why}.`, tone: 'bad' };
}

/**
 * Cover and concealment of `f` against `from`, as the rules read it; given the state, its reasons name the
 * pieces plainly ("inside the building in the north-east").
 */
export function coverPreview(w: World, f: FigureState, from: FigureState, s?: GameState): CoverResult {
  const c = coverOf(w, f, from);
  return s ? { ...c, reasons: c.reasons.map((r) => plainPlaces(r, s)) } : c;
}

/** What a figure can see: its front arc cut by terrain, woods and the night or weather limit. */
export function visibilityOf(w: World, f: FigureState): VisibilityResult {
  return visibilityPolygon(w, geoOf(f));
}
