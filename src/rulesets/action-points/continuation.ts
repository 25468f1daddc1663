// The action-point game played on from a position, for the battle odds (core/odds/): the dice reseeded and
// every side the computer's. No `fog`: nothing hidden is kept in the state (every figure is on the table).
import type { ContinuationPart } from '../../core/ruleset';
import { seededDice } from '../../core/dice/source';
import type { ApState } from './types';

export const apContinuation: ContinuationPart<ApState> = {
  // A roll waiting for a person's faces is dropped with the person: the position is the one before that step.
  reseed: ({ diceWait: _wait, ...state }, seed) => ({
    ...state,
    dice: seededDice(seed),
    sides: state.sides.map((s) => ({ ...s, control: 'ai' as const })),
  }),
};
