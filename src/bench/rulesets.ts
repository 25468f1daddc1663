// The rulesets' own benchmarks: every registered ruleset with a `bench` part hands over its work, and this
// host times it (the rulesets stay pure: no clock in them). Each load is the best of its rounds over all its
// items, beside its baseline timed the same way.
import type { BenchLoad } from '../core/ruleset';
import { RULESETS } from '../rulesets';
import { consume, type BenchRow } from './harness';

/** One pass over `items` calls of `run`, in milliseconds. */
function pass(items: number, run: (i: number) => unknown): number {
  const t0 = performance.now();
  for (let i = 0; i < items; i++) consume(run(i));
  return performance.now() - t0;
}

/** The load and its baseline, their rounds taken in turn (so both meet the same warm-up), each its best. */
export function timeLoad(load: BenchLoad): BenchRow {
  let best = Infinity;
  let bestBase = Infinity;
  const rounds = Math.max(load.rounds, load.baseline?.rounds ?? 0);
  for (let r = 0; r < rounds; r++) {
    if (r < load.rounds) best = Math.min(best, pass(load.items, load.run));
    if (load.baseline && r < load.baseline.rounds) bestBase = Math.min(bestBase, pass(load.items, load.baseline.run));
  }
  const ops = (load.items / best) * 1000;
  const row: BenchRow = { name: load.name, opsPerSec: ops };
  if (load.baseline) {
    const base = (load.items / bestBase) * 1000;
    Object.assign(row, { baseline: load.baseline.name, baselineOpsPerSec: base, ratio: ops / base });
  }
  const goal = load.goal;
  if (goal && 'ratio' in goal) Object.assign(row, { goal: goal.text, pass: (row.ratio ?? 0) >= goal.ratio });
  else if (goal) Object.assign(row, { goal: goal.text, pass: ops >= goal.opsPerSec });
  return row;
}

/** Every ruleset's suites, by heading ("engine: reducer"), each built and timed only when run. */
export function rulesetSuites(): [string, () => Promise<BenchRow[]>][] {
  return Object.values(RULESETS).flatMap((ruleset) =>
    (ruleset.bench ?? []).map((b): [string, () => Promise<BenchRow[]>] => [b.suite, async () => [timeLoad(b.load())]]),
  );
}
