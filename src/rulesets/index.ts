// The registry of rules systems: the app and the sim pick a ruleset by the scenario file's "rules" name
// here and nowhere else. Adding a rules system is one folder beside chain-reaction/ and one line below.
import type { AnyRuleset } from '../core/ruleset';
import { DEFAULT_RULES, rulesNameOf } from '../scenario/rules';
import type { ScenarioIssue } from '../scenario/issues';
import { readJson } from '../scenario/jsonText';
import type { Scenario } from '../scenario/schema';
import { chainReaction, type ChainReaction } from './chain-reaction';

export const RULESETS: Readonly<Record<string, AnyRuleset>> = {
  [chainReaction.name]: chainReaction,
};

export { DEFAULT_RULES };

/** The ruleset a "rules" name picks, or the one-line issue naming the field. */
export function rulesetNamed(name: string): { ok: true; ruleset: AnyRuleset } | { ok: false; issue: ScenarioIssue } {
  const ruleset = Object.prototype.hasOwnProperty.call(RULESETS, name) ? RULESETS[name] : undefined;
  if (ruleset) return { ok: true, ruleset };
  const known = Object.keys(RULESETS).map((n) => `"${n}"`).join(', ');
  return { ok: false, issue: { path: 'rules', message: `unknown rules ${JSON.stringify(name)} (expected one of ${known})` } };
}

/**
 * A scenario file's parsed JSON, checked: first its "rules" against the registry, then the rest by that
 * ruleset. Only Chain Reaction is registered, so a checked file is a Chain Reaction scenario; a second
 * ruleset turns `scenario` and `ruleset` here into a union tagged by `ruleset.name`.
 */
export type CheckedScenario = { ok: true; scenario: Scenario; ruleset: ChainReaction } | { ok: false; issue: ScenarioIssue };

export function checkScenario(data: unknown): CheckedScenario {
  const name = rulesNameOf(data);
  if (!name.ok) return name;
  const picked = rulesetNamed(name.name);
  if (!picked.ok) return picked;
  const checked = chainReaction.scenario.check(data);
  return checked.ok ? { ok: true, scenario: checked.scenario, ruleset: chainReaction } : checked;
}

/** The same from a file's text; a JSON fault is reported with an empty path (the file). */
export function parseScenario(text: string): CheckedScenario {
  const json = readJson(text);
  if (!json.ok) return { ok: false, issue: { path: '', message: json.message } };
  return checkScenario(json.value);
}
