// Bench: reducer steps per second on a reaction-heavy skirmish (two close, evenly matched forces on an
// urban table, so nearly every command sets off In Sight tests, Crisis tests and return fire).
// Baseline: the bare cost of a step that changes nothing (copying the state in and out), measured in
// the same run, so the ratio says how much of a step is rules rather than bookkeeping.
import { pathToFileURL } from 'node:url';
import { randomSkirmish } from '../rulesets/chain-reaction/sim/skirmish';
import { aiCommand } from '../rulesets/chain-reaction/players/plainBattle';
import { begin, reduce } from '../rulesets/chain-reaction/game';
import { finish } from '../rulesets/chain-reaction/engine/ctx';
import { makeCtx } from '../rulesets/chain-reaction/engine/makeCtx';
import type { Command } from '../rulesets/chain-reaction/engine/commands';
import type { GameState } from '../rulesets/chain-reaction/state';
import { consume, type BenchRow } from './harness';

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

export async function benchEngine(): Promise<BenchRow[]> {
  const steps = recordSteps('bench', 400);
  const events = steps.reduce((n, st) => {
    const r = reduce(st.state, st.cmd, { maxTurns: 8 });
    return n + (r.ok ? r.events.length : 0);
  }, 0);
  const timeAll = (fn: (st: { state: GameState; cmd: Command }) => void) => {
    const t0 = performance.now();
    for (const st of steps) fn(st);
    return performance.now() - t0;
  };
  let bestStep = Infinity;
  let bestBare = Infinity;
  for (let round = 0; round < 5; round++) {
    bestStep = Math.min(
      bestStep,
      timeAll((st) => consume(reduce(st.state, st.cmd, { maxTurns: 8 }))),
    );
    bestBare = Math.min(
      bestBare,
      timeAll((st) => consume(finish(makeCtx(st.state)))),
    );
  }
  const stepsPerSec = (steps.length / bestStep) * 1000;
  const barePerSec = (steps.length / bestBare) * 1000;
  return [
    {
      name: `reducer steps/s (reaction-heavy urban skirmish, ${steps.length} steps, ${(events / steps.length).toFixed(1)} events/step)`,
      opsPerSec: stepsPerSec,
      baseline: 'a step that only copies the state in and out',
      baselineOpsPerSec: barePerSec,
      ratio: stepsPerSec / barePerSec,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of await benchEngine())
    console.log(
      `${r.name}: ${r.opsPerSec.toFixed(0)}/s (bare copy ${r.baselineOpsPerSec?.toFixed(0)}/s, ratio ${r.ratio?.toFixed(3)})`,
    );
}
