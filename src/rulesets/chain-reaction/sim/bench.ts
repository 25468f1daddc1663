// Chain Reaction's benchmarks, as work for `npm run bench` to time (this folder stays pure; the bench holds
// the clock). Reducer steps on a reaction-heavy skirmish (two close, evenly matched forces on an urban table,
// so nearly every command sets off In Sight tests, Crisis tests and return fire) against the bare cost of a
// step that only copies the state in and out; and complete Patrols, from the scenario to the end of the
// encounter, against their set-up alone (goal from the issue: 1,000 Patrols/s per core).
import type { BenchLoad, BenchSuite } from '../../../core/ruleset';
import { randomSkirmish } from './skirmish';
import { aiCommand } from '../players/plainBattle';
import { begin, reduce, runBattle } from '../game';
import { finish } from '../engine/ctx';
import { makeCtx } from '../engine/makeCtx';
import type { Command } from '../engine/commands';
import type { GameState } from '../state';
import { buildEncounter, randomEncounterScenario } from './encounter';

/** Plays the computer against itself, recording each state and the command given in it. */
function recordSteps(seed: string, maxSteps: number): { state: GameState; cmd: Command }[] {
  const steps: { state: GameState; cmd: Command }[] = [];
  for (let k = 0; steps.length < maxSteps && k < 200; k++) {
    let r = begin(randomSkirmish(`${seed}-${k}`, { minFigures: 5, maxFigures: 8, overall: 'urban' }), { maxTurns: 8 });
    while (r.need.kind === 'command' && steps.length < maxSteps) {
      const cmd = aiCommand(r.state, r.need);
      steps.push({ state: r.state, cmd });
      const next = reduce(r.state, cmd, { maxTurns: 8 });
      if (!next.ok) break;
      r = next;
    }
  }
  return steps;
}

function reducerLoad(): BenchLoad {
  const steps = recordSteps('bench', 400);
  const events = steps.reduce((n, st) => {
    const r = reduce(st.state, st.cmd, { maxTurns: 8 });
    return n + (r.ok ? r.events.length : 0);
  }, 0);
  return {
    name: `reducer steps/s (reaction-heavy urban skirmish, ${steps.length} steps, ${(events / steps.length).toFixed(1)} events/step)`,
    items: steps.length,
    run: (i) => reduce(steps[i]!.state, steps[i]!.cmd, { maxTurns: 8 }),
    rounds: 5,
    baseline: {
      name: 'a step that only copies the state in and out',
      run: (i) => finish(makeCtx(steps[i]!.state)),
      rounds: 5,
    },
  };
}

const TABLES = ['clear', 'urban', 'wooded', 'mountain'] as const;

function patrolLoad(): BenchLoad {
  const scenarios = Array.from({ length: 24 }, (_, i) =>
    randomEncounterScenario(`bench-patrol-${i}`, {
      encounter: 'patrol',
      terrain: TABLES[i % 4]!,
      minFigures: 3,
      maxFigures: 5,
    }),
  );
  let turns = 0;
  for (const s of scenarios) turns += runBattle(buildEncounter(s).state).state.turn;
  return {
    name: `complete Patrols/s per core (3-5 figures a side to start, generated tables, ${(turns / scenarios.length).toFixed(1)} turns on average)`,
    items: scenarios.length,
    run: (i) => runBattle(buildEncounter(scenarios[i]!).state).state.ended,
    rounds: 2,
    baseline: {
      name: 'set-up alone (table and PEFs)',
      run: (i) => buildEncounter(scenarios[i]!).state.turn,
      rounds: 3,
    },
    goal: { text: '≥ 1,000 Patrols/s', opsPerSec: 1000 },
  };
}

/** The suites; each load is built when its suite runs (building it plays games). */
export const crBench: readonly BenchSuite[] = [
  { suite: 'engine: reducer', load: reducerLoad },
  { suite: 'solo: complete Patrols', load: patrolLoad },
];
