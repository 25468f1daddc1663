// A walk ending over someone's base is slid aside (engine/bases.ts shortOfBases): the figures that could be
// under a spot round the end are now found once, not for each spot. The slide must be the same as asking
// every figure of the table for each spot, as baseUnder does: checked against that, written out here, for
// walks ending in and round crowds on seeded skirmish tables, with fallen, carried and departed figures.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { baseUnder, shortOfBases } from '../../../../src/rulesets/chain-reaction/engine/bases';
import { walkPath } from '../../../../src/rulesets/chain-reaction/engine/walkMemo';
import { eachAround, mayEndMove } from '../../../../src/rulesets/chain-reaction/spots';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import type { FigureState, GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { Vec } from '../../../../src/geometry/shapes';

/** The slide as it was: every spot within a base-width of the end, every figure asked for each. */
function nudgedByEveryone(s: GameState, f: FigureState, end: Vec): Vec | undefined {
  for (const p of eachAround(end, 1, 0.1)) {
    if (baseUnder(s, f, p) || !mayEndMove(s.terrain, p)) continue;
    if (walkPath([end, p], { allowance: 4, terrain: s.terrain }).complete) return p;
  }
  return undefined;
}

describe('a walk slid off a base', () => {
  it('ends where asking every figure for every spot puts it', () => {
    let slid = 0;
    let cases = 0;
    for (let k = 0; k < 6; k++) {
      const r = seedrandom.alea(`speed16-nudge-${k}`);
      const s = randomSkirmish(`speed16-nudge-${k}`, { sizes: [10, 10], overall: k % 2 ? 'urban' : 'clear' });
      const figs = Object.values(s.figures);
      // A crowd: every figure within a few inches of the first, some fallen, carried or gone.
      const c = figs[0]!.at;
      for (const g of figs) {
        g.at = [c[0] + (r() * 6 - 3), c[1] + (r() * 6 - 3)];
        const roll = r();
        if (roll < 0.1) g.status = 'offTable';
        else if (roll < 0.2) g.status = 'outOfTheFight';
      }
      figs[1]!.carrying = figs[2]!.id;
      figs[2]!.carriedBy = figs[1]!.id;
      for (const f of figs) {
        for (const o of figs) {
          if (o === f) continue;
          const end: Vec = [o.at[0] + (r() * 2.4 - 1.2), o.at[1] + (r() * 2.4 - 1.2)];
          const path: Vec[] = [f.at, end];
          if (!baseUnder(s, f, end) || Math.hypot(end[0] - f.at[0], end[1] - f.at[1]) < 1e-9) continue;
          cases++;
          const aside = nudgedByEveryone(s, f, end);
          const got = shortOfBases(s, f, path);
          if (aside) {
            slid++;
            expect(got, `${k}: ${f.id} ending at ${end}`).toEqual([...path, aside]);
          } else expect(got?.length === 3 && got[1] === end, `${k}: ${f.id} at ${end} slid`).toBe(false);
        }
      }
    }
    // Enough walks were slid, and enough were not, for the check to mean something.
    expect(slid).toBeGreaterThan(300);
    expect(cases - slid).toBeGreaterThan(10);
  });
});
