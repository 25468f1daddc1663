// A Web Worker playing its share of a position's continuations (core/odds/runner.ts) off the page's thread,
// so the table never waits on them. It loads the game by its name through the catalog, as the page does,
// and sends the runs back a few at a time. The page ends it (terminate) to cancel.
import { loadGame } from '../../rulesets/catalog';
import { playContinuation, positionKey, refusal } from '../../core/odds/runner';
import type { OddsRun } from '../../core/odds/tally';
import type { OddsJob, OddsReply } from './messages';

const post = (m: OddsReply) => (self as unknown as Worker).postMessage(m);

/** Runs sent together: the first goes alone, so an estimate shows at once. */
const GROUP = 4;

self.onmessage = async (e: MessageEvent<OddsJob>) => {
  const job = e.data;
  const game = await loadGame(job.rules);
  if (!game.ok) return post({ kind: 'refused', why: game.error.message });
  const ruleset = game.value;
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
};
