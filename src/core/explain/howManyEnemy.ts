// How Many Enemy in words: the half die, the fewer-or-more die, and the sum against the player group.
import type { HowManyEnemyResult } from '../rules/howManyEnemy';
import { diceList, plural } from './phrases';
import type { Explanation } from './types';

export function explainHowManyEnemy(r: HowManyEnemyResult): Explanation {
  const [first = 0, second = 0] = r.dice;
  const fewer = r.direction === 'fewer';
  const group = fewer ? r.unfloored + r.half : r.unfloored - r.half;
  const sum = `${group} ${fewer ? '-' : '+'} ${r.half} = ${r.unfloored}`;
  const floor = r.floored ? `, raised to ${r.enemies} as there is never less than that` : '';
  return {
    text: `How Many Enemy against a group of ${group}: rolled ${diceList(r.dice)} — ${first} is ${r.half} on a half die, and ${second} means ${fewer ? 'fewer' : 'more'}: ${sum}${floor}, so ${plural(r.enemies, 'enemy', 'enemies')}.`,
    table: r.ref,
    dice: [...r.dice],
    modifiers: [],
  };
}
