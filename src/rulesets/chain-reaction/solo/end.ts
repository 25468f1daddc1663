// When an encounter is over (book pp.30-31): its objective met, the player's force destroyed or gone from
// the table, or (Defend) the enemy's objective reached or its force spent. A turn limit guards against
// stand-offs: a Defend that holds out to it is won, a Patrol or Raid still under way is unfinished.
import { patrolReconComplete } from '../rules/encounterObjectives';
import type { Ctx } from '../engine/ctx';
import type { SoloState } from './types';
import { encounterEndText } from '../explain/encounter';

/** Able to fight on: figures leaving the battlefield no longer count (they may be stuck running for an edge). */
const FIGHTING = new Set(['carryOn', 'duckBack', 'hunkerDown']);

export function endEncounter(ctx: Ctx, enc: SoloState, reason: string, winner: string | undefined, text: string): void {
  const s = ctx.s;
  if (s.ended) return;
  s.ended = { reason, ...(winner ? { winner } : {}), text };
  delete s.active;
  ctx.emit({ type: 'end', reason, ...(winner ? { winner } : {}), text });
  void enc;
}

export function checkEncounterEnd(ctx: Ctx, enc: SoloState): void {
  const s = ctx.s;
  if (s.ended) return;
  if (enc.kind === 'raid' && enc.raid?.securedBy) {
    endEncounter(
      ctx,
      enc,
      'objectiveMet',
      enc.player,
      encounterEndText({ reason: 'raidSecured', by: enc.raid.securedBy }),
    );
    return;
  }
  if (enc.kind === 'defend' && enc.defend?.achievedBy) {
    endEncounter(
      ctx,
      enc,
      'enemyObjective',
      enc.np,
      encounterEndText({ reason: 'enemyObjective', building: enc.defend.building }),
    );
    return;
  }
  // Asked after every step of the reducer: one figure able to fight settles it.
  let fighting = false;
  for (const id in s.figures) {
    const f = s.figures[id]!;
    if (f.side === enc.player && FIGHTING.has(f.status)) {
      fighting = true;
      break;
    }
  }
  if (!fighting) {
    const left = enc.exited.length > 0;
    if (enc.kind === 'patrol' && left && patrolReconComplete(enc.recon)) {
      endEncounter(ctx, enc, 'objectiveMet', enc.player, encounterEndText({ reason: 'patrolDone' }));
    } else if (left) {
      endEncounter(ctx, enc, 'playerLeft', enc.np, encounterEndText({ reason: 'playerLeft', kind: enc.kind }));
    } else {
      endEncounter(
        ctx,
        enc,
        'playerDestroyed',
        enc.np,
        encounterEndText({ reason: 'playerDestroyed', kind: enc.kind }),
      );
    }
    return;
  }
  if (enc.kind === 'defend') {
    const enemyLeft = Object.values(s.figures).some((f) => f.side === enc.np && FIGHTING.has(f.status));
    if (!enemyLeft && enc.pefs.every((p) => p.resolved)) {
      const noneCame = !Object.values(s.figures).some((f) => f.side === enc.np);
      endEncounter(ctx, enc, 'enemyBeaten', enc.player, encounterEndText({ reason: 'enemyBeaten', noneCame }));
    }
  }
}

/** Ends the encounter once its last turn has been played: called between turns (the turn counter still shows
 *  the last turn) and, for a state already past its limit, when a side's part of a turn begins. */
export function checkTurnLimit(ctx: Ctx, enc: SoloState): void {
  const done = ctx.s.turnState ? ctx.s.turn > enc.turnLimit : ctx.s.turn >= enc.turnLimit;
  if (!done) return;
  if (enc.kind === 'defend') {
    endEncounter(ctx, enc, 'heldOut', enc.player, encounterEndText({ reason: 'heldOut', turns: enc.turnLimit }));
  } else {
    endEncounter(
      ctx,
      enc,
      'timeUp',
      undefined,
      encounterEndText({ reason: 'timeUp', kind: enc.kind, turns: enc.turnLimit }),
    );
  }
}
