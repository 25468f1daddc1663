// The note that follows the pointer: what the overlay under it means in words (sight, cover, the
// ruler, the swath, the blast), coloured by whether it is good news.
import type { PointerNote } from '../preview/note';
import { byId } from './dom';

let tip: HTMLElement | undefined;
let shown = '';

/**
 * Places the note beside the pointer. It never measures itself (that would force the page to lay out
 * in the middle of a frame): it flips to the pointer's left or above by CSS alone near the edges.
 */
export function showTip(note: PointerNote | undefined, x: number, y: number): void {
  tip ??= byId('tip');
  if (!note || !note.text) {
    if (!tip.hidden) tip.hidden = true;
    shown = '';
    return;
  }
  if (tip.hidden) tip.hidden = false;
  if (shown !== note.text) {
    tip.textContent = note.text;
    shown = note.text;
  }
  if (tip.dataset.tone !== note.tone) tip.dataset.tone = note.tone;
  const flipX = x > window.innerWidth * 0.62 ? 'calc(-100% - 18px)' : '18px';
  const flipY = y > window.innerHeight * 0.7 ? 'calc(-100% - 14px)' : '22px';
  tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) translate(${flipX}, ${flipY})`;
}
