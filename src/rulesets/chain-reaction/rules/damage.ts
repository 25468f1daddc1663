// Damage from a hit, ranged or melee: one die against the Impact. The Recover Test that follows a
// high roll belongs to the reaction tests; here it is only called for, as the result 'recoverTest'.
import type { Roller } from '../../../core/dice/roll';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import { DAMAGE_TABLES, damageRow, type DamageKind, type DamageResult } from '../tables/damage';
import type { TableRef } from '../../../core/tables/types';

export interface DamageInput {
  impact: number;
  kind: DamageKind;
  /** The figure hit, for the log. */
  who?: string;
}

export interface DamageRoll {
  kind: DamageKind;
  die: number;
  impact: number;
  result: DamageResult;
  /** Knocked to the ground (all but the dead, who stay where they fell). */
  knockedDown: boolean;
  ref: TableRef;
}

/** Reads a die already rolled on the damage table of that kind. */
export function damageOf(die: number, impact: number, kind: DamageKind): DamageRoll {
  const row = damageRow(die, impact);
  return {
    kind,
    die,
    impact,
    result: row.result,
    knockedDown: row.knockedDown,
    ref: { table: DAMAGE_TABLES[kind].meta.id, row: row.id },
  };
}

export function resolveDamage(input: DamageInput, roll: Roller): DamageRoll {
  const [die = 0] = roll({
    purpose: input.kind === 'melee' ? 'meleeDamage' : 'damage',
    count: 1,
    target: input.impact,
    read: 'asRolled',
    ...(input.who ? { who: [input.who] } : {}),
    note: `Damage against Impact ${input.impact}`,
  });
  return damageOf(die, input.impact, input.kind);
}

/** One damage roll per hit, in order (a target struck twice by one shot rolls twice). */
export function resolveHits(hits: number, input: DamageInput, roll: Roller): DamageRoll[] {
  const out: DamageRoll[] = [];
  for (let i = 0; i < hits; i++) out.push(resolveDamage(input, roll));
  return out;
}

export function damageOdds(input: DamageInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveDamage(input, roll),
    (r) => r.result,
  );
}
