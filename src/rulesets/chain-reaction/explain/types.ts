// The shape every explainer returns: one short sentence for the log plus the facts behind it, so the
// screen can show the dice, highlight the table row and list why each modifier applied.
import type { TableRef } from '../../../core/tables/types';

/** A modifier or rule adjustment that touched the roll, and why, in plain words. */
export interface ModifierNote {
  label: string;
  reason: string;
}

export interface Explanation {
  /** One or a few sentences in plain English. */
  text: string;
  /** The table row (and column) the result was read from, when there is one. */
  table?: TableRef;
  /** The dice that counted, as thrown. */
  dice: number[];
  /** The number the dice were read against, when there is one. */
  target?: number;
  modifiers: ModifierNote[];
  /** The exact chances of each result, when the caller had them (see explainOdds). */
  odds?: string;
  /** Finer pieces of a many-part result (one per die of a shot, one per charger), for an expandable log. */
  parts?: Explanation[];
}
