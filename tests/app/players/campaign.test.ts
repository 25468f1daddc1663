// A campaign shared on the same side: a second player joins with a Star and group of their own, both groups
// take the field as two groups with their players named, both rosters go through the after-battle steps
// once, a reload keeps them, and undoing the end takes both back.
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../helpers';
import { App } from '../../../src/app/app';
import { afterEncounter } from '../../../src/rulesets/chain-reaction/solo/afterEncounter';
import { DiceBox } from '../../../src/core/dice/source';
import { unfinish } from '../../../src/app/campaign';

function playOut(app: App, limit = 5000): void {
  for (let i = 0; i < limit && app.session && !app.session.over; i++) {
    const r = app.stepComputer();
    if (!r || !r.ok) throw new Error(`stopped: ${r && !r.ok ? r.error : 'nothing to do'}`);
  }
}

describe('a same-side campaign', () => {
  it("keeps each player's Star and group from one encounter to the next", () => {
    const store = memoryStore();
    const app = new App(store);
    expect(app.beginCampaign({ star: 'Riker', rep: 5, force: 'military', seed: 'cs1' }).ok).toBe(true);
    const joined = app.addCampaignPlayer({ first: 'Ana', player: 'Cy', star: 'Vasquez', rep: 4, seed: 'cs1' });
    expect(joined.ok).toBe(true);
    // Names are checked: the same player twice, or a Star named like a figure already in the campaign.
    expect(app.addCampaignPlayer({ player: 'Cy', star: 'Hicks', rep: 4, seed: 'cs1' }).ok).toBe(false);
    expect(app.addCampaignPlayer({ player: 'Dee', star: 'Riker', rep: 4, seed: 'cs1' }).ok).toBe(false);
    const c0 = structuredClone(app.campaign!);
    expect(c0.player).toBe('Ana');
    const partner = c0.partners![0]!;
    expect(partner).toMatchObject({ player: 'Cy', roster: { star: { id: 'Vasquez', rep: 4, star: true } } });
    const ids = [c0.roster, partner.roster].flatMap((r) => [r.star.id, ...r.grunts.map((g) => g.id)]);
    expect(new Set(ids).size).toBe(ids.length);

    expect(app.campaignEncounter('patrol', 'clear', 'day', true, 'x').ok).toBe(true);
    expect(app.players.mode).toBe('sameSide');
    expect(app.players.players.map((p) => [p.name, p.figures![0]])).toEqual([
      ['Ana', 'Riker'],
      ['Cy', 'Vasquez'],
    ]);
    const s0 = app.session!.state;
    expect(s0.sides.find((x) => x.id === 'player')!.figures).toEqual(ids);

    playOut(app);
    expect(app.session!.over).toBe(true);
    const c1 = app.campaign!;
    expect(c1.roster.encounters).toBe(1);
    expect(c1.partners![0]!.roster.encounters).toBe(1);
    expect(c1.partners![0]!.roster.history).toHaveLength(1);
    // The same steps worked out by hand: the first roster, then the partner's, one dice stream.
    const box = new DiceBox(app.session!.state.dice);
    const roll = (req: Parameters<DiceBox['roll']>[0]) => box.roll(req);
    const partnerIds = new Set([partner.roster.star.id, ...partner.roster.grunts.map((g) => g.id)]);
    expect(c1.roster).toEqual(afterEncounter(c0.roster, app.session!.state, roll, () => {}, partnerIds));
    const mainIds = new Set([c1.roster.star.id, ...c1.roster.grunts.map((g) => g.id)]);
    expect(c1.partners![0]!.roster).toEqual(
      afterEncounter(partner.roster, app.session!.state, roll, () => {}, mainIds),
    );
    // Nobody in the two groups shares a name, newcomers included.
    const after = [c1.roster, c1.partners![0]!.roster].flatMap((r) => [r.star.id, ...r.grunts.map((g) => g.id)]);
    expect(new Set(after).size).toBe(after.length);

    // A reload keeps both players; undoing the last command takes both rosters back.
    const again = new App(store);
    expect(again.campaign!.partners).toEqual(c1.partners);
    expect(again.campaign!.player).toBe('Ana');
    expect(again.continueSaved().ok).toBe(true);
    const back = unfinish(c1, String(app.session!.source.seed), false);
    expect(back.roster).toEqual(c0.roster);
    expect(back.partners).toEqual(c0.partners);
    expect(back.player).toBe('Ana');
  });
});
