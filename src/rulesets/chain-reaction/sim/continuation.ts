// Chain Reaction played on from a position, for the battle odds (core/odds/): the dice reseeded and every side
// the computer's. No `fog`: what the player can't know here is never in the state. An unresolved PEF holds
// nothing until it is resolved (the PEF Resolution and How Many Enemy rolls are thrown then), and a building's
// PEF, the Raid's objective and the Defend's are found the same way, so each continuation's own dice draw them
// fresh.
import type { ContinuationPart } from '../../../core/ruleset';
import { seededDice } from '../../../core/dice/source';
import type { GameState } from '../state';

export const crContinuation: ContinuationPart<GameState> = {
  reseed: (state, seed) => ({
    ...state,
    // A fresh stream: the file's scripted throws and any entered dice are the game's own, not the continuation's.
    dice: seededDice(seed),
    sides: state.sides.map((s) => ({ ...s, control: 'ai' as const })),
  }),
};
