// The plain table: what any game shows on it and what a person can do there, as plain data. A ruleset's
// optional `board` part builds these from its state; the shared board host (src/app/board, the scene
// src/scenes/BoardScene.ts) draws them and turns clicks into the commands the choices carry. The host
// never reads a game's state: a new game that fills this part plays in the browser with no host edit.
//
// Chain Reaction keeps its own, richer table (TableScene) for now; the plain table is how every other
// game, and the test rulesets in tests/, reach the browser.
import type { DiceAsk } from './dice/entered';
import type { Knob, KnobValue, PreviewPicture } from './rulesetView';

/** A point in table inches: x to the right, y down the table, (0, 0) the top-left corner. */
export type BoardPoint = readonly [number, number];

/** A piece's outline in table inches. */
export type BoardShape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number }
  | { kind: 'circle'; at: BoardPoint; r: number }
  | { kind: 'polygon'; points: readonly BoardPoint[] }
  /** A wall, fence, hedge, road or river: a path with a width in inches. */
  | { kind: 'line'; points: readonly BoardPoint[]; width: number };

/** How a piece of terrain is painted; the host has one fill per look. */
export const BOARD_LOOKS = [
  'woods',
  'building',
  'wall',
  'hedge',
  'fence',
  'hill',
  'rough',
  'rubble',
  'scrub',
  'water',
  'road',
  'crater',
  'other',
] as const;
export type BoardLook = (typeof BOARD_LOOKS)[number];

export interface BoardTerrain {
  id: string;
  /** Plain words for the hover line ("woods: soft cover, blocks sight past 2\""). */
  label: string;
  look: BoardLook;
  shape: BoardShape;
}

export interface BoardFigure {
  id: string;
  /** The side's id (BoardSide.id). */
  side: string;
  at: BoardPoint;
  /** Degrees, 0 = facing +x, clockwise (y down); drawn as a tick when given. */
  facing?: number;
  /** A short name above the token (the figure's name, never an internal id). */
  label: string;
  /** One to three characters inside the token (a Rep, wounds, a unit's size); not drawn while `down`. */
  mark?: string;
  /** Out of the fight but on the table: drawn greyed with a cross. */
  down?: boolean;
  /** Figures sharing a group id are outlined together. */
  group?: string;
  /** Short status words drawn beside the token ("pinned", "hidden", "done"). */
  badges?: readonly string[];
  /** Lines for the hover card. */
  card?: readonly string[];
  /**
   * The token's outline: round (the default) or a rectangle `length` by `width` inches along `facing` (a
   * vehicle, a gun carriage).
   */
  shape?: { kind: 'round' } | { kind: 'rect'; length: number; width: number };
}

export interface BoardSide {
  id: string;
  /** The name a person reads ("Blue faction", "Germans"). */
  name: string;
  /** 0..5: the host's colour-blind-safe palette, in this order. */
  colour: number;
}

/** A side panel: the drawn cards, the bag, action points left, the objective... */
export interface BoardPanel {
  title: string;
  lines: readonly string[];
}

export interface BoardView {
  /** The table's size in inches. */
  width: number;
  height: number;
  terrain: readonly BoardTerrain[];
  figures: readonly BoardFigure[];
  sides: readonly BoardSide[];
  /** One line over the table: the turn and whose go it is ("Turn 2 · Red plays a double card, 1 action left"). */
  title: string;
  panels: readonly BoardPanel[];
  /**
   * Places to mark (objectives, the building to hold). With `short` (one or two characters) the table shows
   * only that on the mark, so many marks never run into each other; the label is then the hover card's words.
   */
  marks?: readonly { at: BoardPoint; label: string; short?: string }[];
}

/**
 * A faint shape drawn under the figures while one is selected: a range band's ring, a fire arc's wedge. Angles
 * in degrees as facing (0 = +x, clockwise, y down); the wedge runs clockwise from `from` to `to`.
 */
export type BoardOverlay =
  | { kind: 'ring'; at: BoardPoint; r: number; label: string }
  | { kind: 'wedge'; at: BoardPoint; r: number; from: number; to: number; label: string };

/** What a choice still needs from the person before it is a command. */
export type BoardTarget<C> =
  | {
      kind: 'figure';
      prompt: string;
      /** The figures that may be picked. */
      among: readonly string[];
      command(figure: string): C;
      /** What picking it would do, drawn while the pointer is over it. */
      preview?(figure: string): PreviewPicture | undefined;
      /** Why a figure not among them can't be picked, naming its side ("South's 2nd Squad can't be a target: ..."). */
      whyNot?(figure: string): string | undefined;
    }
  | {
      kind: 'point';
      prompt: string;
      /** The command for a point, or the plain reason it can't go there. */
      command(at: BoardPoint): { ok: true; command: C } | { ok: false; why: string };
      preview?(at: BoardPoint): PreviewPicture | undefined;
    }
  | {
      /** The faces of dice the person threw at their own table. */
      kind: 'faces';
      prompt: string;
      ask: DiceAsk;
      command(faces: readonly number[]): C;
    };

