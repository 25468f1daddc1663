// The set-up before turn 1 on the table, as the game's view gives it (setUpZone, placing): the zone the
// group may start in, and while a figure is dragged, where it would stand, green if the game would take it
// there and red (with the reason) if not.
import type Phaser from 'phaser';
import type { Vec } from '../../geometry/shapes';
import type { PointerNote } from '../../app/preview/note';
import { dashed, disc, fillPoly, ring, strokePoly } from './draw';

type G = Phaser.GameObjects.Graphics;

export function drawDeployZone(g: G, zone: readonly (readonly [number, number])[] | undefined): void {
  if (!zone) return;
  const pts: Vec[] = zone.map((p) => [p[0], p[1]]);
  fillPoly(g, pts, 0x3ee86b, 0.1);
  strokePoly(g, pts, 3, 0x3ee86b, 0.85);
}

/** The dragged figure's spot (`at`, from `from`) with the game's verdict on it; undefined without one. */
export function drawDeployDrag(
  g: G,
  from: Vec,
  at: Vec,
  verdict: { ok: boolean; text: string } | undefined,
): PointerNote | undefined {
  if (!verdict) return undefined;
  const colour = verdict.ok ? 0x3ee86b : 0xff4d4d;
  dashed(g, from, at, 2, colour, 0.8);
  disc(g, at, 0.5, colour, 0.35);
  ring(g, at, 0.5, 3, colour, 0.95);
  // The 4" a group member may stand from another and still be in its group.
  if (verdict.ok) ring(g, at, 4, 1.5, 0xffffff, 0.35);
  return { text: verdict.text, tone: verdict.ok ? 'good' : 'bad' };
}
