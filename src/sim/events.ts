// The JSON lines `sim play` prints besides the game's own events: the answers to the file's queries and
// the closing line. Every ruleset builds its closing line (`final`); the sim only adds "unfinished".
import type { AnyRuleset, FinalLine, Unfinished } from '../core/ruleset';

export type QueryTime = 'before' | 'after';

export interface AnswerEvent {
  type: 'answer';
  when: QueryTime;
  /** The query's place in the file's list, from 0. */
  index: number;
  query: unknown;
  result: unknown;
}

/** The closing line, with "unfinished" when a cap (or the driver's command guard) stopped the run. */
export type FinalEvent = FinalLine & { unfinished?: Unfinished };

export type SimEvent = AnswerEvent | FinalEvent;

/** The file's queries answered against a state, in the file's order. */
export function answerQueries(
  ruleset: AnyRuleset,
  state: unknown,
  queries: readonly unknown[],
  when: QueryTime,
): AnswerEvent[] {
  return queries.map((query, index) => ({ type: 'answer', when, index, query, result: ruleset.answer(state, query) }));
}

export function finalEvent(ruleset: AnyRuleset, state: unknown, unfinished?: Unfinished): FinalEvent {
  const line = ruleset.final(state);
  return unfinished ? { ...line, unfinished } : line;
}
