// Where on the table a floating panel (the fire panel, the hover card) goes so it covers none of the
// figures it talks about. The four corners are tried first: among those whose box misses every box to keep
// clear (or, when every corner hits one, those covering the least of them), the one touching fewest of the
// boxes it would rather miss (the other figures), the earliest in the order asked on a tie. Only when every
// corner covers a figure to keep clear are the middles of the four edges tried too, and the spot covering
// least of all wins (a corner on a tie, so the panel does not wander for nothing).
import type { PageRect } from './sceneDeps';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
/** A corner, or the middle of an edge ('top' is the middle of the top edge). */
export type Spot = Corner | 'top' | 'bottom' | 'left' | 'right';

export const CORNERS: readonly Corner[] = ['bottom-left', 'bottom-right', 'top-left', 'top-right'];
export const EDGES: readonly Spot[] = ['bottom', 'top', 'left', 'right'];

/** The box a panel of this size takes at this spot of the area, `inset` pixels in from its edges. */
export function cornerBox(area: PageRect, spot: Spot, w: number, h: number, inset: number): PageRect {
  const midX = area.left + (area.right - area.left - w) / 2;
  const midY = area.top + (area.bottom - area.top - h) / 2;
  const left = spot.endsWith('left') ? area.left + inset : spot.endsWith('right') ? area.right - inset - w : midX;
  const top = spot.startsWith('top') ? area.top + inset : spot.startsWith('bottom') ? area.bottom - inset - h : midY;
  return { left, top, right: left + w, bottom: top + h };
}

/** How many square pixels two boxes share. */
export function sharedArea(a: PageRect, b: PageRect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The best of these spots: least covered of `keepClear`, then fewest of `rather` touched, then order. */
function bestOf(
  spots: readonly Spot[],
  box: (s: Spot) => PageRect,
  keepClear: readonly PageRect[],
  rather: readonly PageRect[],
): [Spot, number] {
  let best = spots[0]!,
    least = [Infinity, Infinity];
  for (const s of spots) {
    const b = box(s);
    const covered = keepClear.reduce((a, r) => a + sharedArea(b, r), 0);
    const touched = rather.filter((r) => sharedArea(b, r) > 0).length;
    if (covered < least[0]! || (covered === least[0] && touched < least[1]!)) [best, least] = [s, [covered, touched]];
  }
  return [best, least[0]!];
}

export function freeCorner(
  area: PageRect,
  w: number,
  h: number,
  inset: number,
  keepClear: readonly PageRect[],
  order: readonly Spot[] = CORNERS,
  rather: readonly PageRect[] = [],
): Spot {
  const box = (s: Spot) => cornerBox(area, s, w, h, inset);
  const corners = order.filter((s) => CORNERS.includes(s as Corner));
  const [corner, covered] = bestOf(corners.length ? corners : CORNERS, box, keepClear, rather);
  if (covered === 0) return corner;
  // Every corner covers a figure: the middles of the edges may be free (a fight round the corners).
  const edges = [...order.filter((s) => EDGES.includes(s)), ...EDGES.filter((s) => !order.includes(s))];
  const [edge, edgeCovered] = bestOf(edges, box, keepClear, rather);
  return edgeCovered < covered ? edge : corner;
}
