// `sim play`: builds the starting state (the ruleset's set-up, or a campaign roster fielded), answers the
// queries, drives the file's commands through the ruleset (the computer playing any 'ai' side), answers the
// queries again, and closes with the final line. With a roster, once the game is over the ruleset's
// after-battle steps update it.
import type { AnyRuleset } from '../core/ruleset';
import { drive, type DriveResult } from '../core/drive';
import type { PickedScenario } from '../rulesets';
import { answerQueries, finalEvent, type SimEvent } from './events';
import { stoppedShort, turnCap } from './turnCap';

export interface PlayOptions {
  seed?: string;
  /** Most turns to play. */
  turns?: number;
  /** Campaign: the roster to field (null: the ruleset starts a new one). Needs the ruleset's `campaign`. */
  roster?: unknown;
}

export interface PlayResult {
  events: unknown[];
  /** Set when a command was refused: the error line names it. */
  illegal?: { index: number; command: unknown; error: string };
  final?: unknown;
  /** The roster after the game (when one was given). */
  roster?: unknown;
  /** Scripted commands never played because the battle ended first: the first one's place, how many, the turn. */
  unplayed?: { first: number; count: number; turn: number };
}

/** The starting state and its set-up events: the ruleset's own, or with a campaign roster fielded. */
export function startOf(
  ruleset: AnyRuleset,
  scenario: unknown,
  options: PlayOptions,
  onRoster: (r: unknown) => void = () => {},
): { state: unknown; events: unknown[] } {
  if (options.roster === undefined || !ruleset.campaign)
    return ruleset.startingState(scenario, options.seed !== undefined ? { seed: options.seed } : {});
  return ruleset.campaign.start(scenario, options.seed, options.roster, onRoster);
}

/** Drives a starting state with the file's script, as the sim does (a 'human' side played from the script). */
export function driveFile(
  ruleset: AnyRuleset,
  scenario: unknown,
  state: unknown,
  turns: number | undefined,
  keepEvents = true,
): DriveResult<unknown, unknown, unknown, { kind: string }> {
  const maxTurns = turnCap(ruleset, scenario, turns);
  const run = drive(ruleset, state, {
    commands: ruleset.commands(scenario),
    humans: 'script',
    keepEvents,
    ...(maxTurns !== undefined ? { maxTurns } : {}),
  });
  // SCENARIO-variants.md: play stops when the script runs out, after all the last command caused is resolved.
  if (run.need.kind !== 'noCommands' || !ruleset.scriptEnd) return run;
  const settled = ruleset.scriptEnd(run.state);
  return { ...run, state: settled.state, events: keepEvents ? [...run.events, ...settled.events] : run.events };
}

export function play(picked: PickedScenario, options: PlayOptions = {}): PlayResult {
  const { ruleset, scenario } = picked;
  let roster: unknown;
  const start = startOf(ruleset, scenario, options, (r) => {
    roster = r;
  });
  const queries = ruleset.queries(scenario);
  const before = answerQueries(ruleset, start.state, queries, 'before');
  const run = driveFile(ruleset, scenario, start.state, options.turns);
  if (run.illegal) return { events: [...start.events, ...before, ...run.events], illegal: run.illegal };
  const after = answerQueries(ruleset, run.state, queries, 'after');
  let campaign: unknown[] = [];
  let final = run.state;
  if (roster !== undefined && ruleset.campaign) {
    const done = ruleset.campaign.after(roster, run.state);
    roster = done.roster;
    final = done.state;
    campaign = done.events;
  }
  const ended = ruleset.outcome(run.state).ended;
  const events: (SimEvent | unknown)[] = [
    ...start.events,
    ...before,
    ...run.events,
    ...after,
    ...campaign,
    finalEvent(ruleset, final, stoppedShort(ended, run.need)),
  ];
  const script = ruleset.commands(scenario).length;
  // A game whose contract example ends past the battle's end keeps quiet (RulesetPlay.quietUnplayed).
  const left = ended && run.commandsUsed < script && !ruleset.play.quietUnplayed;
  const unplayed = left
    ? { first: run.commandsUsed, count: script - run.commandsUsed, turn: ruleset.final(final).turn }
    : undefined;
  return { events, final, ...(roster !== undefined ? { roster } : {}), ...(unplayed ? { unplayed } : {}) };
}

/**
 * The line for commands the battle never reached: said, not dropped in silence (play-test 17b), and no error,
 * since the contract stops play at the game's end. "warning: commands[7] to commands[9]: the battle ended on
 * turn 6, so these 3 commands were not played".
 */
export function unplayedLine(u: NonNullable<PlayResult['unplayed']>): string {
  const last = u.first + u.count - 1;
  const where = u.count === 1 ? `commands[${u.first}]` : `commands[${u.first}] to commands[${last}]`;
  const what = u.count === 1 ? 'this command was' : `these ${u.count} commands were`;
  return `warning: ${where}: the battle ended on turn ${u.turn}, so ${what} not played`;
}
