// A preview a game draws on the table as plain strokes in inches, with the note beside the pointer: the shared
// painter (scenes/table/sketch.ts) draws them in order. Colours are 0xRRGGBB, widths in screen pixels.
type Point = readonly [number, number];

export type Stroke =
  | { kind: 'line'; from: Point; to: Point; width: number; colour: number; alpha: number; dashed?: boolean }
  /** An open path through the points. */
  | { kind: 'path'; points: readonly Point[]; width: number; colour: number; alpha: number; dashed?: boolean }
  | { kind: 'ring'; at: Point; r: number; width: number; colour: number; alpha: number; dashed?: boolean }
  | { kind: 'disc'; at: Point; r: number; colour: number; alpha: number };

export interface Sketch {
  strokes: Stroke[];
  /** The words beside the pointer and how they read (good, bad, or just information). */
  note?: { text: string; tone: 'good' | 'bad' | 'info' };
}
