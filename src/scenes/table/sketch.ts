// Draws a game's sketch (core/sketch.ts): its strokes in order, in table inches; its labels from a pool.
import type Phaser from 'phaser';
import type { Sketch } from '../../core/sketch';
import { dashed, dashedPath, dashedRing, disc, fillPoly, line, ring, strokePoly } from './draw';
import type { LabelPool } from './labels';
import { PPI } from './units';

/** Where a sketch's labels go: the pool and the table's label scale. */
export interface SketchLabels {
  pool: LabelPool;
  scale: number;
}

export function drawSketch(g: Phaser.GameObjects.Graphics, sketch: Sketch, labels?: SketchLabels): void {
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
      labels.pool.put(s.at, s.text, s.bg, (s.dx ?? 0) * PPI, (s.dy ?? 0) * k, (s.size ?? 1) * k, s.left ? 0 : 0.5);
    }
  }
}
