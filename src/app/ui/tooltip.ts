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

export interface TipBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Which side of the pointer the note goes: right and below, flipped near the window's right and bottom
 * edges; then, if that would lie over the box to keep clear (the fire panel's heading and odds), the first
 * other side that does not. `w`, `h` are the note's size as last drawn.
 */
export function tipSide(
  x: number,
  y: number,
  w: number,
  h: number,
  view: { width: number; height: number },
  avoid?: TipBox,
): { left: boolean; above: boolean } {
  const first = { left: x > view.width * 0.62, above: y > view.height * 0.7 };
  if (!avoid) return first;
  const box = (s: { left: boolean; above: boolean }): TipBox => {
    const l = s.left ? x - 18 - w : x + 18;
    const t = s.above ? y - 14 - h : y + 22;
    return { left: l, top: t, right: l + w, bottom: t + h };
  };
  const clear = (s: { left: boolean; above: boolean }) => {
    const b = box(s);
    const inside = b.left >= 0 && b.top >= 0 && b.right <= view.width && b.bottom <= view.height;
    const meets = b.left < avoid.right && b.right > avoid.left && b.top < avoid.bottom && b.bottom > avoid.top;
    return inside && !meets;
  };
  if (clear(first)) return first;
  const others = [
    { left: !first.left, above: first.above },
    { left: first.left, above: !first.above },
    { left: !first.left, above: !first.above },
  ];
  return others.find(clear) ?? first;
}

/**
 * Places the note beside the pointer. It never lays the page out for itself: the sizes it reads (its own as
 * last drawn, the fire panel's box) are read before it changes anything, so they come from the last frame.
 */
export function showTip(note: PointerNote | undefined, x: number, y: number, section?: string): void {
  tip ??= byId('tip');
  if (!note || !note.text) {
    if (!tip.hidden) tip.hidden = true;
    shown = '';
    return;
  }
  // Kept off the fire panel (play-test 2, 44: the sight note covered its heading).
  const fire = document.getElementById('fire-panel');
  const avoid = fire && !fire.hidden && fire.isConnected ? fire.getBoundingClientRect() : undefined;
  const size = tip.hidden ? { w: 380, h: 60 } : { w: tip.offsetWidth, h: tip.offsetHeight };
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
  const side = tipSide(
    x,
    y,
    size.w,
    size.h,
    { width: window.innerWidth, height: window.innerHeight },
    avoid && avoid.width > 0 ? avoid : undefined,
  );
  const flipX = side.left ? 'calc(-100% - 18px)' : '18px';
  const flipY = side.above ? 'calc(-100% - 14px)' : '22px';
  tip.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) translate(${flipX}, ${flipY})`;
}
