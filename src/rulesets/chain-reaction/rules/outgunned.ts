// Whether a target is outgunned by the weapon firing at it: a higher Outgunned Ranking, or no way
// to answer (no weapon, empty, shooter beyond its range). Stars never are. Outgunned caps the
// Crisis Test at Duck Back; that cap is applied by the reaction tests, not here.
import type { TableRef } from '../../../core/tables/types';
import { outgunnedRanking, outgunnedRow, type OutgunnedRanking } from '../tables/outgunned';
import { WEAPONS, type WeaponCode, type WeaponStats } from '../tables/weapons';
import type { AmmoState } from './tightAmmo';

export interface OutgunnedTarget {
  weapon: WeaponCode | null;
  star?: boolean;
  ammo?: AmmoState;
  /** Inches to the shooter; beyond the target's own weapon range it can't answer. */
  distance?: number;
}

export const CANT_SHOOT_BACK = ['noWeapon', 'outOfAmmo', 'rocketFired', 'outOfRange'] as const;
export type CantShootBack = (typeof CANT_SHOOT_BACK)[number];

export interface OutgunnedResult {
  outgunned: boolean;
  reason: 'star' | 'higherRanking' | 'cantShootBack' | 'matched';
  cantShootBack?: CantShootBack;
  shooterRanking: OutgunnedRanking;
  /** The target's ranking as it stands now: 0 when it can't shoot back. */
  targetRanking: OutgunnedRanking;
  ref: TableRef;
}

/** Why the target can't shoot back, if it can't. */
export function cantShootBack(target: OutgunnedTarget): CantShootBack | undefined {
  if (!target.weapon) return 'noWeapon';
  const w: WeaponStats = WEAPONS[target.weapon];
  if (target.ammo === 'outOfAmmo') return w.emptyAfterFiring ? 'rocketFired' : 'outOfAmmo';
  if (target.distance !== undefined && target.distance > w.range) return 'outOfRange';
  return undefined;
}

export function outgunned(shooterWeapon: WeaponCode, target: OutgunnedTarget): OutgunnedResult {
  const shooterRanking = outgunnedRanking(shooterWeapon);
  const cant = cantShootBack(target);
  const targetRanking = cant ? 0 : outgunnedRanking(target.weapon);
  const ref: TableRef = {
    table: 'outgunnedRankings',
    row: cant ? 'cannotFire' : outgunnedRow(target.weapon),
    column: outgunnedRow(shooterWeapon),
  };
  const base = { shooterRanking, targetRanking, ref };
  if (target.star) return { ...base, outgunned: false, reason: 'star' };
  if (cant) return { ...base, outgunned: true, reason: 'cantShootBack', cantShootBack: cant };
  if (shooterRanking > targetRanking) return { ...base, outgunned: true, reason: 'higherRanking' };
  return { ...base, outgunned: false, reason: 'matched' };
}
