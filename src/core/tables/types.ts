// The common shape of the book's tables as data. Every table has an id, a short label for the log,
// how many dice it rolls and against what, its circumstance modifiers and its rows.
// Rows are data (result codes), never the book's prose; plain-words explanations live in src/rulesets/chain-reaction/explain.

/** How many dice the table rolls, as the book's top-left corner says: a number, or "Rep"/"Target". */
export type DiceSpec = number | 'rep' | 'target';

/** What the dice are compared with. */
export type Versus = 'rep' | 'impact' | 'pefRep4' | 'asRolled' | 'successes' | 'total';

export interface TableModifier {
  id: string;
  /** Short label for the log, in our own words. */
  label: string;
  /** Change in the number of d6 rolled (+1 = +1d6). */
  dice?: number;
  /** Change to the score or target number. */
  value?: number;
}

export interface TableMeta {
  id: string;
  label: string;
  dice: DiceSpec;
  versus: Versus;
  /** Book page where the table is printed, for "show me the table". */
  page: number;
  modifiers?: readonly TableModifier[];
}

/** A reference from a result to the row (and column) of the table that produced it. */
export interface TableRef {
  table: string;
  row: string;
  column?: string;
}

/** A modifier that actually applied to a roll, with the reason it applied. */
export interface AppliedModifier {
  id: string;
  label: string;
  dice?: number;
  value?: number;
  /** Why it applied in this case: "Hans is behind the wall". */
  reason?: string;
}
