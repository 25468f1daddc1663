// The campaign roster as a file for the command line (`--roster FILE`): read and checked by the ruleset's
// campaign part (one plain line naming the field when it is wrong), or absent (a new campaign starts), and
// written back after each game. The roster itself and what happens to it are the ruleset's.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { err, ok, type Result } from '../core/result';

export type RosterRead<R = unknown> = Result<R | undefined>;

/** The roster in `path` checked by `parse`, or undefined when there is no such file yet (a campaign starts). */
export function readRoster<R>(path: string, parse: (text: string, path: string) => Result<R>): RosterRead<R> {
  if (!existsSync(path)) return ok(undefined);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return err(`error: ${path}: cannot be read (${(e as { code?: string }).code ?? 'unknown reason'})`);
  }
  return parse(text, path);
}

export function writeRoster(path: string, roster: unknown): Result<void> {
  try {
    writeFileSync(path, `${JSON.stringify(roster, null, 2)}\n`);
    return ok(undefined);
  } catch (e) {
    return err(`error: ${path}: cannot be written (${(e as { code?: string }).code ?? 'unknown reason'})`);
  }
}
