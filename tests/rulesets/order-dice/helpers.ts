// Small builders for order-dice tests: a scenario from a few lines, played through the door with scripted dice.
import { checkScenario, type OdScenario } from '../../../src/rulesets/order-dice/scenario';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { orderDice } from '../../../src/rulesets/order-dice';
import type { OdEvent, OdState } from '../../../src/rulesets/order-dice/state';

type Pt = [number, number];

/** A line of `n` figures with one weapon, 1" apart along x from `at`. */
export function unit(id: string, at: Pt, n: number, weapon = 'rifle', more: Record<string, unknown> = {}) {
  return {
    id,
    quality: 'regular',
    figures: Array.from({ length: n }, (_, i) => ({ id: `${id}.${i + 1}`, weapon, at: [at[0] + i, at[1]] })),
    ...more,
  };
}

/** A heavy-weapon team facing `facing`: its weapon at `at`, a rifleman 1" to its right (`id.1`, `id.2`). */
export function team(id: string, at: Pt, facing: number, weapon = 'mmg') {
  return {
    id,
    quality: 'regular',
    kind: 'team',
    facing,
    figures: [
      { id: `${id}.1`, weapon, at },
      { id: `${id}.2`, weapon: 'rifle', at: [at[0] + 1, at[1]] },
    ],
  };
}

/** A squad of mixed weapons, one figure per [weapon, place] (`id.1`, `id.2`...). */
export function squad(id: string, figures: readonly (readonly [string, Pt])[], more: Record<string, unknown> = {}) {
  return {
    id,
    quality: 'regular',
    figures: figures.map(([weapon, at], i) => ({ id: `${id}.${i + 1}`, weapon, at })),
    ...more,
  };
}

/** A vehicle of one figure (its gun) at `at`, with its armour; `more` adds a facing, a turret... */
export function vehicle(id: string, at: Pt, armour: number, weapon = 'mmg', more: Record<string, unknown> = {}) {
  return { id, quality: 'regular', kind: 'vehicle', armour, ...more, figures: [{ id: `${id}.1`, weapon, at }] };
}

/** Woods round the red unit at (5, 13), its near edge at y 13.5: soft cover for a shot from the south. */
export const WOODS_BEFORE_RED = [
  {
    id: 'w',
    type: 'woods',
    polygon: [
      [3, 10],
      [8, 10],
      [8, 13.5],
      [3, 13.5],
    ],
  },
];

export function file(over: Record<string, unknown> & { blue: unknown[]; red: unknown[] }): Record<string, unknown> {
  const { blue, red, blueControl, redControl, ...rest } = over as Record<string, unknown> & {
    blue: unknown[];
    red: unknown[];
  };
  return {
    version: 1,
    rules: 'order-dice',
    seed: 'test',
    sides: [
      { id: 'blue', control: blueControl ?? 'script', units: blue },
      { id: 'red', control: redControl ?? 'script', units: red },
    ],
    ...rest,
  };
}

export function checked(data: Record<string, unknown>): OdScenario {
  const r = checkScenario(data);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.value;
}

export function play(data: Record<string, unknown>) {
  return playScenario(checked(data));
}

/** The start state and a stepper for tests that look at the need between commands. */
export function started(data: Record<string, unknown>): OdState {
  return orderDice.begin(orderDice.startingState(checked(data)).state).state;
}

export { orderDice };

export const of = <T extends OdEvent['type']>(events: readonly OdEvent[], type: T) =>
  events.filter((e): e is Extract<OdEvent, { type: T }> => e.type === type);

export const rolls = (events: readonly OdEvent[], purpose?: string) =>
  of(events, 'roll').filter((r) => purpose === undefined || r.purpose === purpose);

/** The event types in order, rolls named by purpose: a compact trace to assert sequences on. */
export const trace = (events: readonly OdEvent[]): string[] =>
  events.map((e) =>
    e.type === 'roll'
      ? `roll:${e.purpose}`
      : e.type === 'reaction'
        ? `reaction:${e.reaction}:${e.passed ? 'pass' : 'fail'}`
        : e.type,
  );
