// NP Force Movement (book p.29): what a non-player group does when it activates. The rule picks the
// result; finding the cover and the path is the engine's job.
import type { Roller } from '../../../core/dice/roll';
import { inRange, passCount } from '../../../core/dice/read';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { TableRef } from '../../../core/tables/types';
import { FLANK_TABLE, NP_MOVEMENT_TABLE, type Flank, type NpColumn, type NpMove } from '../tables/npMovement';

export interface NpMovementInput {
  leaderRep: number;
  /** Carrying-on figures in the NP group (RULINGS). */
  npCount: number;
  /** Carrying-on figures in the closest player group (RULINGS). */
  playerCount: number;
  who?: readonly string[];
}

export interface FlankRoll {
  flank: Flank;
  dice: number[];
  ref: TableRef;
}

export interface NpMovementResult {
  result: NpMove;
  column: NpColumn;
  dice: number[];
  target: number;
  passed: 0 | 1 | 2;
  /** Only when the group splits: which way its flanking half goes. */
  flank?: FlankRoll;
  /** Only when the group splits: how many go to the firing position and how many flank. */
  split?: { fire: number; flank: number };
  ref: TableRef;
}

/** "2+ to 1": at least twice as many. A player group with no one carrying on is outnumbered by any NP group. */
export function outnumbers(npCount: number, playerCount: number): boolean {
  return npCount > 0 && npCount >= NP_MOVEMENT_TABLE.outnumberRatio * playerCount;
}

/** Halves for a split; the odd figure (and so the leader's half) is the firing half. */
export function splitSizes(n: number): { fire: number; flank: number } {
  return { fire: Math.ceil(n / 2), flank: Math.floor(n / 2) };
}

/**
 * Which figures go where on a split: the leader and the first others in roster order make the firing
 * half, the rest flank.
 */
export function splitGroup(ids: readonly string[], leader: string): { fire: string[]; flank: string[] } {
  const ordered = ids.includes(leader) ? [leader, ...ids.filter((i) => i !== leader)] : [...ids];
  const { fire } = splitSizes(ordered.length);
  return { fire: ordered.slice(0, fire), flank: ordered.slice(fire) };
}

export function resolveFlank(input: { who?: readonly string[] }, roll: Roller): FlankRoll {
  const dice = roll({
    purpose: 'flank',
    count: 1,
    read: 'asRolled',
    note: 'Which flank: left 1-3, right 4-6',
    ...(input.who ? { who: [...input.who] } : {}),
  });
  const row = FLANK_TABLE.rows.find((r) => inRange(dice[0]!, r.min, r.max))!;
  return { flank: row.flank, dice, ref: { table: FLANK_TABLE.meta.id, row: row.row } };
}

export function resolveNpMovement(input: NpMovementInput, roll: Roller): NpMovementResult {
  const column: NpColumn = outnumbers(input.npCount, input.playerCount) ? 'outnumbers' : 'otherwise';
  const dice = roll({
    purpose: 'npMovement',
    count: 2,
    target: input.leaderRep,
    read: 'pass',
    note: `NP movement (${column === 'outnumbers' ? 'outnumbering the player 2 to 1' : 'not outnumbering 2 to 1'})`,
    ...(input.who ? { who: [...input.who] } : {}),
  });
  const passed = passCount(dice, input.leaderRep);
  const result = NP_MOVEMENT_TABLE.rows[passed][column];
  const out: NpMovementResult = {
    result,
    column,
    dice,
    target: input.leaderRep,
    passed,
    ref: { table: NP_MOVEMENT_TABLE.meta.id, row: String(passed), column },
  };
  if (result === 'splitAndFlank') {
    out.flank = resolveFlank(input.who ? { who: input.who } : {}, roll);
    out.split = splitSizes(input.npCount);
  }
  return out;
}

/** Chances keyed by result, with the flank side for splits ("splitAndFlank:left"). */
export function npMovementOdds(input: NpMovementInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveNpMovement(input, roll),
    (r) => (r.flank ? `${r.result}:${r.flank.flank}` : r.result),
  );
}

/** NP groups move highest leader Rep first; equal Reps keep the order given. */
export function npMoveOrder(groups: readonly { id: string; leaderRep: number }[]): string[] {
  return groups
    .map((g, i) => ({ ...g, i }))
    .sort((a, b) => b.leaderRep - a.leaderRep || a.i - b.i)
    .map((g) => g.id);
}
