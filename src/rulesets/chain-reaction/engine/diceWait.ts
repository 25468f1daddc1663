// What the state keeps while a player's own roll is awaited: the command (none at the game's start) and
// the decisions already answered, to run again once the faces are in; and the roll asked for.
// Its own file so the state can name it without importing the engine.
import type { DiceAsk } from '../../../core/dice/entered';
import type { Command, DecisionChoice } from './commands';

export interface DiceWait {
  command?: Command;
  answers: DecisionChoice[];
  ask: DiceAsk;
}
