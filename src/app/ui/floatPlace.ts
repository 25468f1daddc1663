// Where a big floating panel over the table (the reaction chains, the Odds, the What-if) goes: a corner of the
// table, or the middle of an edge, that covers no figure (freeCorner.ts), so the fight it explains stays in
// view. When every such spot would cover one, the panel docks over the side column (the log) instead, as
// narrow as that column: off the table altogether. The panel is position: fixed, so the spot is page pixels.
import { cornerBox, freeCorner, sharedArea, type Spot } from './freeCorner';
import type { PageRect, TableControls } from './sceneDeps';

/** Top right first: where the panel has always opened, beside the log. */
const ORDER: readonly Spot[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];
const INSET = 10;
/** Room kept round a figure's token and words. */
const PAD = 6;

export type FloatSpot = Spot | 'dock';

/**
 * Pure: where a panel of this size goes. `area` is the table on the page (none: the table is not shown, so
 * dock), `keep` the boxes it must not cover, `dock` the side column (none: the least-covering spot), `now`
 * where it is, kept while it is still free (a dock is kept while open) so the panel does not jump about.
 */
export function floatSpot(
  area: PageRect | undefined,
  dock: PageRect | undefined,
  w: number,
  h: number,
  keep: readonly PageRect[],
  now?: FloatSpot,
): { spot: FloatSpot; box: PageRect } {
  const docked = (d: PageRect) => ({
    spot: 'dock' as const,
    box: { left: d.left + INSET, top: d.top + INSET, right: d.right - INSET, bottom: d.bottom - INSET },
  });
  if (!area) return dock ? docked(dock) : { spot: 'top-right', box: { left: 0, top: 0, right: w, bottom: h } };
  // Once docked, it stays docked while it is open: a panel whose numbers start again (Run again) would
  // otherwise hop to a corner while short and back to the dock as it grows.
  if (now === 'dock' && dock) return docked(dock);
  const order = now && now !== 'dock' ? [now, ...ORDER.filter((s) => s !== now)] : ORDER;
  const spot = freeCorner(area, w, h, INSET, keep, order);
  const box = cornerBox(area, spot, w, h, INSET);
  // A panel taller than the table starts at its top.
  const top = Math.max(area.top + INSET, box.top);
  const placed = { left: box.left, top, right: box.right, bottom: top + h };
  const covers = keep.some((r) => sharedArea(placed, r) > 0);
  return covers && dock ? docked(dock) : { spot, box: placed };
}

/** The side column's box on the page, above a question docked at its foot; none when it is not shown. */
export function dockRect(id: string): PageRect | undefined {
  const col = document.getElementById(id);
  const r = col?.getBoundingClientRect();
  if (!r || r.width < 50 || r.height < 50) return undefined;
  const modal = document.getElementById('modal');
  const bottom =
    modal && !modal.hidden && modal.dataset.docked === 'true'
      ? Math.min(r.bottom, (modal.firstElementChild ?? modal).getBoundingClientRect().top)
      : r.bottom;
  return { left: r.left, top: r.top, right: r.right, bottom };
}

/** Puts the panel where `floatSpot` says, measured at its own (stylesheet) size. */
export function placeOff(
  el: HTMLElement,
  area: PageRect | undefined,
  keep: readonly PageRect[],
  dock: PageRect | undefined,
): void {
  if (el.hidden) return;
  // Measured without a width or height a dock gave it, so the choice does not depend on the last one.
  el.style.width = '';
  el.style.maxHeight = '';
  const size = el.getBoundingClientRect();
  const padded = keep.map((r) => ({
    left: r.left - PAD,
    top: r.top - PAD,
    right: r.right + PAD,
    bottom: r.bottom + PAD,
  }));
  const { spot, box } = floatSpot(area, dock, size.width, size.height, padded, el.dataset.corner as FloatSpot);
  el.dataset.corner = spot;
  el.style.left = `${Math.round(box.left)}px`;
  el.style.top = `${Math.round(box.top)}px`;
  el.style.right = 'auto';
  if (spot === 'dock') {
    el.style.width = `${Math.round(box.right - box.left)}px`;
    el.style.maxHeight = `${Math.round(box.bottom - box.top)}px`;
  }
}

/** Chain Reaction's table: keeps off every figure on it; docks over the log off the table (the end page). */
export function placeFloat(
  el: HTMLElement,
  table: TableControls | undefined,
  figures: readonly string[],
  also: readonly PageRect[] = [],
): void {
  const screen = document.body.dataset.screen;
  // The plain table places the Odds panel itself (boardPage.ts).
  if (screen !== 'table' && screen !== 'after') return;
  const game = document.getElementById('game');
  const onTable = screen === 'table' && !!game && !!table;
  const keep = onTable ? [...figures.map((id) => table.figureRect(id)).filter((r): r is PageRect => !!r), ...also] : [];
  placeOff(el, onTable ? game.getBoundingClientRect() : undefined, keep, dockRect('log'));
}

/**
 * Calls `place` whenever the panel with this id is added to the page, shown, or changes size (its numbers
 * stream in): panels made on first use (the Odds panel is loaded late) are found when they appear.
 */
export function keepPlaced(id: string, place: (el: HTMLElement) => void): void {
  if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
  let seen: Element | null = null;
  // A placement may itself resize the panel (a dock sets its width), which wakes the observer again: placing
  // again at the size it was just placed at would loop every frame and starve the page, so a size already
  // placed is skipped, and only a change of the panel's own content places it anew. The size is this watch's
  // own: two watches on one panel (Chain Reaction's and the plain table's) must not skip each other's work.
  // A hidden panel forgets it, so one shown again at the same size is placed for the table as it is now.
  let placedAt = '';
  const size = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return `${Math.round(r.width)}x${Math.round(r.height)}`;
  };
  const sized = new ResizeObserver(() => {
    const el = document.getElementById(id);
    if (!el || el.hidden) {
      placedAt = '';
      // Shown again, it picks its spot afresh.
      if (el) delete el.dataset.corner;
      return;
    }
    if (placedAt === size(el)) return;
    place(el);
    placedAt = size(el);
  });
  const look = () => {
    const el = document.getElementById(id);
    if (!el || el === seen) return;
    seen = el;
    sized.observe(el);
  };
  new MutationObserver(look).observe(document.body, { childList: true });
  look();
}
