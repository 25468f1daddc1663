// Draws a game's sketch (core/sketch.ts): its strokes in order, in table inches; its labels from a pool.
import type Phaser from 'phaser';
import type { Sketch } from '../../core/sketch';
import { dashed, dashedPath, dashedRing, disc, fillPoly, line, ring, strokePoly } from './draw';
import type { LabelPool } from './labels';
import { PPI } from './units';
import type { Box } from '../../app/board/labels';
import type { Vec } from '../../geometry/shapes';

/** Where a sketch's labels go: the pool and the table's label scale. */
export interface SketchLabels {
  pool: LabelPool;
  scale: number;
  /** A free spot for a `clear` label round the token at `at` (world pixels; the table's tokens and words kept). */
  clearSpot?: (at: Vec, w: number, h: number, also: readonly Box[]) => Box | undefined;
  /**
   * Whether a tag that would print over one already drawn in this sketch is lifted above it (the table's own
   * tags: two buildings' "BUILDING TO DEFEND" printed over each other, play-test 17a).
   */
  apart?: boolean;
}

const meets = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

export function drawSketch(g: Phaser.GameObjects.Graphics, sketch: Sketch, labels?: SketchLabels): void {
  // The clear labels placed so far: a second badge keeps off the first.
  const placed: Box[] = [];
  for (const s of sketch.strokes) {
    if (s.kind === 'line') (s.dashed ? dashed : line)(g, s.from, s.to, s.width, s.colour, s.alpha);
    else if (s.kind === 'path')
      if (s.dashed && !s.closed) dashedPath(g, s.points, s.width, s.colour, s.alpha);
      else strokePoly(g, s.points, s.width, s.colour, s.alpha, !!s.closed);
    else if (s.kind === 'fill') fillPoly(g, s.points, s.colour, s.alpha);
    else if (s.kind === 'ring') (s.dashed ? dashedRing : ring)(g, s.at, s.r, s.width, s.colour, s.alpha);
    else if (s.kind === 'disc') disc(g, s.at, s.r, s.colour, s.alpha);
    else if (labels) {
      const k = labels.scale;
      const t = labels.pool.put(
        s.at,
        s.text,
        s.bg,
        (s.dx ?? 0) * PPI,
        (s.dy ?? 0) * k,
        (s.size ?? 1) * k,
        s.left ? 0 : 0.5,
      );
      if (!s.clear && labels.apart) {
        // Lifted over each tag it meets until it meets none (a few at most). Only a tag set off its point
        // moves: a word on its spot (a PEF's "?") is where it means.
        for (let i = 0; i < 8 && (s.dx || s.dy); i++) {
          const b = t.getBounds();
          const hit = placed.find((p) => meets(p, { x: b.x, y: b.y, w: b.width, h: b.height }));
          if (!hit) break;
          t.setY(t.y - (b.y + b.height - hit.y) - 1);
        }
        const b = t.getBounds();
        placed.push({ x: b.x, y: b.y, w: b.width, h: b.height });
        continue;
      }
      if (!s.clear || !labels.clearSpot) continue;
      const b = labels.clearSpot(s.at, t.displayWidth, t.displayHeight, placed);
      if (b) {
        labels.pool.moveTo(t, b.x, b.y);
        // Set out past its neighbours: a thin line from the token's rim says whose it is.
        const [x, y] = [s.at[0] * PPI, s.at[1] * PPI];
        const [nx, ny] = [Math.max(b.x, Math.min(x, b.x + b.w)), Math.max(b.y, Math.min(y, b.y + b.h))];
        const len = Math.hypot(nx - x, ny - y);
        if (len > PPI) {
          const r = PPI / 2;
          g.lineStyle(1.5 * k, 0xffffff, 0.8).lineBetween(x + ((nx - x) / len) * r, y + ((ny - y) / len) * r, nx, ny);
        }
      }
      const now = t.getBounds();
      placed.push({ x: now.x, y: now.y, w: now.width, h: now.height });
    }
  }
}