/** A button for the person who must act: a ready command, or one that still needs a target. */
export interface BoardChoice<C> {
  /** Stable across redraws (tests press it by key). */
  key: string;
  label: string;
  enabled: boolean;
  /** Why it can't be chosen now, in plain words (shown when disabled). */
  why?: string;
  /** A longer title: the odds, what it does. */
  title?: string;
  command?: C;
  target?: BoardTarget<C>;
}

/** One field of a row in a list-of-records knob: a whole number in a range, a yes/no, a choice or a short text. */
export type RecordField =
  | { key: string; label: string; kind: 'number'; min: number; max: number }
  | { key: string; label: string; kind: 'flag' }
  | { key: string; label: string; kind: 'choice'; options: readonly string[] }
  | { key: string; label: string; kind: 'text'; maxLength: number };

/** A row to start from: its values, and how its fields read for it (a label of its own, fields it has not). */
export interface RecordPreset {
  name: string;
  values: Readonly<Record<string, KnobValue>>;
  labels?: Readonly<Record<string, string>>;
  hidden?: readonly string[];
}

/** One row of a list-of-records knob: the preset it started from and its fields' values. */
export interface RecordRow {
  preset: string;
  values: Record<string, KnobValue>;
}

/**
 * A list of records the person builds on the new-battle screen (a game's own factions, units, teams): each row
 * starts from a preset and its fields are then edited. `max` rows at most.
 */
export interface RecordsKnob {
  key: string;
  label: string;
  kind: 'records';
  fields: readonly RecordField[];
  presets: readonly RecordPreset[];
  max: number;
  /** A line under the list: what the rows do. */
  hint?: string;
  /** A line saying how many rows there are so far and what that makes, drawn again at each Add and Remove
   *  ("None added yet: ..."), so the count is seen as it goes, not only after Add (play-test 7, 18). */
  counted?(rows: number): string;
}

export type BoardKnob = Knob | RecordsKnob;
export type BoardKnobValue = KnobValue | readonly RecordRow[];

/** The settings of a new battle of this game, as knobs the menu draws, and the scenario file they make. */
export interface BoardNewBattle {
  knobs: readonly BoardKnob[];
  values: Record<string, BoardKnobValue>;
  /**
   * What is wrong with these values beyond each field's own range (a row whose numbers don't go together), as
   * one plain line; nothing when they can make a battle.
   */
  check?(values: Record<string, BoardKnobValue>): string | undefined;
  /** A scenario file (the game's own JSON, "rules" included) from the knobs and a seed. */
  make(values: Record<string, BoardKnobValue>, seed: string): Record<string, unknown>;
}

/** The first field of a row outside its range, as one plain line ("row 2 (police): move must be ..."). */
export function recordRowProblem(knob: RecordsKnob, rows: readonly RecordRow[]): string | undefined {
  if (rows.length > knob.max) return `${knob.label}: at most ${knob.max}`;
  for (const [i, row] of rows.entries()) {
    const preset = knob.presets.find((p) => p.name === row.preset);
    const where = `${knob.label}, row ${i + 1}${preset ? ` (${preset.name})` : ''}`;
    if (!preset) return `${where}: unknown starting point ${JSON.stringify(row.preset)}`;
    for (const f of knob.fields) {
      if (preset.hidden?.includes(f.key)) continue;
      const v = row.values[f.key];
      const label = preset.labels?.[f.key] ?? f.label;
      if (f.kind === 'number' && (typeof v !== 'number' || !Number.isInteger(v) || v < f.min || v > f.max))
        return `${where}: ${label} must be a whole number from ${f.min} to ${f.max}`;
      if (f.kind === 'flag' && typeof v !== 'boolean') return `${where}: ${label} must be yes or no`;
      if (f.kind === 'choice' && !f.options.includes(v as string))
        return `${where}: ${label} must be one of ${f.options.join(', ')}`;
      if (f.kind === 'text' && (typeof v !== 'string' || v.length > f.maxLength))
        return `${where}: ${label} must be at most ${f.maxLength} characters`;
    }
  }
  return undefined;
}

/** A game's plain-table part (Ruleset.board). `S`, `C`, `N` are its state, command and need types. */
export interface BoardPart<S, C, N> {
  view(state: S): BoardView;
  /**
   * What the person whose need it is can do now: orders of the selected figure (or unit, or group), the
   * options of a decision, the faces of a roll. `selected` is a figure id the person clicked, if any.
   */
  choices(state: S, need: N, selected?: string): BoardChoice<C>[];
  /** The figures a person may click to select now (their own that may act); others only show a card. */
  selectable(state: S, need: N): readonly string[];
  /** What to draw round the selected figure (its unit's range bands, its fire arc); nothing when absent. */
  around?(state: S, selected: string): readonly BoardOverlay[];
  newBattle?: BoardNewBattle;
}
