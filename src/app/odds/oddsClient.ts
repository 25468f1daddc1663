// Runs a position's continuations in Web Workers, one per core (navigator.hardwareConcurrency), and keeps
// the running tally. The run numbers are dealt round the workers; the tally is a sum, so the numbers at the
// end are the same whichever worker finished first, and the same as core/odds/runner.ts gives in Node.
import { addRun, emptyTally, summarize, type OddsSummary, type OddsTally } from '../../core/odds/tally';
import type { OddsJob, OddsReply } from './messages';

export const DEFAULT_RUNS = 500;

export interface OddsRequest {
  rules: string;
  /** The position as JSON text. */
  state: string;
  /** The sides in the game's order (so the rows keep it even before a run names them). */
  sides?: readonly string[];
  runs?: number;
  turnCap?: number;
  /** Workers to use (default: one per core, at most 8). */
  workers?: number;
  /** A what-if of the position to play on instead (the ruleset's `continuation.variants`). */
  variant?: string;
}

export interface OddsHandlers {
  /** The tally so far: after every message from a worker (the caller paints at most once a frame). */
  update(summary: OddsSummary, done: boolean): void;
  /** Why the position can't be played on (the battle is over, a roll waits...). */
  refused(why: string): void;
}

export interface OddsRunning {
  cancel(): void;
  readonly tally: OddsTally;
}

/** Run numbers 0..runs-1 dealt round `n` workers. */
export function deal(runs: number, n: number): number[][] {
  const out: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < runs; i++) out[i % n]!.push(i);
  return out.filter((x) => x.length > 0);
}

export function startOdds(req: OddsRequest, on: OddsHandlers): OddsRunning {
  const runs = req.runs ?? DEFAULT_RUNS;
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  const n = Math.max(1, Math.min(req.workers ?? cores, 8, runs));
  const tally = emptyTally(req.sides ?? []);
  const workers: Worker[] = [];
  let finished = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const w of workers) w.terminate();
  };
  for (const share of deal(runs, n)) {
    const w = new Worker(new URL('./oddsWorker.ts', import.meta.url), { type: 'module' });
    workers.push(w);
    w.onmessage = (e: MessageEvent<OddsReply>) => {
      if (stopped) return;
      const m = e.data;
      if (m.kind === 'refused') {
        stop();
        on.refused(m.why);
        return;
      }
      if (m.kind === 'runs') for (const r of m.runs) addRun(tally, r);
      else finished++;
      const done = finished === workers.length;
      if (done) stop();
      on.update(summarize(tally), done);
    };
    w.onerror = (e) => {
      if (stopped) return;
      stop();
      on.refused(`the odds could not be worked out (${e.message || 'a worker stopped'})`);
    };
    const job: OddsJob = {
      rules: req.rules,
      state: req.state,
      runs: share,
      ...(req.turnCap !== undefined ? { turnCap: req.turnCap } : {}),
      ...(req.variant !== undefined ? { variant: req.variant } : {}),
    };
    w.postMessage(job);
  }
  return { cancel: stop, tally };
}
