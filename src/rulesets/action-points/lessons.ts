// Two short lessons, each a small scenario with scripted dice, the commands that solve it, the steps told
// from the lesson's own numbers, and a goal check: the phase and AP turn (a veteran's two acts before a
// novice's first, 3 AP each, to run into woods and kneel), and spot then shoot (a rifleman in woods must
// be spotted before he can be shot; aiming turns the scripted 45 into a hit). The files are stored ready
// to play: the learner's side `human`, the other `ai`; `solve` plays them as the app's Session would.
import type { LessonStep, LessonsPart } from '../../core/ruleset';
import { copyJson, lessonsPart, type LessonGame } from '../../core/lessonDrive';
import { pointInPolygon } from '../../geometry/vec';
import type { Vec } from '../../geometry/shapes';
import { computerCommand } from './ai';
import { shootChance, spotChance } from './chance';
import { bodyOf, figureOf, phaseIndex, phasesOf } from './figures';
import { begin, reduce } from './reduce';
import { checkApScenario, type ApScenario } from './scenario';
import { commands, controlOf } from './sim';
import { startingState } from './start';
import { AP_COSTS, AP_PER_ACT, WOUND_TABLE } from './tables';
import type { ApNeed, ApState, ApStepCommand, Chance } from './types';

const game: LessonGame<ApState, ApStepCommand, ApScenario> = {
  check: checkApScenario,
  startingState: (sc) => ({ state: startingState(sc) }),
  begin: (s) => begin(s),
  reduce: (s, c) => reduce(s, c),
  commands,
  controlOf,
  computerCommand: (s, n) => computerCommand(s, n as ApNeed & { kind: 'command' }),
};

interface Lesson {
  id: string;
  title: string;
  /** The table of this game's reference it teaches (reference.ts). */
  book: string;
  file: Record<string, unknown>;
  solution: ApStepCommand[];
  steps(start: ApState, file: Record<string, unknown>): LessonStep[];
  check(s: ApState): string | undefined;
}

const WOODS: Vec[] = [
  [4, 8],
  [16, 8],
  [16, 14],
  [4, 14],
];
const inWoods = (at: Vec): boolean => pointInPolygon(at, WOODS);

/** "veteran 60%, target in soft cover −30% = 30%": a chance with each modifier on its own. */
function sum(c: Chance): string {
  const mods = c.mods.map((m) => `${m.text} ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)}%`);
  return [c.base.text, ...mods].join(', ') + ` = ${c.chance}%`;
}
/** A scripted d100 as the game reads it: [tens, units], 0,0 = 100. */
const d100 = (d: readonly number[]): number => d[0]! * 10 + d[1]! || 100;
const scripted = (file: Record<string, unknown>, purpose: string): number[][] =>
  ((file['dice'] as Record<string, number[][]> | undefined)?.[purpose] ?? []).map((d) => [...d]);
