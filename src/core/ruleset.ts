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
import type { BoardPart } from './board';
import type { PreviewPicture, RulesetView } from './rulesetView';
import type { TableRef } from './tables/types';
import type { TableRowHit, TableShown } from './tables/view';
import type { ReferencePart } from './reference';
import type { CoachNote, OpenLesson } from './lessonTutor';

export type { PreviewPicture };
import type { Control, Force } from './vocab';
import type { Roller } from './dice/roll';

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

/**
 * A ruleset's tables: their list, each as plain text, and optionally each as a screen shows it (`view`) with
 * the row a roll's TableRef points at (`row`), so one table dialog serves every game.
 */
export interface RulesetTables {
  list: readonly RulesetTable[];
  text(id: string): string | undefined;
  /** The table as rows and columns; undefined for an unknown id (the dialog then shows `text`). */
  view?(id: string): TableShown | undefined;
  /** Which row (and column) of its table decided a roll; undefined when the ref names no shown row. */
  row?(ref: TableRef): TableRowHit | undefined;
}

/** A button of the order bar: what the selected figure (or unit) may be ordered to do now, and why not. */
export interface OrderChoice {
  /** The command's name as the ruleset's commands spell it ('fire', 'drawCard', 'spendAp'...). */
  order: string;
  label: string;
  enabled: boolean;
  why?: string;
}

/** Who gives a side's commands: a person at the screen ('human'), the computer ('ai'), the file ('script'). */
export type { Control };

/** One figure on the sim's closing line: its status and place (a ruleset's own type adds more fields). */
export interface FinalFigure {
  status: string;
  at: readonly [number, number];
}

/**
 * The sim's closing line (`{"type":"final", ...}`). Keys print in the order the ruleset builds them; the
 * host only appends `"unfinished"` when a cap stopped the run. A ruleset's own type may add fields (order
 * dice's `units`). Chain Reaction has no `winner` (its file
 * contract predates it); the other systems give `winner: string | null`.
 */
export interface FinalLine {
  type: 'final';
  turn: number;
  figures: Record<string, FinalFigure>;
  winner?: string | null;
}

/** How a game stands, as `sim batch` counts it. */
export interface Outcome {
  /** Over by the rules (not stopped by a cap). */
  ended: boolean;
  winner: string | null;
  /** Why it ended ('sideDestroyed', 'timeUp'...); absent while it goes on. */
  reason?: string;
  turns: number;
  /** Figures each side has lost (down, dead, gone), by side id. */
  lost: Record<string, number>;
}

/** Why a driven game stopped short of its end (the host writes it as "unfinished"). */
export type Unfinished = 'turnCap' | 'commandLimit';

/**
 * A ruleset's own batch figures (Chain Reaction's reaction tests, PEFs...), found by its presence; without
 * it `sim batch` counts winners, end reasons, turns and losses from `outcome`. Sum is one run's plain-JSON
 * summary (it crosses worker threads), St the running totals.
 */
