// The engine soak: 500 seeded all-computer games of two to six factions on generated tables. At least 99% must
// end (one faction left, the aim met, or the scenario's last turn) with no refused command.
import { describe, expect, it } from 'vitest';
import { drive } from './drive';
import { randomFile, start } from './setup';

describe('500 seeded all-computer games', () => {
  it('at least 99% end, none stuck on a refused command', () => {
    let ended = 0;
    const illegal: string[] = [];
    const byFactions = new Map<number, number>();
    for (let seed = 0; seed < 500; seed++) {
      const d = drive(start(randomFile(seed)));
      if (d.need.kind === 'ended') ended++;
      if (d.illegal) illegal.push(`${seed}: ${d.illegal}`);
      for (const r of d.refused) illegal.push(`${seed}: ${r}`);
      const n = d.state.sides.length;
      byFactions.set(n, (byFactions.get(n) ?? 0) + 1);
    }
    expect(illegal).toEqual([]);
    expect(ended / 500).toBeGreaterThanOrEqual(0.99);
    expect([...byFactions.keys()].sort()).toEqual([2, 3, 4, 5, 6]);
  }, 900_000);
});
