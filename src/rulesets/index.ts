// The registry of rules systems: the app and the sim pick a ruleset by the scenario file's "rules" name
// here and nowhere else. Adding a rules system is one folder beside chain-reaction/ and one line below.
import type { AnyRuleset } from '../core/ruleset';
import { err, ok, type Result } from '../core/result';
import { DEFAULT_RULES, rulesNameOf } from '../scenario/rules';
import type { ScenarioIssue } from '../scenario/issues';
import { readJson } from '../scenario/jsonText';
import type { Scenario } from './chain-reaction/scenario/schema';
import { chainReaction, type ChainReaction } from './chain-reaction';

export const RULESETS: Readonly<Record<string, AnyRuleset>> = {
  [chainReaction.name]: chainReaction,
};

export { DEFAULT_RULES };

/** The ruleset a "rules" name picks, or the one-line issue naming the field. */
export function rulesetNamed(name: string): Result<AnyRuleset, ScenarioIssue> {
  const ruleset = Object.prototype.hasOwnProperty.call(RULESETS, name) ? RULESETS[name] : undefined;
  if (ruleset) return ok(ruleset);
  const known = Object.keys(RULESETS)
    .map((n) => `"${n}"`)
    .join(', ');
  return err({ path: 'rules', message: `unknown rules ${JSON.stringify(name)} (expected one of ${known})` });
}

/** The ruleset a checked scenario is played by (only Chain Reaction is registered so far). */
export function rulesetOf(_scenario: Scenario): ChainReaction {
  return chainReaction;
}

/**
 * A scenario file's parsed JSON, checked: first its "rules" against the registry, then the rest by that
 * ruleset. Only Chain Reaction is registered, so a checked file is a Chain Reaction scenario; a second
 * ruleset turns the checked value here into a union tagged by its ruleset's name.
 */
export type CheckedScenario = Result<Scenario, ScenarioIssue>;

export function checkScenario(data: unknown): CheckedScenario {
  const name = rulesNameOf(data);
  if (!name.ok) return name;
  const picked = rulesetNamed(name.value);
  if (!picked.ok) return picked;
  return chainReaction.scenario.check(data);
}

/** The same from a file's text; a JSON fault is reported with an empty path (the file). */
export function parseScenario(text: string): CheckedScenario {
  const json = readJson(text);
  if (!json.ok) return err({ path: '', message: json.error });
  return checkScenario(json.value);
}
