// The Recruiting table (book p.6) as data: one d6 read as rolled, shifted by the kind of force,
// gives a new Grunt's Rep. Kept as data so the screen can show the table and the log can cite its row.
import type { TableMeta } from '../../../core/tables/types';

/** The force types of the scenario contract. */
export const FORCES = ['military', 'police', 'gang', 'guerilla', 'militia'] as const;
export type Force = (typeof FORCES)[number];

export const RECRUITING_MODIFIERS = {
  disciplined: { id: 'disciplined', label: 'Police or military recruit', value: +1 },
  irregular: { id: 'irregular', label: 'Ganger, guerilla or militia recruit', value: -1 },
} as const;
export type RecruitingModifierId = keyof typeof RECRUITING_MODIFIERS;

/** Every force falls under exactly one of the two modifiers, so a modifier always applies. */
export const FORCE_MODIFIER: Readonly<Record<Force, RecruitingModifierId>> = {
  military: 'disciplined',
  police: 'disciplined',
  gang: 'irregular',
  guerilla: 'irregular',
  militia: 'irregular',
};

/** Grunts carry whatever the miniature is modelled with; the project's per-force lists fill that in. */
export type RecruitWeapon = 'asFigure';

export interface RecruitingRow {
  /** Row label as the table prints it. */
  row: string;
  /** Inclusive score bounds; the end rows leave one bound open ("1 or less", "6 or more"). */
  min?: number;
  max?: number;
  rep: number;
  weapon: RecruitWeapon;
}

export const RECRUITING_TABLE = {
  meta: {
    id: 'recruiting',
    label: 'Recruiting',
    dice: 1,
    versus: 'asRolled',
    page: 6,
    modifiers: [RECRUITING_MODIFIERS.disciplined, RECRUITING_MODIFIERS.irregular],
  } satisfies TableMeta,
  rows: [
    { row: '1 or less', max: 1, rep: 3, weapon: 'asFigure' },
    { row: '2', min: 2, max: 2, rep: 4, weapon: 'asFigure' },
    { row: '3', min: 3, max: 3, rep: 4, weapon: 'asFigure' },
    { row: '4', min: 4, max: 4, rep: 4, weapon: 'asFigure' },
    { row: '5', min: 5, max: 5, rep: 4, weapon: 'asFigure' },
    { row: '6 or more', min: 6, rep: 5, weapon: 'asFigure' },
  ] as const satisfies readonly RecruitingRow[],
} as const;

/** The row a modified score lands on; the open end rows make every integer score land somewhere. */
export function recruitingRow(score: number): RecruitingRow {
  const rows: readonly RecruitingRow[] = RECRUITING_TABLE.rows;
  return (
    rows.find((r) => (r.min === undefined || score >= r.min) && (r.max === undefined || score <= r.max)) ?? rows[0]!
  );
}
