// `sim batch FILE --runs N`: the scenario under N seeds (any ruleset; its own figures when it has them), on worker threads across the cores (threads.ts),
// with a progress bar on stderr; prints the figures as one JSON object and, with --report, writes an
// HTML page of charts. Runs are summed in run order, so the figures never depend on the thread count.
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import type { AnyRuleset } from '../core/ruleset';
import type { PickedScenario } from '../rulesets';
import { batchPartOf, type PlainStats } from './batchStats';
import { runOne, seedOf, type RunSpec } from './batchRun';
import { plainReportHtml } from './report';
import { dealRuns, runThreads } from './threads';
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

export function runBatch(picked: PickedScenario, opts: BatchOptions): BatchResult {
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
  const workers = Math.max(1, Math.min(opts.workers ?? availableParallelism(), Math.ceil(opts.runs / 2)));
  const summaries: unknown[] = new Array(opts.runs);
  const report = (n: number) => opts.progress?.(n, opts.runs);
  if (workers === 1) {
    for (let i = 0; i < opts.runs; i++) {
      summaries[i] = runOne(ruleset, spec, seedOf(base, i));
      report(i + 1);
    }
  } else {
    inWorkers(spec, base, opts.runs, workers, summaries, report);
  }
  // Summed in run order, so the figures do not depend on which thread finished first.
  const part = batchPartOf(ruleset);
  const stats = part.empty();
  summaries.forEach((s, i) =>
    part.add(stats, s ?? part.failed(seedOf(base, i), null, 'the worker playing it stopped')),
  );
  return { stats: part.finish(stats) as Record<string, unknown>, ms: Date.now() - t0, workers };
}

function inWorkers(
  spec: RunSpec,
  base: string,
  runs: number,
  n: number,
  out: unknown[],
  report: (n: number) => void,
): void {
  let done = 0;
  const shares: BatchShare[] = dealRuns(runs, n).map((share) => ({ spec, base, runs: share }));
  runThreads(new URL('./batchWorker.ts', import.meta.url).href, 'work', shares, (m) => {
    const msg = m as { i: number; summary: unknown };
    out[msg.i] = msg.summary;
    report(++done);
  });
}

/** The page `--report` writes: the ruleset's own, else the shared one. */
function reportPage(ruleset: AnyRuleset, figures: Record<string, unknown>): string {
  const own = ruleset.batchStats?.report;
  if (own) return own(figures);
  return plainReportHtml(
    figures as unknown as PlainStats & { file: string; seed: string; workers: number; ms: number },
  );
}

/** The `sim batch` command: figures as JSON on stdout, optionally the HTML report. */
export function batchCommand(
  picked: PickedScenario,
  file: string,
  opts: BatchOptions & { report?: string },
  io: { out(l: string): void; err(l: string): void },
): number {
  const { ruleset, scenario } = picked;
  const res = runBatch(picked, opts);
  const figures = {
    file,
    seed: opts.seed ?? ruleset.seedOf(scenario),
    // Runs stopped by the cap count as "unfinished" with reason "turnCap"; null: the game's own end.
    turnCap: opts.turns ?? ruleset.turnCap(scenario),
    ...(ruleset.batchStats?.header?.(scenario) ?? {}),
    workers: res.workers,
    ms: res.ms,
    ...res.stats,
  };
  io.out(JSON.stringify(figures));
  if (opts.report) {
    try {
      writeFileSync(opts.report, reportPage(ruleset, figures));
    } catch (e) {
      io.err(`error: ${opts.report}: cannot be written (${(e as { code?: string }).code ?? 'unknown reason'})`);
      return 2;
    }
  }
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
