// Hand grenades: readying (1d6 vs Rep), throwing (2d6 vs Rep, up to 6") and the dive for cover
// everyone near a botched throw gets (1d6 vs Rep to drop prone). What the blast then does to each
// figure is in blast.ts; the damage roll itself is the ordinary ranged damage.
import type { Roller } from '../../../core/dice/roll';
import { passCount } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { DamageResult } from '../tables/damage';
import { READY_GRENADE_TABLE, THROW_GRENADE_TABLE, type ReadyResult, type ThrowResult } from '../tables/grenades';
import type { TableRef } from '../../../core/tables/types';

export interface ReadyGrenadeInput {
  id?: string;
  rep: number;
}

export interface ReadyGrenadeResult {
  die: number;
  rep: number;
  passed: 0 | 1;
  result: ReadyResult;
  /** It may be thrown in this same activation. */
  throwNow: boolean;
  ref: TableRef;
}

export function resolveReadyGrenade(input: ReadyGrenadeInput, roll: Roller): ReadyGrenadeResult {
  const dice = roll({
    purpose: 'readyGrenade',
    count: 1,
    target: input.rep,
    read: 'pass',
    ...(input.id ? { who: [input.id] } : {}),
    note: 'Ready a grenade',
  });
  const passed = passCount(dice, input.rep) as 0 | 1;
  const result = READY_GRENADE_TABLE.rows[passed];
  return {
    die: dice[0] ?? 0,
    rep: input.rep,
    passed,
    result,
    throwNow: result === 'throwNow',
    ref: { table: 'readyGrenade', row: String(passed) },
  };
}

export function readyGrenadeOdds(input: ReadyGrenadeInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveReadyGrenade(input, roll),
    (r) => r.result,
  );
}

export interface ThrowGrenadeInput {
  id?: string;
  rep: number;
  /** Inches to the chosen spot; more than 6" can't be thrown. */
  distance?: number;
  /** The thrower can see the spot. */
  spotVisible: boolean;
  /** Dropped over a wall, rolled through a door or the like: as good as seen. */
  droppedOrRolled?: boolean;
}

export interface ThrowRefused {
  ok: false;
  error: 'tooFar';
  detail: string;
}

export interface ThrowGrenadeResult {
  ok: true;
  dice: number[];
  rep: number;
  passed: 0 | 1 | 2;
  result: ThrowResult;
  /** Where the blast circle goes: the chosen spot, the thrower, or nowhere (a miss). */
  blastAt: 'spot' | 'thrower' | null;
  /** A miss still makes those near the chosen spot take a Crisis Test. */
  crisisAtSpot: boolean;
  /** A botch: everyone in the circle rolls to drop prone before damage. */
  escapeRolls: boolean;
  ref: TableRef;
}

export type ThrowGrenadeOutcome = ThrowGrenadeResult | ThrowRefused;

export function resolveThrowGrenade(input: ThrowGrenadeInput, roll: Roller): ThrowGrenadeOutcome {
  if (input.distance !== undefined && input.distance > THROW_GRENADE_TABLE.maxDistance) {
    return {
      ok: false,
      error: 'tooFar',
      detail: `grenades reach ${THROW_GRENADE_TABLE.maxDistance}", the spot is ${input.distance}" away`,
    };
  }
  const dice = roll({
    purpose: 'throwGrenade',
    count: 2,
    target: input.rep,
    read: 'pass',
    ...(input.id ? { who: [input.id] } : {}),
    note: 'Throw a grenade',
  });
  const passed = passCount(dice, input.rep);
  const column = input.spotVisible || input.droppedOrRolled ? 'seen' : 'unseen';
  const result = THROW_GRENADE_TABLE.rows[passed][column];
  return {
    ok: true,
    dice,
    rep: input.rep,
    passed,
    result,
    blastAt: result === 'onSpot' ? 'spot' : result === 'atFeet' ? 'thrower' : null,
    crisisAtSpot: result === 'missed',
    escapeRolls: result === 'atFeet',
    ref: { table: 'throwGrenade', row: String(passed), column },
  };
}

export function throwGrenadeOdds(input: ThrowGrenadeInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveThrowGrenade(input, roll),
    (r) => (r.ok ? r.result : `refused:${r.error}`),
  );
}

export interface EscapeBlastRoll {
  id: string;
  die: number;
  rep: number;
  /** Dropped prone in time, so the blast passes over (a Crisis Test follows). */
  droppedProne: boolean;
  ref: TableRef;
}

/** One die each, in the order given, for everyone caught in the circle of a dropped grenade. */
export function resolveEscapeBlast(figures: readonly { id: string; rep: number }[], roll: Roller): EscapeBlastRoll[] {
  return figures.map((f) => {
    const [die = 0] = roll({
      purpose: 'escapeBlast',
      count: 1,
      target: f.rep,
      read: 'pass',
      who: [f.id],
      note: 'Dive for the ground',
    });
    const droppedProne = die <= f.rep;
    return { id: f.id, die, rep: f.rep, droppedProne, ref: { table: 'escapeBlast', row: droppedProne ? '1' : '0' } };
  });
}

/** A figure taken out or killed while holding a readied grenade lets it go off where it falls. */
export function dropsReadiedGrenade(readied: boolean, damage: DamageResult | 'knockedDown' | 'recovered'): boolean {
  return readied && (damage === 'outOfTheFight' || damage === 'obviouslyDead');
}
