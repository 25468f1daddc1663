// Small builders for the action-point tests: a scenario from a few figures, the checked start, and a
// drive through the door with scripted commands and dice.
import { actionPoints } from '../../../src/rulesets/action-points';
import { drive, type Played } from '../../../src/rulesets/action-points/play';
import { reduce } from '../../../src/rulesets/action-points/reduce';
import type { ApCommand, ApEvent, ApState, ApStepCommand } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';

export interface FigSpec {
  id: string;
  rank?: string;
  weapon?: string;
  at: number[];
  facing?: number;
  [k: string]: unknown;
}

export function scenario(opts: {
  blue: FigSpec[];
  red: FigSpec[];
  dice?: Record<string, number[][]>;
  commands?: unknown[];
  terrain?: unknown[];
  control?: 'script' | 'ai';
  [k: string]: unknown;
}): Record<string, unknown> {
  const { blue, red, control, ...rest } = opts;
  const fig = (f: FigSpec) => ({ rank: 'average', weapon: 'assault rifle', ...f });
  return {
    version: 1,
    rules: 'action-points',
    seed: 'test',
    ...rest,
    sides: [
      { id: 'blue', control: control ?? 'script', figures: blue.map(fig) },
      { id: 'red', control: control ?? 'script', figures: red.map(fig) },
    ],
  };
}

export function start(file: Record<string, unknown>): { state: ApState; commands: readonly ApStepCommand[] } {
  const sc = actionPoints.scenario.check(file);
  if (!sc.ok) throw new Error(`${sc.error.path}: ${sc.error.message}`);
  return { state: actionPoints.startingState(sc.value).state, commands: actionPoints.commands(sc.value) };
}

export function play(file: Record<string, unknown>, maxTurns?: number): Played {
  const { state, commands } = start(file);
  return drive(state, maxTurns !== undefined ? { commands, maxTurns } : { commands });
}

export function texts(events: readonly ApEvent[]): string[] {
  return events.map(eventText);
}

export function ofType<T extends ApEvent['type']>(
  events: readonly ApEvent[],
  type: T,
): Extract<ApEvent, { type: T }>[] {
  return events.filter((e): e is Extract<ApEvent, { type: T }> => e.type === type);
}

export function fig(state: ApState, id: string) {
  const f = state.figures.find((x) => x.id === id);
  if (!f) throw new Error(`no ${id}`);
  return f;
}

/** One command through the reducer, which must take it. */
export function run(state: ApState, cmd: ApCommand): { state: ApState; events: readonly ApEvent[] } {
  const r = reduce(state, cmd);
  if (!r.ok) throw new Error(r.error);
  return { state: r.state, events: r.events };
}

/** Why the reducer refuses a command (a test fails if it takes it). */
export function refusal(state: ApState, cmd: ApCommand): string {
  const r = reduce(state, cmd);
  if (r.ok) throw new Error(`taken: ${JSON.stringify(cmd)}`);
  return r.error;
}
