// Chain Reaction's engine, put together: the reducer handed solo play's hooks, the one computer player
// (the encounter's NP and autopilot policies, else the plain default policy), and the driver built on
// both. The app, the sim and the tests all play through these, so a choice is made in one place.
import { createReducer } from './engine/reduce';
import { createDriver } from './engine/driver';
import type { Need } from './engine/need';
import type { Command } from './engine/commands';
import { aiCommand } from './players/plainBattle';
import { SOLO_HOOKS, soloCommand } from './solo/hooks';
import type { GameState } from './state';

export type { Need } from './engine/need';
export type { Step, AdvanceOptions } from './engine/reduce';
export type { RunOptions, RunResult } from './engine/driver';

export const { begin, reduce } = createReducer(SOLO_HOOKS);

/** The command a computer-played side gives: solo play's policies in an encounter, else the default one. */
export function computerCommand(state: GameState, need: Need & { kind: 'command' }): Command {
  return soloCommand(state, need) ?? aiCommand(state, need);
}

/** Plays a battle from a state: scripts for 'script' sides, computerCommand for 'ai' ones. */
export const runBattle = createDriver({ begin, reduce, computerCommand });
