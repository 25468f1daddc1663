// The In Sight test (p.12): when enemies come into view, each group's leader rolls Rep d6 less
// circumstances and counts successes; the side with the most acts first. One call is one attempt:
// a tie comes back as such, `playInSight` throws again, and the odds condition ties away.
import { successes } from '../../../core/dice/read';
import type { Roller } from '../../../core/dice/roll';
import { distribution, outcomes } from '../odds/enumerate';
import { add, div, mul, ONE, sub, ZERO, type Fraction } from '../odds/fraction';
import { IN_SIGHT_TABLE, type InSightAction, type InSightModifier } from '../tables/inSight';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';

export interface InSightLeader {
  side: string;
  /** The group this leader rolls for, for the log. */
  group?: string;
  leader: string;
  rep: number;
  /** His group is the active one and has moved this activation. */
  activeMoved?: boolean;
  /** Every enemy he can see is concealed. */
  enemyConcealed?: boolean;
  /** He leads only for want of a Star. */
  temporaryLeader?: boolean;
}

export interface InSightInput {
  /** In throwing order: the active side's leaders first. */
  leaders: readonly InSightLeader[];
}

export interface InSightRoll {
  side: string;
  group?: string;
  leader: string;
  rep: number;
  diceCount: number;
  modifiers: AppliedModifier[];
  dice: number[];
  successes: number;
}

/** 'noWinner': every leader is down to 0d6, so a re-throw could never break the tie. */
export type InSightOutcomeKind = 'win' | 'tie' | 'noWinner';

export interface InSightOutcome {
  test: 'inSight';
  rolls: InSightRoll[];
  /** Each side's best leader score. */
  bySide: { side: string; successes: number }[];
  outcome: InSightOutcomeKind;
  winner: string | null;
  table: TableRef;
}

const REASONS: Record<InSightModifier, (l: InSightLeader) => string> = {
  activeMoved: (l) => `${l.leader}'s group is active and has moved`,
  enemyConcealed: (l) => `the enemy ${l.leader} sees is concealed`,
  temporaryLeader: (l) => `${l.leader} is only a temporary leader`,
};

/** The dice a leader throws and the circumstances that took dice away. */
export function inSightDice(l: InSightLeader): { count: number; modifiers: AppliedModifier[] } {
  const modifiers: AppliedModifier[] = [];
  let count = l.rep;
  for (const m of IN_SIGHT_TABLE.meta.modifiers) {
    if (!l[m.id as InSightModifier]) continue;
    modifiers.push({ id: m.id, label: m.label, dice: m.dice, reason: REASONS[m.id as InSightModifier](l) });
    count += m.dice;
  }
  return { count: Math.max(IN_SIGHT_TABLE.minDice, count), modifiers };
}

/** One attempt at the test: every leader throws once. */
export function resolveInSight(input: InSightInput, roll: Roller): InSightOutcome {
  const rolls = input.leaders.map((l): InSightRoll => {
    const { count, modifiers } = inSightDice(l);
    const dice = roll({
      purpose: 'inSight',
      count,
      who: [l.leader],
      read: 'successes',
      note: `In Sight for ${l.group ?? l.side}`,
    });
    const r: InSightRoll = {
      side: l.side,
      leader: l.leader,
      rep: l.rep,
      diceCount: count,
      modifiers,
      dice,
      successes: successes(dice),
    };
    if (l.group !== undefined) r.group = l.group;
    return r;
  });
  const best = new Map<string, number>();
  for (const r of rolls) best.set(r.side, Math.max(best.get(r.side) ?? 0, r.successes));
  const bySide = [...best.entries()].map(([side, s]) => ({ side, successes: s }));
  const top = Math.max(0, ...bySide.map((b) => b.successes));
  const leaders = bySide.filter((b) => b.successes === top);
  let outcome: InSightOutcomeKind;
  if (rolls.every((r) => r.diceCount === 0) && bySide.length > 1) outcome = 'noWinner';
  else outcome = leaders.length === 1 ? 'win' : 'tie';
  const winner = outcome === 'win' ? leaders[0]!.side : null;
  return {
    test: 'inSight',
    rolls,
    bySide,
    outcome,
    winner,
    table: { table: IN_SIGHT_TABLE.meta.id, row: winner ?? outcome },
  };
}

export interface InSightPlay {
  attempts: InSightOutcome[];
  final: InSightOutcome;
}

