// Issue 19 item 9: the non-player force's figures get names, not "enemy1".."enemy7"; the same seed gives the
// same names, and naming throws no die.
import { describe, expect, it } from 'vitest';
import { runBattle } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { MORE_NAMES, NP_NAMES, npName } from '../../../../src/rulesets/chain-reaction/solo/enemyNames';

function play(seed: string) {
  const s = randomEncounterScenario(seed, { encounter: 'patrol', terrain: 'wooded', minFigures: 4, maxFigures: 5 });
  return runBattle(buildEncounter(s).state);
}

describe('enemy names', () => {
  it('enemies placed from PEFs carry names from the list, never a side id with a number', () => {
    let seen = 0;
    for (const seed of ['names-1', 'names-2', 'names-3', 'names-4']) {
      const out = play(seed);
      const np = out.state.sides.find((x) => x.control !== 'human' && x.id !== out.state.sides[0]!.id);
      for (const id of np?.figures ?? []) {
        seen++;
        expect(id).not.toMatch(/^(enemy|player|military|police|gang|guerilla|militia)\d+$/);
        expect(NP_NAMES.some((n) => id.startsWith(n))).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('the same seed gives the same names; different seeds may start elsewhere in the list', () => {
    expect(npName('fen-2049', 1)).toBe(npName('fen-2049', 1));
    const starts = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((s) => npName(s, 1)));
    expect(starts.size).toBeGreaterThan(1);
  });

  // Play-test 2 finding 10: past the list, "Leon2" / "Milos2" read as code ids beside the first Leon.
  it('past the first list the names stay distinct real names, never with a digit', () => {
    const names = Array.from({ length: 700 }, (_, i) => npName('lark-5907', i + 1));
    expect(names.filter((n) => /\d/.test(n))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(MORE_NAMES).toContain(npName('lark-5907', NP_NAMES.length + 1));
    expect(npName('lark-5907', 2 * NP_NAMES.length + 1)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });
});
