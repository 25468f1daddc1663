// What the shared table shows of a game, as plain data: the ruleset's optional `view` part builds it and the
// hosts (src/app, src/scenes) draw it, never reading the game's state themselves. Every member is optional
// and found by its presence: a game without a chain view simply has no chain panel.
//
// Chain Reaction's view is rulesets/chain-reaction/view/index.ts. The shapes below are the contract for the
// other games (docs in /work/notes/DOOR.md "App side").
import type { TableRef } from './tables/types';
import type { QuestionView } from './question';
import type { DiceAsk } from './dice/entered';
import type { Picture } from './pictures';
import type { PointerOrders } from './pointerOrders';

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
  /** The most dice the order may use (a shot's dice shared among its targets). */
  dice?: number;
}

/** A value of a what-if knob. */
export type KnobValue = number | boolean | string;

/** One knob of a what-if: a number in a range, a yes/no, or one of a few choices. */
export type Knob =
  | { key: string; label: string; kind: 'number'; min: number; max: number }
  | { key: string; label: string; kind: 'flag' }
  | { key: string; label: string; kind: 'choice'; options: readonly string[] };

/** A roll's odds as a function of its knobs, set as they were at the table; the what-if panel turns them. */
export interface OddsModel {
  title: string;
  knobs: Knob[];
  values: Record<string, KnobValue>;
}

/** One result of a what-if, with its exact chance. */
export interface OddsRow {
  key: string;
  label: string;
  /** 0 to 1, for the bar. */
  chance: number;
  /** The exact chance as a fraction ("7/36"). */
  fraction: string;
  /** The same in percent ("19.4%"). */
  percent: string;
}

/** The what-if panel's questions to the game. */
export interface WhatIfView<Q extends OddsModel = OddsModel> {
  /** Every result, most likely first. */
  answer(model: Q): OddsRow[];
  /** The model with one knob turned. */
  withValue(model: Q, key: string, value: KnobValue): Q;
}

/** What opens under a log line: the dice, what they were read against, the modifiers, the table row, the odds. */
export interface LogDetail {
  /** Each throw in words. */
  rolls: string[];
  dice: number[];
  target?: number;
  modifiers: { label: string; reason: string }[];
  /** The game said which modifiers applied (even none): only then may the screen say "no modifiers". */
  modifiersKnown?: boolean;
  /** The table row used, by the game's table id (the table panel shows it: Ruleset.tables). */
  row?: { table: string; ref?: TableRef; text: string };
  /** A table to offer even without a row. */
  table?: string;
  odds?: string;
  /** The odds model behind `odds`, for the what-if panel. */
  question?: OddsModel;
  notes: string[];
}

/** One line of the log: the words, the figures to light, the "why" key (a rules reference section). */
export interface LogLine {
  n: number;
  /** The event's type. */
  type: string;
  text: string;
  figures: string[];
  /** Where it happened on the table. */
  at?: readonly [number, number];
  detail?: LogDetail;
  /** The rules reference section that explains it (the "why?" link). */
  section?: string;
}

/** The log's lines, grouped (by turn and activation, or however the game plays). */
export interface LogGroup {
  n: number;
  title: string;
  side?: string;
  turn: number;
  lines: LogLine[];
}

/** The log as it grows: events in, groups of lines out. */
export interface LogModel<E> {
  readonly groups: LogGroup[];
  add(events: readonly E[]): void;
  /** Every line, flat, in order. */
  lines(): LogLine[];
}

/** A node of the chain view: a cause, the test it brought on, the effects, with the throws and odds. */
export interface ChainNode {
  id: number;
  kind: 'cause' | 'test' | 'effect';
  type: string;
  test?: string;
  text: string;
  figures: string[];
  rolls: string[];
  dice: number[];
  result?: string;
  odds?: string;
  question?: OddsModel;
  children: ChainNode[];
}

/** The chains of one activation (or of a turn's start). */
export interface ChainActivation {
  n: number;
  title: string;
  side?: string;
  turn: number;
  roots: ChainNode[];
}

/** A line of the coach: a test an order would bring on, with its odds. */
export interface CoachLine {
  test: string;
  text: string;
  question?: OddsModel;
  /** The chance the mover's side wins, 0 to 1, when the test is a contest. */
  win?: number;
  figures: string[];
}

