// A lesson played at the table with its judge: the ruleset opens a lesson (LessonsPart.open) and hands the
// host its file, its starting position and a tutor. The host shows the tutor's step, passes every command
// the person gives through `tryStep` before the game sees it, and moves on with `choose`/`next`. The tutor
// knows the lesson's own step shapes; the host knows only these plain ones, so it needs no game's folder.
// Plain types only (no import of ruleset.ts, which imports this file).
import type { Result } from './result';

/** The step as a host treats it: a kind it does not know is read like a 'read' step; 'end' after the last. */
export type TutorKind = 'read' | 'ask' | 'do' | 'decide' | 'end';

export interface TutorStep {
  kind: TutorKind;
  text: string;
  /** The rulebook's page the step points at, if it names one. */
  book?: string;
  /** An 'ask' step: its answers, and the right one's index. */
  choices?: readonly string[];
  answer?: number;
}

/** What a step just passed taught: the lesson's explanation (with the numbers rolled) and its page. */
export interface Taught {
  text: string;
  book: string;
  /** For a question: whether the answer picked was the right one. */
  right?: boolean;
}

/** A place the step asks for, marked on the table, reached within `within` inches; `from` the figure going. */
export interface TutorMark {
  at: [number, number];
  within: number;
  from?: [number, number];
}

/** The judge of one lesson being played. `S` and `C` are the game's state and command. */
export interface LessonTutor<S = unknown, C = unknown> {
  /** The step the person is on; `total` once every step is done. */
  readonly at: number;
  readonly total: number;
  /** The judge's own copy of the game (the table's game must stay equal to it). */
  readonly state: S;
  step(): TutorStep | undefined;
  /** The figures the step names, ringed on the table (their names). */
  figures(): readonly string[];
  /** The places the step asks for, read against the table's state (where the figures stand now). */
  marks(state: S): TutorMark[];
  /**
   * A command the person gave, judged from the table's state and need: the command to carry out (a spot
   * clicked near the lesson's is the lesson's own) and what the step taught, or one line why not. On
   * success the tutor has moved past the step.
   */
  tryStep(state: S, need: unknown, command: C): Result<{ command: C; taught: Taught }>;
  /** An 'ask' step answered with choice `i`: what it teaches (undefined when not an unanswered question). */
  choose(i: number): Taught | undefined;
  /**
   * Past a 'read' step (or one the host reads so), or an answered question: what a worked step found
   * (`taught`, `said`); undefined when the step needs something else first.
   */
  next(): { taught?: Taught; said: string[] } | undefined;
  /**
   * Whether the battle goes on. False once a lesson that holds its battle is past its last order: the host
   * then holds the computer's side until the lesson is done, so the battle does not run on under the
   * lesson's closing questions (play-test 2, 27). Absent: the computer is never held.
   */
  ordersLeft?(): boolean;
}

/** A lesson opened for the table: the file to play (plain JSON), where the game stands, and its tutor. */
export interface LessonOpened<S = unknown, C = unknown, E = unknown, N = unknown> {
  file: Record<string, unknown>;
  start: { state: S; events: E[]; need: N };
  title: string;
  /** Where in the book it comes from, in words ("Stop! box p.12"). */
  where: string;
  /** The closing "try this in a battle" words. */
  tryInBattle: string;
  tutor: LessonTutor<S, C>;
}

/** Opening a lesson: the opened lesson, or one line why not. */
export type OpenLesson = (id: string, opts?: { liveDice?: string }) => Result<LessonOpened>;

/** A note of a coach beside a real battle: the rule an order brings in, the lesson teaching it and its page. */
export interface CoachNote {
  rule: string;
  /** The lesson's id (LessonsPart.list). */
  lesson: string;
  book: string;
  /** What it means here, with the odds. */
  text: string;
}
