// "Your own dice" for this game: when a side's player throws real dice, a roll of that side's figures stops the
// step (the shared dice box throws NeedDice); the state before the step is kept with the roll waiting, and the
// faces the player types in (the `dice` command) are queued and the same step runs again from the start. A step
// with several such rolls stops once per roll. The faces travel in the commands, so a replay is exact.
import { facesProblem, NeedDice, withEntered, type DiceAsk } from '../../core/dice/entered';
import { err } from '../../core/result';
import type { AcCommand, AcNeed } from './commands';
import { beginPlain, reducePlain, type AcStep } from './engine';
import type { AcState } from './state';

type Opts = { maxTurns?: number };

function waiting(state: AcState, ask: DiceAsk, command: AcCommand | undefined): AcStep & { ok: true } {
  const wait: NonNullable<AcState['diceWait']> = { ask };
  if (command) wait.command = command;
  return { ok: true, state: { ...state, diceWait: wait }, events: [], need: needOf(ask) };
}

/** From a fresh or in-between state, on to the first point where a side must act (or throw its dice). */
export function begin(state: AcState, opts: Opts = {}): AcStep & { ok: true } {
  try {
    return beginPlain(state, opts);
  } catch (e) {
    if (e instanceof NeedDice) return waiting(state, e.ask, undefined);
    throw e;
  }
}

function needOf(ask: DiceAsk): AcNeed {
  return { kind: 'dice', side: ask.owner, ask };
}

function attempt(state: AcState, cmd: AcCommand, opts: Opts): AcStep {
  try {
    return reducePlain(state, cmd, opts);
  } catch (e) {
    if (e instanceof NeedDice) return waiting(state, e.ask, cmd);
    throw e;
  }
}

/** One command in; while a roll waits for its faces, only the `dice` command is taken. */
export function reduce(state: AcState, cmd: AcCommand, opts: Opts = {}): AcStep {
  const w = state.diceWait;
  if (!w) return attempt(state, cmd, opts);
  if (cmd.do !== 'dice') return err(`${cmd.do}: the dice for ${w.ask.purpose} must be entered first`);
  const problem = facesProblem(cmd.faces, w.ask);
  if (problem) return err(`dice: the dice for ${w.ask.purpose}: ${problem}`);
  const { diceWait: _drop, ...clean } = state;
  const entered = clean.dice.entered ?? { for: [w.ask.owner], queue: [] };
  const fed: AcState = { ...clean, dice: { ...clean.dice, entered: withEntered(entered, cmd.faces) } };
  if (!w.command) {
    try {
      return beginPlain(fed, opts);
    } catch (e) {
      if (e instanceof NeedDice) return waiting(fed, e.ask, undefined);
      throw e;
    }
  }
  const res = attempt(fed, w.command, opts);
  if (res.ok) return res;
  // Refused once its dice were in (it cannot be, as every check comes before the roll): nothing happens, the
  // faces are dropped and the side is asked again what it does.
  const back: AcState = { ...clean, dice: { ...clean.dice, entered: { for: [...entered.for], queue: [] } } };
  return { ok: true, state: back, events: [], need: beginPlain(back).need };
}

/** The state with these sides throwing their own dice from now on. */
export function enteringDiceFor(state: AcState, sides: readonly string[]): AcState {
  const known = sides.filter((id) => state.sides.some((x) => x.id === id));
  if (!known.length) return state;
  return { ...state, dice: { ...state.dice, entered: { for: [...known], queue: [] } } };
}
