// Entered dice in Chain Reaction: whose roll a request is, and the `dice` command that feeds a waiting
// roll's faces in. The mechanism itself (queue, stop, check) is the kernel's (core/dice/entered.ts).
import type { RollRequest } from '../../../core/dice/roll';
import type { GameState } from '../state';

/**
 * The side whose player would throw this roll, when some side enters its dice. A roll for figures belongs
 * to their side (a roll for both sides, like activation, to the side that enters); a roll for nobody's
 * figures (PEFs, the solo tables) is the table's, thrown by the player running the solo game. An enemy
 * recruit of an encounter, rolled before the figure is on the table, is the enemy side's: the computer
 * throws it (play-test 4, 22: the player was asked to throw six guerillas' recruiting dice).
 */
export function rollOwner(s: GameState, req: RollRequest): string | undefined {
  const entering = s.dice.entered?.for;
  if (!entering?.length) return undefined;
  const sides = new Set<string>();
  for (const id of req.who ?? []) {
    const f = s.figures[id];
    if (f) sides.add(f.side);
    else if (s.sides.some((x) => x.id === id)) sides.add(id);
  }
  const enemy = s.encounter?.['np'];
  if (sides.size === 0 && req.purpose === 'recruiting' && typeof enemy === 'string') sides.add(enemy);
  if (sides.size === 0) return entering[0];
  return entering.find((x) => sides.has(x));
}

/** The dice with the faces entered for a step that came to nothing taken out again. */
export function dropEntered(dice: GameState['dice']): GameState['dice'] {
  return dice.entered ? { ...dice, entered: { for: [...dice.entered.for], queue: [] } } : dice;
}

/** A state whose rolls for these sides are entered by their players from now on (none: all generated). */
export function enteringDiceFor(state: GameState, sides: readonly string[]): GameState {
  const known = sides.filter((id) => state.sides.some((x) => x.id === id));
  if (!known.length) return state;
  return { ...state, dice: { ...state.dice, entered: { for: [...known], queue: [] } } };
}

/**
 * The state with a side's rolls thrown by the computer while the computer plays it (Watch), and entered
 * again once it is taken back: a side played by the computer never waits for faces (play-test 4, 10).
 */
export function enteringOnControl(state: GameState, side: string, control: 'human' | 'ai'): GameState {
  const e = state.dice.entered;
  if (!e) return state;
  const watched = state.watchedDice ?? [];
  if (control === 'ai' && e.for.includes(side)) {
    const dice = { ...state.dice, entered: { ...e, for: e.for.filter((x) => x !== side) } };
    return { ...state, dice, watchedDice: [...watched, side] };
  }
  if (control === 'human' && watched.includes(side)) {
    // Back in the sides' order, so the first entering side throws a shared roll as before.
    const back = state.sides.map((x) => x.id).filter((id) => id === side || e.for.includes(id));
    const { watchedDice: _drop, ...rest } = state;
    const left = watched.filter((x) => x !== side);
    const dice = { ...state.dice, entered: { ...e, for: back } };
    return left.length ? { ...rest, dice, watchedDice: left } : { ...rest, dice };
  }
  return state;
}
