// Dice a player throws at the table and types in. A dice state can name the owners (a ruleset's sides)
// whose rolls are entered rather than generated. When such a roll comes up and no entered faces are
// queued, the dice box stops the step with NeedDice; nothing is committed. The caller asks the player,
// adds the faces to the queue (withEntered) and runs the same step again, which now finds them. The
// faces travel in the commands that added them, so a replay gives back exactly the same game.
import type { ReadAs, RollRequest } from './roll';
import { err, ok, type Result } from '../result';

export interface EnteredDice {
  /** The owners (sides) whose rolls the player enters; everyone else's come from the seeded generator. */
  for: string[];
  /** Faces entered and not yet used, one list per roll, oldest first. */
  queue: number[][];
}

/** The roll waiting for faces: what it is for, how many dice, the number to beat, and whose it is. */
export interface DiceAsk {
  purpose: string;
  count: number;
  sides: number;
  who: string[];
  /** The owner (side) whose player enters the faces. */
  owner: string;
  target?: number;
  read: ReadAs;
  ordered?: boolean;
  note?: string;
  /** The number the roll is measured from (RollRequest.measuredFrom). */
  measuredFrom?: number;
  /** In a roll with a die per owner, the owners whose dice the seeded generator throws (not asked for). */
  others?: string[];
}

/** Thrown by the dice box to stop a step until the player enters a roll's faces. */
export class NeedDice {
  /** What the step had said before it stopped (filled in by the ruleset), for the prompt to show. */
  before: readonly unknown[] = [];
  /** What the ruleset keeps with the question to show the table as the step had got it (figures moved so far). */
  standing?: unknown;
  constructor(readonly ask: DiceAsk) {}
}

export function askOf(req: RollRequest, owner: string): DiceAsk {
  const ask: DiceAsk = {
    purpose: req.purpose,
    count: req.count,
    sides: req.sides ?? 6,
    who: [...(req.who ?? [])],
    owner,
    read: req.read ?? (req.target !== undefined ? 'pass' : 'asRolled'),
  };
  if (req.target !== undefined) ask.target = req.target;
  if (req.ordered) ask.ordered = true;
  if (req.note) ask.note = req.note;
  if (req.measuredFrom !== undefined) ask.measuredFrom = req.measuredFrom;
  return ask;
}

/** Why these faces can't answer the roll, in one line; null when they can. */
export function facesProblem(faces: unknown, ask: Pick<DiceAsk, 'count' | 'sides'>): string | null {
  const want = `${ask.count} ${ask.count === 1 ? 'die' : 'dice'} of 1 to ${ask.sides}`;
  if (!Array.isArray(faces)) return `expected a list of ${want}`;
  if (faces.length !== ask.count) return `expected ${want}, got ${faces.length}`;
  const bad = faces.find((d) => typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > ask.sides);
  if (bad !== undefined) return `${JSON.stringify(bad)} is not a face of a d${ask.sides} (1 to ${ask.sides})`;
  return null;
}

/** A copy of the entered dice with one more roll's faces at the end of the queue. */
export function withEntered(e: EnteredDice, faces: readonly number[]): EnteredDice {
  return { for: [...e.for], queue: [...e.queue.map((t) => [...t]), [...faces]] };
}

/** A game state that can wait for a roll's faces: the waiting roll (if any) and the dice it keeps. */
export interface WaitsForDice {
  diceWait?: { ask: DiceAsk };
  dice: { entered?: EnteredDice };
}

/**
 * The waiting state with the faces queued for its roll and the wait cleared, ready to run the waiting step
 * again; or the one line saying why the faces don't fit (no roll waiting, wrong count, not a face).
 */
export function enterFaces<S extends WaitsForDice>(state: S, faces: unknown): Result<S> {
  const wait = state.diceWait;
  if (!wait || !state.dice.entered) return err('no roll is waiting for dice');
  const problem = facesProblem(faces, wait.ask);
  if (problem) return err(`the dice for ${wait.ask.purpose}: ${problem}`);
  const { diceWait: _drop, ...clean } = state;
  return ok({ ...clean, dice: { ...state.dice, entered: withEntered(state.dice.entered, faces as number[]) } } as S);
}
