// The action-point game played on from a position, for the battle odds (core/odds/): the dice reseeded and
// every side the computer's. No `fog`: the runs play with every figure where it really stands, spotted or not
// (a fair redraw would need to know whose view to keep), and `knows` says so on the Odds panel.
import type { ContinuationPart } from '../../core/ruleset';
import { seededDice } from '../../core/dice/source';
import type { ApState } from './types';

export const apContinuation: ContinuationPart<ApState> = {
  // A battle that ends with no side winning: the end page's word for it.
  neither: 'A draw',
  // The game is played in rounds, as its log and end page count them (play-test 15a: "Turns the fights took").
  turnWord: 'round',
  knows: 'figures nobody has spotted yet stay where they really are, so these odds know more than you do.',
  // A roll waiting for a person's faces is dropped with the person: the position is the one before that step.
  reseed: ({ diceWait: _wait, ...state }, seed) => ({
    ...state,
    dice: seededDice(seed),
    sides: state.sides.map((s) => ({ ...s, control: 'ai' as const })),
  }),
};
