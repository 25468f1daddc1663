// A small driver over this game's door, until the shared one (door-sim) is on main: begin, then hand the
// next scripted command to a script side, ask the computer for an ai side, stop at a human side, at the
// end, at the turn cap, or when the script runs out. Tests and the batch property use it.
import { begin, reduce } from './reduce';
import { computerCommand } from './ai';
import { controlOf } from './sim';
import type { ApEvent, ApNeed, ApState, ApStepCommand } from './types';

export interface Played {
  state: ApState;
  events: ApEvent[];
  need: ApNeed;
  illegal?: string;
  steps: number;
}

export function drive(
  state0: ApState,
  opts: { commands?: readonly ApStepCommand[]; maxTurns?: number; maxSteps?: number } = {},
): Played {
  const script = [...(opts.commands ?? [])];
  const b = begin(state0, opts.maxTurns !== undefined ? { maxTurns: opts.maxTurns } : {});
  let state = b.state;
  const events = [...b.events];
  let need = b.need;
  let steps = 0;
  const maxSteps = opts.maxSteps ?? 20000;
  while (need.kind === 'command' && steps < maxSteps) {
    const control = controlOf(state, need.side);
    let cmd: ApStepCommand | undefined;
    if (control === 'human') break;
    if (control === 'script') {
      cmd = script.shift();
      if (!cmd) break;
    } else cmd = computerCommand(state, need);
    const r = reduce(state, cmd, opts.maxTurns !== undefined ? { maxTurns: opts.maxTurns } : {});
    steps++;
    if (!r.ok) return { state, events, need, illegal: r.error, steps };
    state = r.state;
    events.push(...r.events);
    need = r.need;
  }
  return { state, events, need, steps };
}
