// Where solo play (PEFs, the non-player force, the Encounters) plugs into the engine. The engine is handed
// SOLO_HOOKS and calls them at fixed points; with no encounter in the state they do nothing, so plain
// battles are untouched.
import type { GameState } from '../state';
import type { Ctx } from '../engine/ctx';
import type { Command } from '../engine/commands';
import type { Need } from '../engine/need';
import type { EngineHooks } from '../engine/hooks';
import { soloOf } from './types';
import { movePefs, pefsMayMove } from './pefMove';
import { watchForPefs } from './watch';
import { ensureNpPlan } from './npPlan';
import { defendReached, patrolRecon, playerExits, raidReached } from './objectives';
import { checkEncounterEnd, checkTurnLimit } from './end';
import { npCommand } from './npPolicy';
import { autopilotCommand } from './autopilot';

/** Once per side per turn, when that side's part of the turn begins (PEFs move on the enemy's). */
export function soloSidePhase(ctx: Ctx, side: string): void {
  const enc = soloOf(ctx.s);
  if (!enc || ctx.s.ended) return;
  checkTurnLimit(ctx, enc);
  if (ctx.s.ended) return;
  watchForPefs(ctx, enc);
  if (side === enc.np && pefsMayMove(ctx, enc)) movePefs(ctx, enc);
  objectives(ctx, enc);
}

/** When a turn is over, before the next one's dice: the last turn of an encounter ends it here, so the
 *  turn after the limit is never begun (no activation dice are rolled for it). */
export function soloBeforeTurn(ctx: Ctx): void {
  const enc = soloOf(ctx.s);
  if (!enc || ctx.s.ended || enc.deploying) return;
  checkTurnLimit(ctx, enc);
}

/** After every command has been carried out: PEF sightings, objectives, the NP group's plan. */
export function soloAfterCommand(ctx: Ctx): void {
  const enc = soloOf(ctx.s);
  if (!enc || ctx.s.ended) return;
  playerExits(ctx, enc);
  patrolRecon(ctx, enc);
  // Sightings change only when someone moved, fell or got up.
  if (ctx.events.some((e) => e.type === 'move' || e.type === 'status' || e.type === 'stance')) watchForPefs(ctx, enc);
  objectives(ctx, enc);
  ensureNpPlan(ctx, enc);
}

function objectives(ctx: Ctx, enc: NonNullable<ReturnType<typeof soloOf>>): void {
  raidReached(ctx, enc);
  defendReached(ctx, enc);
}

/** Replaces the engine's "a side has nobody left" in an encounter (the enemy starts as PEFs). */
export function soloCheckEnd(ctx: Ctx): boolean {
  if (!ctx.s.encounter) return false;
  const enc = soloOf(ctx.s);
  if (enc) checkEncounterEnd(ctx, enc);
  return true;
}

/** What the engine is handed for Chain Reaction's solo play. */
export const SOLO_HOOKS: EngineHooks = {
  sidePhase: soloSidePhase,
  beforeTurn: soloBeforeTurn,
  afterCommand: soloAfterCommand,
  checkEnd: soloCheckEnd,
  pefsOnTable: (ctx) => {
    const enc = soloOf(ctx.s);
    return enc ? { [enc.np]: enc.pefs.filter((p) => !p.resolved).length } : undefined;
  },
};

/** The command a computer-played side gives in an encounter (NP movement table, player autopilot). */
export function soloCommand(state: GameState, need: Need & { kind: 'command' }): Command | undefined {
  const enc = soloOf(state);
  if (!enc) return undefined;
  return need.side === enc.np ? npCommand(state, need, enc) : autopilotCommand(state, need, enc);
}
