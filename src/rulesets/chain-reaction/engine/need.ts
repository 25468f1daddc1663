// What the game is waiting for after a step: a side's command, a side's decision, or nothing more.
// Its own file so that solo play and the computer players can name it without importing the reducer.
import type { DecisionRequest } from './decisions';
import type { DiceAsk } from '../../../core/dice/entered';
import type { GameEvent } from './events';

/** What the game is waiting for. */
export type Need =
  | {
      kind: 'command';
      side: string;
      /** leaders of the groups that may act now (first must go first, unless tied) */ groups: string[];
      active?: string;
      /** Before turn 1: the player sets the group up ("place", then "startBattle"); no group acts yet. */
      deploying?: true;
    }
  | { kind: 'decision'; side: string; decision: DecisionRequest }
  /** A roll the side's player throws at the table: the faces are given with a `dice` command. */
  | { kind: 'dice'; side: string; ask: DiceAsk; before: GameEvent[] }
  | { kind: 'turnLimit'; turn: number }
  | { kind: 'ended'; reason: string; winner?: string };
