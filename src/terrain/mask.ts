// A coarse bitmap of the table (0.25" squares) marking where areas lie, with running sums so "does this box
// touch any of it?" is answered in constant time. Building placement asks that thousands of times per table.
// Marks err on the generous side (every square an outline passes near is marked), so a "no" is always safe.
import { TABLE_SIZE, type Polygon, type Vec } from '../geometry/shapes';
import type { Rect } from './rect';

/** Squares per inch: a box whose sides are multiples of 1/4" covers whole squares. */
export const CELLS_PER_INCH = 4;
const STEP = 1 / CELLS_PER_INCH;
const N = Math.round(TABLE_SIZE / STEP);

export class Mask {
  private readonly marks = new Uint8Array(N * N);
  private sums: Int32Array | undefined;
  /** The running sums are stale from this row and column on (a mark only changes sums below and right of it). */
  private staleR = 0;
  private staleC = 0;
  /** A box (in squares, inclusive) holding every mark, so sweeps can skip the empty rest of the table. */
  private loC = N;
  private loR = N;
  private hiC = -1;
  private hiR = -1;

  /** Records that squares in rows r0..r1 and columns c0..c1 (inclusive, within the table) may have been marked. */
  private changed(c0: number, r0: number, c1: number, r1: number): void {
    this.staleR = Math.min(this.staleR, r0);
    this.staleC = Math.min(this.staleC, c0);
    this.loC = Math.min(this.loC, c0);
    this.loR = Math.min(this.loR, r0);
    this.hiC = Math.max(this.hiC, c1);
    this.hiR = Math.max(this.hiR, r1);
  }

  private mark(c: number, r: number): void {
    if (c >= 0 && c < N && r >= 0 && r < N) this.marks[r * N + c] = 1;
  }

