// The Charge into Melee Test: every charger and the target roll 2d6 against Rep (the target's dice
// changed by cover and the charge direction); comparing passes says whether the target may shoot
// first. The charger always ends in contact, and nobody takes a Reaction Test for it.
import type { Roller } from '../../../core/dice/roll';
import { passCount } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import { CHARGE_TABLE, type ChargeDirection, type ChargeOutcome, type ChargeRowId } from '../tables/chargeIntoMelee';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';

export interface Charger {
  id?: string;
  rep: number;
  /** Where the charger hits the target from; front unless said. */
  direction?: ChargeDirection;
}

export interface ChargeInput {
  target: { id?: string; rep: number; inCover?: boolean };
  /** In charging order; one charger is the usual case. */
  chargers: readonly Charger[];
}

export interface ChargeSideRoll {
  id?: string;
  rep: number;
  count: number;
  dice: number[];
  passed: 0 | 1 | 2;
  modifiers: AppliedModifier[];
}

export interface ChargeMatch {
  charger: ChargeSideRoll;
  outcome: ChargeOutcome;
  targetMayFire: boolean;
  /** The target's fire at this charger counts as snap fire. */
  targetSnapFires: boolean;
  /** The charge came in from the rear, which earns the +1d6 rear bonus in the first melee round. */
  rearCharge: boolean;
  ref: TableRef;
}

export interface ChargeResult {
  target: ChargeSideRoll;
  matches: ChargeMatch[];
}

/** The target's dice and why: 2, +1 in cover, -1 flank or -2 rear (never below none). */
export function targetChargeDice(input: ChargeInput): { count: number; modifiers: AppliedModifier[] } {
  const modifiers: AppliedModifier[] = [];
  let count = CHARGE_TABLE.baseDice;
  if (input.target.inCover) {
    count += CHARGE_TABLE.coverDice;
    modifiers.push({ id: 'targetInCover', label: 'Target in cover', dice: CHARGE_TABLE.coverDice });
  }
  // One roll answers every charger, so it is made with the worst direction the target is hit from.
  let worst: ChargeDirection = 'front';
  for (const c of input.chargers) {
    const d = c.direction ?? 'front';
    if (CHARGE_TABLE.directionDice[d] < CHARGE_TABLE.directionDice[worst]) worst = d;
  }
  if (worst !== 'front') {
    const dice = CHARGE_TABLE.directionDice[worst];
    count += dice;
    modifiers.push({
      id: worst === 'flank' ? 'chargedToFlank' : 'chargedToRear',
      label: worst === 'flank' ? 'Charged in the flank' : 'Charged in the rear',
      dice,
      ...(input.chargers.length > 1 ? { reason: 'worst direction among the chargers' } : {}),
    });
  }
  return { count: Math.max(0, count), modifiers };
}

export function chargeRow(chargerPassed: number, targetPassed: number): ChargeRowId {
  if (chargerPassed > targetPassed) return 'chargerPassedMore';
  return chargerPassed === targetPassed ? 'samePassed' : 'targetPassedMore';
}

function rollSide(
  id: string | undefined,
  rep: number,
  count: number,
  roll: Roller,
  note: string,
): { dice: number[]; passed: 0 | 1 | 2 } {
  // With no dice left nothing is thrown (and no scripted throw is used up).
  const dice =
    count > 0
      ? roll({ purpose: 'chargeIntoMelee', count, target: rep, read: 'pass', ...(id ? { who: [id] } : {}), note })
      : [];
  return { dice, passed: passCount(dice, rep) };
}

/** Chargers roll first, in order, then the target once for all of them. */
export function resolveCharge(input: ChargeInput, roll: Roller): ChargeResult {
  const chargers: ChargeSideRoll[] = input.chargers.map((c) => {
    const count = CHARGE_TABLE.baseDice;
    const r = rollSide(c.id, c.rep, count, roll, 'Charge into melee: charger');
    return { ...(c.id ? { id: c.id } : {}), rep: c.rep, count, dice: r.dice, passed: r.passed, modifiers: [] };
  });
  const t = targetChargeDice(input);
  const tr = rollSide(input.target.id, input.target.rep, t.count, roll, 'Charge into melee: target');
  const target: ChargeSideRoll = {
    ...(input.target.id ? { id: input.target.id } : {}),
    rep: input.target.rep,
    count: t.count,
    dice: tr.dice,
    passed: tr.passed,
    modifiers: t.modifiers,
  };
  const matches = chargers.map((charger, i): ChargeMatch => {
    const row = chargeRow(charger.passed, target.passed);
    const outcome = CHARGE_TABLE.rows[row];
    return {
      charger,
      outcome,
      targetMayFire: outcome !== 'targetMayNotFire',
      targetSnapFires: outcome === 'targetSnapFires',
      rearCharge: (input.chargers[i]!.direction ?? 'front') === 'rear',
      ref: { table: 'chargeIntoMelee', row, column: row === 'targetPassedMore' ? 'target' : 'charger' },
    };
  });
  return { target, matches };
}

/** Exact odds of the outcome for each charger, joined in charging order ("targetFires" for one). */
export function chargeOdds(input: ChargeInput, targetDice?: readonly number[]): Map<string, Fraction> {
  // A target that already threw against a charge this activation has its dice read again (p.23): only the
  // charger's throw is still to come.
  return distribution(
    (roll) =>
      resolveCharge(input, (req) => (targetDice && req.who?.[0] === input.target.id ? [...targetDice] : roll(req))),
    (r) => r.matches.map((m) => m.outcome).join('+'),
  );
}
