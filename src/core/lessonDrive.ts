// Plays a lesson's file the way the app's Session would with a person at the learner's side: the learner's
// commands come from the reference solution, the other sides from the file's script (while it lasts) or the
// computer. It stops when the solution is used up and the game waits for the learner again, or ends. Pure:
// each ruleset's lessons.ts passes its own parts in (it cannot import its index, which imports it).
import type { FileIssue, LessonsPart, LessonStep, RulesetNeed, RulesetState, RulesetStep } from './ruleset';
import type { Control } from './vocab';
import type { Result } from './result';

/** The parts of a ruleset a lesson drive needs (the same members the Ruleset door has). */
export interface LessonGame<S extends RulesetState, C, Sc, E = unknown> {
  check(data: unknown): Result<Sc, FileIssue>;
  startingState(sc: Sc): { state: S; events?: E[] };
  begin(state: S): { state: S; need: RulesetNeed; events: E[] };
  reduce(state: S, command: C): RulesetStep<S, E, RulesetNeed>;
  commands(sc: Sc): readonly C[];
  controlOf(state: S, side: string): Control;
  computerCommand(state: S, need: RulesetNeed & { kind: 'command' | 'decision' }): C;
}

/** Where the drive stopped, and every event on the way (the steps' words read their numbers from them). */
export type Driven<S, E = unknown> =
  { ok: true; state: S; need: RulesetNeed; events: E[] } | { ok: false; why: string };

/** A deep copy of plain JSON (a lesson's file handed out must not be changed by its user). */
export const copyJson = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** The learner's side: the file's one `human` side. */
export function learnerOf(file: unknown): string | undefined {
  const sides = (file as { sides?: { id: string; control: string }[] }).sides ?? [];
  return sides.find((s) => s.control === 'human')?.id;
}

/** Plays `solution` as the learner, the rest as the Session would, up to the learner's next turn or the end. */
export function driveLesson<S extends RulesetState, C, Sc, E = unknown>(
  game: LessonGame<S, C, Sc, E>,
  file: unknown,
  solution: readonly C[],
): Driven<S, E> {
  const sc = game.check(copyJson(file));
  if (!sc.ok) return { ok: false, why: `${sc.error.path}: ${sc.error.message}` };
  const learner = learnerOf(file);
  if (!learner) return { ok: false, why: 'the lesson has no side for a person' };
  const script = [...game.commands(sc.value)];
  const setup = game.startingState(sc.value);
  const started = game.begin(setup.state);
  let { state, need } = started;
  const events: E[] = [...(setup.events ?? []), ...started.events];
  let next = 0;
  // Enough for any lesson; a loop that never reaches the learner again is a broken lesson, not a hang.
  for (let guard = 0; guard < 2000; guard++) {
    if (need.kind !== 'command' && need.kind !== 'decision') return { ok: true, state, need, events };
    let cmd: C;
    if (need.side === learner) {
      if (next >= solution.length) return { ok: true, state, need, events };
      cmd = solution[next++]!;
    } else if (game.controlOf(state, need.side) === 'script' && need.kind === 'command' && script.length)
      cmd = script.shift()!;
    else cmd = game.computerCommand(state, need as RulesetNeed & { kind: 'command' | 'decision' });
    const r = game.reduce(state, cmd);
    if (!r.ok) return { ok: false, why: `${JSON.stringify(cmd)}: ${r.error}` };
    ({ state, need } = r);
    events.push(...r.events);
  }
  return { ok: false, why: 'the lesson never came back to the learner' };
}

/** A lesson of a plain-table game: its file and the learner's reference solution (the rest is the game's). */
export interface PlainLesson<C> {
  id: string;
  title: string;
  /** The rules reference section or table it teaches. */
  book: string;
  file: unknown;
  solution: readonly C[];
}

/** How a game reads its own lessons: what is still to do in a state, and the steps told in its words. */
export interface PlainLessonWords<L, S, E> {
  check(lesson: L, state: S): string | undefined;
  /** The steps; `played()` drives the reference solution (the steps' numbers may come from its events). */
  steps(lesson: L, played: () => { state: S; events: E[] }): readonly LessonStep[];
}

/**
 * The LessonsPart of a game whose lessons are files played with a reference solution (action cards, action
 * points, order dice): `solve` drives the solution and asks `check`; `file`, `steps` and `check` serve a host.
 */
export function lessonsPart<S extends RulesetState, C, Sc, E, L extends PlainLesson<C>>(
  game: LessonGame<S, C, Sc, E>,
  lessons: readonly L[],
  words: PlainLessonWords<L, S, E>,
): LessonsPart {
  const find = (id: string): L | undefined => lessons.find((l) => l.id === id);
  const unknown = (id: string) => `no lesson ${JSON.stringify(id)}`;
  return {
    list: () => lessons.map((l) => ({ id: l.id, title: l.title, book: l.book, steps: l.solution.length })),
    solve(id) {
      const l = find(id);
      if (!l) return { solved: false, why: unknown(id) };
      const r = driveLesson(game, l.file, l.solution);
      if (!r.ok) return { solved: false, why: r.why };
      const why = words.check(l, r.state);
      return why ? { solved: false, why } : { solved: true };
    },
    file: (id) => {
      const l = find(id);
      return l ? copyJson(l.file) : undefined;
    },
    steps(id) {
      const l = find(id);
      if (!l) return [];
      return words.steps(l, () => {
        const r = driveLesson(game, l.file, l.solution);
        if (!r.ok) throw new Error(`lesson ${id}: ${r.why}`);
        return r;
      });
    },
    check(id, state) {
      const l = find(id);
      return l ? words.check(l, state as S) : unknown(id);
    },
  };
}