/** Throws until one side wins (or nobody can). The cap only guards against a broken dice source. */
export function playInSight(input: InSightInput, roll: Roller, maxAttempts = 1000): InSightPlay {
  const attempts: InSightOutcome[] = [];
  for (;;) {
    const a = resolveInSight(input, roll);
    attempts.push(a);
    if (a.outcome !== 'tie' || attempts.length >= maxAttempts) return { attempts, final: a };
  }
}

/** Exact chance each side wins, ties thrown again; {noWinner: 1} when nobody has a die. */
export function inSightOdds(input: InSightInput): Map<string, Fraction> {
  if (input.leaders.every((l) => inSightDice(l).count === 0) && new Set(input.leaders.map((l) => l.side)).size > 1) {
    return new Map([['noWinner', ONE]]);
  }
  // Walking every leader's dice together grows as the product of their throws (four Rep 5 leaders: 252^4 paths,
  // gigabytes); small tests are walked whole, larger ones side by side (same answer, see inSightOddsBySide).
  const paths = input.leaders.reduce((a, l) => a * outcomes(inSightDice(l).count, false).length, 1);
  if (paths > WHOLE_WALK_PATHS) return inSightOddsBySide(input);
  return distribution(
    (roll) => resolveInSight(input, roll),
    (r) => r.winner ?? r.outcome,
    { isReroll: (r) => r.outcome === 'tie' },
  );
}

const WHOLE_WALK_PATHS = 20_000;

/**
 * The same odds built from each leader's own throw: a side scores its best leader's successes, sides throw
 * independently, so P(side s wins) = sum over k of P(s scores k) x P(every other side scores < k), ties thrown
 * again (conditioned away). Each leader's successes are still read by walking his dice through `successes`.
 */
function inSightOddsBySide(input: InSightInput): Map<string, Fraction> {
  const sides = [...new Set(input.leaders.map((l) => l.side))];
  const maxK = Math.max(0, ...input.leaders.map((l) => inSightDice(l).count));
  // below[s][k]: chance side s's best score is below k (k = 0..maxK+1).
  const below = new Map<string, Fraction[]>();
  for (const side of sides) {
    const cdf: Fraction[] = Array.from({ length: maxK + 2 }, (_, k) => (k === 0 ? ZERO : ONE));
    for (const l of input.leaders.filter((x) => x.side === side)) {
      const one = distribution(
        (roll) =>
          successes(roll({ purpose: 'inSight', count: inSightDice(l).count, who: [l.leader], read: 'successes' })),
        (k) => String(k),
      );
      for (let k = 1; k <= maxK + 1; k++) {
        let p = ZERO;
        for (const [key, q] of one) if (Number(key) < k) p = add(p, q);
        cdf[k] = mul(cdf[k]!, p);
      }
    }
    below.set(side, cdf);
  }
  const wins = new Map<string, Fraction>();
  let total = ZERO;
  for (const side of sides) {
    const cdf = below.get(side)!;
    let p = ZERO;
    for (let k = 0; k <= maxK; k++) {
      let term = sub(cdf[k + 1]!, cdf[k]!);
      for (const other of sides) if (other !== side) term = mul(term, below.get(other)![k]!);
      p = add(p, term);
    }
    if (p.n !== 0n) wins.set(side, p);
    total = add(total, p);
  }
  if (total.n === 0n) throw new Error('inSightOdds: every outcome is a re-roll');
  return new Map([...wins].map(([side, p]) => [side, div(p, total)]));
}

export interface InSightActor {
  id: string;
  rep: number;
  status?: string;
  /** Loaded, and has the enemy in view and in range. */
  canFire: boolean;
  /** An enemy within charge reach that it could charge. */
  canCharge?: boolean;
}

/** What one figure of the winning side does: fire, else charge, else duck back; busy figures carry on with their reaction. */
export function inSightAction(f: InSightActor): { action: InSightAction; reason: string } {
  if ((IN_SIGHT_TABLE.cannotFire as readonly string[]).includes(f.status ?? '')) {
    return { action: 'completeReaction', reason: `${f.id} is busy (${f.status}) and can't fire` };
  }
  if (f.canFire) return { action: 'fire', reason: `${f.id} can fire` };
  if (f.canCharge)
    return { action: 'charge', reason: `${f.id} can't fire but an enemy is within ${IN_SIGHT_TABLE.chargeReach}"` };
  return { action: 'duckBack', reason: `${f.id} can neither fire nor charge` };
}

/** The winners act from the highest Rep down; equal Reps keep the given order. */
export function inSightActingOrder<T extends { rep: number }>(figures: readonly T[]): T[] {
  return [...figures]
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.rep - a.f.rep || a.i - b.i)
    .map((x) => x.f);
}
