// The objective rolls of the Raid and Defend Encounters (book pp.30-31), and the Patrol's recon check.
// Which PEF counts as "the last" and which sections were reconned are the engine's facts; these
// functions only apply the rule to them.
import type { Roller } from '../../../core/dice/roll';
import { isSuccess } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { TableRef } from '../../../core/tables/types';
import { sectionOf, type Vec } from '../../../geometry/shapes';
import { DEFEND_OBJECTIVE_TABLE, PATROL_RECON, RAID_OBJECTIVE_TABLE, type NpObjective } from '../tables/encounters';

// ---- Raid ----

export interface RaidObjectiveInput {
  /** PEFs resolved so far in this Encounter, this one included, whatever they turned out to be. */
  resolvedSoFar: number;
  /** This PEF resolved as enemy figures (contact). */
  asEnemy: boolean;
  /** No other PEF is left to resolve, counting any a building could still generate. */
  isLast: boolean;
  who?: string;
}

export interface RaidObjectiveResult {
  found: boolean;
  /** Empty when no roll was needed (the last PEF, or a PEF that was not enemy figures). */
  dice: number[];
  /** The die must be at most this to find the objective. */
  target?: number;
  /** How the answer was reached: rolled, the last PEF, or nothing to roll for. */
  how: 'rolled' | 'lastPef' | 'notEnemy';
  /** Roll How Many Enemy for this PEF: always when it resolved as enemy figures (see solo.md). */
  rollForEnemies: boolean;
  ref: TableRef;
}

export function resolveRaidObjective(input: RaidObjectiveInput, roll: Roller): RaidObjectiveResult {
  const table = RAID_OBJECTIVE_TABLE.meta.id;
  if (input.isLast) {
    return { found: true, dice: [], how: 'lastPef', rollForEnemies: input.asEnemy, ref: { table, row: 'lastPef' } };
  }
  if (!input.asEnemy) {
    return { found: false, dice: [], how: 'notEnemy', rollForEnemies: false, ref: { table, row: 'notHere' } };
  }
  const dice = roll({
    purpose: 'objective',
    count: 1,
    target: input.resolvedSoFar,
    read: 'asRolled',
    note: `Raid: is the objective here? Found on ${input.resolvedSoFar} or less`,
    ...(input.who ? { who: [input.who] } : {}),
  });
  const found = dice[0]! <= input.resolvedSoFar;
  return {
    found,
    dice,
    target: input.resolvedSoFar,
    how: 'rolled',
    rollForEnemies: true,
    ref: { table, row: found ? 'found' : 'notHere' },
  };
}

export function raidObjectiveOdds(input: RaidObjectiveInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveRaidObjective(input, roll),
    (r) => (r.found ? 'found' : 'notHere'),
  );
}

// ---- Defend ----

export interface DefendObjectiveResult {
  objective: NpObjective;
  dice: number[];
  /**
   * For rescueOrRecover the enemy's target sits in one of the buildings and is located with the
   * Raid procedure (resolveRaidObjective) as the enemy's PEFs resolve.
   */
  findWithRaidProcedure: boolean;
  ref: TableRef;
}

/** Rolled once, when the first PEF of a Defend resolves as enemy figures. */
export function resolveDefendObjective(input: { who?: string }, roll: Roller): DefendObjectiveResult {
  const dice = roll({
    purpose: 'objective',
    count: 1,
    read: 'successes',
    note: 'Defend: the enemy objective (1-3 kill or capture, 4-6 rescue or recover)',
    ...(input.who ? { who: [input.who] } : {}),
  });
  const key = isSuccess(dice[0]!) ? 'success' : 'failure';
  const objective = DEFEND_OBJECTIVE_TABLE.rows[key];
  return {
    objective,
    dice,
    findWithRaidProcedure: objective === 'rescueOrRecover',
    ref: { table: DEFEND_OBJECTIVE_TABLE.meta.id, row: key },
  };
}

export function defendObjectiveOdds(): Map<string, Fraction> {
  return distribution(
    (roll) => resolveDefendObjective({}, roll),
    (r) => r.objective,
  );
}

// ---- Patrol ----

/** The recon section (1, 2 or 3) a point counts for, or null when it is not close enough to the far edge. */
export function patrolReconSection(at: Vec): number | null {
  if (at[1] > PATROL_RECON.withinOfEdge) return null;
  const s = sectionOf(at);
  return (PATROL_RECON.sections as readonly number[]).includes(s) ? s : null;
}

/** Recon is done once each of sections 1, 2 and 3 has been reached (see solo.md). */
export function patrolReconComplete(reconned: readonly number[]): boolean {
  return PATROL_RECON.sections.every((s) => reconned.includes(s));
}
