// The Fast Move test (p.10): the group throws 2d6 once and each mover reads them against its own
// Rep, so one throw can send a veteran 16" and a novice nowhere extra. Carriers of wounded are capped.
import { passCount } from '../../../core/dice/read';
import type { Roller } from '../../../core/dice/roll';
import { enumerate } from '../odds/enumerate';
import { add, ZERO, type Fraction } from '../odds/fraction';
import { FAST_MOVE_TABLE } from '../tables/fastMove';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';

export interface FastMover {
  id: string;
  rep: number;
  carryingWounded?: boolean;
}

export interface FastMoveInput {
  figures: readonly FastMover[];
}

export interface FastMoverResult {
  figure: string;
  rep: number;
  target: number;
  ownPassed: 0 | 1 | 2;
  passed: 0 | 1 | 2;
  modifiers: AppliedModifier[];
  /** Inches added to the normal move. */
  extraInches: number;
  /** The whole allowance for this activation, in inches of open ground. */
  maxMove: number;
  table: TableRef;
}

export interface FastMoveOutcome {
  test: 'fastMove';
  dice: number[];
  figures: FastMoverResult[];
}

export function resolveFastMove(input: FastMoveInput, roll: Roller): FastMoveOutcome {
  if (input.figures.length === 0) return { test: 'fastMove', dice: [], figures: [] };
  const reps = new Set(input.figures.map((f) => f.rep));
  const only = reps.size === 1 ? input.figures[0]!.rep : undefined;
  const dice = roll({
    purpose: 'fastMove',
    count: FAST_MOVE_TABLE.meta.dice,
    who: input.figures.map((f) => f.id),
    ...(only !== undefined ? { target: only, read: 'pass' as const } : { read: 'asRolled' as const }),
    note: 'Fast Move for the group',
  });
  const figures = input.figures.map((f): FastMoverResult => {
    const own = passCount(dice, f.rep);
    const modifiers: AppliedModifier[] = [];
    let passed = own;
    if (f.carryingWounded) {
      const cap = FAST_MOVE_TABLE.carryingWoundedMaxPass;
      modifiers.push({
        id: 'carryingWounded',
        label: 'Carrying wounded',
        reason: `${f.id} carries a wounded friend: at best ${cap} die passed`,
      });
      passed = Math.min(own, cap) as 0 | 1 | 2;
    }
    const row = FAST_MOVE_TABLE.rows[passed];
    return {
      figure: f.id,
      rep: f.rep,
      target: f.rep,
      ownPassed: own,
      passed,
      modifiers,
      extraInches: row.extraInches,
      maxMove: row.maxMove,
      table: { table: FAST_MOVE_TABLE.meta.id, row: String(passed) },
    };
  });
  return { test: 'fastMove', dice, figures };
}

/** How many of the group's Fast Move dice a figure passes: at best one while it carries a wounded friend. */
export function fastPassed(dice: readonly number[], rep: number, carryingWounded: boolean): number {
  const passed = passCount(dice, rep);
  const cap = FAST_MOVE_TABLE.carryingWoundedMaxPass;
  return carryingWounded && passed > cap ? cap : passed;
}

/** Exact odds of each mover's allowance in inches, walked through resolveFastMove itself. */
export function fastMoveOdds(input: FastMoveInput): Record<string, Map<string, Fraction>> {
  const out: Record<string, Map<string, Fraction>> = {};
  for (const f of input.figures) out[f.id] = new Map();
  for (const { outcome, p } of enumerate((roll) => resolveFastMove(input, roll))) {
    for (const r of outcome.figures) {
      const m = out[r.figure]!;
      const k = String(r.maxMove);
      m.set(k, add(m.get(k) ?? ZERO, p));
    }
  }
  return out;
}
