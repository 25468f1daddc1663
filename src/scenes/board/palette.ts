// The plain table's colours: six sides after the Okabe-Ito palette (told apart by people with red-green colour
// blindness), each with its own rim shape so no side rests on colour alone, and one fill and edge for each
// terrain look, taken from the table's shared palette (app/paint/colours.ts) where Chain Reaction has one.
import type { BoardLook } from '../../core/board';
import { CLOTH, TERRAIN_COLOURS as T } from '../../app/paint/colours';

/** Side colours 0..5: blue, orange, bluish green, reddish purple, sky blue, vermillion. */
export const BOARD_SIDE_COLOURS = [0x0072b2, 0xe69f00, 0x009e73, 0xcc79a7, 0x56b4e9, 0xd55e00] as const;

/** The outline round each side's token, by colour index: a ring, a double ring, a square, a diamond... */
export const RIMS = ['ring', 'double', 'square', 'diamond', 'hexagon', 'triangle'] as const;
export type Rim = (typeof RIMS)[number];

export function sideColour(i: number): number {
  return BOARD_SIDE_COLOURS[((i % 6) + 6) % 6]!;
}

export function rimOf(i: number): Rim {
  return RIMS[((i % 6) + 6) % 6]!;
}

export const num = (css: string): number => parseInt(css.replace('#', ''), 16);

export const CLOTH_COLOUR = num(CLOTH);

/** Fill, its alpha and the edge of each terrain look. */
export const LOOKS: Record<BoardLook, { fill: number; alpha: number; edge: number }> = {
  woods: { fill: num(T.woods), alpha: 0.9, edge: num(T.woodsEdge) },
  building: { fill: 0xb0a79a, alpha: 1, edge: num(T.buildingEdge) },
  wall: { fill: num(T.wallTall), alpha: 1, edge: 0x1e1a16 },
  hedge: { fill: num(T.bush), alpha: 1, edge: 0x2c4018 },
  fence: { fill: num(T.fenceWood), alpha: 1, edge: 0x3e2c16 },
  hill: { fill: num(T.hill), alpha: 0.85, edge: num(T.hillEdge) },
  rough: { fill: num(T.rocky), alpha: 0.85, edge: num(T.rockyEdge) },
  rubble: { fill: num(T.rubble), alpha: 0.9, edge: num(T.rubbleEdge) },
  scrub: { fill: num(T.scrub), alpha: 0.85, edge: num(T.scrubEdge) },
  water: { fill: num(T.water), alpha: 0.9, edge: num(T.waterEdge) },
  road: { fill: num(T.road), alpha: 0.95, edge: num(T.roadEdge) },
  crater: { fill: 0x5e574c, alpha: 0.9, edge: 0x3a342c },
  other: { fill: 0x8a8f94, alpha: 0.8, edge: 0x4c5156 },
};

export const HIGHLIGHT = {
  selected: 0xf2c94c,
  selectable: 0xfff3c4,
  candidate: 0x5fd8f0,
  ok: 0x5bd37a,
  blocked: 0xff6b5b,
  mark: 0xffffff,
  dark: 0x141a1c,
} as const;
