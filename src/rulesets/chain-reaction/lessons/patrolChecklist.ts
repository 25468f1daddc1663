// What a solo Patrol asks of the player, each with the lesson step that teaches it: a learner who has played
// these steps can play a Patrol from the menu. `words` is what the step must say (its text, choices or
// explanation); `proof`, where the game can bear the teaching out, is the step whose claim `claims.ts`
// checks against the game. docs/lessons.md lists the same rows; the lesson tests hold both to this.
import type { Claim } from './types';

export interface PatrolNeed {
  /** The thing the player must know, in plain words (a row of the table in docs/lessons.md). */
  need: string;
  lesson: string;
  /** The step that teaches it, counted from 1. */
  step: number;
  words: RegExp;
  proof?: { step: number; claim: Claim['kind'] };
}

export const PATROL_CHECKLIST: readonly PatrolNeed[] = [
  {
    need: 'What a Patrol is for: recon, not kills',
    lesson: 'patrol',
    step: 1,
    words: /killing the enemy is not the point/,
  },
  {
    need: 'Recon: end an activation within 6" of the far edge in sections 1, 2 and 3',
    lesson: 'patrol',
    step: 2,
    words: /within 6" of the far edge/,
  },
  {
    need: 'How a Patrol ends: won, destroyed, or left too early',
    lesson: 'patrol',
    step: 4,
    words: /leaves the table first/,
  },
  {
    need: 'Leaving the table: how a figure exits, and what it means for the Patrol',
    lesson: 'patrol',
    step: 7,
    words: /within 1" of it leaves the table/,
    proof: { step: 8, claim: 'exits' },
  },
  { need: 'The activation dice: which groups act, and in what order', lesson: 'activation', step: 3, words: /Rep/ },
  { need: 'Moving: 8" a walk', lesson: 'activation', step: 5, words: /8"/ },
  {
    need: 'Fast Move: the 2d6 test, 4" more per die passed',
    lesson: 'movement',
    step: 1,
    words: /2d6 are thrown once/,
  },
  {
    need: 'Fast Move: hold Shift while you drag',
    lesson: 'movement',
    step: 2,
    words: /hold Shift/,
    proof: { step: 2, claim: 'test' },
  },
  {
    need: 'Groups: within 4" and in sight, one leader',
    lesson: 'groups',
    step: 2,
    words: /within 4"/,
    proof: { step: 2, claim: 'group' },
  },
  {
    need: 'Why a group splits, and how the table shows it',
    lesson: 'alone',
    step: 2,
    words: /more than 4" from every other member/,
    proof: { step: 7, claim: 'group' },
  },
  {
    need: 'A lone figure throws In Sight as a temporary leader, one die less',
    lesson: 'alone',
    step: 3,
    words: /temporary leader throws one die less/,
    proof: { step: 7, claim: 'inSightThrow' },
  },
  {
    need: 'In Sight: the 2" step, the leaders\' dice, who fires first',
    lesson: 'in-sight',
    step: 6,
    words: /temporary leader/,
  },
  { need: 'The Leader Die', lesson: 'groups', step: 3, words: /Leader Die/ },
  { need: 'The Crisis Test: when it is taken and what it does', lesson: 'crisis', step: 1, words: /Crisis Test/ },
  { need: 'Cover and concealment', lesson: 'sight', step: 2, words: /[Cc]over/ },
  { need: 'Damage and the Recover Test', lesson: 'damage', step: 1, words: /Recover/ },
  { need: 'PEFs: placed, moved and resolved', lesson: 'pefs', step: 1, words: /PEF/ },
  { need: 'Carrying the wounded off', lesson: 'wounded', step: 2, words: /retrieve/ },
];
