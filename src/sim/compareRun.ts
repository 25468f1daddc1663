// One run of `sim compare`: a file under one seed, played as `sim batch` plays it, boiled down to its
// outcome (who won, out of turns, turns, losses) for the odds tally. Shared by the main thread and the
// worker threads (compareWorker.ts).
import type { AnyRuleset } from '../core/ruleset';
import { runOf, type OddsRun } from '../core/odds/tally';
import { driveFile, startOf } from './play';
import { rulesetFor, seedOf, type RunSpec } from './batchRun';

/** One side of a comparison: the file's spec and its base seed. */
export interface CompareSpec {
  spec: RunSpec;
  base: string;
}

export function compareRun(ruleset: AnyRuleset, spec: RunSpec, base: string, i: number): OddsRun {
  try {
    const start = startOf(ruleset, spec.scenario, { seed: seedOf(base, i) });
    const run = driveFile(ruleset, spec.scenario, start.state, spec.turns, false);
    return runOf(i, ruleset.outcome(run.state));
  } catch (e) {
    return {
      i,
      ended: false,
      winner: null,
      turns: 0,
      lost: {},
      error: e instanceof Error ? e.message.split('\n')[0]! : String(e),
    };
  }
}

export interface CompareShare {
  a: CompareSpec;
  b: CompareSpec;
  /** Run numbers this thread plays, of each file. */
  runs: number[];
}

/** A worker thread's share: run i of A, then of B, for each of its numbers. */
export async function work(share: CompareShare, post: (message: unknown) => void): Promise<void> {
  const ra = await rulesetFor(share.a.spec);
  const rb = await rulesetFor(share.b.spec);
  for (const i of share.runs) {
    post({ which: 'a', run: compareRun(ra, share.a.spec, share.a.base, i) });
    post({ which: 'b', run: compareRun(rb, share.b.spec, share.b.base, i) });
  }
}
