// Activation (p.9): each turn every side throws one d6 (one ordered throw, a die per side in side
// order). Equal dice are thrown again; the highest die goes first, and a group may act only when
// its leader's Rep reaches its side's die. One call is one throw: `playActivation` loops on doubles.
import type { Roller } from '../../../core/dice/roll';
import { enumerate } from '../odds/enumerate';
import { add, ZERO, type Fraction } from '../odds/fraction';
import { ACTIVATION_TABLE } from '../tables/activation';
import type { TableRef } from '../../../core/tables/types';

export interface ActivationGroup {
  id: string;
  leaderRep: number;
}

export interface ActivationSide {
  id: string;
  groups: readonly ActivationGroup[];
}

export interface ActivationInput {
  /** In the scenario's side order: the dice are read in this order. */
  sides: readonly ActivationSide[];
}

export interface SideActivation {
  side: string;
  die: number;
  /** Groups that may act, highest leader Rep first (equal Reps in the order given). */
  mayAct: ActivationGroup[];
  mayNotAct: ActivationGroup[];
}

export interface ActivationOutcome {
  test: 'activation';
  dice: number[];
  /** Two sides showed the same number: throw again. */
  doubles: boolean;
  /** Sides from the highest die down; empty on doubles. */
  order: SideActivation[];
  table: TableRef;
}

/** Groups whose leader's Rep reaches the die, ordered high Rep first. */
export function eligibleGroups(
  groups: readonly ActivationGroup[],
  die: number,
): { mayAct: ActivationGroup[]; mayNotAct: ActivationGroup[] } {
  const sorted = [...groups]
    .map((g, i) => ({ g, i }))
    .sort((a, b) => b.g.leaderRep - a.g.leaderRep || a.i - b.i)
    .map((x) => x.g);
  return { mayAct: sorted.filter((g) => g.leaderRep >= die), mayNotAct: sorted.filter((g) => g.leaderRep < die) };
}

export function resolveActivation(input: ActivationInput, roll: Roller): ActivationOutcome {
  const dice = roll({
    purpose: 'activation',
    count: input.sides.length,
    ordered: true,
    who: input.sides.map((s) => s.id),
    read: 'asRolled',
    note: 'Activation: one die per side',
  });
  const doubles = new Set(dice).size < dice.length;
  const table = { table: ACTIVATION_TABLE.meta.id, row: doubles ? 'doubles' : 'order' };
  if (doubles) return { test: 'activation', dice, doubles, order: [], table };
  const order = input.sides
    .map((s, i) => ({ side: s.id, die: dice[i]!, ...eligibleGroups(s.groups, dice[i]!) }))
    .sort((a, b) => b.die - a.die);
  return { test: 'activation', dice, doubles, order, table };
}

export interface ActivationPlay {
  attempts: ActivationOutcome[];
  final: ActivationOutcome;
}

/** Throws until no two sides match. The cap only guards against a broken dice source. */
export function playActivation(input: ActivationInput, roll: Roller, maxAttempts = 1000): ActivationPlay {
  const attempts: ActivationOutcome[] = [];
  for (;;) {
    const a = resolveActivation(input, roll);
    attempts.push(a);
    if (!a.doubles || attempts.length >= maxAttempts) return { attempts, final: a };
  }
}

export interface ActivationOdds {
  /** Chance each side goes first. */
  first: Map<string, Fraction>;
  /** Chance each group may act this turn, by side then group id. */
  mayAct: Record<string, Record<string, Fraction>>;
}

/** Exact odds with doubles thrown again, walked through resolveActivation itself. */
export function activationOdds(input: ActivationInput): ActivationOdds {
  const first = new Map<string, Fraction>();
  const mayAct: Record<string, Record<string, Fraction>> = {};
  for (const s of input.sides) {
    mayAct[s.id] = {};
    for (const g of s.groups) mayAct[s.id]![g.id] = ZERO;
  }
  const all = enumerate((roll) => resolveActivation(input, roll), { isReroll: (o) => o.doubles });
  for (const { outcome, p } of all) {
    const lead = outcome.order[0];
    if (lead) first.set(lead.side, add(first.get(lead.side) ?? ZERO, p));
    for (const s of outcome.order) for (const g of s.mayAct) mayAct[s.side]![g.id] = add(mayAct[s.side]![g.id]!, p);
  }
  return { first, mayAct };
}
