// The enemy's commands in an encounter: each group carries out the NP Force Movement result rolled for it
// (npPlan.ts), figure by figure, through the same reducer as everyone else.
//  - holdOrNearestCover: in cover from the nearest player figure, stay; else go to the nearest cover
//    within a move; then fire at an enemy in range.
//  - moveToFiringCover: go to the nearest cover within a move from which a figure of the closest player
//    group can be seen and reached; with none in reach, advance toward that group by a bound that ends in
//    cover, stopping 4" short; then fire.
//  - splitAndFlank: the firing half does the above; the flanking half heads for a point 10" to the chosen
//    side of the closest player group, ending its bounds in cover; within 2" of it, it fights as the firing half.
//  - Defend, once the enemy knows which building holds what it came for: the moving results head there instead.
//  - A figure that sees no player figure does not stay put on a "remain in cover" result (out of cover it
//    still takes the nearest cover first): it goes to find one as "move to cover that allows fire" would, and one within 4" of its target that still cannot see
//    it goes on round whatever is between. Otherwise a group with nobody in sight could wait for ever.
import type { Vec } from '../../../geometry/shapes';
import type { FigureState, GameState } from '../state';
import type { Command } from '../engine/commands';
import { grenadeOrder } from '../engine/grenadeOrder';
import type { Ctx } from '../engine/ctx';
import { readCtx } from './readCtx';
import type { Need } from '../engine/need';
import { dist, sees } from '../engine/world';
import { approach, boundToward, coverMove, firingCover, nearestOf, standUpFirst, stopBound } from './moves';
import { actingFigures, activateCommand, enemiesOf, fireOrder, groupLed, reloadOrder } from './orders';
import type { NpPlan, SoloState } from './types';
import { activationKey } from './npPlan';

const STOP_SHORT = 4;
const FLANK_OFFSET = 10;
const FLANK_REACHED = 2;
/** An enemy out of sight is sought this close: near enough to find it, a base clear of it. */
const SEEK_SHORT = 1.5;

type Role = 'hold' | 'fire' | 'flank';

export function npCommand(state: GameState, need: Need & { kind: 'command' }, enc: SoloState): Command {
  if (!state.active) return activateCommand(state, need);
  const ctx = readCtx(state);
  const s = ctx.s;
  const a = s.active!;
  const plan = enc.npPlan?.key === activationKey(s.turn, a.leader, a.figures) ? enc.npPlan : undefined;
  const enemies = enemiesOf(s, enc.np).filter((e) => e.side === enc.player);
  const order = actingFigures(ctx, plan ? [...plan.fire, ...plan.flank] : [a.leader]);
  for (const f of order) {
    const cmd = figureOrder(ctx, enc, f, roleOf(plan, f.id), plan, enemies);
    if (cmd) return cmd;
  }
  return { do: 'endActivation' };
}

function roleOf(plan: NpPlan | undefined, id: string): Role {
  if (!plan || plan.result === 'holdOrNearestCover') return 'hold';
  return plan.flank.includes(id) ? 'flank' : 'fire';
}

function figureOrder(
  ctx: Ctx,
  enc: SoloState,
  f: FigureState,
  role: Role,
  plan: NpPlan | undefined,
  enemies: FigureState[],
): Command | undefined {
  const reload = reloadOrder(f);
  if (reload) return reload;
  const grenade = grenadeOrder(ctx, f, enemies);
  if (grenade) return grenade;
  if (!f.moved && !f.fired && enemies.length) {
    const path = movePath(ctx, enc, f, role, plan, enemies);
    if (path) return { do: 'move', figure: f.id, path };
    const up = standUpFirst(f, (g) => movePath(ctx, enc, g, role, plan, enemies));
    if (up) return up;
  }
  return fireOrder(ctx, f, enemies);
}

function targetGroup(
  ctx: Ctx,
  enc: SoloState,
  plan: NpPlan | undefined,
  enemies: FigureState[],
  f: FigureState,
): FigureState[] {
  const members = plan?.against ? groupLed(ctx, enc.player, plan.against) : [];
  const group = members.map((id) => ctx.fig(id)).filter((x) => enemies.includes(x));
  if (group.length) return group;
  const near = nearestOf(enemies, f.at);
  return near ? [near] : [];
}

