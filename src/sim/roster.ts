// The campaign roster as a file for the command line (`--roster FILE`): read and checked (one plain
// line naming the field when it is wrong), or absent (a new campaign starts), and written back after
// each encounter. The roster itself and what happens to it live in src/core/solo.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Roster } from '../core/solo/roster';
import { parseRoster } from '../scenario/rosterSchema';

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
  const r = parseRoster(text, path);
  return r.ok ? { ok: true, roster: r.roster } : r;
}

export function writeRoster(path: string, roster: Roster): { ok: true } | { ok: false; error: string } {
  try {
    writeFileSync(path, `${JSON.stringify(roster, null, 2)}\n`);
    return { ok: true };
  } catch (e) {
    return { ok: false, error: `error: ${path}: cannot be written (${(e as { code?: string }).code ?? 'unknown reason'})` };
  }
}
