// A lesson played on the normal table: the lesson's runner (rulesets/chain-reaction/lessons/runner.ts) is
// the judge of every step, the app's Session shows the same game on the table. The player's commands reach
// the runner first through the app's Practice gate: one that does not fit the step is refused with the
// runner's line and never reaches the engine; one that fits runs in the session as any order would (the same
// engine from the same state, so table and runner stay together). Progress is written as steps are passed.
// No DOM: the panel (ui/lessonPanel.ts) draws what this holds.
import type { Command } from '../../rulesets/chain-reaction/engine/commands';
import type { Lesson, LessonStep } from '../../rulesets/chain-reaction/lessons/types';
import { next, startLesson, tryAnswer, tryOrder, type LessonPlay } from '../../rulesets/chain-reaction/lessons/runner';
import { validateScenario } from '../../scenario/validate';
import { err, ok, type Result } from '../../core/result';
import type { App, Practice } from '../app';
import { Session } from '../session';
import { markLesson } from './progress';

/** What the panel says about the step just passed: the lesson's explanation and its page. */
export interface Taught {
  text: string;
  book: string;
  /** For a question: whether the answer picked was the right one. */
  right?: boolean;
}

export class LessonPlayer implements Practice {
  play!: LessonPlay;
  /** An 'ask' step answered and not yet moved past: the choice picked. */
  chosen?: number;
  /** The last order or answer the lesson refused, in the runner's words. */
  refused?: string;
  /** The explanation of the last order or answer that went through. */
  taught?: Taught;
  private listeners: (() => void)[] = [];

  constructor(
    readonly app: App,
    readonly lesson: Lesson,
    /** A seed: the lesson is replayed with dice rolled from it instead of the scripted ones. */
    readonly liveDice?: string,
  ) {}

  /** Sets the lesson's table going in the app (the page's navigation then shows the table). */
  start(): Result<void> {
    const play = startLesson(this.lesson, this.liveDice ? { liveDice: this.liveDice } : undefined);
    if (!play.ok) return play;
    const v = validateScenario(this.lesson.scenario);
    if (!v.ok) return err(`error: lesson ${this.lesson.id}: ${v.error.path} ${v.error.message}`);
    this.play = play.value;
    const p = play.value;
    const session = new Session(v.value, this.lesson.scenario as Record<string, unknown>, {
      state: p.state,
      events: p.events,
      need: p.need,
    });
    const title = `Lesson: ${this.lesson.title}${this.liveDice ? ' (live dice)' : ''}`;
    this.app.start(session, title, false, this);
    return ok(undefined);
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

  get step(): LessonStep | undefined {
    return this.lesson.steps[this.play.step];
  }

  get finished(): boolean {
    return this.play.step >= this.lesson.steps.length;
  }

  /** The step's kind as the panel treats it: a kind it does not know is read like a 'read' step. */
  get kind(): 'read' | 'ask' | 'do' | 'decide' | 'end' {
    const k = this.step?.kind;
    if (!k) return 'end';
    return k === 'ask' || k === 'do' || k === 'decide' ? k : 'read';
  }

  figures(): readonly string[] {
    const s = this.step as (LessonStep & { figures?: string[] }) | undefined;
    if (!s) return [];
    const named = [...(s.figures ?? [])];
    if (s.kind === 'do') {
      if (s.expect.figure) named.push(s.expect.figure);
      if (s.expect.target) named.push(s.expect.target);
    }
    return [...new Set(named)];
  }

  gate(cmd: Command): string | undefined {
    // The table's session is where the game stands (it may have played the computer's moves since the
    // runner last looked): the runner judges the order from there.
    const live = this.app.session;
    if (live) this.play = { ...this.play, state: live.state, need: live.need };
    const s = this.step;
    const kind = this.kind;
    let res: Result<LessonPlay>;
    // After the last step the table is the player's: orders go straight to the engine.
    if (kind === 'end') return undefined;
    if (kind === 'read' || kind === 'ask')
      res = err(
        kind === 'ask'
          ? 'First answer the question in the lesson panel.'
          : 'First read the lesson panel and press Next.',
      );
    else if (cmd.do === 'decide')
      res = kind === 'decide' ? tryAnswer(this.play, cmd.choice) : err('This step asks for an order on the table.');
    else res = kind === 'do' ? tryOrder(this.play, cmd) : err('Answer the question in the dialog first.');
    if (!res.ok) {
      this.refused = res.error;
      this.changed();
      return res.error;
    }
    const was = s as Extract<LessonStep, { explain: string }>;
    this.taught = { text: was.explain, book: was.book ?? this.lesson.book };
    this.refused = undefined;
    this.advanced(res.value);
    return undefined;
  }

  /** An 'ask' step: the player's choice; the right answer and why are shown, then Next moves on. */
  choose(i: number): void {
    const s = this.step;
    if (s?.kind !== 'ask' || this.chosen !== undefined) return;
    this.chosen = i;
    this.taught = { text: s.explain, book: s.book ?? this.lesson.book, right: i === s.answer };
    this.changed();
  }

  /** Next on a 'read' step, or after a question was answered. */
  next(): void {
    const k = this.kind;
    if (k !== 'read' && !(k === 'ask' && this.chosen !== undefined)) return;
    this.chosen = undefined;
    this.refused = undefined;
    this.taught = undefined;
    this.advanced(next(this.play));
  }

  private advanced(p: LessonPlay): void {
    this.play = p;
    markLesson(this.app.store, this.lesson.id, this.finished ? 'done' : 'started');
    this.changed();
  }
}
