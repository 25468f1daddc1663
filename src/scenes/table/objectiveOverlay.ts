// The battle's objective on the table, as the game's objective view marks it (core ObjectiveMark): a
// diamond on the spot, and the rings round it (Chain Reaction: the Raid's reach and guard ring, the spot a
// Defend's enemy has come for).
import type Phaser from 'phaser';
import type { Vec } from '../../geometry/shapes';
import type { ObjectiveMark } from '../../core/rulesetView';
import { dashedRing, disc, fillPoly, ring, strokePoly } from './draw';

type G = Phaser.GameObjects.Graphics;

function diamond(g: G, at: Vec, colour: number): void {
  const r = 0.7;
  const pts: Vec[] = [
    [at[0], at[1] - r],
    [at[0] + r, at[1]],
    [at[0], at[1] + r],
    [at[0] - r, at[1]],
  ];
  fillPoly(g, pts, colour, 0.95);
  strokePoly(g, pts, 2, 0x000000, 0.8);
}

export function drawObjective(g: G, marks: readonly ObjectiveMark[] | undefined): void {
  for (const m of marks ?? []) {
    const at: Vec = [m.at[0], m.at[1]];
    for (const r of m.rings) {
      if (r.dashed) {
        dashedRing(g, at, r.r, 1.5, r.colour, 0.7);
        continue;
      }
      if (r.shaded) disc(g, at, r.r, r.colour, 0.12);
      ring(g, at, r.r, 2, r.colour, 0.8);
    }
    diamond(g, at, m.colour);
  }
}
