// `sim play`: builds the starting state and produces the event lines. Commands are carried out by
// the rules engine once it exists; for now a file is checked, its queries are given their chance,
// and the final state is the starting state.
import { initialState } from '../core/state';
import type { Scenario } from '../scenario/schema';
import { finalEvent, type SimEvent } from './events';
import { answerQueries } from './queries';

export interface PlayOptions {
  seed?: string;
  /** Most turns to play; checked and kept for the engine. */
  turns?: number;
}

export function play(scenario: Scenario, options: PlayOptions = {}): SimEvent[] {
  const state = initialState(scenario, options.seed);
  const before = answerQueries(state, scenario.queries, 'before');
  // The commands will run here, turning `state` into the state after them.
  const after = answerQueries(state, scenario.queries, 'after');
  return [...before, ...after, finalEvent(state)];
}
