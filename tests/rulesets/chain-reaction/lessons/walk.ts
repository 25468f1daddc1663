// Test helper: plays a lesson step by step with its reference answers, keeping every play state.
import {
  next,
  startLesson,
  tryAnswer,
  tryOrder,
  type LessonPlay,
} from '../../../../src/rulesets/chain-reaction/lessons/runner';
import type { Lesson } from '../../../../src/rulesets/chain-reaction/lessons/types';

export interface Walk {
  plays: LessonPlay[];
  /** The one-line error that stopped the walk, if any. */
  error?: string;
}

export function walk(lesson: Lesson, opts: { liveDice?: string } = {}): Walk {
  const start = startLesson(lesson, opts);
  if (!start.ok) return { plays: [], error: start.error };
  const plays = [start.value];
  let p = start.value;
  while (p.step < lesson.steps.length) {
    const step = lesson.steps[p.step]!;
    const r =
      step.kind === 'do'
        ? tryOrder(p, step.solution)
        : step.kind === 'decide'
          ? tryAnswer(p, step.solution)
          : ({ ok: true, value: next(p) } as const);
    if (!r.ok) return { plays, error: r.error };
    p = r.value;
    plays.push(p);
  }
  return { plays };
}
