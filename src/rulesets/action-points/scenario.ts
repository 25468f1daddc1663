// The action-point game's scenario file (SCENARIO-variants.md, "action-points"), checked whole: the shared
// envelope (seed, table, light, terrain, dice, commands, queries) and this game's sides and figures. A bad
// file gets one line naming the field; nothing is thrown.
import { z } from 'zod';
import { seedField } from '../../scenario/fields';
import { err, ok, type Result } from '../../core/result';
import { blockedSpot, impassableHolding } from '../../scenario/placement';
import type { FileIssue } from '../../core/ruleset';
import { ARMOURS, CARRIED_LAUNCHERS, MANOEUVRES, RANKS, VEHICLES, WEAPON_NAMES } from './tables';
import { AP_PURPOSES, badScriptedFace, type ApPurpose } from './purposes';
import { CONTROLS, EDGES, GEAR, LIGHTS, STANCES } from './types';

const MAX_W = 72,
  MAX_H = 48;
const point = z.tuple([z.number(), z.number()], { error: 'expected a point [x, y] in inches' });
const polygon = z.array(point).min(3, { error: 'expected a polygon of at least 3 points' });
const line = z.array(point).min(2, { error: 'expected a line of at least 2 points' });
const id = z.string({ error: 'expected an id (a string)' }).min(1, { error: 'expected a non-empty id' });
const words = <T extends readonly [string, ...string[]]>(noun: string, list: T) =>
  z.enum(list, { error: (iss) => `unknown ${noun} ${JSON.stringify(iss.input)} (expected one of ${list.join(', ')})` });

const opening = z.object({ kind: words('opening', ['door', 'window'] as const), at: point });
const piece = z.union(
  [
    z.object({
      id,
      type: z.literal('building'),
      polygon,
      dv: z.number().default(3),
      floors: z.number().int().min(1).default(1),
      areas: z.number().int().min(1).default(1),
      openings: z.array(opening).default([]),
    }),
    z.object({ id, type: z.literal('hill'), polygon, crest: line }),
    z.object({ id, type: z.literal('wall'), line, dv: z.number().default(3), tall: z.boolean().optional() }),
    z.object({
      id,
      type: z.enum(['woods', 'rocky', 'water', 'road', 'impassable', 'scrub', 'rubble', 'river']),
      polygon,
    }),
    z.object({
      id,
      type: z.literal('fence'),
      line,
      kind: words('fence kind', ['wooden', 'wire'] as const).default('wooden'),
    }),
  ],
  {
    error:
      'expected a terrain piece (building, woods, hill, wall, rocky, water, road, impassable, scrub, rubble, fence, river) with its shape',
  },
);

/**
 * A facing in degrees, 0 = +x, 90 = down the table. Beyond a full turn either way it is refused, and so is a
 * number no bearing could be (1e300 was played as if it meant a direction, play-test 17b; 1e400 reads as
 * Infinity). `notNumber`: the words for a value that is no number at all (a figure's own; a command's are zod's).
 */
const FACING_RANGE = 'expected a facing in degrees from -360 to 360 (0 = +x, 90 = down the table)';
const facing = (notNumber?: string) =>
  z
    .number({ error: (iss) => (typeof iss.input === 'number' ? FACING_RANGE : notNumber) })
    .min(-360, { error: FACING_RANGE })
    .max(360, { error: FACING_RANGE });
const FACING_WORDS = 'expected a facing in degrees (0 = +x, 90 = down the table)';

