// Pitiful Shot (p.18): only a Rep 3 shooter whose 6 still misses gets one more die; at or under
// its Rep it becomes a hit. Gives green shooters a small chance against cover.
import type { Roller } from '../../../core/dice/roll';
import type { TableRef } from '../../../core/tables/types';
import type { DieResult } from './ranged';

export const PITIFUL_SHOT_REP = 3;

export interface PitifulResult {
  die: number;
  target: number;
  hit: boolean;
  ref: TableRef;
}

export function mayUsePitifulShot(shot: DieResult): boolean {
  return shot.rep === PITIFUL_SHOT_REP && shot.die === 6 && !shot.hit;
}

export function resolvePitifulShot(input: { who?: string }, roll: Roller): PitifulResult {
  const [die = 0] = roll({
    purpose: 'pitifulShot',
    count: 1,
    target: PITIFUL_SHOT_REP,
    read: 'pass',
    ...(input.who ? { who: [input.who] } : {}),
    note: 'Pitiful shot: a missed 6 gets another try',
  });
  const hit = die <= PITIFUL_SHOT_REP;
  return { die, target: PITIFUL_SHOT_REP, hit, ref: { table: 'pitifulShot', row: hit ? 'hit' : 'miss' } };
}
