// `sim batch FILE --runs N`: the scenario under N seeds (any ruleset; its own figures when it has them), on worker threads across the cores (threads.ts),
// with a progress bar on stderr; prints the figures as one JSON object and, with --report, writes an
// HTML page of charts. Runs are summed in run order, so the figures never depend on the thread count.
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import type { AnyRuleset } from '../core/ruleset';
import type { PickedScenario } from '../rulesets';
import { batchPartOf, type PlainStats } from './batchStats';
import { runOne, seedOf, type RunSpec } from './batchRun';
import { shardRange, type PartHead, type Shard } from './shard';
import { plainReportHtml } from './report';
import { dealRange, runThreads } from './threads';
import type { BatchShare } from './batchWorker';

export interface BatchOptions {
  runs: number;
  seed?: string;
  turns?: number;
  /** Worker threads; 1 plays in this thread. Default: every core, one per two runs at most. */
  workers?: number;
  /** A campaign roster to field in every run (the ruleset's `campaign`). */
  roster?: unknown;
  /** Where progress goes (a bar on a terminal, or a line per tenth). */
  progress?: (done: number, total: number) => void;
}

export interface BatchResult {
  stats: Record<string, unknown>;
  ms: number;
  workers: number;
}

/** The runs [from, to) played: each run's summary, in run order (what a shard prints). */
export interface BatchRuns {
  base: string;
  summaries: unknown[];
  ms: number;
  workers: number;
}

export function playBatchRuns(picked: PickedScenario, opts: BatchOptions, from = 0, to = opts.runs): BatchRuns {
  const { ruleset, scenario } = picked;
  const t0 = Date.now();
  const base = opts.seed ?? ruleset.seedOf(scenario);
  const spec: RunSpec = {
    rules: ruleset.name,
    ...(ruleset.module !== undefined ? { module: ruleset.module } : {}),
    scenario,
    ...(opts.turns !== undefined ? { turns: opts.turns } : {}),
    ...(opts.roster !== undefined ? { roster: opts.roster } : {}),
  };
  const count = to - from;
  const workers = Math.max(1, Math.min(opts.workers ?? availableParallelism(), Math.ceil(count / 2)));
  const summaries: unknown[] = new Array(count);
  const report = (n: number) => opts.progress?.(n, count);
  if (workers === 1) {
    for (let i = from; i < to; i++) {
      summaries[i - from] = runOne(ruleset, spec, seedOf(base, i));
      report(i - from + 1);
    }
  } else {
    inWorkers(spec, base, from, to, workers, summaries, report);
  }
  const part = batchPartOf(ruleset);
  // A thread that stopped leaves holes: each is a failed run, so the count of runs stays whole.
  for (let i = 0; i < count; i++)
    summaries[i] ??= part.failed(seedOf(base, from + i), null, 'the worker playing it stopped');
  return { base, summaries, ms: Date.now() - t0, workers };
}

/** The batch figures of every run's summary, summed in run order (so they never depend on the threads). */
export function statsOf(ruleset: AnyRuleset, summaries: readonly unknown[]): Record<string, unknown> {
  const part = batchPartOf(ruleset);
  const stats = part.empty();
  for (const s of summaries) part.add(stats, s);
  return part.finish(stats) as Record<string, unknown>;
}

export function runBatch(picked: PickedScenario, opts: BatchOptions): BatchResult {
  const runs = playBatchRuns(picked, opts);
  return { stats: statsOf(picked.ruleset, runs.summaries), ms: runs.ms, workers: runs.workers };
}

function inWorkers(
  spec: RunSpec,
  base: string,
  from: number,
  to: number,
  n: number,
  out: unknown[],
  report: (n: number) => void,
): void {
  let done = 0;
  const shares: BatchShare[] = dealRange(from, to, n).map((share) => ({ spec, base, runs: share }));
  runThreads(new URL('./batchWorker.ts', import.meta.url).href, 'work', shares, (m) => {
    const msg = m as { i: number; summary: unknown };
    out[msg.i - from] = msg.summary;
    report(++done);
  });
}

/** The page `--report` writes: the ruleset's own, else the shared one. */
export function reportPage(ruleset: AnyRuleset, figures: Record<string, unknown>): string {
  const own = ruleset.batchStats?.report;
  if (own) return own(figures);
  return plainReportHtml(
    figures as unknown as PlainStats & { file: string; seed: string; workers: number; ms: number },
  );
}

/** The printed figures: the file and its settings, then the ruleset's batch figures. */
export function batchFigures(
  head: { file: string; seed: string; turnCap: number | null; header: Record<string, unknown> },
  res: BatchResult,
): Record<string, unknown> {
  return {
    file: head.file,
    seed: head.seed,
    // Runs stopped by the cap count as "unfinished" with reason "turnCap"; null: the game's own end.
    turnCap: head.turnCap,
    ...head.header,
    workers: res.workers,
    ms: res.ms,
    ...res.stats,
  };
}

/** A batch's partial result (`--shard`): its settings and every run's summary, for `sim merge`. */
export interface BatchPart extends PartHead {
  command: 'batch';
  file: string;
  seed: string;
  turnCap: number | null;
  header: Record<string, unknown>;
  summaries: unknown[];
}

/** Writes the report page; false (and the error line said) when it can't be written. */
export function writeReport(path: string, html: string, io: { err(l: string): void }): boolean {
  try {
    writeFileSync(path, html);
    return true;
  } catch (e) {
    io.err(`error: ${path}: cannot be written (${(e as { code?: string }).code ?? 'unknown reason'})`);
    return false;
  }
}

/** The `sim batch` command: figures as JSON on stdout (a partial result with --shard), optionally the HTML report. */
export function batchCommand(
  picked: PickedScenario,
  file: string,
  opts: BatchOptions & { report?: string; shard?: Shard },
  io: { out(l: string): void; err(l: string): void },
): number {
  const { ruleset, scenario } = picked;
  const head = {
    file,
    seed: opts.seed ?? ruleset.seedOf(scenario),
    turnCap: opts.turns ?? ruleset.turnCap(scenario),
    header: ruleset.batchStats?.header?.(scenario) ?? {},
  };
  if (opts.shard) {
    const { from, to } = shardRange(opts.runs, opts.shard);
    const runs = playBatchRuns(picked, opts, from, to);
    const part: BatchPart = {
      type: 'simPart',
      command: 'batch',
      rules: ruleset.name,
      runs: opts.runs,
      shard: [opts.shard.k, opts.shard.m],
      from,
      to,
      ms: runs.ms,
      workers: runs.workers,
      ...head,
      summaries: runs.summaries,
    };
    io.out(JSON.stringify(part));
    return 0;
  }
  const figures = batchFigures(head, runBatch(picked, opts));
  io.out(JSON.stringify(figures));
  if (opts.report && !writeReport(opts.report, reportPage(ruleset, figures), io)) return 2;
  return 0;
}

/** A bar redrawn in place on a terminal; a line per tenth elsewhere. */
export function progressBar(write: (s: string) => void, tty: boolean): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    const frac = total ? done / total : 1;
    if (tty) {
      const w = 30;
      const fill = Math.round(frac * w);
      write(`\r[${'#'.repeat(fill)}${'.'.repeat(w - fill)}] ${done}/${total} runs${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(frac * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      write(`batch: ${done}/${total} runs (${Math.round(frac * 100)}%)\n`);
    }
  };
}
