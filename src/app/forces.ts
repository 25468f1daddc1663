// What the figures of each kind of force carry when the game raises a force for a new battle, and the
// names they go by. The book leaves weapons to the miniatures; these lists are the project's statement
// (RULINGS "Solo play") so a generated force looks like its kind: soldiers with assault rifles and a
// squad automatic weapon in four, gangers with pistols, SMGs and shotguns, and so on.
import type { Force, Weapon } from '../scenario/vocab';

const CYCLES: Record<Force, readonly Weapon[]> = {
  military: ['AR', 'AR', 'AR', 'SAW'],
  police: ['P', 'SG', 'SMG', 'P'],
  gang: ['P', 'SMG', 'SG', 'BAP'],
  guerilla: ['AR', 'AR', 'BAR', 'SAW'],
  militia: ['SAR', 'BAR', 'SG', 'AR'],
};

/** The weapon of the i-th figure (from 0) of a force. */
export function weaponFor(force: Force, i: number): Weapon {
  const cycle = CYCLES[force];
  return cycle[i % cycle.length]!;
}

export const FORCE_LABELS: Record<Force, string> = {
  military: 'Soldiers',
  police: 'Police',
  gang: 'Gangers',
  guerilla: 'Guerillas',
  militia: 'Militia',
};

/** Short names read better in the log than "blue3"; the player's and the enemy's lists never overlap. */
export const PLAYER_NAMES = [
  'Ash',
  'Bo',
  'Cole',
  'Dex',
  'Eli',
  'Finn',
  'Gus',
  'Hal',
  'Ike',
  'Jo',
  'Kit',
  'Lou',
] as const;
export const ENEMY_NAMES = [
  'Ivo',
  'Jax',
  'Kurt',
  'Lev',
  'Max',
  'Nix',
  'Oto',
  'Pim',
  'Quin',
  'Rok',
  'Sid',
  'Tor',
] as const;