const name = z.string({ error: 'expected a name (a string)' }).min(1).max(40).optional();
const figure = z.object({
  id,
  name,
  rank: words('rank', RANKS),
  weapon: words('weapon', WEAPON_NAMES),
  armour: words('armour', ARMOURS).optional(),
  stance: words('stance', STANCES).default('standing'),
  at: point,
  facing: facing(FACING_WORDS),
  grenades: z.number().int().min(0).max(20).default(0),
  smoke: z.number().int().min(0).max(20).default(0),
  melee: words('hand-to-hand weapon', ['knife', 'unarmed'] as const).default('knife'),
  gear: z.array(words('gear', GEAR)).default([]),
  hidden: z.boolean().default(false),
  prepared: z.boolean().default(false),
  storey: z.number().int().min(0).max(10).default(0),
  setUp: z.boolean().default(true),
  launcher: words('launcher', CARRIED_LAUNCHERS).optional(),
  rounds: z
    .number({ error: 'expected rounds for the launcher (a whole number 0 to 50)' })
    .int({ error: 'expected rounds for the launcher (a whole number 0 to 50)' })
    .min(0, { error: 'expected rounds for the launcher (a whole number 0 to 50)' })
    .max(50, { error: 'expected rounds for the launcher (a whole number 0 to 50)' })
    .optional(),
});

const side = z.object({
  id,
  name,
  control: words('control', CONTROLS),
  /** Its own table edge for the evacuation mission; absent, the edge nearest its figures. */
  edge: words('edge', EDGES).optional(),
  figures: z.array(figure).min(1, { error: 'expected at least one figure' }),
});

const VEHICLE_TYPES = VEHICLES.map((v) => v.name) as [string, ...string[]];
/**
 * The weapons a vehicle may mount: the machine guns, and a blast gun where its row lists one: a grenade
 * machine gun (decision 84), a chaingun, an autocannon (the Warrior's Rarden) or a tank's main gun (decision 87).
 */
export const MOUNTED = [
  'lmg',
  'gpmg',
  'hmg',
  'gmg',
  'chaingun',
  'autocannon',
  'mbtCannon',
  'missiles',
  'smoke',
] as const;
const rowsWith = (re: RegExp): readonly string[] => VEHICLES.filter((v) => re.test(v.weapons)).map((v) => v.name);
/** The vehicle rows whose weapons list a grenade machine gun (the text's "GMG" or "40mm Mk 19 grenade launcher"). */
export const GMG_MOUNTS: readonly string[] = rowsWith(/GMG|Mk 19/);
/** Which rows mount each blast gun: the grenade machine gun, the chaingun, the Rarden, the tanks' main gun. */
export const BLAST_MOUNTS: Readonly<Record<string, readonly string[]>> = {
  gmg: GMG_MOUNTS,
  chaingun: rowsWith(/chain ?gun/),
  autocannon: rowsWith(/Rarden/),
  mbtCannon: VEHICLES.filter((v) => v.name.startsWith('MBT')).map((v) => v.name),
  // The Apache/Tigre's Hellfire/Hydra (decision 92) and the Viking's smoke launchers (decision 93).
  missiles: rowsWith(/missiles/),
  smoke: rowsWith(/smoke/),
};
const GUN_WORDS: Record<string, string> = {
  gmg: 'grenade machine gun',
  chaingun: 'chaingun',
  autocannon: 'autocannon',
  mbtCannon: 'tank gun',
  missiles: 'missiles',
  smoke: 'smoke launchers',
};
/** The mounts counted apart from the one blast gun's `rounds`: missiles (`missiles`), smoke (`smokeSalvos`). */
const OWN_COUNT = new Set(['missiles', 'smoke']);
const count = (what: string) => {
  const e = { error: `expected a number of ${what} (a whole number 1 to 99)` };
  return z.number(e).int(e).min(1, e).max(99, e).optional();
};
const vehicle = z.object({
  id,
  name,
  side: id,
  type: words('vehicle type', VEHICLE_TYPES),
  at: point,
  facing: facing(FACING_WORDS).default(0),
  crew: z.array(id).min(1, { error: 'expected at least one crew figure (a figure id of its side)' }),
  weapons: z.array(words('mounted weapon', MOUNTED)).max(3, { error: 'expected at most 3 weapons' }).default([]),
  /** Rounds for its blast gun: a grenade machine gun, chaingun, autocannon or tank gun (decisions 84, 87). */
  rounds: z
    .number({ error: 'expected a number of rounds (a whole number 1 to 99)' })
    .int({ error: 'expected a number of rounds (a whole number 1 to 99)' })
    .min(1, { error: 'expected a number of rounds (a whole number 1 to 99)' })
    .max(99, { error: 'expected a number of rounds (a whole number 1 to 99)' })
    .optional(),
  /** Missiles for its `missiles` mount (decision 92); absent, 4. */
  missiles: count('missiles'),
  /** Salvos for its `smoke` launchers (decision 93); absent, 2. */
  smokeSalvos: count('salvos'),
  /** A helicopter that starts on the ground (decision 88); absent or false, in the air. */
  landed: z.boolean({ error: 'expected landed: true or false' }).optional(),
});
const ied = z.object({
  id,
  at: point,
  pen: z
    .number({ error: 'expected a PEN (a whole number 1 to 30)' })
    .int({ error: 'expected a PEN (a whole number 1 to 30)' })
    .min(1, { error: 'expected a PEN (a whole number 1 to 30)' })
    .max(30, { error: 'expected a PEN (a whole number 1 to 30)' }),
});

