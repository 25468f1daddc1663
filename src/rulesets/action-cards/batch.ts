// `sim batch` figures for this game: the shared ones (results, reasons, turns, losses), plus each faction's
// share of wins with a 95% Wilson interval, so a batch says how sure its win rates are.
import type { BatchPart, Unfinished } from '../../core/ruleset';
import { outcome } from './sim';
import type { AcState } from './state';
import type { AcEvent } from './events';
import type { AcScenario } from './scenario';

export interface RunSummary {
  seed: string;
  outcome: string;
  reason: string;
  turns: number;
  lost: Record<string, number>;
  winner: string | null;
  factions: Record<string, string>;
  error?: string;
}

export interface FactionFigures {
  faction: string;
  wins: number;
  rate: number;
  /** 95% Wilson score interval of the win rate. */
  ci95: [number, number];
}

export interface Stats {
  runs: number;
  errors: { seed: string; error: string }[];
  results: Record<string, number>;
  reasons: Record<string, number>;
  turns: { mean: number; min: number; max: number; histogram: Record<string, number> };
  lost: Record<string, { total: number; mean: number }>;
  factions: Record<string, FactionFigures>;
}

const bump = (m: Record<string, number>, k: string, n = 1) => {
  m[k] = (m[k] ?? 0) + n;
};
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** The 95% Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [r3(Math.max(0, c - h)), r3(Math.min(1, c + h))];
}

export const batchStats: BatchPart<AcState, AcEvent, AcScenario, RunSummary, Stats> = {
  summarize(seed: string, state: AcState, _events: readonly AcEvent[], stopped: Unfinished | undefined) {
    const o = outcome(state);
    const result = o.winner ? `${o.winner} wins` : o.ended ? 'undecided' : stopped ? 'unfinished' : 'notOver';
    const factions = Object.fromEntries(state.sides.map((x) => [x.id, x.faction.name]));
    return {
      seed,
      outcome: result,
      reason: o.reason ?? stopped ?? 'notOver',
      turns: o.turns,
      lost: o.lost,
      winner: o.winner,
      factions,
    };
  },
  failed: (seed, _sc, error) => ({
    seed,
    outcome: 'error',
    reason: 'error',
    turns: 0,
    lost: {},
    winner: null,
    factions: {},
    error,
  }),
  empty: () => ({
    runs: 0,
    errors: [],
    results: {},
    reasons: {},
    turns: { mean: 0, min: 0, max: 0, histogram: {} },
    lost: {},
    factions: {},
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
    for (const [side, faction] of Object.entries(r.factions)) {
      const f = (st.factions[side] ??= { faction, wins: 0, rate: 0, ci95: [0, 1] });
      if (r.winner === side) f.wins++;
    }
  },
  finish(st) {
    const ok = Math.max(1, st.runs - st.errors.length);
    const lost = Object.fromEntries(
      Object.entries(st.lost).map(([s, l]) => [s, { total: l.total, mean: Math.round((l.total / ok) * 100) / 100 }]),
    );
    const factions = Object.fromEntries(
      Object.entries(st.factions).map(([s, f]) => [s, { ...f, rate: r3(f.wins / ok), ci95: wilson(f.wins, ok) }]),
    );
    return { ...st, turns: { ...st.turns, mean: Math.round((st.turns.mean / ok) * 100) / 100 }, lost, factions };
  },
};
