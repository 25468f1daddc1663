// Vehicles that act, with scripted dice (decisions 53-58): the crew ride inside and are no target of their
// own; the driver drives (pivot, then straight on, 1 AP a 6" leg), the crew move with it and the "moving"
// lines follow; each crew figure fires the mounted weapon it mans, with its own skill, at the chance the
// reducer rolls; a shot at the vehicle puts a morale marker on the crew, whose tests get "inside a vehicle";
// a destroyed vehicle lets its crew out; a crew figure may get out for 1 AP; the computer drives and fires.
import { describe, expect, it } from 'vitest';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { moraleChance, shootChance, spotChance } from '../../../src/rulesets/action-points/chance';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import type { ApState } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { fig, humveeScenario, ofType, refusal, run, scenario, start } from './helpers';

/** Blue's Humvee (Hale drives and mans the hmg, Vega the gpmg) against red's Karim in the open. */
function battle(dice: Record<string, number[][]> = {}, extra: Record<string, unknown> = {}): ApState {
  return start(humveeScenario({ crewRank: 'veteran', dice, ...extra })).state;
}

describe('the crew inside', () => {
  it('ride inside at the vehicle, are no target of their own, and test morale with +30% inside a vehicle', () => {
    const s = battle();
    expect([fig(s, 'b1').inside, fig(s, 'b1').at, fig(s, 'b2').inside]).toEqual(['hv1', [11, 28], 'hv1']);
    expect(moraleChance(s, fig(s, 'b1')).mods).toContainEqual(expect.objectContaining({ key: 'vehicle', value: 30 }));
  });

  it('a figure on foot cannot shoot a crew figure, only the vehicle', () => {
    // Red acts first: Karim is made a veteran with armour off, blue are average (phases 3, 5...).
    const s = begin(
      start(
        scenario({
          blue: [{ id: 'b1', at: [10, 30] }],
          red: [{ id: 'r1', rank: 'veteran', at: [10, 6], facing: 90 }],
          vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [11, 28], facing: 270, crew: ['b1'] }],
        }),
      ).state,
    ).state;
    expect(refusal(s, { do: 'shoot', figure: 'r1', target: 'b1' })).toBe('b1 is inside hv1: shoot at the vehicle');
  });

  it('may not walk or throw from inside', () => {
    const s = begin(battle()).state;
    expect(refusal(s, { do: 'walk', figure: 'b1', to: [11, 24] })).toMatch(/inside hv1, so may only spot, shoot/);
    expect(refusal(s, { do: 'throw', figure: 'b1', at: [11, 20] })).toMatch(/inside hv1/);
  });
});

describe('driving', () => {
  it('the driver drives 12" for 2 AP; the crew move with it; the vehicle is moving until its next act', () => {
    const s = begin(battle()).state;
    const { state, events } = run(s, { do: 'drive', figure: 'b1', to: [11, 16] });
    const v = state.vehicles![0]!;
    expect([v.at, v.facing, v.moving]).toEqual([[11, 16], 270, true]);
    expect([fig(state, 'b1').at, fig(state, 'b2').at]).toEqual([
      [11, 16],
      [11, 16],
    ]);
    expect(ofType(events, 'ap')[0]).toMatchObject({ action: 'drive hv1', cost: 2, left: 1 });
    expect(eventText({ ...ofType(events, 'move')[0]!, figure: 'the Humvee' })).toBe('The Humvee drives 12".');
  });

  it('pivoting past 90° costs 1 AP more; a second crew figure is not the driver', () => {
    const s = begin(battle()).state;
    // Facing 270 (up the table); driving down the table is a half turn: 1 leg + 1.
    const r = run(s, { do: 'drive', figure: 'b1', to: [11, 33] });
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 2 });
    expect(r.state.vehicles![0]!.facing).toBe(90);
    const next = run(r.state, { do: 'endAct', figure: 'b1' }).state;
    expect(refusal(next, { do: 'drive', figure: 'b2', to: [11, 30] })).toBe("b2 is not hv1's driver");
  });

  it('stops at buildings and woods, and at figures in the way', () => {
    const woods = {
      id: 'w1',
      type: 'woods',
      polygon: [
        [6, 14],
        [16, 14],
        [16, 20],
        [6, 20],
      ],
    };
    const s = begin(battle({}, { terrain: [woods] })).state;
    expect(refusal(s, { do: 'drive', figure: 'b1', to: [11, 10] })).toBe('hv1 cannot drive there: woods w1');
    const blocked = begin(
      battle({}, { vehicles: [{ id: 'hv1', side: 'blue', type: 'Humvee', at: [11, 28], facing: 270, crew: ['b1'] }] }),
    ).state;
    // Vega stands on foot at [12, 30]: driving through it is refused.
    expect(refusal(blocked, { do: 'drive', figure: 'b1', to: [13, 33] })).toMatch(/b2 is in the way/);
  });

  it('an immobilised vehicle does not drive', () => {
    const s = begin(battle()).state;
    s.vehicles![0]!.immobilised = true;
    expect(refusal(s, { do: 'drive', figure: 'b1', to: [11, 20] })).toBe('hv1 is immobilised and cannot move');
  });
});

