// A preview a game draws on the table as plain strokes in inches, with the note beside the pointer: the shared
// painter (scenes/table/sketch.ts) draws them in order. Colours are 0xRRGGBB, widths in screen pixels.
type Point = readonly [number, number];

export type Stroke =
  | { kind: 'line'; from: Point; to: Point; width: number; colour: number; alpha: number; dashed?: boolean }
  /** A path through the points, open unless `closed` (a closed one is never dashed). */
  | {
      kind: 'path';
      points: readonly Point[];
      width: number;
      colour: number;
      alpha: number;
      dashed?: boolean;
      closed?: boolean;
    }
  /** A filled polygon (a game cuts it to the table itself when it may reach past the edge). */
  | { kind: 'fill'; points: readonly Point[]; colour: number; alpha: number }
  | { kind: 'ring'; at: Point; r: number; width: number; colour: number; alpha: number; dashed?: boolean }
  | { kind: 'disc'; at: Point; r: number; colour: number; alpha: number }
  /**
   * A few words on a coloured tag (`bg` a CSS colour) at `at`, moved `dx` inches across and `dy` label pixels
   * down; `size` and the pixel offset grow with the table's label scale. `left` sets the tag's left edge there
   * rather than its middle. `clear`: the table may move the tag to the nearest spot round the figure at `at`
   * that covers no other token and no word already shown (a cover badge beside a packed neighbour).
   */
  | {
      kind: 'label';
      at: Point;
      text: string;
      bg: string;
      dx?: number;
      dy?: number;
      size?: number;
      left?: boolean;
      clear?: boolean;
    };

export interface Sketch {
  strokes: Stroke[];
  /** The words beside the pointer and how they read (good, bad, or just information). */
  /** `section`: the reference section the words are about, when not the one the player's mode is about. */
  note?: { text: string; tone: 'good' | 'bad' | 'info'; section?: string };
}

/**
 * What a game draws under the figures, in four parts because the table's own marks go between them: `ground`
 * (under the 12" sections), `reach` (the selected figure's sight and ranges, under the set-up zone and the
 * objective), `groups` (under the rings of who may act and of the selected figure) and `marks` (over them).
 */
export interface Underlay {
  ground: Sketch;
  reach: Sketch;
  groups: Sketch;
  marks: Sketch;
}
