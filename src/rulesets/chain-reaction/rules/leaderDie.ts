// The Leader Die, shared by the Crisis test and Recover from Hunker Down. A group with its leader
// present gets one extra d6 against the leader's Rep; a pass lifts every tester's count by one.
// Lives apart from both tests so that they pick the leader and read the die the same way.
import { passCount } from '../../../core/dice/read';
import type { Roller } from '../../../core/dice/roll';
import { LEADER_DIE_TABLE } from '../tables/reactionTests';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';

export interface LeaderCandidate {
  id: string;
  rep: number;
}

/** The group around the testers: who could lead it and how many figures it holds in all. */
export interface GroupLeaders {
  /** Leaders able to roll (carrying on with the group); the caller leaves out anyone who can't. */
  leaders: readonly LeaderCandidate[];
  /** Every figure in the group, leader included, whether testing or not. */
  groupSize: number;
}

export const LEADER_DIE_SKIPS = ['noLeader', 'leaderAlone', 'notThisTest', 'nobodyRolls'] as const;
export type LeaderDieSkip = (typeof LEADER_DIE_SKIPS)[number];

export interface LeaderDieResult {
  used: boolean;
  /** Why no die was thrown, when none was. */
  skipped?: LeaderDieSkip;
  leader?: string;
  rep?: number;
  die?: number;
  passed: 0 | 1;
  /** Other leaders present whose die gives way to the highest Rep's. */
  setAside?: string[];
  table?: TableRef;
}

/** The highest Rep leader; among equals the first one listed. */
export function pickLeader(leaders: readonly LeaderCandidate[]): LeaderCandidate | undefined {
  let best: LeaderCandidate | undefined;
  for (const l of leaders) if (!best || l.rep > best.rep) best = l;
  return best;
}

export function skippedLeaderDie(skipped: LeaderDieSkip): LeaderDieResult {
  return { used: false, skipped, passed: 0 };
}

/**
 * Throws the Leader Die for a group, if it has one. The caller says whether anybody reads dice at
 * all (a lone Star choosing by Free Will throws nothing, so no die is thrown for him either).
 */
export function rollLeaderDie(group: GroupLeaders | undefined, roll: Roller, note: string): LeaderDieResult {
  const leader = group ? pickLeader(group.leaders) : undefined;
  if (!group || !leader) return skippedLeaderDie('noLeader');
  if (group.groupSize <= 1) return skippedLeaderDie('leaderAlone');
  const [die = 0] = roll({ purpose: 'leaderDie', count: 1, who: [leader.id], target: leader.rep, read: 'pass', note });
  const passed = passCount([die], leader.rep) as 0 | 1;
  const res: LeaderDieResult = {
    used: true,
    leader: leader.id,
    rep: leader.rep,
    die,
    passed,
    table: { table: LEADER_DIE_TABLE.meta.id, row: String(passed) },
  };
  const setAside = group.leaders.filter((l) => l !== leader).map((l) => l.id);
  if (setAside.length) res.setAside = setAside;
  return res;
}

/** A tester's own dice passed plus the leader's, never above two. */
export function withLeaderBonus(own: 0 | 1 | 2, bonus: 0 | 1): 0 | 1 | 2 {
  return Math.min(2, own + bonus) as 0 | 1 | 2;
}

/** The Leader Die as a modifier on one tester's count, with its reason, when it passed. */
export function leaderModifier(ld: LeaderDieResult, own: 0 | 1 | 2): AppliedModifier | undefined {
  if (!ld.used || ld.passed === 0) return undefined;
  const capped = own === 2 ? '; already at two, so no change' : '';
  return {
    id: 'leaderDie',
    label: LEADER_DIE_TABLE.meta.label,
    value: +1,
    reason: `${ld.leader} rolled ${ld.die} against Rep ${ld.rep}${capped}`,
  };
}
