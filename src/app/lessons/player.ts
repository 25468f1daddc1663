// A lesson played on the normal table: the lesson's runner (rulesets/chain-reaction/lessons/runner.ts) is
// the judge of every step, the app's Session shows the same game on the table. The player's commands reach
// the runner first through the app's Practice gate: one that does not fit the step is refused with the
// runner's line and never reaches the engine; one that fits runs in the session as any order would (the same
// engine from the same state, so table and runner stay together). Progress is written as steps are passed.
// No DOM: the panel (ui/lessonPanel.ts) draws what this holds.
import type { Command } from '../../rulesets/chain-reaction/engine/commands';
import type { Lesson, LessonStep } from '../../rulesets/chain-reaction/lessons/types';
import { next, startLesson, tryAnswer, tryOrder, type LessonPlay } from '../../rulesets/chain-reaction/lessons/runner';
import { validateScenario } from '../../rulesets/chain-reaction/scenario/validate';
import { err, ok, type Result } from '../../core/result';
import type { App, Practice } from '../app';
import { Session } from '../session';
import { chainReaction } from '../../rulesets/chain-reaction';
import { markLesson } from './progress';
import { fitOrder, sameChoice, SPOT_REACH } from '../../rulesets/chain-reaction/lessons/check';

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
  /** An answer to the game's question was refused (its dialog closed): the panel asks it again. */
  reask = false;
  /** The lines a worked example (a 'demo' step) printed, shown under its explanation. */
  said: string[] = [];
  /** An 'ask' step answered: the runner's step past it, kept until Next. */
  private afterAsk?: LessonPlay;
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
    const session = new Session(chainReaction, v.value, this.lesson.scenario as Record<string, unknown>, {
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

  /**
   * The place the step asks for, marked on the table: a move's or throw's spot (with an arrow from the
   * figure that must go), or the point a question wants clicked. Reaching the mark is what the runner judges.
   */
  marks(): { at: [number, number]; within: number; from?: [number, number] }[] {
    const s = this.step;
    const at = (id: string | undefined) => {
      const f = id ? this.app.session?.state.figures[id] : undefined;
      return f ? ([f.at[0], f.at[1]] as [number, number]) : undefined;
    };
    if (s?.kind === 'do' && s.expect.near) {
      const from = s.expect.do === 'throwGrenade' ? undefined : at(s.expect.figure);
      const spot: [number, number] = [s.expect.near.at[0], s.expect.near.at[1]];
      return [{ at: spot, within: s.expect.near.within, ...(from ? { from } : {}) }];
    }
    if (s?.kind === 'decide' && Array.isArray(s.solution)) {
      const from = at(s.figures?.[0]);
      return [{ at: [s.solution[0], s.solution[1]], within: SPOT_REACH, ...(from ? { from } : {}) }];
    }
    return [];
  }

  gate(cmd: Command): Result<Command> {
    // The table's session is where the game stands (it may have played the computer's moves since the
    // runner last looked): the runner judges the order from there.
    const live = this.app.session;
    if (live) this.play = { ...this.play, state: live.state, need: live.need };
    const s = this.step;
    const kind = this.kind;
    // After the last step the table is the player's: orders go straight to the engine.
    if (kind === 'end') return ok(cmd);
    let res: Result<LessonPlay>;
    if (kind === 'read' || kind === 'ask')
      res = err(
        kind === 'ask'
          ? 'first answer the question in the lesson panel'
          : 'first read the step in the lesson panel and press Next',
      );
    else if (cmd.do === 'decide' && s?.kind === 'decide') {
      res = tryAnswer(this.play, cmd.choice);
      // The runner gives the lesson's own answer that the player's matched (a click near the spot is the
      // spot): the table is given the same, so the two games stay one.
      const given = cmd.choice;
      const matched = [s.solution, ...(s.accept ?? [])].find((a) => sameChoice(a, given));
      if (matched !== undefined) cmd = { do: 'decide', choice: matched };
    } else if (cmd.do === 'decide') res = err('this step asks for an order on the table, not an answer');
    else {
      res = tryOrder(this.play, cmd);
      // Likewise an order that ends near the lesson's spot is carried out on the spot.
      if (s?.kind === 'do') cmd = fitOrder(s.expect, cmd);
    }
    if (!res.ok) {
      this.refused = res.error;
      this.reask = cmd.do === 'decide';
      this.changed();
      return res;
    }
    const was = s as Extract<LessonStep, { explain: string }>;
    this.taught = { text: res.value.explained ?? was.explain, book: was.book ?? this.lesson.book };
    this.refused = undefined;
    this.advanced(res.value);
    return ok(cmd);
  }

  /** An 'ask' step: the player's choice; the right answer and why are shown, then Next moves on. */
  choose(i: number): void {
    const s = this.step;
    if (s?.kind !== 'ask' || this.chosen !== undefined) return;
    this.chosen = i;
    this.afterAsk = next(this.play);
    this.taught = {
      text: this.afterAsk.explained ?? s.explain,
      book: s.book ?? this.lesson.book,
      right: i === s.answer,
    };
    this.changed();
  }

  /** Next on a 'read' (or unknown, e.g. 'demo') step, or after a question was answered. */
  next(): void {
    const k = this.kind;
    if (k !== 'read' && !(k === 'ask' && this.chosen !== undefined)) return;
    const s = this.step as LessonStep & { explain?: string; book?: string };
    const after = k === 'ask' && this.afterAsk ? this.afterAsk : next(this.play);
    this.chosen = undefined;
    this.afterAsk = undefined;
    this.refused = undefined;
    // A step that works something out (a 'demo') explains what it found; reading needs no explanation.
    const worked = k === 'read' && s.kind !== 'read';
    this.taught = worked && after.explained ? { text: after.explained, book: s.book ?? this.lesson.book } : undefined;
    this.said = worked ? (after.said ?? []) : [];
    this.advanced(after);
  }

  private advanced(p: LessonPlay): void {
    this.play = p;
    markLesson(this.app.store, this.lesson.id, this.finished ? 'done' : 'started');
    this.changed();
  }
}
