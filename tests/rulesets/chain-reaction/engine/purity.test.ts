// The reducer and the computer player never change the state they are given. A step's working copy shares
// every part of a figure it does not replace (engine/ctx.ts draft), so a change made in place would reach
// back into the state before the step. Here every state is deep-frozen before it is handed on: in strict
// mode a write to a frozen object throws, so any such change fails the game at the line that made it.
import { describe, expect, it } from 'vitest';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

function deepFreeze<T>(x: T): T {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const k of Object.keys(x)) deepFreeze((x as Record<string, unknown>)[k]);
  return x;
}

/** Plays the computer on every side from `start`, each state frozen first; the commands played. */
function playFrozen(start: GameState, maxTurns: number): number {
  let r = begin(deepFreeze(start), { maxTurns });
  let n = 0;
  while (r.need.kind === 'command' && n < 400) {
    const state = deepFreeze(r.state);
    const before = JSON.stringify(state);
    const next = reduce(state, computerCommand(state, r.need), { maxTurns });
    expect(next.ok).toBe(true);
    if (!next.ok) break;
    // Frozen, so nothing could be written; and the state still reads as it did.
    expect(JSON.stringify(state)).toBe(before);
    r = next;
    n++;
  }
  return n;
}

describe('the reducer leaves the state it was given as it was', () => {
  it('close skirmishes with shooting, reactions and melee (seeded)', () => {
    for (const seed of ['pure-1', 'pure-2', 'pure-3']) {
      const s = randomSkirmish(seed, { minFigures: 4, maxFigures: 6, overall: 'urban' });
      expect(playFrozen(s, 6)).toBeGreaterThan(5);
    }
  });

  it('Patrols with PEFs and the solo policies (seeded)', () => {
    for (const [i, terrain] of (['urban', 'wooded', 'clear'] as const).entries()) {
      const sc = randomEncounterScenario(`pure-patrol-${i}`, {
        encounter: 'patrol',
        terrain,
        minFigures: 3,
        maxFigures: 5,
      });
      expect(playFrozen(buildEncounter(sc).state, 8)).toBeGreaterThan(5);
    }
  });
});
