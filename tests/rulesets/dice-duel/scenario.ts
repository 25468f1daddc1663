// The dice duel's file: the shared envelope (version, rules, seed, table, dice, commands, queries) and its
// own sides. Checked by hand into one issue naming the field, as every ruleset's file must be.
import { z } from 'zod';
import { err, ok, type Result } from '../../../src/core/result';
import type { FileIssue } from '../../../src/core/ruleset';
import { CONTROLS, DUEL_PURPOSES, type DuelCommand, type DuelQuery, type DuelScenario } from './types';

/** The shape, for documentation and tools; `checkDuel` gives the one-line messages. */
export const duelSchema = z.object({
  version: z.literal(1),
  rules: z.literal('dice-duel'),
  seed: z.string().optional(),
  table: z.object({ width: z.number(), height: z.number() }).optional(),
  sides: z.array(
    z.object({
      id: z.string(),
      control: z.enum(CONTROLS),
      figures: z.array(z.object({ id: z.string(), at: z.tuple([z.number(), z.number()]) })),
    }),
  ),
  dice: z.record(z.string(), z.array(z.array(z.number()))).optional(),
  commands: z.array(z.record(z.string(), z.unknown())).optional(),
  queries: z.array(z.record(z.string(), z.unknown())).optional(),
});

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (path: string, message: string): Result<DuelScenario, FileIssue> => err({ path, message });
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function checkDuel(data: unknown): Result<DuelScenario, FileIssue> {
  if (!isObj(data)) return fail('', 'expected a JSON object');
  if (data['version'] !== 1) return fail('version', 'expected 1');
  const seed = data['seed'];
  if (seed !== undefined && typeof seed !== 'string') return fail('seed', 'expected a string');
  let table = { width: 36, height: 36 };
  if (data['table'] !== undefined) {
    const t = data['table'];
    if (!isObj(t) || !isNum(t['width']) || !isNum(t['height']))
      return fail('table', 'expected {"width", "height"} in inches');
    if (t['width'] <= 0 || t['height'] <= 0 || t['width'] > 72 || t['height'] > 48)
      return fail('table', 'expected a table of at most 72" x 48"');
    table = { width: t['width'], height: t['height'] };
  }
  const sides = data['sides'];
  if (!Array.isArray(sides) || sides.length !== 2) return fail('sides', 'expected two sides');
  const ids = new Set<string>();
  const owner = new Map<string, string>();
  const out: DuelScenario['sides'] = [];
  for (const [i, side] of sides.entries()) {
    const at = `sides[${i}]`;
    if (!isObj(side)) return fail(at, 'expected a side {"id", "control", "figures"}');
    if (typeof side['id'] !== 'string' || side['id'] === '') return fail(`${at}.id`, 'expected a name');
    if (ids.has(side['id'])) return fail(`${at}.id`, `${JSON.stringify(side['id'])} is used twice`);
    ids.add(side['id']);
    const control = side['control'];
    if (!(CONTROLS as readonly unknown[]).includes(control))
      return fail(`${at}.control`, `expected "script", "ai" or "human", got ${JSON.stringify(control)}`);
    const figures = side['figures'];
    if (!Array.isArray(figures) || figures.length === 0) return fail(`${at}.figures`, 'expected at least one figure');
    const figs: DuelScenario['sides'][number]['figures'] = [];
    for (const [k, f] of figures.entries()) {
      const fat = `${at}.figures[${k}]`;
      if (!isObj(f) || typeof f['id'] !== 'string' || f['id'] === '') return fail(`${fat}.id`, 'expected a name');
      if (ids.has(f['id'])) return fail(`${fat}.id`, `${JSON.stringify(f['id'])} is used twice`);
      ids.add(f['id']);
      const p = f['at'];
      if (!Array.isArray(p) || p.length !== 2 || !isNum(p[0]) || !isNum(p[1]))
        return fail(`${fat}.at`, 'expected [x, y] in inches');
      if (p[0] < 0 || p[1] < 0 || p[0] > table.width || p[1] > table.height)
        return fail(`${fat}.at`, `off the ${table.width}" x ${table.height}" table`);
      owner.set(f['id'], side['id']);
      figs.push({ id: f['id'], at: [p[0], p[1]] });
    }
    out.push({ id: side['id'], control: control as DuelScenario['sides'][number]['control'], figures: figs });
  }
  const dice: DuelScenario['dice'] = {};
  if (data['dice'] !== undefined) {
    if (!isObj(data['dice'])) return fail('dice', 'expected {"<purpose>": [[...], ...]}');
    for (const [purpose, rolls] of Object.entries(data['dice'])) {
      if (!(DUEL_PURPOSES as readonly string[]).includes(purpose))
        return fail(`dice.${purpose}`, `unknown purpose (expected ${DUEL_PURPOSES.join(', ')})`);
      if (
        !Array.isArray(rolls) ||
        !rolls.every((r) => Array.isArray(r) && r.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
      )
        return fail(`dice.${purpose}`, 'expected a list of rolls, each a list of d6 faces 1-6');
      dice[purpose as keyof typeof dice] = (rolls as number[][]).map((r) => [...r]);
    }
  }
  const commands: DuelCommand[] = [];
  const rawCommands = data['commands'] ?? [];
  if (!Array.isArray(rawCommands)) return fail('commands', 'expected a list');
  for (const [i, c] of rawCommands.entries()) {
    const at = `commands[${i}]`;
    if (!isObj(c)) return fail(at, 'expected a command {"do", ...}');
    if (c['do'] === 'pass')
      commands.push(typeof c['side'] === 'string' ? { do: 'pass', side: c['side'] } : { do: 'pass' });
    else if (c['do'] === 'shoot') {
      for (const k of ['figure', 'target'] as const)
        if (typeof c[k] !== 'string' || !owner.has(c[k]))
          return fail(`${at}.${k}`, `unknown figure ${JSON.stringify(c[k])}`);
      commands.push({ do: 'shoot', figure: c['figure'] as string, target: c['target'] as string });
    } else return fail(`${at}.do`, `unknown command ${JSON.stringify(c['do'])} (expected "shoot" or "pass")`);
  }
  const queries: DuelQuery[] = [];
  const rawQueries = data['queries'] ?? [];
  if (!Array.isArray(rawQueries)) return fail('queries', 'expected a list');
  for (const [i, q] of rawQueries.entries()) {
    const at = `queries[${i}]`;
    if (!isObj(q) || q['ask'] !== 'los') return fail(`${at}.ask`, 'expected "los"');
    for (const k of ['from', 'to'] as const)
      if (typeof q[k] !== 'string' || !owner.has(q[k]))
        return fail(`${at}.${k}`, `unknown figure ${JSON.stringify(q[k])}`);
    queries.push({ ask: 'los', from: q['from'] as string, to: q['to'] as string });
  }
  return ok({
    version: 1,
    rules: 'dice-duel',
    ...(typeof seed === 'string' ? { seed } : {}),
    table,
    sides: out,
    dice,
    commands,
    queries,
  });
}
