// The Apache/Tigre's Hellfire/Hydra missiles (decision 92), the Viking's smoke launchers (decision 93) and the
// computer's helicopter landing (decision 94), with scripted dice: the missile reads the Javelin/ATGM/ASM row
// (35" to 1250", PEN 20) and the ATGM deviation, its count apart from the chain gun's rounds; the smoke salvo
// lays a smoke grenade's cloud up to 10" off without a roll; the pilot lands to set down passengers.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin } from '../../../src/rulesets/action-points/reduce';
import { computerCommand } from '../../../src/rulesets/action-points/ai';
import { launcherShot } from '../../../src/rulesets/action-points/aiLaunchers';
import { mountedLauncher } from '../../../src/rulesets/action-points/crew';
import { hasSight } from '../../../src/rulesets/action-points/terrain';
import { eventText } from '../../../src/rulesets/action-points/wording';
import type { ApNeed, ApState } from '../../../src/rulesets/action-points/types';
import { fig, humveeScenario, ofType, refusal, run, start } from './helpers';

const board = actionPoints.board!;
type Need = Extract<ApNeed, { kind: 'command' }>;
type PointTarget = Extract<NonNullable<ReturnType<typeof board.choices>[number]['target']>, { kind: 'point' }>;

/** Play on, ending acts, until the figure acts. */
function until(file: Record<string, unknown>, id: string): { state: ApState; need: Need } {
  let { state, need } = begin(start(file).state);
  for (let i = 0; i < 50 && !(need.kind === 'command' && need.figure === id); i++) {
    const r = actionPoints.reduce(state, { do: 'endAct', figure: (need as Need).figure });
    if (!r.ok) throw new Error(r.error);
    [state, need] = [r.state, r.need as ApNeed];
  }
  expect(need).toMatchObject({ kind: 'command', figure: id });
  return { state, need: need as Need };
}

/** Blue's Apache in the air at the north edge (Hale flies it on the chain gun, Vega on the missiles). */
function apacheFile(o: Record<string, unknown> = {}): Record<string, unknown> {
  return humveeScenario({
    table: { width: 48, height: 48 },
    humvee: { type: 'Apache/Tigre', weapons: ['chaingun', 'missiles'], at: [11, 4], facing: 90 },
    karim: { at: [30, 45] },
    moreVehicles: [
      { id: 't1', side: 'red', type: 'MBT 1', at: [11, 45], facing: 270, crew: ['r1'], weapons: ['mbtCannon'] },
    ],
    ...o,
  });
}

