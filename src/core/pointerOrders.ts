// The orders a person gives with the pointer on the table, as the game answers them for the shared host. The
// host keeps the pointer (a drag, a click in a mode, the figure under it) and the sending (app/orders.ts, the
// note beside the pointer in app/chain/orderNote.ts); the game turns the gesture into its own command, fits a
// command before it goes, and says which tests the note tells. Chain Reaction's part is
// rulesets/chain-reaction/view/pointerOrders.ts.
import type { World } from '../geometry/world';
import type { Sketch, Underlay } from './sketch';

/** What the pointer is doing now, in plain terms: no game's types in it. */
export interface Gesture {
  /** The table's mode ('select', 'throw', 'charge', 'retrieve'...). */
  mode: string;
  /** A figure being dragged: the pointer's trail in inches (thinned, without the figure's own spot). */
  drag?: { figure: string; path: readonly (readonly [number, number])[]; fast: boolean };
  /** The selected figure, when the person may order it now. */
  figure?: string;
  /** The figure under the pointer. */
  hover?: string;
  pointer: readonly [number, number];
}

/**
 * While the rules ask where a figure steps (a question's `step`, core/question.ts): the spot is picked on the
 * table, within `reach` inches of `from`.
 */
export interface StepPick {
  figure: string;
  from: readonly [number, number];
  reach: number;
}

/** A figure as the pointer finds it: where it stands and whose it is. */
export interface PointerFigure {
  id: string;
  side: string;
  at: readonly [number, number];
  /** Taken off the table: never found under the pointer, and not kept selected. */
  gone: boolean;
  /** On the table but not found under the pointer on its own (carried by a friend). */
  carried: boolean;
}

/** The orders given with one key (or one button) for the selected figure. */
export type QuickOrder = 'prone' | 'reload' | 'grenade' | 'end';

/** A shot's target and the dice put on it. */
export interface AimTarget {
  figure: string;
  dice: number;
}

/** A shot being aimed on the table: its targets (the first is the first target) and the side its swath runs to. */
export interface Aim {
  targets: AimTarget[];
  side: 'left' | 'right';
}

/** A change of aim as the game answers it: the new aim and the line to show, or why not (the aim stays). */
export type AimStep = { aim: Aim; say?: string } | { why: string };

/**
 * Aiming a shot with the pointer (the table's fire mode): the host keeps the aim as plain data and the game says
 * what a click, a change of dice or a flip of the swath makes of it, and the command that fires it.
 */
export interface AimPart<S, C> {
  /** A click on the table while aiming from `shooter`; `target` is the figure clicked, if any. */
  click(state: S, shooter: string, target: string | undefined, aim: Aim): AimStep;
  /** `figure`'s dice set to `dice`, held within what the shooter's weapon throws. */
  setDice(state: S, shooter: string, aim: Aim, figure: string, dice: number): AimStep;
  /** The swath flipped to its other side; targets no longer inside it give their dice back to the first. */
  flip(state: S, shooter: string, aim: Aim): AimStep;
  /** The command that fires the aimed shot. */
  command(shooter: string, aim: Aim): C;
  /** Whether the shooter still has a shot to aim (has not fired, its weapon is not empty). */
  loaded(state: S, shooter: string): boolean;
  /**
   * What the table draws while the selected figure points at something in a mode (the swath and its dice, the
   * blast circle, the charge...), with the note beside the pointer; undefined for a mode it does not draw.
   */
  sketch?(state: S, look: AimLook): Sketch | undefined;
}

/** The selected figure pointing in a mode: at the pointer, over `hover` if a figure is there, aiming `aim`. */
export interface AimLook {
  mode: string;
  shooter: string;
  hover: string | undefined;
  pointer: readonly [number, number];
  aim: Aim;
}

/** The table's overlay switches (app/settings.ts: los, vision, cohesion, cover, ranges...). */
export type Shown = Readonly<Record<string, boolean>>;

