// Two short lessons, each a small scenario with scripted dice and the commands that solve it: the card turn
// (a double card's two actions split over two groups), and shooting with kill numbers and linked fire (two
// 8d6 shots that each fall short of an alien's 24 kill one when totalled). `solve` plays the solution through
// the reducer and checks the goal, so a lesson that stops teaching what it says fails its check. The files
// are stored ready to play at the table (your side `human`, the other `ai`); `solve` plays them as the app's
// Session would (core/lessonDrive.ts), and `steps` tells each lesson from the numbers that play throws up.
import type { LessonStep, LessonsPart } from '../../core/ruleset';
import { lessonsPart, type LessonGame } from '../../core/lessonDrive';
import { computerCommand } from './ai';
import type { AcCommand, AcNeed } from './commands';
import { begin, reduce } from './ownDice';
import type { AcEvent } from './events';
import { FACTIONS } from './factions';
import { checkScenario, type AcScenario } from './scenario';
import { startingState } from './start';
import type { AcState } from './state';
import { featureAt } from './terrain';
import { namesOf } from './board/names';

const game: LessonGame<AcState, AcCommand, AcScenario, AcEvent> = {
  check: checkScenario,
  startingState: (sc) => startingState(sc),
  begin: (s) => begin(s),
  reduce: (s, c) => reduce(s, c),
  commands: (sc) => (sc.commands ?? []) as AcCommand[],
  controlOf: (s, side) => s.sides.find((x) => x.id === side)?.control ?? 'script',
  computerCommand: (s, n) => computerCommand(s, n as AcNeed),
};

interface Lesson {
  id: string;
  title: string;
  /** The rules reference section it teaches (reference.ts). */
  book: string;
  file: unknown;
  solution: AcCommand[];
  /** The goal met, or what is still to do (also the words a host shows). */
  goal(s: AcState): string | undefined;
  /** The steps, from the events of the reference solution's play (and its state, for the table's names). */
  steps(events: readonly AcEvent[], s: AcState): LessonStep[];
}

const section = (id: string, at: [number, number], n: number, weapons: string[] = []) => ({
  id,
  figures: Array.from({ length: n }, (_, i) => ({
    id: `${id}f${i + 1}`,
    at: [at[0] + i * 1.2, at[1]],
    ...(weapons[i] ? { weapon: weapons[i] } : {}),
  })),
});

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const firstOf = <T extends AcEvent['type']>(events: readonly AcEvent[], type: T) =>
  events.filter((e): e is Extract<AcEvent, { type: T }> => e.type === type);