describe('the Apache’s missiles', () => {
  it('Vega fires one at the tank 41" off at the chance shown: PEN 20 against armour 12, 1d10 = 9 destroys it', () => {
    const file = apacheFile({ dice: { shoot: [[1, 1]], vehicleDamage: [[9]], damage: [[1, 1]] } });
    const { state, need } = until(file, 'b2');
    const fire = board.choices(state, need).find((c) => c.key === 'fire')!;
    expect(fire.label).toBe('Fire the missile (1 AP, 4 rounds left)');
    // A click on the tank: the preview's odds on it are the chance then rolled (from above, held to 95%).
    const preview = (fire.target as PointTarget).preview!([11, 45])!;
    expect(preview.note).toContain('If it lands on the MBT 1: PEN 20 against armour 12');
    const shown = Number(/^(\d+)%/.exec(preview.odds!['t1']!)![1]);
    const r = run(state, { do: 'fire', figure: 'b2', target: 't1' });
    const t = ofType(r.events, 'test')[0]!;
    expect([t.test, t.roll, t.pass]).toEqual(['fire missile', 11, true]);
    expect([t.chance.chance, shown]).toEqual([95, 95]);
    expect(eventText(t)).toMatch(/^b2 fires the missile at t1: average 50%, heavy weapon crew \+20%/);
    expect(ofType(r.events, 'vehicleHit')[0]).toMatchObject({ vehicle: 't1', pen: 20, armour: 12, roll: 9 });
    expect(r.state.vehicles![1]!.destroyed).toBe(true);
    // Three missiles left, the chain gun's 20 rounds untouched; the card says both.
    const apache = r.state.vehicles![0]!;
    expect([apache.missiles, apache.mountedRounds]).toEqual([3, undefined]);
    const card = board.view(r.state).figures.find((x) => x.id === 'hv1')!.card!;
    expect(card).toContain('weapons: chaingun (20 rounds left, 5" to 1500"), missiles (3 missiles left, 35" to 1250")');
    // The tank's crew take "under ATGM ... fire" (−50%) at their next morale test.
    expect(fig(r.state, 'r1').fireKey).toBe('heavyFire');
  });

  it('refuses inside 35"; a miss deviates on the ATGM row (1d10 m, halved)', () => {
    const near = until(
      apacheFile({ humvee: { type: 'Apache/Tigre', weapons: ['chaingun', 'missiles'], at: [11, 20] } }),
      'b2',
    );
    expect(refusal(near.state, { do: 'fire', figure: 'b2', target: 't1' })).toBe(
      'that is 25.0" away, inside the missile\'s minimum range of 35"',
    );
    // Landed (no shooting from above), so 90 misses the 70% without a fumble.
    const far = until(
      apacheFile({
        humvee: { type: 'Apache/Tigre', weapons: ['chaingun', 'missiles'], at: [11, 4], landed: true },
        dice: { shoot: [[9, 0]], deviation: [[3, 6]] },
      }),
      'b2',
    );
    const r = run(far.state, { do: 'fire', figure: 'b2', target: 't1' });
    expect(ofType(r.events, 'test')[0]!.pass).toBe(false);
    expect(ofType(r.events, 'deviate')[0]).toMatchObject({ what: 'missile' });
  });

  it('from the air the line passes over woods on the ground (decision 81); on the ground the woods block it', () => {
    // Seen in Chromium: the flying Apache's gunner was refused "no line of sight" over a wood.
    const woods = {
      id: 'w1',
      type: 'woods',
      polygon: [
        [6, 20],
        [16, 20],
        [16, 28],
        [6, 28],
      ],
    };
    const air = until(apacheFile({ terrain: [woods] }), 'b2');
    expect(actionPoints.reduce(air.state, { do: 'fire', figure: 'b2', target: 't1' }).ok).toBe(true);
    const ground = until(
      apacheFile({
        terrain: [woods],
        humvee: { type: 'Apache/Tigre', weapons: ['chaingun', 'missiles'], at: [11, 4], landed: true },
      }),
      'b2',
    );
    expect(refusal(ground.state, { do: 'fire', figure: 'b2', target: 't1' })).toMatch(/no line of sight|in cover/);
  });

  it('is mounted only on the Apache/Tigre, with its own count', () => {
    const check = (f: Record<string, unknown>) => actionPoints.scenario.check(f);
    const humvee = check(humveeScenario({ humvee: { weapons: ['missiles'] } }));
    expect(humvee.ok || humvee.error.message).toBe(
      'a Humvee mounts no missiles (the vehicle table gives one to: Apache/Tigre)',
    );
    const counted = check(humveeScenario({ humvee: { weapons: ['hmg'], missiles: 2 } }));
    expect(counted.ok || counted.error.path).toBe('vehicles[0].missiles');
    const two = start(
      apacheFile({
        humvee: { type: 'Apache/Tigre', weapons: ['chaingun', 'missiles'], missiles: 2, rounds: 9, at: [11, 4] },
      }),
    );
    expect(mountedLauncher(two.state, fig(two.state, 'b2'))).toMatchObject({ launcher: 'missiles', rounds: 2 });
    expect(mountedLauncher(two.state, fig(two.state, 'b1'))).toMatchObject({ launcher: 'chaingun', rounds: 9 });
  });

  it('the computer keeps its missiles for the tank while one is left, not for a figure in the open', () => {
    const file = apacheFile({
      red: [
        { id: 'r1', name: 'Karim', at: [11, 44], facing: 270 },
        { id: 'r2', name: 'Omar', at: [40, 44], facing: 270 },
      ],
      moreVehicles: [
        { id: 't1', side: 'red', type: 'MBT 1', at: [40, 44], facing: 270, crew: ['r2'], weapons: ['mbtCannon'] },
      ],
    });
    const { state } = until(file, 'b2');
    const vega = mountedLauncher(state, fig(state, 'b2'))!;
    const shot = launcherShot(state, vega, 0);
    expect(shot?.cmd).toMatchObject({ do: 'fire', target: 't1' });
  });
});

