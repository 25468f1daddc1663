import { describe, expect, it } from 'vitest';
import {
  WEAPONS,
  WEAPON_CODES,
  BLAST_DIAMETER,
  BLAST_RADIUS,
  diceThrownFor,
  isWeaponCode,
} from '../../../../../src/rulesets/chain-reaction/tables/weapons';
import {
  outgunnedRanking,
  OUTGUNNED_RANKINGS_TABLE,
} from '../../../../../src/rulesets/chain-reaction/tables/outgunned';
import { outgunned, cantShootBack } from '../../../../../src/rulesets/chain-reaction/rules/outgunned';
import { CRISIS_TABLE } from '../../../../../src/rulesets/chain-reaction/tables/reactionTests';

describe('weapons table (p.15)', () => {
  it('holds the book numbers for every weapon', () => {
    const rows = Object.fromEntries(
      WEAPON_CODES.map((c) => [c, [WEAPONS[c].range, WEAPONS[c].target, WEAPONS[c].impact]]),
    );
    expect(rows).toEqual({
      AR: [48, 3, 3],
      BAP: [12, 2, 2],
      BAR: [48, 1, 3],
      G: [6, 0, 2],
      MP: [12, 3, 1],
      P: [12, 2, 1],
      RL: [48, 1, 5],
      SAR: [48, 2, 3],
      SG: [12, 3, 2],
      SAW: [48, 4, 3],
      SMG: [24, 3, 1],
    });
  });

  it('grenade and rocket launcher use a 5" blast circle; only the rocket launcher empties on every shot', () => {
    expect(BLAST_DIAMETER).toBe(5);
    expect(BLAST_RADIUS).toBe(2.5);
    const blast = WEAPON_CODES.filter((c) => 'blast' in WEAPONS[c]);
    expect(blast).toEqual(['G', 'RL']);
    expect(WEAPON_CODES.filter((c) => 'emptyAfterFiring' in WEAPONS[c])).toEqual(['RL']);
    expect(WEAPON_CODES.filter((c) => 'thrown' in WEAPONS[c])).toEqual(['G']);
  });

  it('the shotgun throws 6 dice for its 3 shots; others throw what they keep', () => {
    expect(diceThrownFor('SG', 3)).toBe(6);
    expect(diceThrownFor('SG', 1)).toBe(2);
    expect(diceThrownFor('AR', 3)).toBe(3);
    expect(diceThrownFor('SAW', 2)).toBe(2);
  });

  it('pistol-type weapons are P, BAP and MP', () => {
    expect(WEAPON_CODES.filter((c) => 'pistol' in WEAPONS[c])).toEqual(['BAP', 'MP', 'P']);
  });

  it('recognises the book abbreviations only', () => {
    expect(isWeaponCode('SMG')).toBe(true);
    expect(isWeaponCode('smg')).toBe(false);
    expect(isWeaponCode('LMG')).toBe(false);
  });
});

describe('outgunned rankings (p.15)', () => {
  it('ranks blast weapons 5 and the rest by Target; no weapon is 0', () => {
    expect(Object.fromEntries(WEAPON_CODES.map((c) => [c, outgunnedRanking(c)]))).toEqual({
      AR: 3,
      BAP: 2,
      BAR: 1,
      G: 5,
      MP: 3,
      P: 2,
      RL: 5,
      SAR: 2,
      SG: 3,
      SAW: 4,
      SMG: 3,
    });
    expect(outgunnedRanking(null)).toBe(0);
    expect(OUTGUNNED_RANKINGS_TABLE.rows.map((r) => r.ranking)).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it("Ahmed with a rifle is outgunned by Qwan's SMG (bolt-action or semi-auto); an assault rifle is not", () => {
    expect(outgunned('SMG', { weapon: 'BAR' })).toMatchObject({
      outgunned: true,
      reason: 'higherRanking',
      shooterRanking: 3,
      targetRanking: 1,
    });
    expect(outgunned('SMG', { weapon: 'SAR' })).toMatchObject({
      outgunned: true,
      reason: 'higherRanking',
      targetRanking: 2,
    });
    expect(outgunned('SMG', { weapon: 'AR' })).toMatchObject({ outgunned: false, reason: 'matched' });
    // And the other way round Qwan is not outgunned by the rifle.
    expect(outgunned('BAR', { weapon: 'SMG' }).outgunned).toBe(false);
  });

  it('Billy Pink: SMG out of ammo fired on by a semi-auto rifle is outgunned, so even 2 passed means Duck Back', () => {
    const r = outgunned('SAR', { weapon: 'SMG', ammo: 'outOfAmmo' });
    expect(r).toMatchObject({
      outgunned: true,
      reason: 'cantShootBack',
      cantShootBack: 'outOfAmmo',
      targetRanking: 0,
      shooterRanking: 2,
    });
    expect(r.ref).toEqual({ table: 'outgunnedRankings', row: 'cannotFire', column: 'target2' });
    expect(CRISIS_TABLE.rows[2].outgunned).toBe('duckBack');
    // Loaded, the same SMG would not be outgunned by the rifle.
    expect(outgunned('SAR', { weapon: 'SMG', ammo: 'loaded' }).outgunned).toBe(false);
  });

  it('a target that cannot reach the shooter, has no weapon, or has fired its rocket is outgunned', () => {
    expect(outgunned('P', { weapon: 'SMG', distance: 25 })).toMatchObject({
      outgunned: true,
      cantShootBack: 'outOfRange',
    });
    expect(outgunned('P', { weapon: 'SMG', distance: 24 }).outgunned).toBe(false);
    expect(outgunned('P', { weapon: null })).toMatchObject({ outgunned: true, cantShootBack: 'noWeapon' });
    expect(outgunned('P', { weapon: 'RL', ammo: 'outOfAmmo' })).toMatchObject({
      outgunned: true,
      cantShootBack: 'rocketFired',
    });
    expect(cantShootBack({ weapon: 'AR' })).toBeUndefined();
  });

  it('equal rankings are not outgunned; a blast weapon outguns a SAW', () => {
    expect(outgunned('AR', { weapon: 'SMG' }).outgunned).toBe(false);
    expect(outgunned('RL', { weapon: 'SAW' })).toMatchObject({ outgunned: true, reason: 'higherRanking' });
    expect(outgunned('SAW', { weapon: 'AR' })).toMatchObject({ outgunned: true, reason: 'higherRanking' });
  });

  it('Stars are never outgunned, not even when out of ammo', () => {
    expect(outgunned('RL', { weapon: 'P', star: true })).toMatchObject({ outgunned: false, reason: 'star' });
    expect(outgunned('SAR', { weapon: 'SMG', ammo: 'outOfAmmo', star: true }).outgunned).toBe(false);
  });
});
