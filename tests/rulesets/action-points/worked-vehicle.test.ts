// A whole worked vehicle turn written out by hand from the tables (scripted dice): combat phase 2, blue's
// Humvee. Its driver spots, drives and fires the .50 cal from the moving vehicle; its second crewman fires
// the gpmg at the enemy Technical and immobilises it. Every number below is read off the tables.
//
//   y=6    Karim (r1, average, rifle) at (10, 6)          [Technical t1 at (24, 10), Andrei (r2, novice) inside]
//            ^
//            |  16.0" to Karim after the drive; 17.7" from (11, 22) to the Technical
//   y=22   Humvee hv1 after the drive (11, 22)
//            ^  6" north: 1 AP (a drive leg is a run's 6", decision 54; already facing north, no turn)
//   y=28   Humvee hv1 at the start (11, 28), Hale (b1: drives, mans the hmg) and Vega (b2: mans the gpmg)
//
// Phase order (combat phases table by BODY): veterans 15 act in 2, 4, 6, 8; Karim (average, 13) in 3, 5,
// 7, 9; Andrei (novice, 11) in 4, 6, 8, 10. Phase 2 is the Humvee crew's alone, Hale first (crew order).
//
// Hale, 3 AP:
//   spot Karim (1 AP): heavy weapons always roll to spot (rulings). Veteran spot 60%, spotter inside a vehicle
//     (buttoned up) -30% = 30%; Karim stands still in the open, so no target row. Rolled 12 <= 30: spotted
//     (a critical would be 03 or less).
//   drive (1 AP): 6" to (11, 22); the Humvee is now moving.
//   shoot Karim (1 AP): veteran 60%, heavy weapon crew +30% (the veteran's heavy bonus), shooter in a moving
//     vehicle -20% = 70%; 16" is past the 4" close band. Rolled 57 <= 70: a hit. hmg damage 4d10 =
//     3+2+1+2 = 8, no armour: the wound table's 7-9 row, a serious wound (Karim drops prone). Consciousness
//     for a serious wound 40%: rolled 25, he stays awake. The shot puts a morale marker on him, hit or miss.
// Vega, 3 AP:
//   shoot the Technical with 2 AP of aim (3 AP): a vehicle in the open is seen without a roll (decision 61).
//     Veteran 60%, heavy weapon crew +30%, aimed 2 AP +20%, shooter in a moving vehicle -20% = 90%. Rolled
//     42: a hit. gpmg PEN 1 (decision 50) against the Technical's armour 0: it damages; vehicle damage 1d10
//     = 3, the 1-4 row: immobilised. Andrei inside gets a morale marker (decision 56).
import { describe, expect, it } from 'vitest';
import { fig, humveeScenario, play, texts } from './helpers';

describe('a worked vehicle turn (phase 2, the Humvee)', () => {
  const r = play(
    humveeScenario({
      crewRank: 'veteran',
      red: [
        { id: 'r1', name: 'Karim', at: [10, 6], facing: 90 },
        { id: 'r2', name: 'Andrei', rank: 'novice', at: [24, 10] },
      ],
      moreVehicles: [
        { id: 't1', side: 'red', type: 'Technical', at: [24, 10], facing: 180, crew: ['r2'], weapons: ['gpmg'] },
      ],
      dice: {
        spot: [[1, 2]],
        shoot: [
          [5, 7],
          [4, 2],
        ],
        damage: [[3, 2, 1, 2]],
        consciousness: [[2, 5]],
        vehicleDamage: [[3]],
      },
      commands: [
        { do: 'spot', figure: 'b1', target: 'r1' },
        { do: 'drive', figure: 'b1', to: [11, 22] },
        { do: 'shoot', figure: 'b1', target: 'r1' },
        { do: 'shoot', figure: 'b2', target: 't1', aim: 2 },
      ],
    }),
  );

  it('reads as written', () => {
    expect(r.illegal).toBeUndefined();
    expect(texts(r.events).filter((l) => !l.includes(' roll for '))).toEqual([
      'Round 1, combat phase 2: b1, b2 act, in that order.',
      'b1 acts with 3 AP.',
      'b1: spot r1 for 1 AP, 2 left.',
      'b1 tries to spot r1: veteran 60%, spotter inside a vehicle (buttoned up) \u221230% = 30%; rolled 12: success.',
      'b1 has spotted r1.',
      'b1: drive hv1 for 1 AP, 1 left.',
      'Hv1 drives 6".',
      'b1: shoot r1 for 1 AP, 0 left.',
      'b1 shoots at r1: veteran 60%, heavy weapon crew +30%, shooter in a moving vehicle \u221220% = 70%; rolled 57: success.',
      'r1 gets a morale marker (shot at by b1) and tests morale at the start of the next act.',
      'r1 takes damage 3+2+1+2 = 8: a serious wound.',
      'r1 suffers a serious wound.',
      'r1 tests to stay conscious: consciousness 40% = 40%; rolled 25: success.',
      'b2 acts with 3 AP.',
      'b2: shoot t1 for 3 AP, 0 left.',
      'b2 shoots at t1: veteran 60%, heavy weapon crew +30%, aimed 2 AP +20%, shooter in a moving vehicle \u221220% = 90%; rolled 42: success.',
      'r2 gets a morale marker (t1 shot at by b2) and tests morale at the start of the next act.',
      'T1 is hit by b2: PEN 1 against 0, 1d10 rolled 3: immobilised.',
    ]);
  });

  it('leaves the table as worked out', () => {
    const hv = r.state.vehicles!.find((v) => v.id === 'hv1')!;
    const t1 = r.state.vehicles!.find((v) => v.id === 't1')!;
    expect([hv.at, hv.moving, fig(r.state, 'b1').at]).toEqual([[11, 22], true, [11, 22]]);
    const karim = fig(r.state, 'r1');
    expect([karim.wound, karim.conscious, karim.stance, karim.markers]).toEqual(['serious', true, 'prone', 1]);
    expect([t1.immobilised, t1.destroyed, fig(r.state, 'r2').markers]).toEqual([true, false, 1]);
  });
});
