// What the odds page and its Web Workers say to each other: a share of the continuations to play, and the
// runs played (or why none can be). Plain data, as postMessage carries it.
import type { OddsRun } from '../../core/odds/tally';

/** To a worker: play these run numbers of the position. */
export interface OddsJob {
  /** The game's name as the catalog knows it ("chain-reaction"). */
  rules: string;
  /** The position, as JSON text (the host's state, written out). */
  state: string;
  runs: number[];
  turnCap?: number;
  /** A what-if of the position (the ruleset's `continuation.variants`), made before playing on. */
  variant?: string;
}

/** From a worker: runs played (a few at a time), the share finished, or one line saying why not. */
export type OddsReply = { kind: 'runs'; runs: OddsRun[] } | { kind: 'done' } | { kind: 'refused'; why: string };
