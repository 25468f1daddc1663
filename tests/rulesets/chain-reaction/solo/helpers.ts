// Shared set-ups for the solo tests: encounter states from small scenario objects (explicit terrain and
// scripted dice, so every position and roll is known), a reducer context on them, and the invariant
// check for runs where enemies appear part-way through.
import { validateScenario } from '../../../../src/rulesets/chain-reaction/scenario/validate';
import type { ScenarioInput } from '../../../../src/rulesets/chain-reaction/scenario/schema';
import { buildEncounter } from '../../../../src/rulesets/chain-reaction/sim/encounter';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { GameEvent } from '../../../../src/rulesets/chain-reaction/engine/events';
import { finish, type Ctx } from '../../../../src/rulesets/chain-reaction/engine/ctx';
import { makeCtx } from '../../../../src/rulesets/chain-reaction/engine/makeCtx';
import { soloOf, type SoloState } from '../../../../src/rulesets/chain-reaction/solo/types';
import { brokenInvariant } from '../../../soak/check';

export type FileInput = Partial<ScenarioInput> & { sides: ScenarioInput['sides'] };

export function scenarioOf(input: FileInput) {
  const v = validateScenario({ version: 1, seed: 'solo-test', ...input });
  if (!v.ok) throw new Error(`bad test scenario: ${v.error.path}: ${v.error.message}`);
  return v.value;
}

/** A table with nothing on it that matters (a scrap of road in a corner: giving terrain stops generation). */
export const BARE = [
  {
    id: 'r0',
    type: 'road' as const,
    polygon: [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as [number, number][],
  },
];

/** An encounter built from a small scenario; `terrain` given means no generation. */
export function encounter(input: FileInput): { state: GameState; events: GameEvent[]; enc: SoloState } {
  const b = buildEncounter(scenarioOf(input));
  return { ...b, enc: soloOf(b.state)! };
}

/** A player side of `n` Rep 4 riflemen in a row at y, the first a Rep 5 Star. */
export function patrolSide(n: number, y = 30, control: 'ai' | 'script' = 'script', x0 = 16) {
  return {
    id: 'blue',
    control,
    force: 'military' as const,
    figures: Array.from({ length: n }, (_, i) => ({
      id: i === 0 ? 'star' : `g${i}`,
      rep: i === 0 ? 5 : 4,
      star: i === 0,
      weapon: 'AR' as const,
      at: [x0 + i * 1.5, y] as [number, number],
      facing: 270,
    })),
  };
}

/** A reducer context on a copy of the state, and a way to get the state back out. */
export function ctxOn(state: GameState): {
  ctx: Ctx;
  enc: SoloState;
  done: () => { state: GameState; events: GameEvent[] };
} {
  const ctx = makeCtx(state);
  return { ctx, enc: soloOf(ctx.s)!, done: () => finish(ctx) };
}

/** The invariant check, counting enemies placed during play as having started carrying on. */
export function encounterInvariant(
  initial: GameState,
  events: readonly GameEvent[],
  final: GameState,
): string | undefined {
  const start = { ...initial, figures: { ...initial.figures } };
  for (const [id, f] of Object.entries(final.figures))
    if (!start.figures[id]) start.figures[id] = { ...f, status: 'carryOn' };
  return brokenInvariant(start, events, final);
}

export const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
