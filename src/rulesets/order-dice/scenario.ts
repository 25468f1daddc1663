// The order-dice scenario file (../shared/contract/SCENARIO-variants.md, "order-dice"): the shared envelope,
// sides of units, the optional bag, dice by purpose, commands and queries. Checked with zod; the first
// problem becomes one line naming the field.
import { z } from 'zod';
import { seedField } from '../../scenario/fields';
import { err, ok, type Result } from '../../core/result';
import { impassableHolding } from '../../scenario/placement';
import type { FileIssue } from '../../core/ruleset';
import { CONTROLS, ORDERS, PURPOSES, QUALITIES, REACTIONS, REACTION_SETTINGS, UNIT_KINDS, WEAPONS } from './vocab';

const point = z.tuple([z.number(), z.number()]);
const id = z.string().min(1);

const figure = z.object({ id, weapon: z.enum(WEAPONS), at: point });
/** A name a person reads (the project's field; ids are never shown). */
const name = z.string().min(1).max(40).optional();
const unit = z.object({
  id,
  name,
  quality: z.enum(QUALITIES),
  kind: z.enum(UNIT_KINDS).default('infantry'),
  pins: z.number().int().min(0).default(0),
  figures: z.array(figure).min(1),
  facing: z.number().optional(),
  armour: z.number().int().min(1).max(14).optional(),
  turret: z.boolean().optional(),
});
const side = z.object({
  id,
  name,
  control: z.enum(CONTROLS),
  reactions: z.enum(REACTION_SETTINGS).optional(),
  /** A person's side: 'ask' to pick its own casualties; otherwise (and by default) they fall nearest the enemy. */
  casualties: z.enum(REACTION_SETTINGS).optional(),
  units: z.array(unit).min(1),
});

const area = z.object({
  id,
  type: z.enum(['woods', 'rocky', 'water', 'road', 'impassable', 'scrub', 'rubble', 'river']),
  polygon: z.array(point).min(3),
  fordable: z.boolean().optional(),
});
const building = z.object({
  id,
  type: z.literal('building'),
  polygon: z.array(point).min(3),
  dv: z.number().int().min(1).max(6).default(3),
  floors: z.number().int().min(1).default(1),
  areas: z.number().int().min(1).default(1),
  openings: z.array(z.object({ kind: z.enum(['door', 'window']), at: point })).default([]),
});
const hill = z.object({ id, type: z.literal('hill'), polygon: z.array(point).min(3), crest: z.array(point).min(2) });
const wall = z.object({
  id,
  type: z.literal('wall'),
  line: z.array(point).min(2),
  dv: z.number().optional(),
  tall: z.boolean().optional(),
});
const fence = z.object({
  id,
  type: z.literal('fence'),
  line: z.array(point).min(2),
  kind: z.enum(['wooden', 'wire']).default('wooden'),
});
const piece = z.union([area, building, hill, wall, fence]);

const order = z.object({
  do: z.literal('order'),
  unit: id,
  order: z.enum(ORDERS),
  target: id.optional(),
  to: point.optional(),
  facing: z.number().optional(),
});
const react = z.object({
  do: z.literal('react'),
  unit: id,
  reaction: z.enum(REACTIONS),
  to: point.optional(),
  target: id.optional(),
});
const command = z.discriminatedUnion('do', [order, react]);
const control = z.object({ do: z.literal('control'), side: id, control: z.enum(['human', 'ai']) });
/** The faces of a roll a person threw (own dice; a replay step, not a file command). */
const dice = z.object({ do: z.literal('dice'), faces: z.array(z.number().int().min(1).max(6)).min(1) });
/** The figures a person picked to fall (a replay step, not a file command: a file's sides take the default). */
const casualties = z.object({ do: z.literal('casualties'), unit: id, figures: z.array(id).min(1) });
/** One step of a replay: a file command, a side handed over, the faces of a roll, or a pick of casualties. */
export const stepCommand = z.discriminatedUnion('do', [order, react, control, dice, casualties]);
const query = z.object({ ask: z.literal('los'), from: id, to: id });

