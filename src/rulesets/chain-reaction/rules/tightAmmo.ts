// Tight Ammo (p.15): a shot showing two or more natural 1s empties the weapon once every die has
// been applied; the rocket launcher is empty after every shot. Kept apart so fire and the log agree.
import { countOnes } from '../../../core/dice/read';
import type { TableRef } from '../../../core/tables/types';
import { WEAPONS, type WeaponCode, type WeaponStats } from '../tables/weapons';

/** The scenario file's ammo words; only 'outOfAmmo' stops a weapon firing (a readied grenade is held as well). */
export const AMMO_STATES = ['loaded', 'outOfAmmo', 'grenadeReady'] as const;
export type AmmoState = (typeof AMMO_STATES)[number];

export type OutOfAmmoReason = 'twoOnes' | 'rocketFired';

export interface TightAmmoResult {
  /** Natural 1s among every die thrown (all six for a shotgun). */
  ones: number;
  /** How many dice were looked at. */
  counted: number;
  outOfAmmo: boolean;
  reason?: OutOfAmmoReason;
  ref: TableRef;
}

/** Reads a shot's thrown dice (before the shotgun keeps its best) for Tight Ammo. */
export function tightAmmo(code: WeaponCode, thrown: readonly number[]): TightAmmoResult {
  const w: WeaponStats = WEAPONS[code];
  const ones = countOnes(thrown);
  const out: TightAmmoResult = {
    ones,
    counted: thrown.length,
    outOfAmmo: false,
    ref: { table: 'tightAmmo', row: 'loaded' },
  };
  if (ones >= 2) {
    out.outOfAmmo = true;
    out.reason = 'twoOnes';
    out.ref = { table: 'tightAmmo', row: 'twoOrMoreOnes' };
  } else if (w.emptyAfterFiring) {
    out.outOfAmmo = true;
    out.reason = 'rocketFired';
    out.ref = { table: 'tightAmmo', row: 'rocketFired' };
  }
  return out;
}
