// The scenario loader: text or parsed JSON in, a checked Scenario or exactly one issue out. Shared by
// the `sim` tool and the browser (no file system here: callers read the file themselves).
import { scenarioSchema, type Scenario } from './schema';
import { fallbackMessage, formatPath, type LooseIssue, type ScenarioIssue } from '../../../scenario/issues';
import { crossCheck } from './checks';
import { kindOf } from '../../../scenario/fields';
import { readJson } from '../../../scenario/jsonText';
import { err, ok, type Result } from '../../../core/result';

export type ScenarioResult = Result<Scenario, ScenarioIssue>;

/** Checks parsed JSON against the version-1 schema, then across the file; reports the first problem. */
export function validateScenario(data: unknown): ScenarioResult {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return err({ path: '', message: `expected a JSON object at the top level, got ${kindOf(data)}` });
  }
  const parsed = scenarioSchema.safeParse(data, { error: (iss) => fallbackMessage(iss as LooseIssue) });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const issue = first
      ? { path: formatPath(first.path), message: first.message }
      : { path: '', message: 'is not a valid scenario' };
    return err(issue);
  }
  const problem = crossCheck(parsed.data);
  return problem ? err(problem) : ok(parsed.data);
}

/** Reads a scenario from the text of a file. A JSON fault is reported with an empty path (the file). */
export function parseScenarioText(text: string): ScenarioResult {
  const json = readJson(text);
  if (!json.ok) return err({ path: '', message: json.error });
  return validateScenario(json.value);
}
