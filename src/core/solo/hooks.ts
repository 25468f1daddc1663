// Where solo play (PEFs, the non-player force, the Encounters) plugs into the engine. The engine calls
// these at fixed points; with no encounter in the state they do nothing, so plain battles are untouched.
import type { GameState } from '../state';
import type { Ctx } from '../engine/ctx';
import type { Command } from '../engine/commands';
import type { Need } from '../engine/reduce';

/** Once per side per turn, when that side's part of the turn begins (PEFs move on the enemy's). */
export function soloSidePhase(ctx: Ctx, side: string): void {
  if (!ctx.s.encounter) return;
  void side;
}

/** After every command has been carried out: PEF sightings, objectives, the encounter's end. */
export function soloAfterCommand(ctx: Ctx): void {
  if (!ctx.s.encounter) return;
}

/** The command a computer-played side gives in an encounter (NP movement table, player autopilot). */
export function soloCommand(state: GameState, need: Need & { kind: 'command' }): Command | undefined {
  if (!state.encounter) return undefined;
  void need;
  return undefined;
}