const COMMAND_NAMES =
  'walk, run, crawl, dive, turn, kneel, prone, stand, stop, clear, setUp, spot, shoot, throw, fire, attack, firstAid, carry, putDown, evacuate, drive, dismount, mount, takeOff, land, search, endAct';
const aim = z.number().int().min(0, { error: 'aim is 0 to 2 AP' }).max(2, { error: 'aim is 0 to 2 AP' }).optional();
export const apCommandSchema = z.union(
  [
    z.object({ do: z.enum(['walk', 'run', 'crawl', 'dive']), figure: id, to: point }),
    z.object({ do: z.literal('turn'), figure: id, facing: facing() }),
    z.object({ do: z.literal('drive'), figure: id, to: point }),
    z.object({ do: z.literal('dismount'), figure: id }),
    z.object({ do: z.literal('mount'), figure: id, vehicle: id }),
    z.object({ do: z.enum(['takeOff', 'land']), figure: id }),
    z.object({ do: z.literal('search'), figure: id, aim }),
    z.object({ do: z.enum(['kneel', 'prone', 'stand', 'stop', 'clear', 'setUp', 'endAct']), figure: id }),
    z.object({ do: z.literal('spot'), figure: id, target: id, aim }),
    z.object({ do: z.literal('shoot'), figure: id, target: id, aim, snap: z.boolean().optional() }),
    z.object({ do: z.literal('throw'), figure: id, at: point, smoke: z.boolean().optional() }),
    z.object({ do: z.literal('fire'), figure: id, at: point.optional(), target: id.optional(), aim }),
    z.object({ do: z.literal('firstAid'), figure: id, target: id }),
    z.object({ do: z.enum(['carry', 'evacuate']), figure: id, target: id }),
    z.object({ do: z.literal('putDown'), figure: id }),
    z.object({ do: z.literal('attack'), figure: id, target: id, manoeuvre: words('manoeuvre', MANOEUVRES).optional() }),
  ],
  { error: `expected a command (${COMMAND_NAMES}) with its fields` },
);

const query = z.union(
  [
    z.object({ ask: z.literal('los'), from: id, to: id }),
    z.object({ ask: z.literal('spot'), from: id, to: id, aim }),
    z.object({ ask: z.literal('shoot'), from: id, to: id, aim }),
    z.object({ ask: z.literal('cover'), figure: id, from: id }),
  ],
  { error: 'expected a query: los, spot or shoot (from, to) or cover (figure, from)' },
);