function movePath(
  ctx: Ctx,
  enc: SoloState,
  f: FigureState,
  role: Role,
  plan: NpPlan | undefined,
  enemies: FigureState[],
): Vec[] | undefined {
  const nearest = nearestOf(enemies, f.at)!;
  const goal = enc.defend?.found && enc.defend.at && role !== 'hold' ? enc.defend.at : undefined;
  // With no bound on the cheapest way to the building (it runs through a gap no move can end in, or ends
  // among bodies by its doors), the way over ground where a move can end: else the attackers waited 5" from
  // the one defender for 12 turns (app soak case 86000299, once bodies lay a whole base wide).
  if (goal)
    return dist(f.at, goal) < 1
      ? undefined
      : (boundToward(ctx, f, goal, nearest.at) ?? stopBound(ctx, f, goal, SEEK_SHORT));
  const w = ctx.world();
  const seesOne = enemies.some((e) => sees(ctx.s, w, f, e, true));
  if (role === 'hold') {
    const c = coverMove(ctx, f, nearest.at);
    if (c && !c.stay) return c.path;
    // "Remain in cover" is cover from an enemy it can see: with none in sight, staying put would wait for
    // ever, so the figure moves to find one as a group told to take a firing position would.
    return seesOne ? undefined : seekPath(ctx, enc, f, plan, enemies);
  }
  const targets = targetGroup(ctx, enc, plan, enemies, f);
  if (role === 'flank' && plan?.flankSide) {
    const point = flankPoint(ctx, f, targets, plan.flankSide);
    if (point && dist(point, f.at) > FLANK_REACHED) return boundToward(ctx, f, point, nearest.at);
  }
  return firingPath(ctx, f, targets, nearest, seesOne);
}

/** With no enemy in sight: a firing position against the closest player group, as moveToFiringCover. */
function seekPath(
  ctx: Ctx,
  enc: SoloState,
  f: FigureState,
  plan: NpPlan | undefined,
  enemies: FigureState[],
): Vec[] | undefined {
  return firingPath(ctx, f, targetGroup(ctx, enc, plan, enemies, f), nearestOf(enemies, f.at)!, false);
}

/**
 * Cover from which a target can be fired at; else a bound toward the targets stopping 4" short; and when
 * that close already but with nobody in sight (a wall or a building between), on round it to find them.
 */
function firingPath(
  ctx: Ctx,
  f: FigureState,
  targets: FigureState[],
  nearest: FigureState,
  seesOne: boolean,
): Vec[] | undefined {
  const c = firingCover(ctx, f, targets);
  if (c) return c.stay ? undefined : c.path;
  const aim = nearestOf(targets, f.at) ?? nearest;
  if (dist(aim.at, f.at) > STOP_SHORT + 0.5) {
    const path = boundToward(ctx, f, aim.at, aim.at, STOP_SHORT);
    if (path || seesOne) return path;
  } else if (seesOne) return undefined;
  // When the cheapest way runs where no move can end, the way over ground where one can.
  return approach(ctx, f, aim.at, aim.at, SEEK_SHORT) ?? stopBound(ctx, f, aim.at, SEEK_SHORT);
}

/** A point beside the player group, to the left or right as the enemy looks at it. */
function flankPoint(ctx: Ctx, f: FigureState, targets: FigureState[], side: 'left' | 'right'): Vec | undefined {
  if (!targets.length) return undefined;
  let cx = 0;
  let cy = 0;
  for (const t of targets) {
    cx += t.at[0];
    cy += t.at[1];
  }
  cx /= targets.length;
  cy /= targets.length;
  const leader = ctx.s.active ? ctx.fig(ctx.s.active.leader) : f;
  const dx = cx - leader.at[0];
  const dy = cy - leader.at[1];
  const len = Math.hypot(dx, dy) || 1;
  // y grows down the table: facing (dx, dy), the left hand is (dy, -dx).
  const lx = dy / len;
  const ly = -dx / len;
  const k = side === 'left' ? 1 : -1;
  const clamp = (v: number) => Math.min(35, Math.max(1, v));
  return [clamp(cx + k * lx * FLANK_OFFSET), clamp(cy + k * ly * FLANK_OFFSET)];
}
