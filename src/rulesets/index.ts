// The registry of rules systems: the app and the sim pick a ruleset by the scenario file's "rules" name
// here and nowhere else. Adding a rules system is one folder beside chain-reaction/ and one line in BUILT_IN;
// a ruleset that lives elsewhere (a test's) is added while the program runs with `registerRuleset`.
import type { AnyRuleset } from '../core/ruleset';
import { err, ok, type Result } from '../core/result';
import { DEFAULT_RULES, rulesNameOf } from '../scenario/rules';
import type { ScenarioIssue } from '../scenario/issues';
import { readJson } from '../scenario/jsonText';
import type { Scenario } from './chain-reaction/scenario/schema';
import { chainReaction, type ChainReaction } from './chain-reaction';
import { crLessons } from './chain-reaction/lessons/part';
import { useLessons } from './chain-reaction/lessons/lazy';
import { chainReactionView } from './chain-reaction/view';
import { useView } from './chain-reaction/view/lazy';
import { CR_NODE_PARTS } from './chain-reaction/sim/nodeParts';
import { actionCards } from './action-cards';
import { actionPoints } from './action-points';
import { orderDice } from './order-dice';

// The sim and Node have no first paint to keep small: Chain Reaction's lessons, table words and sim-only parts
// are there from the start (the browser, which reaches games through catalog.ts, fetches them on first use: lessons/lazy.ts,
// view/lazy.ts).
useLessons(crLessons);
useView(chainReactionView);
Object.assign(chainReaction, CR_NODE_PARTS);

/** The rulesets that ship with the program, by name. */
const BUILT_IN: Readonly<Record<string, AnyRuleset>> = {
  [chainReaction.name]: chainReaction,
  [actionCards.name]: actionCards,
  [actionPoints.name]: actionPoints,
  [orderDice.name]: orderDice,
};

const registered: Record<string, AnyRuleset> = { ...BUILT_IN };

/** Every ruleset known now, by name: the built-in ones, then those registered while running. */
export const RULESETS: Readonly<Record<string, AnyRuleset>> = registered;

export { DEFAULT_RULES };

/**
 * Adds a ruleset while the program runs (a test's ruleset, or `sim --rules-module`): from then on a file
 * naming it plays by it, in every host, with no edit to any of them. A built-in name cannot be taken over.
 */
export function registerRuleset(ruleset: AnyRuleset): Result<AnyRuleset> {
  if (Object.prototype.hasOwnProperty.call(BUILT_IN, ruleset.name))
    return err(`the rules name ${JSON.stringify(ruleset.name)} is built in`);
  registered[ruleset.name] = ruleset;
  return ok(ruleset);
}

/** Takes a registered ruleset out again (tests tidy up); built-in ones stay. */
export function unregisterRuleset(name: string): void {
  if (!Object.prototype.hasOwnProperty.call(BUILT_IN, name)) delete registered[name];
}

/** The ruleset a "rules" name picks, or the one-line issue naming the field. */
export function rulesetNamed(name: string): Result<AnyRuleset, ScenarioIssue> {
  const ruleset = Object.prototype.hasOwnProperty.call(registered, name) ? registered[name] : undefined;
  if (ruleset) return ok(ruleset);
  const known = Object.keys(registered)
    .map((n) => `"${n}"`)
    .join(', ');
  return err({ path: 'rules', message: `unknown rules ${JSON.stringify(name)} (expected one of ${known})` });
}

/** A file checked by the ruleset its "rules" picks: that ruleset and its own checked scenario. */
export interface PickedScenario {
  ruleset: AnyRuleset;
  scenario: unknown;
}

/** Which ruleset checked each scenario value handed out here (a checked scenario need not name its rules). */
const checkedBy = new WeakMap<object, AnyRuleset>();

/**
 * A scenario file's parsed JSON, checked: first its "rules" against the registry, then the rest by that
 * ruleset. One issue naming the field when anything is wrong.
 */
export function checkFile(data: unknown): Result<PickedScenario, ScenarioIssue> {
  const name = rulesNameOf(data);
  if (!name.ok) return name;
  const picked = rulesetNamed(name.value);
  if (!picked.ok) return picked;
  const checked = picked.value.scenario.check(data) as Result<unknown, ScenarioIssue>;
  if (!checked.ok) return checked;
  if (typeof checked.value === 'object' && checked.value !== null) checkedBy.set(checked.value, picked.value);
  return ok({ ruleset: picked.value, scenario: checked.value });
}

/** A checked file of any registered game, with the ruleset its "rules" picked. */
export interface PickedScenario {
  ruleset: AnyRuleset;
  scenario: unknown;
}

/** Picks the ruleset by the file's "rules" (Chain Reaction when absent) and lets it check the rest. */
export function pickScenario(data: unknown): Result<PickedScenario, ScenarioIssue> {
  const name = rulesNameOf(data);
  if (!name.ok) return name;
  const picked = rulesetNamed(name.value);
  if (!picked.ok) return picked;
  const checked = picked.value.scenario.check(data) as Result<unknown, ScenarioIssue>;
  return checked.ok ? ok({ ruleset: picked.value, scenario: checked.value }) : checked;
}

/** The same from a file's text; a JSON fault is reported with an empty path (the file). */
export function pickScenarioText(text: string): Result<PickedScenario, ScenarioIssue> {
  const json = readJson(text);
  if (!json.ok) return err({ path: '', message: json.error });
  return pickScenario(json.value);
}

/** The same from a file's text; a JSON fault is reported with an empty path (the file). */
export function parseFile(text: string): Result<PickedScenario, ScenarioIssue> {
  const json = readJson(text);
  if (!json.ok) return err({ path: '', message: json.error });
  return checkFile(json.value);
}

/** The ruleset that checked a scenario value given out by `checkFile`/`checkScenario` (Chain Reaction otherwise). */
export function rulesetOf(scenario: unknown): AnyRuleset {
  return (typeof scenario === 'object' && scenario !== null && checkedBy.get(scenario)) || chainReaction;
}

/**
 * The app's reading (until its hosts are generic): the file checked by the ruleset it names, typed as Chain
 * Reaction's scenario. `rulesetOf` tells which ruleset it really is.
 */
export type CheckedScenario = Result<Scenario, ScenarioIssue>;

export function checkScenario(data: unknown): CheckedScenario {
  const r = checkFile(data);
  return r.ok ? ok(r.value.scenario as Scenario) : r;
}

/** The same from a file's text. */
export function parseScenario(text: string): CheckedScenario {
  const r = parseFile(text);
  return r.ok ? ok(r.value.scenario as Scenario) : r;
}

export type { ChainReaction };
