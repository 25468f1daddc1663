// Timing of the table's per-frame work (update, animations and overlays), kept in a ring of recent
// frames so the browser test and the curious player can read the mean, the 95th percentile and the worst.
export interface FrameSummary {
  frames: number;
  mean: number;
  p95: number;
  max: number;
}

export class FrameStats {
  private ring: Float64Array;
  private n = 0;
  private next = 0;

  constructor(size = 1200) {
    this.ring = new Float64Array(size);
  }

  add(ms: number): void {
    this.ring[this.next] = ms;
    this.next = (this.next + 1) % this.ring.length;
    this.n = Math.min(this.n + 1, this.ring.length);
  }

  reset(): void {
    this.n = 0;
    this.next = 0;
  }

  summary(): FrameSummary {
    if (this.n === 0) return { frames: 0, mean: 0, p95: 0, max: 0 };
    const xs = Array.from(this.ring.subarray(0, this.n)).sort((a, b) => a - b);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const p95 = xs[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
    return { frames: xs.length, mean, p95, max: xs[xs.length - 1]! };
  }
}
