// IEDs with scripted dice (decisions 59-60): a vehicle driving over one sets it off — its PEN against the
// vehicle's IED protection, the damage table when it reaches, the blast on figures on foot round it as a
// hand grenade's — and an immobilised vehicle stops over it; a figure on foot walks over it; it goes off once.
import { describe, expect, it } from 'vitest';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import { actionPoints } from '../../../src/rulesets/action-points';
import type { ApState } from '../../../src/rulesets/action-points/types';
import { fig, ofType, run, scenario, start } from './helpers';

function battle(type: string, dice: Record<string, number[][]> = {}): ApState {
  return begin(
    start(
      scenario({
        dice,
        blue: [{ id: 'b1', name: 'Hale', rank: 'veteran', at: [10, 30] }],
        red: [
          { id: 'r1', name: 'Karim', at: [30, 6] },
          { id: 'r2', name: 'Omar', at: [13, 20] },
        ],
        vehicles: [{ id: 'hv1', side: 'blue', type, at: [11, 28], facing: 270, crew: ['b1'] }],
        ieds: [{ id: 'ied1', at: [11, 20], pen: 3 }],
      }),
    ).state,
  ).state;
}

describe('IEDs', () => {
  it('a Humvee (IED protection 1) drives over a PEN 3 IED: 1d10 2 immobilised, it stops over it; Omar 2.2" off is in the kill zone', () => {
    const s = battle('Humvee', { vehicleDamage: [[2]], damage: [[3, 2, 1, 1]] });
    const r = run(s, { do: 'drive', figure: 'b1', to: [11, 16] });
    const v = r.state.vehicles![0]!;
    expect(ofType(r.events, 'ied')[0]).toMatchObject({ ied: 'ied1', vehicle: 'hv1', pen: 3, kill: ['r2'], damage: [] });
    expect(ofType(r.events, 'vehicleHit')[0]).toMatchObject({
      by: 'ied1',
      pen: 3,
      armour: 1,
      roll: 2,
      result: 'immobilised',
    });
    expect([v.at, v.immobilised, fig(r.state, 'b1').at]).toEqual([[11, 20], true, [11, 20]]);
    expect(ofType(r.events, 'move').map((e) => e.to)).toEqual([[11, 20]]);
    expect(ofType(r.events, 'damage')[0]).toMatchObject({ figure: 'r2', dice: [3, 2, 1, 1] });
    expect(r.state.ieds![0]!.spent).toBe(true);
    // The crew inside are out of the blast.
    expect(ofType(r.events, 'damage').map((e) => e.figure)).toEqual(['r2']);
  });

  it('the log says it in numbers, with names', () => {
    const s = battle('Humvee', { vehicleDamage: [[2]], damage: [[3, 2, 1, 1]] });
    const r = reduce(s, { do: 'drive', figure: 'b1', to: [11, 16] });
    if (!r.ok) throw new Error(r.error);
    const log = actionPoints.view!.log(() => r.state);
    log.add(r.events);
    const lines = log.lines().map((l) => l.text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'An IED goes off under the Humvee, PEN 3; the blast catches Omar (kill zone).',
        'The Humvee is hit by an IED: PEN 3 against 1, 1d10 rolled 2: immobilised.',
      ]),
    );
  });

  it('an M1117 (IED protection 4) shrugs off PEN 3 with no roll and drives on to its point', () => {
    const s = battle('M1117', { damage: [[1, 1, 1, 1]] });
    const r = run(s, { do: 'drive', figure: 'b1', to: [11, 16] });
    expect(ofType(r.events, 'vehicleHit')[0]).toMatchObject({ pen: 3, armour: 4, result: 'noEffect' });
    expect(ofType(r.events, 'roll').filter((e) => e.purpose === 'vehicleDamage')).toEqual([]);
    expect(r.state.vehicles![0]!.at).toEqual([11, 16]);
    expect(ofType(r.events, 'move').map((e) => e.to)).toEqual([
      [11, 20],
      [11, 16],
    ]);
  });

  it('goes off once, and not under a figure on foot', () => {
    const s = battle('M1117', { damage: [[1, 1, 1, 1]] });
    const once = run(s, { do: 'drive', figure: 'b1', to: [11, 16] }).state;
    once.clock.ap = 3; // (a fresh act's AP, to drive back over the spot)
    const back = run(once, { do: 'drive', figure: 'b1', to: [11, 22] });
    expect(ofType(back.events, 'ied')).toEqual([]);
    // On foot: Hale gets out and walks across the same kind of point: nothing happens.
    const foot = begin(
      start(
        scenario({
          blue: [{ id: 'b1', rank: 'veteran', at: [11, 24] }],
          red: [{ id: 'r1', at: [30, 6] }],
          ieds: [{ id: 'ied1', at: [11, 22], pen: 3 }],
        }),
      ).state,
    ).state;
    const walked = run(foot, { do: 'walk', figure: 'b1', to: [11, 19] });
    expect(ofType(walked.events, 'ied')).toEqual([]);
    expect(walked.state.ieds![0]!.spent).toBe(false);
  });
});
