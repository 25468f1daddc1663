// Axis-aligned rectangles: the table, its sections, building rooms and the boxes used to skip far-off checks.
import { TABLE_SIZE, type Vec } from '../geometry/shapes';

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const TABLE_RECT: Rect = { x0: 0, y0: 0, x1: TABLE_SIZE, y1: TABLE_SIZE };

export const SECTION_SIZE = TABLE_SIZE / 3;

/** Column (0-2) and row (0-2) of a section 1-9. */
export function sectionCell(section: number): { col: number; row: number } {
  return { col: (section - 1) % 3, row: Math.floor((section - 1) / 3) };
}

export function sectionAt(col: number, row: number): number {
  return row * 3 + col + 1;
}

export function sectionRect(section: number): Rect {
  const { col, row } = sectionCell(section);
  return { x0: col * SECTION_SIZE, y0: row * SECTION_SIZE, x1: (col + 1) * SECTION_SIZE, y1: (row + 1) * SECTION_SIZE };
}

export function grow(r: Rect, by: number): Rect {
  return { x0: r.x0 - by, y0: r.y0 - by, x1: r.x1 + by, y1: r.y1 + by };
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

export function boundsOf(points: readonly Vec[]): Rect {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}

export function rectCentre(r: Rect): Vec {
  return [(r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2];
}
