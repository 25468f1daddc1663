// Names for the non-player force's figures as they come onto the table from PEFs, so the log says "Rook
// snap fires", not "enemy3 snap fires". The name is the figure's id. The list is walked from a starting point
// read off the game's seed, so a game replays with the same names and no die is thrown for them (the dice
// stream, and so every roll, stays as it was). A name already on the table is skipped; past the end of the
// list a second list of names follows, then the first names with a family name: never a digit (play-test 2
// finding 10: "Leon2" read as a code id and could not be told from Leon).
export const NP_NAMES = [
  'Abel',
  'Boris',
  'Cyril',
  'Dario',
  'Emil',
  'Felix',
  'Gabor',
  'Hugo',
  'Igor',
  'Janek',
  'Karel',
  'Leon',
  'Milos',
  'Nico',
  'Oskar',
  'Pavel',
  'Rafa',
  'Stan',
  'Teo',
  'Ugo',
  'Vik',
  'Walt',
  'Yuri',
  'Zeno',
] as const;

/** The second round of names, once the first list is used up (none in NP_NAMES or the app's own lists). */
export const MORE_NAMES = [
  'Anton',
  'Bruno',
  'Casimir',
  'Dusan',
  'Edgar',
  'Fabian',
  'Goran',
  'Henrik',
  'Ilya',
  'Jonas',
  'Kamil',
  'Lukas',
  'Marek',
  'Niklas',
  'Olek',
  'Piotr',
  'Radek',
  'Sasha',
  'Tomas',
  'Urban',
  'Vasil',
  'Wenzel',
  'Yakov',
  'Zoltan',
] as const;

/** Family names for the rounds after that: "Leon Brandt", then "Leon Cerny"... */
export const FAMILY_NAMES = [
  'Brandt',
  'Cerny',
  'Dvorak',
  'Fischer',
  'Horvat',
  'Kovac',
  'Novak',
  'Richter',
  'Sokol',
  'Varga',
  'Weber',
  'Zima',
] as const;

/** A small, stable number from the seed's text (FNV-1a), so the same seed always starts at the same name. */
export function seedOffset(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % NP_NAMES.length;
}

/** The `n`th name (1-based) for a game with this seed: the list from the seed's start, then MORE_NAMES,
 *  then NP_NAMES and MORE_NAMES again with a family name each round ("Leon Brandt", "Anton Brandt", ...). */
export function npName(seed: string, n: number): string {
  const i = n - 1;
  const k = (seedOffset(seed) + i) % NP_NAMES.length;
  const round = Math.floor(i / NP_NAMES.length);
  if (round === 0) return NP_NAMES[k]!;
  if (round === 1) return MORE_NAMES[k]!;
  const given = round % 2 === 0 ? NP_NAMES[k]! : MORE_NAMES[k]!;
  const family = FAMILY_NAMES[Math.floor((round - 2) / 2) % FAMILY_NAMES.length]!;
  // Past every pairing (over 600 figures) a family name repeats with a second one: still no digits.
  const again = Math.floor((round - 2) / 2 / FAMILY_NAMES.length);
  return again === 0 ? `${given} ${family}` : `${given} ${family}-${FAMILY_NAMES[(again - 1) % FAMILY_NAMES.length]}`;
}
