// Bench: complete Patrols per second on one core, from the scenario to the end of the encounter:
// the generated table, PEFs, the enemy's NP table and the player's autopilot, all through the reducer.
// Baseline: the same encounters' set-up alone (terrain generation and PEF placement), to show how much
// of a Patrol is the set-up and how much is play. Goal from the issue: ≥ 1,000 Patrols/s per core.
import { pathToFileURL } from 'node:url';
import { runBattle } from '../rulesets/chain-reaction/game';
import { buildEncounter, randomEncounterScenario } from '../sim/encounter';
import type { Scenario } from '../rulesets/chain-reaction/scenario/schema';
import { consume, type BenchRow } from './harness';

const TABLES = ['clear', 'urban', 'wooded', 'mountain'] as const;

function patrols(n: number): Scenario[] {
  return Array.from({ length: n }, (_, i) =>
    randomEncounterScenario(`bench-patrol-${i}`, {
      encounter: 'patrol',
      terrain: TABLES[i % 4]!,
      minFigures: 3,
      maxFigures: 5,
    }),
  );
}

/** Best of `rounds` passes over the scenarios, in operations per second. */
function timed(scenarios: readonly Scenario[], rounds: number, once: (s: Scenario) => unknown): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const s of scenarios) consume(once(s));
    best = Math.min(best, performance.now() - t0);
  }
  return (scenarios.length / best) * 1000;
}

export async function benchSolo(): Promise<BenchRow[]> {
  const scenarios = patrols(24);
  let turns = 0;
  for (const s of scenarios) turns += runBattle(buildEncounter(s).state).state.turn;
  const full = timed(scenarios, 2, (s) => runBattle(buildEncounter(s).state).state.ended);
  const setup = timed(scenarios, 3, (s) => buildEncounter(s).state.turn);
  return [
    {
      name: `complete Patrols/s per core (3-5 figures a side to start, generated tables, ${(turns / scenarios.length).toFixed(1)} turns on average)`,
      opsPerSec: full,
      baseline: 'set-up alone (table and PEFs)',
      baselineOpsPerSec: setup,
      ratio: full / setup,
      goal: '≥ 1,000 Patrols/s',
      pass: full >= 1000,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of await benchSolo()) {
    console.log(
      `${r.name}: ${r.opsPerSec.toFixed(1)}/s (set-up alone ${r.baselineOpsPerSec?.toFixed(1)}/s) — goal ${r.goal}: ${r.pass ? 'met' : 'NOT met'}`,
    );
  }
}
