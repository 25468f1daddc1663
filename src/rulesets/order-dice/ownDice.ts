// "Your own dice" in the order-dice game: a side whose player throws real dice types in the faces of every
// roll its units make (order tests, reaction tests, to-hit, damage and penetration of its shots, morale,
// rally, close quarters); the bag's draw and the other side's rolls come from the seeded source. The kernel
// does the queueing (core/dice/entered.ts): such a roll stops the step (NeedDice), the state before it is kept
// with the command and the roll asked, and the `dice` command runs the same step again with the faces in. The
// faces travel in the commands, so a replay is exact.
import { enterFaces, NeedDice, type DiceAsk } from '../../core/dice/entered';
import { beginPlain, reducePlain, type Step } from './engine';
import type { OdCommand, OdState } from './state';

type Opts = { maxTurns?: number };
type Done = Step & { ok: true };

/** The state before the step, holding the roll its player is to throw; nothing of the step is kept or said. */
function waiting(state: OdState, ask: DiceAsk, command: OdCommand | undefined): Done {
  const diceWait: NonNullable<OdState['diceWait']> = command ? { command, ask } : { ask };
  return { ok: true, state: { ...state, diceWait }, events: [], need: { kind: 'dice', side: ask.owner, ask } };
}

export function begin(state: OdState, opts: Opts = {}): Done {
  try {
    return beginPlain(state, opts);
  } catch (e) {
    if (e instanceof NeedDice) return waiting(state, e.ask, undefined);
    throw e;
  }
}

function attempt(state: OdState, cmd: OdCommand, opts: Opts): Step {
  try {
    return reducePlain(state, cmd, opts);
  } catch (e) {
    if (e instanceof NeedDice) return waiting(state, e.ask, cmd);
    throw e;
  }
}

/** One command in; while a roll waits for its faces only `dice` (or handing a side over) is taken. */
export function reduce(state: OdState, cmd: OdCommand, opts: Opts = {}): Step {
  // A side handed to the computer throws no dice of its own any more.
  const from = cmd.do === 'control' && cmd.control === 'ai' ? stopEntering(state, cmd.side) : state;
  const w = from.diceWait;
  if (!w) return attempt(from, cmd, opts);
  const { diceWait: _drop, ...clean } = from;
  if (cmd.do === 'control') {
    // The hand-over first, then the waiting step again (its roll may now come from the seeded source); if
    // the hand-over settled what the step was for, the step is dropped.
    const handed = attempt(clean, cmd, opts);
    if (!handed.ok || handed.state.diceWait) return handed;
    const next = w.command ? attempt(handed.state, w.command, opts) : begin(handed.state, opts);
    return next.ok ? { ...next, events: [...handed.events, ...next.events] } : handed;
  }
  if (cmd.do !== 'dice')
    return { ok: false, error: `${cmd.do}: the dice for ${w.ask.purpose} must be entered first (own dice)` };
  // A roll waiting with no side yet entering (the owner's first) enters for its owner.
  const entered = from.dice.entered ?? { for: [w.ask.owner], queue: [] };
  const faced = enterFaces({ ...from, dice: { ...from.dice, entered } }, cmd.faces);
  if (!faced.ok) return { ok: false, error: `dice: ${faced.error}` };
  const fed: OdState = faced.value;
  if (!w.command) return begin(fed, opts);
  const res = attempt(fed, w.command, opts);
  if (res.ok) return res;
  // Refused once its dice were in (it cannot be: every check comes before the first roll): nothing happens,
  // the faces are dropped and the side is asked again.
  const back: OdState = { ...clean, dice: { ...clean.dice, entered: { for: [...entered.for], queue: [] } } };
  return begin(back, opts);
}

/** A state whose rolls for these sides are entered by their players from now on (none known: unchanged). */
export function enteringDiceFor(state: OdState, sides: readonly string[]): OdState {
  const known = sides.filter((id) => state.sides.some((x) => x.id === id));
  if (!known.length) return state;
  return { ...state, dice: { ...state.dice, entered: { for: [...known], queue: [] } } };
}

/**
 * The same state with this side's rolls generated again (the side was handed to the computer). Faces queued
 * for a waiting step are dropped: the step runs again and its rolls are thrown afresh.
 */
export function stopEntering(state: OdState, side: string): OdState {
  const e = state.dice.entered;
  if (!e?.for.includes(side)) return state;
  return { ...state, dice: { ...state.dice, entered: { for: e.for.filter((x) => x !== side), queue: [] } } };
}
