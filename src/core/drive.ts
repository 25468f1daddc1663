// The shared driver: plays a game through the ruleset door until someone at the screen must act, the script
// runs out, the game ends or a cap stops it. Each time the game waits on a side it asks who plays that side:
// the computer (`computerCommand`), the file's script (the next scripted command), or a person (stop here).
// The sim, the soaks, the bench and the screen's "watch" mode all run games through here.
import type { Control, Ruleset, RulesetEvent, RulesetNeed, RulesetState } from './ruleset';

/** The parts of a ruleset the driver plays with. */
export type DrivenGame<S extends RulesetState, C, E extends RulesetEvent, N extends RulesetNeed> = Pick<
  Ruleset<S, C, E, N, unknown>,
  'begin' | 'reduce' | 'computerCommand' | 'controlOf'
>;

export interface DriveOptions<C> {
  /** The script: handed out in order to `script` sides (and to `human` ones when `humans` is 'script'). */
  commands?: readonly C[];
  maxTurns?: number;
  /** Stop after this many commands in all (a guard for endless games). */
  maxCommands?: number;
  /** Collect events (off for fast batch runs that only want the end state). */
  keepEvents?: boolean;
  /**
   * What a `human` side's command need does: 'stop' (default: wait for the person) or 'script' (the sim and
   * the tests, with nobody at a screen, play a human side from the file's commands as Chain Reaction always
   * has). A human side's decision stops the drive either way.
   */
  humans?: 'stop' | 'script';
}

/** Why a drive stopped besides the game's own needs. */
export type DriveStop = { kind: 'noCommands'; side: string } | { kind: 'commandLimit' };

export interface DriveResult<S, C, E, N> {
  state: S;
  events: E[];
  /** What the game waits for now, or why the drive stopped ('noCommands', 'commandLimit'). */
  need: N | DriveStop;
  /** Set when a scripted command was refused: its place in the script, itself, and the one-line reason. */
  illegal?: { index: number; command: C; error: string };
  /** Scripted commands handed out. */
  commandsUsed: number;
}

const DEFAULT_MAX_COMMANDS = 100_000;

/** Who answers a need: 'computer', 'script' or nobody here ('stop'). */
function answererOf(need: RulesetNeed, control: Control, humans: 'stop' | 'script'): 'computer' | 'script' | 'stop' {
  if (need.kind !== 'command' && need.kind !== 'decision') return 'stop';
  if (control === 'ai') return 'computer';
  if (need.kind === 'decision') return control === 'script' ? 'computer' : 'stop';
  return control === 'script' || humans === 'script' ? 'script' : 'stop';
}

export function drive<S extends RulesetState, C, E extends RulesetEvent, N extends RulesetNeed>(
  game: DrivenGame<S, C, E, N>,
  initial: S,
  opts: DriveOptions<C> = {},
): DriveResult<S, C, E, N> {
  const keep = opts.keepEvents ?? true;
  const humans = opts.humans ?? 'stop';
  const events: E[] = [];
  const script = opts.commands ?? [];
  const limits = opts.maxTurns !== undefined ? { maxTurns: opts.maxTurns } : {};
  const first = game.begin(initial, limits);
  if (keep) events.push(...first.events);
  let state = first.state;
  let need: N | DriveStop = first.need;
  let next = 0;
  let count = 0;
  const maxCommands = opts.maxCommands ?? DEFAULT_MAX_COMMANDS;
  for (;;) {
    const waiting = need as N;
    if (waiting.kind !== 'command' && waiting.kind !== 'decision') break;
    const side = waiting.side;
    const who = answererOf(waiting, game.controlOf(state, side), humans);
    if (who === 'stop') break;
    if (count >= maxCommands) {
      need = { kind: 'commandLimit' };
      break;
    }
    let cmd: C;
    if (who === 'computer') cmd = game.computerCommand(state, waiting as N & { kind: 'command' | 'decision' });
    else {
      if (next >= script.length) {
        need = { kind: 'noCommands', side };
        break;
      }
      cmd = script[next++]!;
    }
    count++;
    const res = game.reduce(state, cmd, limits);
    if (!res.ok) {
      // The computer's own choice refused is a fault of the program, never a bad file.
      if (who === 'computer')
        throw new Error(`ai policy chose an illegal command ${JSON.stringify(cmd)}: ${res.error}`);
      return { state, events, need, illegal: { index: next - 1, command: cmd, error: res.error }, commandsUsed: next };
    }
    if (keep) events.push(...res.events);
    state = res.state;
    need = res.need;
  }
  return { state, events, need, commandsUsed: next };
}
