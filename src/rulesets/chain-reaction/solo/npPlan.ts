// The NP Force Movement roll (book p.29), taken for each enemy group as it activates, highest leader
// Rep first (the engine's own group order). The result is kept in the encounter state as the
// group's plan; the computer's commands for that group then carry it out (npPolicy.ts).
import { resolveNpMovement, splitGroup } from '../rules/npMovement';
import type { Group } from '../rules/groups';
import type { Ctx } from '../engine/ctx';
import { dist, groupsOf } from '../engine/world';
import type { GameState } from '../state';
import type { SoloState } from './types';
import { npMovementText, npPlanText, npPlanWords } from '../explain/npMovement';

/** The player group nearest to any of `members` (figure to figure). */
export function closestPlayerGroup(
  s: GameState,
  members: readonly string[],
  groups: readonly Group[],
): Group | undefined {
  let best: Group | undefined;
  let bd = Infinity;
  for (const pg of groups) {
    for (const a of members) {
      for (const b of pg.members) {
        const d = dist(s.figures[a]!.at, s.figures[b]!.at);
        if (d < bd) {
          bd = d;
          best = pg;
        }
      }
    }
  }
  return best;
}

const carryingOn = (s: GameState, ids: readonly string[]) => ids.filter((id) => s.figures[id]!.status === 'carryOn');

/** Which activation a plan belongs to: the turn, the leader and the figures acting. */
export function activationKey(turn: number, leader: string, figures: readonly string[]): string {
  return `${turn}:${leader}:${figures.join(',')}`;
}

/**
 * Rolls the plan for the enemy group that has just activated (the computer's first command for a group
 * only activates it, so nobody has moved yet), unless this activation has one already.
 */
export function ensureNpPlan(ctx: Ctx, enc: SoloState): void {
  const s = ctx.s;
  const a = s.active;
  if (!a || a.side !== enc.np || s.ended) return;
  const key = activationKey(s.turn, a.leader, a.figures);
  if (enc.npPlan?.key === key) return;
  const w = ctx.world();
  const pg = closestPlayerGroup(s, a.figures, groupsOf(s, enc.player, w));
  const members = a.figures;
  const npCount = carryingOn(s, members).length;
  const playerCount = pg ? carryingOn(s, pg.members).length : 0;
  const leader = ctx.fig(a.leader);
  const r = resolveNpMovement({ leaderRep: leader.rep, npCount, playerCount, who: [a.leader] }, ctx.roll);
  const split =
    r.result === 'splitAndFlank' ? splitGroup(carryingOn(s, members), a.leader) : { fire: members, flank: [] };
  enc.npPlan = {
    key,
    turn: s.turn,
    leader: a.leader,
    result: r.result,
    column: r.column,
    fire: split.fire,
    flank: split.flank,
    ...(r.flank ? { flankSide: r.flank.flank } : {}),
    ...(pg ? { against: pg.leader } : {}),
  };
  const words = npPlanWords(r.result, split.fire, split.flank, r.flank?.flank);
  ctx.emit({
    type: 'test',
    test: 'npMovement',
    figure: a.leader,
    passed: r.passed,
    result: r.result,
    row: r.ref,
    text: npMovementText(a.leader, leader.rep, npCount, playerCount, r.column === 'outnumbers', r.dice, words),
  });
  ctx.emit({
    type: 'npPlan',
    leader: a.leader,
    result: r.result,
    column: r.column,
    fire: split.fire,
    flank: split.flank,
    ...(r.flank ? { flankSide: r.flank.flank } : {}),
    ...(pg ? { against: pg.leader } : {}),
    text: npPlanText(a.leader, words),
  });
}