describe('mounted weapons', () => {
  it('Hale mans the hmg: veteran 60% + heavy weapon crew 30%, less 20% while the Humvee moves; the roll is at that chance', () => {
    // Karim is in the open: Hale, on a heavy weapon, rolls to spot first (buttoned up -30%).
    const s0 = begin(battle({ spot: [[0, 5]], shoot: [[5, 0]], damage: [[1, 1, 1, 1]] })).state;
    const moved = run(s0, { do: 'drive', figure: 'b1', to: [11, 22] }).state;
    const sp = spotChance(moved, fig(moved, 'b1'), fig(moved, 'r1'));
    expect(sp.mods.map((m) => m.key)).toEqual(expect.arrayContaining(['buttonedUp', 'spotterVehicleMoving']));
    const spotted = run(moved, { do: 'spot', figure: 'b1', target: 'r1' });
    expect(ofType(spotted.events, 'test')[0]!.chance).toEqual(sp);
    const want = shootChance(spotted.state, fig(spotted.state, 'b1'), fig(spotted.state, 'r1'));
    expect(want.base.value + want.mods.reduce((a, m) => a + m.value, 0)).toBe(want.raw);
    expect(want.mods.map((m) => [m.key, m.value])).toEqual([
      ['heavyBonus', 30],
      ['attackerVehicleMoving', -20],
    ]);
    const shot = run(spotted.state, { do: 'shoot', figure: 'b1', target: 'r1' });
    const t = ofType(shot.events, 'test')[0]!;
    expect([t.chance.chance, t.roll, t.pass]).toEqual([70, 50, true]);
    // The hmg's 4d10 (all 1s) hit Karim: his own weapon was never the crew's rifle.
    expect(ofType(shot.events, 'damage')[0]).toMatchObject({ figure: 'r1', dice: [1, 1, 1, 1] });
  });

  it('a crew figure with no working mounted weapon cannot shoot from inside', () => {
    const s = begin(battle()).state;
    s.vehicles![0]!.weaponsLost = 2;
    expect(refusal(s, { do: 'shoot', figure: 'b1', target: 'r1' })).toBe('b1 mans no working mounted weapon in hv1');
  });
});

/** Red's veteran Karim with a heavy machine gun, able to hurt the Humvee (armour 2); red acts first. */
const hmgAtHumvee = (dice: Record<string, number[][]>) =>
  begin(start(humveeScenario({ dice, karim: { rank: 'veteran', weapon: 'hmg' } })).state).state;

describe('hits on the vehicle and the crew', () => {
  it('a shot at the Humvee puts a morale marker on each crew figure, hit or miss', () => {
    const s = hmgAtHumvee({ shoot: [[9, 9]] });
    const r = run(s, { do: 'shoot', figure: 'r1', target: 'hv1' });
    expect(ofType(r.events, 'marker').map((e) => e.figure)).toEqual(['b1', 'b2']);
    expect([fig(r.state, 'b1').markers, fig(r.state, 'b2').markers]).toEqual([1, 1]);
  });

  it('destroyed: the crew take 2d10 and get out beside the wreck, prone; a body lies where it fell', () => {
    const s = hmgAtHumvee({
      shoot: [[0]], // tens digit 0: a roll under 10 (the units digit is seeded)
      vehicleDamage: [[9]],
      damage: [
        [1, 1],
        [9, 9],
      ],
    });
    const r = run(s, { do: 'shoot', figure: 'r1', target: 'hv1' });
    expect(ofType(r.events, 'dismount').map((e) => [e.figure, e.at])).toEqual([
      ['b1', [12.5, 28]],
      ['b2', [9.5, 28]],
    ]);
    expect([fig(r.state, 'b1').inside, fig(r.state, 'b1').stance, fig(r.state, 'b2').wound]).toEqual([
      undefined,
      'prone',
      'dead',
    ]);
  });

  it('a crew figure gets out beside the vehicle for 1 AP and is then a figure like any other', () => {
    const s = begin(battle()).state;
    const r = run(s, { do: 'dismount', figure: 'b1' });
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 1, left: 2 });
    const b1 = fig(r.state, 'b1');
    expect([b1.inside, b1.at, b1.stance]).toEqual([undefined, [12.5, 28], 'standing']);
    expect(run(r.state, { do: 'walk', figure: 'b1', to: [15, 28] }).events.length).toBeGreaterThan(0);
  });
});

describe('the computer with a vehicle', () => {
  it('shoots the mounted weapon at a target it has spotted', () => {
    const s0 = begin(battle({}, {})).state;
    fig(s0, 'b1').seen.push('r1');
    const cmd = computerCommand(s0, { kind: 'command', side: 'blue', figure: 'b1', ap: 3, phase: 2, round: 1 });
    expect(cmd).toMatchObject({ do: 'shoot', figure: 'b1', target: 'r1' });
  });

  it('with nothing to shoot, the driver drives toward the enemy and stops short of it', () => {
    const wall = {
      id: 'h1',
      type: 'building',
      polygon: [
        [4, 12],
        [18, 12],
        [18, 14],
        [4, 14],
      ],
    };
    const s0 = begin(battle({}, { terrain: [wall] })).state;
    const cmd = computerCommand(s0, { kind: 'command', side: 'blue', figure: 'b1', ap: 3, phase: 2, round: 1 });
    expect(cmd.do).toBe('drive');
    const after = run(s0, cmd).state.vehicles![0]!;
    expect(after.at[1]).toBeLessThan(28);
  });
});
