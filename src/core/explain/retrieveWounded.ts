// Willingness to retrieve a wounded friend in words.
import type { RetrieveOutcome } from '../rules/retrieveWounded';
import { diceList, passPhrase } from './phrases';
import type { Explanation } from './types';

export function explainRetrieveWounded(o: RetrieveOutcome): Explanation {
  const text = o.star
    ? `Retrieving wounded: ${o.figure} is a Star and may go for the wounded if the player wishes, no roll needed.`
    : `Retrieving wounded: ${o.figure} (Rep ${o.rep}) rolled ${diceList(o.dice)}, ${passPhrase(o.dice, o.target)}: ${o.willing ? 'goes for the wounded friend' : 'will not go this time'}.`;
  return { text, table: o.table, dice: [...o.dice], target: o.target, modifiers: [] };
}
