// The scenario file, version 1: the one schema the whole project reads scenarios with. The types
// exported here ARE the project's scenario types. Fields the contract does not name are ignored
// (dropped), so later versions may add fields; closed word lists are still checked strictly.
import { z } from 'zod';
import { TABLE_SIZE } from '../../../geometry/shapes';
import { STATUSES } from '../status';
import {
  AMMO_STATES,
  CONTROLS,
  ENCOUNTERS,
  FORCES,
  LIGHTS,
  MELEE_WEAPONS,
  STANCES,
  TABLE_KINDS,
  WEAPONS,
  WEATHERS,
} from '../../../scenario/vocab';
import {
  finiteNumber,
  flag,
  idField,
  intIn,
  kindOf,
  listOf,
  objectError,
  oneOf,
  point,
} from '../../../scenario/fields';
import { polygon, terrainSchema } from '../../../scenario/terrainSchema';
import { commandSchema } from './commandSchema';
import { querySchema } from './querySchema';
import { diceSchema } from './diceSchema';

export const SCENARIO_VERSION = 1;

/** Degrees from `at` toward the table's centre, whole degrees in [0, 360); straight up at the centre. */
export function facingTowardCentre(at: readonly [number, number]): number {
  const dx = TABLE_SIZE / 2 - at[0];
  const dy = TABLE_SIZE / 2 - at[1];
  if (dx === 0 && dy === 0) return 270;
  return ((Math.round((Math.atan2(dy, dx) * 180) / Math.PI) % 360) + 360) % 360;
}

const figureSchema = z
  .object(
    {
      id: idField('a figure id'),
      rep: intIn(2, 9),
      star: flag('a Star').default(false),
      weapon: oneOf('weapon', WEAPONS),
      melee: oneOf('melee weapon', MELEE_WEAPONS).default('none'),
      at: point(),
      facing: finiteNumber('a facing in degrees').optional(),
      stance: oneOf('stance', STANCES).default('standing'),
      status: oneOf('status', STATUSES).default('carryOn'),
      ammo: oneOf('ammo state', AMMO_STATES).default('loaded'),
      /** The project's own: a second pistol-type weapon in the other hand (p.18), with a pistol-type `weapon`. */
      offHand: oneOf('weapon', WEAPONS).optional(),
    },
    { error: objectError('a figure') },
  )
  .transform((f) => ({ ...f, facing: f.facing ?? facingTowardCentre(f.at) }));

const sideSchema = z.object(
  {
    id: idField('a side id'),
    control: oneOf('control', CONTROLS),
    force: oneOf('force', FORCES),
    // May be empty only in a generated encounter, where PEFs fill the non-player side (checked in checks.ts).
    figures: listOf(figureSchema, 'a list of figures'),
  },
  { error: objectError('a side') },
);

const generateSchema = z.object(
  {
    encounter: oneOf('encounter', ENCOUNTERS),
    terrain: oneOf('table kind', TABLE_KINDS).default('random'),
    /** The project's own: the player sets the group up before turn 1 ("place" commands, then "startBattle"). */
    deploy: z.boolean({ error: 'expected true or false' }).optional(),
  },
  { error: objectError('{"encounter": ..., "terrain": ...}') },
);

const seedSchema = z
  .union([z.string(), z.number()], {
    error: (iss) => `expected a seed (a string), got ${kindOf(iss.input)}`,
  })
  .transform(String);

export const scenarioSchema = z.object({
  version: z.literal(SCENARIO_VERSION, {
    error: (iss) => (iss.input === undefined ? 'missing (expected 1)' : `expected 1, got ${JSON.stringify(iss.input)}`),
  }),
  seed: seedSchema.optional(),
  light: oneOf('light', LIGHTS).default('day'),
  weather: oneOf('weather', WEATHERS).default('clear'),
  generate: generateSchema.optional(),
  /** The project's own: areas lit at night (polygons); the night sight limit does not apply toward a figure inside one. */
  lit: listOf(polygon, 'a list of polygons').default([]),
  terrain: listOf(terrainSchema, 'a list of terrain pieces').default([]),
  sides: listOf(sideSchema, 'a list of sides', 1),
  dice: diceSchema.default({}),
  commands: listOf(commandSchema, 'a list of commands').default([]),
  queries: listOf(querySchema, 'a list of queries').default([]),
  /**
   * The app's own: who plays at the screen (head to head, same side). Read loosely by start.ts (peopleOf) for
   * the words only: the rules never look at it, and a field not understood is dropped, never refused.
   */
  players: z.unknown().optional(),
});

export type Scenario = z.output<typeof scenarioSchema>;
/** What a file may hold before defaults are filled in. */
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioSide = Scenario['sides'][number];
export type ScenarioFigure = ScenarioSide['figures'][number];
export type Generate = NonNullable<Scenario['generate']>;
export type { TerrainSpec } from '../../../scenario/terrainSchema';
export type { Command, FireTarget } from './commandSchema';
export type { Query } from './querySchema';
export type { ScriptedDice } from './diceSchema';
