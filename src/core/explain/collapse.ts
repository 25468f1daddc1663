// A rocket hit on a building area in words: whether it caves in, what falls with it, and who dies,
// falls or is only shaken.
import type { CollapseOutcome } from '../rules/collapse';
import { listOf } from './phrases';
import type { Explanation } from './types';

/** "x takes", "x and y take". */
const take = (names: readonly string[]): string => `${listOf(names)} ${names.length === 1 ? 'takes' : 'take'}`;

export function explainCollapse(c: CollapseOutcome): Explanation {
  if (!c.ok) return { text: `No collapse roll: ${c.detail}.`, dice: [], modifiers: [] };
  const dice = c.die === undefined ? [] : [c.die];
  let text: string;
  if (c.collapsed.length === 0) {
    const why = c.die === undefined ? 'nothing stands above it, so no roll' : `rolled ${c.die}, so it holds`;
    text = `Rocket hit on area ${c.hit}: ${why}.${c.crisisTest.length ? ` ${take(c.crisisTest)} a Crisis test.` : ''}`;
  } else {
    const parts = [`Rocket hit on area ${c.hit}: rolled ${c.die}, so it caves in, bringing down ${listOf(c.collapsed)}.`];
    if (c.levelsBroughtDown.length) parts.push(`With their support gone, level ${listOf(c.levelsBroughtDown)} comes down too.`);
    if (c.obviouslyDead.length) parts.push(`Killed: ${listOf(c.obviouslyDead)}.`);
    if (c.recoverTest.length) parts.push(`Falling with the floor, ${take(c.recoverTest)} a Recover test.`);
    text = parts.join(' ');
  }
  return { text, table: c.ref, dice, modifiers: [] };
}
