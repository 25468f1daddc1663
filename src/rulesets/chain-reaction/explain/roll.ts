// Any recorded roll in words, for the raw dice log: what it was for, who rolled, the dice and how
// they read. Rule results have richer explainers; this one covers every roll, whatever its purpose.
import type { RollRecord } from '../../../core/dice/roll';
import { diceList, plural } from './phrases';
import type { Explanation } from './types';
import { purposeWords } from './words';

export function explainRoll(rec: RollRecord): Explanation {
  const who = rec.who.length ? ` for ${rec.who.join(', ')}` : '';
  let reading = '';
  if (rec.read === 'pass' && rec.target !== undefined) reading = `, ${rec.passed ?? 0} passed against ${rec.target}`;
  else if (rec.read === 'successes') reading = `, ${plural(rec.successes ?? 0, 'success', 'successes')}`;
  else if (rec.read === 'total') reading = `, ${rec.total ?? 0} in all`;
  else if (rec.target !== undefined) reading = ` (target ${rec.target})`;
  const scripted = rec.scripted ? ' These dice were set in advance, not rolled.' : '';
  const out: Explanation = {
    text: `${purposeWords(rec.purpose)}${who}: rolled ${diceList(rec.dice)}${reading}.${scripted}`,
    dice: [...rec.dice],
    modifiers: [],
  };
  if (rec.target !== undefined) out.target = rec.target;
  return out;
}
