// Chain Reaction's lessons part with its content: the list (with each lesson's place in the book and whether
// a Patrol needs it), `sim lessons --check` (every step played with its solution, every claim checked), a
// lesson opened at the table with its tutor (tutor.ts), and the first Patrol's coach (coach.ts). The ruleset
// carries it through lazy.ts, which fetches this module when a host first asks.
import type { LessonsPart } from '../../../core/ruleset';
import type { GameState } from '../state';
import type { Need } from '../game';
import { LESSONS } from './index';
import { solve } from './runner';
import { checkClaims } from './claims';
import { openLesson } from './tutor';
import { coachNotes } from './coach';

export const crLessons: LessonsPart = {
  list: () =>
    LESSONS.map((l) => ({
      id: l.id,
      title: l.title,
      book: l.book,
      steps: l.steps.length,
      topic: l.topic,
      where: `${l.source === 'rule' ? 'Rules' : 'Stop! box'} ${l.book}`,
      ...(l.patrol ? { tag: { text: 'Patrol', title: 'A Patrol needs this lesson' }, ready: true } : {}),
    })),
  open: openLesson,
  coach: (state, need, side) => coachNotes(state as GameState, need as Need, side),
  solve: (id) => {
    const lesson = LESSONS.find((l) => l.id === id);
    if (!lesson) return { solved: false, why: `no lesson ${id}` };
    const r = solve(lesson);
    // A lesson that plays to its end but says something the game contradicts is not solved either.
    const wrong = r.solved ? checkClaims(lesson) : [];
    if (wrong.length) return { solved: false, why: wrong.join('; ') };
    return { solved: r.solved, ...(r.why !== undefined ? { why: r.why } : {}) };
  },
};
