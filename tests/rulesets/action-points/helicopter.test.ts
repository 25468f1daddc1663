// Helicopters fly (decision 64): 12" an AP over anything on the ground, turning for nothing; no IED goes off
// under one; in the air it has no cover (seen without a roll where a line reaches it; no cover line on a
// shot) and its body blocks no sight between figures on the ground. A ground vehicle on the same ground
// is stopped, pays to turn, sets the IED off and blocks the line, as before. In the air it is 3 storeys up
// (decision 81): lines to and from it pass over the ground's terrain (not smoke), and the storey rows apply.
import { describe, expect, it } from 'vitest';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { drivePath } from '../../../src/rulesets/action-points/crew';
import { seesVehicle, shootChance, spotChance } from '../../../src/rulesets/action-points/chance';
import { hasSight } from '../../../src/rulesets/action-points/terrain';
import { vehicleTarget } from '../../../src/rulesets/action-points/vehicles';
import { actionPoints } from '../../../src/rulesets/action-points';
import type { ApState } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';
import { fig, ofType, refusal, run, scenario, start } from './helpers';

const block = (id: string, type: string, y0: number, y1: number) => ({
  id,
  type,
  polygon: [
    [6, y0],
    [16, y0],
    [16, y1],
    [6, y1],
  ],
});

/** Blue's aircraft or Humvee (Hale at the controls) at [11, 28] facing north; red's Karim 22" north. */
function battle(type: string, terrain: unknown[] = [], extra: Record<string, unknown> = {}): ApState {
  return begin(
    start(
      scenario({
        terrain,
        blue: [{ id: 'b1', name: 'Hale', rank: 'veteran', at: [10, 30] }],
        red: [{ id: 'r1', name: 'Karim', at: [11, 6], facing: 90 }],
        vehicles: [{ id: 'v1', side: 'blue', type, at: [11, 28], facing: 270, crew: ['b1'], weapons: ['gpmg'] }],
        ...extra,
      }),
    ).state,
  ).state;
}

describe('a helicopter flies', () => {
  it('12" an AP over a building that stops a Humvee; no AP to turn about', () => {
    const house = block('h', 'building', 20, 24);
    expect(drivePath(battle('Humvee', [house]), battle('Humvee', [house]).vehicles![0]!, [11, 16])).toEqual({
      blocked: 'building h',
    });
    const heli = battle('Blackhawk', [house]);
    expect(drivePath(heli, heli.vehicles![0]!, [11, 16])).toEqual({ ap: 1, facing: 270 });
    // About turn: a Humvee pays 1 AP more, the Blackhawk nothing.
    const hv = battle('Humvee');
    expect(drivePath(hv, hv.vehicles![0]!, [11, 33])).toEqual({ ap: 2, facing: 90 });
    expect(drivePath(heli, heli.vehicles![0]!, [11, 33])).toEqual({ ap: 1, facing: 90 });
    const r = run(heli, { do: 'drive', figure: 'b1', to: [11, 16] });
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ cost: 1, left: 2 });
    const move = ofType(r.events, 'move')[0]!;
    expect(move).toMatchObject({ figure: 'v1', how: 'fly', to: [11, 16], inches: 12 });
    expect(eventText(move)).toBe('V1 flies 12".');
    expect(refusal(heli, { do: 'drive', figure: 'b1', to: [11, 2] })).toBe(
      'v1 cannot drive there: too near the table edge',
    );
  });

  it('sets off no IED on its path; a Humvee on the same path does', () => {
    const ied = { ieds: [{ id: 'x1', at: [11, 22], pen: 3 }] };
    const heli = run(battle('Blackhawk', [], ied), { do: 'drive', figure: 'b1', to: [11, 16] });
    expect(ofType(heli.events, 'ied')).toEqual([]);
    // Its AP are for flying it, as the move line says "flies" (session 10 hunt: "drive the Blackhawk").
    expect(ofType(heli.events, 'ap')[0]!.action).toBe('fly v1');
    expect(heli.state.ieds![0]!.spent).toBe(false);
    const hv = run(battle('Humvee', [], ied), { do: 'drive', figure: 'b1', to: [11, 16] });
    expect(ofType(hv.events, 'ied').map((e) => e.ied)).toEqual(['x1']);
  });

  it('has no cover over the woods: seen without a roll, and no cover line on a shot at it', () => {
    const woods = block('t', 'woods', 27.5, 31);
    const hv = battle('Humvee', [woods]);
    expect(seesVehicle(hv, fig(hv, 'r1'), hv.vehicles![0]!)).toBe(false);
    const heli = battle('Blackhawk', [woods]);
    expect(seesVehicle(heli, fig(heli, 'r1'), heli.vehicles![0]!)).toBe(true);
    const keys = (s: ApState) => shootChance(s, fig(s, 'r1'), vehicleTarget(s, s.vehicles![0]!)).mods.map((m) => m.key);
    expect(keys(hv)).toContain('vehicleSoftCover');
    expect(keys(heli)).not.toContain('vehicleSoftCover');
    expect(spotChance(heli, fig(heli, 'r1'), vehicleTarget(heli, heli.vehicles![0]!)).mods.map((m) => m.key)).toEqual(
      [],
    );
  });

  it('blocks no sight between figures on the ground; a Humvee there does', () => {
    const sight = (type: string) => {
      const s = start(
        scenario({
          blue: [
            { id: 'b1', at: [20, 30] },
            { id: 'b2', at: [11, 34], facing: 270 },
          ],
          red: [{ id: 'r1', at: [11, 20], facing: 90 }],
          vehicles: [{ id: 'v1', side: 'blue', type, at: [11, 28], facing: 0, crew: ['b1'] }],
        }),
      ).state;
      return hasSight(s, fig(s, 'r1'), fig(s, 'b2'));
    };
    expect(sight('Humvee')).toBe(false);
    expect(sight('Blackhawk')).toBe(true);
  });

  it('the table offers Fly, at 12" an AP', () => {
    const s = battle('Blackhawk');
    const need = { kind: 'command', side: 'blue', figure: 'b1', ap: 3, phase: 2, round: 1 } as const;
    const c = actionPoints.board!.choices(s, need).find((x) => x.key === 'drive')!;
    expect(c.label).toBe('Fly the Blackhawk (1 AP per 12")');
    const t = c.target as Extract<typeof c.target, { kind: 'point' }>;
    expect(t.command([11, 16])).toEqual({ ok: true, command: { do: 'drive', figure: 'b1', to: [11, 16] } });
    expect(t.preview!([11, 16])!.note).toBe('Fly 12.0": 1 AP, 2 AP left after');
  });
});

