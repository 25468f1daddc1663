// Chain Reaction's lesson judge for the table (core/lessonTutor.ts): the runner (runner.ts) judges every
// step; this holds where the lesson is and turns the lesson's own step shapes into the plain ones a host
// shows. A command that does not fit the step is refused with the runner's line before the engine sees it;
// one that fits is given back as the lesson's own (an order ending near the lesson's spot is carried out on
// the spot, a clicked answer near the point is the point), so the table's game and the runner's stay one.
import { err, ok, type Result } from '../../../core/result';
import type { LessonOpened, LessonTutor, Taught, TutorKind, TutorMark, TutorStep } from '../../../core/lessonTutor';
import type { Command } from '../engine/commands';
import type { GameState } from '../state';
import type { Need } from '../game';
import { next, ordersFrom, startLesson, tryAnswer, tryOrder, type LessonPlay } from './runner';
import { fitOrder, sameChoice, SPOT_REACH } from './check';
import type { Lesson, LessonStep } from './types';
import { lessonById } from './index';

type Explained = Extract<LessonStep, { explain: string }>;

export class CrLessonTutor implements LessonTutor<GameState, Command> {
  /** An 'ask' step answered: the runner's step past it, kept until Next. */
  private afterAsk?: LessonPlay;

  constructor(
    readonly lesson: Lesson,
    private play: LessonPlay,
  ) {}

  get at(): number {
    return this.play.step;
  }

  get total(): number {
    return this.lesson.steps.length;
  }

  get state(): GameState {
    return this.play.state;
  }

  ordersLeft(): boolean {
    return ordersFrom(this.lesson, this.play.step);
  }

  private get current(): LessonStep | undefined {
    return this.lesson.steps[this.play.step];
  }

  /** The step's kind as a host treats it: a kind it does not know ('demo') is read like a 'read' step. */
  private get kind(): TutorKind {
    const k = this.current?.kind;
    if (!k) return 'end';
    return k === 'ask' || k === 'do' || k === 'decide' ? k : 'read';
  }

  step(): TutorStep | undefined {
    const s = this.current;
    if (!s) return undefined;
    const book = 'book' in s && s.book ? s.book : undefined;
    return {
      kind: this.kind,
      text: s.text,
      ...(book ? { book } : {}),
      ...(s.kind === 'ask' ? { choices: s.choices, answer: s.answer } : {}),
    };
  }

  figures(): readonly string[] {
    const s = this.current as (LessonStep & { figures?: string[] }) | undefined;
    if (!s) return [];
    const named = [...(s.figures ?? [])];
    if (s.kind === 'do') {
      if (s.expect.figure) named.push(s.expect.figure);
      if (s.expect.target) named.push(s.expect.target);
    }
    return [...new Set(named)];
  }

  /**
   * The place the step asks for: a move's or throw's spot (with an arrow from the figure that must go), or
   * the point a question wants clicked. Reaching the mark is what the runner judges.
   */
  marks(state: GameState): TutorMark[] {
    const s = this.current;
    const at = (id: string | undefined) => {
      const f = id ? state.figures[id] : undefined;
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
    // A demo's places: marked on its step, and still on the next (a read or a question) while its lines show.
    const prev = this.lesson.steps[this.play.step - 1];
    const demo =
      s?.kind === 'demo' ? s : (s?.kind === 'read' || s?.kind === 'ask') && prev?.kind === 'demo' ? prev : undefined;
    return (demo?.marks ?? []).map((m) => ({ at: [m.at[0], m.at[1]] as [number, number], within: m.within }));
  }

  tryStep(state: GameState, need: unknown, command: Command): Result<{ command: Command; taught: Taught }> {
    // The table is where the game stands (it may have played the computer's moves since the runner last
    // looked): the runner judges the order from there.
    this.play = { ...this.play, state, need: need as Need };
    const s = this.current;
    const kind = this.kind;
    let cmd = command;
    let res: Result<LessonPlay>;
    if (kind === 'end') return err('the lesson is over');
    if (kind === 'read' || kind === 'ask')
      res = err(
        kind === 'ask'
          ? 'first answer the question in the lesson panel'
          : 'first read the step in the lesson panel and press Next',
      );
    else if (cmd.do === 'decide' && s?.kind === 'decide') {
      res = tryAnswer(this.play, cmd.choice);
      // The runner gives the lesson's own answer that the player's matched: the table is given the same.
      const given = cmd.choice;
      const matched = [s.solution, ...(s.accept ?? [])].find((a) => sameChoice(a, given));
      if (matched !== undefined) cmd = { do: 'decide', choice: matched };
    } else if (cmd.do === 'decide') res = err('this step asks for an order on the table, not an answer');
    else {
      res = tryOrder(this.play, cmd);
      if (s?.kind === 'do') cmd = fitOrder(s.expect, cmd);
    }
    if (!res.ok) return res;
    const was = s as Explained;
    const taught = { text: res.value.explained ?? was.explain, book: was.book ?? this.lesson.book };
    this.play = res.value;
    return ok({ command: cmd, taught });
  }

  choose(i: number): Taught | undefined {
    const s = this.current;
    if (s?.kind !== 'ask' || this.afterAsk) return undefined;
    this.afterAsk = next(this.play);
    return { text: this.afterAsk.explained ?? s.explain, book: s.book ?? this.lesson.book, right: i === s.answer };
  }

  next(): { taught?: Taught; said: string[] } | undefined {
    const k = this.kind;
    if (k !== 'read' && !(k === 'ask' && this.afterAsk)) return undefined;
    const s = this.current as LessonStep & { explain?: string; book?: string };
    const after = k === 'ask' && this.afterAsk ? this.afterAsk : next(this.play);
    this.afterAsk = undefined;
    this.play = after;
    // A step that works something out (a 'demo') explains what it found; reading needs no explanation.
    const worked = k === 'read' && s.kind !== 'read';
    return {
      ...(worked && after.explained ? { taught: { text: after.explained, book: s.book ?? this.lesson.book } } : {}),
      said: worked ? (after.said ?? []) : [],
    };
  }
}

/** A lesson by id, started (with `liveDice`, its scripted dice dropped for that seed), with its tutor. */
export function openLesson(id: string, opts: { liveDice?: string } = {}): Result<LessonOpened> {
  const lesson = lessonById(id);
  if (!lesson) return err(`no lesson ${id}`);
  const play = startLesson(lesson, opts.liveDice ? { liveDice: opts.liveDice } : undefined);
  if (!play.ok) return play;
  const p = play.value;
  return ok({
    file: lesson.scenario as Record<string, unknown>,
    start: { state: p.state, events: p.events, need: p.need },
    title: lesson.title,
    where: `${lesson.source === 'rule' ? 'Rules' : 'Stop! box'} ${lesson.book}`,
    tryInBattle: lesson.tryInBattle,
    tutor: new CrLessonTutor(lesson, p) as LessonTutor,
  });
}