const list = (xs: readonly number[]): string => `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

const RUN_TO: [number, number] = [10, 12];

export const LESSONS: readonly Lesson[] = [
  {
    id: 'phaseTurn',
    title: 'The phase and AP turn: two acts before the enemy moves',
    book: 'phases',
    file: {
      version: 1,
      rules: 'action-points',
      seed: 'lesson-phase-turn',
      rounds: 1,
      terrain: [{ id: 'p1', type: 'woods', polygon: WOODS }],
      sides: [
        {
          id: 's1',
          name: 'Blue',
          control: 'human',
          figures: [{ id: 'f1', name: 'Veteran', rank: 'veteran', weapon: 'assault rifle', at: [10, 27], facing: 270 }],
        },
        {
          id: 's2',
          name: 'Red',
          control: 'ai',
          figures: [{ id: 'f2', name: 'Novice', rank: 'novice', weapon: 'assault rifle', at: [32, 4], facing: 180 }],
        },
      ],
    },
    // 15" at 6" an AP is the whole first act; the second act, still before the novice, kneels.
    solution: [
      { do: 'run', figure: 'f1', to: RUN_TO },
      { do: 'endAct', figure: 'f1' },
      { do: 'kneel', figure: 'f1' },
    ],
    steps(s) {
      const vet = figureOf(s, 'f1')!;
      const nov = figureOf(s, 'f2')!;
      const [a, b] = [phasesOf(vet), phasesOf(nov)];
      const shared = a.find((p) => b.includes(p))!;
      const inches = Math.hypot(RUN_TO[0] - vet.at[0], RUN_TO[1] - vet.at[1]);
      const runAp = Math.ceil(inches / AP_COSTS.run.inches);
      const walkAp = Math.ceil(inches / AP_COSTS.walk.inches);
      return [
        {
          text:
            `Your veteran has BODY ${bodyOf(vet)}, so he acts in combat phases ${list(a)}; the enemy novice has ` +
            `BODY ${bodyOf(nov)} and acts in phases ${list(b)}. In phase ${shared} both act, the higher BODY ` +
            `first: you get two acts before he gets one.`,
          at: [nov.at[0], nov.at[1]],
        },
        {
          text:
            `Every act has ${AP_PER_ACT} AP. The woods are ${Math.round(inches)}" away: walking (${AP_COSTS.walk.inches}" ` +
            `an AP) would cost ${walkAp} AP, running (${AP_COSTS.run.inches}" an AP) ${runAp}. Run into the woods ` +
            `in phase ${a[0]} and end the act.`,
          at: RUN_TO,
        },
        {
          text:
            `In phase ${shared} you act again before the novice: spend ${AP_COSTS.kneel.ap} AP to kneel, so he finds ` +
            `you still and low in the trees.`,
          at: RUN_TO,
        },
      ];
    },
    check(s) {
      const vet = figureOf(s, 'f1')!;
      const nov = figureOf(s, 'f2')!;
      if (inWoods(vet.at) && vet.stance === 'kneeling' && vet.motion === 'still') return undefined;
      if (nov.actedAt >= 0)
        return 'The novice has had his act and your veteran is not kneeling in the woods: undo and try again.';
      if (!inWoods(vet.at)) return 'Run your veteran into the woods.';
      return 'Kneel in the woods.';
    },
  },
  {
    id: 'spotShoot',
    title: 'Spot then shoot: a rifleman in the woods',
    book: 'spotting',
    file: {
      version: 1,
      rules: 'action-points',
      seed: 'lesson-spot-shoot',
      rounds: 1,
      terrain: [{ id: 'p1', type: 'woods', polygon: WOODS }],
      sides: [
        {
          id: 's1',
          name: 'Blue',
          control: 'human',
          figures: [{ id: 'f1', name: 'Veteran', rank: 'veteran', weapon: 'assault rifle', at: [10, 30], facing: 270 }],
        },
        {
          id: 's2',
          name: 'Red',
          control: 'ai',
          figures: [
            { id: 'f2', name: 'Rifleman', rank: 'average', weapon: 'assault rifle', at: [10, 13.2], facing: 90 },
          ],
        },
      ],
      // 21 against the 30% spot; 45 against the aimed 50% shot (a miss unaimed at 40%); 2d10 damage 4 + 3.
      dice: { spot: [[2, 1]], shoot: [[4, 5]], damage: [[4, 3]], consciousness: [[1, 0]] },
    },
    solution: [
      { do: 'spot', figure: 'f1', target: 'f2' },
      { do: 'shoot', figure: 'f1', target: 'f2', aim: 1 },
    ],
    steps(s, file) {
      const vet = figureOf(s, 'f1')!;
      const rif = figureOf(s, 'f2')!;
      const spot = spotChance(s, vet, rif);
      const aimed = shootChance(s, vet, rif, 1);
      const plain = shootChance(s, vet, rif, 0);
      const spotRoll = d100(scripted(file, 'spot')[0]!);
      const shotRoll = d100(scripted(file, 'shoot')[0]!);
      const damage = scripted(file, 'damage')[0]!;
      const net = damage.reduce((a, b) => a + b, 0);
      return [
        {
          text:
            `The enemy rifleman stands in the woods: he is in cover, so your veteran must spot him before he ` +
            `may shoot. Spotting costs ${AP_COSTS.spot.ap} AP: ${sum(spot)}. The dice will give ${spotRoll}, ` +
            `at or under ${spot.chance}: seen.`,
          at: [rif.at[0], rif.at[1]],
        },
        {
          text:
            `Then shoot with your other ${AP_PER_ACT - AP_COSTS.spot.ap} AP, aiming with one of them: ${sum(aimed)}. ` +
            `The dice will give ${shotRoll}: a hit aimed, a miss at the unaimed ${plain.chance}%.`,
          at: [rif.at[0], rif.at[1]],
        },
        {
          text:
            `The hit rolls ${damage.length}d10 damage, ${list(damage)} = ${net}; he wears no armour, so it is a ` +
            `${WOUND_TABLE.find((w) => net >= w.lo && net <= w.hi)!.band} wound.`,
        },
      ];
    },
    check(s) {
      const vet = figureOf(s, 'f1')!;
      const rif = figureOf(s, 'f2')!;
      if (rif.wound !== 'none') return undefined;
      // The veteran's first act (phase 2 of round 1) is the lesson's: any later moment is too late.
      const first = phasesOf(vet)[0]!;
      const now = phaseIndex(s);
      const acting = s.clock.queue[0] === vet.id && s.clock.started;
      if (now > first || (now === first && !acting))
        return 'Your veteran’s act is over and the rifleman is unhurt: undo and try again.';
      if (!vet.seen.includes(rif.id)) return 'Spot the rifleman first.';
      return 'Shoot at the rifleman, aiming with one AP.';
    },
  },
];

/** The lesson's first state (for the steps' numbers): the file checked and set going. */
function startOf(l: Lesson): ApState {
  const sc = checkApScenario(copyJson(l.file));
  if (!sc.ok) throw new Error(`lesson ${l.id}: ${sc.error.path}: ${sc.error.message}`);
  return startingState(sc.value);
}

export const lessons: LessonsPart = lessonsPart(game, LESSONS, {
  check: (l, s) => l.check(s),
  steps: (l) => l.steps(startOf(l), l.file),
});
