// Shared timing for the benches: run a function long enough to trust the clock, report operations per
// second, compare with a named baseline and say whether the stated goal is met. Benches are not part of
// the pure core, so they may use the clock.

export interface BenchRow {
  name: string;
  /** Operations per second of the thing measured. */
  opsPerSec: number;
  /** What it is compared with, if anything. */
  baseline?: string;
  baselineOpsPerSec?: number;
  /** opsPerSec / baselineOpsPerSec: above 1 means faster than the baseline. */
  ratio?: number;
  /** The goal in words, e.g. "≥ 100× turf". */
  goal?: string;
  pass?: boolean;
}

/** Keeps results alive so that the engine cannot skip the work being timed. */
export let sink = 0;
export function consume(x: unknown): void {
  sink = (sink + (x ? 1 : 0)) | 0;
}

/**
 * Operations per second of `run`, which performs `opsPerRun` operations per call. Warms up first, then
 * repeats for at least `minMs` and keeps the best of three rounds (the least disturbed one).
 */
export function opsPerSecond(run: () => void, opsPerRun: number, minMs = 250): number {
  const until = performance.now() + Math.min(50, minMs / 3);
  while (performance.now() < until) run();
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let calls = 0;
    const start = performance.now();
    let now = start;
    while (now - start < minMs / 3) {
      run();
      calls++;
      now = performance.now();
    }
    best = Math.max(best, (calls * opsPerRun) / ((now - start) / 1000));
  }
  return best;
}

/**
 * Operations per second of two contenders timed in alternating rounds, best round each, so that a
 * busy machine slows both alike rather than whichever happened to run during the disturbance.
 */
export function race(
  a: () => void,
  opsA: number,
  b: () => void,
  opsB: number,
  rounds = 7,
  msPerRound = 60,
): [number, number] {
  let bestA = 0,
    bestB = 0;
  for (let round = 0; round < rounds; round++) {
    bestA = Math.max(bestA, opsPerSecond(a, opsA, msPerRound));
    bestB = Math.max(bestB, opsPerSecond(b, opsB, msPerRound));
  }
  return [bestA, bestB];
}

/** A row comparing `ops` with a baseline; `goal(ratio)` decides pass. */
export function compare(
  name: string,
  ops: number,
  baseline: string,
  baselineOps: number,
  goal: string,
  meets: (ratio: number) => boolean,
): BenchRow {
  const ratio = ops / baselineOps;
  return { name, opsPerSec: ops, baseline, baselineOpsPerSec: baselineOps, ratio, goal, pass: meets(ratio) };
}

const num = (n: number | undefined): string => {
  if (n === undefined) return '';
  if (n >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toPrecision(3);
};

/** A plain text table of rows. */
export function formatRows(rows: readonly BenchRow[]): string {
  const head = ['benchmark', 'ops/s', 'baseline', 'baseline ops/s', 'ratio', 'goal', 'pass'];
  const body = rows.map((r) => [
    r.name,
    num(r.opsPerSec),
    r.baseline ?? '',
    num(r.baselineOpsPerSec),
    r.ratio === undefined ? '' : `${r.ratio.toPrecision(3)}×`,
    r.goal ?? '',
    r.pass === undefined ? '' : r.pass ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 1 || i === 3 || i === 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
