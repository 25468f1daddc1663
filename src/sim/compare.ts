// `sim compare A.json B.json --runs N`: both files played under N seeds each (any game), and each outcome
// (a side wins, or neither: out of turns or over undecided) given side by side with Wilson 95% intervals,
// with the pooled two-proportion z-test saying whether the difference is clear at 95%. With --shard K/M it
// prints a partial result for `sim merge`; with --report it writes an HTML page of the plots.
import { availableParallelism } from 'node:os';
import type { PickedScenario } from '../rulesets';
import { addRun, emptyTally, summarize, type OddsRun, type OddsSummary } from '../core/odds/tally';
import { twoProportion, type Share } from '../core/odds/wilson';
import type { RunSpec } from './batchRun';
import { compareRun, type CompareShare } from './compareRun';
import { shardRange, type PartHead, type Shard } from './shard';
import { dealRange, runThreads } from './threads';
import { compareReportHtml } from './compareReport';
import type { CompareColumn, CompareRow, Comparison } from './compareTypes';

export type { CompareColumn, CompareRow, Comparison };
import { writeReport } from './batch';
import { turnCap } from './turnCap';

export interface CompareFile {
  file: string;
  picked: PickedScenario;
}

export interface CompareOptions {
  runs: number;
  seed?: string;
  turns?: number;
  workers?: number;
  shard?: Shard;
  report?: string;
  json: boolean;
}

export const TEST_WORDS = 'pooled two-proportion z-test, two-sided, 95% (|z| > 1.96)';

/** A comparison's partial result (`--shard`): both files' settings and every run's outcome, for `sim merge`. */
export interface ComparePart extends PartHead {
  command: 'compare';
  a: Omit<CompareColumn, 'summary'>;
  b: Omit<CompareColumn, 'summary'>;
  runsA: OddsRun[];
  runsB: OddsRun[];
}

function specOf(picked: PickedScenario, turns: number | undefined): RunSpec {
  const { ruleset, scenario } = picked;
  return {
    rules: ruleset.name,
    ...(ruleset.module !== undefined ? { module: ruleset.module } : {}),
    scenario,
    ...(turns !== undefined ? { turns } : {}),
  };
}

function headOf(f: CompareFile, opts: CompareOptions): Omit<CompareColumn, 'summary'> {
  const { ruleset, scenario } = f.picked;
  return {
    file: f.file,
    rules: ruleset.name,
    seed: opts.seed ?? ruleset.seedOf(scenario),
    turnCap: turnCap(ruleset, scenario, opts.turns) ?? null,
  };
}

/** Plays runs [from, to) of both files; outcomes in run order. */
export function playCompareRuns(
  a: CompareFile,
  b: CompareFile,
  opts: CompareOptions,
  from: number,
  to: number,
): { runsA: OddsRun[]; runsB: OddsRun[]; workers: number } {
  const sa = { spec: specOf(a.picked, opts.turns), base: headOf(a, opts).seed };
  const sb = { spec: specOf(b.picked, opts.turns), base: headOf(b, opts).seed };
  const count = to - from;
  const runsA: OddsRun[] = new Array(count);
  const runsB: OddsRun[] = new Array(count);
  const workers = Math.max(1, Math.min(opts.workers ?? availableParallelism(), count));
  if (workers === 1) {
    for (let i = from; i < to; i++) {
      runsA[i - from] = compareRun(a.picked.ruleset, sa.spec, sa.base, i);
      runsB[i - from] = compareRun(b.picked.ruleset, sb.spec, sb.base, i);
    }
  } else {
    const shares: CompareShare[] = dealRange(from, to, workers).map((runs) => ({ a: sa, b: sb, runs }));
    runThreads(new URL('./compareRun.ts', import.meta.url).href, 'work', shares, (m) => {
      const msg = m as { which: 'a' | 'b'; run: OddsRun };
      (msg.which === 'a' ? runsA : runsB)[msg.run.i - from] = msg.run;
    });
  }
  const hole = (i: number): OddsRun => ({
    i,
    ended: false,
    winner: null,
    turns: 0,
    lost: {},
    error: 'the worker playing it stopped',
  });
  for (let i = 0; i < count; i++) {
    runsA[i] ??= hole(from + i);
    runsB[i] ??= hole(from + i);
  }
  return { runsA, runsB, workers };
}

