// The vehicles' chainguns, autocannon and tank guns (decision 87): the heavy weapons table's Chaingun (PEN 8),
// AutoCannon (PEN 7) and MBT Cannon (PEN 20) rows, mounted where the vehicle table lists them and fired by the
// crew figure that mans them with `fire`, one round a firing, at the heavy weapon crew bonus, deviating on the
// MBT cannon's row, and putting "under ATGM, cannon or chaingun fire" (−50%) on those caught. Scripted dice.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { moraleChance } from '../../../src/rulesets/action-points/chance';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { fig, humveeScenario, ofType, refusal, run, start } from './helpers';

const board = actionPoints.board!;
type PointTarget = Extract<NonNullable<ReturnType<typeof board.choices>[number]['target']>, { kind: 'point' }>;

function acting(file: Record<string, unknown>): { state: ApState; need: ApNeed } {
  const b = begin(start(file).state);
  return { state: b.state, need: b.need };
}

/** Blue's vehicle (type and weapons given) crewed by Hale (b1) and Vega (b2), average; Karim, a novice, south. */
function gunFile(type: string, weapons: string[], o: Record<string, unknown> = {}): Record<string, unknown> {
  return humveeScenario({
    table: { width: 48, height: 48 },
    humvee: { type, weapons },
    karim: { rank: 'novice', at: [11, 45] },
    ...o,
  });
}

describe('a chaingun on a Bradley', () => {
  it('fires one round at average 50% + heavy crew 20% = 70%: 6d10 in the 2.5" kill zone, "under chaingun fire" −50%', () => {
    const { state, need } = acting(
      gunFile('Bradley', ['chaingun'], { dice: { shoot: [[1, 1]], damage: [[1, 1, 1, 1, 1, 1]] } }),
    );
    expect(need).toMatchObject({ kind: 'command', figure: 'b1' });
    // The board offers Hale the chaingun's Fire buttons with the chance it will roll.
    const choices = board.choices(state, need as Extract<ApNeed, { kind: 'command' }>);
    const fire = choices.find((c) => c.key === 'fire')!;
    expect(fire.label).toBe('Fire the chaingun (1 AP, 20 rounds left)');
    const note = (fire.target as PointTarget).preview!([11, 45])!.note!;
    expect(note).toMatch(
      /^chaingun: 20 rounds left, 5" to 1500" \(nothing nearer than 5"\)\. Karim, 17\.0" away: average 50%, heavy weapon crew \+20% = 70% \(1 AP\)/,
    );
    expect(note).toContain('a miss lands 2d10/2" off');
    expect(note).toContain('Kill zone 2.5" 6d10, damage zone 7.5" 1d10.');
    const r = run(state, { do: 'fire', figure: 'b1', target: 'r1' });
    const t = ofType(r.events, 'test')[0]!;
    expect([t.test, t.roll, t.pass, t.chance.chance]).toEqual(['fire chaingun', 11, true, 70]);
    expect(eventText(t)).toMatch(/^b1 fires the chaingun at r1: average 50%, heavy weapon crew \+20% = 70%/);
    // One round a firing: no 1d6/2 roll.
    expect(ofType(r.events, 'rounds')).toEqual([]);
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [11, 45], kill: ['r1'], what: 'chaingun' });
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ figure: 'r1', dice: [1, 1, 1, 1, 1, 1] });
    expect(r.state.vehicles![0]!.mountedRounds).toBe(19);
    // Karim's next morale test reads the heavy weapons line of the morale table.
    const k = fig(r.state, 'r1');
    expect(k.fireKey).toBe('heavyFire');
    const m = moraleChance(r.state, k);
    expect(m.mods.find((x) => x.key === 'heavyFire')).toMatchObject({ value: -50 });
    // The card says the gun, its rounds and range.
    const card = board.view(r.state).figures.find((x) => x.id === 'hv1')!.card!;
    expect(card).toContain('weapons: chaingun (19 rounds left, 5" to 1500")');
    // A rifle shot is refused: the gun is fired with `fire`.
    expect(refusal(state, { do: 'shoot', figure: 'b1', target: 'r1' })).toBe(
      'b1 mans the chaingun in hv1: use Fire, at a point or a target',
    );
  });

  it('may be mounted only where the vehicle table lists it; one kind of blast gun a vehicle', () => {
    const check = (f: Record<string, unknown>) => actionPoints.scenario.check(f);
    const humvee = check(gunFile('Humvee', ['chaingun']));
    expect(humvee.ok || humvee.error.message).toBe(
      'a Humvee mounts no chaingun (the vehicle table gives one to: LAV/Stryker/M113/Boxer/Puma, Bradley, Apache/Tigre)',
    );
    const both = check(gunFile('LAV/Stryker/M113/Boxer/Puma', ['chaingun', 'gmg']));
    expect(both.ok || both.error.message).toBe(
      'mount one kind of blast gun, not chaingun and grenade machine gun (their rounds are one count)',
    );
    const warrior = check(gunFile('Warrior', ['chaingun']));
    expect(warrior.ok || warrior.error.message).toContain('a Warrior mounts no chaingun');
    expect(check(gunFile('Warrior', ['autocannon'])).ok).toBe(true);
    expect(check(gunFile('MBT 2', ['mbtCannon', 'hmg'])).ok).toBe(true);
  });
});

