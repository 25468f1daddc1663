// Chain Reaction's engine, put together: the reducer handed solo play's hooks, the one computer player
// (the encounter's NP and autopilot policies, else the plain default policy), and the driver built on
// both. The app, the sim and the tests all play through these, so a choice is made in one place.
// Two kinds of command are taken here, before the reducer: the set-up before turn 1 (solo/deploy.ts)
// and a side handed to the computer or back (control), which may come at any moment, a question open or not.
import { createReducer, type AdvanceOptions, type Step } from './engine/reduce';
import { drive, type DriveOptions, type DriveResult } from '../../core/drive';
import type { Need } from './engine/need';
import type { Command } from './engine/commands';
import { aiCommand } from './players/plainBattle';
import { SOLO_HOOKS, soloCommand } from './solo/hooks';
import { applyPlacement, checkPlacement, endDeployment, isDeploying } from './solo/deploy';
import { soloOf } from './solo/types';
import type { GameState } from './state';
import type { Control } from '../../core/vocab';
import type { GameEvent } from './engine/events';
import { controlRefusedText, controlText, placementRefusedText } from './explain/deployment';
import { sideName } from './explain/places';
import { enteringOnControl } from './engine/enteredDice';

export type { Need } from './engine/need';
export type { Step, AdvanceOptions } from './engine/reduce';

/** How a battle is run (the file's script, a turn cap...). */
export type RunOptions = Omit<DriveOptions<Command>, 'humans'>;
/** A run's end: the state, its events, what it waits for, a refused scripted command. */
export type RunResult = DriveResult<GameState, Command, GameEvent, Need>;

const engine = createReducer(SOLO_HOOKS);

/** While the player sets up, the game waits on the player's side for "place" or "startBattle". */
function deployWait(state: GameState): Step & { ok: true } {
  return {
    ok: true,
    state,
    events: [],
    need: { kind: 'command', side: soloOf(state)!.player, groups: [], deploying: true },
  };
}

export function begin(state: GameState, opts?: AdvanceOptions): Step & { ok: true } {
  return isDeploying(state) ? deployWait(state) : engine.begin(state, opts);
}

export function reduce(state: GameState, cmd: Command, opts?: AdvanceOptions): Step {
  if (cmd.do === 'control') return setControl(state, cmd, opts);
  if (cmd.do === 'place') {
    const why = checkPlacement(state, cmd.placements);
    if (why) return { ok: false, error: placementRefusedText(why) };
    return deployWait(applyPlacement(state, cmd.placements));
  }
  if (cmd.do === 'startBattle') {
    if (!isDeploying(state)) return { ok: false, error: placementRefusedText({ why: 'notDeploying' }) };
    // The PEFs go down with the game's own dice, as at a set-up without deployment: entered dice begin with
    // the first activation (a roll outside the reducer could not wait for the player's faces).
    const { entered, ...generated } = state.dice;
    const set = endDeployment({ ...state, dice: generated });
    const placed = entered ? { ...set.state, dice: { ...set.state.dice, entered } } : set.state;
    const next = engine.begin(placed, opts);
    // A start that stops on a question is told once answered, run again from after the set-up: the set-up's
    // lines wait with the question and go with the answer (before, the log never told them: play-test 18a).
    const p = next.state.pending;
    if (p) return { ...next, state: { ...next.state, pending: { ...p, opening: set.events } } };
    return { ...next, events: [...set.events, ...next.events] };
  }
  if (cmd.do === 'decide' && state.pending?.opening) return withOpening(state.pending.opening, state, cmd, opts);
  if (isDeploying(state)) return { ok: false, error: 'the battle has not started: place the group, then start it' };
  return engine.reduce(state, cmd, opts);
}

/** An answer to a question the start stopped on: the set-up's lines told first, or kept for the next question. */
function withOpening(opening: GameEvent[], state: GameState, cmd: Command, opts?: AdvanceOptions): Step {
  const res = engine.reduce(state, cmd, opts);
  if (!res.ok) return res;
  const p = res.state.pending;
  // An answered start runs only the start again, so a new question here is the start's too.
  if (p) return { ...res, state: { ...res.state, pending: { ...p, opening } } };
  return { ...res, events: [...opening, ...res.events] };
}

/** The same moment of the game, the side now played by the computer or the screen. */
function setControl(state: GameState, cmd: Command & { do: 'control' }, opts?: AdvanceOptions): Step {
  if (!state.sides.some((x) => x.id === cmd.side)) return { ok: false, error: controlRefusedText(cmd.side) };
  const sides = state.sides.map((x) => (x.id === cmd.side ? { ...x, control: cmd.control } : x));
  const next = enteringOnControl({ ...state, sides }, cmd.side, cmd.control);
  const events = [{ type: 'note' as const, text: controlText(sideName(state, cmd.side), cmd.control) }];
  if (next.pending) {
    const d = next.pending.decision;
    return { ok: true, state: next, events, need: { kind: 'decision', side: d.side, decision: d } };
  }
  // A roll waiting for faces is thrown again from the step that asked for it, so whose faces it waits for
  // follows the new control: a side now played by the computer throws its own (play-test 4, 10: the roll
  // waited for faces nobody was asked for), a side taken back enters its die of an activation too.
  if (next.diceWait) {
    const res = engine.rerunDiceWait(next, opts);
    return res.ok ? { ...res, events: [...events, ...res.events] } : res;
  }
  if (next.ended)
    return {
      ok: true,
      state: next,
      events,
      need: { kind: 'ended', reason: next.ended.reason, ...(next.ended.winner ? { winner: next.ended.winner } : {}) },
    };
  // Waiting on a side already: going on from here asks the same side again, nothing rolled.
  const again = begin(next, opts);
  return { ...again, events: [...events, ...again.events] };
}

/**
 * The command a computer-played side gives: solo play's policies in an encounter, else the default one.
 * Chain Reaction's engine takes the computer's and the script's decisions itself (its default policy), so
 * only command needs reach here.
 */
export function computerCommand(state: GameState, need: Need & { kind: 'command' | 'decision' }): Command {
  if (need.kind !== 'command') throw new Error(`no computer answer to a ${need.kind} need: the engine decides those`);
  if (isDeploying(state)) return { do: 'startBattle' };
  return soloCommand(state, need) ?? aiCommand(state, need);
}

/** Who plays a side now: the file's or the screen's choice, changed by 'control' commands. */
export function controlOf(state: GameState, side: string): Control {
  return state.sides.find((s) => s.id === side)?.control ?? 'script';
}

/**
 * Plays a battle from a state: scripts for 'script' sides, computerCommand for 'ai' ones. A 'human' side is
 * played from the script too (nobody is at a screen here), as the sim always has.
 */
export function runBattle(initial: GameState, opts: RunOptions = {}): RunResult {
  return drive({ begin, reduce, computerCommand, controlOf }, initial, { ...opts, humans: 'script' });
}