export const apScenarioSchema = z.object({
  version: z.literal(1, { error: 'expected 1' }),
  rules: z.literal('action-points', { error: 'expected "action-points"' }),
  seed: seedField().default('action-points'),
  table: z
    .object({
      width: z
        .number()
        .min(12, { error: 'expected 12 to 72 inches' })
        .max(MAX_W, { error: 'expected 12 to 72 inches' }),
      height: z
        .number()
        .min(12, { error: 'expected 12 to 48 inches' })
        .max(MAX_H, { error: 'expected 12 to 48 inches' }),
    })
    .default({ width: 36, height: 36 }),
  light: words('light', LIGHTS).default('day'),
  weather: z.string().optional(),
  generate: z
    .object({
      terrain: words('table kind', ['clear', 'urban', 'wooded', 'mountain', 'random'] as const).default('random'),
    })
    .optional(),
  terrain: z.array(piece).default([]),
  vehicles: z.array(vehicle).default([]),
  ieds: z.array(ied).default([]),
  sides: z.array(side).min(2, { error: 'expected at least two sides' }).max(6, { error: 'expected at most six sides' }),
  dice: z.record(z.string(), z.array(z.array(z.number().int({ error: 'expected whole dice faces' })))).default({}),
  commands: z.array(apCommandSchema).default([]),
  queries: z.array(query).default([]),
  rounds: z.number().int().min(1).max(50).default(6),
  options: z
    .object({
      fixedArmour: z.boolean().default(false),
      snapFire: z.boolean().default(false),
      manoeuvres: z.boolean().default(false),
      firstAid: z.boolean().default(false),
      evacuate: z.boolean().default(false),
    })
    .default({ fixedArmour: false, snapFire: false, manoeuvres: false, firstAid: false, evacuate: false }),
});

export type ApScenario = z.infer<typeof apScenarioSchema>;
export type ApQuery = ApScenario['queries'][number];

/** A zod path as the file spells it: sides[1].figures[0].rank. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out;
}

/** zod's own words for a size out of bounds or a wrong type, said plainly; a field's own message is kept. */
function plainWords(iss: z.core.$ZodIssue): string {
  if (iss.code === 'too_small' && iss.message.startsWith('Too small'))
    return `expected at least ${String(iss.minimum)}`;
  if (iss.code === 'too_big' && iss.message.startsWith('Too big')) return `expected at most ${String(iss.maximum)}`;
  if (iss.code === 'invalid_type' && iss.message.startsWith('Invalid input')) return `expected a ${iss.expected}`;
  return iss.message;
}

/**
 * A command that fits no kind of command, told precisely: an unknown `do` by name, or, for a known one, the
 * first field of that kind of command that is wrong (`commands[0].facing`), not the whole list of kinds.
 */
function commandIssue(data: unknown, at: PropertyKey): FileIssue | undefined {
  const raw = (data as { commands?: unknown[] }).commands?.[at as number];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const kind = (raw as { do?: unknown }).do;
  const fits = apCommandSchema.options.filter((o) => o.shape.do.safeParse(kind).success);
  if (fits.length === 0)
    return {
      path: `commands[${String(at)}].do`,
      message: `unknown command ${JSON.stringify(kind)} (${COMMAND_NAMES})`,
    };
  const r = fits[0]!.safeParse(raw);
  if (r.success) return undefined;
  const iss = r.error.issues[0]!;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const given = iss.path.reduce<any>((o, k) => (typeof o === 'object' && o !== null ? o[k] : undefined), raw);
  // zod's own words ("Invalid input: ...") are replaced; a field's own message is kept.
  const plain = !iss.message.startsWith('Invalid input');
  const what = plain
    ? iss.message.replace(/^expected /, '')
    : `a ${iss.code === 'invalid_type' ? iss.expected : 'value'}`;
  const message =
    given === undefined
      ? `missing (expected ${what})`
      : plain
        ? iss.message
        : `expected ${what}, got ${JSON.stringify(given)}`;
  return { path: pathText(['commands', at, ...iss.path]), message };
}

/**
 * A field left out says so, as Chain Reaction's file check does ("missing (expected ...)"), where a list's
 * words read "unknown rank undefined" and a number's its plain want.
 */
