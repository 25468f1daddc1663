// Where the 36" table sits in the window: a square fitted into the view with a margin.
// Kept apart from the scene so the arithmetic can be tested without Phaser.
import { TABLE_SIZE, type Vec } from '../geometry/shapes';

export interface TableLayout {
  /** Screen pixels per inch. */
  scale: number;
  /** Screen position of the table's top-left corner. */
  left: number;
  top: number;
}

export function fitTable(viewW: number, viewH: number, margin = 24): TableLayout {
  // Leave a little more room below the table for the edge label.
  const side = Math.max(50, Math.min(viewW - 2 * margin, viewH - 3 * margin));
  const scale = side / TABLE_SIZE;
  return { scale, left: (viewW - side) / 2, top: margin };
}

export function toScreen(l: TableLayout, p: Vec): [number, number] {
  return [l.left + p[0] * l.scale, l.top + p[1] * l.scale];
}

export function toTable(l: TableLayout, x: number, y: number): [number, number] {
  return [(x - l.left) / l.scale, (y - l.top) / l.scale];
}
