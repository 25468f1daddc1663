// Drawing the plain table on a Phaser Graphics, in world pixels (PPI per inch): terrain shapes by look, a
// figure's token with its side's rim, facing tick and cross, group outlines, marks and previews.
import type Phaser from 'phaser';
import type { BoardFigure, BoardOverlay, BoardPoint, BoardShape, BoardTerrain } from '../../core/board';
import type { PreviewPicture } from '../../core/rulesetView';
import { groupOutline } from '../../app/board/hit';
import { HIGHLIGHT, LOOKS, rimOf, sideColour } from './palette';

type G = Phaser.GameObjects.Graphics;

/** World pixels per inch of the plain table. */
export const PPI = 32;

const w = (p: BoardPoint): [number, number] => [p[0] * PPI, p[1] * PPI];

function path(g: G, pts: readonly BoardPoint[], close: boolean): void {
  g.beginPath();
  pts.forEach((p, i) => (i === 0 ? g.moveTo(...w(p)) : g.lineTo(...w(p))));
  if (close) g.closePath();
}

function shape(g: G, s: BoardShape, fill: number, alpha: number, edge: number, edgePx: number): void {
  switch (s.kind) {
    case 'rect':
      g.fillStyle(fill, alpha).fillRect(s.x * PPI, s.y * PPI, s.w * PPI, s.h * PPI);
      g.lineStyle(edgePx, edge, 1).strokeRect(s.x * PPI, s.y * PPI, s.w * PPI, s.h * PPI);
      return;
    case 'circle':
      g.fillStyle(fill, alpha).fillCircle(s.at[0] * PPI, s.at[1] * PPI, s.r * PPI);
      g.lineStyle(edgePx, edge, 1).strokeCircle(s.at[0] * PPI, s.at[1] * PPI, s.r * PPI);
      return;
    case 'polygon':
      if (s.points.length < 3) return;
      g.fillStyle(fill, alpha);
      path(g, s.points, true);
      g.fillPath();
      g.lineStyle(edgePx, edge, 1);
      path(g, s.points, true);
      g.strokePath();
      return;
    case 'line': {
      if (s.points.length < 2) return;
      const width = Math.max(1, s.width * PPI);
      // The edge first, a little wider, then the fill over it; round joins from a disc at each bend.
      for (const [colour, extra] of [
        [edge, edgePx * 2],
        [fill, 0],
      ] as const) {
        g.lineStyle(width + extra, colour, extra ? 1 : alpha);
        path(g, s.points, false);
        g.strokePath();
        g.fillStyle(colour, extra ? 1 : alpha);
        for (const p of s.points) g.fillCircle(p[0] * PPI, p[1] * PPI, (width + extra) / 2);
      }
      return;
    }
  }
}

export function drawTerrain(g: G, terrain: readonly BoardTerrain[]): void {
  // Ground first (hills, water, roads), then what stands on it, so a wood on a hill still shows.
  const low = new Set(['hill', 'water', 'road', 'rough', 'scrub', 'crater', 'rubble']);
  const ordered = [...terrain.filter((t) => low.has(t.look)), ...terrain.filter((t) => !low.has(t.look))];
  for (const t of ordered) {
    const l = LOOKS[t.look] ?? LOOKS.other;
    shape(g, t.shape, l.fill, l.alpha, l.edge, 2);
  }
}

function polygonAround(g: G, x: number, y: number, r: number, sides: number, turn: number): void {
  g.beginPath();
  for (let k = 0; k <= sides; k++) {
    const a = turn + (k / sides) * Math.PI * 2;
    const px = x + Math.cos(a) * r;
    const py = y + Math.sin(a) * r;
    if (k === 0) g.moveTo(px, py);
    else g.lineTo(px, py);
  }
  g.closePath();
  g.strokePath();
}

/** A token: the side's colour (grey when down), its rim shape, the facing tick, a cross when down. */
export function drawToken(g: G, f: BoardFigure, colourIndex: number, r: number, px: number): void {
  const [x, y] = w(f.at);
  const colour = f.down ? 0x6b6f72 : sideColour(colourIndex);
  const rim = rimOf(colourIndex);
  const ink = HIGHLIGHT.dark;
  if (f.shape?.kind === 'rect') return drawRectToken(g, f, f.shape, colour, r, px);
  g.fillStyle(colour, f.down ? 0.75 : 1).fillCircle(x, y, r);
  g.lineStyle(2 * px, ink, 1);
  if (rim === 'ring' || rim === 'double') g.strokeCircle(x, y, r);
  if (rim === 'double') g.strokeCircle(x, y, r - 3 * px);
  if (rim === 'square') g.strokeRect(x - r, y - r, 2 * r, 2 * r);
  if (rim === 'diamond') polygonAround(g, x, y, r * 1.3, 4, 0);
  if (rim === 'hexagon') polygonAround(g, x, y, r * 1.12, 6, 0);
  if (rim === 'triangle') polygonAround(g, x, y, r * 1.6, 3, -Math.PI / 2);
  if (f.facing !== undefined && !f.down) {
    const a = (f.facing * Math.PI) / 180;
    g.lineStyle(3 * px, ink, 1).lineBetween(
      x + Math.cos(a) * r * 0.55,
      y + Math.sin(a) * r * 0.55,
      x + Math.cos(a) * r * 1.35,
      y + Math.sin(a) * r * 1.35,
    );
  }
  if (f.down) {
    const k = r * 0.7;
    g.lineStyle(3 * px, 0x2a2a2a, 1);
    g.lineBetween(x - k, y - k, x + k, y + k);
    g.lineBetween(x - k, y + k, x + k, y - k);
  }
}

