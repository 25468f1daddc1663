// A Web Worker playing its share of a position's continuations (app/odds/share.ts) off the page's thread,
// so the table never waits on them. It loads the game by its name through the catalog, as the page does,
// and sends the runs back a few at a time. The page ends it (terminate) to cancel.
import { loadGame } from '../../rulesets/catalog';
import { playShare } from './share';
import type { OddsJob, OddsReply } from './messages';

const post = (m: OddsReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = async (e: MessageEvent<OddsJob>) => {
  const job = e.data;
  const game = await loadGame(job.rules);
  if (!game.ok) return post({ kind: 'refused', why: game.error.message });
  playShare(game.value, job, post);
};