export interface BatchPart<S, E, Sc, Sum = unknown, St = unknown> {
  summarize(seed: string, state: S, events: readonly E[], stopped: Unfinished | undefined, scenario: Sc): Sum;
  /** A run that threw (scenario null: the worker thread playing it stopped, nothing known of it). */
  failed(seed: string, scenario: Sc | null, error: string): Sum;
  empty(): St;
  add(stats: St, run: Sum): void;
  finish(stats: St): St;
  /** Fields printed after "turnCap" and before "workers" (Chain Reaction: encounter and terrain). */
  header?(scenario: Sc): Record<string, unknown>;
  /** The `--report` page, from the printed figures. */
  report?(figures: Record<string, unknown>): string;
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
  /**
   * What a computer-played side gives when the game waits for it: a command, or the answer to a decision
   * (also the default policy for decisions of `script` sides).
   */
  computerCommand(state: S, need: N & { kind: 'command' | 'decision' }): C;
  /** Who plays a side now (a side may be handed over during the game). */
  controlOf(state: S, side: string): Control;
  /** The file's scripted commands, in order, for its `script` sides. */
  commands(scenario: Sc): readonly C[];
  /** The seed a file plays under when the command line gives none (its "seed", else the ruleset's default). */
  seedOf(scenario: Sc): string;
  /** Most turns a run of this file is played when the command line sets none (null: the game's own end). */
  turnCap(scenario: Sc): number | null;
  /** The file's queries, answered before and after play (`los` at least). */
  queries(scenario: Sc): readonly unknown[];
  /** One query's result (true/false for `los`...), as the sim's `answer` event carries it. */
  answer(state: S, query: unknown): unknown;
  /** The sim's closing line for this state (without "unfinished", which the host adds). */
  final(state: S): FinalLine;
  /** How the game stands: over or not, the winner, the turn, the losses. */
  outcome(state: S): Outcome;
  /** `sim show`: the table as text, one character per inch, under a title naming the file. */
  show(scenario: Sc, state: S, file: string): string[];
  /**
   * Optional: the sim's file script ran out with a side to act. Resolves what still waits on a next command
   * (action cards: a linked-fire pool), since play stops only after all the last command caused is resolved.
   */
  scriptEnd?(state: S): { state: S; events: E[] };
  /** Optional: its own `sim batch` figures and report (else the shared ones from `outcome`). */
  batchStats?: BatchPart<S, E, Sc>;
  /** Optional: a campaign roster for `--roster FILE` (found by its presence). */
  campaign?: CampaignPart<S, E, Sc>;
  /** Optional: lessons for `sim lessons` (found by its presence). */
  lessons?: LessonsPart;
  /** Optional: random all-computer games and their invariants, for the engine soak (`src/sim/soak.ts`). */
  soak?: SoakPart<S, E>;
  /**
   * Optional: how a position is played on for the battle odds (core/odds/): `reseed` gives the state a dice
   * stream of its own and every side to the computer; `fog` redraws what a player at the table can't know.
   */
  continuation?: ContinuationPart<S>;
  /** Optional: work for `npm run bench` to time (the ruleset stays pure: the bench holds the clock). */
  bench?: readonly BenchSuite[];
  /**
   * Optional: the module that exports this ruleset as `ruleset`, for one registered at run time (a test's
   * ruleset): a batch's worker threads import it to find the ruleset there too.
   */
  module?: string;
  /** The words of its events, for the log, the sim's text fields and the tests. */
  wording: { event(e: E): string };
  /** Its tables, for the table panel and the log's row marks. */
  tables: RulesetTables;
  /** Optional: its rules reference for the screen's "why?" links, glossary marks and refusals' rules. */
  rulesReference?: ReferencePart;
  /** Odds in words for a roll about to be made, keyed as its rules key them. */
  odds?: (key: string) => string;
  /** Previews of an order before it is given (what a shot, a blast, a move would do). */
  previews?: Record<string, (state: S, ...args: never[]) => PreviewPicture>;
  /** The order bar for the selected figure or unit. */
  orderBar?: (state: S, need: N, selected: string | undefined) => OrderChoice[];
  /** The turn the state is in (the autosave's summary, the sim's lines). */
  turnOf(state: S): number;
  /** What the shared table shows of the game, as plain data (core/rulesetView.ts); absent: a game without a table yet. */
  view?: RulesetView<S, C, E, N>;
  /**
   * Optional: fetches what the browser's first paint leaves out of the ruleset (Chain Reaction's `view`). A host
   * awaits it before a battle starts; until then those parts may be absent. The registry has them from the start.
   */
  load?(): Promise<void>;
  /** The plain table (core/board.ts): the figures and terrain to draw and the choices a person has; absent: no plain table. */
  board?: BoardPart<S, C, N>;
  /** What the app's session needs beyond play (src/app/session.ts): undo, saves, replays, watch, own dice. */
  play: RulesetPlay<S, C, N>;
  /** Optional: what the menu's new battle asks of the rules while it raises the forces (app/newBattle.ts). */
  newBattle?: NewBattleRules;
}

/**
 * The rules a new battle from the menu is raised by. The host builds the file (table, places, names, weapons);
 * the game decides what the book decides.
 */
export interface NewBattleRules {
  /** The Rep of one figure raised for `force`, from the game's recruiting roll thrown with `roll`. */
  recruitRep(force: Force, roll: Roller): number;
}

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
  /**
   * True when `sim play` keeps quiet about script commands left after the battle's end. Chain Reaction's: its
   * contract's own example ends with a command the battle never reaches, and that output is fixed.
   */
  quietUnplayed?: boolean;
}

/** Any ruleset, as the registry holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds rulesets of different types side by side
export type AnyRuleset = Ruleset<any, any, any, any, any>;

/**
 * A campaign roster carried from one game to the next (`sim play FILE --roster R`): the host reads and writes
 * the file; the ruleset checks it, fields it and updates it after the game.
 */