/**
 * A rectangular token (a vehicle): its length along the facing, at least the round token's size on screen,
 * outlined in ink, a wedge at the front end, a cross when down.
 */
function drawRectToken(
  g: G,
  f: BoardFigure,
  s: { length: number; width: number },
  colour: number,
  r: number,
  px: number,
): void {
  const [x, y] = w(f.at);
  const half = [Math.max(r * 1.2, (s.length * PPI) / 2), Math.max(r * 0.8, (s.width * PPI) / 2)] as const;
  const a = ((f.facing ?? 0) * Math.PI) / 180;
  const [cx, cy, sx, sy] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
  const corner = (u: number, v: number) => ({ x: x + cx * u + sx * v, y: y + cy * u + sy * v });
  const box = [
    corner(half[0], half[1]),
    corner(-half[0], half[1]),
    corner(-half[0], -half[1]),
    corner(half[0], -half[1]),
  ];
  const outline = () => {
    g.beginPath();
    box.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
    g.closePath();
  };
  g.fillStyle(colour, f.down ? 0.75 : 1);
  outline();
  g.fillPath();
  g.lineStyle(2 * px, HIGHLIGHT.dark, 1);
  outline();
  g.strokePath();
  if (!f.down) {
    // The front: a filled wedge inside the leading end.
    const tip = corner(half[0], 0);
    const back = half[0] - Math.min(half[1], half[0] * 0.5);
    g.fillStyle(HIGHLIGHT.dark, 1).fillTriangle(
      tip.x,
      tip.y,
      corner(back, half[1] * 0.8).x,
      corner(back, half[1] * 0.8).y,
      corner(back, -half[1] * 0.8).x,
      corner(back, -half[1] * 0.8).y,
    );
  } else {
    g.lineStyle(3 * px, 0x2a2a2a, 1);
    g.lineBetween(box[0]!.x, box[0]!.y, box[2]!.x, box[2]!.y);
    g.lineBetween(box[1]!.x, box[1]!.y, box[3]!.x, box[3]!.y);
  }
}

/** A ring round a token (selection, may act, may be picked). */
export function ringAt(g: G, at: BoardPoint, r: number, colour: number, width: number, alpha = 1): void {
  g.lineStyle(width, colour, alpha).strokeCircle(at[0] * PPI, at[1] * PPI, r);
}

/** The outline round the figures of one group: a circle round one, the hull round more. */
export function drawGroup(g: G, centres: readonly BoardPoint[], padIn: number, colour: number, px: number): void {
  if (centres.length < 2) return;
  const outline = groupOutline(centres, padIn);
  g.lineStyle(2 * px, colour, 0.75);
  path(g, outline, true);
  g.strokePath();
}

/** A place to mark: a white diamond with a dark edge. */
export function drawMark(g: G, at: BoardPoint, r: number, px: number): void {
  const [x, y] = w(at);
  g.fillStyle(HIGHLIGHT.mark, 0.9);
  g.beginPath();
  g.moveTo(x, y - r);
  g.lineTo(x + r, y);
  g.lineTo(x, y + r);
  g.lineTo(x - r, y);
  g.closePath();
  g.fillPath();
  g.lineStyle(2 * px, HIGHLIGHT.dark, 1);
  g.strokePath();
}

/** A preview: its lines (green when they go through, red when blocked) and circles. */
export function drawPreview(g: G, pic: PreviewPicture, px: number): void {
  for (const l of pic.lines ?? []) {
    const colour = l.ok ? HIGHLIGHT.ok : HIGHLIGHT.blocked;
    g.lineStyle(6 * px, HIGHLIGHT.dark, 0.6).lineBetween(...w(l.from), ...w(l.to));
    g.lineStyle(3 * px, colour, 1).lineBetween(...w(l.from), ...w(l.to));
  }
  for (const c of pic.circles ?? []) {
    g.lineStyle(3 * px, HIGHLIGHT.candidate, 0.9).strokeCircle(c.at[0] * PPI, c.at[1] * PPI, c.radius * PPI);
  }
}

/** A selected figure's range band (a ring) or fire arc (a wedge), faint, under the figures. */
export function drawOverlay(g: G, o: BoardOverlay, px: number): void {
  const [x, y] = w(o.at);
  g.lineStyle(1.5 * px, 0xffffff, 0.45);
  if (o.kind === 'ring') {
    g.strokeCircle(x, y, o.r * PPI);
    return;
  }
  const rad = Math.PI / 180;
  g.fillStyle(HIGHLIGHT.selected, 0.1);
  g.slice(x, y, o.r * PPI, o.from * rad, o.to * rad, false);
  g.fillPath();
  g.slice(x, y, o.r * PPI, o.from * rad, o.to * rad, false);
  g.strokePath();
}
