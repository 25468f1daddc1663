// The scripted orders of a scenario file, one schema per command word. A word the contract does not
// name is refused outright: guessing what an unknown order meant would make a replay lie.
import { z } from 'zod';
import { COMMAND_NAMES, SWATH_SIDES } from './vocab';
import { CHALLENGE_DIFFICULTIES } from '../tables/challenge';
import { finiteNumber, intIn, listOf, objectError, oneOf, point, pointList, refField } from '../../../scenario/fields';

const figure = refField('a figure id');

const target = z.object(
  {
    figure,
    /** Dice given to this target; the weapon's Target caps the total when the shot is taken. */
    dice: intIn(1, 6),
  },
  { error: objectError('a target {"figure": id, "dice": n}') },
);

const simple = <const T extends string>(name: T) => z.object({ do: z.literal(name), figure });

/** The project's addition: where others of the moving group step (up to 2") if the move brings on an In Sight test. */
const inSightStep = z.object({ figure, to: point() }, { error: objectError('a step {"figure": id, "to": [x, y]}') });
const steps = listOf(inSightStep, 'a list of steps', 1).optional();
const move = z.object({ do: z.literal('move'), figure, path: pointList('a path', 1), inSightSteps: steps });
const fastMove = z.object({ do: z.literal('fastMove'), figure, path: pointList('a path', 1), inSightSteps: steps });
const turn = z.object({ do: z.literal('turn'), figure, facing: finiteNumber('a facing in degrees') });
const fire = z.object({
  do: z.literal('fire'),
  figure,
  targets: listOf(target, 'a list of targets', 1),
  swath: oneOf('swath side', SWATH_SIDES).optional(),
  /** The project's own: targets for the pistol in the other hand, fired at the same time (p.18). */
  offHand: listOf(target, 'a list of targets', 1).optional(),
});
const throwGrenade = z.object({ do: z.literal('throwGrenade'), figure, at: point() });
const charge = z.object({ do: z.literal('charge'), figure, target: figure });
/**
 * The casualty is `target` (or `wounded`); left out, the game picks the nearest one in reach. `take` says what
 * becomes of an enemy out of the fight (RULINGS: the player chooses); left out, the player is asked, and the
 * computer captures.
 */
const retrieve = z
  .object({
    do: z.literal('retrieve'),
    figure,
    target: figure.optional(),
    wounded: figure.optional(),
    take: z.enum(['capture', 'dispatch']).optional(),
  })
  .transform(({ wounded, take, ...rest }) => ({
    do: rest.do,
    figure: rest.figure,
    ...((rest.target ?? wounded) === undefined ? {} : { target: (rest.target ?? wounded) as string }),
    ...(take ? { take } : {}),
  }));
const endActivation = z.object({ do: z.literal('endActivation'), figure: figure.optional() });
/** The project's own addition: go up or down to another floor of the building the figure is in (0 = ground). */
const changeFloor = z.object({ do: z.literal('changeFloor'), figure, floor: intIn(0, 9) });

/**
 * The project's own addition: the Challenge test (p.23) for a deed the rules don't cover. `what` says the deed
 * (for the log); on a single die passed `onePass` says whether to try once more (the default) or give up.
 */
const challenge = z.object({
  do: z.literal('challenge'),
  figure,
  difficulty: oneOf('difficulty', CHALLENGE_DIFFICULTIES).optional(),
  what: z.string({ error: 'expected a short text' }).max(200, { error: 'at most 200 characters' }).optional(),
  onePass: oneOf('choice', ['reroll', 'quit'] as const).optional(),
});

/** The project's own: before turn 1 of an encounter with "deploy", where figures start; then "startBattle". */
const placement = z.object({ figure, at: point() }, { error: objectError('a placement {"figure": id, "at": [x, y]}') });
const place = z.object({ do: z.literal('place'), placements: listOf(placement, 'a list of placements', 1) });
const startBattle = z.object({ do: z.literal('startBattle') });
/** The project's own: a side handed to the computer ("ai") or back to the screen ("human") mid-battle. */
const control = z.object({
  do: z.literal('control'),
  side: refField('a side id'),
  control: oneOf('control', ['human', 'ai'] as const),
});

// The error names the battle's orders; the set-up and control words are the game's own bookkeeping.
const BOOKKEEPING: readonly string[] = ['place', 'startBattle', 'control'];
const names = COMMAND_NAMES.filter((n) => !BOOKKEEPING.includes(n)).join(', ');

export const commandSchema = z.discriminatedUnion(
  'do',
  [
    move,
    fastMove,
    turn,
    simple('prone'),
    simple('stand'),
    simple('reload'),
    fire,
    simple('readyGrenade'),
    throwGrenade,
    charge,
    retrieve,
    endActivation,
    changeFloor,
    challenge,
    simple('disableGrenade'),
    place,
    startBattle,
    control,
  ],
  {
    error: (iss: { code?: string; input?: unknown }) => {
      if (iss.code === 'invalid_type') return objectError('a command')(iss);
      const word = (iss.input as { do?: unknown } | undefined)?.do;
      if (word === undefined) return `missing (expected a command: ${names})`;
      return `unknown command ${JSON.stringify(word)} (${names})`;
    },
  },
);

export type Command = z.output<typeof commandSchema>;
export type FireTarget = z.output<typeof target>;
