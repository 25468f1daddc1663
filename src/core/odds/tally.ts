// The battle odds' running count: each continuation boils down to who won, whether it ran out of turns, how
// many turns it took and what each side lost (OddsRun, plain JSON so it crosses worker threads). The count is
// a sum, so the numbers never depend on the order runs arrive in, or on how they were split between workers.
import type { Outcome } from '../ruleset';
import { wilson, type Share } from './wilson';

/** One continuation, boiled down. */
export interface OddsRun {
  /** Its number in the position's series (the dice seed is made from it). */
  i: number;
  /** Over by the rules; false: stopped by the turn cap (or the command guard). */
  ended: boolean;
  winner: string | null;
  turns: number;
  lost: Record<string, number>;
  /** The run broke off with a fault (counted apart, never as a result). */
  error?: string;
}

export interface OddsTally {
  /** The sides, in the game's order (those the position named, then any a run reported). */
  sides: string[];
  runs: number;
  errors: { i: number; error: string }[];
  wins: Record<string, number>;
  /** Runs over by the rules with no winner ("undecided"). */
  draws: number;
  /** Runs stopped by the turn cap. */
  outOfTurns: number;
  lostTotal: Record<string, number>;
  /** Turn the run stopped on → runs. */
  turns: Record<string, number>;
}

export function emptyTally(sides: readonly string[] = []): OddsTally {
  return { sides: [...sides], runs: 0, errors: [], wins: {}, draws: 0, outOfTurns: 0, lostTotal: {}, turns: {} };
}

/**
 * One continuation's run record, from the state it ended in. `before` is what each side had lost already where
 * the continuation set out: the odds count losses from the position on, since a side with 5 of 8 left that
 * "loses 8.0 per fight" read as losing more than it has (play-test 17b).
 */
export function runOf(i: number, o: Outcome, before: Readonly<Record<string, number>> = {}): OddsRun {
  const lost: Record<string, number> = {};
  for (const [side, n] of Object.entries(o.lost)) lost[side] = Math.max(0, n - (before[side] ?? 0));
  return { i, ended: o.ended, winner: o.winner, turns: o.turns, lost };
}

const bump = (m: Record<string, number>, k: string, n = 1) => {
  m[k] = (m[k] ?? 0) + n;
};

function noteSide(t: OddsTally, side: string): void {
  if (!t.sides.includes(side)) t.sides.push(side);
}

export function addRun(t: OddsTally, r: OddsRun): void {
  t.runs += 1;
  if (r.error !== undefined) {
    t.errors.push({ i: r.i, error: r.error });
    return;
  }
  // The losses name every side in the game's order: noted first, so the sides keep that order.
  for (const [side, n] of Object.entries(r.lost)) {
    noteSide(t, side);
    bump(t.lostTotal, side, n);
  }
  if (r.winner !== null) {
    noteSide(t, r.winner);
    bump(t.wins, r.winner);
  } else if (r.ended) t.draws += 1;
  else t.outOfTurns += 1;
  bump(t.turns, String(r.turns));
}

/** Two tallies of the same position as one (a worker's share added to the rest). */
export function mergeTallies(a: OddsTally, b: OddsTally): OddsTally {
  const out = emptyTally(a.sides);
  for (const s of b.sides) noteSide(out, s);
  out.runs = a.runs + b.runs;
  out.errors = [...a.errors, ...b.errors].sort((x, y) => x.i - y.i);
  out.draws = a.draws + b.draws;
  out.outOfTurns = a.outOfTurns + b.outOfTurns;
  for (const t of [a, b]) {
    for (const [k, n] of Object.entries(t.wins)) bump(out.wins, k, n);
    for (const [k, n] of Object.entries(t.lostTotal)) bump(out.lostTotal, k, n);
    for (const [k, n] of Object.entries(t.turns)) bump(out.turns, k, n);
  }
  return out;
}

/** One side's chances: win, lose (another side won), out of turns (the cap, or over with no winner). */
export interface SideOdds {
  side: string;
  win: Share;
  lose: Share;
  /** Neither won nor lost: stopped by the turn cap or over undecided. */
  outOfTurns: Share;
  /** Figures lost per run, on average. */
  expectedLosses: number;
}

export interface OddsSummary {
  /** Runs that played through (errors left out of every share). */
  played: number;
  runs: number;
  errors: number;
  sides: SideOdds[];
  /** [turn, runs] by turn. */
  turns: [number, number][];
  meanTurns: number;
}

export function summarize(t: OddsTally): OddsSummary {
  const n = t.runs - t.errors.length;
  const sides = t.sides.map((side): SideOdds => {
    const win = t.wins[side] ?? 0;
    const neither = t.draws + t.outOfTurns;
    return {
      side,
      win: wilson(win, n),
      lose: wilson(n - win - neither, n),
      outOfTurns: wilson(neither, n),
      expectedLosses: n > 0 ? (t.lostTotal[side] ?? 0) / n : 0,
    };
  });
  const turns = Object.entries(t.turns)
    .map(([k, v]) => [Number(k), v] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const meanTurns = n > 0 ? turns.reduce((s, [k, v]) => s + k * v, 0) / n : 0;
  return { played: n, runs: t.runs, errors: t.errors.length, sides, turns, meanTurns };
}
