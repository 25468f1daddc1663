// The uniform, display-ready form of any of the book's tables: plain JSON with short cells in our
// own words, so the screen, the CLI and the tests can show every table the same way. Views are built
// from the table data (see the views*.ts files), never typed out by hand.
import type { DiceSpec, TableMeta, TableModifier, Versus } from '../../../core/tables/types';
import type { TableShown, ViewColumn, ViewModifier, ViewRow } from '../../../core/tables/view';
import { PEF_REP } from '../tables/pef';
import { modifierChange } from './phrases';

export type { ViewColumn, ViewModifier, ViewRow };

/** Chain Reaction's shown table: every table has its book page, its dice and what they are read against. */
export interface TableView extends TableShown {
  page: number;
  dice: DiceSpec;
  versus: Versus;
}

/** The part of a view a builder supplies; the rest comes from the table's meta. */
export interface ViewBody {
  rowHeader: string;
  columns: ViewColumn[];
  rows: ViewRow[];
  notes?: string[];
  /** Replaces the generic "how it is rolled" line where that would mislead. */
  rolls?: string;
  /** Extra modifiers the meta does not list (rare). */
  modifiers?: readonly TableModifier[];
}

export function diceText(dice: DiceSpec): string {
  if (dice === 'rep') return '1d6 per point of Rep';
  if (dice === 'target') return '1d6 per point of Target';
  return dice === 0 ? 'No dice' : `${dice}d6`;
}

export function versusText(versus: Versus): string {
  switch (versus) {
    case 'rep':
      return 'each die at or under Rep passes';
    case 'impact':
      return "read against the weapon's Impact";
    case 'pefRep4':
      return `each die at or under ${PEF_REP} passes (a PEF counts as Rep ${PEF_REP})`;
    case 'asRolled':
      return 'read as rolled';
    case 'successes':
      return 'each 1, 2 or 3 is a success';
    case 'total':
      return 'add the dice';
  }
}

export function rollsText(meta: TableMeta): string {
  if (meta.dice === 0) return 'No dice: a reference list';
  return `${diceText(meta.dice)}, ${versusText(meta.versus)}`;
}

export function makeView(meta: TableMeta, body: ViewBody): TableView {
  const mods = [...(meta.modifiers ?? []), ...(body.modifiers ?? [])];
  return {
    id: meta.id,
    label: meta.label,
    page: meta.page,
    dice: meta.dice,
    versus: meta.versus,
    rolls: body.rolls ?? rollsText(meta),
    modifiers: mods.map((m) => ({ id: m.id, label: m.label, change: modifierChange(m) })),
    rowHeader: body.rowHeader,
    columns: body.columns,
    rows: body.rows,
    notes: body.notes ?? [],
  };
}

/** The keys of a "dice passed" row map, best first (2, 1, 0), as the book prints them. */
export function passKeys<K extends number>(rows: Readonly<Record<K, unknown>>): K[] {
  return (Object.keys(rows).map(Number) as K[]).sort((a, b) => b - a);
}

/** The keys of a die-face row map, low first (1 to 6). */
export function faceKeys<K extends number>(rows: Readonly<Record<K, unknown>>): K[] {
  return (Object.keys(rows).map(Number) as K[]).sort((a, b) => a - b);
}

export const passLabel = (n: number): string => `Pass ${n}`;

/** Columns from a vocabulary and its words, in the vocabulary's order. */
export function columnsOf<K extends string>(ids: readonly K[], words: Readonly<Record<K, string>>): ViewColumn[] {
  return ids.map((id) => ({ id, label: words[id] }));
}
