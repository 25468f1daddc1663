// One batch run: the scenario under one seed, played to its end by the computer (or by the file's script),
// and boiled down to its summary. Shared by the in-process loop and the worker threads.
import { runBattle } from '../rulesets/chain-reaction/game';
import type { Command } from '../rulesets/chain-reaction/engine/commands';
import type { Roster } from '../rulesets/chain-reaction/solo/roster';
import type { Scenario } from '../rulesets/chain-reaction/scenario/schema';
import { startOf } from './play';
import { summarize, type RunSummary } from './batchStats';
import { stoppedShort, turnCap } from './turnCap';

export interface RunSpec {
  scenario: Scenario;
  turns?: number;
  roster?: Roster;
}

/** The seed of run `i`: the batch's base seed and the run's number. */
export function seedOf(base: string, i: number): string {
  return `${base}#${i}`;
}

export function runOne(spec: RunSpec, seed: string): RunSummary {
  try {
    const start = startOf(spec.scenario, { seed, ...(spec.roster ? { roster: structuredClone(spec.roster) } : {}) });
    // Capped like `sim play`: a plain battle that never ends stops at DEFAULT_TURNS and counts as unfinished.
    const maxTurns = turnCap(start.state, spec.turns);
    const run = runBattle(start.state, {
      commands: spec.scenario.commands as Command[],
      ...(maxTurns !== undefined ? { maxTurns } : {}),
    });
    return summarize(seed, run.state, run.events, stoppedShort(run.state, run.need));
  } catch (e) {
    return {
      seed,
      kind: spec.scenario.generate?.encounter ?? 'battle',
      outcome: 'error',
      reason: 'error',
      turns: 0,
      casualties: {},
      reactions: {},
      pefs: {},
      enemiesPerContact: [],
      buildingPefs: 0,
      npMovement: {},
      activations: 0,
      error: e instanceof Error ? e.message.split('\n')[0]! : String(e),
    };
  }
}
