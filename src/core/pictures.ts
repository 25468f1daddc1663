// What the table animates for a game's event, as plain pictures (the game's view.pictures gives them; the
// scene's animator, scenes/table/animator.ts, draws them one beat at a time). Figures are named by id and
// placed by the table; points are inches. A float is a short word rising beside a figure or a point.
type Point = readonly [number, number];

export type Picture =
  /** A figure walks its path (`inches` long) to `to`. */
  | { kind: 'glide'; figure: string; path: readonly Point[]; inches: number; to: Point }
  /** Streaks from a shooter to each target, red for a hit, yellow for a miss. */
  | { kind: 'shot'; from: string; targets: readonly { figure: string; hit: boolean }[] }
  /** Something thrown from a figure lands at a point. */
  | { kind: 'throw'; from: string; to: Point }
  /** A blast swells to radius `r` round a point. */
  | { kind: 'blast'; at: Point; r: number }
  /** A warning ring spreads from a point. */
  | { kind: 'alert'; at: Point }
  /** A strike between two figures in melee. */
  | { kind: 'clash'; a: string; b: string }
  /** A word floats up beside a figure (or at a point) in a CSS colour, for `beats` beats. */
  | { kind: 'float'; text: string; colour: string; beats: number; figure?: string; at?: Point };
