// One round of melee between two figures: each rolls Rep d6 plus weapon and circumstance dice and
// counts successes (1-3). Equal is Evenly Matched; otherwise the winner rolls melee damage with
// the difference as Impact. Multi-figure melees are a series of these, one on one.
import type { Roller } from '../../../core/dice/roll';
import { successes } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import { add, mul, ZERO, type Fraction } from '../odds/fraction';
import { MELEE_TABLE, type MeleeOutcome, type MeleeWeapon } from '../tables/melee';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import { damageOdds, resolveDamage, type DamageRoll } from './damage';

export interface MeleeFighter {
  id?: string;
  rep: number;
  weapon?: MeleeWeapon;
  prone?: boolean;
  /** Evenly Matched results this figure has already scored this turn; each gives its opponents +1d6. */
  evenlyMatchedThisTurn?: number;
}

export interface MeleeInput {
  attacker: MeleeFighter;
  defender: MeleeFighter;
  /** The first round after the charge (the only one the rear bonus counts in). */
  firstRound?: boolean;
  /** The attacker's charge qualified for the charged-to-rear modifier. */
  rearCharge?: boolean;
}

export interface MeleeSideRoll {
  id?: string;
  rep: number;
  count: number;
  dice: number[];
  successes: number;
  modifiers: AppliedModifier[];
}

export interface MeleeResult {
  attacker: MeleeSideRoll;
  defender: MeleeSideRoll;
  outcome: MeleeOutcome;
  winner?: 'attacker' | 'defender';
  /** Difference in successes, used as the Impact of the damage roll. */
  impact?: number;
  damage?: DamageRoll;
  ref: TableRef;
}

/** The dice one side rolls against its opponent, with each modifier that applied. */
export function meleeDice(
  self: MeleeFighter,
  opponent: MeleeFighter,
  rearBonus: boolean,
): { count: number; modifiers: AppliedModifier[] } {
  const modifiers: AppliedModifier[] = [];
  const weapon = self.weapon ?? 'none';
  if (weapon === 'one-hand')
    modifiers.push({ id: 'oneHand', label: 'One-hand melee weapon', dice: MELEE_TABLE.weaponDice[weapon] });
  if (weapon === 'two-hand')
    modifiers.push({ id: 'twoHand', label: 'Two-hand melee weapon', dice: MELEE_TABLE.weaponDice[weapon] });
  const em = opponent.evenlyMatchedThisTurn ?? 0;
  if (em > 0) {
    modifiers.push({
      id: 'evenlyMatched',
      label: 'Opponent evenly matched earlier this turn',
      dice: em,
      reason: `${em} evenly matched ${em === 1 ? 'result' : 'results'} this turn`,
    });
  }
  if (opponent.prone) modifiers.push({ id: 'prone', label: 'Opponent is prone', dice: 1 });
  if (rearBonus)
    modifiers.push({
      id: 'rear',
      label: 'Attacking the rear',
      dice: 1,
      reason: 'first round after a charge to the rear',
    });
  const count = self.rep + modifiers.reduce((s, m) => s + (m.dice ?? 0), 0);
  return { count: Math.max(0, count), modifiers };
}

/** Both sides' dice counts for a round: the attacker's first. */
export function meleeDiceBoth(input: MeleeInput): [ReturnType<typeof meleeDice>, ReturnType<typeof meleeDice>] {
  const rear = !!input.firstRound && !!input.rearCharge;
  return [meleeDice(input.attacker, input.defender, rear), meleeDice(input.defender, input.attacker, false)];
}

function rollSide(f: MeleeFighter, count: number, roll: Roller, note: string): number[] {
  return count > 0 ? roll({ purpose: 'melee', count, read: 'successes', ...(f.id ? { who: [f.id] } : {}), note }) : [];
}

/** Compares successes: who won and by how much. */
export function meleeVerdict(attacker: number, defender: number): { outcome: MeleeOutcome; impact?: number } {
  if (attacker === defender) return { outcome: 'evenlyMatched' };
  return attacker > defender
    ? { outcome: 'attackerWins', impact: attacker - defender }
    : { outcome: 'defenderWins', impact: defender - attacker };
}

export function resolveMelee(input: MeleeInput, roll: Roller): MeleeResult {
  const [a, d] = meleeDiceBoth(input);
  const aDice = rollSide(input.attacker, a.count, roll, 'Melee: attacker');
  const dDice = rollSide(input.defender, d.count, roll, 'Melee: defender');
  const attacker: MeleeSideRoll = {
    ...(input.attacker.id ? { id: input.attacker.id } : {}),
    rep: input.attacker.rep,
    count: a.count,
    dice: aDice,
    successes: successes(aDice),
    modifiers: a.modifiers,
  };
  const defender: MeleeSideRoll = {
    ...(input.defender.id ? { id: input.defender.id } : {}),
    rep: input.defender.rep,
    count: d.count,
    dice: dDice,
    successes: successes(dDice),
    modifiers: d.modifiers,
  };
  const v = meleeVerdict(attacker.successes, defender.successes);
  const result: MeleeResult = {
    attacker,
    defender,
    outcome: v.outcome,
    ref: { table: 'melee', row: v.outcome === 'evenlyMatched' ? 'sameSuccesses' : 'moreSuccesses' },
  };
  if (v.impact !== undefined) {
    result.winner = v.outcome === 'attackerWins' ? 'attacker' : 'defender';
    result.impact = v.impact;
    const loser = v.outcome === 'attackerWins' ? input.defender : input.attacker;
    result.damage = resolveDamage({ impact: v.impact, kind: 'melee', ...(loser.id ? { who: loser.id } : {}) }, roll);
  }
  return result;
}

/** "evenlyMatched", or the winner and the damage result: "attacker:outOfTheFight". */
export function meleeKey(r: MeleeResult): string {
  return r.outcome === 'evenlyMatched' ? 'evenlyMatched' : `${r.winner}:${r.damage!.result}`;
}

/**
 * Exact odds of a melee round. Walking both sides' dice together grows too fast for big Reps, so
 * each side's successes are enumerated through the same roll request alone and combined with the
 * damage odds; the result is the same number the whole resolver would give (a test checks that).
 */
export function meleeOdds(input: MeleeInput): Map<string, Fraction> {
  const [a, d] = meleeDiceBoth(input);
  const side = (f: MeleeFighter, count: number) =>
    distribution((roll) => successes(rollSide(f, count, roll, '')), String);
  const aOdds = side(input.attacker, a.count);
  const dOdds = side(input.defender, d.count);
  const out = new Map<string, Fraction>();
  const put = (k: string, p: Fraction) => out.set(k, add(out.get(k) ?? ZERO, p));
  for (const [as, ap] of aOdds) {
    for (const [ds, dp] of dOdds) {
      const p = mul(ap, dp);
      const v = meleeVerdict(Number(as), Number(ds));
      if (v.impact === undefined) {
        put('evenlyMatched', p);
        continue;
      }
      const who = v.outcome === 'attackerWins' ? 'attacker' : 'defender';
      for (const [res, rp] of damageOdds({ impact: v.impact, kind: 'melee' })) put(`${who}:${res}`, mul(p, rp));
    }
  }
  return out;
}

/** The whole resolver walked by the enumerator: slower, for small cases and for checking meleeOdds. */
export function meleeOddsByWalk(input: MeleeInput): Map<string, Fraction> {
  return distribution((roll) => resolveMelee(input, roll), meleeKey);
}
