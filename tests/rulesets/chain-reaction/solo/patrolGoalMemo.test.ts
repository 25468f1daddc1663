// The autopilot remembers a Patrol's objective per table by the leader's spot and the sections reconned
// (solo/autopilot.ts objectiveFor). That is only right if nothing else goes into it: here, at every state of
// seeded Patrols with a group acting, the remembered objective must equal one worked out afresh for each of
// its figures as leader, with the sections reconned as they are and with each other set of them.
import { describe, expect, it } from 'vitest';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { buildEncounter, randomEncounterScenario } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import { objectiveFor, patrolObjective } from '../../../../src/rulesets/chain-reaction/solo/autopilot';
import { readCtx } from '../../../../src/rulesets/chain-reaction/solo/readCtx';
import { soloOf } from '../../../../src/rulesets/chain-reaction/solo/types';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

const RECONS: readonly number[][] = [[], [1], [2], [3], [1, 2], [2, 3], [1, 3], [1, 2, 3]];

/** Remembered against fresh for every figure of the acting group, every set of reconned sections. */
function compare(state: GameState): number {
  const enc = soloOf(state);
  if (!enc || !state.active) return 0;
  const ctx = readCtx(state);
  let n = 0;
  for (const id of state.active.figures) {
    const leader = ctx.fig(id);
    for (const recon of [enc.recon, ...RECONS]) {
      const e = { ...enc, recon };
      expect(objectiveFor(ctx, e, leader)).toEqual(patrolObjective(ctx, e, leader));
      n++;
    }
  }
  return n;
}

describe("a Patrol's remembered objective is the one worked out afresh", () => {
  it('3 seeded Patrols, computer on both sides', () => {
    let compared = 0;
    for (const [i, terrain] of (['clear', 'wooded', 'urban'] as const).entries()) {
      const sc = randomEncounterScenario(`goal-memo-${i}`, {
        encounter: 'patrol',
        terrain,
        minFigures: 3,
        maxFigures: 5,
      });
      let r = begin(buildEncounter(sc).state, { maxTurns: 6 });
      for (let n = 0; r.need.kind === 'command' && n < 200; n++) {
        compared += compare(r.state);
        const next = reduce(r.state, computerCommand(r.state, r.need), { maxTurns: 6 });
        if (!next.ok) break;
        r = next;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