  add(poly: Polygon): this {
    // Inside: squares whose centre is inside, row by row.
    let minX = Infinity,
      maxX = -Infinity,
      minY = Infinity,
      maxY = -Infinity;
    for (const p of poly) {
      minX = Math.min(minX, p[0]);
      maxX = Math.max(maxX, p[0]);
      minY = Math.min(minY, p[1]);
      maxY = Math.max(maxY, p[1]);
    }
    // Every mark below lies within a square of the outline's box.
    const cLo = Math.max(0, Math.floor(minX / STEP) - 1),
      cHi = Math.min(N - 1, Math.floor(maxX / STEP) + 1);
    const rLo = Math.max(0, Math.floor(minY / STEP) - 1),
      rHi = Math.min(N - 1, Math.floor(maxY / STEP) + 1);
    if (cLo > cHi || rLo > rHi) return this;
    this.changed(cLo, rLo, cHi, rHi);
    const rFrom = Math.max(0, Math.floor(minY / STEP)),
      rTo = Math.min(N - 1, Math.ceil(maxY / STEP));
    // Where each side crosses each row's middle line: a side is tried only on the rows its ends span.
    const crossings: number[][] = [];
    for (let r = rFrom; r <= rTo; r++) crossings.push([]);
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i] as Vec,
        [xj, yj] = poly[j] as Vec;
      const ra = Math.max(rFrom, Math.floor(Math.min(yi, yj) / STEP - 0.5));
      const rb = Math.min(rTo, Math.ceil(Math.max(yi, yj) / STEP - 0.5));
      for (let r = ra; r <= rb; r++) {
        const y = (r + 0.5) * STEP;
        if (yi > y !== yj > y) (crossings[r - rFrom] as number[]).push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
      }
    }
    for (let r = rFrom; r <= rTo; r++) {
      const xs = (crossings[r - rFrom] as number[]).sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const c0 = Math.max(0, Math.ceil((xs[k] as number) / STEP - 0.5));
        const c1 = Math.min(N - 1, Math.floor((xs[k + 1] as number) / STEP - 0.5));
        for (let c = c0; c <= c1; c++) this.marks[r * N + c] = 1;
      }
    }
    // Outline: every square near a point of it, so thin slivers and corners are never missed. Points 0.1"
    // apart often fall in the same square as the one before: its neighbours are marked already.
    let lastC = NaN,
      lastR = NaN;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[j] as Vec,
        b = poly[i] as Vec;
      const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.1));
      for (let s = 0; s <= steps; s++) {
        const c = Math.floor((a[0] + ((b[0] - a[0]) * s) / steps) / STEP);
        const r = Math.floor((a[1] + ((b[1] - a[1]) * s) / steps) / STEP);
        if (c === lastC && r === lastR) continue;
        lastC = c;
        lastR = r;
        for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) this.mark(c + dc, r + dr);
      }
    }
    return this;
  }

  /** Marks exactly the squares inside a box whose sides lie on the 0.25" grid (building rooms and their margins). */
  addBox(box: Rect): this {
    const c0 = Math.max(0, Math.floor(box.x0 / STEP + 1e-9)),
      r0 = Math.max(0, Math.floor(box.y0 / STEP + 1e-9));
    const c1 = Math.min(N, Math.ceil(box.x1 / STEP - 1e-9)),
      r1 = Math.min(N, Math.ceil(box.y1 / STEP - 1e-9));
    if (c1 <= c0 || r1 <= r0) return this;
    this.changed(c0, r0, c1 - 1, r1 - 1);
    for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) this.marks[r * N + c] = 1;
    return this;
  }

  /**
   * Marks every square within `k` squares (across or diagonally) of one marked in `other`: a box of whole
   * squares then touches these marks exactly when the box grown by k squares on every side touches `other`'s.
   */
  addGrown(other: Mask, k: number): this {
    const oc0 = other.loC,
      or0 = other.loR,
      oc1 = other.hiC,
      or1 = other.hiR;
    if (oc1 < oc0) return this;
    this.changed(Math.max(0, oc0 - k), Math.max(0, or0 - k), Math.min(N - 1, oc1 + k), Math.min(N - 1, or1 + k));
    // Each run of marks along a row marks the box round it, k squares every way; the runs are found and
    // the boxes filled by the typed array's own (native) indexOf and fill.
    const src = other.marks,
      marks = this.marks;
    for (let r = or0; r <= or1; r++) {
      const row = r * N,
        end = row + oc1 + 1;
      const rr0 = Math.max(0, r - k),
        rr1 = Math.min(N - 1, r + k);
      let a = src.indexOf(1, row + oc0);
      while (a !== -1 && a < end) {
        let b = src.indexOf(0, a);
        if (b === -1 || b > end) b = end;
        const c0 = Math.max(0, a - row - k),
          c1 = Math.min(N, b - row + k);
        for (let rr = rr0; rr <= rr1; rr++) marks.fill(1, rr * N + c0, rr * N + c1);
        a = src.indexOf(1, b);
      }
    }
    return this;
  }

  private table(): Int32Array {
    const W = N + 1;
    let s = this.sums;
    if (!s) {
      s = new Int32Array(W * W);
      this.staleR = 0;
      this.staleC = 0;
    } else if (this.staleR >= N) {
      return s;
    }
    // Rows above and columns left of the first change keep their sums; the rest are summed again.
    const c0 = this.staleC;
    for (let r = this.staleR; r < N; r++) {
      let row = (s[(r + 1) * W + c0] as number) - (s[r * W + c0] as number);
      for (let c = c0; c < N; c++) {
        row += this.marks[r * N + c] as number;
        s[(r + 1) * W + c + 1] = (s[r * W + c + 1] as number) + row;
      }
    }
    this.staleR = N;
    this.staleC = N;
    this.sums = s;
    return s;
  }

  /** True when any marked square overlaps the box. */
  touches(box: Rect): boolean {
    return this.touchesBox(box.x0, box.y0, box.x1, box.y1);
  }

  /** The same for a box given by its sides, so hot loops needn't build objects. */
  touchesBox(x0: number, y0: number, x1: number, y1: number): boolean {
    const c0 = Math.max(0, Math.floor(x0 / STEP + 1e-9)),
      r0 = Math.max(0, Math.floor(y0 / STEP + 1e-9));
    const c1 = Math.min(N, Math.ceil(x1 / STEP - 1e-9)),
      r1 = Math.min(N, Math.ceil(y1 / STEP - 1e-9));
    if (c1 <= c0 || r1 <= r0) return false;
    return this.touchesCells(c0, r0, c1, r1);
  }

  /** The same for squares [c0, c1) x [r0, r1), already within the table: placement counts in squares. */
  touchesCells(c0: number, r0: number, c1: number, r1: number): boolean {
    const s = this.table();
    const W = N + 1;
    return (
      (s[r1 * W + c1] as number) -
        (s[r0 * W + c1] as number) -
        (s[r1 * W + c0] as number) +
        (s[r0 * W + c0] as number) >
      0
    );
  }

  /**
   * True when any of several `side`-square boxes touches a mark: box k has its corner at square
   * (c + cells[2k] * side, r + cells[2k + 1] * side), all within the table (a building's rooms).
   */
  touchesRooms(c: number, r: number, cells: readonly number[], side: number): boolean {
    const s = this.table();
    const W = N + 1;
    for (let k = 0; k < cells.length; k += 2) {
      const c0 = c + (cells[k] as number) * side,
        r0 = r + (cells[k + 1] as number) * side;
      const c1 = c0 + side,
        r1 = r0 + side;
      if (
        (s[r1 * W + c1] as number) -
          (s[r0 * W + c1] as number) -
          (s[r1 * W + c0] as number) +
          (s[r0 * W + c0] as number) >
        0
      )
        return true;
    }
    return false;
  }
}
