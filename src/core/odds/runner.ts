// "Who wins from here?": plays a position on many times with the computer at every side, each continuation
// under its own dice stream seeded from (a hash of the position, its run number), so the odds repeat run
// after run and the game's own dice are never read. Pure and synchronous: the sim and the tests call it in
// Node, the browser's workers (app/odds/) call `playContinuation` for their share of the run numbers.
import { drive } from '../drive';
import type { AnyRuleset } from '../ruleset';
import { addRun, emptyTally, runOf, summarize, type OddsRun, type OddsSummary, type OddsTally } from './tally';

/** Turns a continuation may play past the position's own turn before it counts as out of turns. */
export const ODDS_TURNS = 50;

/** A guard on commands per continuation (a game that never ends stops here, counted out of turns). */
export const MAX_COMMANDS = 20_000;

/** Two 32-bit FNV-1a hashes of the text (different offsets), as 16 hex digits: the position's name in its seeds. */
export function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The position's key: the hash of its state as JSON (the same position gives the same continuations). */
export function positionKey(state: unknown): string {
  return hashText(JSON.stringify(state));
}

/** The seed of continuation `i` of the position named `key`. */
export function continuationSeed(key: string, i: number): string {
  return `odds:${key}#${i}`;
}

/** Why this position can't be played on, in words, or undefined. */
export function refusal(ruleset: AnyRuleset, state: unknown): string | undefined {
  if (!ruleset.continuation) return `${ruleset.title} can't play a position on yet`;
  const held = ruleset.play.held(state);
  if (held === 'dice') return 'a roll is waiting to be thrown: the odds are ready once it is in';
  if (held === 'question') return 'a question is waiting for an answer: the odds are ready once it is given';
  if (ruleset.outcome(state).ended) return 'the battle is over';
  return undefined;
}

/** The state continuation `i` starts from: reseeded, every side the computer's, the unknown drawn afresh. */
export function continuationStart<S>(ruleset: AnyRuleset, state: S, key: string, i: number): S {
  const part = ruleset.continuation!;
  const seed = continuationSeed(key, i);
  const reseeded = part.reseed(state, seed) as S;
  return part.fog ? (part.fog(reseeded, seed) as S) : reseeded;
}

export interface ContinuationOptions {
  /** The turn after which a continuation stops (default: the position's turn + ODDS_TURNS). */
  turnCap?: number;
}

/** The turn cap a position's continuations play to. */
export function capFor(ruleset: AnyRuleset, state: unknown, opts: ContinuationOptions = {}): number {
  return opts.turnCap ?? ruleset.turnOf(state) + ODDS_TURNS;
}

/** Plays continuation `i` of the position to its end or the cap; a fault is a run with its error, never thrown. */
export function playContinuation(
  ruleset: AnyRuleset,
  state: unknown,
  key: string,
  i: number,
  opts: ContinuationOptions = {},
): OddsRun {
  try {
    const start = continuationStart(ruleset, state, key, i);
    const run = drive(ruleset, start, {
      maxTurns: capFor(ruleset, state, opts),
      maxCommands: MAX_COMMANDS,
      keepEvents: false,
    });
    return runOf(i, ruleset.outcome(run.state), ruleset.outcome(state).lost);
  } catch (e) {
    const error = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
    return { i, ended: false, winner: null, turns: ruleset.turnOf(state), lost: {}, error };
  }
}

/** The sides of a position, in its order (the losses of its outcome name them all). */
export function sidesOf(ruleset: AnyRuleset, state: unknown): string[] {
  return Object.keys(ruleset.outcome(state).lost);
}

export interface OddsOptions extends ContinuationOptions {
  runs: number;
  /** Runs between two reports (default 25). */
  batch?: number;
}

/**
 * Plays `runs` continuations in this thread, reporting the summary after each batch (the first after one run,
 * so an estimate shows at once); returns the last tally.
 */
export function runOdds(
  ruleset: AnyRuleset,
  state: unknown,
  opts: OddsOptions,
  onBatch?: (summary: OddsSummary) => void,
): OddsTally {
  const key = positionKey(state);
  const tally = emptyTally(sidesOf(ruleset, state));
  const batch = opts.batch ?? 25;
  for (let i = 0; i < opts.runs; i++) {
    addRun(tally, playContinuation(ruleset, state, key, i, opts));
    if (i === 0 || (i + 1) % batch === 0 || i + 1 === opts.runs) onBatch?.(summarize(tally));
  }
  return tally;
}
