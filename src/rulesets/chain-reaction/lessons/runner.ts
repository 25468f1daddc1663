// TEMPORARY stand-in for branch `lessons`' runner (same API, LESSONS-API.md); its version wins on merge.
import type { Command, DecisionChoice } from '../engine/commands';
import type { GameEvent } from '../engine/events';
import type { GameState } from '../state';
import { begin, computerCommand, reduce, type Need } from '../game';
import { startingState } from '../start';
import { validateScenario } from '../../../scenario/validate';
import { err, ok, type Result } from '../../../core/result';
import type { Lesson } from './types';

export interface LessonPlay {
  lesson: Lesson;
  step: number;
  state: GameState;
  need: Need;
  events: GameEvent[];
}

export function startLesson(lesson: Lesson, opts?: { liveDice?: string }): Result<LessonPlay> {
  const raw = { ...(lesson.scenario as Record<string, unknown>) };
  if (opts?.liveDice) {
    raw.seed = opts.liveDice;
    delete raw.dice;
  }
  const v = validateScenario(raw);
  if (!v.ok) return err(v.error.message);
  const s = startingState(v.value);
  const b = begin(s.state);
  return ok({ lesson, step: 0, state: b.state, need: b.need, events: [...s.events, ...b.events] });
}

function computer(state: GameState, need: Need, events: GameEvent[]): { state: GameState; need: Need } {
  for (let i = 0; i < 50; i++) {
    const n = need;
    if (n.kind !== 'command' || state.sides.find((x) => x.id === n.side)?.control !== 'ai') break;
    const r = reduce(state, computerCommand(state, n));
    if (!r.ok) break;
    state = r.state;
    need = r.need;
    events.push(...r.events);
  }
  return { state, need };
}

export function tryOrder(play: LessonPlay, command: Command): Result<LessonPlay> {
  const s = play.lesson.steps[play.step];
  if (!s || s.kind !== 'do') return err('this step does not ask for an order');
  if (command.do !== s.expect.do) return err(`this step asks for a ${s.expect.do}, not a ${command.do}`);
  if (s.expect.figure && 'figure' in command && command.figure !== s.expect.figure)
    return err(`this step is about ${s.expect.figure}, not ${command.figure}`);
  if (s.expect.near && 'path' in command) {
    const end = command.path[command.path.length - 1]!;
    const d = Math.hypot(end[0] - s.expect.near.at[0], end[1] - s.expect.near.at[1]);
    if (d > s.expect.near.within) return err(`end the move within ${s.expect.near.within}" of the marked spot`);
  }
  const r = reduce(play.state, command);
  if (!r.ok) return err(r.error);
  const events = [...r.events];
  const c = computer(r.state, r.need, events);
  return ok({ ...play, step: play.step + 1, state: c.state, need: c.need, events });
}

export function tryAnswer(play: LessonPlay, choice: DecisionChoice): Result<LessonPlay> {
  const s = play.lesson.steps[play.step];
  if (!s || s.kind !== 'decide') return err('this step does not ask a question');
  const ok1 = [s.solution, ...(s.accept ?? [])].some((x) => JSON.stringify(x) === JSON.stringify(choice));
  if (!ok1) return err('that answer is not the one this lesson is about');
  const r = reduce(play.state, { do: 'decide', choice });
  if (!r.ok) return err(r.error);
  const events = [...r.events];
  const c = computer(r.state, r.need, events);
  return ok({ ...play, step: play.step + 1, state: c.state, need: c.need, events });
}

export function next(play: LessonPlay): LessonPlay {
  return { ...play, step: play.step + 1 };
}
