// Draws a game's sketch (core/sketch.ts): its strokes in order, in table inches.
import type Phaser from 'phaser';
import type { Sketch } from '../../core/sketch';
import { dashed, dashedPath, dashedRing, disc, line, ring, strokePoly } from './draw';

export function drawSketch(g: Phaser.GameObjects.Graphics, sketch: Sketch): void {
  for (const s of sketch.strokes) {
    if (s.kind === 'line') (s.dashed ? dashed : line)(g, s.from, s.to, s.width, s.colour, s.alpha);
    else if (s.kind === 'path')
      if (s.dashed) dashedPath(g, s.points, s.width, s.colour, s.alpha);
      else strokePoly(g, s.points, s.width, s.colour, s.alpha, false);
    else if (s.kind === 'ring') (s.dashed ? dashedRing : ring)(g, s.at, s.r, s.width, s.colour, s.alpha);
    else disc(g, s.at, s.r, s.colour, s.alpha);
  }
}
