// The firing-cover search's first question, sight with no bases in the way kept per table (solo/terrainSight.ts):
// its kept answers equal fresh ones, and wherever full sight (bases included) holds, it holds too, so asking
// it first never changes the search's answer.
import { describe, expect, it } from 'vitest';
import { canSee, type Sighter } from '../../../../src/geometry/los';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { geoIn, worldOf } from '../../../../src/rulesets/chain-reaction/engine/world';
import { terrainSightFrom } from '../../../../src/rulesets/chain-reaction/solo/terrainSight';
import type { Vec } from '../../../../src/geometry/shapes';

const SPACING = 1.5;

describe('sight with no bases in the way, kept per table', () => {
  it('gives fresh answers twice over and holds wherever full sight holds', () => {
    let fullSeen = 0;
    let groundOnly = 0;
    for (const seed of ['ts-1', 'ts-2', 'ts-3', 'ts-4']) {
      const s = randomSkirmish(seed, { sizes: [6, 6], overall: seed === 'ts-2' ? 'wooded' : 'urban' });
      const w = worldOf(s);
      const figs = Object.values(s.figures).filter((f) => f.status !== 'offTable');
      const viewer = figs[0]!;
      const v = { id: viewer.id, facing: viewer.facing, offTable: false };
      for (const t of figs.slice(1)) {
        const g = geoIn(w, t);
        for (let pass = 0; pass < 2; pass++) {
          const ground = terrainSightFrom(w, v, g, SPACING);
          for (let i = 1; i * SPACING < 36; i += 2)
            for (let j = 1; j * SPACING < 36; j += 2) {
              const there: Sighter = { ...v, at: [i * SPACING, j * SPACING] as Vec };
              const fresh = canSee(w, there, g, { ignoreFacing: true, ignoreFigures: true });
              expect(ground(there)).toBe(fresh);
              const full = canSee(w, there, g, { ignoreFacing: true });
              if (full) {
                fullSeen++;
                expect(fresh).toBe(true);
              } else if (fresh) groundOnly++;
            }
        }
      }
    }
    // Both kinds occur: sight, and sight that only bases block.
    expect(fullSeen).toBeGreaterThan(50);
    expect(groundOnly).toBeGreaterThan(0);
  });
});
