// The action-point game's plain-table part (core/board.ts): the view, the choices of the figure acting now
// (and the faces of a roll its player throws), which figure a person may select, and the new-battle knobs.
import type { BoardPart } from '../../../core/board';
import type { ApNeed, ApState, ApStepCommand } from '../types';
import { boardView } from './view';
import { choicesFor } from './choices';
import { newBattle } from './newBattle';

export const apBoard: BoardPart<ApState, ApStepCommand, ApNeed> = {
  view: (state) => boardView(state),
  choices: (state, need) => choicesFor(state, need),
  selectable: (state, need) => (need.kind === 'command' && !state.ended ? [need.figure] : []),
  newBattle,
};
