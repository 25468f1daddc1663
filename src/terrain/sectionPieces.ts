// The terrain that fills each section: a hill (with its crest), woods, a wooded hill (hill plus woods on it)
// or impassable ground; clear sections get no piece. Outlines are drawn from a few 'terrain' dice.
import type { Roller } from '../core/dice/roll';
import type { SectionTerrain } from './tables/terrainGenerator';
import type { AreaPiece, HillPiece } from '../geometry/shapes';
import { blob, SECTION_COVERAGE } from './blob';
import { crestFor } from './crest';
import { rectCentre, sectionCell, sectionRect, type Rect } from './rect';

/** Neighbouring sections' pieces keep this far inside their own section, so borders stay readable. */
export const SECTION_INSET = 0.15;
/** Impassable ground in the left and middle columns stays this far from x = 12, leaving a 1.5" pass. */
export const PASS_HALF_WIDTH = 0.75;
export const PASS_X = 12;
/** Nothing impassable or wet within this distance of the player's (bottom) edge. */
export const ENTRY_STRIP = 1;

export type LandPiece = (HillPiece | AreaPiece) & { section: number };

/** The box a section's piece must stay in. */
export function pieceRect(section: number, type: SectionTerrain): Rect {
  const r = sectionRect(section);
  const box: Rect = {
    x0: r.x0 + SECTION_INSET,
    y0: r.y0 + SECTION_INSET,
    x1: r.x1 - SECTION_INSET,
    y1: r.y1 - SECTION_INSET,
  };
  if (type === 'impassable') {
    const { col, row } = sectionCell(section);
    if (col === 0) box.x1 = PASS_X - PASS_HALF_WIDTH;
    if (col === 1) box.x0 = PASS_X + PASS_HALF_WIDTH;
    if (row === 2) box.y1 = Math.min(box.y1, r.y1 - ENTRY_STRIP - 0.05);
  }
  return box;
}

function shapeDice(roll: Roller, count: number, note: string): number[] {
  return roll({ purpose: 'terrain', count, note: `shape: ${note}` });
}

function hill(section: number, roll: Roller): LandPiece {
  const dice = shapeDice(roll, 9, `hill in section ${section}`);
  const box = pieceRect(section, 'hill');
  const polygon = blob(box, dice.slice(0, 8), { minArea: SECTION_COVERAGE + 0.5 });
  const angle = ((dice[8] as number) - 1) * 30;
  const crest = crestFor(polygon, angle, ((dice[0] as number) - 3.5) / 2.5, rectCentre(box));
  return { id: '', type: 'hill', polygon, crest, section };
}

function area(section: number, type: 'woods' | 'impassable', roll: Roller): LandPiece {
  const dice = shapeDice(roll, 8, `${type} in section ${section}`);
  const polygon = blob(pieceRect(section, type), dice, { minArea: SECTION_COVERAGE + 0.5 });
  return { id: '', type, polygon, section };
}

/** The pieces for one section, in drawing order (a wooded hill's woods lie over its hill). */
export function piecesForSection(section: number, type: SectionTerrain, roll: Roller): LandPiece[] {
  switch (type) {
    case 'clear':
      return [];
    case 'hill':
      return [hill(section, roll)];
    case 'woods':
      return [area(section, 'woods', roll)];
    case 'woodedHill':
      return [hill(section, roll), area(section, 'woods', roll)];
    case 'impassable':
      return [area(section, 'impassable', roll)];
  }
}
