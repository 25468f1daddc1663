// The two damage tables (Ranged Combat Damage p.18, Melee Damage p.22). They share their rows:
// one die against the Impact, a 1 kills outright, at or under the Impact takes the figure out.
import type { TableMeta } from '../../../core/tables/types';

export const DAMAGE_RESULTS = ['obviouslyDead', 'outOfTheFight', 'recoverTest'] as const;
export type DamageResult = (typeof DAMAGE_RESULTS)[number];

export const DAMAGE_KINDS = ['ranged', 'melee'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export type DamageRowId = 'one' | 'impactOrLess' | 'overImpact';

const ROWS = [
  { id: 'one', result: 'obviouslyDead', knockedDown: false },
  { id: 'impactOrLess', result: 'outOfTheFight', knockedDown: true },
  // Knocked to the ground, then the Recover Test (from damage) decides what happens to the figure.
  { id: 'overImpact', result: 'recoverTest', knockedDown: true },
] as const satisfies readonly { id: DamageRowId; result: DamageResult; knockedDown: boolean }[];

export const RANGED_DAMAGE_TABLE = {
  meta: { id: 'rangedDamage', label: 'Ranged Combat Damage', dice: 1, versus: 'impact', page: 18 } satisfies TableMeta,
  rows: ROWS,
} as const;

export const MELEE_DAMAGE_TABLE = {
  meta: { id: 'meleeDamage', label: 'Melee Damage', dice: 1, versus: 'impact', page: 22 } satisfies TableMeta,
  rows: ROWS,
} as const;

export const DAMAGE_TABLES = { ranged: RANGED_DAMAGE_TABLE, melee: MELEE_DAMAGE_TABLE } as const;

/** The row a die falls on against an Impact. */
export function damageRow(die: number, impact: number): (typeof ROWS)[number] {
  if (die === 1) return ROWS[0];
  return die <= impact ? ROWS[1] : ROWS[2];
}