/** A game's answers about orders given on the table. `S`, `C`, `E`: its state, command and event types. */
export interface PointerOrders<S, C, E> {
  /** The order the gesture would give if the pointer were let go now (for the note beside it), if any. */
  pending(state: S, gesture: Gesture): C | undefined;
  /**
   * A click on the table in the gesture's mode (the pointer at the click, `hover` the figure there): the order it
   * gives, or one line saying what to click instead; neither when the mode takes no click order.
   */
  click?(state: S, gesture: Gesture): { command: C } | { why: string } | undefined;
  /** The answer to a step question clicked at `pointer`: the spot held to the pick's reach, as the game's command. */
  stepAnswer?(pick: StepPick, pointer: readonly [number, number]): C;
  /** Aiming a shot (fire mode), when the game has shots to aim. */
  aim?: AimPart<S, C>;
  /** The state as the table shows it (while a question is open, figures where the question finds them); else the state. */
  table?(state: S): S;
  /** The geometry the table's previews measure with, built once per state. */
  world?(state: S): World;
  /** Every figure, in a stable order (the first of two equally near the pointer is found). */
  figures?(state: S): PointerFigure[];
  /** The figures that follow `figure` in a group move (its group, each free to move now), in the group's order. */
  followers?(state: S, figure: string): string[];
  /** The rest of that group, which a group move leaves where they stand, each with why in plain words ("Bo (has already moved)"). */
  staysBehind?(state: S, figure: string): string[];
  /** Whether the figure could give this order at all (for greying out its button). */
  can?(state: S, figure: string, order: 'fire' | 'grenade' | 'reload'): boolean;
  /** A one-key order for `figure` (for 'end', the figure whose group ends, if no group is acting): the command, or the mode to go into. */
  quick?(state: S, order: QuickOrder, figure: string | undefined): { command: C } | { mode: string } | undefined;
  /** A drag let go: a move along `path` (a fast move when `fast`); `moveOf` tells a move command back (fast or not). */
  move?(figure: string, path: readonly (readonly [number, number])[], fast: boolean): C;
  moveOf?(command: C): { fast: boolean } | undefined;
  /** A drag let go while setting up: the figure placed at `at`. */
  place?(figure: string, at: readonly [number, number]): C;
  /** What the table draws while a step is picked: the reach, the walk to the pointer, and the note beside it. */
  stepSketch?(state: S, pick: StepPick, pointer: readonly [number, number]): Sketch;
  /** What the table draws while a figure is dragged: where its move along the path ends, and the ruler's note. */
  dragSketch?(
    state: S,
    figure: string,
    path: readonly (readonly [number, number])[],
    fast: boolean,
  ): Sketch | undefined;
  /**
   * What the game draws under the figures for the selected figure and the switches on (core/sketch.ts); a side
   * is painted in `sideColour(its place among the sides)`.
   */
  underlay?(state: S, selected: string | undefined, shown: Shown, sideColour: (index: number) => number): Underlay;
  /** What follows the pointer when no order is being given: sight from the selected figure, cover, vision. */
  look?(
    state: S,
    selected: string | undefined,
    hover: string | undefined,
    pointer: readonly [number, number],
    shown: Shown,
  ): Sketch | undefined;
  /** Work done ahead in idle time (the vision of every figure) for up to `budgetMs`; true while some is left. */
  warm?(state: S, budgetMs: number, now: () => number): boolean;
  /** Label words and colours the sketches use often, made up front so showing them costs no frame. */
  labels?: readonly (readonly [string, string])[];
  /** The command as it will be sent: a dragged move fitted to what the figure can do. */
  fit(state: S, command: C): C;
  /**
   * Why `fit` cut this move short of the point dragged to, when terrain did it and not the allowance (words
   * that follow "stopped short:"); undefined otherwise. A group move says it for each figure so cut.
   */
  fitWhy?(state: S, command: C): string | undefined;
  /** The figure a command orders, if it names one. */
  figureOf(command: C): string | undefined;
  /** Whether the command answers a question the game asked (rather than giving an order). */
  answers(command: C): boolean;
  /** Why a group move stops after one figure's move brought these events, in words after its name; else undefined. */
  groupStop(events: readonly E[]): string | undefined;
  /** The tests (CoachLine.test) the note beside a drag tells even with the coach off: what no other preview says. */
  dragTests: readonly string[];
  /** The coach's line when an order brings on no test. */
  noTest: string;
}