describe('the Viking’s smoke launchers', () => {
  const viking = (o: Record<string, unknown> = {}) =>
    humveeScenario({ humvee: { type: 'Viking', weapons: ['hmg', 'smoke'] }, dice: { smoke: [[3]] }, ...o });

  it('lay a cloud up to 10" off for 1 AP, no roll, for 1d6 rounds; it blocks the line to Karim', () => {
    const { state, need } = until(viking({ karim: { at: [11, 6] } }), 'b2');
    const c = board.choices(state, need).find((x) => x.key === 'smokeSalvo')!;
    expect(c.label).toBe('Fire the smoke launchers (1 AP, 2 salvos left)');
    expect(refusal(state, { do: 'throw', figure: 'b2', at: [11, 16], smoke: true })).toBe(
      'the point is 12.0" from hv1, beyond its smoke launchers\' 10"',
    );
    const r = run(state, { do: 'throw', figure: 'b2', at: [11, 20], smoke: true });
    expect(ofType(r.events, 'test')).toEqual([]);
    expect(ofType(r.events, 'smoke')[0]).toMatchObject({ at: [11, 20], untilRound: 3 });
    expect(ofType(r.events, 'ap')[0]).toMatchObject({ action: 'fire the smoke launchers', cost: 1 });
    expect(r.state.vehicles![0]!.smokeSalvos).toBe(1);
    expect(hasSight(r.state, fig(r.state, 'r1'), fig(r.state, 'b1'), { ignoreFacing: true })).toBe(false);
    const card = board.view(r.state).figures.find((x) => x.id === 'hv1')!.card!;
    expect(card).toContain('smoke launchers: 1 salvo left, up to 10" off');
  });

  it('only where the row lists them', () => {
    const bad = actionPoints.scenario.check(humveeScenario({ humvee: { weapons: ['smoke'] } }));
    expect(bad.ok || bad.error.message).toBe(
      'a Humvee mounts no smoke launchers (the vehicle table gives one to: Viking)',
    );
  });
});

describe('the computer lands a helicopter', () => {
  // An unarmed Blackhawk (Hale flies it, Vega rides as a passenger), in the air 12" from Karim.
  const file = humveeScenario({ humvee: { type: 'Blackhawk', weapons: [], at: [11, 18] }, karim: { at: [11, 6] } });

  it('with a passenger aboard and an enemy within 15", the pilot lands; the passenger then gets out', () => {
    const { state, need } = until(file, 'b1');
    const cmd = computerCommand(state, need);
    expect(cmd).toEqual({ do: 'land', figure: 'b1' });
    const r = actionPoints.reduce(state, cmd);
    if (!r.ok) throw new Error(r.error);
    expect(r.state.vehicles![0]!.landed).toBe(true);
    // Vega cannot get out in the air; on the ground it does.
    const vega = until(file, 'b2');
    expect(computerCommand(vega.state, vega.need).do).not.toBe('dismount');
    const down = { ...vega.state, vehicles: vega.state.vehicles!.map((v) => ({ ...v, landed: true })) };
    expect(computerCommand(down, vega.need)).toMatchObject({ do: 'dismount', figure: 'b2' });
  });

  it('with no one to set down it stays in the air', () => {
    const alone = humveeScenario({
      humvee: { type: 'Blackhawk', weapons: [], at: [11, 18], crew: ['b1'] },
      karim: { at: [11, 6] },
    });
    const { state, need } = until(alone, 'b1');
    expect(computerCommand(state, need).do).not.toBe('land');
  });
});
