// The plain table's short terrain words ("woods", "hill", "rocky ground"), printed on the pieces themselves so
// a new player can tell a wood from a hill without hovering (issue 19, 10). The word is the game's own hover
// line up to its colon ("woods: soft cover" -> "woods"); the spots are worked out here, game-free, in world
// pixels, and two words never overlap. Plain arithmetic, no Phaser: the scene measures the words.
import type { BoardPoint, BoardShape, BoardTerrain } from '../../core/board';
import { inShape } from './hit';
import { boxesMeet, boxMeetsDisc, type Box, type Disc } from './labels';

/** The short word of a piece: its hover line up to the first colon (or semicolon), else the look's name. */
export function terrainWord(t: BoardTerrain): string {
  // Without a leading article: "the trees: ..." reads "trees" on the piece.
  const head = t.label
    .split(/[:;(]/)[0]!
    .trim()
    .replace(/^(the|a|an) /i, '');
  return head && head.length <= 24 ? head : t.look;
}

/** A point `f` of the way along a path (0 its start, 1 its end), in inches. */
function along(points: readonly BoardPoint[], f: number): BoardPoint {
  const legs = points
    .slice(1)
    .map((p, i) => [points[i]!, p, Math.hypot(p[0] - points[i]![0], p[1] - points[i]![1])] as const);
  let left = (legs.reduce((a, l) => a + l[2], 0) * f) as number;
  for (const [a, b, len] of legs) {
    if (left <= len && len > 0) return [a[0] + ((b[0] - a[0]) * left) / len, a[1] + ((b[1] - a[1]) * left) / len];
    left -= len;
  }
  return points[0] ?? [0, 0];
}

/** The box's extent round a piece's shape, in inches. */
function bounds(s: BoardShape): Box {
  if (s.kind === 'rect') return { x: s.x, y: s.y, w: s.w, h: s.h };
  if (s.kind === 'circle') return { x: s.at[0] - s.r, y: s.at[1] - s.r, w: 2 * s.r, h: 2 * s.r };
  const xs = s.points.map((p) => p[0]);
  const ys = s.points.map((p) => p[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}

/**
 * Where a piece's word may be centred, in inches, best first: an area's middle, then points across it (nearest
 * the middle first, each inside the piece); a path's half-way point, then further along it either way.
 */
function spotsOf(s: BoardShape): BoardPoint[] {
  if (s.kind === 'line') return [0.5, 0.35, 0.65, 0.2, 0.8].map((f) => along(s.points, f));
  const b = bounds(s);
  const mid: BoardPoint = [b.x + b.w / 2, b.y + b.h / 2];
  const grid: BoardPoint[] = [];
  for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) grid.push([b.x + (b.w * i) / 8, b.y + (b.h * j) / 8]);
  const d = (p: BoardPoint) => Math.hypot(p[0] - mid[0], p[1] - mid[1]);
  return [mid, ...grid.sort((a, c) => d(a) - d(c))].filter((p) => inShape(s, p));
}

export interface TerrainWordSpot {
  /** Index into the terrain list. */
  piece: number;
  word: string;
  box: Box;
}

/**
 * Each piece's word on its piece (a path's word just beside its middle), in world pixels (`ppi` per inch), off
 * the figures where the piece has room; a word that would overlap one already placed goes elsewhere on its
 * piece, or is left out (the hover line still names the piece). Largest areas first, so a big wood is named
 * before the wall in it.
 */
export function terrainWordSpots(
  terrain: readonly BoardTerrain[],
  ppi: number,
  measure: (word: string) => readonly [number, number],
  table: Box,
  /** The figures' tokens (world pixels): a word keeps off them where the piece has room. */
  discs: readonly Disc[] = [],
): TerrainWordSpot[] {
  const size = (s: BoardShape) =>
    s.kind === 'rect'
      ? s.w * s.h
      : s.kind === 'circle'
        ? Math.PI * s.r * s.r
        : s.kind === 'polygon'
          ? (Math.max(...s.points.map((p) => p[0])) - Math.min(...s.points.map((p) => p[0]))) *
            (Math.max(...s.points.map((p) => p[1])) - Math.min(...s.points.map((p) => p[1])))
          : 0;
  const order = terrain.map((_, i) => i).sort((a, b) => size(terrain[b]!.shape) - size(terrain[a]!.shape));
  const placed: TerrainWordSpot[] = [];
  for (const i of order) {
    const t = terrain[i]!;
    const word = terrainWord(t);
    const [w, h] = measure(word);
    const line = t.shape.kind === 'line' ? (t.shape.width * ppi) / 2 + h / 2 + 2 : 0;
    // The first spot clear of the figures and of the words already placed; with none, the first clear of the
    // words (a figure standing on it covers it, the figures being drawn over the ground).
    const boxes = spotsOf(t.shape).flatMap(([ax, ay]) =>
      (line ? [-line, line] : [0]).map((dy) => {
        const box = { x: ax * ppi - w / 2, y: ay * ppi + dy - h / 2, w, h };
        box.x = Math.max(table.x, Math.min(box.x, table.x + table.w - w));
        box.y = Math.max(table.y, Math.min(box.y, table.y + table.h - h));
        return box;
      }),
    );
    const wordsFree = (b: Box) => !placed.some((p) => boxesMeet(p.box, b));
    const box =
      boxes.find((b) => wordsFree(b) && !discs.some((d) => boxMeetsDisc(b, d))) ?? boxes.find((b) => wordsFree(b));
    if (box) placed.push({ piece: i, word, box });
  }
  return placed;
}
