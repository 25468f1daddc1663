// The action-card skirmish at the plain table (core/board.ts): the view, the choices of the person whose turn it
// is, the figures they may select, and the new-battle knobs. Built only from the game's state and rules code.
import type { BoardPart } from '../../../core/board';
import type { AcCommand, AcNeed } from '../commands';
import type { AcState } from '../state';
import { choicesOf, selectableOf } from './choices';
import { newBattle } from './newBattle';
import { boardView } from './view';

export const board: BoardPart<AcState, AcCommand, AcNeed> = {
  view: (s) => boardView(s),
  choices: (s, need, selected) => choicesOf(s, need, selected),
  selectable: (s, need) => selectableOf(s, need),
  newBattle,
};
