// A coarse bitmap of the table (0.25" squares) marking where areas lie, with running sums so "does this box
// touch any of it?" is answered in constant time. Building placement asks that thousands of times per table.
// Marks err on the generous side (every square an outline passes near is marked), so a "no" is always safe.
import { TABLE_SIZE, type Polygon, type Vec } from '../geometry/shapes';
import type { Rect } from './rect';

const STEP = 0.25;
const N = Math.round(TABLE_SIZE / STEP);

export class Mask {
  private readonly marks = new Uint8Array(N * N);
  private sums: Int32Array | undefined;

  private mark(c: number, r: number): void {
    if (c >= 0 && c < N && r >= 0 && r < N) this.marks[r * N + c] = 1;
  }

  add(poly: Polygon): this {
    this.sums = undefined;
    // Inside: squares whose centre is inside, row by row.
    let minY = Infinity, maxY = -Infinity;
    for (const p of poly) { minY = Math.min(minY, p[1]); maxY = Math.max(maxY, p[1]); }
    const rFrom = Math.max(0, Math.floor(minY / STEP)), rTo = Math.min(N - 1, Math.ceil(maxY / STEP));
    for (let r = rFrom; r <= rTo; r++) {
      const y = (r + 0.5) * STEP;
      const xs: number[] = [];
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i] as Vec, [xj, yj] = poly[j] as Vec;
        if ((yi > y) !== (yj > y)) xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const c0 = Math.max(0, Math.ceil((xs[k] as number) / STEP - 0.5));
        const c1 = Math.min(N - 1, Math.floor((xs[k + 1] as number) / STEP - 0.5));
        for (let c = c0; c <= c1; c++) this.marks[r * N + c] = 1;
      }
    }
    // Outline: every square near a point of it, so thin slivers and corners are never missed.
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[j] as Vec, b = poly[i] as Vec;
      const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.1));
      for (let s = 0; s <= steps; s++) {
        const c = Math.floor((a[0] + ((b[0] - a[0]) * s) / steps) / STEP);
        const r = Math.floor((a[1] + ((b[1] - a[1]) * s) / steps) / STEP);
        for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) this.mark(c + dc, r + dr);
      }
    }
    return this;
  }

  /** Marks exactly the squares inside a box whose sides lie on the 0.25" grid (building rooms and their margins). */
  addBox(box: Rect): this {
    this.sums = undefined;
    const c0 = Math.max(0, Math.floor(box.x0 / STEP + 1e-9)), r0 = Math.max(0, Math.floor(box.y0 / STEP + 1e-9));
    const c1 = Math.min(N, Math.ceil(box.x1 / STEP - 1e-9)), r1 = Math.min(N, Math.ceil(box.y1 / STEP - 1e-9));
    for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) this.marks[r * N + c] = 1;
    return this;
  }

  private table(): Int32Array {
    if (this.sums) return this.sums;
    const s = new Int32Array((N + 1) * (N + 1));
    for (let r = 0; r < N; r++) {
      let row = 0;
      for (let c = 0; c < N; c++) {
        row += this.marks[r * N + c] as number;
        s[(r + 1) * (N + 1) + c + 1] = (s[r * (N + 1) + c + 1] as number) + row;
      }
    }
    this.sums = s;
    return s;
  }

  /** True when any marked square overlaps the box. */
  touches(box: Rect): boolean {
    return this.touchesBox(box.x0, box.y0, box.x1, box.y1);
  }

  /** The same for a box given by its sides, so hot loops needn't build objects. */
  touchesBox(x0: number, y0: number, x1: number, y1: number): boolean {
    const s = this.table();
    const c0 = Math.max(0, Math.floor(x0 / STEP + 1e-9)), r0 = Math.max(0, Math.floor(y0 / STEP + 1e-9));
    const c1 = Math.min(N, Math.ceil(x1 / STEP - 1e-9)), r1 = Math.min(N, Math.ceil(y1 / STEP - 1e-9));
    if (c1 <= c0 || r1 <= r0) return false;
    const W = N + 1;
    return (s[r1 * W + c1] as number) - (s[r0 * W + c1] as number) - (s[r1 * W + c0] as number) + (s[r0 * W + c0] as number) > 0;
  }
}