export const schema = z.object({
  version: z.literal(1).optional(),
  rules: z.literal('order-dice'),
  seed: seedField().default('order-dice'),
  table: z.object({ width: z.number().positive().max(72), height: z.number().positive().max(48) }).optional(),
  light: z.enum(['day', 'night']).optional(),
  generate: z
    .object({ terrain: z.enum(['random', 'clear', 'urban', 'wooded', 'mountain']).default('random') })
    .loose()
    .optional(),
  terrain: z.array(piece).default([]),
  sides: z.array(side).min(2),
  bag: z.array(id).optional(),
  turns: z.number().int().min(1).max(50).optional(),
  objectives: z.array(z.object({ id, at: point })).optional(),
  // Faces are checked per purpose in checkScenario: a bag die has as many faces as dice left in the bag.
  dice: z.partialRecord(z.enum(PURPOSES), z.array(z.array(z.number().int().min(1)))).optional(),
  commands: z.array(command).default([]),
  queries: z.array(query).default([]),
});

export type OdScenario = z.infer<typeof schema>;

function pathOf(p: readonly PropertyKey[]): string {
  let out = '';
  for (const k of p) out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`;
  return out;
}

/** The value at a zod issue's path in the parsed file; undefined when any step is absent. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = data;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** A wrong value in a few words: 'a string ("up")', 'a list', 'null'. */
function givenWords(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return `a string (${JSON.stringify(v)})`;
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v} (${JSON.stringify(v)})`;
}

