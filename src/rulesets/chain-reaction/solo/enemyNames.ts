// Names for the non-player force's figures as they come onto the table from PEFs, so the log says "Rook
// snap fires", not "enemy3 snap fires". The name is the figure's id. The list is walked from a starting point
// read off the game's seed, so a game replays with the same names and no die is thrown for them (the dice
// stream, and so every roll, stays as it was). A name already on the table is skipped; past the end of the
// list a name is used again with a number.
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

/** A small, stable number from the seed's text (FNV-1a), so the same seed always starts at the same name. */
export function seedOffset(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % NP_NAMES.length;
}

/** The `n`th name (1-based) for a game with this seed: the list from the seed's start, then again with "2"... */
export function npName(seed: string, n: number): string {
  const i = n - 1;
  const name = NP_NAMES[(seedOffset(seed) + i) % NP_NAMES.length]!;
  const round = Math.floor(i / NP_NAMES.length);
  return round === 0 ? name : `${name}${round + 1}`;
}
