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

type Side = { left: boolean; above: boolean };

/** The note's box on the page for a side of the pointer. */
const tipBox = (x: number, y: number, w: number, h: number, s: Side): TipBox => {
  const l = s.left ? x - 18 - w : x + 18;
  const t = s.above ? y - 14 - h : y + 22;
  return { left: l, top: t, right: l + w, bottom: t + h };
};

/** How much of box `b` lies over box `a`, in square pixels. */
const overlap = (a: TipBox, b: TipBox): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Which side of the pointer the note goes: right and below, flipped near the window's right and bottom
 * edges; then, if that would lie over a box to keep clear (the fire panel's heading and odds; a dragged
 * figure, its ghost and its path's end) or run out of the table's pane (over the log, play-test 7, 9), the
 * first other side that does not. When every side inside the pane meets a box, the one that covers least of
 * them. `w`, `h` are the note's size as last drawn.
 */
export function tipSide(
  x: number,
  y: number,
  w: number,
  h: number,
  view: { width: number; height: number },
  avoid?: TipBox | readonly TipBox[],
  pane?: TipBox,
): Side {
  const first = { left: x > view.width * 0.62, above: y > view.height * 0.7 };
  const boxes: readonly TipBox[] = !avoid ? [] : 'left' in avoid ? [avoid] : avoid;
  if (!boxes.length && !pane) return first;
  const fits = (s: Side) => {
    const b = tipBox(x, y, w, h, s);
    const inside = b.left >= 0 && b.top >= 0 && b.right <= view.width && b.bottom <= view.height;
    const inPane =
      !pane || (b.left >= pane.left && b.top >= pane.top && b.right <= pane.right && b.bottom <= pane.bottom);
    return inside && inPane;
  };
  const covered = (s: Side) => {
    const b = tipBox(x, y, w, h, s);
    return boxes.reduce((n, a) => n + overlap(a, b), 0);
  };
  const sides = [
    first,
    { left: !first.left, above: first.above },
    { left: first.left, above: !first.above },
    { left: !first.left, above: !first.above },
  ];
  const clear = sides.find((s) => fits(s) && covered(s) === 0);
  if (clear) return clear;
  if (!boxes.length) return first;
  const inPane = sides.filter(fits);
  if (!inPane.length) return first;
  return inPane.reduce((a, b) => (covered(b) < covered(a) ? b : a));
}

/**
 * How far to shift the note on that side so it stays inside the table's pane when no side fits whole
 * (a narrow pane, a long note): pushed back from the pane's right and bottom edges, never past its left and top.
 */
export function tipShift(
  x: number,
  y: number,
  w: number,
  h: number,
  side: Side,
  pane?: TipBox,
): { dx: number; dy: number } {
  if (!pane) return { dx: 0, dy: 0 };
  const b = tipBox(x, y, w, h, side);
  const shift = (lo: number, hi: number, min: number, max: number) =>
    hi > max ? Math.max(min - lo, max - hi) : lo < min ? min - lo : 0;
  return { dx: shift(b.left, b.right, pane.left, pane.right), dy: shift(b.top, b.bottom, pane.top, pane.bottom) };
}

/**
 * Places the note beside the pointer. It never lays the page out for itself: the sizes it reads (its own as
 * last drawn, the fire panel's box) are read before it changes anything, so they come from the last frame.
 */
export function showTip(
  note: PointerNote | undefined,
  x: number,
  y: number,
  section?: string,
  keepClear: readonly TipBox[] = [],
): void {
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
  // Kept inside the table's pane, off the log and the bar under it (play-test 7, 9).
  const game = document.getElementById('game')?.getBoundingClientRect();
  const pane = game && game.width > 0 ? game : undefined;
  const side = tipSide(
    x,
    y,
    size.w,
    size.h,
    { width: window.innerWidth, height: window.innerHeight },
    [...(avoid && avoid.width > 0 ? [avoid] : []), ...keepClear],
    pane,
  );
  const { dx, dy } = tipShift(x, y, size.w, size.h, side, pane);
  const flipX = side.left ? 'calc(-100% - 18px)' : '18px';
  const flipY = side.above ? 'calc(-100% - 14px)' : '22px';
  tip.style.transform = `translate(${Math.round(x + dx)}px, ${Math.round(y + dy)}px) translate(${flipX}, ${flipY})`;
}
