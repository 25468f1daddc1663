// `sim play`: builds the starting state (a generated encounter's set-up when the file asks for one),
// answers the queries, runs the commands through the rules engine (the computer playing any 'ai' side),
// answers the queries again, and closes with the final state. With a campaign roster the player's force
// comes from the roster, and once the encounter is over the after-battle steps update it.
import type { GameState } from '../rulesets/chain-reaction/state';
import { runBattle } from '../rulesets/chain-reaction/game';
import type { GameEvent } from '../rulesets/chain-reaction/engine/events';
import type { Command } from '../rulesets/chain-reaction/engine/commands';
import { DiceBox } from '../core/dice/source';
import type { Roller } from '../core/dice/roll';
import { newRoster, rosterFigures, type Roster } from '../rulesets/chain-reaction/solo/roster';
import { afterEncounter } from '../rulesets/chain-reaction/solo/afterEncounter';
import type { Force } from '../rulesets/chain-reaction/tables/recruiting';
import type { Scenario } from '../rulesets/chain-reaction/scenario/schema';
import { finalEvent, type SimEvent } from './events';
import { answerQueries } from './queries';
import { playerSideOf, startingState } from '../rulesets/chain-reaction/start';
import { stoppedShort, turnCap } from './turnCap';

export interface PlayOptions {
  seed?: string;
  /** Most turns to play. */
  turns?: number;
  /** Campaign: the roster to field (null: recruit a first group from the file's Star). */
  roster?: Roster | null;
}

export interface PlayResult {
  events: (SimEvent | GameEvent)[];
  /** Set when a command was refused: the error line names it. */
  illegal?: { index: number; command: Command; error: string };
  final?: GameState;
  /** The roster after the encounter (when one was given). */
  roster?: Roster;
}

/** The starting state and its set-up events: a generated encounter, or the file's battle as written. */
export function startOf(
  scenario: Scenario,
  options: PlayOptions,
  onRoster: (r: Roster) => void = () => {},
): { state: GameState; events: GameEvent[] } {
  const roster = options.roster;
  if (!scenario.generate || roster === undefined)
    return startingState(scenario, options.seed !== undefined ? { seed: options.seed } : {});
  const player = playerSideOf(scenario);
  const side = scenario.sides.find((s) => s.id === player)!;
  const star = side.figures.find((f) => f.star) ?? side.figures[0];
  const anchor = star?.at ?? [18, 33];
  return startingState(scenario, {
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    players: (roll, emit) => {
      const r =
        roster ??
        newRoster(
          { id: star?.id ?? 'star', rep: star?.rep ?? 5, weapon: star?.weapon ?? 'AR', melee: star?.melee ?? 'none' },
          side.force as Force,
          roll,
          emit,
        );
      onRoster(r);
      return rosterFigures(r, player, anchor);
    },
  });
}

export function play(scenario: Scenario, options: PlayOptions = {}): PlayResult {
  let roster: Roster | undefined;
  const start = startOf(scenario, options, (r) => {
    roster = r;
  });
  const state = start.state;
  const before = answerQueries(state, scenario.queries, 'before');
  const maxTurns = turnCap(state, options.turns);
  const run = runBattle(state, {
    commands: scenario.commands as Command[],
    ...(maxTurns !== undefined ? { maxTurns } : {}),
  });
  if (run.illegal) return { events: [...start.events, ...before, ...run.events], illegal: run.illegal };
  const after = answerQueries(run.state, scenario.queries, 'after');
  const campaign: GameEvent[] = [];
  let final = run.state;
  if (roster && run.state.ended) {
    const box = new DiceBox(run.state.dice);
    const roll: Roller = (req) => {
      const d = box.roll(req);
      for (const r of box.drain()) campaign.push({ type: 'roll', ...r });
      return d;
    };
    roster = afterEncounter(roster, run.state, roll, (e) => campaign.push(e));
    final = { ...run.state, dice: box.state() };
  } else if (roster) {
    campaign.push({ type: 'note', text: 'The encounter is not over, so the roster is left as it was.' });
  }
  return {
    events: [
      ...start.events,
      ...before,
      ...run.events,
      ...after,
      ...campaign,
      finalEvent(final, stoppedShort(run.state, run.need)),
    ],
    final,
    ...(roster ? { roster } : {}),
  };
}
