// Figures lit up from a panel (a node of the reaction chain pointed at): a bright double ring round each,
// drawn on the pointer layer so nothing under it hides it. Returns the ids it drew. Also the lines the
// pointer's note gains before an order goes (src/app/chain/orderNote.ts).
import type Phaser from 'phaser';
import { ring } from './draw';
import type { Controller } from '../../app/controller';
import type { PointerNote } from '../../app/preview/note';
import { orderNote } from '../../app/chain/orderNote';

/** What the rings read of a state: where each figure stands, and whether it is on the table. */
interface Placed {
  figures: Readonly<Record<string, { status: string; at: readonly [number, number] } | undefined>>;
}

export function highlightRings(g: Phaser.GameObjects.Graphics, s: Placed, ids: readonly string[]): string[] {
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
  s: Parameters<typeof orderNote>[0],
  ctl: Controller,
  coach: boolean,
): PointerNote | undefined {
  const extra = orderNote(s, ctl, coach);
  if (!extra.length) return note;
  const text = extra.map((l) => l.text).join('\n');
  return {
    text: note?.text ? `${note.text}\n${text}` : text,
    tone: note?.tone ?? 'info',
    ...(note?.section ? { section: note.section } : {}),
  };
}
