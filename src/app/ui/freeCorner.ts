// Which corner of the table a floating panel (the fire panel, the hover card) takes so it covers none of
// the figures it talks about: among the corners whose box misses every box to keep clear (or, when every
// corner hits one, those covering the least of them), the one touching fewest of the boxes it would
// rather miss (the other figures), the earliest in the order asked on a tie.
import type { PageRect } from './sceneDeps';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export const CORNERS: readonly Corner[] = ['bottom-left', 'bottom-right', 'top-left', 'top-right'];

/** The box a panel of this size takes in this corner of the area, `inset` pixels in from its edges. */
export function cornerBox(area: PageRect, corner: Corner, w: number, h: number, inset: number): PageRect {
  const left = corner.endsWith('left') ? area.left + inset : area.right - inset - w;
  const top = corner.startsWith('top') ? area.top + inset : area.bottom - inset - h;
  return { left, top, right: left + w, bottom: top + h };
}

/** How many square pixels two boxes share. */
export function sharedArea(a: PageRect, b: PageRect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

export function freeCorner(
  area: PageRect,
  w: number,
  h: number,
  inset: number,
  keepClear: readonly PageRect[],
  order: readonly Corner[] = CORNERS,
  rather: readonly PageRect[] = [],
): Corner {
  let best = order[0]!,
    least = [Infinity, Infinity];
  for (const c of order) {
    const box = cornerBox(area, c, w, h, inset);
    const covered = keepClear.reduce((a, r) => a + sharedArea(box, r), 0);
    const touched = rather.filter((r) => sharedArea(box, r) > 0).length;
    if (covered < least[0]! || (covered === least[0] && touched < least[1]!)) [best, least] = [c, [covered, touched]];
  }
  return best;
}
