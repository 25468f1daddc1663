// Reaction Tests (QRS p.37): Crisis and Recover, 2d6 versus Rep, +1d6 in cover.
// The pass-1d6 Crisis row is missing from the OCR'd rulebook; it is taken from the reference sheet.
import type { TableMeta } from '../../../core/tables/types';

export const CRISIS_RESULTS = [
  'carryOn',
  'returnFire',
  'snapFire',
  'duckBack',
  'hunkerDown',
  'leaveTheBattlefield',
] as const;
export type CrisisResult = (typeof CRISIS_RESULTS)[number];
export const CRISIS_CAUSES = ['outgunned', 'firedOn', 'manDown'] as const;
export type CrisisCause = (typeof CRISIS_CAUSES)[number];

export const CRISIS_TABLE = {
  meta: {
    id: 'crisis',
    label: 'Crisis Test',
    dice: 2,
    versus: 'rep',
    page: 13,
    modifiers: [{ id: 'inCover', label: 'In cover', dice: +1 }],
  } satisfies TableMeta,
  leaderDie: true,
  freeWill: true,
  rows: {
    2: { outgunned: 'duckBack', firedOn: 'returnFire', manDown: 'carryOn' },
    1: { outgunned: 'duckBack', firedOn: 'snapFire', manDown: 'duckBack' },
    0: { outgunned: 'hunkerDown', firedOn: 'hunkerDown', manDown: 'leaveTheBattlefield' },
  } as const satisfies Record<0 | 1 | 2, Record<CrisisCause, CrisisResult>>,
} as const;

export const RECOVER_REASONS = ['damage', 'hunkerDown'] as const;
export type RecoverReason = (typeof RECOVER_REASONS)[number];
export const RECOVER_RESULTS = [
  'knockedDown',
  'outOfTheFight',
  'obviouslyDead',
  'recovered',
  'duckBack',
  'leaveTheBattlefield',
] as const;
export type RecoverResult = (typeof RECOVER_RESULTS)[number];

export const RECOVER_TABLE = {
  meta: {
    id: 'recover',
    label: 'Recover Test',
    dice: 2,
    versus: 'rep',
    page: 13,
    modifiers: [{ id: 'inCover', label: 'In cover', dice: +1 }],
  } satisfies TableMeta,
  /** The Leader Die and a Star's Free Will apply only when recovering from Hunker Down. */
  leaderDieOnlyFor: 'hunkerDown',
  freeWillOnlyFor: 'hunkerDown',
  rows: {
    2: { damage: 'knockedDown', hunkerDown: 'recovered' },
    1: { damage: 'outOfTheFight', hunkerDown: 'duckBack' },
    0: { damage: 'obviouslyDead', hunkerDown: 'leaveTheBattlefield' },
  } as const satisfies Record<0 | 1 | 2, Record<RecoverReason, RecoverResult>>,
} as const;

/**
 * The book's order of statuses from best to worst (p.14). A reaction taken while another is being
 * completed can't end better than the one in progress; several causes apply the worst.
 */
export const RESULT_ORDER = [
  'carryOn',
  'returnFire',
  'snapFire',
  'outgunned',
  'duckBack',
  'hunkerDown',
  'leaveTheBattlefield',
  'outOfTheFight',
  'obviouslyDead',
] as const;
export type RankedResult = (typeof RESULT_ORDER)[number];

export function worse<T extends RankedResult>(a: T, b: T): T {
  return RESULT_ORDER.indexOf(a) >= RESULT_ORDER.indexOf(b) ? a : b;
}

/**
 * The Leader Die (p.8): 1d6 against the leader's Rep; a pass adds one die passed to each tester's
 * own count (never above 2). Only the Crisis test and Recover from Hunker Down use it.
 */
export const LEADER_DIE_TABLE = {
  meta: { id: 'leaderDie', label: 'Leader Die', dice: 1, versus: 'rep', page: 8, modifiers: [] } satisfies TableMeta,
  usedBy: ['crisis', 'recoverFromHunkerDown'],
  rows: { 1: { bonus: 1 }, 0: { bonus: 0 } } as const satisfies Record<0 | 1, { bonus: 0 | 1 }>,
} as const;

/** A figure scoring Hunker Down for the second time in one fight leaves instead (p.10). */
export const SECOND_HUNKER_DOWN_BECOMES = 'leaveTheBattlefield' as const;
