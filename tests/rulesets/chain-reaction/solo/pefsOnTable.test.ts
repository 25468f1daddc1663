// The activation event keeps how many PEFs the enemy still had on the table as the dice were thrown, so the
// turn's line can say whether they move, live and reopened alike (play-test 15a: "its PEFs still move" with
// every PEF resolved). Over seeded encounters played by the computer, the count lies between the unresolved
// PEFs before the step that threw the dice and after it.
import { describe, expect, it } from 'vitest';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { SOAK_ENCOUNTERS } from '../../../../src/rulesets/chain-reaction/sim/soak';
import { soloOf } from '../../../../src/rulesets/chain-reaction/solo/types';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

const unresolved = (s: GameState) => soloOf(s)!.pefs.filter((p) => !p.resolved).length;

describe('PEFs on the table at the activation throw', () => {
  it('each activation event counts the enemy PEFs still on the table', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 9; i++) {
      const seed = `words15-pefs-${i}`;
      const sc = randomEncounterScenario(seed, { encounter: SOAK_ENCOUNTERS[i % 3]!, minFigures: 3, maxFigures: 5 });
      const built = buildEncounter(sc, { turnLimit: 8 });
      const r = begin(built.state);
      let state = r.state;
      let need = r.need;
      for (let n = 0; n < 3000 && need.kind === 'command'; n++) {
        const before = unresolved(state);
        const step = reduce(state, computerCommand(state, need));
        if (!step.ok) throw new Error(`${seed}: ${step.error}`);
        state = step.state;
        need = step.need;
        for (const e of step.events) {
          if (e.type !== 'activation') continue;
          const np = soloOf(state)!.np;
          const count = e.pefsOnTable?.[np];
          expect(count, `${seed} turn ${e.turn}`).toBeDefined();
          expect(count!).toBeLessThanOrEqual(before);
          expect(count!).toBeGreaterThanOrEqual(unresolved(state));
          seen.add(count!);
        }
      }
    }
    // Both a throw with PEFs still out and one with none left were met.
    expect(seen.has(0)).toBe(true);
    expect([...seen].some((c) => c > 0)).toBe(true);
  }, 300_000);
});
