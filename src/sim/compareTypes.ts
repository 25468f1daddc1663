// The figures of `sim compare`, as the table, the JSON and the report page read them.
import type { OddsSummary } from '../core/odds/tally';
import type { Share } from '../core/odds/wilson';

/** One file's side of the figures. */
export interface CompareColumn {
  file: string;
  rules: string;
  seed: string;
  turnCap: number | null;
  summary: OddsSummary;
}

/** One outcome of a run, compared. */
export interface CompareRow {
  outcome: string;
  a: Share;
  b: Share;
  /** B's share minus A's. */
  diff: number;
  z: number;
  clear: boolean;
}

export interface Comparison {
  runs: number;
  test: string;
  a: CompareColumn;
  b: CompareColumn;
  rows: CompareRow[];
}