export interface CampaignPart<S, E, Sc, R = unknown, M extends { id: string } = { id: string }> {
  /** A command-line problem with this file and a roster ("--roster needs an encounter..."), or undefined. */
  refuse(scenario: Sc, command: 'play' | 'batch'): string | undefined;
  /** The roster file's text checked: the roster, or one "error: <path>: ..." line. */
  parse(text: string, path: string): Result<R>;
  /** The starting state with the roster fielded (null: start a new one); `onRoster` gets the roster used. */
  start(scenario: Sc, seed: string | undefined, roster: R | null, onRoster: (r: R) => void): { state: S; events: E[] };
  /** After the game: the roster updated (when the game is over) and the events of doing so. */
  after(roster: R, state: S): { roster: R; state: S; events: E[] };
  /** Optional: why an encounter ended, in words, for a line of the roster's history ("the group left the table"). */
  endWords?(reason: string): string;
  /** Optional: a line of the roster's history as one plain sentence ("Encounter 2, a Raid, was won: ..."). */
  historyLine?(entry: { encounter: number; kind: string; won: boolean; result: string }): string;
  /** Optional: a member's weapon by name for the roster table ("Assault rifle"), not the token's code ("AR"). */
  weaponName?(code: string): string;
  /** Optional: more players sharing the campaign's side, each with a roster of their own. */
  partners?: PartnersPart<R, M>;
  /** Optional: the campaign kept at the screen between battles (app/campaign.ts). */
  screen?: ScreenCampaignPart<S, R>;
}

/**
 * The campaign a person keeps at the screen from one battle to the next: the host stores it (rosters and
 * partners, the encounter under way, undo); the game raises the first group and runs the after-battle steps.
 */
export interface ScreenCampaignPart<S, R> {
  /** A new campaign's roster: the Star and the first group the dice raise for `force`; `say` gets each line of it. */
  raise(star: { id: string; rep: number }, force: Force, roll: Roller, say: (line: string) => void): R;
  /** Partners kept with a campaign, read back from storage (one that doesn't read is left out). */
  readPartners(raw: unknown): PartnerOf<R>[] | undefined;
  /**
   * After a battle of the campaign ended in `final`: the rosters after the book's steps (the partners' after the
   * first's, the same dice running on), each step a line pushed to `lines`; undefined when `final` is no encounter.
   */
  after(
    roster: R,
    partners: readonly PartnerOf<R>[] | undefined,
    final: S,
    roll: Roller,
    lines: string[],
  ): { roster: R; partners?: PartnerOf<R>[] } | undefined;
}

/** A player sharing a campaign's side, with their own roster. */
export interface PartnerOf<R> {
  /** The player's name (not a figure's). */
  player: string;
  roster: R;
}

/** A player joining a campaign: their name, their Star's name and Rep, the campaign's seed, and the most players a side takes. */
export interface PartnerJoin {
  player: string;
  star: string;
  rep: number;
  seed: string;
  maxPlayers: number;
}

/** The rosters of players sharing a campaign's side: who is in one, joining, and the after-battle steps. */
export interface PartnersPart<R, M extends { id: string } = { id: string }> {
  /** The figures a roster sends into an encounter, its Star first. */
  members(roster: R): M[];
  /** A partner joins beside the first player's roster and the partners so far; the lines say who came. */
  join(
    main: R,
    partners: readonly PartnerOf<R>[],
    opts: PartnerJoin,
  ): Result<{ partner: PartnerOf<R>; lines: string[] }>;
}

/** One thing a lesson asks of the person, in our own words from the lesson's numbers; `at` a spot on the table. */
export interface LessonStep {
  text: string;
  at?: readonly [number, number];
  /** The ground the step is about (the trees to move into), in table inches: a panel over the table keeps off it. */
  area?: readonly (readonly [number, number])[];
}

/**
 * Lessons a ruleset teaches: for `sim lessons` (list, and `--check` playing each reference solution), and,
 * when `file`, `steps` and `check` are there, for a host to open one at the table with only a Session:
 * open `file(id)` (ready to play: the learner's side is `human`, the others `ai`, or `script` with the
 * file's commands), show `steps(id)` beside it, and after each step ask `check(id, session.state)`: the
 * words of what is still to do, or undefined once the goal is met. A goal is met by the learner's last
 * command and stays met while the computer plays on, so a host may stop at the first undefined.
 */
export interface LessonsPart {
  /**
   * Optional: fetches the lessons' content (kept out of the browser's first paint). A host awaits it once
   * before the first `list`; until then the part may list nothing.
   */
  load?(): Promise<void>;
  list(): readonly LessonListed[];
  solve(id: string): { solved: boolean; why?: string };
  /** The scenario file (plain JSON, a fresh copy) to open for a person; undefined for an unknown id. */
  file?(id: string): unknown;
  /** What to do, in order, told from the lesson's own numbers; empty for an unknown id. */
  steps?(id: string): readonly LessonStep[];
  /** What is still to do in this state of the lesson's game, or undefined when its goal is met. */
  check?(id: string, state: unknown): string | undefined;
  /** A lesson opened with its judge (core/lessonTutor.ts), for a host that plays the lesson's own steps. */
  open?: OpenLesson;
  /** Optional: a coach's notes beside a real battle for `side` (the rules its orders bring in, by lesson). */
  coach?(state: unknown, need: unknown, side: string): CoachNote[];
}

