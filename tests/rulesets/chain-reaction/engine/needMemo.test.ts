// A step on a state the last step handed back skips advancing it and checks the order against the groups that
// step counted (engine/reduce.ts advancedTo, needGroups). That is only right if advancing an advanced state
// changes nothing and finds the same groups. Here every step is also taken on a copy of its state made by
// hand (a new object, so nothing is remembered for it and it is advanced and counted afresh): the two must
// give the same state, events and need, for every command the computer gives in skirmishes and Patrols.
import { describe, expect, it } from 'vitest';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

/** A deep copy of everything but the terrain (shared, as every state of one table shares it), keys in order. */
function fresh(s: GameState): GameState {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) out[k] = k === 'terrain' ? v : JSON.parse(JSON.stringify(v));
  return out as unknown as GameState;
}

/** Plays the computer on every side; each step taken both ways. Returns the steps compared. */
function playBothWays(start: GameState, maxTurns: number): number {
  let r = begin(start, { maxTurns });
  let n = 0;
  while (r.need.kind === 'command' && n < 300) {
    const cmd = computerCommand(r.state, r.need);
    const remembered = reduce(r.state, cmd, { maxTurns });
    const counted = reduce(fresh(r.state), cmd, { maxTurns });
    expect(JSON.stringify(remembered)).toBe(JSON.stringify(counted));
    if (!remembered.ok) break;
    r = remembered;
    n++;
  }
  return n;
}

describe('a step on a state the last step handed back is the step on a fresh copy of it', () => {
  it('close urban skirmishes (seeded)', () => {
    for (const seed of ['memo-1', 'memo-2']) {
      const s = randomSkirmish(seed, { minFigures: 4, maxFigures: 6, overall: 'urban' });
      expect(playBothWays(s, 5)).toBeGreaterThan(10);
    }
  });

  it('Patrols with PEFs and the computer on both sides (seeded)', () => {
    for (const [i, terrain] of (['urban', 'wooded'] as const).entries()) {
      const sc = randomEncounterScenario(`memo-patrol-${i}`, {
        encounter: 'patrol',
        terrain,
        minFigures: 3,
        maxFigures: 4,
      });
      expect(playBothWays(buildEncounter(sc).state, 6)).toBeGreaterThan(10);
    }
  });
});
