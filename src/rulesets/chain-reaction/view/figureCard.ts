// The line under the table for the selected figure: its name and Star, Rep, weapon with its range, target
// dice and Impact, how it stands, and what it has done this activation. The view's `figureLine`.
import type { FigureState } from '../state';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import { statusWords } from '../explain/eventText';
import { MELEE_TABLE, type MeleeWeapon } from '../tables/melee';

/** "one-hand melee weapon (+1d6 in melee)": the dice it adds, from the Melee Combat table. */
export function meleeWeaponWords(m: Exclude<MeleeWeapon, 'none'>): string {
  return `${m} melee weapon (+${MELEE_TABLE.weaponDice[m]}d6 in melee)`;
}

export function figureCard(f: FigureState, s: { active?: { figures: string[] } }): string {
  const w: WeaponStats = WEAPONS[f.weapon];
  const weapon = w.thrown
    ? w.label
    : `${w.label} (${w.range}", ${w.target} ${w.target === 1 ? 'die' : 'dice'}, Impact ${w.impact})`;
  const ammo = f.ammo === 'outOfAmmo' ? 'out of ammo' : 'loaded';
  const parts = [
    `${f.id}${f.star ? ' ★ Star' : ''}`,
    `Rep ${f.rep}`,
    weapon,
    ...(f.melee !== 'none' ? [meleeWeaponWords(f.melee)] : []),
    `${statusWords(f.status)}, ${f.stance}, ${ammo}${f.grenade ? ', grenade readied' : ''}`,
  ];
  if (s.active?.figures.includes(f.id))
    parts.push(
      `this activation: ${f.moved ? 'moved' : 'not moved'}, ${f.reloaded ? 'reloaded' : f.fired ? 'fired' : 'not fired'}`,
    );
  return parts.join(' · ');
}
