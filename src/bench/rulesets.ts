// The rulesets' own benchmarks: every registered ruleset with a `bench` part hands over its work, and this
// host times it (the rulesets stay pure: no clock in them). Each load is the best of its rounds over all its
// items, beside its baseline timed the same way. A ruleset with no `bench` of its own but a soak part gets
// one row made here: whole all-computer games of its soak cases beside their set-up alone.
import type { BenchLoad } from '../core/ruleset';
import { drive } from '../core/drive';
import type { AnyRuleset } from '../core/ruleset';
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

/** Soak cases played on this many seeds: enough to cover its tables and forces, few enough to time twice. */
const GAMES = 24;

/**
 * Whole games from the ruleset's soak cases (set-up, then the computer playing every side to the end) beside
 * the set-up alone. The cases' turn limit is the soak's own default, so a row means what the soak means.
 */
function soakLoad(ruleset: AnyRuleset): BenchLoad {
  const part = ruleset.soak!;
  const made = (i: number) => part.case(i, 'bench', {}).state;
  const play = (i: number) => drive(ruleset, made(i), { maxCommands: 50_000, humans: 'script', keepEvents: false });
  let turns = 0;
  for (let i = 0; i < GAMES; i++) turns += ruleset.outcome(play(i).state).turns;
  return {
    name: `whole games/s per core (its soak cases, ${GAMES} seeds, ${(turns / GAMES).toFixed(1)} turns on average)`,
    items: GAMES,
    run: (i) => play(i).need.kind,
    rounds: 3,
    baseline: { name: 'set-up alone (the soak case)', run: made, rounds: 3 },
  };
}

/** Every ruleset's suites, by heading ("engine: reducer"), each built and timed only when run. */
export function rulesetSuites(): [string, () => Promise<BenchRow[]>][] {
  return Object.values(RULESETS).flatMap((ruleset): [string, () => Promise<BenchRow[]>][] => {
    if (ruleset.bench)
      return ruleset.bench.map((b): [string, () => Promise<BenchRow[]>] => [b.suite, async () => [timeLoad(b.load())]]);
    if (ruleset.soak) return [[`${ruleset.name}: whole games`, async () => [timeLoad(soakLoad(ruleset))]]];
    return [];
  });
}
