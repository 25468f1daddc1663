// The encounter's objective on the table, from the same facts as the objective panel: the Raid's objective
// once found (its 2" reach, and the 4" round it within which an enemy still guards it), and the spot in the
// building a Defend's enemy has come for.
import type Phaser from 'phaser';
import type { GameState } from '../../rulesets/chain-reaction/state';
import { objectiveFacts } from '../../rulesets/chain-reaction/solo/objectiveFacts';
import { soloOf } from '../../rulesets/chain-reaction/solo/types';
import type { Vec } from '../../geometry/shapes';
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

export function drawObjective(g: G, s: GameState): void {
  const f = objectiveFacts(s);
  if (!f) return;
  if (f.kind === 'raid' && f.found && f.at) {
    const guarded = f.guards.length > 0;
    dashedRing(g, f.at, f.guardReach, 1.5, guarded ? 0xff4d4d : 0xffd700, 0.7);
    disc(g, f.at, f.reach, 0xffd700, 0.12);
    ring(g, f.at, f.reach, 2, 0xffd700, 0.8);
    diamond(g, f.at, f.securedBy ? 0x5bd37a : 0xffd700);
  }
  const at = soloOf(s)?.defend?.at;
  if (f.kind === 'defend' && f.found && at) {
    diamond(g, at, 0xff6b5b);
    ring(g, at, 1.2, 2, 0xff6b5b, 0.8);
  }
}
