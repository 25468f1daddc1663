// `--rules-module FILE`: a ruleset that ships with nothing, loaded while the program runs. The module exports
// it as `ruleset`; it is registered under its name, so a file whose "rules" names it plays by it in every
// command, worker threads included (they import the same module). How a test's ruleset (tests/rulesets/)
// plays through the real command line with no edit to any host.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyRuleset } from '../core/ruleset';
import { err, ok, type Result } from '../core/result';
import { registerRuleset } from '../rulesets';

export async function loadRulesModule(path: string): Promise<Result<AnyRuleset>> {
  const url = pathToFileURL(resolve(path)).href;
  let mod: { ruleset?: AnyRuleset };
  try {
    mod = (await import(url)) as { ruleset?: AnyRuleset };
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return err(`error: --rules-module ${path}: cannot be loaded (${why})`);
  }
  const ruleset = mod.ruleset;
  if (!ruleset || typeof ruleset.name !== 'string' || typeof ruleset.reduce !== 'function')
    return err(`error: --rules-module ${path}: exports no ruleset (expected \`export const ruleset\`)`);
  const r = registerRuleset({ ...ruleset, module: ruleset.module ?? url });
  return r.ok ? ok(r.value) : err(`error: --rules-module ${path}: ${r.error}`);
}
