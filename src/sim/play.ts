// `sim play`: builds the starting state, answers the queries, runs the commands through the rules
// engine (the computer playing any 'ai' side), answers the queries again and closes with the final state.
import { initialState } from '../core/state';
import { runBattle } from '../core/engine/driver';
import type { GameEvent } from '../core/engine/events';
import type { Command } from '../core/engine/commands';
import type { Scenario } from '../scenario/schema';
import { finalEvent, type SimEvent } from './events';
import { answerQueries } from './queries';

export interface PlayOptions {
  seed?: string;
  /** Most turns to play. */
  turns?: number;
}

export interface PlayResult {
  events: (SimEvent | GameEvent)[];
  /** Set when a command was refused: the error line names it. */
  illegal?: { index: number; command: Command; error: string };
}

export function play(scenario: Scenario, options: PlayOptions = {}): PlayResult {
  const state = initialState(scenario, options.seed);
  const before = answerQueries(state, scenario.queries, 'before');
  const run = runBattle(state, {
    commands: scenario.commands as Command[],
    ...(options.turns !== undefined ? { maxTurns: options.turns } : {}),
  });
  if (run.illegal) return { events: [...before, ...run.events], illegal: run.illegal };
  const after = answerQueries(run.state, scenario.queries, 'after');
  return { events: [...before, ...run.events, ...after, finalEvent(run.state)] };
}