function missingOr(data: unknown, iss: z.core.$ZodIssue): string {
  const words = plainWords(iss);
  const parent = iss.path
    .slice(0, -1)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .reduce<any>((o, k) => (typeof o === 'object' && o !== null ? o[k] : undefined), data);
  const key = iss.path.at(-1);
  const left = typeof parent === 'object' && parent !== null && key !== undefined && !(key in parent);
  if (!left) return words;
  const want = /\((expected [^()]*)\)$/.exec(words)?.[1] ?? words;
  return `missing (${want.startsWith('expected ') ? want : `expected ${want}`})`;
}

/** The whole file checked, or its first problem as one line. */
export function checkApScenario(data: unknown): Result<ApScenario, FileIssue> {
  const parsed = apScenarioSchema.safeParse(data);
  if (!parsed.success) {
    const iss = parsed.error.issues[0]!;
    const cmd = iss.path.length === 2 && iss.path[0] === 'commands' ? commandIssue(data, iss.path[1]!) : undefined;
    return err(cmd ?? { path: pathText(iss.path), message: missingOr(data, iss) });
  }
  const sc = parsed.data;
  const ids = new Map<string, string>();
  const sideIds = new Set<string>();
  for (const [i, s] of sc.sides.entries()) {
    if (sideIds.has(s.id))
      return err({ path: `sides[${i}].id`, message: `side ${JSON.stringify(s.id)} is listed twice` });
    sideIds.add(s.id);
    for (const [j, f] of s.figures.entries()) {
      const p = `sides[${i}].figures[${j}]`;
      if (ids.has(f.id)) return err({ path: `${p}.id`, message: `figure ${JSON.stringify(f.id)} is listed twice` });
      ids.set(f.id, s.id);
      if (f.at[0] < 0 || f.at[1] < 0 || f.at[0] > sc.table.width || f.at[1] > sc.table.height)
        return err({
          path: `${p}.at`,
          message: `[${f.at.join(', ')}] is off the ${sc.table.width}" x ${sc.table.height}" table`,
        });
      // Nobody may stand in impassable ground: such a figure could never move, and the file would only be
      // refused at its first walk.
      const rock = impassableHolding(sc.terrain, f.at);
      if (rock) return err({ path: `${p}.at`, message: `[${f.at.join(', ')}] is inside impassable ground ${rock}` });
      // A figure starts in a building or out of it, never in its wall (off a door or window): one there was
      // accepted and then had no line of sight at its first command. Only buildings are asked here, the case
      // seen; wall and fence lines are left as they were (this game's menu battles do not keep off them).
      const why = blockedSpot(
        sc.terrain.filter((t) => t.type === 'building'),
        f.at,
      );
      if (why) return err({ path: `${p}.at`, message: `[${f.at.join(', ')}] ${why}` });
    }
  }
  const onTable = (at: readonly number[]) =>
    at[0]! >= 0 && at[1]! >= 0 && at[0]! <= sc.table.width && at[1]! <= sc.table.height;
  const off = (path: string, at: readonly number[]) =>
    err({ path, message: `[${at.join(', ')}] is off the ${sc.table.width}" x ${sc.table.height}" table` });
  const crewed = new Set<string>();
  const things = new Set<string>(ids.keys());
  for (const [i, v] of sc.vehicles.entries()) {
    const p = `vehicles[${i}]`;
    if (things.has(v.id)) return err({ path: `${p}.id`, message: `id ${JSON.stringify(v.id)} is used twice` });
    things.add(v.id);
    if (!sideIds.has(v.side)) return err({ path: `${p}.side`, message: `no side ${JSON.stringify(v.side)}` });
    if (!onTable(v.at)) return off(`${p}.at`, v.at);
    for (const [j, w] of v.weapons.entries()) {
      const rows = BLAST_MOUNTS[w];
      if (rows && !rows.includes(v.type))
        return err({
          path: `${p}.weapons[${j}]`,
          message: `a ${v.type} mounts no ${GUN_WORDS[w]} (the vehicle table gives one to: ${rows.join(', ')})`,
        });
    }
    if (v.landed && VEHICLES.find((r) => r.name === v.type)?.ied !== null)
      return err({ path: `${p}.landed`, message: `a ${v.type} is no helicopter: only a helicopter lands` });
    const guns = [...new Set(v.weapons.filter((w) => w in BLAST_MOUNTS && !OWN_COUNT.has(w)))];
    // The vehicle's `rounds` are one count: for one kind of blast gun (decision 87).
    if (guns.length > 1)
      return err({
        path: `${p}.weapons`,
        message: `mount one kind of blast gun, not ${guns.map((w) => GUN_WORDS[w]).join(' and ')} (their rounds are one count)`,
      });
    if (v.rounds !== undefined && !guns.length)
      return err({
        path: `${p}.rounds`,
        message: 'rounds are for a grenade machine gun, chaingun, autocannon or tank gun, and this vehicle mounts none',
      });
    if (v.missiles !== undefined && !v.weapons.includes('missiles'))
      return err({ path: `${p}.missiles`, message: 'missiles are counted for a vehicle that mounts "missiles"' });
    if (v.smokeSalvos !== undefined && !v.weapons.includes('smoke'))
      return err({ path: `${p}.smokeSalvos`, message: 'salvos are counted for a vehicle that mounts "smoke"' });
    for (const [j, c] of v.crew.entries()) {
      if (ids.get(c) !== v.side)
        return err({
          path: `${p}.crew[${j}]`,
          message: `no figure ${JSON.stringify(c)} of side ${JSON.stringify(v.side)}`,
        });
      if (crewed.has(c))
        return err({ path: `${p}.crew[${j}]`, message: `figure ${JSON.stringify(c)} is already crew of a vehicle` });
      crewed.add(c);
    }
  }
  for (const [i, d] of sc.ieds.entries()) {
    if (things.has(d.id)) return err({ path: `ieds[${i}].id`, message: `id ${JSON.stringify(d.id)} is used twice` });
    things.add(d.id);
    if (!onTable(d.at)) return off(`ieds[${i}].at`, d.at);
  }
  for (const k of Object.keys(sc.dice))
    if (!(AP_PURPOSES as readonly string[]).includes(k))
      return err({
        path: `dice.${k}`,
        message: `unknown dice purpose ${JSON.stringify(k)} (expected one of ${AP_PURPOSES.join(', ')})`,
      });
  for (const [k, rolls] of Object.entries(sc.dice)) {
    const bad = badScriptedFace(k as ApPurpose, rolls);
    if (bad) return err({ path: bad[0]!, message: bad[1]! });
  }
  for (const [i, cmd] of sc.commands.entries()) {
    if (!ids.has(cmd.figure))
      return err({ path: `commands[${i}].figure`, message: `no figure ${JSON.stringify(cmd.figure)} in the sides` });
    if (
      'target' in cmd &&
      cmd.target !== undefined &&
      !ids.has(cmd.target) &&
      // A shot, a launcher's round or a spot may name a vehicle (decisions 51, 61).
      !((cmd.do === 'shoot' || cmd.do === 'fire' || cmd.do === 'spot') && sc.vehicles.some((v) => v.id === cmd.target))
    )
      return err({ path: `commands[${i}].target`, message: `no figure ${JSON.stringify(cmd.target)} in the sides` });
  }
  for (const [i, cmd] of sc.commands.entries())
    if (cmd.do === 'fire' && (cmd.at === undefined) === (cmd.target === undefined))
      return err({ path: `commands[${i}]`, message: 'a fire command takes a point (at) or a target, not both' });
  for (const [j, side] of sc.sides.entries())
    for (const [i, f] of side.figures.entries())
      if (f.rounds !== undefined && !f.launcher)
        return err({
          path: `sides[${j}].figures[${i}].rounds`,
          message: 'rounds are for a launcher: give the figure a launcher too',
        });
  for (const [i, q] of sc.queries.entries())
    for (const key of ['from', 'to', 'figure'] as const) {
      const v = (q as Record<string, unknown>)[key];
      if (typeof v === 'string' && !ids.has(v))
        return err({ path: `queries[${i}].${key}`, message: `no figure ${JSON.stringify(v)} in the sides` });
    }
  return ok(sc);
}