describe('a helicopter in the air is 3 storeys up (decision 81)', () => {
  const house = block('h', 'building', 14, 20);

  it('sees and is seen over a building that hides a Humvee; smoke still blocks; brought down, it is hidden again', () => {
    const hv = battle('Humvee', [house]);
    expect(seesVehicle(hv, fig(hv, 'r1'), hv.vehicles![0]!)).toBe(false);
    expect(hasSight(hv, fig(hv, 'b1'), fig(hv, 'r1'))).toBe(false);
    const heli = battle('Blackhawk', [house]);
    expect(seesVehicle(heli, fig(heli, 'r1'), heli.vehicles![0]!)).toBe(true);
    expect(hasSight(heli, fig(heli, 'b1'), fig(heli, 'r1'))).toBe(true);
    const smoky = battle('Blackhawk', [house]);
    smoky.smoke.push({ at: [11, 12], radius: 2, untilRound: 6 });
    expect(seesVehicle(smoky, fig(smoky, 'r1'), smoky.vehicles![0]!)).toBe(false);
    const down = battle('Blackhawk', [house]);
    down.vehicles![0]!.immobilised = true;
    expect(seesVehicle(down, fig(down, 'r1'), down.vehicles![0]!)).toBe(false);
    const token = (st: ApState) => actionPoints.board!.view(st).figures.find((x) => x.id === 'v1')!;
    expect(token(heli).badges).toEqual(['in the air']);
    expect(token(heli).card?.at(-1)).toBe(
      "in the air, 3 storeys up: it sees and is seen over the ground's cover (not smoke)",
    );
    expect(token(down).badges).toEqual(['down']);
  });

  it('a shot up at it reads "target higher" 3 storeys, -30%; its gunner shoots down at +30%', () => {
    const heli = battle('Blackhawk');
    // Karim, average 50%, at the Blackhawk 22" off: target higher, 3 storeys, -30% = 20%.
    const up = shootChance(heli, fig(heli, 'r1'), vehicleTarget(heli, heli.vehicles![0]!));
    expect(up.mods.find((m) => m.key === 'targetHigher')).toMatchObject({ value: -30 });
    expect(up.chance).toBe(20);
    const hv = battle('Humvee');
    expect(shootChance(hv, fig(hv, 'r1'), vehicleTarget(hv, hv.vehicles![0]!)).chance).toBe(50);
    // Hale mans the gpmg 3 storeys above Karim: shooting from above +30% on top of the Humvee gunner's chance.
    const downAt = (s: ApState) => shootChance(s, fig(s, 'b1'), fig(s, 'r1'));
    expect(downAt(heli).mods.find((m) => m.key === 'fromAbove')).toMatchObject({ value: 30 });
    expect(downAt(heli).raw - downAt(hv).raw).toBe(30);
  });
});
