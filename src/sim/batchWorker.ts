// A batch worker thread: plays its share of the seeds and sends each run's summary back.
import { runOne, seedOf, type RunSpec } from './batchRun';

export interface BatchShare {
  spec: RunSpec;
  base: string;
  /** Run numbers this worker plays. */
  runs: number[];
}

export function work(share: BatchShare, post: (message: unknown) => void): void {
  for (const i of share.runs) post({ i, summary: runOne(share.spec, seedOf(share.base, i)) });
}
