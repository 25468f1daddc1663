// A shot's line accounts for every die behind it (play-test hunt, session 10): a mortar's one hit striking
// several figures says the die that chose how many, and its 1d2 of pins; a shot at a vehicle says what each
// penetration die adds, the armour, and the damage die, and the result is said in words, not "weaponLost".
import { describe, expect, it } from 'vitest';
import { file, of, play, team, unit, vehicle } from './helpers';
import { eventWords } from '../../../src/rulesets/order-dice/words';

const FIRE = [
  { do: 'order', unit: 'm', order: 'fire', target: 'r' },
  { do: 'react', unit: 'r', reaction: 'none' },
];

describe('order dice: high explosive and vehicles, every die in the line', () => {
  it('a mortar hit: "1 hit, striking 3 figures (a die rolled 3)", the damage dice, the pins 1d2', () => {
    const mortar = team('m', [5, 30], 270, 'mortar');
    const red = unit('r', [5, 12], 4);
    const p = play(
      file({
        blue: [mortar],
        red: [red],
        bag: ['blue'],
        dice: { hit: [[6]], hePins: [[2]], heFigures: [[3]], damage: [[2, 4, 6]] },
        commands: FIRE,
      }),
    );
    const line = eventWords(of(p.events, 'shoot')[0]!);
    expect(line).toContain(
      '1 hit, striking 3 figures (a die rolled 3); damage dice 2, 4, 6, each killing on 4+: 2 killed; the high explosive pins: 1d2 rolled 2',
    );
    expect(of(p.events, 'pin')[0]).toMatchObject({ added: 2 });
  });

  it('a vehicle hit: each penetration die with its +4, the armour, the damage die, and "a weapon lost"', () => {
    const p = play(
      file({
        blue: [unit('m', [5, 30], 1, 'at launcher')],
        red: [vehicle('r', [5, 20], 8, 'mmg', { facing: 90 })],
        bag: ['blue'],
        dice: { hit: [[5]], penetration: [[4]], vehicleDamage: [[3]] },
        commands: FIRE,
      }),
    );
    const line = eventWords(of(p.events, 'shoot')[0]!);
    expect(line).toContain(
      '1 hit; penetration die 4+4 = 8 against armour 8: 1 through; damage die 3 (1-2 immobilised, 3-4 a weapon lost, 5-6 destroyed)',
    );
    expect(eventWords(of(p.events, 'vehicleHit')[0]!)).toBe('r is hit through its armour 8: a weapon lost');
  });
});
