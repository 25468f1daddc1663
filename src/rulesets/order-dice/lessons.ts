// Two short lessons, each a small scenario with scripted dice, the commands that solve it, the steps told
// from the numbers its play throws up, and a goal check: the bag and orders (two of your dice come out
// first; one goes to each unit, the pinned one testing before it obeys, to run both into the woods), and
// reactions (shot at from within 20", your unit without an order fires back at the same time). The files are
// stored ready to play: the learner's side `human`; the other `ai`, or `script` with the file's one order.
import type { LessonStep, LessonsPart } from '../../core/ruleset';
import { lessonsPart, type LessonGame } from '../../core/lessonDrive';
import { pointInPolygon } from '../../geometry/vec';
import type { Vec } from '../../geometry/shapes';
import { aiReaction, computerOrder } from './ai';
import { commandsOf, controlOf } from './door';
import { begin, reduce } from './ownDice';
import { checkScenario, type OdScenario } from './scenario';
import { startingState } from './start';
import { QUALITY, moveAllowance } from './tables';
import { copyState, unitOf, type OdCommand, type OdEvent, type OdNeed, type OdState } from './state';

const game: LessonGame<OdState, OdCommand, OdScenario, OdEvent> = {
  check: checkScenario,
  startingState: (sc) => startingState(sc),
  begin: (s) => begin(s),
  reduce: (s, c) => reduce(s, c),
  commands: commandsOf,
  controlOf,
  computerCommand: (s, n) => computerCommand(s, n as OdNeed),
};

/** index.ts's computer command, restated here because index imports this file (no import cycle). */
function computerCommand(state: OdState, need: OdNeed): OdCommand {
  if (need.kind === 'decision' && need.losses)
    return { do: 'casualties', unit: need.losses.unit, figures: need.losses.nearest.slice(0, need.losses.count) };
  const q = need.kind === 'command' || need.kind === 'decision' ? need.question : undefined;
  if (q) {
    if (controlOf(state, q.side) === 'script') return { do: 'react', unit: q.unit, reaction: 'none' };
    return { do: 'react', unit: q.unit, reaction: aiReaction(copyState(state), q) };
  }
  return computerOrder(copyState(state), need.kind === 'command' ? need.side : '');
}

interface Lesson {
  id: string;
  title: string;
  /** The table of this game's reference it teaches (reference.ts). */
  book: string;
  file: Record<string, unknown>;
  solution: OdCommand[];
  /** The steps, from the events of the reference solution's play. */
  steps(events: readonly OdEvent[]): LessonStep[];
  check(s: OdState): string | undefined;
}

const WOODS: Vec[] = [
  [3, 8],
  [22, 8],
  [22, 16],
  [3, 16],
];
const inWoods = (s: OdState, unit: string): boolean =>
  unitOf(s, unit)!.figures.some((f) => f.alive && pointInPolygon(f.at, WOODS));
const list = (xs: readonly number[]): string =>
  xs.length === 1 ? String(xs[0]) : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const rolls = (events: readonly OdEvent[], purpose: string): number[][] =>
  events.flatMap((e) => (e.type === 'roll' && e.purpose === purpose ? [[...e.dice]] : []));
const rifles = (n: number, prefix: string, x: number, y: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, weapon: 'rifle', at: [x + i, y] }));

const PINS = 2;
const tally = (e: { hits: number; kills: number }): string =>
  `${e.hits} ${e.hits === 1 ? 'hit' : 'hits'}, ${e.kills ? `${e.kills} killed` : 'nobody killed'}`;
const PAIR_TO: [number, number] = [7, 10];
const RIFLES_TO: [number, number] = [16, 10];

