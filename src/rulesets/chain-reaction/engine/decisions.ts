// Choices the rules leave to a player, as explicit decisions. A human side is asked: the step stops,
// the question goes into the state, and when the answer comes the same command is run again from the
// same state and dice with the answers given so far, so nothing is rolled twice. Script and ai sides
// answer at once with the stated default policy (docs/rules-notes/engine.md), and the log says so.
import type { Vec } from '../../../geometry/shapes';
import type { Command, DecisionChoice } from './commands';
import type { GameEvent } from './events';

export const DECISION_KINDS = [
  'freeWill',
  'cheatDeath',
  'inSightExtra',
  'inSightTarget',
  'inSightStep',
  'retrieveWounded',
  'challengeRetry',
  'reactionGrenade',
  'captureOrDispatch',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export interface DecisionRequest {
  /** Position of this decision among those the command raised, from 0. */
  seq: number;
  kind: DecisionKind;
  figure: string;
  side: string;
  /**
   * The allowed answers; or a range of inches for the extra move along the mover's path; or, for a
   * group member's step before the In Sight test, a spot within `stepUpTo` inches of `from` (null: stay).
   */
  options: DecisionChoice[] | InSightExtraOptions | { stepUpTo: number; from: Vec };
  /** What the default policy would choose. */
  fallback: DecisionChoice;
  text: string;
  /**
   * Where the figures this command has moved so far stand while the question is open (the state keeps
   * them at their start until the command is finished), so the table can show them where they are.
   */
  where?: Record<string, { at: Vec; facing: number }>;
  /**
   * Figures this command has put on the table so far (a PEF found to be enemies), as plain copies of their
   * state: the question may be about them ("whom to fire at?"), so the table must show them while it is open.
   */
  appeared?: Record<string, unknown>;
}

/** The 2" after In Sight: how far the mover may go on, where it came into view and whom it saw. */
export interface InSightExtraOptions {
  inchesUpTo: number;
  /** Where the figure came into view. */
  at?: Vec;
  /** The enemies it came into sight of there. */
  seen?: string[];
  /** Going on farther than this leaves nobody of the group in sight of the enemy: no test follows. */
  inSightUpTo?: number;
}

export interface Pending {
  /** The command that raised the question; absent when the game's start (before any command) did. */
  command?: Command;
  answers: DecisionChoice[];
  decision: DecisionRequest;
  /**
   * What the set-up told before a start that stopped on this question. The start runs again from after the
   * set-up once answered, and a host tells an answered step in full: these lines go with it (play-test 18a).
   */
  opening?: GameEvent[];
}

export class NeedDecision {
  constructor(readonly request: DecisionRequest) {}
}

export function isAllowed(req: DecisionRequest, choice: DecisionChoice): boolean {
  if (Array.isArray(req.options)) return req.options.some((o) => JSON.stringify(o) === JSON.stringify(choice));
  if ('stepUpTo' in req.options) return choice === null || isStepWithin(choice, req.options.from, req.options.stepUpTo);
  return typeof choice === 'number' && choice >= 0 && choice <= req.options.inchesUpTo;
}

/** A point [x, y] no farther than `reach` from `from` in a straight line. */
export function isStepWithin(choice: unknown, from: Vec, reach: number): choice is Vec {
  if (
    !Array.isArray(choice) ||
    choice.length !== 2 ||
    !choice.every((v) => typeof v === 'number' && Number.isFinite(v))
  )
    return false;
  return Math.hypot(choice[0] - from[0], choice[1] - from[1]) <= reach + 1e-6;
}
