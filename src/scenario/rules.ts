// The scenario file's "rules": which rules system the rest of the file is written for. Read first, on
// its own, because the named ruleset checks everything else (src/rulesets/index.ts). Optional; a file
// without it is a Chain Reaction file, as every file was before the field existed.
import { kindOf } from './fields';
import type { ScenarioIssue } from './issues';
import { err, ok, type Result } from '../core/result';

export const DEFAULT_RULES = 'chain-reaction';

/** The file's "rules" value (the default when absent), or the one issue with it. */
export function rulesNameOf(data: unknown): Result<string, ScenarioIssue> {
  // Not an object at all: the ruleset's own check reports that, with the file as the place.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ok(DEFAULT_RULES);
  const value = (data as Record<string, unknown>)['rules'];
  if (value === undefined) return ok(DEFAULT_RULES);
  if (typeof value !== 'string') {
    return err({ path: 'rules', message: `expected the name of a rules system (a string), got ${kindOf(value)}` });
  }
  return ok(value);
}