/** A lesson as a list shows it. */
export interface LessonListed {
  id: string;
  title: string;
  book: unknown;
  steps: number;
  /** One line: what it teaches. */
  topic?: string;
  /** Where in the book it comes from, in words ("Stop! box p.12"). */
  where?: string;
  /** A short mark beside it ("Patrol") and what the mark means. */
  tag?: { text: string; title: string };
  /** It counts towards being ready for the game's first real battle. */
  ready?: boolean;
}

/** What a soak may vary in its cases (a ruleset reads what it understands, ignores the rest). */
export interface SoakOptions {
  /** Turns before a game is called off (the soak's budget). */
  turnLimit?: number;
  /** Figures per side, inclusive range. */
  minFigures?: number;
  maxFigures?: number;
}

/**
 * The engine soak's view of a ruleset: seeded random all-computer games and what must hold over each one's
 * log. The shared soak plays case after case through the driver, checks every roll event's shape, then asks
 * `broken`.
 */
export interface SoakPart<S, E> {
  /** Case `i` under base seed `base`: its seed, labels to count endings by ({encounter, table}...), its start. */
  case(i: number, base: string, opts: SoakOptions): { seed: string; tags: Record<string, string>; state: S };
  /** The first rule the played game broke, in words, or undefined. */
  broken(initial: S, events: readonly E[], final: S): string | undefined;
}
/**
 * Playing on from a position, for "who wins from here?" (core/odds/runner.ts). Each continuation of a
 * position gets its own seed, so the odds repeat and the game's own dice stream is never read.
 */
export interface ContinuationPart<S> {
  /**
   * The same position with the dice reseeded from `seed` (the file's scripted throws, draws and commands
   * dropped: they are the game's own future) and every side played by the computer. A new state; `state`
   * is not changed.
   */
  reseed(state: S, seed: string): S;
  /**
   * Optional: what the player can't know (a shuffled deck's order...) drawn afresh from `seed`, everything on
   * show kept. Absent when the game keeps no hidden things in its state (Chain Reaction draws a PEF's contents
   * from the dice only when it is resolved, so the reseed alone draws them fresh).
   */
  fog?(state: S, seed: string): S;
  /**
   * Optional: one sentence for the Odds panel when the continuations know something the player at the table
   * does not (figures not yet spotted stay where they really are). Absent: what the player can't know is drawn
   * afresh (by `fog`, or because it was never in the state).
   */
  knows?: string;
  /**
   * Optional: the game's own word for a run that ends with no side winning ("A draw"), the Odds panel's column
   * heading. Absent: "Out of turns" (the game ends only on a win, so no winner means the turns ran out).
   */
  neither?: string;
  /** Optional: what the game counts its play in, for the Odds panel's words ("round"). Absent: "turn". */
  turnWord?: string;
  /**
   * Optional: what-ifs a player may try on the position ("Ash with Rep 6", "Ash with a SAW"), worded for the
   * screen, and `vary` giving the position with one of them made (undefined: not one of this position's).
   */
  variants?(state: S): readonly { id: string; label: string }[];
  vary?(state: S, id: string): S | undefined;
}

/** A ruleset's own types, for code generic over the ruleset (the app's session, the sim's driver). */
export type StateOf<R> = R extends Ruleset<infer S, infer _C, infer _E, infer _N, infer _Sc> ? S : never;
export type CommandOf<R> = R extends Ruleset<infer _S, infer C, infer _E, infer _N, infer _Sc> ? C : never;
export type EventOf<R> = R extends Ruleset<infer _S, infer _C, infer E, infer _N, infer _Sc> ? E : never;
export type NeedOf<R> = R extends Ruleset<infer _S, infer _C, infer _E, infer N, infer _Sc> ? N : never;
export type ScenarioOf<R> = R extends Ruleset<infer _S, infer _C, infer _E, infer _N, infer Sc> ? Sc : never;

/**
 * One benchmark a ruleset offers: `items` operations (`run(i)`), timed by `npm run bench` as the best of
 * `rounds` passes, beside a baseline timed the same way, so the row reports a ratio, never a wall-clock promise.
 */
export interface BenchLoad {
  name: string;
  items: number;
  run(i: number): unknown;
  rounds: number;
  baseline?: { name: string; run(i: number): unknown; rounds: number };
  /**
   * A speed to reach and its words: in operations per second, or (`ratio`) as a multiple of the baseline's
   * speed in the same run, which a busy machine slows alike.
   */
  goal?: { text: string; opsPerSec: number } | { text: string; ratio: number };
}

/** A heading of `npm run bench` ("engine: reducer") and its load, built only when that suite runs. */
export interface BenchSuite {
  suite: string;
  load(): BenchLoad;
}