/** The whole parsed file in, a checked scenario or the first problem as one line out. */
export function checkScenario(data: unknown): Result<OdScenario, FileIssue> {
  const r = schema.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0]!;
    let message = i.message;
    // zod 4 leaves the input off its issues, so the file itself says whether the field is absent or wrong
    // (a facing given as "up" was answered "missing (expected number)").
    if (i.code === 'invalid_type') {
      const want = i.expected === 'array' ? 'a list' : i.expected === 'object' ? 'an object' : `a ${i.expected}`;
      const given = valueAt(data, i.path);
      message = given === undefined ? `missing (expected ${want})` : `expected ${want}, got ${givenWords(given)}`;
    }
    if (i.code === 'too_small')
      message =
        i.origin === 'array'
          ? `needs at least ${String(i.minimum)} ${i.minimum === 1 ? 'entry' : 'entries'}`
          : `expected at least ${String(i.minimum)}`;
    if (i.code === 'too_big')
      message =
        i.origin === 'array' ? `has at most ${String(i.maximum)} entries` : `expected at most ${String(i.maximum)}`;
    if (i.code === 'unrecognized_keys') message = `unknown field ${i.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    if (i.code === 'invalid_union')
      message = 'not a known terrain piece or command (see docs/rules-notes/order-dice/scenario.md)';
    if (i.code === 'invalid_value' && 'values' in i) {
      // An absent field is missing, not wrong (play-test 4, 20); zod's issue doesn't carry the input.
      const absent = valueAt(data, i.path) === undefined;
      const list = (i.values as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      // The wrong value is named, as the other games name theirs (play-test 14b: 'unknown weapon "M16" (…)').
      const given = valueAt(data, i.path);
      const field = String(i.path.at(-1) ?? 'value');
      message = absent
        ? `missing (expected one of ${list})`
        : `unknown ${field} ${JSON.stringify(given)} (expected one of ${list})`;
    }
    if (i.code === 'invalid_key' || (i.code === 'invalid_value' && i.path[0] === 'dice'))
      message = `unknown dice purpose (expected one of ${PURPOSES.join(', ')})`;
    // An unknown purpose is named in the path, as the other games do: dice.shoot: unknown dice purpose "shoot".
    if (i.code === 'unrecognized_keys' && i.path.length === 1 && i.path[0] === 'dice') {
      const k = i.keys[0]!;
      return err({
        path: `dice.${k}`,
        message: `unknown dice purpose ${JSON.stringify(k)} (expected one of ${PURPOSES.join(', ')})`,
      });
    }
    // The other broken fields, named after the first (play-test 4, 20: a file with no 'control' and a wrong
    // 'units' was told only of 'control').
    const first = pathOf(i.path);
    const paths = [...new Set(r.error.issues.map((x) => pathOf(x.path)))];
    // A field's own issue names it; a list's issue about its entries (the sides as a whole) adds nothing.
    const others = paths.filter(
      (x) => x !== first && !paths.some((y) => (y !== x && y.startsWith(`${x}.`)) || y.startsWith(`${x}[`)),
    );
    return err({ path: first, message: others.length ? `${message}; also wrong: ${others.join(', ')}` : message });
  }
  const sc = r.data;
  const w = sc.table?.width ?? 36;
  const h = sc.table?.height ?? 36;
  const seen = new Set<string>();
  const unitSide = new Map<string, string>();
  const sideIds = new Set<string>();
  for (const [si, s] of sc.sides.entries()) {
    if (sideIds.has(s.id)) return err({ path: `sides[${si}].id`, message: `side id "${s.id}" is used twice` });
    sideIds.add(s.id);
    for (const [ui, u] of s.units.entries()) {
      const at = `sides[${si}].units[${ui}]`;
      if (seen.has(u.id)) return err({ path: `${at}.id`, message: `id "${u.id}" is used twice` });
      seen.add(u.id);
      unitSide.set(u.id, s.id);
      if (u.kind === 'team' && (u.figures.length < 2 || u.figures.length > 3))
        return err({ path: `${at}.figures`, message: 'a weapon team has 2-3 crew' });
      if (u.kind === 'vehicle' && u.figures.length !== 1)
        return err({ path: `${at}.figures`, message: 'a vehicle is one figure' });
      if (u.figures.length > 12) return err({ path: `${at}.figures`, message: 'a unit has at most 12 figures' });
      for (const [fi, f] of u.figures.entries()) {
        if (seen.has(f.id)) return err({ path: `${at}.figures[${fi}].id`, message: `id "${f.id}" is used twice` });
        seen.add(f.id);
        if (f.at[0] < 0 || f.at[1] < 0 || f.at[0] > w || f.at[1] > h)
          return err({ path: `${at}.figures[${fi}].at`, message: `off the ${w}" x ${h}" table` });
        // Nobody may stand in impassable ground: the unit could never move, and the game would play on.
        const rock = impassableHolding(sc.terrain, f.at);
        if (rock)
          return err({
            path: `${at}.figures[${fi}].at`,
            message: `[${f.at.join(', ')}] is inside impassable ground ${rock}`,
          });
      }
    }
  }
  const units = sc.sides.reduce((n, s) => n + s.units.length, 0);
  for (const [k, rolls] of Object.entries(sc.dice ?? {})) {
    // The bag holds at most one die per unit; hePins is a d2; every other roll is a d6.
    const top = k === 'bag' ? units : k === 'hePins' ? 2 : 6;
    for (const [i, roll] of rolls.entries())
      for (const [j, d] of roll.entries())
        if (d > top) return err({ path: `dice.${k}[${i}][${j}]`, message: `expected a die from 1 to ${top}` });
  }
  for (const [i, b] of (sc.bag ?? []).entries())
    if (!sideIds.has(b)) return err({ path: `bag[${i}]`, message: `no side "${b}"` });
  for (const [i, c] of sc.commands.entries()) {
    if (!unitSide.has(c.unit)) return err({ path: `commands[${i}].unit`, message: `no unit "${c.unit}"` });
    if (c.target !== undefined && !unitSide.has(c.target))
      return err({ path: `commands[${i}].target`, message: `no unit "${c.target}"` });
  }
  for (const [i, q] of sc.queries.entries()) {
    if (!seen.has(q.from)) return err({ path: `queries[${i}].from`, message: `no figure "${q.from}"` });
    if (!seen.has(q.to)) return err({ path: `queries[${i}].to`, message: `no figure "${q.to}"` });
  }
  return ok(sc);
}
