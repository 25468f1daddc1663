// The set-up before turn 1 on the table: the zone the group may start in (sections 7-9), and while a
// figure is dragged, where it would stand, green if the engine would take it there and red (with the
// reason) if not. The check is the engine's own (solo/deploy.ts), so the picture can't promise more.
import type Phaser from 'phaser';
import type { GameState } from '../../rulesets/chain-reaction/state';
import type { Vec } from '../../geometry/shapes';
import type { Controller } from '../../app/controller';
import type { PointerNote } from '../../app/preview/note';
import { checkPlacement, DEPLOY_ZONE, isDeploying } from '../../rulesets/chain-reaction/solo/deploy';
import { placementRefusedText } from '../../rulesets/chain-reaction/explain/deployment';
import { dashed, disc, fillPoly, ring, strokePoly } from './draw';

type G = Phaser.GameObjects.Graphics;

const ZONE: Vec[] = [
  [DEPLOY_ZONE.left, DEPLOY_ZONE.top],
  [DEPLOY_ZONE.right, DEPLOY_ZONE.top],
  [DEPLOY_ZONE.right, DEPLOY_ZONE.bottom],
  [DEPLOY_ZONE.left, DEPLOY_ZONE.bottom],
];

export function drawDeployZone(g: G, s: GameState): void {
  if (!isDeploying(s)) return;
  fillPoly(g, ZONE, 0x3ee86b, 0.1);
  strokePoly(g, ZONE, 3, 0x3ee86b, 0.85);
}

/** The dragged figure's spot under the pointer, or undefined when no set-up drag is under way. */
export function drawDeployDrag(g: G, s: GameState, ctl: Controller): PointerNote | undefined {
  const d = ctl.drag;
  if (!d || !isDeploying(s)) return undefined;
  const f = s.figures[d.figure];
  if (!f) return undefined;
  const at: Vec = d.path[d.path.length - 1] ?? f.at;
  const why = checkPlacement(s, [{ figure: f.id, at }]);
  const colour = why ? 0xff4d4d : 0x3ee86b;
  dashed(g, f.at, at, 2, colour, 0.8);
  disc(g, at, 0.5, colour, 0.35);
  ring(g, at, 0.5, 3, colour, 0.95);
  // The 4" a group member may stand from another and still be in its group.
  if (!why) ring(g, at, 4, 1.5, 0xffffff, 0.35);
  return why
    ? { text: `Can't place here: ${placementRefusedText(why)}.`, tone: 'bad' }
    : { text: `Place ${f.id} here (${at[0].toFixed(1)}, ${at[1].toFixed(1)}).`, tone: 'good' };
}
