// The shared figures of `sim batch`, for a ruleset without its own (`batchStats`): from each run's outcome,
// who won (or "undecided", "unfinished"), why it ended, how many turns it took and what each side lost.
// Summaries are plain JSON so worker threads can send them back.
import type { AnyRuleset, BatchPart, Unfinished } from '../core/ruleset';

export interface PlainSummary {
  seed: string;
  /** "<side> wins", "undecided" (over with no winner) or "unfinished" (stopped by a cap). */
  outcome: string;
  reason: string;
  turns: number;
  lost: Record<string, number>;
  error?: string;
}

export interface PlainStats {
  runs: number;
  errors: { seed: string; error: string }[];
  results: Record<string, number>;
  reasons: Record<string, number>;
  turns: { mean: number; min: number; max: number; histogram: Record<string, number> };
  /** Figures lost per side, over all runs, and per run on average. */
  lost: Record<string, { total: number; mean: number }>;
}

const bump = (m: Record<string, number>, k: string, n = 1) => {
  m[k] = (m[k] ?? 0) + n;
};
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The shared batch figures, built on a ruleset's `outcome`. */
export function plainBatch(ruleset: AnyRuleset): BatchPart<unknown, unknown, unknown, PlainSummary, PlainStats> {
  return {
    summarize(seed: string, state: unknown, _events: readonly unknown[], stopped: Unfinished | undefined) {
      const o = ruleset.outcome(state);
      const outcome = o.winner ? `${o.winner} wins` : o.ended ? 'undecided' : stopped ? 'unfinished' : 'notOver';
      return { seed, outcome, reason: o.reason ?? stopped ?? 'notOver', turns: o.turns, lost: o.lost };
    },
    failed: (seed, _scenario, error) => ({ seed, outcome: 'error', reason: 'error', turns: 0, lost: {}, error }),
    empty: () => ({
      runs: 0,
      errors: [],
      results: {},
      reasons: {},
      turns: { mean: 0, min: 0, max: 0, histogram: {} },
      lost: {},
    }),
    add(st, r) {
      st.runs += 1;
      if (r.error) {
        st.errors.push({ seed: r.seed, error: r.error });
        return;
      }
      bump(st.results, r.outcome);
      bump(st.reasons, r.reason);
      const ok = st.runs - st.errors.length;
      st.turns.min = ok === 1 ? r.turns : Math.min(st.turns.min, r.turns);
      st.turns.max = Math.max(st.turns.max, r.turns);
      st.turns.mean += r.turns;
      bump(st.turns.histogram, String(r.turns));
      for (const [side, n] of Object.entries(r.lost)) (st.lost[side] ??= { total: 0, mean: 0 }).total += n;
    },
    finish(st) {
      const ok = Math.max(1, st.runs - st.errors.length);
      const lost = Object.fromEntries(
        Object.entries(st.lost).map(([side, l]) => [side, { total: l.total, mean: round2(l.total / ok) }]),
      );
      return { ...st, turns: { ...st.turns, mean: round2(st.turns.mean / ok) }, lost };
    },
  };
}

/** The batch figures a ruleset is counted by: its own, else the shared ones. */
export function batchPartOf(ruleset: AnyRuleset): BatchPart<unknown, unknown, unknown> {
  return (
    (ruleset.batchStats as BatchPart<unknown, unknown, unknown> | undefined) ??
    (plainBatch(ruleset) as BatchPart<unknown, unknown, unknown>)
  );
}
