// "Your own dice" in the action-point game: whose roll a request is, and the `dice` command that feeds the
// faces of a waiting roll in. The mechanism (queue, stop, check) is the kernel's (core/dice/entered.ts): a
// roll of a side whose player throws real dice stops the step; the state keeps the command and the ask;
// once the faces are in, the same step runs again from the same state and now finds them. A d100 is asked
// as two d10s, tens then units (a 10 reads 0; 0 and 0 is 100), as the game's dice define it.
import type { RollRequest } from '../../core/dice/roll';
import type { ApState } from './types';

/**
 * The side whose player throws this roll, when some side enters its dice: the side of the first figure the
 * roll names that enters (the shooter's test, the hit figure's damage, armour and consciousness, the
 * tested figure's morale); a roll between sides (initiative) belongs to a side among them that enters.
 */
export function rollOwner(s: ApState, req: RollRequest): string | undefined {
  const entering = s.dice.entered?.for;
  if (!entering?.length) return undefined;
  for (const id of req.who ?? []) {
    const side = s.figures.find((f) => f.id === id)?.side ?? (s.sides.some((x) => x.id === id) ? id : undefined);
    if (side && entering.includes(side)) return side;
  }
  return undefined;
}

/** Whether a roll naming these figures or sides would be entered by a player. */
export function entered(s: ApState, who: readonly string[]): boolean {
  return rollOwner(s, { purpose: '', count: 1, who: [...who] }) !== undefined;
}

/** A state whose rolls for these sides are entered by their players from now on (none known: unchanged). */
export function enteringDiceFor(state: ApState, sides: readonly string[]): ApState {
  const known = sides.filter((id) => state.sides.some((x) => x.id === id));
  if (!known.length) return state;
  return { ...state, dice: { ...state.dice, entered: { for: [...known], queue: [] } } };
}

/** The same state with this side's rolls generated again (the side was handed to the computer). */
export function stopEntering(state: ApState, side: string): ApState {
  const e = state.dice.entered;
  if (!e?.for.includes(side)) return state;
  return { ...state, dice: { ...state.dice, entered: { for: e.for.filter((x) => x !== side), queue: [...e.queue] } } };
}
