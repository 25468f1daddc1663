// How long `sim play` and `sim batch` let a battle run. A plain battle (a file without "generate") has no
// end of its own when two computer sides can't reach each other, so it stops after DEFAULT_TURNS unless
// --turns says otherwise; an encounter keeps its own turn limit unless --turns is given. A run stopped by
// the cap is reported as unfinished, never played on for ever.
import type { GameState } from '../rulesets/chain-reaction/state';

/** Most turns a plain battle is played when the command line sets no limit. */
export const DEFAULT_TURNS = 50;

/** The cap for this run: --turns, else DEFAULT_TURNS for a plain battle, else none (the encounter's own). */
export function turnCap(state: GameState, turns: number | undefined): number | undefined {
  return turns ?? (state.encounter ? undefined : DEFAULT_TURNS);
}

/** Why a run stopped short of its end, when the cap (or the driver's command guard) stopped it. */
export function stoppedShort(state: GameState, need: { kind: string }): 'turnCap' | 'commandLimit' | undefined {
  if (state.ended) return undefined;
  if (need.kind === 'turnLimit') return 'turnCap';
  if (need.kind === 'commandLimit') return 'commandLimit';
  return undefined;
}