/** The first card (the learner's double) is over: the lesson's moment has passed. */
const cardOver = (s: AcState): boolean => s.turn > 1 || s.cardIndex > 0 || s.ended !== null;

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
          id: 't1',
          type: 'woods',
          polygon: [
            [14, 4],
            [22, 4],
            [22, 10],
            [14, 10],
          ],
        },
      ],
      deck: ['s1:double', 's2:single', 's2:single', 's2:single'],
      sides: [
        {
          id: 's1',
          control: 'human',
          faction: 'police',
          groups: [section('g1', [8, 6], 2), section('g2', [8, 12], 2)],
        },
        // Another faction than yours, so the sides read by their own names, not "Police" and "Police 2".
        { id: 's2', control: 'ai', faction: 'soldiers', groups: [section('g3', [20, 32], 2)] },
      ],
    },
    // Each group takes one of the double card's two actions: both end on the edge of the copse.
    solution: [
      { do: 'move', group: 'g1', figure: 'g1f2', to: [15, 6] },
      { do: 'move', group: 'g2', figure: 'g2f2', to: [15, 9] },
    ],
    goal: (s) => {
      const inWoods = s.figures.filter((f) => f.side === 's1' && featureAt(s.terrain, f.at)?.id === 't1');
      const groups = new Set(inWoods.map((f) => f.group));
      if (groups.size === 2) return undefined;
      if (cardOver(s)) return 'Your double card is spent and a squad is still outside the trees: undo and try again.';
      const n = namesOf(s);
      if (s.actionsLeft === 2) return `Move ${n.group('g1')} or ${n.group('g2')} into the trees.`;
      const out = ['g1', 'g2'].find((g) => !groups.has(g))!;
      return groups.size === 1
        ? `Now move ${n.group(out)} into the trees with the second action.`
        : `Move ${n.group(out)} into the trees with the second action.`;
    },
    steps(events, s) {
      const n = namesOf(s);
      const moves = firstOf(events, 'move').filter((m) => m.group === 'g1' || m.group === 'g2');
      const move = FACTIONS['police']!.move;
      const [a, b] = moves.map((m) => Math.round(m.distance * 10) / 10);
      // The distance is the leader's: another figure of the squad, led into the trees, goes its own way and
      // stops after another distance (play-test 36), so the step names the figure it measured.
      const [la, lb] = moves.map((m) => n.figure(m.figure));
      // The trees both moves go into: a float over the table (the Odds) keeps off them (play-test 4, 23).
      const trees = s.pieces.find((p) => p.id === 't1');
      const area = trees && 'polygon' in trees && trees.polygon ? { area: trees.polygon } : {};
      return [
        {
          text:
            'Cards are played in the order they were drawn. The first is yours and a double: two actions for ' +
            'your side, which may go to one group or be split between two.',
        },
        {
          text:
            `Spend the first action moving ${n.group('g1')} east into the trees, led by ${la} (the one on the ` +
            `right): pick ${la}, then Move, then a point in the trees. A move may go ${move}" but ends as it ` +
            `enters woods: this one stops after ${a}".`,
          at: [15, 6],
          ...area,
        },
        {
          text:
            `Spend the second on ${n.group('g2')}, led by ${lb} (again the one on the right): into the trees ` +
            `too, stopping at their edge after ${b}".`,
          at: [15, 9],
          ...area,
        },
      ];
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
      deck: ['s1:double', 's2:single', 's2:single', 's2:single'],
      dice: {
        shoot: [
          [1, 1, 2, 2, 3, 3, 4, 4],
          [1, 1, 2, 2, 3, 3, 4, 4],
        ],
      },
      sides: [
        {
          id: 's1',
          control: 'human',
          faction: 'soldiers',
          groups: [section('g1', [4, 4], 4, ['rifle', 'rifle', 'support', 'rocket'])],
        },
        { id: 's2', control: 'ai', faction: 'aliens', groups: [section('g2', [4, 20], 3)] },
      ],
    },
    // Alone, 20 is less than 24 and kills nobody; linked on one card, 40 kills one.
    solution: [
      { do: 'shoot', group: 'g1', target: 'g2' },
      { do: 'shoot', group: 'g1', target: 'g2' },
    ],
    goal: (s) => {
      if (s.figures.some((f) => f.side === 's2' && f.status === 'dead')) return undefined;
      if (cardOver(s)) return 'Your double card is spent and no alien fell: undo and shoot twice at the same group.';
      const n = namesOf(s);
      if (s.pool) return `Shoot again at ${n.group('g2')} with the second action, so both totals count together.`;
      return `Shoot at ${n.group('g2')} with ${n.group('g1')}.`;
    },
    steps(events, s) {
      const n = namesOf(s);
      const pooled = firstOf(events, 'pooled');
      const shot = firstOf(events, 'shot')[0]!;
      const share = shot.shares[0]!;
      const first = pooled[0]!.dice;
      const second = pooled[1]!.dice;
      return [
        {
          text:
            `The four weapons of ${n.group('g1')} throw ${first.length} dice; the dice will give ` +
            `${first.join(', ')} = ${sum(first)}. The aliens' kill number in the ${share.cover} is ${share.kill}: ` +
            `each full ${share.kill} kills one, and ${sum(first)} falls short. Shoot at ${n.group('g2')} with ` +
            `your first action anyway.`,
          at: [4, 20],
        },
        {
          text:
            `Soldiers link fire: shots of one card at the same target are added up before any kills. Shoot at ` +
            `${n.group('g2')} again with your second action: ${second.length} more dice, ${sum(second)}.`,
          at: [4, 20],
        },
        {
          text:
            `Together ${sum(first)} + ${sum(second)} = ${share.total} against ${share.kill}: ${share.killed} ` +
            `killed, ${share.leftOver} left over and lost.`,
        },
      ];
    },
  },
];

export const lessons: LessonsPart = lessonsPart(game, LESSONS, {
  check: (l, s) => l.goal(s),
  steps: (l, played) => {
    const r = played();
    return l.steps(r.events, r.state);
  },
});
