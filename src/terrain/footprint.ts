// Building footprints made of square areas (rooms): one area, two side by side, three in a row or an L.
// The outline and the doors and windows come from the walls of those squares.
import type { Opening, Vec } from '../geometry/shapes';
import type { Rect } from './rect';

export type Cell = readonly [number, number];

/** Every layout tried for a building of 1, 2 or 3 areas (the L in its four turns). */
export const LAYOUTS: Record<1 | 2 | 3, readonly (readonly Cell[])[]> = {
  1: [[[0, 0]]],
  2: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0, 0],
      [0, 1],
    ],
  ],
  3: [
    [
      [0, 0],
      [1, 0],
      [2, 0],
    ],
    [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
    [
      [0, 0],
      [1, 0],
      [0, 1],
    ],
    [
      [0, 0],
      [1, 0],
      [1, 1],
    ],
    [
      [1, 0],
      [0, 1],
      [1, 1],
    ],
    [
      [0, 0],
      [0, 1],
      [1, 1],
    ],
  ],
};

/** Width and depth of a layout, in areas. */
export function layoutSize(cells: readonly Cell[]): { w: number; h: number } {
  let w = 0,
    h = 0;
  for (const [i, j] of cells) {
    w = Math.max(w, i + 1);
    h = Math.max(h, j + 1);
  }
  return { w, h };
}

export function cellRects(cells: readonly Cell[], origin: Vec, size: number): Rect[] {
  return cells.map(([i, j]) => ({
    x0: origin[0] + i * size,
    y0: origin[1] + j * size,
    x1: origin[0] + (i + 1) * size,
    y1: origin[1] + (j + 1) * size,
  }));
}

export interface Wall {
  a: Vec;
  b: Vec;
  normal: Vec;
}

/** The outside walls, one per side of an area, each with the direction it faces. */
export function outerWalls(cells: readonly Cell[], origin: Vec, size: number): Wall[] {
  const has = (i: number, j: number) => cells.some(([a, b]) => a === i && b === j);
  const at = (i: number, j: number): Vec => [origin[0] + i * size, origin[1] + j * size];
  const walls: Wall[] = [];
  for (const [i, j] of cells) {
    if (!has(i, j - 1)) walls.push({ a: at(i, j), b: at(i + 1, j), normal: [0, -1] });
    if (!has(i + 1, j)) walls.push({ a: at(i + 1, j), b: at(i + 1, j + 1), normal: [1, 0] });
    if (!has(i, j + 1)) walls.push({ a: at(i + 1, j + 1), b: at(i, j + 1), normal: [0, 1] });
    if (!has(i - 1, j)) walls.push({ a: at(i, j + 1), b: at(i, j), normal: [-1, 0] });
  }
  return walls;
}

const key = (p: Vec) => `${p[0]},${p[1]}`;

/** The building's outline: the outside walls chained end to end, straight runs merged. */
export function outline(walls: readonly Wall[]): Vec[] {
  const next = new Map<string, Wall>();
  for (const w of walls) next.set(key(w.a), w);
  const start = walls[0] as Wall;
  const ring: Vec[] = [start.a];
  let cur = start;
  for (let guard = 0; guard < walls.length; guard++) {
    const nxt = next.get(key(cur.b));
    if (!nxt || nxt === start) break;
    ring.push(nxt.a);
    cur = nxt;
  }
  const out: Vec[] = [];
  for (let i = 0; i < ring.length; i++) {
    const p = ring[(i + ring.length - 1) % ring.length] as Vec,
      q = ring[i] as Vec,
      r = ring[(i + 1) % ring.length] as Vec;
    const cross = (q[0] - p[0]) * (r[1] - q[1]) - (q[1] - p[1]) * (r[0] - q[0]);
    if (Math.abs(cross) > 1e-9) out.push(q);
  }
  return out;
}

/**
 * A door in the middle of the wall that best faces `front` (nearest to `toward` among equals) and a window in
 * the middle of every other outside wall, so each area can be seen into and shot out of.
 */
export function openings(walls: readonly Wall[], front: Vec, toward: Vec): Opening[] {
  const mid = (w: Wall): Vec => [(w.a[0] + w.b[0]) / 2, (w.a[1] + w.b[1]) / 2];
  let door = 0,
    bestDot = -Infinity,
    bestDist = Infinity;
  walls.forEach((w, i) => {
    const d = w.normal[0] * front[0] + w.normal[1] * front[1];
    const m = mid(w);
    const dist = Math.hypot(m[0] - toward[0], m[1] - toward[1]);
    if (d > bestDot + 1e-9 || (Math.abs(d - bestDot) <= 1e-9 && dist < bestDist)) {
      door = i;
      bestDot = d;
      bestDist = dist;
    }
  });
  return walls.map((w, i) => ({ kind: i === door ? 'door' : 'window', at: mid(w) }));
}
