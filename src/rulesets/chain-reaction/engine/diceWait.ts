// What the state keeps while a player's own roll is awaited: the command (none at the game's start) and
// the decisions already answered, to run again once the faces are in; the roll asked for; and where the
// step had got the figures to, for the table to show while the player throws.
// Its own file so the state can name it without importing the engine.
import type { DiceAsk } from '../../../core/dice/entered';
import type { Command, DecisionChoice } from './commands';
import type { DecisionRequest } from './decisions';

export interface DiceWait {
  command?: Command;
  answers: DecisionChoice[];
  ask: DiceAsk;
  /** Figures the step had moved, and placed, before it stopped for the roll: the table shows them so. */
  where?: DecisionRequest['where'];
  appeared?: DecisionRequest['appeared'];
}
