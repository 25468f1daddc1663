// Figures lit up from a panel (a node of the reaction chain pointed at): a bright double ring round each,
// drawn on the pointer layer so nothing under it hides it. Returns the ids it drew. Also the lines the
// pointer's note gains before an order goes (src/app/chain/orderNote.ts).
import type Phaser from 'phaser';
import type { GameState } from '../../rulesets/chain-reaction/state';
import { ring } from './draw';
import type { Controller } from '../../app/controller';
import type { PointerNote } from '../../app/preview/note';
import { orderNote } from '../../app/chain/orderNote';

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

/** The pointer's note with the order's tests added (the In Sight chance while dragging; all with the coach). */
export function withOrderNote(
  note: PointerNote | undefined,
  s: GameState,
  ctl: Controller,
  coach: boolean,
): PointerNote | undefined {
  const extra = orderNote(s, ctl, coach);
  if (!extra.length) return note;
  const text = extra.map((l) => l.text).join('\n');
  return { text: note?.text ? `${note.text}\n${text}` : text, tone: note?.tone ?? 'info' };
}