export const LESSONS: readonly Lesson[] = [
  {
    id: 'bagOrders',
    title: 'The bag and orders: one die, one unit',
    book: 'tests',
    file: {
      version: 1,
      rules: 'order-dice',
      seed: 'lesson-bag-orders',
      turns: 1,
      terrain: [{ id: 'p1', type: 'woods', polygon: WOODS }],
      sides: [
        {
          id: 's1',
          name: 'Blue',
          control: 'human',
          units: [
            { id: 'u1', name: 'Scouts', quality: 'regular', pins: PINS, figures: rifles(2, 'f', 7, 26) },
            { id: 'u2', name: 'Riflemen', quality: 'regular', figures: rifles(3, 'g', 16, 26) },
          ],
        },
        {
          id: 's2',
          name: 'Red',
          control: 'ai',
          units: [{ id: 'u3', name: 'Raiders', quality: 'regular', figures: rifles(2, 'h', 30, 2) }],
        },
      ],
      // Your two dice come out first, the enemy's last; the pinned scouts' order test throws 3 and 4.
      bag: ['s1', 's1', 's2'],
      dice: { orderTest: [[3, 4]] },
    },
    solution: [
      { do: 'order', unit: 'u1', order: 'run', to: PAIR_TO },
      { do: 'order', unit: 'u2', order: 'run', to: RIFLES_TO },
    ],
    steps(events) {
      const turn = events.find((e) => e.type === 'turn')!;
      const test = events.find((e) => e.type === 'orderTest')!;
      const dice = rolls(events, 'orderTest')[0]!;
      const bag = Object.values(turn.bag);
      const morale = QUALITY.regular.morale;
      const pins = PINS;
      // How far past the woods' edge the Scouts' run ends.
      const gone = events.flatMap((e) => (e.type === 'move' ? [Math.round((WOODS[2]![1] - e.to[1]) * 10) / 10] : []));
      return [
        {
          text:
            `The bag holds one die for each unit: ${bag[0]} of yours and ${bag[1]} of the enemy's. Each die ` +
            `drawn orders one unit of its colour that has no order yet; here your two come out first.`,
        },
        {
          text:
            `Your Scouts carry ${pins} pins. Before a pinned unit obeys it tests 2d6 at or under its ` +
            `morale ${morale} minus ${pins} pins = ${test.target}. The dice will give ${list(dice)} = ${test.total}: ` +
            `a pass, and one pin comes off. Give the Scouts the first die: Run into the woods. A run is ` +
            `${moveAllowance('run', false)}" and ground under the trees counts double: they stop ${gone[0]}" in.`,
          at: PAIR_TO,
        },
        {
          text:
            `The Scouts now hold their die and cannot take another this turn. Give the second die to your ` +
            `Riflemen: Run into the woods too.`,
          at: RIFLES_TO,
        },
      ];
    },
    check(s) {
      const u1 = inWoods(s, 'u1');
      const u2 = inWoods(s, 'u2');
      if (u1 && u2) return undefined;
      // A die of yours drawn and waiting for its order is not used yet.
      const waiting = s.phase.kind === 'order' && s.phase.side === 's1';
      const free = s.units.filter((u) => u.side === 's1' && u.order === null && !u.destroyed).length;
      if (!waiting && ((s.bag['s1'] ?? 0) === 0 || free === 0))
        return 'Your dice are used and a unit is still outside the woods: undo and try again.';
      if (!u1) return 'Order your Scouts to run into the woods.';
      return 'Order your Riflemen to run into the woods.';
    },
  },
  {
    id: 'fireBack',
    title: 'Reactions: fire back when shot at',
    book: 'tests',
    file: {
      version: 1,
      rules: 'order-dice',
      seed: 'lesson-fire-back',
      turns: 1,
      sides: [
        {
          id: 's1',
          name: 'Blue',
          control: 'human',
          units: [{ id: 'u1', name: 'Riflemen', quality: 'regular', figures: rifles(3, 'f', 10, 26) }],
        },
        {
          id: 's2',
          name: 'Red',
          control: 'script',
          units: [{ id: 'u2', name: 'Raiders', quality: 'regular', figures: rifles(2, 'g', 10, 12) }],
        },
      ],
      bag: ['s2'],
      // The test 3 + 3; the enemy's shots first (5 hits, 2 misses; damage 2 saves), then yours, 6, 5, 4;
      // your damage 5, 3, 6: two of the enemy fall.
      dice: {
        reactionTest: [[3, 3]],
        hit: [
          [5, 2],
          [6, 5, 4],
        ],
        damage: [[2], [5, 3, 6]],
      },
      commands: [{ do: 'order', unit: 'u2', order: 'fire', target: 'u1' }],
    },
    solution: [{ do: 'react', unit: 'u1', reaction: 'fireBack' }],
    steps(events) {
      const react = events.find((e) => e.type === 'reaction')!;
      const test = rolls(events, 'reactionTest')[0]!;
      const shots = events.flatMap((e) => (e.type === 'shoot' ? [e] : []));
      const theirs = shots.find((e) => e.unit === 'u2')!;
      const ours = shots.find((e) => e.unit === 'u1')!;
      const hits = rolls(events, 'hit');
      return [
        {
          text:
            `The Raiders' die comes out of the bag first, and they fire at your Riflemen from ${theirs.range}". ` +
            `Your unit holds no order, so it may react before the shots land.`,
        },
        {
          text:
            `Answer with Fire back, allowed here because your unit is ${react.why}. ` +
            `It needs a test, 2d6 at or under morale ${react.test!.target}; the dice will give ${list(test)} = ` +
            `${react.test!.total}, a pass. Your unit spends its die on it.`,
        },
        {
          text:
            `Both units shoot at the same time. Theirs need ${theirs.needs[0]}+ and roll ${list(hits[0]!)}: ` +
            `${tally(theirs)}. Yours need ${ours.needs[0]}+ and roll ${list(hits[1]!)}: ${tally(ours)}.`,
        },
      ];
    },
    check(s) {
      const theirs = unitOf(s, 'u2')!;
      const lost = theirs.figures.filter((f) => !f.alive).length;
      if (lost > 0) return undefined;
      if (s.phase.kind === 'react' && s.phase.question.unit === 'u1')
        return 'Your Riflemen are being shot at: answer with Fire back.';
      if (unitOf(s, 'u2')!.order !== null || s.phase.kind === 'ended')
        return 'The Raiders lost nobody: undo and fire back this time.';
      return 'Wait for the enemy to shoot.';
    },
  },
];

export const lessons: LessonsPart = lessonsPart(game, LESSONS, {
  check: (l, s) => l.check(s),
  steps: (l, played) => l.steps(played().events),
});
