// Your own dice: whose dice a roll is, in words. A roll belongs to the side of the figures it is for
// (engine/enteredDice.ts rollOwner), so the damage dice of your own hit are the target's roll, and the
// game throws them when the target's side does not throw at the table (play-test 2, 17; first pass 31).
// The prompt for your shot says so before you throw, and the log's detail says so on the damage line. In
// head to head each prompt names the player whose dice it asks for (play-test 2, 20).
import type { DiceAsk } from '../../../core/dice/entered';
import type { RollEvent } from '../engine/events';
import type { GameState } from '../state';
import { personOf, sideName } from '../explain/places';
import { whose } from '../explain/phrases';

const DAMAGE = new Set(['damage', 'meleeDamage']);

/** The player (head to head: by name) or side that throws a side's dice at the table. */
function thrower(s: GameState, side: string): string {
  return personOf(s, undefined, side) ?? sideName(s, side);
}

/**
 * "The game threw this damage die: …", on the damage rolls of a side that does not throw at the table: said
 * once for a line's dice, however many rolls they came in (play-test 10a, 3: the sentence once per die).
 */
export function gameThrewNote(s: GameState, rolls: readonly RollEvent[]): string[] {
  // A side handed to the computer (Watch) threw at the table before: still one of the sides that enter, so
  // the note reads the same live and in the log reopened after the hand-over (play-test 14a, plover-1407).
  const entering = [...(s.dice?.entered?.for ?? []), ...(s.watchedDice ?? [])];
  if (!entering.length) return [];
  const bySide = new Map<string, number>();
  for (const r of rolls) {
    if (r.entered || r.scripted || r.enteredDice?.length || !DAMAGE.has(r.purpose)) continue;
    // The roll is the hit figure's side's (rollOwner): the game's when that side doesn't throw at the table.
    const side = r.who[0] ? s.figures[r.who[0]]?.side : undefined;
    if (!side || entering.includes(side)) continue;
    bySide.set(side, (bySide.get(side) ?? 0) + r.dice.length);
  }
  return [...bySide].map(([side, n]) => {
    const dice = n === 1 ? 'this damage die' : `these ${n} damage dice`;
    return `The game threw ${dice}: damage is thrown for the figure hit, and ${whose(sideName(s, side))} dice are the game's, not thrown at the table.`;
  });
}

/** For the prompt of a shot: who throws the damage dice of its hits (damage is the roll of the figure hit). */
export function damageDiceSentence(s: GameState, shooter: string): string | undefined {
  const mine = s.figures[shooter]?.side;
  if (!mine || !s.dice?.entered?.for.length) return undefined;
  const entering = s.dice.entered.for;
  const others = s.sides.filter((x) => x.id !== mine);
  const byGame = others.filter((x) => !entering.includes(x.id)).map((x) => sideName(s, x.id));
  const atTable = others.filter((x) => entering.includes(x.id)).map((x) => thrower(s, x.id));
  const out: string[] = [];
  if (byGame.length)
    out.push(
      `If you hit ${byGame.join(' or ')}, the game throws the damage dice: damage is thrown for the figure hit, and ${byGame.map(whose).join(' and ')} dice are the game's.`,
    );
  for (const who of atTable)
    out.push(`If you hit ${whose(who)} figures, ${who} throws the damage dice: damage is thrown for the figure hit.`);
  return out.join(' ') || undefined;
}

/** Head to head: "Ria's dice" for the player whose roll it is; else undefined (the prompt says "Your dice"). */
export function whoseDiceTitle(s: GameState | undefined, ask: DiceAsk): string | undefined {
  if (!s || s.people?.mode !== 'headToHead') return undefined;
  const person = personOf(s, undefined, ask.owner);
  return person ? `${person}'s dice` : undefined;
}
