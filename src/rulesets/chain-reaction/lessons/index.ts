// Every lesson, in the book's order: one per Stop! box (its page in `book`), played through the engine.
import type { Lesson } from './types';
import { activation } from './activation';
import { inSight } from './inSight';

export type { Lesson, LessonStep, LessonExpect } from './types';

export const LESSONS: readonly Lesson[] = [activation, inSight];

/** The lesson with this id, if any. */
export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}
