// The JSON lines `sim play` prints. Every event has a "type"; the rules engine will add more kinds
// (roll, test, status, ...) beside these.
import type { GameState } from '../rulesets/chain-reaction/state';
import type { Stance, Vec } from '../geometry/shapes';
import type { Status } from '../rulesets/chain-reaction/status';
import type { Ammo } from '../scenario/vocab';
import type { Query } from '../rulesets/chain-reaction/scenario/schema';

export type QueryTime = 'before' | 'after';

export interface AnswerEvent {
  type: 'answer';
  when: QueryTime;
  /** The query's place in the file's list, from 0. */
  index: number;
  query: Query;
  result: unknown;
}

export interface FinalFigure {
  status: Status;
  at: Vec;
  stance: Stance;
  rep: number;
  ammo: Ammo;
}

export interface FinalEvent {
  type: 'final';
  turn: number;
  figures: Record<string, FinalFigure>;
  /** Set when the run was stopped before the battle ended: by the turn cap (--turns, or 50 for a plain battle). */
  unfinished?: 'turnCap' | 'commandLimit';
}

export type SimEvent = AnswerEvent | FinalEvent;

/**
 * The closing line: every figure in roster order (sides, then figures, as in the file). JSON objects put
 * keys that look like whole numbers ("7", "8") first whatever the order they were added in; readers
 * should look figures up by id, not rely on the order.
 */
export function finalEvent(state: GameState, unfinished?: FinalEvent['unfinished']): FinalEvent {
  const figures: Record<string, FinalFigure> = {};
  for (const side of state.sides) {
    for (const id of side.figures) {
      const f = state.figures[id];
      if (f)
        figures[id] = {
          status: f.status,
          at: [round(f.at[0]), round(f.at[1])],
          stance: f.stance,
          rep: f.rep,
          ammo: f.grenade ? 'grenadeReady' : f.ammo,
        };
    }
  }
  return { type: 'final', turn: state.turn, figures, ...(unfinished ? { unfinished } : {}) };
}

/** Positions are reported to 1/1000 of an inch: enough for any table, and stable across platforms. */
function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
