// A small stand-in for the shared driver (door-sim's `drive`, not on main yet): begin, then hand the next file
// command to a script side, ask the computer for an ai side, stop for a person or when the script runs out.
import { actionCards } from '../../../src/rulesets/action-cards';
import type { AcCommand, AcNeed } from '../../../src/rulesets/action-cards/commands';
import type { AcEvent } from '../../../src/rulesets/action-cards/events';
import type { AcState } from '../../../src/rulesets/action-cards/state';

export interface Driven {
  state: AcState;
  events: AcEvent[];
  need: AcNeed;
  illegal?: string;
  /** Computer commands the reducer refused (each was replaced by ending the card). */
  refused: string[];
}

export function drive(state: AcState, commands: readonly AcCommand[] = [], maxTurns?: number): Driven {
  const events: AcEvent[] = [];
  const opts = maxTurns === undefined ? {} : { maxTurns };
  const step = actionCards.begin(state, opts);
  events.push(...step.events);
  let s = step.state;
  let need = step.need;
  const queue = [...commands];
  const refused: string[] = [];
  for (let guard = 0; guard < 20_000; guard++) {
    if (need.kind === 'ended' || need.kind === 'turnLimit' || need.kind === 'dice') break;
    const control = actionCards.controlOf(s, need.side);
    let cmd: AcCommand | undefined;
    if (control === 'ai') cmd = actionCards.computerCommand(s, need as AcNeed & { kind: 'command' });
    else if (control === 'script') {
      if (need.kind === 'decision') cmd = actionCards.computerCommand(s, need as never);
      else cmd = queue.shift();
    }
    if (!cmd) break;
    const r = actionCards.reduce(s, cmd, opts);
    if (!r.ok) {
      if (control === 'ai') {
        // A refused computer command would loop: end the card instead (and say so, for the tests to catch).
        refused.push(r.error);
        const e = actionCards.reduce(s, { do: 'endCard' }, opts);
        if (!e.ok) return { state: s, events, need, illegal: r.error, refused };
        s = e.state;
        need = e.need;
        events.push(...e.events);
        continue;
      }
      return { state: s, events, need, illegal: r.error, refused };
    }
    s = r.state;
    need = r.need;
    events.push(...r.events);
  }
  return { state: s, events, need, refused };
}

/** A file's JSON through the door: checked, started and driven. */
export function play(file: unknown, maxTurns?: number): Driven | { error: string } {
  const sc = actionCards.scenario.check(file);
  if (!sc.ok) return { error: `${sc.error.path}: ${sc.error.message}` };
  const { state, events } = actionCards.startingState(sc.value);
  const d = drive(state, actionCards.commands(sc.value), maxTurns);
  return { ...d, events: [...events, ...d.events] };
}
