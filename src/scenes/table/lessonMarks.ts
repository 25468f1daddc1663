// What a lesson marks on the table beside the figures it rings: the place a step asks for (a dashed ring as
// wide as the step's reach, a ghost base at its centre, and an arrow from the figure that must go there),
// and the building areas a rocket has brought down (drawn as rubble for everyone, lesson or not).
import type Phaser from 'phaser';
import type { BuildingPiece, Vec } from '../../geometry/shapes';
import { PPI } from './units';

/** A place a lesson step asks for: reached when the order ends within `within` inches of `at`. */
export interface TableMark {
  at: Vec;
  within: number;
  /** Where the figure that must go there stands now: an arrow is drawn from it. */
  from?: Vec;
}

const CYAN = 0x5fd8f0;

export function drawMarks(g: Phaser.GameObjects.Graphics, marks: readonly TableMark[]): void {
  for (const m of marks) {
    const [x, y] = [m.at[0] * PPI, m.at[1] * PPI];
    const r = Math.max(0.5, m.within) * PPI;
    // The ring: solid dark under a dashed cyan, so it reads on cloth, road and roof alike.
    g.lineStyle(6, 0x141a1c, 0.55).strokeCircle(x, y, r);
    const dashes = Math.max(12, Math.round((2 * Math.PI * r) / 24));
    g.lineStyle(4, CYAN, 0.95);
    for (let i = 0; i < dashes; i += 2) {
      const a0 = (i / dashes) * 2 * Math.PI;
      const a1 = ((i + 1) / dashes) * 2 * Math.PI;
      g.beginPath();
      g.arc(x, y, r, a0, a1);
      g.strokePath();
    }
    // A ghost base where the figure will stand.
    g.fillStyle(CYAN, 0.28).fillCircle(x, y, 0.5 * PPI);
    g.lineStyle(2, CYAN, 0.9).strokeCircle(x, y, 0.5 * PPI);
    if (m.from) drawArrow(g, m.from, m.at, r);
  }
}

function drawArrow(g: Phaser.GameObjects.Graphics, from: Vec, to: Vec, stopShort: number): void {
  const dx = (to[0] - from[0]) * PPI;
  const dy = (to[1] - from[1]) * PPI;
  const len = Math.hypot(dx, dy);
  const start = 0.8 * PPI;
  if (len <= start + stopShort + 4) return;
  const ux = dx / len;
  const uy = dy / len;
  const x0 = from[0] * PPI + ux * start;
  const y0 = from[1] * PPI + uy * start;
  const x1 = to[0] * PPI - ux * stopShort;
  const y1 = to[1] * PPI - uy * stopShort;
  g.lineStyle(5, CYAN, 0.85).lineBetween(x0, y0, x1, y1);
  const head = 0.45 * PPI;
  g.fillStyle(CYAN, 0.95).fillTriangle(
    x1,
    y1,
    x1 - ux * head - uy * head * 0.6,
    y1 - uy * head + ux * head * 0.6,
    x1 - ux * head + uy * head * 0.6,
    y1 - uy * head - ux * head * 0.6,
  );
}

/**
 * Building areas brought down ("b1:0:1": building, floor, area): the strip is cross-hatched, heavier for a
 * ground-floor area (nothing left standing there) than for an upper floor's.
 */
export function drawRubble(
  g: Phaser.GameObjects.Graphics,
  terrain: readonly { type: string }[],
  collapsed: readonly string[],
): void {
  for (const id of collapsed) {
    const [bid, lv, i] = id.split(':');
    const b = terrain.find((t) => t.type === 'building' && (t as BuildingPiece).id === bid) as
      BuildingPiece | undefined;
    if (!b) continue;
    const strips = Math.max(1, Math.round(b.areas / Math.max(1, b.floors)));
    const xs = b.polygon.map((p) => p[0]);
    const ys = b.polygon.map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const wide = x1 - x0 >= y1 - y0;
    const n = Number(i);
    const rect = wide
      ? { x: x0 + ((x1 - x0) * n) / strips, y: y0, w: (x1 - x0) / strips, h: y1 - y0 }
      : { x: x0, y: y0 + ((y1 - y0) * n) / strips, w: x1 - x0, h: (y1 - y0) / strips };
    const ground = Number(lv) === 0;
    const [rx, ry, rw, rh] = [rect.x * PPI, rect.y * PPI, rect.w * PPI, rect.h * PPI];
    g.fillStyle(0x3b3530, ground ? 0.75 : 0.45).fillRect(rx, ry, rw, rh);
    g.lineStyle(3, 0xb9a98f, ground ? 0.8 : 0.5);
    const step = 0.6 * PPI;
    // Hatching clipped to the rectangle by hand (Graphics has no clip).
    for (let d = -rh; d < rw; d += step) {
      const ax = Math.max(rx, rx + d);
      const ay = ry + (ax - (rx + d));
      const bx = Math.min(rx + rw, rx + d + rh);
      const by = ry + (bx - (rx + d));
      g.lineBetween(ax, ay, bx, by);
    }
  }
}
