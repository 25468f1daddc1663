// Rep change after an Encounter (book p.32): was it a success for this figure, and then the one d6
// that raises Rep (no ceiling) or, after a failure against enemies, lowers it (never under 2).
import type { Roller } from '../../../core/dice/roll';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import {
  DECREASE_REP_TABLE,
  IMPROVE_REP_TABLE,
  SUCCESS_REQUIREMENTS,
  type SuccessRequirement,
} from '../tables/repChange';

/** What one figure did in the Encounter, as the engine recorded it. */
export interface EncounterRecord {
  /** Hit an enemy with fire, or fought in a melee. */
  hitOrMeleed: boolean;
  wasOutOfTheFight: boolean;
  hunkeredDown: boolean;
  leftTheBattlefield: boolean;
  /** Left the table while a group member was out of the fight or hunkered down. */
  leftSomeoneBehind: boolean;
}

export interface EncounterVerdict {
  success: boolean;
  /** The requirements the figure missed, in the book's order. */
  unmet: SuccessRequirement[];
}

export function encounterSuccess(r: EncounterRecord): EncounterVerdict {
  const met: Record<SuccessRequirement, boolean> = {
    hitOrMeleed: r.hitOrMeleed,
    neverOutOfTheFight: !r.wasOutOfTheFight,
    neverHunkeredDown: !r.hunkeredDown,
    neverLeftTheBattlefield: !r.leftTheBattlefield,
    leftNoOneBehind: !r.leftSomeoneBehind,
  };
  const unmet = SUCCESS_REQUIREMENTS.filter((k) => !met[k]);
  return { success: unmet.length === 0, unmet };
}

/** Which roll, if any, the figure makes: a failure only costs Rep when there were enemies on the table. */
export function repCheckFor(r: EncounterRecord, enemiesOnTable: boolean): 'improve' | 'decrease' | 'none' {
  if (encounterSuccess(r).success) return 'improve';
  return enemiesOnTable ? 'decrease' : 'none';
}

export interface RepChangeOutcome {
  kind: 'improve' | 'decrease' | 'none';
  from: number;
  to: number;
  dice: number[];
  modifiers: AppliedModifier[];
  ref?: TableRef;
}

export function resolveImproveRep(input: { rep: number; who?: string }, roll: Roller): RepChangeOutcome {
  const dice = roll({
    purpose: 'improveRep',
    count: 1,
    read: 'asRolled',
    note: `Improve Rep: above ${input.rep}, or a 6`,
    ...(input.who ? { who: [input.who] } : {}),
  });
  const d = dice[0]!;
  const six = d === IMPROVE_REP_TABLE.alwaysImproves;
  const up = d > input.rep || six;
  const modifiers: AppliedModifier[] =
    six && input.rep >= IMPROVE_REP_TABLE.alwaysImproves
      ? [{ ...IMPROVE_REP_TABLE.meta.modifiers[0]!, reason: `a 6 improves even Rep ${input.rep}` }]
      : [];
  return {
    kind: 'improve',
    from: input.rep,
    to: up ? input.rep + IMPROVE_REP_TABLE.step : input.rep,
    dice,
    modifiers,
    ref: { table: IMPROVE_REP_TABLE.meta.id, row: up ? 'improves' : 'else' },
  };
}

export function resolveDecreaseRep(input: { rep: number; who?: string }, roll: Roller): RepChangeOutcome {
  const dice = roll({
    purpose: 'decreaseRep',
    count: 1,
    read: 'asRolled',
    note: 'Decrease Rep: on a 1, never below 2',
    ...(input.who ? { who: [input.who] } : {}),
  });
  const hit = dice[0]! === DECREASE_REP_TABLE.losingFace;
  const to = hit ? Math.max(DECREASE_REP_TABLE.floor, input.rep + DECREASE_REP_TABLE.step) : input.rep;
  const row = !hit ? 'else' : to === input.rep ? 'floor' : 'drops';
  return {
    kind: 'decrease',
    from: input.rep,
    to,
    dice,
    modifiers: [],
    ref: { table: DECREASE_REP_TABLE.meta.id, row },
  };
}

export interface RepChangeInput {
  rep: number;
  record: EncounterRecord;
  enemiesOnTable: boolean;
  who?: string;
}

/** The whole after-Encounter Rep step for one figure: judge the Encounter, then roll what it calls for. */
export function resolveRepChange(
  input: RepChangeInput,
  roll: Roller,
): RepChangeOutcome & { verdict: EncounterVerdict } {
  const verdict = encounterSuccess(input.record);
  const kind = repCheckFor(input.record, input.enemiesOnTable);
  const base = { rep: input.rep, ...(input.who ? { who: input.who } : {}) };
  if (kind === 'improve') return { ...resolveImproveRep(base, roll), verdict };
  if (kind === 'decrease') return { ...resolveDecreaseRep(base, roll), verdict };
  return { kind: 'none', from: input.rep, to: input.rep, dice: [], modifiers: [], verdict };
}

/** Chances of each new Rep (keyed by the Rep as text). */
export function repChangeOdds(input: RepChangeInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveRepChange(input, roll),
    (r) => String(r.to),
  );
}
