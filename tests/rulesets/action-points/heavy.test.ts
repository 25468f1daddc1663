// Heavy weapons (crew bonus, always roll to spot, minimum range, set-up phases), snap fire by option,
// elevation, and the vehicle penetration rule.
import { describe, expect, it } from 'vitest';
import { shootChance, sees } from '../../../src/rulesets/action-points/chance';
import { vehicleArmour, vehicleHit } from '../../../src/rulesets/action-points/vehicles';
import { GRENADES } from '../../../src/rulesets/action-points/tables';
import { fig, ofType, play, scenario, start, WOODS } from './helpers';

describe('heavy weapons', () => {
  it('add the crew bonus by rank and always roll to spot, even a target in the open', () => {
    const { state } = start(
      scenario({
        blue: [{ id: 'g', rank: 'veteran', weapon: 'gpmg', at: [10, 30], facing: 270 }],
        red: [{ id: 'b', at: [10, 10] }],
      }),
    );
    const c = shootChance(state, fig(state, 'g'), fig(state, 'b'));
    expect(c.mods[0]).toMatchObject({ key: 'heavyBonus', value: 30 });
    expect(c.chance).toBe(90);
    expect(sees(state, fig(state, 'g'), fig(state, 'b'))).toBe(false);
  });
  it('refuse a target inside the minimum range', () => {
    const r = play(
      scenario({
        blue: [{ id: 'g', rank: 'veteran', weapon: 'hmg', at: [10, 30], facing: 270 }],
        red: [{ id: 'b', at: [10, 27] }],
        dice: { spot: [[0, 1]] },
        commands: [
          { do: 'spot', figure: 'g', target: 'b' },
          { do: 'shoot', figure: 'g', target: 'b' },
        ],
      }),
    );
    expect(r.illegal).toContain('minimum range of 5"');
  });
  it('need their set-up phases (a whole act each) before firing', () => {
    const r = play(
      scenario({
        blue: [{ id: 'g', rank: 'veteran', weapon: 'gpmg', at: [10, 30], facing: 270, setUp: false }],
        red: [{ id: 'b', rank: 'novice', at: [10, 10] }],
        commands: [
          { do: 'setUp', figure: 'g' },
          { do: 'endAct', figure: 'g' },
          // Phase 4: the veteran acts again, now set up.
          { do: 'spot', figure: 'g', target: 'b' },
        ],
      }),
    );
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'setUp')[0]).toMatchObject({ left: 0 });
    const early = play(
      scenario({
        blue: [{ id: 'g', rank: 'veteran', weapon: 'hmg', at: [10, 30], facing: 270, setUp: false }],
        red: [{ id: 'b', at: [10, 10] }],
        commands: [{ do: 'shoot', figure: 'g', target: 'b', snap: true }],
      }),
    );
    expect(early.illegal).toContain('not set up (3 more phase(s))');
  });
});

describe('snap fire and elevation', () => {
  it('snap fire shoots an unspotted target in sight at -30%, only by option', () => {
    const file = (options: Record<string, boolean>) =>
      scenario({
        options,
        terrain: [WOODS],
        blue: [{ id: 'a', rank: 'veteran', at: [10, 30], facing: 270 }],
        red: [{ id: 'b', at: [10, 10.5] }],
        dice: { shoot: [[9, 0]] },
        commands: [{ do: 'shoot', figure: 'a', target: 'b', snap: true }],
      });
    expect(play(file({})).illegal).toContain('has not spotted that enemy yet');
    const r = play(file({ snapFire: true }));
    expect(r.illegal).toBeUndefined();
    expect(ofType(r.events, 'test')[0]?.chance.mods.map((m) => [m.key, m.value])).toEqual([
      ['softCover', -20],
      ['snapFire', -30],
    ]);
  });
  it('counts storeys: -10% per storey up for the shooter, +10% shooting down', () => {
    const { state } = start(
      scenario({ blue: [{ id: 'a', at: [10, 30], facing: 270, storey: 2 }], red: [{ id: 'b', at: [10, 10] }] }),
    );
    expect(shootChance(state, fig(state, 'a'), fig(state, 'b')).chance).toBe(70);
    expect(shootChance(state, fig(state, 'b'), fig(state, 'a')).chance).toBe(30);
  });
});

describe('vehicles', () => {
  it('a PEN below the armour does nothing; otherwise 1d10: 1-4 immobilised, 5-7 weapon, 8-10 destroyed', () => {
    const bradley = vehicleArmour('Bradley')!;
    expect(bradley).toBe(10);
    expect(vehicleHit(GRENADES.hand!.pen, bradley, 9)).toBe('noEffect');
    expect(vehicleHit(GRENADES.rpg!.pen, bradley, 4)).toBe('immobilised');
    expect(vehicleHit(GRENADES.rpg!.pen, bradley, 5)).toBe('weaponDestroyed');
    expect(vehicleHit(GRENADES.javelin!.pen, vehicleArmour('MBT 3')!, 8)).toBe('destroyed');
  });
});
