// Answers a scenario's queries against a game state. The answer for each kind of query comes from
// the geometry code once it exists; until a kind has an answerer, its queries produce no event
// rather than a made-up answer.
import type { GameState } from '../core/state';
import type { Query } from '../scenario/schema';
import type { QueryName } from '../scenario/vocab';
import type { AnswerEvent, QueryTime } from './events';

export type QueryAnswerer<Q extends Query = Query> = (state: GameState, query: Q) => unknown;

type Answerers = { [K in QueryName]?: QueryAnswerer<Extract<Query, { ask: K }>> };

/** Filled in as the geometry lands: los, cover, groups, swath, blast. */
const ANSWERERS: Answerers = {};

export function answerQueries(state: GameState, queries: readonly Query[], when: QueryTime): AnswerEvent[] {
  const events: AnswerEvent[] = [];
  queries.forEach((query, index) => {
    const answer = ANSWERERS[query.ask] as QueryAnswerer | undefined;
    if (answer) events.push({ type: 'answer', when, index, query, result: answer(state, query) });
  });
  return events;
}
