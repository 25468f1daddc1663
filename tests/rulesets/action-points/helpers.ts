// Small builders for the action-point tests: a scenario from a few figures, the checked start, and a
// drive through the door with scripted commands and dice.
import { actionPoints } from '../../../src/rulesets/action-points';
import { drive, type Played } from '../../../src/rulesets/action-points/play';
import { reduce } from '../../../src/rulesets/action-points/reduce';
import type { ApCommand, ApEvent, ApState, ApStepCommand } from '../../../src/rulesets/action-points/types';
import { eventText } from '../../../src/rulesets/action-points/wording';

/** The fog tests' woods: a figure at (12, 14.5) stands inside them, in sight of the south but not spotted. */
export const FOG_WOODS = {
  id: 'w1',
  type: 'woods',
  polygon: [
    [8, 10],
    [14, 10],
    [14, 15],
    [8, 15],
  ],
};

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
  // The contract asks every figure for its facing; a test that does not care faces +x (0).
  const fig = (f: FigSpec) => ({ rank: 'average', weapon: 'assault rifle', facing: 0, ...f });
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

/** Woods 8" x 6" whose lower edge is y = 11 (a figure at y 10.5 stands 0.5" inside: soft cover, still seen). */
export const WOODS = {
  id: 'w1',
  type: 'woods',
  polygon: [
    [6, 5],
    [14, 5],
    [14, 11],
    [6, 11],
  ],
};

/**
 * Blue's Humvee hv1 (crew Hale b1, who drives and mans the first weapon, and Vega b2), facing north at
 * (11, 28), against red's Karim r1 on foot at (10, 6) facing south. `crewRank` and `karim` change the people;
 * `humvee` overrides the vehicle's fields and `moreVehicles` stand beside it; everything else goes to the
 * scenario and wins (dice, terrain, options, or whole `vehicles`).
 */
export function humveeScenario(
  o: {
    crewRank?: string;
    karim?: Partial<FigSpec>;
    humvee?: Record<string, unknown>;
    moreVehicles?: Record<string, unknown>[];
    [k: string]: unknown;
  } = {},
): Record<string, unknown> {
  const { crewRank, karim, humvee, moreVehicles = [], ...rest } = o;
  const rank = crewRank ? { rank: crewRank } : {};
  return scenario({
    blue: [
      { id: 'b1', name: 'Hale', ...rank, at: [10, 30] },
      { id: 'b2', name: 'Vega', ...rank, at: [12, 30] },
    ],
    red: [{ id: 'r1', name: 'Karim', at: [10, 6], facing: 90, ...karim }],
    vehicles: [
      {
        id: 'hv1',
        side: 'blue',
        type: 'Humvee',
        at: [11, 28],
        facing: 270,
        crew: ['b1', 'b2'],
        weapons: ['hmg', 'gpmg'],
        ...humvee,
      },
      ...moreVehicles,
    ],
    ...rest,
  });
}
