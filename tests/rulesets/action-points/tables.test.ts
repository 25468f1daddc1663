// The text's and the rulings' numbers, read back from the tables as data.
import { describe, expect, it } from 'vitest';
import { bodyOf, phasesOf } from '../../../src/rulesets/action-points/figures';
import {
  AP_COSTS,
  MELEE_TABLE,
  RANK_TABLE,
  SHOOT_MODS,
  SPOT_MODS,
  WEAPONS,
  WOUND_TABLE,
  readTable,
  FAILED_MORALE,
  LAUNCHERS,
  GRENADES,
} from '../../../src/rulesets/action-points/tables';
import { tableText, TABLE_LIST } from '../../../src/rulesets/action-points/reference';

describe('ranks and combat phases', () => {
  it('gives each rank its BODY, skill and morale', () => {
    expect(RANK_TABLE.novice).toMatchObject({ body: 11, skill: 40, morale: 50 });
    expect(RANK_TABLE.elite).toMatchObject({ body: 17, skill: 70, morale: 80, heavyBonus: 40 });
  });
  it('reads the phase column from BODY after armour', () => {
    expect(phasesOf({ rank: 'novice' })).toEqual([4, 6, 8, 10]);
    expect(phasesOf({ rank: 'average' })).toEqual([3, 5, 7, 9]);
    expect(phasesOf({ rank: 'veteran' })).toEqual([2, 4, 6, 8]);
    // Veteran 15 in full armour (-2) is BODY 13: the 12-14 column.
    expect(bodyOf({ rank: 'veteran', armour: 'full' })).toBe(13);
    expect(phasesOf({ rank: 'veteran', armour: 'full' })).toEqual([3, 5, 7, 9]);
    // Elite 17 in light armour (-1) stays in the 15-17 column.
    expect(phasesOf({ rank: 'elite', armour: 'light' })).toEqual([2, 4, 6, 8]);
  });
});

describe('modifier and weapon tables', () => {
  it('has the printed values', () => {
    expect(SPOT_MODS.hidden.value).toBe(-75);
    expect(SPOT_MODS.targetRunning.value).toBe(30);
    expect(SHOOT_MODS.within4.value).toBe(30);
    expect(SHOOT_MODS.scope.value).toBe(25);
    expect(WEAPONS['sniper rifle'].dice).toBe(4);
    expect(WEAPONS['combat shotgun'].bands).toEqual([
      { upTo: 10, dice: 3 },
      { upTo: 20, dice: 2 },
    ]);
    expect(AP_COSTS.walk).toEqual({ ap: 1, inches: 3 });
    expect(AP_COSTS.dive).toEqual({ ap: 2, inches: 1 });
    expect(MELEE_TABLE.veteran.average).toBe(70);
    expect(WOUND_TABLE.map((w) => w.consciousness)).toEqual([100, 60, 40, 20, 0]);
    expect(readTable(FAILED_MORALE, 5).result).toBe('dropProne');
    expect(readTable(FAILED_MORALE, 6).result).toBe('pinned');
    expect(readTable(FAILED_MORALE, 10).result).toBe('retire');
  });
  it('writes every table as reference text', () => {
    for (const t of TABLE_LIST) expect(tableText(t.id)?.length).toBeGreaterThan(20);
    expect(tableText('phases')).toContain('BODY 15-17: phases 2, 4, 6, 8');
  });
});

describe('the launchers (decisions 67-68)', () => {
  it('gives each launcher its blast and deviation rows, set-up, morale row, rounds per firing and rounds carried', () => {
    // name, blast row, deviation row, set-up phases, heavy weapon bonus, morale row, barrage, per firing, rounds
    const rows: Record<string, [string, string, string, number, boolean, string | null, boolean, 1 | 'd6/2', number]> =
      {
        ugl: ['grenade launcher', 'gmg', 'ugl', 0, false, null, false, 1, 4],
        rpg: ['RPG', 'rpg', 'ugl', 0, true, 'mortarOrRpg', false, 1, 3],
        at4: ['AT4', 'at4', 'ugl', 0, true, 'mortarOrRpg', false, 1, 1],
        javelin: ['Javelin', 'javelin', 'atgm', 2, true, 'heavyFire', false, 1, 2],
        gmg: ['grenade machine gun', 'gmg', 'gmg', 3, true, 'mortarOrRpg', false, 'd6/2', 12],
        mortar60: ['60mm mortar', 'mortar60', 'mortar', 3, true, 'mortarOrRpg', true, 1, 8],
        mortar81: ['81mm mortar', 'mortar81', 'mortar', 3, true, 'mortarOrRpg', true, 1, 8],
        mortar120: ['120mm mortar', 'mortar120', 'mortar', 3, true, 'mortarOrRpg', true, 1, 6],
        // The vehicles' guns (decision 87).
        chaingun: ['chaingun', 'chaingun', 'mbt', 0, true, 'heavyFire', false, 1, 20],
        autocannon: ['autocannon', 'autocannon', 'mbt', 0, true, 'heavyFire', false, 1, 20],
        mbtCannon: ['tank gun', 'mbtCannon', 'mbt', 0, true, 'heavyFire', false, 1, 10],
        // The Apache's Hellfire/Hydra (decision 92): the Javelin/ATGM/ASM row, the ATGM deviation.
        missiles: ['missile', 'javelin', 'atgm', 0, true, 'heavyFire', false, 1, 4],
      };
    const read = Object.fromEntries(
      Object.entries(LAUNCHERS).map(([k, l]) => [
        k,
        [l.name, l.blast, l.deviation, l.setUp, l.heavy, l.moraleKey, l.barrage, l.perFire, l.rounds],
      ]),
    );
    expect(read).toEqual(rows);
    // Every field is one of those columns: a row has nothing else.
    for (const l of Object.values(LAUNCHERS)) expect(Object.keys(l)).toHaveLength(9);
  });
});

describe("the vehicles' guns (decision 87)", () => {
  it('read the heavy weapons table: range, minimum, kill and damage radii, dice, PEN', () => {
    const row = (k: string) => {
      const g = GRENADES[k]!;
      return [g.range, g.minRange, g.killRadius, g.damageRadius, g.killDice, g.damageDice, g.pen];
    };
    // AutoCannon 2000" (not within 5"), 5" across kill, 15" across damage, KZ6d10/DZ1d10, PEN 7.
    expect(row('autocannon')).toEqual([2000, 5, 2.5, 7.5, 6, 1, 7]);
    expect(row('chaingun')).toEqual([1500, 5, 2.5, 7.5, 6, 1, 8]);
    // MBT Cannon: 35" minimum, 10" across kill, 20m (10") damage radius, KZ6d10/DZ3d10, PEN 20.
    expect(row('mbtCannon')).toEqual([2000, 35, 5, 10, 6, 3, 20]);
  });
});
