// Small drawing helpers on a Phaser Graphics in table inches: polygons, polylines, dashed lines and
// rings, so overlay code reads in the table's own units.
import type Phaser from 'phaser';
import type { Vec } from '../../geometry/shapes';
import { PPI } from './units';
import { TABLE_SIZE } from '../../geometry/shapes';

/** The table, for cutting overlays that would reach past its edge. */
export const TABLE_BOX = { minX: 0, minY: 0, maxX: TABLE_SIZE, maxY: TABLE_SIZE } as const;
const onTable = (x: number, y: number) => x >= 0 && x <= TABLE_SIZE && y >= 0 && y <= TABLE_SIZE;

type G = Phaser.GameObjects.Graphics;

export function polyPath(g: G, pts: readonly Vec[], close = true): void {
  g.beginPath();
  pts.forEach((p, i) => (i === 0 ? g.moveTo(p[0] * PPI, p[1] * PPI) : g.lineTo(p[0] * PPI, p[1] * PPI)));
  if (close) g.closePath();
}

export function fillPoly(g: G, pts: readonly Vec[], colour: number, alpha: number): void {
  if (pts.length < 3) return;
  g.fillStyle(colour, alpha);
  polyPath(g, pts);
  g.fillPath();
}

export function strokePoly(
  g: G,
  pts: readonly Vec[],
  width: number,
  colour: number,
  alpha: number,
  close = true,
): void {
  if (pts.length < 2) return;
  g.lineStyle(width, colour, alpha);
  polyPath(g, pts, close);
  g.strokePath();
}

export function line(g: G, a: Vec, b: Vec, width: number, colour: number, alpha = 1): void {
  g.lineStyle(width, colour, alpha);
  g.lineBetween(a[0] * PPI, a[1] * PPI, b[0] * PPI, b[1] * PPI);
}

/** A dashed line: `dash` and `gap` in inches. */
export function dashed(g: G, a: Vec, b: Vec, width: number, colour: number, alpha = 1, dash = 0.35, gap = 0.25): void {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len < 1e-6) return;
  const ux = (b[0] - a[0]) / len,
    uy = (b[1] - a[1]) / len;
  g.lineStyle(width, colour, alpha);
  for (let d = 0; d < len; d += dash + gap) {
    const e = Math.min(len, d + dash);
    g.lineBetween((a[0] + ux * d) * PPI, (a[1] + uy * d) * PPI, (a[0] + ux * e) * PPI, (a[1] + uy * e) * PPI);
  }
}

export function dashedPath(g: G, pts: readonly Vec[], width: number, colour: number, alpha = 1): void {
  for (let i = 1; i < pts.length; i++) dashed(g, pts[i - 1]!, pts[i]!, width, colour, alpha);
}

export function ring(g: G, at: Vec, radius: number, width: number, colour: number, alpha = 1): void {
  g.lineStyle(width, colour, alpha);
  g.strokeCircle(at[0] * PPI, at[1] * PPI, radius * PPI);
}

export function disc(g: G, at: Vec, radius: number, colour: number, alpha = 1): void {
  g.fillStyle(colour, alpha);
  g.fillCircle(at[0] * PPI, at[1] * PPI, radius * PPI);
}

/** A dashed circle, for reaches and ranges; dashes off the table are left out. */
export function dashedRing(g: G, at: Vec, radius: number, width: number, colour: number, alpha = 1): void {
  const steps = Math.max(24, Math.round(radius * 6));
  g.lineStyle(width, colour, alpha);
  for (let i = 0; i < steps; i += 2) {
    const a0 = (i / steps) * Math.PI * 2,
      a1 = ((i + 1) / steps) * Math.PI * 2;
    const am = (a0 + a1) / 2;
    if (!onTable(at[0] + Math.cos(am) * radius, at[1] + Math.sin(am) * radius)) continue;
    g.lineBetween(
      (at[0] + Math.cos(a0) * radius) * PPI,
      (at[1] + Math.sin(a0) * radius) * PPI,
      (at[0] + Math.cos(a1) * radius) * PPI,
      (at[1] + Math.sin(a1) * radius) * PPI,
    );
  }
}
