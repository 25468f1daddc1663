// `sim batch FILE --runs N`: the scenario under N seeds, on worker threads across the cores (threads.ts),
// with a progress bar on stderr; prints the figures as one JSON object and, with --report, writes an
// HTML page of charts. Runs are summed in run order, so the figures never depend on the thread count.
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import { DEFAULT_SEED } from '../rulesets/chain-reaction/state';
import { DEFAULT_TURNS } from './turnCap';
import type { Roster } from '../rulesets/chain-reaction/solo/roster';
import type { Scenario } from '../rulesets/chain-reaction/scenario/schema';
import { addRun, emptyStats, finish, type BatchStats, type RunSummary } from './batchStats';
import { runOne, seedOf, type RunSpec } from './batchRun';
import { reportHtml } from './report';
import { dealRuns, runThreads } from './threads';
import type { BatchShare } from './batchWorker';

export interface BatchOptions {
  runs: number;
  seed?: string;
  turns?: number;
  /** Worker threads; 1 plays in this thread. Default: every core, one per two runs at most. */
  workers?: number;
  roster?: Roster;
  /** Where progress goes (a bar on a terminal, or a line per tenth). */
  progress?: (done: number, total: number) => void;
}

export interface BatchResult {
  stats: BatchStats;
  ms: number;
  workers: number;
}

export function runBatch(scenario: Scenario, opts: BatchOptions): BatchResult {
  const t0 = Date.now();
  const base = opts.seed ?? scenario.seed ?? DEFAULT_SEED;
  const spec: RunSpec = {
    scenario,
    ...(opts.turns !== undefined ? { turns: opts.turns } : {}),
    ...(opts.roster ? { roster: opts.roster } : {}),
  };
  const workers = Math.max(1, Math.min(opts.workers ?? availableParallelism(), Math.ceil(opts.runs / 2)));
  const summaries: (RunSummary | undefined)[] = new Array(opts.runs);
  const report = (n: number) => opts.progress?.(n, opts.runs);
  if (workers === 1) {
    for (let i = 0; i < opts.runs; i++) {
      summaries[i] = runOne(spec, seedOf(base, i));
      report(i + 1);
    }
  } else {
    inWorkers(spec, base, opts.runs, workers, summaries, report);
  }
  // Summed in run order, so the figures do not depend on which thread finished first.
  const stats = emptyStats();
  summaries.forEach((s, i) => addRun(stats, s ?? lost(seedOf(base, i))));
  return { stats: finish(stats), ms: Date.now() - t0, workers };
}

function lost(seed: string): RunSummary {
  return {
    seed,
    kind: 'unknown',
    outcome: 'error',
    reason: 'error',
    turns: 0,
    casualties: {},
    reactions: {},
    pefs: {},
    enemiesPerContact: [],
    buildingPefs: 0,
    npMovement: {},
    activations: 0,
    error: 'the worker playing it stopped',
  };
}

function inWorkers(
  spec: RunSpec,
  base: string,
  runs: number,
  n: number,
  out: (RunSummary | undefined)[],
  report: (n: number) => void,
): void {
  let done = 0;
  const shares: BatchShare[] = dealRuns(runs, n).map((share) => ({ spec, base, runs: share }));
  runThreads(new URL('./batchWorker.ts', import.meta.url).href, 'work', shares, (m) => {
    const msg = m as { i: number; summary: RunSummary };
    out[msg.i] = msg.summary;
    report(++done);
  });
}

/** The `sim batch` command: figures as JSON on stdout, optionally the HTML report. */
export function batchCommand(
  scenario: Scenario,
  file: string,
  opts: BatchOptions & { report?: string },
  io: { out(l: string): void; err(l: string): void },
): number {
  const res = runBatch(scenario, opts);
  const figures = {
    file,
    seed: opts.seed ?? scenario.seed ?? DEFAULT_SEED,
    // Runs stopped by the cap count as "unfinished" with reason "turnCap"; null: each encounter's own limit.
    turnCap: opts.turns ?? (scenario.generate ? null : DEFAULT_TURNS),
    ...(scenario.generate ? { encounter: scenario.generate.encounter, terrain: scenario.generate.terrain } : {}),
    workers: res.workers,
    ms: res.ms,
    ...res.stats,
  };
  io.out(JSON.stringify(figures));
  if (opts.report) {
    try {
      writeFileSync(opts.report, reportHtml(figures));
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
