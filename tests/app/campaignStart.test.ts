// A campaign shared by two players starts each of its encounters (12 figures of the players' side, set down by
// the game before they are placed). The file check refuses a figure standing on a building's outline, and the
// game's own start spots once put some there: 28 of 300 such encounters failed to start, and the browser's shared
// campaign test timed out on the random ones among them. The check was taken back, then restored in session 17
// with the spots kept clear (app/players/setup.ts); this guards both.
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { memoryStore } from './helpers';

const KINDS = ['patrol', 'raid', 'defend'] as const;

describe('a campaign shared by two players', () => {
  it('starts its next encounter, of every kind, on 60 seeds (17, 44 and 46 were refused)', () => {
    const refused: string[] = [];
    for (let i = 0; i < 60; i++) {
      const app = new App(memoryStore());
      expect(app.beginCampaign({ star: 'Riker', rep: 5, force: 'military', seed: `Riker-zz${i}` }).ok).toBe(true);
      expect(app.addCampaignPlayer({ first: 'Ana', player: 'Cy', star: 'Vasquez', rep: 5, seed: `p-zz${i}` }).ok).toBe(
        true,
      );
      const kind = KINDS[i % 3]!;
      const r = app.campaignEncounter(kind, 'random', 'day', false, `s${i}`, true);
      if (!r.ok) refused.push(`${i} ${kind}: ${r.error}`);
      else expect(app.session).toBeDefined();
    }
    expect(refused).toEqual([]);
  });
});
