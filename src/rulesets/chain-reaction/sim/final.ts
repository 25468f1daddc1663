// Chain Reaction's part of the sim's output: the closing line, how a battle stands for `sim batch`, and the
// title `sim show` puts over the table. The shapes are SCENARIO.md's; the sim adds "unfinished" itself.
import type { Stance, Vec } from '../../../geometry/shapes';
import type { Status } from '../status';
import type { Ammo } from '../../../core/vocab';
import type { Outcome } from '../../../core/ruleset';
import type { Scenario } from '../scenario/schema';
import type { GameState } from '../state';
import { isActiveStatus } from '../engine/world';

export interface FinalFigure {
  status: Status;
  at: Vec;
  stance: Stance;
  rep: number;
  ammo: Ammo;
}

export interface FinalEvent {
  type: 'final';
  turn: number;
  figures: Record<string, FinalFigure>;
}

/**
 * The closing line: every figure in roster order (sides, then figures, as in the file). JSON objects put
 * keys that look like whole numbers ("7", "8") first whatever the order they were added in; readers
 * should look figures up by id, not rely on the order.
 */
export function finalEvent(state: GameState): FinalEvent {
  const figures: Record<string, FinalFigure> = {};
  for (const side of state.sides) {
    for (const id of side.figures) {
      const f = state.figures[id];
      if (f)
        figures[id] = {
          status: f.status,
          at: [round(f.at[0]), round(f.at[1])],
          stance: f.stance,
          rep: f.rep,
          ammo: f.grenade ? 'grenadeReady' : f.ammo,
        };
    }
  }
  return { type: 'final', turn: state.turn, figures };
}

/** Positions are reported to 1/1000 of an inch: enough for any table, and stable across platforms. */
function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Over or not, who won, and the figures each side has no longer fighting (save those gone home off their edge). */
export function outcomeOf(state: GameState): Outcome {
  const lost: Record<string, number> = {};
  // A Patrol's figures that went off their own edge came home: not lost.
  const home = new Set((state.encounter?.['exited'] as string[] | undefined) ?? []);
  for (const side of state.sides) {
    lost[side.id] = side.figures.filter((id) => {
      const f = state.figures[id];
      return !home.has(id) && (!f || !isActiveStatus(f));
    }).length;
  }
  return {
    ended: state.ended !== undefined,
    winner: state.ended?.winner ?? null,
    ...(state.ended ? { reason: state.ended.reason } : {}),
    turns: state.turn,
    lost,
  };
}

/** `sim show`'s title: the file, a generated encounter's kind and table, and the seed. */
export function showTitle(scenario: Scenario, state: GameState, file: string): string {
  const gen = scenario.generate;
  return `${file}${gen ? ` — ${gen.encounter} on a ${state.encounter?.['overall'] ?? gen.terrain} table` : ''} (seed ${state.seed})`;
}
