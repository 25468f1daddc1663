// Possible Enemy Forces (book p.28): placing them, moving them toward the player and finding out what
// they are. Each is a pure function of its input and the dice it asks for.
import type { Roller } from '../../../core/dice/roll';
import { lowestTwo, passCount } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import { sectionCentre, type Vec } from '../../../geometry/shapes';
import {
  PEF_MOVEMENT_TABLE,
  PEF_PLACEMENT_TABLE,
  PEF_REP,
  PEF_RESOLUTION_MODIFIERS,
  PEF_RESOLUTION_TABLE,
  PEFS_PER_ENCOUNTER,
  type PefMove,
  type PefResolution,
  type PefWaryReason,
} from '../tables/pef';

// ---- Placement ----

export interface PefPlacement {
  section: number;
  /** Where the PEF goes when no terrain in the section can hide it from the player: the section's centre. */
  centre: Vec;
  dice: number[];
  ref: TableRef;
}

export function resolvePefPlacement(input: { who?: string }, roll: Roller): PefPlacement {
  const dice = roll({
    purpose: 'pefPlacement',
    count: 1,
    read: 'asRolled',
    note: 'Which section the PEF starts in',
    ...(input.who ? { who: [input.who] } : {}),
  });
  const die = dice[0]! as keyof typeof PEF_PLACEMENT_TABLE.rows;
  const section = PEF_PLACEMENT_TABLE.rows[die];
  return {
    section,
    centre: sectionCentre(section),
    dice,
    ref: { table: PEF_PLACEMENT_TABLE.meta.id, row: String(die) },
  };
}

/** Places the Encounter's PEFs one roll each; several may share a section. */
export function placePefs(
  input: { count?: number; ids?: readonly string[] },
  roll: Roller,
): (PefPlacement & { id: string })[] {
  const count = input.ids?.length ?? input.count ?? PEFS_PER_ENCOUNTER;
  const out: (PefPlacement & { id: string })[] = [];
  for (let i = 0; i < count; i++) {
    const id = input.ids?.[i] ?? `pef${i + 1}`;
    out.push({ ...resolvePefPlacement({ who: id }, roll), id });
  }
  return out;
}

export function pefPlacementOdds(): Map<string, Fraction> {
  return distribution(
    (roll) => resolvePefPlacement({}, roll),
    (r) => String(r.section),
  );
}

// ---- Movement ----

export interface PefMovementResult {
  result: PefMove;
  inches: number;
  preferCover: boolean;
  dice: number[];
  target: number;
  passed: 0 | 1 | 2;
  ref: TableRef;
}

export function resolvePefMovement(input: { who?: string }, roll: Roller): PefMovementResult {
  const dice = roll({
    purpose: 'pefMovement',
    count: 2,
    target: PEF_REP,
    read: 'pass',
    note: 'PEF movement',
    ...(input.who ? { who: [input.who] } : {}),
  });
  const passed = passCount(dice, PEF_REP);
  const row = PEF_MOVEMENT_TABLE.rows[passed];
  return {
    result: row.result,
    inches: row.inches,
    preferCover: row.preferCover,
    dice,
    target: PEF_REP,
    passed,
    ref: { table: PEF_MOVEMENT_TABLE.meta.id, row: String(passed) },
  };
}

export function pefMovementOdds(): Map<string, Fraction> {
  return distribution(
    (roll) => resolvePefMovement({}, roll),
    (r) => r.result,
  );
}

export interface Placed {
  id: string;
  at: Vec;
}

/**
 * The order PEFs move in: farthest from any player figure first (each PEF's distance is to its nearest
 * player figure). Equal distances keep the order given. Each move's contact is settled before the next.
 */
export function pefMoveOrder(pefs: readonly Placed[], playerFigures: readonly Vec[]): string[] {
  const nearest = (p: Vec) =>
    playerFigures.reduce((m, q) => Math.min(m, Math.hypot(p[0] - q[0], p[1] - q[1])), Infinity);
  return pefs
    .map((p, i) => ({ id: p.id, i, d: nearest(p.at) }))
    .sort((a, b) => b.d - a.d || a.i - b.i)
    .map((p) => p.id);
}

// ---- Resolution ----

export interface PefResolutionInput {
  who?: string;
  /**
   * Reasons this resolution throws 3d6 and keeps the two lowest: the previous resolution said
   * "something's out there", or the PEF is met on first entering a building. Several reasons still mean one extra die.
   */
  wary?: readonly PefWaryReason[];
}

export interface PefResolutionResult {
  result: PefResolution;
  /** Every die thrown. */
  dice: number[];
  /** The dice that counted (all of them, or the lowest two of three). */
  kept: number[];
  target: number;
  passed: 0 | 1 | 2;
  modifiers: AppliedModifier[];
  /** True when the next PEF resolved must throw 3d6 and keep the lowest two. */
  nextIsWary: boolean;
  ref: TableRef;
}

export function resolvePefResolution(input: PefResolutionInput, roll: Roller): PefResolutionResult {
  const reasons = [...new Set(input.wary ?? [])];
  const wary = reasons.length > 0;
  const dice = roll({
    purpose: 'pefResolution',
    count: wary ? 3 : 2,
    target: PEF_REP,
    read: 'pass',
    note: wary ? 'Resolving a PEF: 3d6, keep the lowest two' : 'Resolving a PEF',
    ...(input.who ? { who: [input.who] } : {}),
  });
  const kept = wary ? lowestTwo(dice) : [...dice];
  const passed = passCount(kept, PEF_REP);
  const result = PEF_RESOLUTION_TABLE.rows[passed];
  const modifiers: AppliedModifier[] = reasons.map((r, i) => {
    const m = PEF_RESOLUTION_MODIFIERS[r];
    // One extra die however many reasons apply: only the first carries it.
    return {
      id: m.id,
      label: m.label,
      dice: i === 0 ? m.dice : 0,
      reason:
        r === 'somethingsOutThere'
          ? 'the previous PEF resolved as "something\'s out there"'
          : 'the player group is entering the building',
    };
  });
  return {
    result,
    dice,
    kept,
    target: PEF_REP,
    passed,
    modifiers,
    nextIsWary: result === 'somethingsOutThere',
    ref: { table: PEF_RESOLUTION_TABLE.meta.id, row: String(passed) },
  };
}

export function pefResolutionOdds(input: PefResolutionInput = {}): Map<string, Fraction> {
  return distribution(
    (roll) => resolvePefResolution(input, roll),
    (r) => r.result,
  );
}
