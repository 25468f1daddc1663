// A lesson played on the normal table: the ruleset opens it (LessonsPart.open) and its tutor
// (core/lessonTutor.ts) is the judge of every step; the app's Session shows the same game on the table. The
// player's commands reach the tutor first through the app's Practice gate: one that does not fit the step is
// refused with the tutor's line and never reaches the engine; one that fits runs in the session as any order
// would (the same engine from the same state, so table and tutor stay together). Progress is written as
// steps are passed. No DOM: the panel (ui/lessonPanel.ts) draws what this holds.
import type { LessonOpened, LessonTutor, Taught, TutorKind, TutorStep } from '../../core/lessonTutor';
import type { LessonsPart } from '../../core/ruleset';
import { err, ok, type Result } from '../../core/result';
import type { App, Practice } from '../app';
import { Session } from '../session';
import { CHAIN_REACTION } from '../crSession';
import { markLesson } from './progress';

type Command = Parameters<Practice['gate']>[0];

export type { Taught };

export class LessonPlayer implements Practice {
  opened!: LessonOpened;
  /** An 'ask' step answered and not yet moved past: the choice picked. */
  chosen?: number;
  /** The last order or answer the lesson refused, in the tutor's words. */
  refused?: string;
  /** The explanation of the last order or answer that went through. */
  taught?: Taught;
  /** An answer to the game's question was refused (its dialog closed): the panel asks it again. */
  reask = false;
  /** The lines a worked example (a 'demo' step) printed, shown under its explanation. */
  said: string[] = [];
  private listeners: (() => void)[] = [];

  constructor(
    readonly app: App,
    readonly lessons: LessonsPart,
    readonly id: string,
    /** A seed: the lesson is replayed with dice rolled from it instead of the scripted ones. */
    readonly liveDice?: string,
  ) {}

  /** Sets the lesson's table going in the app (the page's navigation then shows the table). */
  start(): Result<void> {
    if (!this.lessons.open) return err(`error: lessons of this game cannot be played at the table`);
    const opened = this.lessons.open(this.id, this.liveDice ? { liveDice: this.liveDice } : undefined);
    if (!opened.ok) return opened;
    const v = CHAIN_REACTION.scenario.check(opened.value.file);
    if (!v.ok) return err(`error: lesson ${this.id}: ${v.error.path} ${v.error.message}`);
    this.opened = opened.value;
    const start = opened.value.start as ConstructorParameters<typeof Session<typeof CHAIN_REACTION>>[3];
    const session = new Session(CHAIN_REACTION, v.value, opened.value.file, start);
    const title = `Lesson: ${opened.value.title}${this.liveDice ? ' (live dice)' : ''}`;
    this.app.start(session, title, false, this);
    return ok(undefined);
  }

  get tutor(): LessonTutor {
    return this.opened.tutor;
  }

  /** The step the player is on; the number of steps once all are done. */
  get at(): number {
    return this.tutor.at;
  }

  on(f: () => void): () => void {
    this.listeners.push(f);
    return () => {
      this.listeners = this.listeners.filter((x) => x !== f);
    };
  }

  private changed(): void {
    for (const f of [...this.listeners]) f();
  }

  get step(): TutorStep | undefined {
    return this.tutor.step();
  }

  /** Past the lesson's last order, until its last step is read: the battle waits under the recap. */
  holdsComputer(): boolean {
    return !this.finished && this.tutor.ordersLeft?.() === false;
  }

  get finished(): boolean {
    return this.tutor.at >= this.tutor.total;
  }

  get kind(): TutorKind {
    return this.step?.kind ?? 'end';
  }

  figures(): readonly string[] {
    return this.tutor.figures();
  }

  marks(): { at: [number, number]; within: number; from?: [number, number] }[] {
    const state = this.app.session?.state;
    return state ? this.tutor.marks(state) : [];
  }

  gate(cmd: Command): Result<Command> {
    // After the last step the table is the player's: orders go straight to the engine.
    if (this.finished) return ok(cmd);
    const live = this.app.session;
    const res = this.tutor.tryStep(live?.state ?? this.tutor.state, live?.need, cmd);
    if (!res.ok) {
      this.refused = res.error;
      // A refused answer to the game's question: its dialog is closed and the panel asks it again.
      this.reask = live?.need.kind === 'decision';
      this.changed();
      return res;
    }
    this.taught = res.value.taught;
    this.refused = undefined;
    this.advanced();
    return ok(res.value.command as Command);
  }

  /** An 'ask' step: the player's choice; the right answer and why are shown, then Next moves on. */
  choose(i: number): void {
    if (this.chosen !== undefined) return;
    const taught = this.tutor.choose(i);
    if (!taught) return;
    this.chosen = i;
    this.taught = taught;
    this.changed();
  }

  /** Next on a 'read' (or unknown, e.g. 'demo') step, or after a question was answered. */
  next(): void {
    const after = this.tutor.next();
    if (!after) return;
    this.chosen = undefined;
    this.refused = undefined;
    this.taught = after.taught;
    this.said = after.said;
    this.advanced();
  }

  private advanced(): void {
    markLesson(this.app.store, this.id, this.finished ? 'done' : 'started');
    this.changed();
  }
}
