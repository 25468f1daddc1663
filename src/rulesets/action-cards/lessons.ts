// Two short lessons, each a small scenario with scripted dice and the commands that solve it: the card turn
// (a double card's two actions split over two groups), and shooting with kill numbers and linked fire (two
// 8d6 shots that each fall short of an alien's 24 kill one when totalled). `solve` plays the solution through
// the reducer and checks the goal, so a lesson that stops teaching what it says fails its check.
import type { LessonsPart } from '../../core/ruleset';
import type { AcCommand } from './commands';
import { begin, reduce } from './ownDice';
import { checkScenario } from './scenario';
import { startingState } from './start';
import type { AcState } from './state';
import { featureAt } from './terrain';

interface Lesson {
  id: string;
  title: string;
  /** The rules reference section it teaches (reference.ts). */
  book: string;
  file: unknown;
  solution: AcCommand[];
  goal(s: AcState): string | undefined;
}

const section = (id: string, at: [number, number], n: number, weapons: string[] = []) => ({
  id,
  figures: Array.from({ length: n }, (_, i) => ({
    id: `${id}${i + 1}`,
    at: [at[0] + i * 1.2, at[1]],
    ...(weapons[i] ? { weapon: weapons[i] } : {}),
  })),
});

export const LESSONS: readonly Lesson[] = [
  {
    id: 'cardTurn',
    title: 'The card turn: one double card, two groups',
    book: 'cards',
    file: {
      version: 1,
      rules: 'action-cards',
      seed: 'lesson-card-turn',
      terrain: [
        {
          id: 'copse',
          type: 'woods',
          polygon: [
            [14, 4],
            [22, 4],
            [22, 10],
            [14, 10],
          ],
        },
      ],
      deck: ['you:double', 'them:single', 'them:single', 'them:single'],
      sides: [
        {
          id: 'you',
          control: 'script',
          faction: 'police',
          groups: [section('left', [8, 6], 2), section('right', [8, 12], 2)],
        },
        { id: 'them', control: 'script', faction: 'police', groups: [section('far', [20, 32], 2)] },
      ],
    },
    // Each group takes one of the double card's two actions: both end on the edge of the copse.
    solution: [
      { do: 'move', group: 'left', figure: 'left2', to: [15, 6] },
      { do: 'move', group: 'right', figure: 'right2', to: [15, 9] },
    ],
    goal: (s) => {
      const inWoods = s.figures.filter((f) => f.side === 'you' && featureAt(s.terrain, f.at)?.id === 'copse');
      return new Set(inWoods.map((f) => f.group)).size === 2 ? undefined : 'both groups should reach the copse';
    },
  },
  {
    id: 'linkedFire',
    title: 'Kill numbers and linked fire: 20 + 20 against 24',
    book: 'shoot',
    file: {
      version: 1,
      rules: 'action-cards',
      seed: 'lesson-linked-fire',
      deck: ['you:double', 'them:single', 'them:single', 'them:single'],
      dice: {
        shoot: [
          [1, 1, 2, 2, 3, 3, 4, 4],
          [1, 1, 2, 2, 3, 3, 4, 4],
        ],
      },
      sides: [
        {
          id: 'you',
          control: 'script',
          faction: 'soldiers',
          groups: [section('section', [4, 4], 4, ['rifle', 'rifle', 'support', 'rocket'])],
        },
        { id: 'them', control: 'script', faction: 'aliens', groups: [section('trio', [4, 20], 3)] },
      ],
    },
    // Alone, 20 is less than 24 and kills nobody; linked on one card, 40 kills one.
    solution: [
      { do: 'shoot', group: 'section', target: 'trio' },
      { do: 'shoot', group: 'section', target: 'trio' },
    ],
    goal: (s) =>
      s.figures.some((f) => f.side === 'them' && f.status === 'dead') ? undefined : 'an alien should have fallen',
  },
];

export const lessons: LessonsPart = {
  list: () => LESSONS.map((l) => ({ id: l.id, title: l.title, book: l.book, steps: l.solution.length })),
  solve(id) {
    const lesson = LESSONS.find((l) => l.id === id);
    if (!lesson) return { solved: false, why: `no lesson ${JSON.stringify(id)}` };
    const sc = checkScenario(lesson.file);
    if (!sc.ok) return { solved: false, why: `${sc.error.path}: ${sc.error.message}` };
    let s = begin(startingState(sc.value).state).state;
    for (const c of lesson.solution) {
      const r = reduce(s, c);
      if (!r.ok) return { solved: false, why: r.error };
      s = r.state;
    }
    const why = lesson.goal(s);
    return why ? { solved: false, why } : { solved: true };
  },
};
