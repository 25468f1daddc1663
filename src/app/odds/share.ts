// One worker's share of the odds, without the worker: reads the job (the game, the position as JSON, a
// what-if), refuses in one line what can't be played on, and plays its run numbers, posting them a few at a
// time (the first alone, so an estimate shows at once). oddsWorker.ts wraps it; the Node tests call it with
// the same jobs the page deals, so what the browser plays is proved outside the browser too.
import type { AnyRuleset } from '../../core/ruleset';
import { playContinuation, positionKey, refusal } from '../../core/odds/runner';
import type { OddsRun } from '../../core/odds/tally';
import type { OddsJob, OddsReply } from './messages';

/** Runs sent together after the first. */
const GROUP = 4;

export function playShare(ruleset: AnyRuleset, job: OddsJob, post: (m: OddsReply) => void): void {
  let state: unknown;
  try {
    state = JSON.parse(job.state);
  } catch {
    return post({ kind: 'refused', why: 'the position could not be read' });
  }
  if (job.variant !== undefined) {
    const varied = ruleset.continuation?.vary?.(state, job.variant);
    if (varied === undefined) return post({ kind: 'refused', why: 'that what-if does not fit this position' });
    state = varied;
  }
  const why = refusal(ruleset, state);
  if (why) return post({ kind: 'refused', why });
  const key = positionKey(state);
  const opts = job.turnCap !== undefined ? { turnCap: job.turnCap } : {};
  let batch: OddsRun[] = [];
  for (const [n, i] of job.runs.entries()) {
    batch.push(playContinuation(ruleset, state, key, i, opts));
    if (n === 0 || batch.length >= GROUP) {
      post({ kind: 'runs', runs: batch });
      batch = [];
    }
  }
  if (batch.length) post({ kind: 'runs', runs: batch });
  post({ kind: 'done' });
}
