// A weapon in a sentence: its name from the Weapons Table with an article ("an assault rifle"), never the
// code the token's badge shows ("carrying P" read as a code, issue 19).
import { isWeaponCode, WEAPON_CODES, WEAPONS, type WeaponStats } from '../tables/weapons';

/** "Assault rifle", "Bolt-action rifle": the Weapons Table's name; a word that is no weapon code as it is. */
export function weaponName(code: string): string {
  return isWeaponCode(code) ? (WEAPONS[code] as WeaponStats).label : code;
}

/** "an assault rifle", "a pistol"; a word that is no weapon code is given back as it is. */
export function aWeapon(code: string): string {
  if (!isWeaponCode(code)) return code;
  const name = weaponName(code).toLowerCase();
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
}

const CARRYING = new RegExp(`\\bcarrying (${WEAPON_CODES.join('|')})\\b`, 'g');

/** A line that names a weapon by its code after "carrying" (the recorded events keep it), in words. */
export function plainWeapons(text: string): string {
  return text.replace(CARRYING, (_m, code: string) => `carrying ${aWeapon(code)}`);
}
