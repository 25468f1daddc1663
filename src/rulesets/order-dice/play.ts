// Plays a checked file through the shared driver as the sim does (queries before and after, the script for
// script and human sides, the computer for ai sides), for the tests and the soak.
import { drive } from '../../core/drive';
import { orderDice } from './index';
import type { OdScenario } from './scenario';
import type { OdEvent, OdState } from './state';
import { finalLine, type FinalLine } from './door';

export interface Played {
  state: OdState;
  events: OdEvent[];
  final: FinalLine & { unfinished?: 'turnCap' };
  /** The one line of a refused command, when one was. */
  illegal?: string;
}

export function playScenario(sc: OdScenario, opts: { seed?: string; turns?: number } = {}): Played {
  const start = orderDice.startingState(sc, opts);
  const events: OdEvent[] = [...start.events];
  const answer = (s: OdState, when: 'before' | 'after') =>
    sc.queries.forEach((query, index) =>
      events.push({ type: 'answer', when, index, query, result: orderDice.answer(s, query) as boolean }),
    );
  answer(start.state, 'before');
  const d = drive(orderDice, start.state, {
    commands: sc.commands,
    humans: 'script',
    ...(opts.turns !== undefined ? { maxTurns: opts.turns } : {}),
  });
  events.push(...d.events);
  answer(d.state, 'after');
  const final: Played['final'] = finalLine(d.state);
  if (d.need.kind === 'turnLimit') final.unfinished = 'turnCap';
  const illegal = d.illegal
    ? `error: commands[${d.illegal.index}] (${orderDice.play.label(d.illegal.command)}): ${d.illegal.error}`
    : undefined;
  return { state: d.state, events, final, ...(illegal ? { illegal } : {}) };
}
