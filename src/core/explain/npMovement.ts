// NP movement in words: the leader's test, the column it was read in, the move, and for a split the
// flank die and who goes where.
import type { NpMovementResult } from '../rules/npMovement';
import { diceList, passPhrase } from './phrases';
import type { Explanation } from './types';
import { FLANK_WORDS, NP_MOVE_WORDS } from './words';

export function explainNpMovement(r: NpMovementResult, who?: string): Explanation {
  const column = r.column === 'outnumbers' ? 'outnumbering the player 2 to 1' : 'not outnumbering the player 2 to 1';
  const head = `NP movement${who ? ` for ${who}` : ''} (leader Rep ${r.target}, ${column})`;
  let text = `${head}: rolled ${diceList(r.dice)} — ${passPhrase(r.dice, r.target)}: ${NP_MOVE_WORDS[r.result].toLowerCase()}.`;
  if (r.flank) {
    const sizes = r.split ? `; ${r.split.fire} take the firing position and ${r.split.flank} go round` : '';
    text += ` Flank die ${diceList(r.flank.dice)}: the flankers go ${FLANK_WORDS[r.flank.flank].toLowerCase()}${sizes}.`;
  }
  const out: Explanation = { text, table: r.ref, dice: [...r.dice], target: r.target, modifiers: [] };
  if (r.flank) {
    out.parts = [{ text: `Flank die ${diceList(r.flank.dice)}: ${FLANK_WORDS[r.flank.flank]}.`, table: r.flank.ref, dice: [...r.flank.dice], modifiers: [] }];
  }
  return out;
}
