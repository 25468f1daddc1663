// The ranged weapons as data (Weapons Table, p.15): reach, dice per shot and hitting power.
// Every rule that fires, throws or ranks a weapon reads these numbers, so they live in one place.
import type { TableMeta } from '../../../core/tables/types';

export const WEAPON_CODES = ['AR', 'BAP', 'BAR', 'G', 'MP', 'P', 'RL', 'SAR', 'SG', 'SAW', 'SMG'] as const;
export type WeaponCode = (typeof WEAPON_CODES)[number];

export function isWeaponCode(s: string): s is WeaponCode {
  return (WEAPON_CODES as readonly string[]).includes(s);
}

/** Blast circles are 5" across with 28mm figures (the project plays at that scale). */
export const BLAST_DIAMETER = 5;
export const BLAST_RADIUS = BLAST_DIAMETER / 2;

export interface WeaponStats {
  code: WeaponCode;
  label: string;
  /** Effective range in inches: targets farther away can't be shot at. */
  range: number;
  /** Dice applied as shots, which is also the swath in inches; 0 when the weapon never uses the Ranged Combat Table. */
  target: number;
  /** Dice thrown for a full shot; only the shotgun throws more than it keeps. */
  rolled: number;
  impact: number;
  /** Blast circle across, in inches, for rounds that explode. */
  blast?: number;
  /** Thrown by hand: resolved on the Throwing a Grenade Table instead. */
  thrown?: boolean;
  /** Must be reloaded after every shot (the rocket launcher counts as Tight Ammo once fired). */
  emptyAfterFiring?: boolean;
  /** Pistol-type: two may be fired together, each as snap fire. */
  pistol?: boolean;
}

export const WEAPONS = {
  AR: { code: 'AR', label: 'Assault rifle', range: 48, target: 3, rolled: 3, impact: 3 },
  BAP: { code: 'BAP', label: 'Heavy pistol', range: 12, target: 2, rolled: 2, impact: 2, pistol: true },
  BAR: { code: 'BAR', label: 'Bolt-action rifle', range: 48, target: 1, rolled: 1, impact: 3 },
  G: {
    code: 'G',
    label: 'Hand grenade',
    range: 6,
    target: 0,
    rolled: 0,
    impact: 2,
    blast: BLAST_DIAMETER,
    thrown: true,
  },
  MP: { code: 'MP', label: 'Machine pistol', range: 12, target: 3, rolled: 3, impact: 1, pistol: true },
  P: { code: 'P', label: 'Pistol', range: 12, target: 2, rolled: 2, impact: 1, pistol: true },
  // One die on the Ranged Combat Table decides whether the round lands on the chosen spot.
  RL: {
    code: 'RL',
    label: 'Rocket launcher',
    range: 48,
    target: 1,
    rolled: 1,
    impact: 5,
    blast: BLAST_DIAMETER,
    emptyAfterFiring: true,
  },
  SAR: { code: 'SAR', label: 'Semi-automatic rifle', range: 48, target: 2, rolled: 2, impact: 3 },
  // Six dice thrown, the best three used as shots; every one of the six can jam it.
  SG: { code: 'SG', label: 'Shotgun', range: 12, target: 3, rolled: 6, impact: 2 },
  SAW: { code: 'SAW', label: 'Squad automatic weapon', range: 48, target: 4, rolled: 4, impact: 3 },
  SMG: { code: 'SMG', label: 'Submachine gun', range: 24, target: 3, rolled: 3, impact: 1 },
} as const satisfies Record<WeaponCode, WeaponStats>;

export const WEAPONS_TABLE = {
  meta: { id: 'weapons', label: 'Weapons', dice: 'target', versus: 'rep', page: 15 } satisfies TableMeta,
  rows: WEAPONS,
} as const;

export function weapon(code: WeaponCode): WeaponStats {
  return WEAPONS[code];
}

/** Dice thrown when `shots` dice are declared: the shotgun throws two for each one it keeps. */
export function diceThrownFor(code: WeaponCode, shots: number): number {
  const w: WeaponStats = WEAPONS[code];
  return w.target > 0 && w.rolled > w.target ? shots * (w.rolled / w.target) : shots;
}
