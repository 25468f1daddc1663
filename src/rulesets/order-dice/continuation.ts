// The order-dice game played on from a position, for the battle odds (core/odds/): the dice reseeded, every
// side the computer's, and the file's scripted draws and commands dropped (the game's own future). No `fog`:
// the bag holds counts only, and which side's die comes out is thrown when it is drawn.
import type { ContinuationPart } from '../../core/ruleset';
import { seededDice } from '../../core/dice/source';
import type { OdState } from './state';

export const odContinuation: ContinuationPart<OdState> = {
  // A battle that ends with no side winning: the end page's word for it.
  neither: 'A draw',
  reseed: ({ diceWait: _wait, ...state }, seed) => ({
    ...state,
    dice: seededDice(seed),
    sides: state.sides.map((s) => ({ ...s, control: 'ai' as const })),
    bagScript: [],
    scriptLeft: 0,
  }),
};
