// A batch worker thread: finds the ruleset, plays its share of the seeds and sends each run's summary back.
import { rulesetFor, runOne, seedOf, type RunSpec } from './batchRun';

export interface BatchShare {
  spec: RunSpec;
  base: string;
  /** Run numbers this worker plays. */
  runs: number[];
}

export async function work(share: BatchShare, post: (message: unknown) => void): Promise<void> {
  const ruleset = await rulesetFor(share.spec);
  for (const i of share.runs) post({ i, summary: runOne(ruleset, share.spec, seedOf(share.base, i)) });
}
