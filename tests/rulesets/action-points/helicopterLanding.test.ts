// Helicopters take off and land (decision 88): the pilot (its driver) spends 1 AP of its act on either, and
// flies with the AP left. On the ground it is a ground vehicle: terrain hides it, it may not fly, and only
// there do its crew get in and out or a casualty go aboard. It lands where it hovers, on ground a vehicle
// could stand on. The board offers Take off / Land to the pilot; the computer takes off to fly on.
import { describe, expect, it } from 'vitest';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { seesVehicle, shootChance } from '../../../src/rulesets/action-points/chance';
import { vehicleTarget } from '../../../src/rulesets/action-points/vehicles';
import { whyOf } from '../../../src/rulesets/action-points/reference';
import { flightRefusal } from '../../../src/rulesets/action-points/flight';
import { actionPoints } from '../../../src/rulesets/action-points';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { fig, humveeScenario, ofType, refusal, run, scenario, start } from './helpers';

const house = {
  id: 'h',
  type: 'building',
  polygon: [
    [6, 14],
    [16, 14],
    [16, 20],
    [6, 20],
  ],
};

/** Blue's Blackhawk (Hale its pilot, Vega the door gunner) at [11, 28] facing north; red's Karim 22" north. */
function battle(heli: Record<string, unknown> = {}, terrain: unknown[] = [house]): { state: ApState; need: ApNeed } {
  const b = begin(
    start(
      humveeScenario({
        crewRank: 'veteran',
        karim: { at: [11, 6] },
        humvee: { id: 'v1', type: 'Blackhawk', weapons: ['gpmg', 'gpmg'], ...heli },
        terrain,
      }),
    ).state,
  );
  return { state: b.state, need: b.need };
}

describe('a helicopter on the ground (decision 88)', () => {
  it('is hidden behind the building, may not fly; takes off for 1 AP, then flies 24" with the 2 AP left', () => {
    const { state } = battle({ landed: true });
    const v = state.vehicles![0]!;
    expect(v.landed).toBe(true);
    // On the ground: 0 storeys, so the building hides it from Karim, and no "target higher" on a shot.
    expect(seesVehicle(state, fig(state, 'r1'), v)).toBe(false);
    expect(shootChance(state, fig(state, 'r1'), vehicleTarget(state, v)).mods.map((m) => m.key)).not.toContain(
      'targetHigher',
    );
    expect(refusal(state, { do: 'drive', figure: 'b1', to: [11, 16] })).toBe(
      'v1 is on the ground: take off first (1 AP)',
    );
    // Vega, the door gunner, is no pilot (asked of the rule itself: it is Hale's act).
    expect(flightRefusal(state, fig(state, 'b2'), v, true)).toBe("b2 is not v1's pilot");
    const up = run(state, { do: 'takeOff', figure: 'b1' });
    expect(ofType(up.events, 'ap')[0]).toMatchObject({ cost: 1, left: 2, action: 'take off in v1' });
    const flight = ofType(up.events, 'flight')[0]!;
    expect(flight).toMatchObject({ figure: 'v1', up: true });
    expect(eventText(flight)).toBe('V1 takes off.');
    expect(whyOf(flight)).toBe('vehicles');
    // In the air: 3 storeys up, over the building; Karim sees it and a shot up at it is -30%.
    const air = up.state;
    expect(air.vehicles![0]!.landed).toBeUndefined();
    expect(seesVehicle(air, fig(air, 'r1'), air.vehicles![0]!)).toBe(true);
    expect(shootChance(air, fig(air, 'r1'), vehicleTarget(air, air.vehicles![0]!)).mods).toContainEqual(
      expect.objectContaining({ key: 'targetHigher', value: -30 }),
    );
    expect(refusal(air, { do: 'takeOff', figure: 'b1' })).toBe('v1 is already in the air');
    const flown = run(air, { do: 'drive', figure: 'b1', to: [11, 4] });
    expect(ofType(flown.events, 'move')[0]).toMatchObject({ how: 'fly', to: [11, 4], inches: 24 });
    expect(ofType(flown.events, 'ap')[0]).toMatchObject({ cost: 2, left: 0 });
  });

  it('lands for 1 AP on open ground, not over the building; only then do the crew get out', () => {
    const over = battle({ at: [11, 17] });
    expect(refusal(over.state, { do: 'land', figure: 'b1' })).toBe('building h is underneath');
    const { state } = battle();
    expect(refusal(state, { do: 'dismount', figure: 'b1' })).toBe('v1 is in the air: the pilot must land first');
    const down = run(state, { do: 'land', figure: 'b1' });
    expect(eventText(ofType(down.events, 'flight')[0]!)).toBe('V1 lands.');
    expect(down.state.vehicles![0]!.landed).toBe(true);
    expect(refusal(down.state, { do: 'land', figure: 'b1' })).toBe('v1 is already on the ground');
    // Landed, a crew figure may get out (Hale, the pilot, still in his act).
    const out = run(down.state, { do: 'dismount', figure: 'b1' });
    expect(fig(out.state, 'b1').inside).toBeUndefined();
    // ... and back in, beside it.
    expect(run(out.state, { do: 'mount', figure: 'b1', vehicle: 'v1' }).state.figures[0]!.inside).toBe('v1');
  });

  it('a file may start only a helicopter landed', () => {
    const check = (type: string) =>
      actionPoints.scenario.check(
        scenario({
          blue: [{ id: 'b1', at: [10, 30] }],
          red: [{ id: 'r1', at: [11, 6] }],
          vehicles: [{ id: 'v1', side: 'blue', type, at: [11, 28], crew: ['b1'], landed: true }],
        }),
      );
    const humvee = check('Humvee');
    expect(humvee.ok || `${humvee.error.path}: ${humvee.error.message}`).toBe(
      'vehicles[0].landed: a Humvee is no helicopter: only a helicopter lands',
    );
    expect(check('Chinook').ok).toBe(true);
  });

  it('the board offers the pilot Take off (Fly waits for it), then Land; the computer takes off to fly on', () => {
    const { state, need } = battle({ landed: true });
    const choices = actionPoints.board!.choices(state, need as Extract<ApNeed, { kind: 'command' }>);
    const fly = choices.find((c) => c.key === 'drive')!;
    expect([fly.enabled, fly.why]).toEqual([false, 'the Blackhawk is on the ground: take off first']);
    const take = choices.find((c) => c.key === 'takeOff')!;
    expect([take.label, take.enabled, take.command]).toEqual([
      'Take off (1 AP)',
      true,
      { do: 'takeOff', figure: 'b1' },
    ]);
    const air = run(state, { do: 'takeOff', figure: 'b1' }).state;
    const after = actionPoints.board!.choices(air, { ...(need as Extract<ApNeed, { kind: 'command' }>), ap: 2 });
    expect(after.find((c) => c.key === 'land')).toMatchObject({
      label: 'Land the Blackhawk here (1 AP)',
      enabled: true,
    });
    expect(after.find((c) => c.key === 'takeOff')).toBeUndefined();
    // The computer: nothing in sight to shoot, so the pilot takes off (then flies toward the enemy).
    expect(computerCommand(state, need as ApNeed & { kind: 'command' })).toEqual({ do: 'takeOff', figure: 'b1' });
  });
});
