// One batch run: the scenario under one seed, played to its end by the computer (or by the file's script),
// and boiled down to its summary by the ruleset's batch figures. Shared by the in-process loop and the
// worker threads, which find the ruleset by name (importing a run-time ruleset's module first).
import { registerRuleset, rulesetNamed } from '../rulesets';
import type { AnyRuleset } from '../core/ruleset';
import { driveFile, startOf } from './play';
import { batchPartOf } from './batchStats';
import { stoppedShort } from './turnCap';

export interface RunSpec {
  /** The ruleset's name, and for one registered at run time the module that exports it as `ruleset`. */
  rules: string;
  module?: string;
  scenario: unknown;
  turns?: number;
  roster?: unknown;
}

/** The seed of run `i`: the batch's base seed and the run's number. */
export function seedOf(base: string, i: number): string {
  return `${base}#${i}`;
}

/** The spec's ruleset in this thread: from the registry, or its module imported and registered. */
export async function rulesetFor(spec: RunSpec): Promise<AnyRuleset> {
  const found = rulesetNamed(spec.rules);
  if (found.ok) return found.value;
  if (spec.module === undefined) throw new Error(found.error.message);
  const mod = (await import(spec.module)) as { ruleset?: AnyRuleset };
  if (!mod.ruleset) throw new Error(`${spec.module} exports no ruleset`);
  registerRuleset(mod.ruleset);
  return mod.ruleset;
}

export function runOne(ruleset: AnyRuleset, spec: RunSpec, seed: string): unknown {
  const part = batchPartOf(ruleset);
  try {
    const roster = spec.roster !== undefined ? { roster: structuredClone(spec.roster) } : {};
    const start = startOf(ruleset, spec.scenario, { seed, ...roster });
    // Capped like `sim play`: a game that never ends stops at the cap and counts as unfinished.
    const run = driveFile(ruleset, spec.scenario, start.state, spec.turns);
    const stopped = stoppedShort(ruleset.outcome(run.state).ended, run.need);
    return part.summarize(seed, run.state, run.events, stopped, spec.scenario);
  } catch (e) {
    return part.failed(seed, spec.scenario, e instanceof Error ? e.message.split('\n')[0]! : String(e));
  }
}
