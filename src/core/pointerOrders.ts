// The orders a person gives with the pointer on the table, as the game answers them for the shared host. The
// host keeps the pointer (a drag, a click in a mode, the figure under it) and the sending (app/orders.ts, the
// note beside the pointer in app/chain/orderNote.ts); the game turns the gesture into its own command, fits a
// command before it goes, and says which tests the note tells. Chain Reaction's part is
// rulesets/chain-reaction/view/pointerOrders.ts.

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
  /** The command as it will be sent: a dragged move fitted to what the figure can do. */
  fit(state: S, command: C): C;
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
