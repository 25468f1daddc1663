// Shared bits of the engine's end-to-end tests: load a scenario file, play it through `play()` exactly as
// `sim play` does, and pick events out of the log by kind, so each test reads like the book's example.
import { join } from 'node:path';
import { readScenarioFile } from '../../../../src/sim/readScenarioFile';
import { play, startOf, type PlayOptions, type PlayResult } from '../crPlay';
import { begin, reduce } from '../../../../src/rulesets/chain-reaction/game';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type {
  GameEvent,
  RollEvent,
  StatusEvent,
  TestEvent,
} from '../../../../src/rulesets/chain-reaction/engine/events';
import type { FinalEvent, SimEvent } from '../../../../src/sim/events';
import type { Scenario } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import type { Purpose } from '../../../../src/rulesets/chain-reaction/purposes';
import type { Vec } from '../../../../src/geometry/shapes';
import { initialState } from '../../../../src/rulesets/chain-reaction/start';
import { sees, worldOf } from '../../../../src/rulesets/chain-reaction/engine/world';

export const REPO = join(import.meta.dirname, '..', '..', '..', '..');
export const BOOK = join(REPO, 'tests', 'fixtures', 'scenarios', 'book');
export const ENGINE = join(REPO, 'tests', 'fixtures', 'scenarios', 'engine');

export type Ev = GameEvent | SimEvent;
export type Of<T extends Ev['type']> = Extract<Ev, { type: T }>;

/** A checked scenario from a fixture folder; a bad file fails the test with the loader's message. */
export function load(dir: string, name: string): Scenario {
  const r = readScenarioFile(join(dir, name));
  if (!r.ok) throw new Error(`${name}: ${r.error.path}: ${r.error.message}`);
  return r.value.scenario as Scenario;
}

export const book = (name: string): Scenario => load(BOOK, name);

/** Plays a book example; a refused command fails the test, since every book file is legal throughout. */
export function playBook(name: string, options: PlayOptions = {}): Ev[] {
  const r: PlayResult = play(book(name), options);
  if (r.illegal) throw new Error(`${name}: commands[${r.illegal.index}] refused: ${r.illegal.error}`);
  return r.events;
}

export function ofType<T extends Ev['type']>(events: readonly Ev[], type: T): Of<T>[] {
  return events.filter((e): e is Of<T> => e.type === type);
}

export function rolls(events: readonly Ev[], purpose: Purpose): RollEvent[] {
  return ofType(events, 'roll').filter((r) => r.purpose === purpose);
}

/** The dice of every roll of one purpose, in order. */
export function diceOf(events: readonly Ev[], purpose: Purpose): number[][] {
  return rolls(events, purpose).map((r) => r.dice);
}

export function tests(events: readonly Ev[], test: string, figure?: string): TestEvent[] {
  return ofType(events, 'test').filter((t) => t.test === test && (figure === undefined || t.figure === figure));
}

/** The one test of this kind for this figure; fails if there is not exactly one. */
export function onlyTest(events: readonly Ev[], test: string, figure: string): TestEvent {
  const found = tests(events, test, figure);
  if (found.length !== 1) throw new Error(`expected one ${test} test for ${figure}, found ${found.length}`);
  return found[0]!;
}

/** Status changes of one figure as "from>to". */
export function statusChanges(events: readonly Ev[], figure: string): string[] {
  return ofType(events, 'status')
    .filter((s: StatusEvent) => s.figure === figure)
    .map((s) => `${s.from}>${s.to}`);
}

export function fires(events: readonly Ev[], figure?: string): Of<'fire'>[] {
  return ofType(events, 'fire').filter((f) => figure === undefined || f.figure === figure);
}

export function finalOf(events: readonly Ev[]): FinalEvent {
  const last = events[events.length - 1];
  if (!last || last.type !== 'final') throw new Error('the log does not end with a final event');
  return last as FinalEvent;
}

/** The side the battle's end event names as holding the field, if the battle ended. */
export function winner(events: readonly Ev[]): string | undefined {
  return ofType(events, 'end')[0]?.winner;
}

export function answers(events: readonly Ev[], when: 'before' | 'after'): unknown[] {
  return ofType(events, 'answer')
    .filter((a) => a.when === when)
    .map((a) => a.result);
}

/**
 * A compact story of the log: one word-line per event of the kinds asked for, in order, so a test can
 * check the order of a chain of fire ("fire ahmed active", "crisis qwan returnFire", "status ahmed duckBack").
 */
export function story(
  events: readonly Ev[],
  kinds: readonly string[] = ['fire', 'test', 'status', 'melee', 'blast', 'activate'],
): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (!kinds.includes(e.type)) continue;
    switch (e.type) {
      case 'fire':
        out.push(
          `fire ${e.figure} ${e.reaction ?? ''} at ${e.targets.map((t) => `${t.figure}${t.hit ? '(hit)' : ''}`).join(',')}`,
        );
        break;
      case 'test':
        out.push(`${e.test} ${e.figure ?? (e.figures ?? []).join(',')} ${e.result}`);
        break;
      case 'status':
        out.push(`status ${e.figure} ${e.to}`);
        break;
      case 'melee':
        out.push(`melee ${e.attacker} v ${e.defender} ${e.result}`);
        break;
      case 'blast':
        out.push(`blast ${e.inside.join(',')}`);
        break;
      case 'activate':
        out.push(`activate ${e.side} ${e.leader}`);
        break;
      default:
        out.push(e.type);
    }
  }
  return out;
}

/**
 * Whether `mover`, standing at `at` facing `facing`, and `other` would be in sight of each other (either
 * way, as In Sight asks) on the scenario's table with everyone else where the file puts them.
 */
export function inViewAt(scenario: Scenario, mover: string, at: Vec, facing: number, other: string): boolean {
  const s = initialState(scenario);
  const m = s.figures[mover]!;
  m.at = [at[0], at[1]];
  m.facing = facing;
  const w = worldOf(s);
  const o = s.figures[other]!;
  return sees(s, w, m, o) || sees(s, w, o, m);
}

/**
 * in-sight-group-step.json with white played by a human: A has walked into E's sight and taken its 2",
 * and the game now asks where B steps before the test.
 */
export function askedWhereBSteps(): GameState {
  const s = load(ENGINE, 'in-sight-group-step.json');
  s.sides[0]!.control = 'human';
  const start = begin(startOf(s, {}).state);
  const moved = reduce(start.state, {
    do: 'move',
    figure: 'A',
    path: [
      [14.5, 19],
      [20, 19],
    ],
  });
  if (!moved.ok) throw new Error(moved.error);
  const extra = reduce(moved.state, { do: 'decide', choice: 2 });
  if (!extra.ok) throw new Error(extra.error);
  return extra.state;
}
