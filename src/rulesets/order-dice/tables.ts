// The game's numbers as data (RULINGS-variants.md, "Order dice"): qualities, weapons, to-hit modifiers,
// movement, vehicles and the ranges the chapter names. Rules read these; nothing else holds a number.
import type { Order, Quality, Weapon } from './vocab';

export interface QualityRow {
  morale: number;
  /** Damage roll needed on 1d6 to kill a figure of this quality. */
  damage: number;
}

export const QUALITY: Readonly<Record<Quality, QualityRow>> = {
  inexperienced: { morale: 8, damage: 3 },
  regular: { morale: 9, damage: 4 },
  veteran: { morale: 10, damage: 5 },
};

export interface WeaponRow {
  /** Longest range, inches. */
  range: number;
  /** Shortest range (the mortar's 12"), inches. */
  minRange: number;
  shots: number;
  /** Added to the penetration roll against a vehicle; absent: cannot hurt one. */
  pen?: number;
  /** Fires in a 90-degree front arc (a team's heavy weapon). */
  heavy: boolean;
  indirect: boolean;
  /** High explosive: a hit gives 1d2 pins and strikes 1d6 figures. */
  he: boolean;
}

const w = (range: number, shots: number, more: Partial<WeaponRow> = {}): WeaponRow => ({
  range,
  minRange: 0,
  shots,
  heavy: false,
  indirect: false,
  he: false,
  ...more,
});

export const WEAPON: Readonly<Record<Weapon, WeaponRow>> = {
  rifle: w(24, 1),
  smg: w(12, 2),
  pistol: w(6, 1),
  'assault rifle': w(18, 2),
  lmg: w(36, 4, { heavy: true }),
  mmg: w(36, 5, { heavy: true }),
  sniper: w(36, 1),
  mortar: w(24, 1, { minRange: 12, heavy: true, indirect: true, he: true, pen: 0 }),
  'at launcher': w(24, 1, { pen: 4 }),
};

/** High explosive counts +2 on the penetration roll. */
export const HE_PEN_BONUS = 2;

export const HIT = {
  /** The base roll to hit on 1d6. */
  base: 3,
  /** Indirect fire hits on 6 only, whatever the modifiers. */
  indirect: 6,
  /** Close quarters hits on 4+. */
  closeQuarters: 4,
} as const;

/** Each modifier is a number added to the score needed (a -1 to hit needs one more). */
export const TO_HIT = {
  longRange: 1,
  softCover: 1,
  hardCover: 2,
  shooterAdvancing: 1,
  perPin: 1,
  targetDown: 1,
  inexperienced: 1,
} as const;

/** What a 7+, 8+ or 9+ needs on the second die after a 6; more than 9 cannot hit. */
export const SECOND_DIE: Readonly<Record<number, number>> = { 7: 4, 8: 5, 9: 6 };

export const MOVE = {
  advance: 6,
  run: 12,
  vehicleAdvance: 9,
  vehicleRun: 18,
  /** A winner of close quarters may move this far, with no reaction to it. */
  consolidate: 3,
  /** Centre to centre, a figure this close to an enemy figure is in contact. */
  contact: 1.05,
} as const;

export function moveAllowance(order: Order, vehicle: boolean): number {
  if (order === 'advance') return vehicle ? MOVE.vehicleAdvance : MOVE.advance;
  if (order === 'run') return vehicle ? MOVE.vehicleRun : MOVE.run;
  return 0;
}

export const REACT = {
  /** Fire back only at this range or closer; beyond it, run to cover. */
  fireBackRange: 20,
  /** An indirect weapon needs sight from its team or a friend within this of it. */
  spotterReach: 6,
} as const;

export const VEHICLE = {
  /** Armour when the file gives none (a light armoured car). */
  defaultArmour: 8,
  softSkin: 7,
  /** 1d6 read: 1-2 immobilised, 3-4 a weapon lost, 5-6 destroyed. */
  damage: ['immobilised', 'immobilised', 'weaponLost', 'weaponLost', 'destroyed', 'destroyed'] as const,
} as const;
export type VehicleDamage = (typeof VEHICLE.damage)[number];

export const GAME = {
  turns: 6,
  /** Close quarters rounds before a fight no one can win is called off (a vehicle no one can hurt). */
  closeRoundsCap: 20,
  /** A figure within this of an objective holds it, when no enemy figure is as close. */
  objectiveReach: 3,
} as const;

/** The 90-degree front arc of a heavy weapon or a hull-mounted vehicle weapon: 45 degrees each side. */
export const ARC_HALF = 45;
