// Every lesson, in the book's order: one per Stop! box (its page in `book`), played through the engine.
import type { Lesson } from './types';
import { waysToPlay } from './waysToPlay';
import { stars } from './stars';
import { recruiting } from './recruiting';
import { groups } from './groups';
import { activation } from './activation';
import { inSight } from './inSight';
import { alone } from './alone';
import { crisis } from './crisis';
import { shooting } from './shooting';
import { grenades } from './grenades';
import { melee } from './melee';
import { rocket } from './rocket';
import { afterBattle } from './afterBattle';
import { stepByStep } from './stepByStep';
import { pefs } from './pefs';
import { damage } from './damage';
import { weapons } from './weapons';
import { movement } from './movement';
import { sight } from './sight';
import { reactions } from './reactions';
import { wounded } from './wounded';
import { patrol } from './patrol';

export type { Lesson, LessonStep, LessonExpect } from './types';

export const LESSONS: readonly Lesson[] = [
  waysToPlay,
  stars,
  recruiting,
  groups,
  activation,
  movement,
  inSight,
  alone,
  crisis,
  reactions,
  weapons,
  sight,
  shooting,
  damage,
  grenades,
  melee,
  wounded,
  rocket,
  pefs,
  patrol,
  afterBattle,
  stepByStep,
];

/** The lesson with this id, if any. */
export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}
