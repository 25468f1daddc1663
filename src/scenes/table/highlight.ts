// Figures lit up from a panel (a node of the reaction chain pointed at): a bright double ring round each,
// drawn on the pointer layer so nothing under it hides it. Returns the ids it drew.
import type Phaser from 'phaser';
import type { GameState } from '../../rulesets/chain-reaction/state';
import { ring } from './draw';

export function highlightRings(g: Phaser.GameObjects.Graphics, s: GameState, ids: readonly string[]): string[] {
  const drawn: string[] = [];
  for (const id of ids) {
    const f = s.figures[id];
    if (!f || f.status === 'offTable') continue;
    ring(g, f.at, 0.95, 5, 0x000000, 0.6);
    ring(g, f.at, 0.9, 3.5, 0x38e8ff, 1);
    drawn.push(id);
  }
  return drawn;
}
