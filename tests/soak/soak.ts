// The soak runner shared by the shard files (vitest runs files in parallel, so shards use both cores).
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import { runBattle } from '../../src/rulesets/chain-reaction/game';
import { brokenInvariant } from './check';

export const RUNS = Number(process.env.SOAK_RUNS ?? 2000);
export const TURNS = 12;

export function soakShard(shard: number, shards: number): void {
  const n = Math.ceil(RUNS / shards);
  it(`plays ${n} random skirmishes without breaking a rule (shard ${shard + 1} of ${shards})`, () => {
    let played = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (k) => {
        const seed = `soak-${shard}-${k}`;
        const s0 = randomSkirmish(seed, { minFigures: 1, maxFigures: 4 });
        const run = runBattle(s0, { maxTurns: TURNS });
        const broken = brokenInvariant(s0, run.events, run.state);
        if (broken) throw new Error(`${seed}: ${broken}`);
        played++;
        return true;
      }),
      { numRuns: n, seed: 1000 + shard },
    );
    expect(played).toBe(n);
  }, 900_000);
}
