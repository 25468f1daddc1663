// Sharding a long `sim batch` or `sim compare` by seed ranges: `--shard K/M` plays only the K-th of M equal
// runs of the run numbers and prints a partial result (every run's summary, in run order); `sim merge` puts
// the parts back together into the very figures one unsharded run prints. Each part is plain JSON, so the
// parts may come from different machines (a cluster's job array).

export interface Shard {
  k: number;
  m: number;
}

/** "K/M" with 1 <= K <= M, or undefined. */
export function parseShard(text: string): Shard | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) return undefined;
  const k = Number(m[1]);
  const of = Number(m[2]);
  return k >= 1 && of >= 1 && k <= of && Number.isSafeInteger(of) ? { k, m: of } : undefined;
}

/** The run numbers [from, to) shard K of M plays out of `runs` (the ranges of 1..M cover 0..runs-1 once). */
export function shardRange(runs: number, shard: Shard | undefined): { from: number; to: number } {
  if (!shard) return { from: 0, to: runs };
  return { from: Math.floor(((shard.k - 1) * runs) / shard.m), to: Math.floor((shard.k * runs) / shard.m) };
}

/** A partial result's outer shape, as `--shard` prints it and `sim merge` reads it. */
export interface PartHead {
  type: 'simPart';
  command: 'batch' | 'compare';
  rules: string;
  runs: number;
  shard: [number, number];
  from: number;
  to: number;
  ms: number;
  workers: number;
}
