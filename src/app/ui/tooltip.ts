// The note that follows the pointer: what the overlay under it means in words (sight, cover, the
// ruler, the swath, the blast), coloured by whether it is good news.
import type { PointerNote } from '../preview/note';
import { byId, h } from './dom';
import { refSection } from './rulesReference';
import { pageWords } from '../../core/reference';

let tip: HTMLElement | undefined;
let shown = '';
/** The rule the note on show is about, while it is on show: Q opens the reference there. */
let showingSection: string | undefined;

export function tipSection(): string | undefined {
  return tip && !tip.hidden ? showingSection : undefined;
}

/**
 * Places the note beside the pointer. It never measures itself (that would force the page to lay out
 * in the middle of a frame): it flips to the pointer's left or above by CSS alone near the edges.
 */
export function showTip(note: PointerNote | undefined, x: number, y: number, section?: string): void {
  tip ??= byId('tip');
  if (!note || !note.text) {
    if (!tip.hidden) tip.hidden = true;
    shown = '';
    return;
  }
  if (tip.hidden) tip.hidden = false;
  if (shown !== note.text || showingSection !== section) {
    const s = section ? refSection(section) : undefined;
    tip.replaceChildren(
      note.text,
      // The rule behind the note and the key that opens it, in words: "- Q: why?" read as a question
      // (play-test 2, 44).
      s ? h('span', { class: 'tip-why' }, ` (the rule: ${s.title}${pageWords(s.page)}; press Q to read it)`) : '',
    );
    shown = note.text;
    showingSection = section;
  }
  if (tip.dataset.tone !== note.tone) tip.dataset.tone = note.tone;
  const flipX = x > window.innerWidth * 0.62 ? 'calc(-100% - 18px)' : '18px';
  const flipY = y > window.innerHeight * 0.7 ? 'calc(-100% - 14px)' : '22px';
  tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) translate(${flipX}, ${flipY})`;
}