/** The after-battle page's words: who won, why, and what became of each side. */
export interface AfterBattlePage {
  /** The side that won, if one did (head to head, the host names the person who played it). */
  winner?: string;
  /** The title when nobody is named ("You hold the field"). */
  title: string;
  tone: 'good' | 'bad' | 'neutral';
  /** Why it ended and how long it took. */
  text: string;
  /**
   * Each side: its id, its name for the screen when no person is named for it ("Your force", "The enemy"),
   * a word after its name (its force), a count line and one row of cells per figure.
   */
  sides: { id: string; name?: string; detail: string; count: string; rows: string[][] }[];
}

/** The card for the figure under the pointer: a title, its side in words, and labelled rows. */
export interface HoverCard {
  title: string;
  side: string;
  /** The side's place in the file's list (0: the first side, the player's colour). */
  sideIndex: number;
  rows: [label: string, value: string][];
}

/** A badge beside a token (a status, a stance): a few letters, a colour and a title. */
export interface TokenBadge {
  text: string;
  colour: number;
  title: string;
}

/** How a figure's token looks; the table fills its base with the side's colour (grey when down). */
export interface TokenLook {
  /** Not drawn at all (Chain Reaction: off the table, or carried by a friend). */
  hidden?: boolean;
  /** Not the first side: a second, inner rim, so the sides differ in shape as well as colour. */
  innerRim: boolean;
  /** Drawn greyed out (out of the game but still on the table). */
  down: boolean;
  /** A cross over the base. */
  cross: boolean;
  /** A short name above the token. */
  name: string;
  /** The whole name where `name` is shortened, shown while the figure is hovered or selected. */
  fullName?: string;
  /** The few characters inside the token (Chain Reaction: the Rep). */
  rep: string;
  /** A star beside them. */
  star: boolean;
  /** The words under the token (Chain Reaction: the weapon and its ammo), their colour and title. */
  weapon: string;
  weaponColour: string;
  weaponTitle: string;
  badges: TokenBadge[];
  /** Changes whenever anything above changes. */
  key: string;
}

/** A line of the objective panel: done, still to do, a warning, or plain information. */
export interface ObjectiveLine {
  mark: 'done' | 'todo' | 'warn' | 'info';
  text: string;
}

/** A button of the set-up: its command is built from the state when it is pressed. */
export interface SetUpButton<S, C> {
  /** Plain and stable: the page uses it as the button's id ("place-line"). */
  key: string;
  label: string;
  title: string;
  primary?: boolean;
  command(state: S): C;
}

/**
 * The objective drawn on the table: a diamond on its spot in `colour`, and rings round it in inches, drawn in
 * order (a dashed ring; a shaded one, filled faintly). Colours are 0xRRGGBB.
 */
export interface ObjectiveMark {
  at: readonly [number, number];
  colour: number;
  rings: { r: number; colour: number; dashed?: boolean; shaded?: boolean }[];
}

/**
 * The objective panel: what the battle asks and how far it has got, as plain lines; while the person sets
 * their figures up, the zone in words and the set-up buttons (shown only when it is the person's go).
 */
export interface ObjectiveView<S, C> {
  title: string;
  lines: ObjectiveLine[];
  setUp?: { text: string; buttons: SetUpButton<S, C>[] };
  /** What the table shows of it (the spot to take or hold, and its reach). */
  marks?: ObjectiveMark[];
}

/** Which figures a person may give orders to right now, and the groups they belong to. */
export interface Orders {
  side?: string;
  /** Figures that may be given a command now. */
  figures: Set<string>;
  /** A group is acting: its leader. */
  activeLeader?: string;
  /** Leaders of the groups that may activate now (when none is acting). */
  choices: string[];
  /** Figures of lower Rep groups that may activate later this turn, once those in `figures` are done. */
  later?: Set<string>;
}

