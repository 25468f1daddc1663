// Who the enemy is and what it carries. The book leaves a force's weapons to the models on the table;
// a program needs a stated list, so each force type gets a fixed cycle of weapons handed out in the
// order its figures are placed (written down in docs/rules-notes/solo-engine.md).
import type { Force } from '../tables/recruiting';
import type { MeleeWeapon, Weapon } from '../../../core/vocab';

/** The weapons of a force's figures, dealt round in this order. */
export const FORCE_WEAPONS: Readonly<Record<Force, readonly Weapon[]>> = {
  // Soldiers: assault rifles, one squad automatic weapon in every four (grenades come with the force).
  military: ['AR', 'AR', 'AR', 'SAW'],
  // Police: pistols, shotguns and submachine guns.
  police: ['P', 'SG', 'SMG', 'P'],
  // Gangers: pistols, submachine guns, shotguns, the odd heavy pistol.
  gang: ['P', 'SMG', 'SG', 'BAP'],
  // Guerillas: assault rifles and rifles, a rocket launcher in every five (grenades too).
  guerilla: ['AR', 'AR', 'SAR', 'AR', 'RL'],
  // Militia: whatever rifles are about, a shotgun or two (grenades too).
  militia: ['SAR', 'BAR', 'AR', 'SG', 'SAR'],
};

/** Close-combat weapons: gangers carry knives and clubs, the others fight with what they hold. */
export const FORCE_MELEE: Readonly<Record<Force, MeleeWeapon>> = {
  military: 'none',
  police: 'one-hand',
  gang: 'one-hand',
  guerilla: 'none',
  militia: 'none',
};

/** The enemy a force meets when the scenario does not say: the book lets the player's group decide it. */
export const ENEMY_OF: Readonly<Record<Force, Force>> = {
  military: 'guerilla',
  police: 'gang',
  gang: 'gang',
  guerilla: 'military',
  militia: 'guerilla',
};

/** The weapon of the n-th figure (from 0) a force puts on the table. */
export function weaponFor(force: Force, n: number): Weapon {
  const list = FORCE_WEAPONS[force];
  return list[n % list.length]!;
}
