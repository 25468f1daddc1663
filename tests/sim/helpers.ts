// Shared bits of the sim tests: the valid two-side fixture as fresh data, and one-line checking.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateScenario } from '../../src/rulesets/chain-reaction/scenario/validate';
import { errorLine } from '../../src/scenario/issues';

export const REPO = join(import.meta.dirname, '..', '..');
export const FIXTURES = join(REPO, 'tests', 'fixtures', 'scenarios');

/** A fresh, mutable copy of the valid riker-vs-hans file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function validFile(): any {
  return JSON.parse(readFileSync(join(FIXTURES, 'riker-vs-hans.json'), 'utf8'));
}

/** The error line a file's data earns ("ok" when it is valid). */
export function lineFor(data: unknown): string {
  const r = validateScenario(data);
  return r.ok ? 'ok' : errorLine(r.error, 'file.json');
}
