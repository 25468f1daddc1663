// Chain Reaction's figures for `sim batch`: one small summary per run (outcome, turns, casualties, every reaction
// test's result, PEF outcomes, NP movement results), and their sum over all runs. Summaries are plain
// JSON so worker threads can send them back.
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';
import { soloOf } from '../solo/types';

export interface RunSummary {
  seed: string;
  /** patrol, raid, defend, or battle for a file without "generate". */
  kind: string;
  /**
   * Encounters: win, loss or unfinished for the player. Battles: "<side> wins", "undecided" (ended with no
   * winner) or "unfinished" (stopped by the turn cap).
   */
  outcome: string;
  reason: string;
  turns: number;
  /** Final status counts per side. */
  casualties: Record<string, Record<string, number>>;
  /** Per test (crisis, inSight, recover, ...): how often each result came up. */
  reactions: Record<string, Record<string, number>>;
  /** contact, somethingsOutThere, falseAlarm. */
  pefs: Record<string, number>;
  /** Enemies placed by each contact. */
  enemiesPerContact: number[];
  /** PEFs that came from buildings. */
  buildingPefs: number;
  npMovement: Record<string, number>;
  /** Group activations played (both sides). */
  activations: number;
  error?: string;
}

const bump = (m: Record<string, number>, k: string, n = 1) => {
  m[k] = (m[k] ?? 0) + n;
};

/** Reaction tests counted in the figures (PEF and campaign rolls have their own tallies). */
const NOT_REACTIONS = new Set(['pefResolution', 'pefMovement', 'howManyEnemy', 'recruiting', 'npMovement']);

/** `stopped`: the run was cut short (turnCap, commandLimit) before the battle ended. */
export function summarize(seed: string, final: GameState, events: readonly GameEvent[], stopped?: string): RunSummary {
  const enc = soloOf(final);
  const ended = final.ended;
  let outcome: string;
  if (enc) outcome = !ended || !ended.winner ? 'unfinished' : ended.winner === enc.player ? 'win' : 'loss';
  else outcome = ended?.winner ? `${ended.winner} wins` : stopped ? 'unfinished' : 'undecided';
  const casualties: RunSummary['casualties'] = {};
  for (const f of Object.values(final.figures)) bump((casualties[f.side] ??= {}), f.status);
  const reactions: RunSummary['reactions'] = {};
  const pefs: Record<string, number> = {};
  const npMovement: Record<string, number> = {};
  const enemiesPerContact: number[] = [];
  let buildingPefs = 0;
  let activations = 0;
  for (const e of events) {
    if (e.type === 'activate') activations++;
    else if (e.type === 'test') {
      if (e.test === 'npMovement') bump(npMovement, e.result);
      else if (!NOT_REACTIONS.has(e.test)) bump((reactions[e.test] ??= {}), e.result);
    } else if (e.type === 'pef' && e.action === 'resolved') {
      bump(pefs, e.result ?? 'unknown');
      if (e.building) buildingPefs++;
      if (e.result === 'contact') enemiesPerContact.push(e.enemies?.length ?? 0);
    }
  }
  return {
    seed,
    kind: enc?.kind ?? 'battle',
    outcome,
    reason: ended?.reason ?? stopped ?? 'notOver',
    turns: final.turn,
    casualties,
    reactions,
    pefs,
    enemiesPerContact,
    buildingPefs,
    npMovement,
    activations,
  };
}

export interface BatchStats {
  runs: number;
  /** Runs that threw: their seeds and the error. */
  errors: { seed: string; error: string }[];
  results: Record<string, Record<string, number>>;
  reasons: Record<string, number>;
  turns: { mean: number; min: number; max: number; histogram: Record<string, number> };
  casualties: Record<string, Record<string, number>>;
  reactions: Record<string, Record<string, number>>;
  pefs: {
    outcomes: Record<string, number>;
    fromBuildings: number;
    enemiesPerContact: Record<string, number>;
    meanEnemiesPerContact: number;
  };
  npMovement: Record<string, number>;
  activations: { mean: number };
}

export function emptyStats(): BatchStats {
  return {
    runs: 0,
    errors: [],
    results: {},
    reasons: {},
    turns: { mean: 0, min: 0, max: 0, histogram: {} },
    casualties: {},
    reactions: {},
    pefs: { outcomes: {}, fromBuildings: 0, enemiesPerContact: {}, meanEnemiesPerContact: 0 },
    npMovement: {},
    activations: { mean: 0 },
  };
}

/** Adds one run to the running totals (means are finished by `finish`). */
export function addRun(st: BatchStats, r: RunSummary): void {
  st.runs += 1;
  if (r.error) {
    st.errors.push({ seed: r.seed, error: r.error });
    return;
  }
  bump((st.results[r.kind] ??= {}), r.outcome);
  bump(st.reasons, r.reason);
  const ok = st.runs - st.errors.length;
  st.turns.min = ok === 1 ? r.turns : Math.min(st.turns.min, r.turns);
  st.turns.max = Math.max(st.turns.max, r.turns);
  st.turns.mean += r.turns;
  bump(st.turns.histogram, String(r.turns));
  for (const [side, m] of Object.entries(r.casualties))
    for (const [k, n] of Object.entries(m)) bump((st.casualties[side] ??= {}), k, n);
  for (const [t, m] of Object.entries(r.reactions))
    for (const [k, n] of Object.entries(m)) bump((st.reactions[t] ??= {}), k, n);
  for (const [k, n] of Object.entries(r.pefs)) bump(st.pefs.outcomes, k, n);
  st.pefs.fromBuildings += r.buildingPefs;
  for (const n of r.enemiesPerContact) {
    bump(st.pefs.enemiesPerContact, String(n));
    st.pefs.meanEnemiesPerContact += n;
  }
  for (const [k, n] of Object.entries(r.npMovement)) bump(st.npMovement, k, n);
  st.activations.mean += r.activations;
}

/** Turns the sums into means. */
export function finish(st: BatchStats): BatchStats {
  const ok = Math.max(1, st.runs - st.errors.length);
  const contacts = Object.values(st.pefs.enemiesPerContact).reduce((a, b) => a + b, 0);
  return {
    ...st,
    turns: { ...st.turns, mean: round2(st.turns.mean / ok) },
    pefs: { ...st.pefs, meanEnemiesPerContact: round2(contacts ? st.pefs.meanEnemiesPerContact / contacts : 0) },
    activations: { mean: round2(st.activations.mean / ok) },
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The summary of a run that threw: counted among the errors, with its seed and first line. */
export function failedRun(seed: string, kind: string, error: string): RunSummary {
  return {
    seed,
    kind,
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
    error,
  };
}
