// The shared envelope of every scenario file (../shared/contract/SCENARIO-variants.md): the fields all four rules
// systems read the same way - version, rules, seed, table, light, generate, terrain, sides (each with id and
// control), dice, commands, queries - checked for their outer shape only, with one line naming the field. What a
// side, command, query or dice purpose holds is the named ruleset's to check (its own schema, in its folder).
// Fields the envelope does not name are kept, for the ruleset.
import { z } from 'zod';
import { DEFAULT_TABLE, MAX_TABLE, type TableSize } from '../geometry/shapes';
import { CONTROLS, LIGHTS, TABLE_KINDS } from './vocab';
import { expecting, idField, kindOf, listOf, objectError, oneOf } from './fields';
import { terrainSchemaFor } from './terrainSchema';
import { fallbackMessage, formatPath, type LooseIssue, type ScenarioIssue } from './issues';
import { DEFAULT_RULES } from './rules';
import { err, ok, type Result } from '../core/result';

export const ENVELOPE_VERSION = 1;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Inches on one side of the table: more than 0, at most the largest table's. */
const side = (max: number) =>
  z
    .number({ error: expecting(`a length in inches from 1 to ${max}`, () => false) })
    .min(1, { error: `expected a length in inches from 1 to ${max}` })
    .max(max, { error: `expected a length in inches from 1 to ${max} (the largest table is 72" x 48")` });

export const tableSchema = z.object(
  { width: side(MAX_TABLE.width), height: side(MAX_TABLE.height) },
  { error: objectError('a table size {"width": ..., "height": ...}') },
);

const die = z
  .number({ error: expecting('a die (a whole number from 1)', () => false) })
  .int({ error: 'expected a whole number from 1' })
  .min(1, { error: 'expected a whole number from 1' });
const roll = z.array(die, { error: expecting("one roll's dice (a list like [4, 6])", Array.isArray) });
const queue = z.array(roll, { error: expecting('a list of rolls (a list of lists like [[4, 6]])', Array.isArray) });

/** A list of objects; what each holds is the ruleset's. */
const looseObject = (what: string) => z.looseObject({}, { error: objectError(what) });

function envelopeSchema(table: TableSize) {
  return z.looseObject({
    version: z.literal(ENVELOPE_VERSION, {
      error: (iss) =>
        iss.input === undefined ? 'missing (expected 1)' : `expected 1, got ${JSON.stringify(iss.input)}`,
    }),
    rules: z.string({ error: expecting('the name of a rules system (a string)', () => false) }).default(DEFAULT_RULES),
    seed: z
      .union([z.string(), z.number()], { error: (iss) => `expected a seed (a string), got ${kindOf(iss.input)}` })
      .transform(String)
      .optional(),
    table: tableSchema.default(DEFAULT_TABLE),
    light: oneOf('light', LIGHTS).default('day'),
    generate: z
      .looseObject(
        { terrain: oneOf('table kind', TABLE_KINDS).default('random') },
        { error: objectError('{"terrain": ...}') },
      )
      .optional(),
    terrain: listOf(terrainSchemaFor(table), 'a list of terrain pieces').default([]),
    sides: listOf(
      z.looseObject(
        { id: idField('a side id'), control: oneOf('control', CONTROLS) },
        { error: objectError('a side') },
      ),
      'a list of sides',
      1,
    ),
    dice: z
      .record(z.string(), queue, {
        error: expecting('an object of dice lists by purpose', isObject),
      })
      .default({}),
    commands: listOf(looseObject('a command'), 'a list of commands').default([]),
    queries: listOf(
      z.looseObject(
        { ask: z.string({ error: expecting('a query name (a string)', () => false) }) },
        { error: objectError('a query') },
      ),
      'a list of queries',
    ).default([]),
  });
}

export type Envelope = z.output<ReturnType<typeof envelopeSchema>>;

/**
 * Checks a parsed file's shared envelope: the table first (every point of the terrain must lie on it), then
 * the rest. One issue, naming the field, or the envelope with its defaults filled in (other fields kept).
 */
export function checkEnvelope(data: unknown): Result<Envelope, ScenarioIssue> {
  if (!isObject(data))
    return err({ path: '', message: `expected a JSON object at the top level, got ${kindOf(data)}` });
  const first = (r: { error: { issues: { path: PropertyKey[]; message: string }[] } }, prefix: PropertyKey[] = []) => {
    const iss = r.error.issues[0];
    return iss
      ? { path: formatPath([...prefix, ...iss.path]), message: iss.message }
      : { path: '', message: 'is not valid here' };
  };
  const errorMap = { error: (iss: unknown) => fallbackMessage(iss as LooseIssue) };
  let table = DEFAULT_TABLE;
  if (data['table'] !== undefined) {
    const t = tableSchema.safeParse(data['table'], errorMap);
    if (!t.success) return err(first(t, ['table']));
    table = t.data;
  }
  const parsed = envelopeSchema(table).safeParse(data, errorMap);
  if (!parsed.success) return err(first(parsed));
  return ok(parsed.data);
}
