// Reads a scenario file from disk for the command-line tool; the checking itself is shared with the
// browser (the ruleset registry picks the file's "rules", and that ruleset checks the rest). Failures to
// read become the same one-issue result as a bad file.
import { readFileSync } from 'node:fs';
import { err, type Result } from '../core/result';
import { parseFile, type PickedScenario } from '../rulesets';
import type { ScenarioIssue } from '../scenario/issues';

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'file not found',
  EISDIR: 'is a directory, not a file',
  EACCES: 'cannot be read (permission denied)',
};

export function readScenarioFile(path: string): Result<PickedScenario, ScenarioIssue> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code ?? '';
    return err({ path: '', message: READ_PROBLEMS[code] ?? `cannot be read (${code || 'unknown reason'})` });
  }
  return parseFile(text);
}
