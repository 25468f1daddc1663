// Spotting a vehicle (decision 61), with scripted dice: a vehicle in the open is seen without a roll; in
// cover it must be spotted before it is shot at, and the spot chance reads the spotting table's vehicle
// rows (moving +50, main weapon fired +50, a secondary fired +30, side on +50, hard cover -20, soft -10,
// hull down -20), each shown as its own line in the preview and rolled at the same chance.
import { describe, expect, it } from 'vitest';
import { actionPoints } from '../../../src/rulesets/action-points';
import { begin, reduce } from '../../../src/rulesets/action-points/reduce';
import { spotChance } from '../../../src/rulesets/action-points/chance';
import { phaseIndex } from '../../../src/rulesets/action-points/figures';
import { vehicleTarget } from '../../../src/rulesets/action-points/vehicles';
import type { ApState } from '../../../src/rulesets/action-points/types';
import { fig, humveeScenario, ofType, refusal, run, start } from './helpers';

const box = (id: string, type: string) => ({
  id,
  type,
  polygon: [
    [6, 27],
    [14, 27],
    [14, 31],
    [6, 31],
  ],
});
const wall = {
  id: 'w',
  type: 'wall',
  line: [
    [5, 27],
    [15, 27],
  ],
};

/** Red's veteran Karim (60%) on foot 22" north of blue's Humvee (Hale mans the hmg, Vega the gpmg); red acts first. */
function battle(terrain: unknown[], facing = 270, dice: Record<string, number[][]> = {}): ApState {
  return begin(
    start(humveeScenario({ terrain, dice, karim: { rank: 'veteran' }, humvee: { at: [10, 28], facing } })).state,
  ).state;
}

/** The game's spot preview (the host's shape takes any arguments; this one takes the two ids). */
const spotPreview = actionPoints.previews!.spot as unknown as (
  s: ApState,
  from: string,
  to: string,
) => { note?: string };

const spotLines = (s: ApState) =>
  spotChance(s, fig(s, 'r1'), vehicleTarget(s, s.vehicles![0]!)).mods.map((m) => [m.key, m.value]);

/** Spot at a roll equal to the chance (passes), then the shot is taken; one over fails and the shot is refused. */
function spotsAtItsChance(s: ApState, chance: number): void {
  const digits = (n: number) => [Math.floor(n / 10) % 10, n % 10];
  const over = run({ ...s, dice: { ...s.dice, script: { spot: [digits(chance + 1)] } } } as ApState, {
    do: 'spot',
    figure: 'r1',
    target: 'hv1',
  });
  expect(ofType(over.events, 'test')[0]).toMatchObject({
    test: 'spot',
    chance: { chance },
    roll: chance + 1,
    pass: false,
  });
  expect(refusal(over.state, { do: 'shoot', figure: 'r1', target: 'hv1' })).toBe(
    'hv1 is in cover from r1: spot it first',
  );
  const seen = run({ ...s, dice: { ...s.dice, script: { spot: [digits(chance)] } } } as ApState, {
    do: 'spot',
    figure: 'r1',
    target: 'hv1',
  });
  expect(ofType(seen.events, 'seen')[0]).toMatchObject({ figure: 'r1', target: 'hv1', why: 'spotted' });
  expect(reduce(seen.state, { do: 'shoot', figure: 'r1', target: 'hv1' }).ok).toBe(true);
}

describe('spotting a vehicle', () => {
  it('in the open, front on, it is seen without a roll', () => {
    const s = battle([]);
    expect(refusal(s, { do: 'spot', figure: 'r1', target: 'hv1' })).toBe('r1 already sees hv1');
    expect(reduce(s, { do: 'shoot', figure: 'r1', target: 'hv1' }).ok).toBe(true);
    expect(spotPreview(s, 'r1', 'hv1').note).toMatch(/needs no spotting/);
  });

  it('hull down behind a wall: -20%, previewed as its own line and rolled at that chance', () => {
    const s = battle([wall]);
    expect(spotLines(s)).toEqual([['vehicleHullDown', -20]]);
    expect(spotPreview(s, 'r1', 'hv1').note).toBe('veteran 60%, target vehicle hull down −20% = 40% (costs 1 AP)');
    spotsAtItsChance(s, 40);
  });

  it('in hard cover (rocks) -20%, in soft cover (woods) -10%', () => {
    const rocks = battle([box('r', 'rocky')]);
    expect(spotLines(rocks)).toEqual([['vehicleHardCover', -20]]);
    spotsAtItsChance(rocks, 40);
    const woods = battle([box('t', 'woods')]);
    expect(spotLines(woods)).toEqual([['vehicleSoftCover', -10]]);
    spotsAtItsChance(woods, 50);
  });

  it('side on +50%; front or back on, no line', () => {
    const side = battle([wall], 0);
    expect(spotLines(side)).toEqual([
      ['vehicleSideOn', 50],
      ['vehicleHullDown', -20],
    ]);
    spotsAtItsChance(side, 90);
    expect(spotLines(battle([wall], 90))).toEqual([['vehicleHullDown', -20]]);
  });

  it('moving +50%', () => {
    const s = battle([wall]);
    s.vehicles![0]!.moving = true;
    expect(spotLines(s)).toEqual([
      ['vehicleMoving', 50],
      ['vehicleHullDown', -20],
    ]);
    spotsAtItsChance(s, 90);
  });

  it('its main weapon fired +50%; only a secondary one fired +30%', () => {
    const main = battle([wall]);
    fig(main, 'b1').firedAt = phaseIndex(main);
    expect(spotLines(main)).toEqual([
      ['vehicleFiringPrimary', 50],
      ['vehicleHullDown', -20],
    ]);
    spotsAtItsChance(main, 90);
    const second = battle([wall]);
    fig(second, 'b2').firedAt = phaseIndex(second) - 1;
    expect(spotLines(second)).toEqual([
      ['vehicleFiringSecondary', 30],
      ['vehicleHullDown', -20],
    ]);
    spotsAtItsChance(second, 70);
  });
});
