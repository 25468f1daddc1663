// Recruiting Grunts (book p.6): one d6 per recruit on the Recruiting table, and the Star's Rep as the
// cap on both how many Grunts the group holds and how good they may be.
import type { Roller } from '../../../core/dice/roll';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';
import {
  FORCE_MODIFIER,
  RECRUITING_MODIFIERS,
  RECRUITING_TABLE,
  recruitingRow,
  type Force,
  type RecruitWeapon,
} from '../tables/recruiting';

export interface RecruitInput {
  force: Force;
  /** Who the roll is for in the log (a slot name or the Star recruiting). */
  who?: string;
}

export interface RecruitResult {
  rep: number;
  weapon: RecruitWeapon;
  dice: number[];
  /** The die after the force modifier. */
  score: number;
  modifiers: AppliedModifier[];
  ref: TableRef;
}

export function resolveRecruit(input: RecruitInput, roll: Roller): RecruitResult {
  const dice = roll({
    purpose: 'recruiting',
    count: 1,
    read: 'asRolled',
    note: `Recruiting a ${input.force} Grunt`,
    ...(input.who ? { who: [input.who] } : {}),
  });
  const mod = RECRUITING_MODIFIERS[FORCE_MODIFIER[input.force]];
  const score = dice[0]! + mod.value;
  const row = recruitingRow(score);
  return {
    rep: row.rep,
    weapon: row.weapon,
    dice,
    score,
    modifiers: [{ id: mod.id, label: mod.label, value: mod.value, reason: `recruiting for a ${input.force} force` }],
    ref: { table: RECRUITING_TABLE.meta.id, row: row.row },
  };
}

/** Chance of each Rep (keyed "3", "4", "5") for one recruit of this force. */
export function recruitOdds(input: RecruitInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveRecruit(input, roll),
    (r) => String(r.rep),
  );
}

/** A group holds at most one Grunt per point of the Star's Rep. */
export function maxGrunts(starRep: number): number {
  return Math.max(0, Math.floor(starRep));
}

export interface RecruitGruntsInput {
  starRep: number;
  force: Force;
  /** How many places to try to fill (one roll each). */
  count: number;
}

export interface RecruitGruntsResult {
  /** Recruits who join, in the order rolled; `slot` counts the attempts from 0. */
  joined: (RecruitResult & { slot: number })[];
  /** Recruits who would outrank the Star: they do not join and their place stays open (see solo.md). */
  turnedAway: (RecruitResult & { slot: number })[];
}

export function recruitGrunts(input: RecruitGruntsInput, roll: Roller): RecruitGruntsResult {
  const out: RecruitGruntsResult = { joined: [], turnedAway: [] };
  for (let slot = 0; slot < input.count; slot++) {
    const r = { ...resolveRecruit({ force: input.force, who: `recruit ${slot + 1}` }, roll), slot };
    (r.rep > input.starRep ? out.turnedAway : out.joined).push(r);
  }
  return out;
}

/** The first group: one recruiting roll per point of the Star's Rep. */
export function recruitFirstGroup(input: { starRep: number; force: Force }, roll: Roller): RecruitGruntsResult {
  return recruitGrunts({ starRep: input.starRep, force: input.force, count: maxGrunts(input.starRep) }, roll);
}

export interface GruntRecord {
  id: string;
  rep: number;
}

export interface GruntLeaving {
  id: string;
  rep: number;
  /** outranksStar: Rep above the Star's. overStrength: more Grunts than the Star's Rep allows. */
  reason: 'outranksStar' | 'overStrength';
}

/**
 * Who must go when the Star's Rep is (now) `starRep`: first every Grunt above it, then, if the group is
 * still too big, the lowest-Rep Grunts, later in the roster first (a stated policy for the book's
 * "must subtract Grunts", which leaves the choice to the player).
 */
export function gruntsWhoLeave(starRep: number, grunts: readonly GruntRecord[]): GruntLeaving[] {
  const leaving: GruntLeaving[] = grunts
    .filter((g) => g.rep > starRep)
    .map((g) => ({ id: g.id, rep: g.rep, reason: 'outranksStar' as const }));
  const staying = grunts.map((g, i) => ({ g, i })).filter(({ g }) => g.rep <= starRep);
  const excess = staying.length - maxGrunts(starRep);
  if (excess > 0) {
    const weakestLast = [...staying].sort((a, b) => b.g.rep - a.g.rep || a.i - b.i);
    for (const { g } of weakestLast.slice(weakestLast.length - excess).reverse()) {
      leaving.push({ id: g.id, rep: g.rep, reason: 'overStrength' });
    }
  }
  return leaving;
}
