// The Fast Move test in words, one sentence per mover: the group's dice read against his own Rep,
// any cap for carrying wounded, and the inches it buys.
import type { FastMoveOutcome, FastMoverResult } from '../rules/fastMove';
import { diceList, noteOf, passPhrase } from './phrases';
import type { Explanation } from './types';

export function explainFastMover(f: FastMoverResult, dice: readonly number[]): Explanation {
  const capped = f.passed < f.ownPassed ? `, but carrying a wounded friend holds it to ${f.passed}` : '';
  return {
    text: `Fast Move for ${f.figure} (Rep ${f.rep}): rolled ${diceList(dice)} — ${passPhrase(dice, f.target)}${capped}: +${f.extraInches}", up to ${f.maxMove}".`,
    table: f.table,
    dice: [...dice],
    target: f.target,
    modifiers: f.modifiers.map(noteOf),
  };
}

export function explainFastMove(o: FastMoveOutcome): Explanation[] {
  return o.figures.map((f) => explainFastMover(f, o.dice));
}
