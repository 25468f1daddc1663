// A book table ready to show on a screen, the same for every game: how it is rolled, its columns and rows
// as short cells in the game's own words, its modifiers and notes. A ruleset hands these out through
// `Ruleset.tables.view`, and `tables.row` says which row decided a roll, so one dialog shows any game's tables.

export interface ViewColumn {
  id: string;
  label: string;
}

export interface ViewRow {
  /** The row id a TableRef names (e.g. "2" for pass 2, "10+" for the Ranged Combat top row). */
  id: string;
  label: string;
  /** One short cell per column, in column order. */
  cells: string[];
}

export interface ViewModifier {
  id: string;
  label: string;
  /** "+1d6", "-1", or "" when the modifier is a rule rather than a number. */
  change: string;
}

/** A table as a screen shows it. */
export interface TableShown {
  id: string;
  label: string;
  /** The book page it is printed on, when the game has a book. */
  page?: number;
  /** How the table is rolled and read, in a line: "2d6, each die at or under Rep passes". */
  rolls: string;
  modifiers: ViewModifier[];
  /** Heading of the row-label column: "Dice passed", "1d6", "Weapon". */
  rowHeader: string;
  columns: ViewColumn[];
  rows: ViewRow[];
  /** Rules that sit beside the table: caps, re-rolls, costs. */
  notes: string[];
}

/** The row (and column) of a shown table that a roll's TableRef points at. */
export interface TableRowHit {
  rowIndex: number;
  /** Index into the view's columns when the ref names one of them. */
  columnIndex?: number;
}
