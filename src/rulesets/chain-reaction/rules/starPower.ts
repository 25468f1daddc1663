// Star Power (p.4): a Star rolls its remaining Star Power dice against the damage it just took;
// each 1-3 lowers one result by a level, 6s are lost for the encounter. Afterwards Larger Than
// Life and Cheating Death may still save the Star. All of it is one step so the log tells it whole.
import type { Roller } from '../../../core/dice/roll';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { TableMeta, TableRef } from '../../../core/tables/types';

/** Damage levels a Star can be left with, mildest first ('knockedDown' = knocked prone but carrying on). */
export const STAR_DAMAGE_LEVELS = ['knockedDown', 'outOfTheFight', 'obviouslyDead'] as const;
export type StarDamageLevel = (typeof STAR_DAMAGE_LEVELS)[number];

export const STAR_POWER_TABLE = {
  meta: { id: 'starPower', label: 'Star Power', dice: 'rep', versus: 'asRolled', page: 4 } satisfies TableMeta,
  rows: {
    '1-3': 'reduceOneLevel',
    '4-5': 'noEffectKept',
    '6': 'noEffectLost',
  },
} as const;

/** A Star begins each encounter with one Star Power die per point of Rep. */
export function starPowerAtStart(rep: number): number {
  return rep;
}

const level = (l: StarDamageLevel): number => STAR_DAMAGE_LEVELS.indexOf(l);

export function worstOf(results: readonly StarDamageLevel[]): StarDamageLevel | null {
  let w: StarDamageLevel | null = null;
  for (const r of results) if (w === null || level(r) > level(w)) w = r;
  return w;
}

/**
 * Spends reductions on the worst result first, which leaves the Star as well off as any other
 * spending could. Returns the new results (same order as given) and how many reductions were used.
 */
export function reduceDamage(
  results: readonly StarDamageLevel[],
  reductions: number,
): { after: StarDamageLevel[]; used: number } {
  const after = [...results];
  let used = 0;
  while (used < reductions) {
    let worst = -1;
    for (let i = 0; i < after.length; i++)
      if (level(after[i]!) > 0 && (worst < 0 || level(after[i]!) > level(after[worst]!))) worst = i;
    if (worst < 0) break;
    after[worst] = STAR_DAMAGE_LEVELS[level(after[worst]!) - 1]!;
    used++;
  }
  return { after, used };
}

export interface StarPowerInput {
  who?: string;
  /** Star Power dice left this encounter. */
  starPower: number;
  /** Every damage result the figure took in this one go. */
  results: readonly StarDamageLevel[];
}

export interface StarPowerRoll {
  dice: number[];
  /** Dice showing 1-3. */
  reductions: number;
  used: number;
  /** Dice showing 6, gone for the rest of the encounter. */
  lost: number;
  before: StarDamageLevel[];
  after: StarDamageLevel[];
  worst: StarDamageLevel | null;
  starPowerBefore: number;
  starPowerAfter: number;
  ref: TableRef;
}

export function resolveStarPower(input: StarPowerInput, roll: Roller): StarPowerRoll {
  const before = [...input.results];
  // Nothing to reduce (or no dice left): no roll, so no die is risked for nothing.
  const worthRolling = input.starPower > 0 && before.some((r) => r !== 'knockedDown');
  const dice = worthRolling
    ? roll({
        purpose: 'starPower',
        count: input.starPower,
        read: 'asRolled',
        ...(input.who ? { who: [input.who] } : {}),
        note: 'Star Power against the damage taken',
      })
    : [];
  const reductions = dice.filter((d) => d >= 1 && d <= 3).length;
  const lost = dice.filter((d) => d === 6).length;
  const { after, used } = reduceDamage(before, reductions);
  return {
    dice,
    reductions,
    used,
    lost,
    before,
    after,
    worst: worstOf(after),
    starPowerBefore: input.starPower,
    starPowerAfter: input.starPower - lost,
    ref: { table: 'starPower', row: worthRolling ? `${reductions} reduced` : 'notRolled' },
  };
}

export const STAR_FINALS = ['knockedDown', 'outOfTheFight', 'obviouslyDead', 'cheatedDeath'] as const;
export type StarFinal = (typeof STAR_FINALS)[number];

export interface AdvantageFacts {
  /** Larger Than Life and Cheating Death belong to Stars only; a Grunt with Star Power gets just the dice. */
  star: boolean;
  rep: number;
  /** Rep of whoever dealt the damage; leave out when nobody did (a collapse), which lets the Star cheat death. */
  attackerRep?: number;
  /** Whether to cheat death when it is offered; the stated policy is yes (alive at Rep -1 beats dead). */
  cheatDeath?: boolean;
}

export interface AdvantageResult {
  final: StarFinal;
  largerThanLife: boolean;
  cheatingDeath: boolean;
  /** Rep after the encounter's advantages (one lower after cheating death). */
  rep: number;
  ref: TableRef;
}

/** Larger Than Life, then Cheating Death, applied to the worst result left after Star Power. */
export function starAdvantages(worst: StarDamageLevel, facts: AdvantageFacts): AdvantageResult {
  const plain: AdvantageResult = {
    final: worst,
    largerThanLife: false,
    cheatingDeath: false,
    rep: facts.rep,
    ref: { table: 'starAdvantages', row: 'none' },
  };
  if (!facts.star || worst !== 'obviouslyDead') return plain;
  if (facts.attackerRep !== undefined && facts.attackerRep < facts.rep) {
    return {
      ...plain,
      final: 'outOfTheFight',
      largerThanLife: true,
      ref: { table: 'starAdvantages', row: 'largerThanLife' },
    };
  }
  if (facts.cheatDeath ?? true) {
    return {
      ...plain,
      final: 'cheatedDeath',
      cheatingDeath: true,
      rep: facts.rep - 1,
      ref: { table: 'starAdvantages', row: 'cheatingDeath' },
    };
  }
  return plain;
}

export interface StarHitInput extends StarPowerInput, AdvantageFacts {}

export interface StarHitResult {
  starPower: StarPowerRoll;
  advantages: AdvantageResult | null;
  /** The figure's state after all of it; null when no damage result was given. */
  final: StarFinal | null;
  rep: number;
  starPowerAfter: number;
}

/** Star Power, then Larger Than Life and Cheating Death, for one batch of damage. */
export function resolveStarHit(input: StarHitInput, roll: Roller): StarHitResult {
  const sp = resolveStarPower(input, roll);
  const advantages = sp.worst ? starAdvantages(sp.worst, input) : null;
  return {
    starPower: sp,
    advantages,
    final: advantages ? advantages.final : null,
    rep: advantages ? advantages.rep : input.rep,
    starPowerAfter: sp.starPowerAfter,
  };
}

/** Exact odds of where the Star ends up. */
export function starHitOdds(input: StarHitInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveStarHit(input, roll),
    (r) => r.final ?? 'none',
  );
}
