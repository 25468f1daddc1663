// Where a big floating panel over the table (the reaction chains) goes: the corner of the table, or the
// middle of an edge, that covers the fewest figures (freeCorner.ts), so the fight it explains stays in view.
// The panel is position: fixed, so the spot is written as page pixels.
import { cornerBox, freeCorner, type Spot } from './freeCorner';
import type { PageRect, TableControls } from './sceneDeps';

/** Top right first: where the panel has always opened, beside the log. */
const ORDER: readonly Spot[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];
const INSET = 10;

export function placeFloat(el: HTMLElement, table: TableControls | undefined, figures: readonly string[]): void {
  const game = document.getElementById('game');
  if (el.hidden || !game || !table) return;
  const pad = 6;
  const keep = figures
    .map((id) => table.figureRect(id))
    .filter((r): r is PageRect => !!r)
    .map((r) => ({ left: r.left - pad, top: r.top - pad, right: r.right + pad, bottom: r.bottom + pad }));
  const area = game.getBoundingClientRect();
  const size = el.getBoundingClientRect();
  const now = el.dataset.corner as Spot | undefined;
  // Where it is now first, so it stays put while that spot is free.
  const order = now ? [now, ...ORDER.filter((s) => s !== now)] : ORDER;
  const spot = freeCorner(area, size.width, size.height, INSET, keep, order);
  const box = cornerBox(area, spot, size.width, size.height, INSET);
  el.dataset.corner = spot;
  el.style.left = `${Math.round(box.left)}px`;
  // A panel taller than the table starts at its top.
  el.style.top = `${Math.round(Math.max(area.top + INSET, box.top))}px`;
  el.style.right = 'auto';
}
