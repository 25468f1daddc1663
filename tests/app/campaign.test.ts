// The campaign at the screen: a Star's group carried from one encounter to the next in the browser's
// storage, the after-battle steps run once when an encounter ends (with the game's own dice), undo
// taking them back, and the roster file shared with `sim --roster`.
import { describe, expect, it } from 'vitest';
import { memoryStore } from './helpers';
import { App } from '../../src/app/app';
import { DEFAULT_OPTIONS } from '../../src/app/newBattle';
import { CAMPAIGN_KEY, finishEncounter, startCampaign, unfinish } from '../../src/app/campaign';
import { afterEncounter } from '../../src/rulesets/chain-reaction/solo/afterEncounter';
import { DiceBox } from '../../src/core/dice/source';
import { parseRoster } from '../../src/rulesets/chain-reaction/scenario/rosterSchema';
import { rosterCells } from '../../src/app/ui/campaignPanel';

function playOut(app: App, limit = 5000): void {
  for (let i = 0; i < limit && app.session && !app.session.over; i++) {
    const r = app.stepComputer();
    if (!r || !r.ok) throw new Error(`stopped: ${r && !r.ok ? r.error : 'nothing to do'}`);
  }
}

describe('a campaign in the browser', () => {
  it("recruits the first group: one roll per point of the Star's Rep, nobody above the Star", () => {
    const r = startCampaign({ star: 'Riker', rep: 5, force: 'military', seed: 'c1' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.campaign.roster.star).toMatchObject({ id: 'Riker', rep: 5, star: true, weapon: 'AR' });
    expect(r.value.campaign.roster.grunts.length).toBeLessThanOrEqual(5);
    for (const g of r.value.campaign.roster.grunts) expect(g.rep).toBeLessThanOrEqual(5);
    expect(r.value.lines[0]).toMatch(/^Riker \(Rep 5\) raises a group: 5 recruiting rolls/);
    expect(startCampaign({ star: '  ', rep: 5, force: 'military', seed: 'c1' })).toEqual({
      ok: false,
      error: 'error: campaign: the Star needs a name of 1 to 24 characters',
    });
  });

  it('plays an encounter with the roster, runs the after-battle steps once, and keeps them across a reload', () => {
    const store = memoryStore();
    const app = new App(store);
    expect(app.beginCampaign({ star: 'Riker', rep: 5, force: 'military', seed: 'c2' }).ok).toBe(true);
    const before = structuredClone(app.campaign!.roster);
    expect(app.campaignEncounter('patrol', 'clear', 'day', true, 'x').ok).toBe(true);
    // The roster is the player's group on the table, Star first.
    const s0 = app.session!.state;
    const mine = s0.sides.find((x) => x.id === 'player')!.figures;
    expect(mine).toEqual([before.star.id, ...before.grunts.map((g) => g.id)]);
    expect(s0.figures[before.star.id]).toMatchObject({ rep: 5, star: true });
    expect(app.campaign!.playing).toBe(app.session!.source.seed);

    playOut(app);
    expect(app.session!.over).toBe(true);
    const after = app.campaign!.roster;
    expect(after.encounters).toBe(1);
    expect(after.history).toHaveLength(1);
    expect(app.campaign!.playing).toBeUndefined();
    const report = app.campaignReport();
    expect(report && report.length).toBeGreaterThan(0);
    // The same steps worked out directly from the final state and its dice.
    const box = new DiceBox(app.session!.state.dice);
    expect(after).toEqual(afterEncounter(before, app.session!.state, (req) => box.roll(req)));

    // Another step or a reload does not run them again.
    const again = new App(store);
    expect(again.campaign!.roster).toEqual(after);
    expect(again.continueSaved().ok).toBe(true);
    expect(again.campaign!.roster.encounters).toBe(1);
    expect(JSON.parse(store.getItem(CAMPAIGN_KEY)!).roster.encounters).toBe(1);
  });

  it('the next encounter fields the roster as the last one left it', () => {
    const app = new App(memoryStore());
    app.beginCampaign({ star: 'Vex', rep: 4, force: 'guerilla', seed: 'c3' });
    app.campaignEncounter('raid', 'wooded', 'day', true, 'a');
    playOut(app);
    const roster = app.campaign!.roster;
    if (roster.over) {
      expect(app.campaignEncounter('patrol', 'clear', 'day', true, 'b')).toEqual({
        ok: false,
        error: 'error: campaign: the Star is gone, so the campaign is over; start a new one',
      });
      return;
    }
    expect(app.campaignEncounter('patrol', 'clear', 'day', true, 'b').ok).toBe(true);
    const s = app.session!.state;
    for (const m of [roster.star, ...roster.grunts])
      expect(s.figures[m.id]).toMatchObject({ rep: m.rep, weapon: m.weapon });
    expect(app.session!.source.seed).toBe(`Vex-2-b`);
  });

  it("undoing the battle's end takes the after-battle steps back", () => {
    const r = startCampaign({ star: 'Kim', rep: 5, force: 'military', seed: 'c4' });
    if (!r.ok) throw new Error('no campaign');
    const app = new App(memoryStore());
    app.beginCampaign({ star: 'Kim', rep: 5, force: 'military', seed: 'c4' });
    app.campaignEncounter('patrol', 'clear', 'day', true, 'u');
    playOut(app);
    const seed = app.session!.source.seed as string;
    const done = app.campaign!;
    expect(done.last?.seed).toBe(seed);
    const back = unfinish(done, seed, false);
    expect(back).toEqual({ roster: r.value.campaign.roster, playing: seed });
    // Still over, or another battle: nothing changes.
    expect(unfinish(done, seed, true)).toBe(done);
    expect(unfinish(done, 'other', false)).toBe(done);
    // And a battle that is not the campaign's never touches the roster.
    expect(finishEncounter(back, 'other', app.session!.state, true)).toBe(back);
  });

  it('an encounter opens on its Set up step, as one from the menu does: the player places the group first', () => {
    // Play-test 2 entry 25 (first pass 38): the campaign skipped Set up, so the solo set-up and turn 1 ran
    // (contact and all) before the player had done anything.
    for (const kind of ['patrol', 'raid', 'defend'] as const) {
      const app = new App(memoryStore());
      app.beginCampaign({ star: 'Ash', rep: 5, force: 'police', seed: `set-${kind}` });
      expect(app.campaignEncounter(kind, 'random', 'day', false, 's').ok).toBe(true);
      const menu = new App(memoryStore());
      const seed = app.session!.source.seed as string;
      expect(menu.newBattle({ ...DEFAULT_OPTIONS, kind, seed, playerForce: 'police', deploy: true }).ok).toBe(true);
      for (const a of [app, menu]) {
        expect(a.need(), kind).toMatchObject({ kind: 'command', side: 'player', deploying: true });
        expect(a.session!.waitingFor()).toBe('human');
        // Nothing has been played: the opening state is the only one.
        expect(a.session!.history).toHaveLength(1);
      }
      // The Set up step plays: the Star moved an inch within the player's sections (the first way the ground
      // allows), then the battle starts.
      const star = app.campaign!.roster.star.id;
      const [x, y] = app.session!.state.figures[star]!.at;
      const spots: [number, number][] = [
        [x + 1, y],
        [x - 1, y],
        [x, y - 1],
      ];
      const to = spots.find((at) => app.send({ do: 'place', placements: [{ figure: star, at }] }).ok);
      expect(to, kind).toBeDefined();
      expect(app.send({ do: 'startBattle' }).ok).toBe(true);
      expect(app.session!.state.figures[star]!.at).toEqual(to);
      expect(app.need()).not.toMatchObject({ deploying: true });
    }
    // Watching, the computer sets the group up itself, as from the menu.
    const watched = new App(memoryStore());
    watched.beginCampaign({ star: 'Ash', rep: 5, force: 'police', seed: 'set-watch' });
    expect(watched.campaignEncounter('patrol', 'random', 'day', true, 's').ok).toBe(true);
    expect(watched.need()).not.toMatchObject({ deploying: true });
  });

  it("with the card's Set up box unticked, the computer places the group and the battle is under way", () => {
    for (const kind of ['patrol', 'raid', 'defend'] as const) {
      const app = new App(memoryStore());
      app.beginCampaign({ star: 'Ash', rep: 5, force: 'police', seed: `skip-${kind}` });
      expect(app.campaignEncounter(kind, 'random', 'day', false, 's', false).ok).toBe(true);
      const menu = new App(memoryStore());
      const seed = app.session!.source.seed as string;
      expect(menu.newBattle({ ...DEFAULT_OPTIONS, kind, seed, playerForce: 'police', deploy: false }).ok).toBe(true);
      for (const a of [app, menu]) {
        // Past set-up (the solo set-up ran and the battle is under way): nothing asks the player to place the group.
        expect(a.need(), kind).toBeDefined();
        expect(a.need(), kind).not.toMatchObject({ deploying: true });
        expect(a.session!.source.generate, kind).not.toHaveProperty('deploy');
      }
      // Not watched: the player's side is still the person's to command.
      expect(app.session!.state.sides.find((s) => s.id === 'player')?.control, kind).toBe('human');
    }
  });

  it('reads and writes the same roster file as sim, with one-line errors for bad ones', () => {
    const app = new App(memoryStore());
    app.beginCampaign({ star: 'Riker', rep: 5, force: 'military', seed: 'c5' });
    const text = app.exportRoster();
    const parsed = parseRoster(text, 'roster.json');
    expect(parsed.ok && parsed.value).toEqual(app.campaign!.roster);
    const other = new App(memoryStore());
    expect(other.loadRoster(text, 'roster.json')).toEqual({ ok: true, value: undefined });
    expect(other.campaign!.roster).toEqual(app.campaign!.roster);
    expect(other.loadRoster('{"version": 1}', 'bad.json')).toEqual({
      ok: false,
      error: 'error: bad.json: force: missing (expected a force: military, police, gang, guerilla, militia)',
    });
    expect(other.loadRoster('{oops', 'bad.json').ok).toBe(false);
    expect(other.campaign!.roster).toEqual(app.campaign!.roster);
  });
});

// The roster table showed the token's codes ("AR", "BAR", "SMG"): a new player reads weapon names.
describe("the campaign card's roster table", () => {
  it('names each weapon as the Weapons Table does, never by its code', () => {
    expect(rosterCells({ id: 'Wren', rep: 5, weapon: 'AR', star: true })).toEqual(['Wren ★', 'Rep 5', 'Assault rifle']);
    expect(rosterCells({ id: 'Kowalski', rep: 4, weapon: 'BAR' })[2]).toBe('Bolt-action rifle');
    expect(rosterCells({ id: 'Reyes', rep: 3, weapon: 'SMG' })[2]).toBe('Submachine gun');
  });
});
