// The order-dice game at the plain table (core/board.ts BoardPart): the view, the person's choices and the
// units they may select, and the new-battle knobs. The host reaches it only as Ruleset.board.
import type { BoardPart } from '../../../core/board';
import type { OdCommand, OdNeed, OdState } from '../state';
import { boardView } from './view';
import { choicesOf, selectableOf } from './choices';
import { newBattle } from './newBattle';
import { bandsOf } from './bands';

export const board: BoardPart<OdState, OdCommand, OdNeed> = {
  view: boardView,
  choices: choicesOf,
  selectable: selectableOf,
  around: bandsOf,
  newBattle,
};
