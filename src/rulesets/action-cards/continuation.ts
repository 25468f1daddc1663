// The action-card game played on from a position, for the battle odds (core/odds/): the dice reseeded, every
// side the computer's, the file's fixed cards dropped (the game's own future), and `fog` shuffling the draw pile
// afresh, since its order is the one thing on the table nobody can see.
import type { ContinuationPart } from '../../core/ruleset';
import { DiceBox, seededDice } from '../../core/dice/source';
import { shuffle } from './deck';
import type { AcState } from './state';

export const acContinuation: ContinuationPart<AcState> = {
  // A battle that ends with no side winning: the end page's word for it.
  neither: 'A draw',
  reseed: (state, seed) => ({
    ...state,
    dice: seededDice(seed),
    sides: state.sides.map((s) => ({ ...s, control: 'ai' as const })),
    deck: { ...state.deck, script: [] },
  }),
  fog(state, seed) {
    // Its own stream (not the continuation's dice), so fogging does not shift the rolls of play.
    const box = new DiceBox(seededDice(`${seed}:fog`));
    return { ...state, deck: { ...state.deck, draw: shuffle(box, state.deck.draw) } };
  },
};
