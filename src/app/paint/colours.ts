// The table's palette in one place, chosen so terrain types read at a glance and the two sides never
// blur into the ground: blue for the player, orange for the enemy (a pair that stays apart for red-green
// colour blindness, after the Okabe-Ito palette), muted greens and browns below. The sides differ in shape
// too (token.ts: the enemy's base has a second, inner rim), so nothing rests on colour alone.
export const CLOTH = '#7d9a5c';

export const TERRAIN_COLOURS = {
  road: '#c2ad84',
  roadEdge: '#9c8760',
  water: '#4f8cc0',
  waterEdge: '#2f5f8a',
  hill: '#b8a46e',
  hillEdge: '#8c7a48',
  crest: '#5b4a22',
  woods: '#3e6b34',
  woodsEdge: '#22401c',
  woodsBand: 'rgba(180, 220, 140, 0.22)',
  tree: '#2c5426',
  rocky: '#a29c90',
  rockyEdge: '#6f6a60',
  stone: '#7b766c',
  impassable: '#4a403a',
  impassableHatch: '#2c2420',
  scrub: '#7f9a55',
  scrubEdge: '#56703a',
  bush: '#4d6b31',
  rubble: '#9a8b78',
  rubbleEdge: '#6b5d4c',
  fenceWood: '#7a5a34',
  fenceWire: '#5d6468',
  wallLow: '#8e7c62',
  wallTall: '#3d342b',
  buildingEdge: '#222222',
  door: '#7a4a1c',
  window: '#bfe6ff',
  label: '#1b1b1b',
} as const;

/** Building fill by Defensive Value: frame (1), masonry (3), concrete (4 and up). */
export function buildingFill(dv: number): string {
  if (dv <= 1) return '#d3b07c';
  if (dv <= 2) return '#c4a884';
  if (dv === 3) return '#b0a79a';
  return '#8e969e';
}

/** Side colours as 0xRRGGBB numbers for Phaser, the player's side first: blue, orange, reddish purple, sky blue, yellow. */
export const SIDE_COLOURS = [0x1f6fd0, 0xe07a10, 0xcc79a7, 0x56b4e9, 0xf0e442] as const;

/** The same colours in words, for sentences ("yours are orange"). */
export const SIDE_COLOUR_NAMES = ['blue', 'orange', 'reddish purple', 'sky blue', 'yellow'] as const;

export function sideColour(sideIndex: number): number {
  return SIDE_COLOURS[sideIndex % SIDE_COLOURS.length]!;
}

/** The side colours in words, in the same order, for sentences that say which tokens are whose. */
export const SIDE_COLOUR_WORDS = ['blue', 'orange', 'pink', 'sky blue', 'yellow'] as const;

/**
 * Same side: each person's figures in a colour of their own, never the enemy's orange: blue, pink, yellow,
 * sky blue (indices into SIDE_COLOURS), so people's groups differ on the table at a glance. Any two of the
 * first three differ in hue and clearly in lightness, so they stay apart for colour-blind players too; blue
 * and sky blue side by side were hard to tell apart at 1366x768 (play-test 7, 24; play-test 9, 8), so sky
 * blue comes only with a fourth person.
 */
const PERSON_COLOURS = [0, 2, 4, 3] as const;

/** The colour index of the k-th person of a side shared by several people. */
export function personColourIndex(k: number): number {
  return PERSON_COLOURS[k % PERSON_COLOURS.length]!;
}

/** A colour index in words ("blue", "sky blue"). */
export function colourWords(index: number): string {
  return SIDE_COLOUR_WORDS[index % SIDE_COLOUR_WORDS.length]!;
}

export function cssColour(n: number): string {
  return `#${n.toString(16).padStart(6, '0')}`;
}