/** The comparison of two files' run outcomes (all runs, in any order: the counts are sums). */
export function comparison(
  a: Omit<CompareColumn, 'summary'>,
  b: Omit<CompareColumn, 'summary'>,
  runsA: readonly OddsRun[],
  runsB: readonly OddsRun[],
): Comparison {
  const ta = emptyTally();
  const tb = emptyTally();
  for (const r of runsA) addRun(ta, r);
  for (const r of runsB) addRun(tb, r);
  // Both sides' lists, A's order first, so a side only one file has still gets its row.
  for (const s of tb.sides) if (!ta.sides.includes(s)) ta.sides.push(s);
  for (const s of ta.sides) if (!tb.sides.includes(s)) tb.sides.push(s);
  tb.sides = [...ta.sides];
  const sa = summarize(ta);
  const sb = summarize(tb);
  const rows: CompareRow[] = sa.sides.map((x, i) => row(`${x.side} wins`, x.win, sb.sides[i]!.win));
  if (sa.sides.length)
    rows.push(row('neither wins (out of turns or undecided)', sa.sides[0]!.outOfTurns, sb.sides[0]!.outOfTurns));
  return { runs: runsA.length, test: TEST_WORDS, a: { ...a, summary: sa }, b: { ...b, summary: sb }, rows };
}

function row(outcome: string, a: Share, b: Share): CompareRow {
  const t = twoProportion(b.k, b.n, a.k, a.n);
  return { outcome, a, b, diff: t.diff, z: t.z, clear: t.clear };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const share = (s: Share) => `${pct(s.p)} (${pct(s.low)} to ${pct(s.high)})`;

/** The comparison as a table of text lines. */
export function compareLines(c: Comparison): string[] {
  const w = 42;
  const pad = (t: string, n = w) => (t.length >= n ? `${t}  ` : t.padEnd(n));
  const losses = (s: OddsSummary) => s.sides.map((x) => `${x.side} ${x.expectedLosses.toFixed(2)}`).join(', ');
  const out = [
    `compare: ${c.runs} runs of each file (seeds ${c.a.seed}#0.. and ${c.b.seed}#0..), turn cap ${c.a.turnCap ?? 'the game\u2019s own end'}`,
    `${pad('outcome')}${pad(`A: ${c.a.file}`)}${pad(`B: ${c.b.file}`)}B - A`,
  ];
  for (const r of c.rows) {
    const d = `${r.diff >= 0 ? '+' : ''}${(r.diff * 100).toFixed(1)} points, ${r.clear ? 'clear' : 'not clear'} at 95% (z = ${r.z.toFixed(2)})`;
    out.push(`${pad(r.outcome)}${pad(share(r.a))}${pad(share(r.b))}${d}`);
  }
  out.push(`${pad('figures lost per run')}${pad(losses(c.a.summary))}${pad(losses(c.b.summary))}`);
  out.push(
    `${pad('turns per run (mean)')}${pad(c.a.summary.meanTurns.toFixed(2))}${pad(c.b.summary.meanTurns.toFixed(2))}`,
  );
  const errors = c.a.summary.errors + c.b.summary.errors;
  if (errors)
    out.push(
      `${pad('runs that broke off (left out)')}${pad(String(c.a.summary.errors))}${pad(String(c.b.summary.errors))}`,
    );
  out.push(`intervals: Wilson 95%; difference: ${c.test}`);
  return out;
}

/** Prints the comparison (table or JSON) and writes the report when asked; the exit status. */
export function printComparison(
  c: Comparison,
  opts: { json: boolean; report?: string },
  io: { out(l: string): void; err(l: string): void },
): number {
  if (opts.json) io.out(JSON.stringify(c));
  else for (const l of compareLines(c)) io.out(l);
  if (opts.report && !writeReport(opts.report, compareReportHtml(c), io)) return 2;
  return 0;
}

/** The `sim compare` command. */
export function compareCommand(
  a: CompareFile,
  b: CompareFile,
  opts: CompareOptions,
  io: { out(l: string): void; err(l: string): void },
): number {
  const t0 = Date.now();
  const { from, to } = shardRange(opts.runs, opts.shard);
  const played = playCompareRuns(a, b, opts, from, to);
  if (opts.shard) {
    const part: ComparePart = {
      type: 'simPart',
      command: 'compare',
      rules: a.picked.ruleset.name,
      runs: opts.runs,
      shard: [opts.shard.k, opts.shard.m],
      from,
      to,
      ms: Date.now() - t0,
      workers: played.workers,
      a: headOf(a, opts),
      b: headOf(b, opts),
      runsA: played.runsA,
      runsB: played.runsB,
    };
    io.out(JSON.stringify(part));
    return 0;
  }
  return printComparison(comparison(headOf(a, opts), headOf(b, opts), played.runsA, played.runsB), opts, io);
}
