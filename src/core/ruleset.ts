// The boundary between the shared table and a rules system. The app and the sim drive a game through
// this interface only; everything a particular rules system decides sits behind it, in its own folder
// under src/rulesets/ (Chain Reaction is the first, rulesets/chain-reaction). What every ruleset shares
// stays outside: the table and its terrain (geometry/, terrain/), the seeded dice source kept in the
// state (core/dice), the event log's outer shape, the scenario file's outer shape and the scenes.
//
// Shaped against the three systems waiting to be added (docs/architecture.md): order dice drawn from a
// bag with 2d6 reactions, a shared deck of action cards, and 3 action points with d100 rolls. Each is a
// `Ruleset` with its own State, Command, Event and Need types; none needs a change here.
import type { ZodType } from 'zod';
import type { DiceState } from './dice/source';
import type { Result } from './result';
import type { RulesetView } from './rulesetView';

/** One problem with a file, named by where it is ('' = the file itself): one line, nothing thrown. */
export interface FileIssue {
  path: string;
  message: string;
}

/** Every ruleset's state keeps its dice in itself, so the same seed and commands give the same game. */
export interface RulesetState {
  seed: string;
  dice: DiceState;
}

/** Every event has a `type`; rolls of the shared dice source are events of type 'roll'. */
export interface RulesetEvent {
  type: string;
}

/**
 * What the game waits for. 'command', 'decision' and 'dice' are asked of a side (a person, the file's script or
 * the computer); 'ended' and 'turnLimit' end the drive. A ruleset may add fields (the groups that may
 * act, the decision asked...) but keeps these kinds, which is all the sim's driver and the app read.
 */
export type RulesetNeed =
  | { kind: 'command'; side: string }
  | { kind: 'decision'; side: string }
  /** A roll the side's player throws at the table and enters (core/dice/entered.ts). */
  | { kind: 'dice'; side: string }
  | { kind: 'turnLimit'; turn: number }
  | { kind: 'ended'; reason: string; winner?: string };

export type RulesetStep<S, E, N> = { ok: true; state: S; events: E[]; need: N } | { ok: false; error: string };

/** A book table as the table panel shows it: an id, a title, and its rows as text. */
export interface RulesetTable {
  id: string;
  title: string;
}

/** A button of the order bar: what the selected figure (or unit) may be ordered to do now, and why not. */
export interface OrderChoice {
  /** The command's name as the ruleset's commands spell it ('fire', 'drawCard', 'spendAp'...). */
  order: string;
  label: string;
  enabled: boolean;
  why?: string;
}

/**
 * A preview the shared overlays can draw before a command is given: plain shapes in table inches and the
 * odds as words. Each ruleset fills it its own way (a swath and a Ranged Combat odds line; a kill number
 * against cover; a d100 chance to spot).
 */
export interface PreviewPicture {
  lines?: { from: readonly [number, number]; to: readonly [number, number]; ok: boolean }[];
  circles?: { at: readonly [number, number]; radius: number }[];
  /** Figure id → odds in words ("7 in 12 to hit"). */
  odds?: Record<string, string>;
  note?: string;
}

