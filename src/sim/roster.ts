// The campaign roster as a file for the command line (`--roster FILE`): read and checked (one plain
// line naming the field when it is wrong), or absent (a new campaign starts), and written back after
// each encounter. The roster itself and what happens to it live in src/rulesets/chain-reaction/solo.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Roster } from '../rulesets/chain-reaction/solo/roster';
import { parseRoster } from '../rulesets/chain-reaction/scenario/rosterSchema';
import { err, ok, type Result } from '../core/result';

export type RosterRead = Result<Roster | undefined>;

/** The roster in `path`, or undefined when there is no such file yet (a campaign starts). */
export function readRoster(path: string): RosterRead {
  if (!existsSync(path)) return ok(undefined);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return err(`error: ${path}: cannot be read (${(e as { code?: string }).code ?? 'unknown reason'})`);
  }
  return parseRoster(text, path);
}

export function writeRoster(path: string, roster: Roster): Result<void> {
  try {
    writeFileSync(path, `${JSON.stringify(roster, null, 2)}\n`);
    return ok(undefined);
  } catch (e) {
    return err(`error: ${path}: cannot be written (${(e as { code?: string }).code ?? 'unknown reason'})`);
  }
}
