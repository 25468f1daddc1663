// The names every roll of this game carries (the contract's list, plus the few rules it leaves to us).
export const AP_PURPOSES = [
  'spot',
  'shoot',
  'damage',
  'armour',
  'consciousness',
  'morale',
  'failedMorale',
  'throw',
  'deviation',
  'melee',
  'parry',
  'initiative',
  'meleeFumble',
  'breakaway',
  'smoke',
  'firstAid',
  'vehicleDamage',
  'rounds',
] as const;
export type ApPurpose = (typeof AP_PURPOSES)[number];

/** Rolls read as a d100: two d10 digits, [tens, units], 00 = 100. */
export const D100_PURPOSES: readonly ApPurpose[] = [
  'spot',
  'shoot',
  'consciousness',
  'morale',
  'throw',
  'melee',
  'parry',
];

export function isApPurpose(s: string): s is ApPurpose {
  return (AP_PURPOSES as readonly string[]).includes(s);
}