export interface Ruleset<S extends RulesetState, C, E extends RulesetEvent, N extends RulesetNeed, Sc> {
  /** The scenario file's "rules" value that picks it ("chain-reaction"). */
  name: string;
  title: string;
  /** The ruleset's own scenario fields, checked after the outer shape (the whole file, for Chain Reaction). */
  scenario: {
    schema: ZodType;
    /** Parsed JSON in, a checked scenario or one issue out. */
    check(data: unknown): Result<Sc, FileIssue>;
  };
  /** The first state, with the set-up's events (a generated encounter's table and PEFs...). */
  startingState(scenario: Sc, opts?: { seed?: string }): { state: S; events: E[] };
  /** From a fresh or in-between state, on to the first point where a side must act. */
  begin(state: S, opts?: { maxTurns?: number }): RulesetStep<S, E, N> & { ok: true };
  /** One command (or a decision's answer) in, the next state and what happened out; refused ones change nothing. */
  reduce(state: S, command: C, opts?: { maxTurns?: number }): RulesetStep<S, E, N>;
  /** The kinds of decision `reduce` may stop and ask a person (Chain Reaction's Free Will, Cheat Death...). */
  decisions: readonly string[];
  /** The command a computer-played side gives when the game waits for it. */
  computerCommand(state: S, need: N & { kind: 'command' }): C;
  /** The words of its events, for the log, the sim's text fields and the tests. */
  wording: { event(e: E): string };
  /** Its tables, for the table panel and the log's row marks. */
  tables: { list: readonly RulesetTable[]; text(id: string): string | undefined };
  /** Odds in words for a roll about to be made, keyed as its rules key them. */
  odds?: (key: string) => string;
  /** Previews of an order before it is given (what a shot, a blast, a move would do). */
  previews?: Record<string, (state: S, ...args: never[]) => PreviewPicture>;
  /** The order bar for the selected figure or unit. */
  orderBar?: (state: S, need: N, selected: string | undefined) => OrderChoice[];
  /** The turn the state is in (the autosave's summary, the sim's lines). */
  turnOf(state: S): number;
  /** Who plays a side now: a person, the computer or the file's script (a command may change it). */
  controlOf(state: S, side: string): Control;
  /** The file's scripted commands, in order: handed to a 'script' side whenever it must act. */
  commands(scenario: Sc): readonly C[];
  /** What the shared table shows of the game, as plain data (core/rulesetView.ts); absent: a game without a table yet. */
  view?: RulesetView<S, C, E, N>;
  /** What the app's session needs beyond play (src/app/session.ts): undo, saves, replays, watch, own dice. */
  play: RulesetPlay<S, C, N>;
}

/** Who gives a side's commands. */
export type Control = 'human' | 'ai' | 'script';

/**
 * The session's questions to a ruleset. The session itself (undo, autosave, replay, hand-over, watch / take
 * over, entered dice) is shared; only these answers are the game's.
 */
export interface RulesetPlay<S, C, N> {
  /** One command of a replay file's steps, checked; the issue's path is inside the command. */
  command(raw: unknown): Result<C, FileIssue>;
  /** A command's short name for an error line ("fire Ann"). */
  label(command: C): string;
  /** The command handing a side to the computer (Watch) or back: a step of its own, so a replay keeps it. */
  control(side: string, control: 'human' | 'ai'): C;
  /** The answer the computer gives to an open question of a side handed to it, if the need is one. */
  fallback(state: S, need: N): C | undefined;
  /** The same state with the scripted sides played from the screen from now on (the file's script ran out). */
  handOver(state: S): S;
  /**
   * Whether a command stopped part way: for a person's answer to a question, or for the faces of a roll
   * the side's player throws. A step stopped by a question is told in full once answered.
   */
  held(state: S): 'question' | 'dice' | undefined;
  /** The state with these sides throwing their own dice and typing the faces in (core/dice/entered.ts). */
  enterDice?(state: S, sides: readonly string[]): S;
}

/** Any ruleset, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds rulesets of different types side by side
export type AnyRuleset = Ruleset<any, any, any, any, any>;

/** A ruleset's own types, for code generic over the ruleset (the app's session, the sim's driver). */
export type StateOf<R> = R extends Ruleset<infer S, infer _C, infer _E, infer _N, infer _Sc> ? S : never;
export type CommandOf<R> = R extends Ruleset<infer _S, infer C, infer _E, infer _N, infer _Sc> ? C : never;
export type EventOf<R> = R extends Ruleset<infer _S, infer _C, infer E, infer _N, infer _Sc> ? E : never;
export type NeedOf<R> = R extends Ruleset<infer _S, infer _C, infer _E, infer N, infer _Sc> ? N : never;
export type ScenarioOf<R> = R extends Ruleset<infer _S, infer _C, infer _E, infer _N, infer Sc> ? Sc : never;