/** A game's view part. `S`, `C`, `E`, `N` are its state, command, event and need types. */
/** The prompt for a person throwing real dice, in the game's words (app/ui/diceEntry.ts draws it). */
export interface DiceAskView {
  title: string;
  /** What the roll decides. */
  decides: string;
  /** "Throw 2 dice", with whose die is whose for an ordered roll. */
  throwText: string;
  /** How the faces are read against the target. */
  targetText: string;
  /** The chances of each reading, likeliest first; empty when every face counts as itself. */
  oddsText: string;
  /** What the step has told so far (nothing is logged until its last roll is in), newest last. */
  sofar: string[];
}

export interface RulesetView<S, C, E, N> {
  /** The log, built from the events as they come; `now` gives the state the log is read against. */
  log(now: () => S | undefined): LogModel<E>;
  /** The chain view: every activation's causes, tests and effects; figures are read from the first state that has them. */
  chains?(events: readonly E[], states: readonly (S | undefined)[]): ChainActivation[];
  /** The what-if panel, for the odds models of log lines and chain nodes. */
  whatIf?: WhatIfView;
  /** The coach: the tests an order would bring on, with their odds, from a dry run. */
  coach?(state: S, command: C): CoachLine[];
  /** The after-battle page, once the game is over (or stopped by its turn limit). */
  afterBattle?(state: S, need: N): AfterBattlePage | undefined;
  /** A side as the screen names it inside a sentence ("the enemy", "your force"); the id when absent. */
  sideName?(state: S, side: string): string;
  /** The own-dice prompt for `ask`, with the step's events so far (`before`). */
  diceAsk?(state: S | undefined, ask: DiceAsk, before: readonly E[]): DiceAskView;
  /** How a figure's token looks (undefined: nothing to draw for it). */
  tokenLook?(state: S, figure: string): TokenLook | undefined;
  /** The line under the table for the selected figure (name, weapon, how it stands); undefined when gone. */
  figureLine?(state: S, figure: string): string | undefined;
  /** What the table animates for an event (moves, shots, blasts, words floating up); none when absent. */
  pictures?(event: E): Picture[];
  /** The hover card of a figure (seen from the selected one, if any); undefined for one not on the table. */
  hoverCard?(state: S, figure: string, selected?: string): HoverCard | undefined;
  /** What an order would do before it is given (for 'fire': `args` are the declared targets): odds by figure. */
  preview?(state: S, order: string, figure: string, args: unknown): PreviewPicture | undefined;
  /** The question a person is asked now (the decision dialog's contents), if the need is one. */
  question?(state: S, need: N): QuestionView<C> | undefined;
  /** The odds line of a decision dialog ("Free Will: 2 in 3 to pass"), if the game has one for it. */
  decisionOdds?(state: S, need: N): string | undefined;
  /** Which figures the person may order now (`humanSide`: whether a side is played at this screen). */
  orderable?(state: S, need: N | undefined, humanSide: (side: string) => boolean): Orders;
  /**
   * Why a figure of the side asked for a command may not be given one now ("Gus is not in a group that may
   * act this turn: …"), a sentence; undefined when it may.
   */
  whyNotOrders?(state: S, need: N | undefined, figure: string): string | undefined;
  /** A refused command's one line, with what the game can add (what blocks the sight); else the error itself. */
  refusal?(state: S | undefined, command: C, error: string): string;
  /** The line over the log while a turn limit holds ("Turn 2 of 8. Hold out ..."); undefined without one. */
  turnBanner?(state: S): string | undefined;
  /** How the end reads for the person at the screen: won (good), lost (bad) or neither. */
  endTone?(state: S): 'good' | 'bad' | 'neutral';
  /** While the person sets their figures up: the zone they may start in (a polygon, inches); else undefined. */
  setUpZone?(state: S): readonly (readonly [number, number])[] | undefined;
  /** While the person sets up: whether `figure` may stand at `at`, with the line that says so. */
  placing?(state: S, figure: string, at: readonly [number, number]): { ok: boolean; text: string } | undefined;
  /** The objective panel for this state; undefined when the battle has no objective to show. */
  objective?(state: S): ObjectiveView<S, C> | undefined;
  /** A longer title for an order button, when the game has something to say (a grenade's odds). */
  orderTitle?(state: S, order: string, figure: string | undefined): string | undefined;
  /** Orders given with the pointer on the table: the order a gesture would give, and a command fitted before it goes. */
  pointerOrders?: PointerOrders<S, C, E>;
}
