// What the pointer's note keeps clear of while a figure (or a group) is dragged: each dragged token where it
// stands, its ghost at the pointer's end of the drag, and the dragged path's points, where the move's end
// is drawn when it stops short (play-test 16a, 8: the note covered the figure being dragged).
import type { Controller } from '../controller';
import type { PageRect, TableControls } from './sceneDeps';

/** A box on the page round a table point, `r` inches each way. */
function around(table: TableControls, at: readonly [number, number], r: number): PageRect {
  const [left, top] = table.toPage(at[0] - r, at[1] - r);
  const [right, bottom] = table.toPage(at[0] + r, at[1] + r);
  return { left, top, right, bottom };
}

/** The boxes to keep clear (page pixels), none when nothing is being dragged. */
export function dragKeepClear(ctl: Controller, table: TableControls | undefined): PageRect[] {
  const d = ctl.drag;
  if (!d || !table) return [];
  const out: PageRect[] = [];
  const movers = ctl.movers(d.figure);
  const end = d.path[d.path.length - 1];
  for (const m of movers) {
    const r = table.figureRect(m.id);
    if (r) out.push(r);
    if (end) out.push(around(table, [end[0] + m.offset[0], end[1] + m.offset[1]], 0.6));
  }
  for (const p of d.path) out.push(around(table, [p[0], p[1]], 0.6));
  return out;
}
