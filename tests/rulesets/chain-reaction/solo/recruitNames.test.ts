import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RECRUIT_NAMES, recruitName } from '../../../../src/rulesets/chain-reaction/solo/names';
import { startCampaign } from '../../../../src/app/campaign';
import { FORCES } from '../../../../src/scenario/vocab';

describe('campaign recruits are named from a list per force', () => {
  it('the same seed names the same recruits; every name is from the force list and none repeats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORCES),
        fc.string({ minLength: 1, maxLength: 10 }),
        fc.integer({ min: 3, max: 6 }),
        (force, seed, rep) => {
          const start = () => {
            const r = startCampaign({ star: 'Riker', rep, force, seed });
            if (!r.ok) throw new Error(r.error);
            return r.value.campaign.roster;
          };
          const a = start();
          const ids = a.grunts.map((g) => g.id);
          expect(ids).toEqual(start().grunts.map((g) => g.id));
          for (const id of ids) expect(RECRUIT_NAMES[force]).toContain(id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.some((id) => /^Riker-\d/.test(id))).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("skips a name already taken (the Star's own too) and comes round with a number when the list runs out", () => {
    const list = RECRUIT_NAMES.gang;
    const first = recruitName('gang', 'Vex', 1, new Set());
    expect(recruitName('gang', 'Vex', 1, new Set([first]))).not.toBe(first);
    const all = new Set(list);
    expect(recruitName('gang', 'Vex', 1, all)).toMatch(/^\w+ 2$/);
  });
});
