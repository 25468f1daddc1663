// The encounter soak of `npm test`: 1,000 seeded all-computer encounters over every Encounter and table
// type (SOLO_SOAK_RUNS to change), split over four files so vitest runs them side by side. Small forces
// and an 8-turn limit keep it near a minute of CPU; `npx tsx src/sim/soak.ts 10000` plays full ones.
import { expect, it } from 'vitest';
import { soakOne, type SoakOutcome } from '../../../../src/sim/soak';

export const SOAK_RUNS = Number(process.env.SOLO_SOAK_RUNS ?? 1000);
export const SHARDS = 4;

export function soakShard(shard: number): void {
  // A block of consecutive cases each: every block of 12 or more meets every encounter on every table.
  const size = Math.ceil(SOAK_RUNS / SHARDS);
  const runs = Array.from({ length: SOAK_RUNS }, (_, i) => i).slice(shard * size, (shard + 1) * size);
  it(`plays ${runs.length} encounters with no exception and every invariant kept (shard ${shard + 1} of ${SHARDS})`, () => {
    const problems: SoakOutcome[] = [];
    const seen = new Set<string>();
    for (const i of runs) {
      const o = soakOne(i, { turnLimit: 8, minFigures: 2, maxFigures: 4 }, 'npm-test');
      seen.add(`${o.encounter}/${o.table}`);
      if (o.problem) problems.push(o);
    }
    expect(problems.map((p) => `${p.seed} (${p.encounter} on ${p.table}): ${p.problem}`)).toEqual([]);
    if (runs.length >= 12) expect(seen.size).toBe(12);
  }, 600_000);
}
