// anyInSight (engine/inSight.ts) answers "is anyone in sight?" for the quarter-inch search past an In Sight
// trigger (engine/move.ts inSightReach), stopping at the first pair instead of listing them all. It must
// say yes exactly when inSightPairs lists a pair: here at every state of seeded skirmishes with a group
// acting, with its figures where they stand and moved about the table (so both answers come up often).
import { describe, expect, it } from 'vitest';
import { begin, computerCommand, reduce } from '../../../../src/rulesets/chain-reaction/game';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { anyInSight, inSightPairs } from '../../../../src/rulesets/chain-reaction/engine/inSight';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';

const SHIFTS: readonly [number, number][] = [
  [0, 0],
  [3, 0],
  [-3, 0],
  [0, 3],
  [0, -3],
  [6, 6],
  [-6, -6],
];

/** Both answers for the state, its acting figures shifted each way in turn; counts of yes and no. */
function compare(state: GameState, tally: { yes: number; no: number }): void {
  if (!state.active) return;
  for (const [dx, dy] of SHIFTS) {
    const ctx = makeCtx(state);
    for (const id of ctx.s.active!.figures) {
      const f = ctx.fig(id);
      f.at = [Math.min(35, Math.max(1, f.at[0] + dx)), Math.min(35, Math.max(1, f.at[1] + dy))];
    }
    ctx.touched();
    const listed = inSightPairs(ctx).length > 0;
    expect(anyInSight(ctx)).toBe(listed);
    if (listed) tally.yes++;
    else tally.no++;
  }
}

describe('anyInSight says yes exactly when inSightPairs lists a pair', () => {
  it('close urban and wooded skirmishes (seeded), acting figures moved about', () => {
    const tally = { yes: 0, no: 0 };
    for (const [seed, overall] of [
      ['any-sight-1', 'urban'],
      ['any-sight-2', 'wooded'],
    ] as const) {
      let r = begin(randomSkirmish(seed, { minFigures: 4, maxFigures: 6, overall }), { maxTurns: 6 });
      for (let n = 0; r.need.kind === 'command' && n < 150; n++) {
        compare(r.state, tally);
        const next = reduce(r.state, computerCommand(r.state, r.need), { maxTurns: 6 });
        if (!next.ok) break;
        r = next;
      }
    }
    expect(tally.yes).toBeGreaterThan(30);
    expect(tally.no).toBeGreaterThan(30);
  });
});
