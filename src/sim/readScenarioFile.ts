// Reads a scenario file from disk for the command-line tool; the checking itself is shared with the
// browser (the ruleset registry picks the file's "rules", and that ruleset checks the rest). Failures to
// read become the same one-issue result as a bad file.
import { readFileSync } from 'node:fs';
import { err, ok, type Result } from '../core/result';
import { parseFile, type PickedScenario } from '../rulesets';
import type { ScenarioIssue } from '../scenario/issues';
import { unknownFieldLine, unknownFields } from '../scenario/unknownFields';

/** The file checked, with a warning line for each field of it the game does not read (a misspelling). */
export type ReadScenario = PickedScenario & { warnings: string[] };

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'file not found',
  EISDIR: 'is a directory, not a file',
  EACCES: 'cannot be read (permission denied)',
};

export function readScenarioFile(path: string): Result<ReadScenario, ScenarioIssue> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    return err({ path: '', message: READ_PROBLEMS[code] ?? `cannot be read (${code || 'unknown reason'})` });
  }
  const picked = parseFile(text);
  if (!picked.ok) return picked;
  // parseFile reads past a byte-order mark (editors on Windows write one); the second read must too, or a
  // good file ends in an internal error with exit 1.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { replay: _replay, ...file } = JSON.parse(body) as Record<string, unknown>;
  return ok({ ...picked.value, warnings: unknownFields(file, picked.value.scenario).map(unknownFieldLine) });
}
