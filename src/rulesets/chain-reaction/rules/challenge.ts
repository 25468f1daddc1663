// The Challenge test (p.23): for a deed the rules don't cover, 2d6 against Rep moved one up or down
// by difficulty, a natural 6 always failing. A single die passed lets the figure try once more
// (where one die passed then counts as none) or give up.
import type { Roller } from '../../../core/dice/roll';
import { distribution } from '../odds/enumerate';
import type { Fraction } from '../odds/fraction';
import { CHALLENGE_TABLE, type ChallengeDifficulty, type ChallengeResult } from '../tables/challenge';
import type { AppliedModifier, TableRef } from '../../../core/tables/types';

export interface ChallengeInput {
  who?: string;
  rep: number;
  difficulty?: ChallengeDifficulty;
  /** This is the one second try after a first pass of 1d6. */
  reroll?: boolean;
}

export interface ChallengeOutcome {
  test: 'challenge';
  who?: string;
  rep: number;
  target: number;
  modifiers: AppliedModifier[];
  dice: number[];
  /** Dice passed, sixes never counting. */
  passed: 0 | 1 | 2;
  /** The row read: on a second try a single pass drops to none. */
  counted: 0 | 1 | 2;
  reroll: boolean;
  result: ChallengeResult;
  table: TableRef;
}

/** Dice at or under the target, a 6 never passing, at most two. */
export function challengePasses(dice: readonly number[], target: number): 0 | 1 | 2 {
  let n = 0;
  for (const d of dice) if (d !== CHALLENGE_TABLE.alwaysFails && d <= target) n++;
  return Math.min(n, 2) as 0 | 1 | 2;
}

export function resolveChallenge(input: ChallengeInput, roll: Roller): ChallengeOutcome {
  const difficulty = input.difficulty ?? 'normal';
  const shift = CHALLENGE_TABLE.targetShift[difficulty];
  const target = input.rep + shift;
  const modifiers: AppliedModifier[] = [];
  const mod = CHALLENGE_TABLE.meta.modifiers.find((m) => m.id === difficulty);
  if (mod)
    modifiers.push({
      id: mod.id,
      label: mod.label,
      value: mod.value,
      reason: `the deed is judged ${difficulty === 'veryEasy' ? 'very easy' : 'very difficult'}`,
    });
  const who = input.who !== undefined ? [input.who] : [];
  const dice = roll({
    purpose: 'challenge',
    count: CHALLENGE_TABLE.meta.dice,
    who,
    target,
    read: 'pass',
    note: input.reroll ? 'Challenge, second try' : 'Challenge',
  });
  const passed = challengePasses(dice, target);
  const reroll = !!input.reroll;
  const counted: 0 | 1 | 2 = reroll && passed === 1 && CHALLENGE_TABLE.rerollDemotesOnePass ? 0 : passed;
  const out: ChallengeOutcome = {
    test: 'challenge',
    rep: input.rep,
    target,
    modifiers,
    dice,
    passed,
    counted,
    reroll,
    result: CHALLENGE_TABLE.rows[counted],
    table: { table: CHALLENGE_TABLE.meta.id, row: String(counted) },
  };
  if (input.who !== undefined) out.who = input.who;
  return out;
}

export type ChallengeDecision = 'reroll' | 'quit';
export type ChallengeFinal = 'success' | 'fail' | 'quit';

export interface ChallengePlay {
  attempts: ChallengeOutcome[];
  result: ChallengeFinal;
}

/** The whole challenge: a first try and, after a pass of one, the owner's choice to try again or quit. */
export function playChallenge(
  input: ChallengeInput,
  roll: Roller,
  decide: (first: ChallengeOutcome) => ChallengeDecision = () => 'reroll',
): ChallengePlay {
  const first = resolveChallenge({ ...input, reroll: false }, roll);
  if (first.result !== 'mayRerollOrQuit') return { attempts: [first], result: first.result };
  if (decide(first) === 'quit') return { attempts: [first], result: 'quit' };
  const second = resolveChallenge({ ...input, reroll: true }, roll);
  // On the second try a single pass already reads as a failure, so 'mayRerollOrQuit' can't come back.
  return { attempts: [first, second], result: second.result === 'success' ? 'success' : 'fail' };
}

/** Exact odds of one throw's result. */
export function challengeOdds(input: ChallengeInput): Map<string, Fraction> {
  return distribution(
    (roll) => resolveChallenge(input, roll),
    (r) => r.result,
  );
}

/** Exact odds of the whole challenge under a fixed decision after a pass of one. */
export function challengePlayOdds(
  input: ChallengeInput,
  decision: ChallengeDecision = 'reroll',
): Map<string, Fraction> {
  return distribution(
    (roll) => playChallenge(input, roll, () => decision),
    (r) => r.result,
  );
}
