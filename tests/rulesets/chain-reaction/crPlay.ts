// `sim play` in-process for Chain Reaction's own tests, with its types: the generic sim's play and start
// (src/sim/play.ts) handed Chain Reaction's ruleset, their results typed as its state, events and commands.
import { play as playAny, startOf as startAny, type PlayOptions as AnyPlayOptions } from '../../../src/sim/play';
import type { AnswerEvent, FinalEvent } from '../../../src/sim/events';
import { chainReaction } from '../../../src/rulesets/chain-reaction';
import type { Scenario } from '../../../src/rulesets/chain-reaction/scenario/schema';
import type { GameState } from '../../../src/rulesets/chain-reaction/state';
import type { GameEvent } from '../../../src/rulesets/chain-reaction/engine/events';
import type { Command } from '../../../src/rulesets/chain-reaction/engine/commands';
import type { Roster } from '../../../src/rulesets/chain-reaction/solo/roster';

export type PlayOptions = Omit<AnyPlayOptions, 'roster'> & { roster?: Roster | null };

export interface PlayResult {
  events: (AnswerEvent | FinalEvent | GameEvent)[];
  illegal?: { index: number; command: Command; error: string };
  final?: GameState;
  roster?: Roster;
}

export function play(scenario: Scenario, options: PlayOptions = {}): PlayResult {
  return playAny({ ruleset: chainReaction, scenario }, options) as PlayResult;
}

export function startOf(
  scenario: Scenario,
  options: PlayOptions = {},
  onRoster: (r: Roster) => void = () => {},
): { state: GameState; events: GameEvent[] } {
  return startAny(chainReaction, scenario, options, onRoster as (r: unknown) => void) as {
    state: GameState;
    events: GameEvent[];
  };
}
