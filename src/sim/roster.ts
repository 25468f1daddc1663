// The campaign roster as a file for the command line (`--roster FILE`): read and checked (one plain
// line naming the field when it is wrong), or absent (a new campaign starts), and written back after
// each encounter. The roster itself and what happens to it live in src/core/solo.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { ROSTER_VERSION, type Roster } from '../core/solo/roster';
import { FORCES, MELEE_WEAPONS, WEAPONS } from '../scenario/vocab';
import { fallbackMessage, formatPath, type LooseIssue } from '../scenario/issues';
import { flag, idField, intIn, oneOf } from '../scenario/fields';
import { readJson } from '../scenario/jsonText';

const member = z.object({
  id: idField('a figure id'),
  rep: intIn(2, 20),
  star: flag('a Star'),
  weapon: oneOf('weapon', WEAPONS),
  melee: oneOf('melee weapon', MELEE_WEAPONS),
});

const rosterSchema = z.object({
  version: z.literal(ROSTER_VERSION, { error: () => `expected ${ROSTER_VERSION}` }),
  force: oneOf('force', FORCES),
  star: member,
  grunts: z.array(member, { error: () => 'expected a list of Grunts' }),
  encounters: intIn(0, 1_000_000),
  nextGrunt: intIn(0, 1_000_000),
  over: z.boolean().optional(),
  history: z.array(z.object({
    encounter: z.number(), kind: z.string(), result: z.string(), won: z.boolean(), notes: z.array(z.string()),
  })),
});

export type RosterRead = { ok: true; roster: Roster | undefined } | { ok: false; error: string };

/** The roster in `path`, or undefined when there is no such file yet (a campaign starts). */
export function readRoster(path: string): RosterRead {
  if (!existsSync(path)) return { ok: true, roster: undefined };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return { ok: false, error: `error: ${path}: cannot be read (${(e as { code?: string }).code ?? 'unknown reason'})` };
  }
  const json = readJson(text);
  if (!json.ok) return { ok: false, error: `error: ${path}: ${json.message}` };
  const parsed = rosterSchema.safeParse(json.value, { error: (iss) => fallbackMessage(iss as LooseIssue) });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length ? `${path}: ${formatPath(first.path)}` : path;
    return { ok: false, error: `error: ${where}: ${first?.message ?? 'is not a roster'}` };
  }
  if (!parsed.data.star.star) return { ok: false, error: `error: ${path}: star.star: the roster's Star must have "star": true` };
  return { ok: true, roster: parsed.data as Roster };
}

export function writeRoster(path: string, roster: Roster): { ok: true } | { ok: false; error: string } {
  try {
    writeFileSync(path, `${JSON.stringify(roster, null, 2)}\n`);
    return { ok: true };
  } catch (e) {
    return { ok: false, error: `error: ${path}: cannot be written (${(e as { code?: string }).code ?? 'unknown reason'})` };
  }
}
