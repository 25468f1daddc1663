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
  'firstAid',
];

export function isApPurpose(s: string): s is ApPurpose {
  return (AP_PURPOSES as readonly string[]).includes(s);
}

/**
 * The first scripted face that no die of this purpose can show, as a field path and a problem, or null.
 * A d100 is at most two digits 0-9; initiative is a d2; deviation is a d12 clock then d10 or d6 distance
 * dice; every other roll of this game is a d6 or a d10. (A face the game could never roll would be read at
 * the nearest face and replay something the file did not say, so the file is refused instead.)
 */
export function badScriptedFace(purpose: ApPurpose, rolls: readonly (readonly number[])[]): string[] | null {
  for (const [i, roll] of rolls.entries()) {
    const at = `dice.${purpose}[${i}]`;
    if (D100_PURPOSES.includes(purpose)) {
      // Fewer digits are topped up from the seeded dice, as any short scripted roll is; more are a mistake.
      if (roll.length > 2) return [at, `a d100 roll is two digits [tens, units], got ${roll.length}`];
      for (const [j, d] of roll.entries()) if (d < 0 || d > 9) return [`${at}[${j}]`, 'expected a digit from 0 to 9'];
      continue;
    }
    for (const [j, d] of roll.entries()) {
      const top = purpose === 'initiative' ? 2 : purpose === 'deviation' && j === 0 ? 12 : 10;
      if (d < 1 || d > top) return [`${at}[${j}]`, `expected a die from 1 to ${top}`];
    }
  }
  return null;
}
