// A campaign's newcomers carry the die behind their Rep, as every other after-battle line gives its dice
// (play-test 11c: "Kowalski joins the group: Rep 4, carrying an assault rifle", with no die to check).
import { describe, expect, it } from 'vitest';
import { startCampaign } from '../../../../src/app/campaign';

describe("a newcomer's line", () => {
  it.each([
    ['military', '+1 police or soldier recruit'],
    ['gang', '-1 ganger, guerilla or militia recruit'],
  ] as const)('%s: the die, the force modifier, the score and the Rep the Recruiting table gives', (force, mod) => {
    const r = startCampaign({ star: 'Wren', rep: 5, force, seed: `recruit-words-${force}` });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const joins = r.value.lines.filter((l) => / joins the first group: /.test(l));
    expect(joins.length).toBe(r.value.campaign.roster.grunts.length);
    expect(joins.length).toBeGreaterThan(0);
    for (const line of joins) {
      const m = new RegExp(
        `^(\\w+) joins the first group: Rep (\\d) \\(die (\\d), ${mod.replace('+', '\\+')} = (-?\\d+), which the Recruiting table makes Rep \\2\\), carrying an? [a-z -]+\\.$`,
      ).exec(line);
      expect(m, line).not.toBeNull();
      const [, , rep, die, score] = m!.map(Number) as number[];
      expect(score).toBe(die! + (force === 'military' ? 1 : -1));
      // The Recruiting table (p.6): 1 or less Rep 3, 2-5 Rep 4, 6 or more Rep 5.
      expect(rep).toBe(score! <= 1 ? 3 : score! >= 6 ? 5 : 4);
    }
  });
});