describe("a Warrior's autocannon", () => {
  it('lands on an enemy Humvee: PEN 7 against armour 2, 1d10 = 9 destroys it and its crew take 2d10', () => {
    const file = gunFile('Warrior', ['autocannon'], {
      moreVehicles: [{ id: 'hv2', side: 'red', type: 'Humvee', at: [11, 45], facing: 90, crew: ['r1'] }],
      karim: { rank: 'novice', at: [11, 45] },
      dice: { shoot: [[2, 0]], vehicleDamage: [[9]], damage: [[1, 1]] },
    });
    const { state } = acting(file);
    const r = run(state, { do: 'fire', figure: 'b1', target: 'hv2' });
    const t = ofType(r.events, 'test')[0]!;
    expect([t.test, t.roll, t.pass, t.chance.chance]).toEqual(['fire autocannon', 20, true, 70]);
    expect(ofType(r.events, 'vehicleHit')[0]).toMatchObject({ vehicle: 'hv2', pen: 7, armour: 2, roll: 9 });
    expect(ofType(r.events, 'vehicleHit')[0]!.result).toBe('destroyed');
    expect(r.state.vehicles![1]!.destroyed).toBe(true);
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ figure: 'r1', dice: [1, 1] });
  });
});

describe("a tank's main gun", () => {
  it('refuses inside 35"; an average miss deviates 2d10 m halved, and the 10" damage zone deals 3d10', () => {
    const near = acting(gunFile('MBT 1', ['mbtCannon']));
    expect(refusal(near.state, { do: 'fire', figure: 'b1', target: 'r1' })).toBe(
      'that is 17.0" away, inside the tank gun\'s minimum range of 35"',
    );
    // Blue's tank at the north edge, Karim 41" south of it in the open.
    const far = acting(
      gunFile('MBT 1', ['mbtCannon'], {
        humvee: { type: 'MBT 1', weapons: ['mbtCannon'], at: [11, 4], facing: 90 },
        dice: { shoot: [[8, 0]], deviation: [[6, 4, 4]], damage: [[2, 2, 2, 2, 2, 2]] },
      }),
    );
    const r = run(far.state, { do: 'fire', figure: 'b1', target: 'r1' });
    const t = ofType(r.events, 'test')[0]!;
    expect([t.test, t.roll, t.pass, t.chance.chance]).toEqual(['fire tank gun', 80, false, 70]);
    // 2d10 = 8 m, halved: 4" toward 6 o'clock, back toward the tank.
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ aimed: [11, 45], landed: [11, 41], inches: 4 });
    // Karim is 4" from the burst: inside its 5" kill zone, 6d10 (scripted 2s: 12, a dead novice).
    expect(ofType(r.events, 'blast')[0]).toMatchObject({ at: [11, 41], kill: ['r1'], what: 'tank gun' });
    expect(fig(r.state, 'r1').fireKey).toBe('heavyFire');
  });
});
