// Plays a battle: asks each side for its commands in turn (the file's script, the computer's policy)
// and feeds them to the reducer until a script runs out, the battle ends or the turn limit is reached.
// The simulator, the soak tests and the screen's "watch" mode all run through here.
import type { GameState } from '../state';
import type { Command } from './commands';
import type { GameEvent } from './events';
import type { Need } from './need';
import type { Reducer } from './reduce';

/** What the driver plays with: the game's reducer and its computer player, handed in. */
export interface DriverGame extends Reducer {
  /** The command a computer-played side gives when the game waits for it. */
  computerCommand(state: GameState, need: Need & { kind: 'command' }): Command;
}

export interface RunOptions {
  commands?: readonly Command[];
  maxTurns?: number;
  /** Stop after this many commands in all (a guard for endless battles). */
  maxCommands?: number;
  /** Collect events (off for fast batch runs that only want the end state). */
  keepEvents?: boolean;
}

export interface RunResult {
  state: GameState;
  events: GameEvent[];
  need: Need | { kind: 'noCommands'; side: string } | { kind: 'commandLimit' };
  /** Set when a scripted command was refused: which one and why. */
  illegal?: { index: number; command: Command; error: string };
  commandsUsed: number;
}

export function createDriver(game: DriverGame): (initial: GameState, opts?: RunOptions) => RunResult {
  return (initial, opts = {}) => runBattle(game, initial, opts);
}

function runBattle(game: DriverGame, initial: GameState, opts: RunOptions): RunResult {
  const { begin, reduce } = game;
  const keep = opts.keepEvents ?? true;
  const events: GameEvent[] = [];
  const script = opts.commands ?? [];
  const limits = opts.maxTurns !== undefined ? { maxTurns: opts.maxTurns } : {};
  const r = begin(initial, limits);
  if (keep) events.push(...r.events);
  let state = r.state;
  let need: RunResult['need'] = r.need;
  let next = 0;
  let count = 0;
  const maxCommands = opts.maxCommands ?? 100_000;
  while (need.kind === 'command') {
    if (count >= maxCommands) {
      need = { kind: 'commandLimit' };
      break;
    }
    const side = state.sides.find((s) => s.id === (need as { side: string }).side)!;
    let cmd: Command;
    if (side.control === 'ai') cmd = game.computerCommand(state, need);
    else {
      if (next >= script.length) {
        need = { kind: 'noCommands', side: side.id };
        break;
      }
      cmd = script[next++]!;
    }
    count++;
    const res = reduce(state, cmd, limits);
    if (!res.ok) {
      if (side.control === 'ai')
        throw new Error(`ai policy chose an illegal command ${JSON.stringify(cmd)}: ${res.error}`);
      return { state, events, need, illegal: { index: next - 1, command: cmd, error: res.error }, commandsUsed: next };
    }
    if (keep) events.push(...res.events);
    state = res.state;
    need = res.need;
  }
  return { state, events, need, commandsUsed: next };
}
