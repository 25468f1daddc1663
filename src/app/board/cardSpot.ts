// Where the plain table's card beside the pointer goes (a figure's card, a terrain piece's words): on the side
// of the pointer that covers fewest other figures, so it does not lie over the next group (play-test 2, 35).
import type { PageRect } from '../ui/sceneDeps';

/**
 * Where the card beside the pointer goes: below right, below left, above right or above left of it (kept on
 * the page), the first that covers fewest of the figures' boxes; further out from the pointer only when every
 * spot close by covers more.
 */
export function cardSpot(
  x: number,
  y: number,
  w: number,
  h: number,
  keep: readonly PageRect[],
  view = { width: window.innerWidth, height: window.innerHeight },
): { left: number; top: number } {
  const place = (dx: number, dy: number) => ({
    left: Math.max(4, Math.min(dx, view.width - w - 8)),
    top: Math.max(4, Math.min(dy, view.height - h - 8)),
  });
  const spots = [16, 70, 140].flatMap((d) => [
    place(x + d, y + d),
    place(x - d - w, y + d),
    place(x + d, y - d - h),
    place(x - d - w, y - d - h),
  ]);
  const covered = (s: { left: number; top: number }) =>
    keep.filter((r) => r.left < s.left + w && r.right > s.left && r.top < s.top + h && r.bottom > s.top).length;
  return spots.reduce((best, s) => (covered(s) < covered(best) ? s : best));
}
