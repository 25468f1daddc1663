// A small driver over the door, standing in for the shared one until it lands (DOOR.md "Shared driver"):
// the file's queries before, its commands handed to script sides in order, the computer for ai sides, a
// script side's unscripted reaction by the default policy (none), the queries after, and the final line.
import { orderDice, computerCommand } from './index';
import type { OdScenario } from './scenario';
import type { OdCommand, OdEvent, OdNeed, OdState } from './state';
import type { FinalLine } from './door';

export interface Played {
  state: OdState;
  events: OdEvent[];
  final: FinalLine & { unfinished?: 'turnCap' };
  /** The one line of a refused command, when one was. */
  illegal?: string;
}

export function drive(
  state: OdState,
  commands: readonly OdCommand[],
  maxTurns?: number,
  maxSteps = 100000,
): { state: OdState; events: OdEvent[]; need: OdNeed; illegal?: string } {
  const events: OdEvent[] = [];
  const opts = maxTurns !== undefined ? { maxTurns } : {};
  const step = orderDice.begin(state, opts);
  events.push(...step.events);
  let s = step.state;
  let need = step.need;
  let next = 0;
  for (let i = 0; i < maxSteps; i++) {
    if (need.kind === 'ended' || need.kind === 'turnLimit') break;
    const control = orderDice.controlOf(s, need.side);
    let cmd: OdCommand | undefined;
    if (control === 'ai') cmd = computerCommand(s, need);
    else if (control === 'script') {
      cmd = commands[next];
      if (cmd) next++;
      else if (need.kind === 'decision') cmd = { do: 'react', unit: need.question.unit, reaction: 'none' };
      else break;
    } else break;
    const r = orderDice.reduce(s, cmd, opts);
    if (!r.ok) {
      const where = control === 'script' ? `commands[${next - 1}]` : 'computer';
      return { state: s, events, need, illegal: `error: ${where} (${cmd.do} ${cmd.unit}): ${r.error}` };
    }
    events.push(...r.events);
    s = r.state;
    need = r.need;
  }
  return { state: s, events, need };
}

export function playScenario(sc: OdScenario, opts: { seed?: string; turns?: number } = {}): Played {
  const start = orderDice.startingState(sc, opts);
  const events: OdEvent[] = [...start.events];
  sc.queries.forEach((q, index) =>
    events.push({ ...orderDice.answer(start.state, q), when: 'before', index } as OdEvent),
  );
  const d = drive(start.state, sc.commands, opts.turns);
  events.push(...d.events);
  sc.queries.forEach((q, index) => events.push({ ...orderDice.answer(d.state, q), when: 'after', index } as OdEvent));
  const final: Played['final'] = orderDice.final(d.state);
  if (d.need.kind === 'turnLimit') final.unfinished = 'turnCap';
  return { state: d.state, events, final, ...(d.illegal ? { illegal: d.illegal } : {}) };
}
