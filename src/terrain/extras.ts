// The later rules systems' terrain on a generated table (RULINGS-variants.md): scrub patches and wooden or wire
// fences in clear sections, rubble beside buildings, and the book's wide river as a 'river' piece. Chain
// Reaction's book generator makes none of these, so they are added only when asked (TerrainParams.extras),
// after every book roll, with their own 'terrain' dice: the book's part of the table is the same either way.
// Promise: every added piece lies inside its section, touches no other piece, and a fence crosses none.
import type { Roller } from '../core/dice/roll';
import type { AreaPiece, FencePiece, Polygon, TerrainPiece, Vec } from '../geometry/shapes';
import { blob } from './blob';
import { boundsOf, grow, rectsOverlap, sectionRect, TABLE_RECT, type Rect } from './rect';
import { round2 } from './polygon';
import type { Terrain } from './types';

/** Room kept between an added piece and any other, in inches (a base can pass between them). */
export const EXTRA_GAP = 1;

function outline(t: TerrainPiece): readonly Vec[] {
  return t.type === 'wall' || t.type === 'fence' ? t.line : t.polygon;
}

/** Whether the new piece's box, grown by EXTRA_GAP, stays clear of every other piece's box (a safe "no touch"). */
function clear(pieces: readonly TerrainPiece[], pts: Polygon): boolean {
  const box = grow(boundsOf(pts), EXTRA_GAP);
  return pieces.every((p) => !rectsOverlap(box, boundsOf(outline(p))));
}

function rectPoly(r: Rect): Vec[] {
  return [
    [r.x0, r.y0],
    [r.x1, r.y0],
    [r.x1, r.y1],
    [r.x0, r.y1],
  ];
}

const d6 = (roll: Roller, note: string, count = 1): number[] => roll({ purpose: 'terrain', count, note });

/** Adds scrub, rubble and fences to a generated table and turns its wide river into 'river' pieces. */
export function addExtras(terrain: Terrain, roll: Roller): Terrain {
  const pieces: TerrainPiece[] = terrain.pieces.map((p) =>
    p.type === 'water' && terrain.water?.kind === 'river' && terrain.water.ids.includes(p.id) && !p.fordable
      ? ({ id: p.id, type: 'river', polygon: p.polygon } satisfies AreaPiece)
      : p,
  );
  let n = 0;
  const add = (p: TerrainPiece): void => {
    pieces.push(p);
    n++;
  };
  for (const s of terrain.sections) {
    if (s.type !== 'clear') continue;
    const r = sectionRect(s.section);
    // Scrub on a 5-6: a patch about 5" x 4" at a rolled spot of the section.
    const [scrub] = d6(roll, `scrub in section ${s.section}`);
    if (scrub! >= 5) {
      const [dx, dy] = d6(roll, `scrub spot, section ${s.section}`, 2);
      const x0 = r.x0 + 1 + (dx! - 1) * 1,
        y0 = r.y0 + 1 + (dy! - 1) * 1.2;
      const box: Rect = { x0, y0, x1: x0 + 5, y1: y0 + 4 };
      const shape = blob(box, d6(roll, `shape: scrub, section ${s.section}`, 4), { minArea: 8 }).map((p): Vec => [
        round2(p[0]),
        round2(p[1]),
      ]);
      if (clear(pieces, shape)) add({ id: `sc${n + 1}`, type: 'scrub', polygon: shape });
    }
    // A fence on a 4-6 (wire on a 6): a straight 6" run across the section at a rolled height.
    const [fence] = d6(roll, `fence in section ${s.section}`);
    if (fence! >= 4) {
      const [dy] = d6(roll, `fence line, section ${s.section}`);
      const y = r.y0 + 2 + (dy! - 1) * 1.6;
      const line: Vec[] = [
        [r.x0 + 3, y],
        [r.x0 + 9, y],
      ];
      const piece: FencePiece = { id: `f${n + 1}`, type: 'fence', line, kind: fence === 6 ? 'wire' : 'wooden' };
      if (clear(pieces, line)) add(piece);
    }
  }
  // Rubble on a 6 beside a building: a 2" square off its right side (or its left, when the right is taken).
  for (const b of terrain.buildings) {
    const [die] = d6(roll, `rubble beside ${b.id}`);
    if (die !== 6) continue;
    const piece = pieces.find((p) => p.id === b.id);
    if (!piece || piece.type !== 'building') continue;
    const box = boundsOf(piece.polygon);
    const my = (box.y0 + box.y1) / 2;
    for (const x0 of [box.x1 + EXTRA_GAP + 0.5, box.x0 - EXTRA_GAP - 2.5]) {
      const sq = rectPoly({ x0, y0: my - 1, x1: x0 + 2, y1: my + 1 });
      const t = TABLE_RECT;
      const inside = sq.every((p) => p[0] >= t.x0 && p[1] >= t.y0 && p[0] <= t.x1 && p[1] <= t.y1);
      if (inside && clear(pieces, sq)) {
        add({ id: `ru${n + 1}`, type: 'rubble', polygon: sq });
        break;
      }
    }
  }
  return { ...terrain, pieces };
}
