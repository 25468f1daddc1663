// Names for campaign recruits, a list per force, so the roster reads like people ("Okafor", "Dutch") rather
// than numbers ("Riker-3"). The pick is fixed by the roster itself (the Star's name and how many have been
// recruited), so a campaign started from the same seed names the same recruits, and no dice are spent.
import type { Force } from '../tables/recruiting';

export const RECRUIT_NAMES: Readonly<Record<Force, readonly string[]>> = {
  military: [
    'Hale',
    'Okafor',
    'Brandt',
    'Reyes',
    'Kowalski',
    'Tanaka',
    'Murphy',
    'Dietz',
    'Lindqvist',
    'Boateng',
    'Carver',
    'Nash',
  ],
  police: ['Doyle', 'Alvarez', 'Chen', 'Marsh', 'Petrov', 'Quinn', 'Ibarra', 'Walsh', 'Novak', 'Grady', 'Osei', 'Lund'],
  gang: ['Dutch', 'Razor', 'Tino', 'Sparks', 'Mojo', 'Kane', 'Lefty', 'Vex', 'Duke', 'Nico', 'Spider', 'Bones'],
  guerilla: ['Amaru', 'Tomas', 'Inti', 'Rosa', 'Chaka', 'Ilan', 'Marisol', 'Tupac', 'Yara', 'Esteban', 'Kusi', 'Lucia'],
  militia: ['Boone', 'Earl', 'Jesse', 'Wade', 'Clem', 'Luther', 'Hank', 'Dale', 'Rusty', 'Amos', 'Cody', 'Virgil'],
};

/** A small fixed hash (FNV-1a) of the Star's name: where in the list this roster starts. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The name of the n-th recruit (1-based) of a Star's group: the next name of the force's list not already
 * taken; once the list is used up, names come round again with a number ("Hale 2").
 */
export function recruitName(force: Force, star: string, n: number, taken: ReadonlySet<string>): string {
  const list = RECRUIT_NAMES[force];
  const start = hash(star) % list.length;
  for (let round = 0; ; round++) {
    for (let i = 0; i < list.length; i++) {
      const base = list[(start + n - 1 + i) % list.length]!;
      const name = round === 0 ? base : `${base} ${round + 1}`;
      if (!taken.has(name)) return name;
    }
  }
}
