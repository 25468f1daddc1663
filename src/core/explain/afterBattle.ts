// After the Battle Recovery in words: whether a figure that went down or ran off is back next time.
import type { AfterBattleOutcome } from '../rules/afterBattle';
import type { Absence } from '../tables/afterBattle';
import { diceList, passPhrase } from './phrases';
import type { Explanation } from './types';
import { ABSENCE_WORDS } from './words';

export function explainAfterBattle(r: AfterBattleOutcome, who?: string): Explanation {
  const absence = r.ref.column as Absence | undefined;
  const why = absence && absence in ABSENCE_WORDS ? `, ${ABSENCE_WORDS[absence]}` : '';
  const verdict = r.returns ? 'back for the next Encounter' : 'gone for good';
  return {
    text: `After the battle, ${who ?? 'the figure'} (Rep ${r.target}${why}): rolled ${diceList(r.dice)} — ${passPhrase(r.dice, r.target)}: ${verdict}.`,
    table: r.ref, dice: [...r.dice], target: r.target, modifiers: [],
  };
}
