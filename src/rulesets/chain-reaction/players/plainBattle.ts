// The stated default policy for sides the computer plays ('ai') in a plain battle, one command at a time,
// so its actions go through the same reducer and rules as anyone's:
//  - reload when empty; a grenade when one would hurt more than a shot (grenadeOrder.ts);
//  - fire at the nearest enemy in sight and range with every die, turning to face it first when only
//    its facing is in the way;
//  - otherwise go and find a shot: to the nearest spot within this move in cover from which an enemy can
//    be fired at; else along a route toward the nearest enemy (round walls and into buildings), stopping
//    3" short of one it can see, and ending the bound in cover when cover is near its end; when no bound
//    is left toward an unseen enemy this close (a wall between), to the nearest spot that sees it;
//  - end the activation when nobody has anything left to do.
// Never standing still with nothing to do while an enemy is on the table is what makes battles end: a
// figure that can neither shoot nor moves would wait forever for an enemy doing the same.
import { wipeActivationMarks } from '../engine/activationMarks';
import type { Vec } from '../../../geometry/shapes';
import type { FigureState, GameState } from '../state';
import type { Command } from '../engine/commands';
import { makeCtx } from '../engine/makeCtx';
import type { Ctx } from '../engine/ctx';
import type { Need } from '../engine/need';
import { grenadeOrder } from '../engine/grenadeOrder';
import { dist, groupsOf, isActiveStatus, sees } from '../engine/world';
import { fireOrder } from '../solo/orders';
import { approach, boundToward, firingCover, fitPath, nearestOf, stopBound, usableMove } from '../solo/moves';
import { findRoute } from '../engine/route';
import { eachAround, standable, standingSpotTest } from '../spots';

/** Stop this far short of an enemy in sight when advancing on it. */
const KEEP_OFF = 3;
/** Stop this far short of an enemy out of sight: close enough to find it, a base clear of it. */
const SEEK_SHORT = 1.5;
/**
 * Past this turn a battle has gone on longer than all but a few in a thousand (300 fresh skirmishes: half
 * ended by turn 5, 99 in 100 by turn 14, the longest at 22), and
 * a figure that has reloaded also closes on the enemy, as the rules let it. Before, two prone rocket
 * launchers 11" apart at night reloaded and fired at each other for ever: a rocket landing on a prone figure
 * does it no harm, and neither ever moved (skirmish "fresh9-395"). Only long battles, so that the usual
 * fire fights play as they did.
 */
const LONG_BATTLE = 20;
/** Look for a spot that sees an enemy with no bound toward it left only when it is this close: a wall between. */
const SIGHT_SEEK = SEEK_SHORT + 1;

export function aiCommand(state: GameState, need: Need & { kind: 'command' }): Command {
  const members = state.active
    ? state.active.figures
    : (groupsOf(state, need.side, makeCtx(state).world()).find((g) => g.leader === need.groups[0])?.members ?? []);
  const ctx = makeCtx(state.active ? state : asActivated(state, members));
  const s = ctx.s;
  // Before the group is active, its locked melees are still to be fought (they are, as the order activates
  // it): a foe in one may fall before the order is carried out, so it is no one to aim at yet.
  const fightsFirst = (e: FigureState) => !s.active && (e.meleeWith ?? []).some((id) => members.includes(id));
  const enemies = Object.values(s.figures).filter((e) => e.side !== need.side && isActiveStatus(e) && !fightsFirst(e));
  for (const id of members) {
    const f = s.figures[id]!;
    if (f.status !== 'carryOn' || f.carriedBy || f.meleeWith?.length) continue;
    if (f.actedTurn === s.turn && !s.active) continue;
    if (f.ammo === 'outOfAmmo' && !f.reloaded && !f.fastMoved && !f.fired) return { do: 'reload', figure: f.id };
    const grenade = grenadeOrder(ctx, f, enemies);
    if (grenade) return grenade;
    const fire = fireOrder(ctx, f, enemies);
    if (fire) return fire;
    // Reloading counts as firing, but the figure may still move (no faster than normal): in a long battle
    // it does (see LONG_BATTLE).
    const mayMove = !f.fired || (f.reloaded && s.turn > LONG_BATTLE);
    if (!f.moved && mayMove && enemies.length) {
      const path = seekPath(ctx, f, enemies);
      if (path) return { do: 'move', figure: f.id, path };
    }
  }
  return { do: 'endActivation' };
}

/**
 * The battle as the group will find it once its first order activates it (engine/turn.ts activateGroup):
 * the last activation's marks wiped (fired, reloaded, inches spent) and a duck back over. Read before
 * that, a figure that fired its rocket last turn could not reload, nor one still ducked back do anything,
 * so its group ended its activation turn after turn and the battle never ended (skirmish "fresh8-107").
 * Hunkered figures are left as they are: their recovery takes dice.
 * Unlike view/tablePointer.ts asOrderFinds (marks only, one figure) this reads the whole group and ends a
 * duck back, since that is certain; unlike reduce.ts's dry run it does not assume a hunker recovered.
 */
function asActivated(state: GameState, members: readonly string[]): GameState {
  const figures = { ...state.figures };
  for (const id of members) {
    const f = figures[id];
    if (!f || f.actedTurn === state.turn) continue;
    const g: FigureState = { ...f };
    wipeActivationMarks(g);
    if (g.status === 'duckBack') {
      g.status = 'carryOn';
      g.hidingFrom = undefined;
    }
    figures[id] = g;
  }
  return { ...state, figures };
}

/** Where a figure with no shot goes to get one (see the header). */
function seekPath(ctx: Ctx, f: FigureState, enemies: FigureState[]): Vec[] | undefined {
  const c = firingCover(ctx, f, enemies);
  if (c?.path && !c.stay) return c.path;
  const w = ctx.world();
  // The nearest enemy it can see but not shoot (too far, say): close on it, stopping short.
  const aim = nearestOf(
    enemies.filter((e) => sees(ctx.s, w, f, e, true)),
    f.at,
  );
  if (aim && dist(aim.at, f.at) > KEEP_OFF + 0.5) {
    const path = boundToward(ctx, f, aim.at, aim.at, KEEP_OFF);
    if (path) return path;
  }
  // Otherwise go and find the nearest enemy, round whatever hides it.
  const near = nearestOf(enemies, f.at)!;
  return (
    approach(ctx, f, near.at, near.at, SEEK_SHORT) ?? sightSpot(ctx, f, near) ?? stopBound(ctx, f, near.at, SEEK_SHORT)
  );
}

/**
 * The nearest spot within this move from which the figure sees `foe`, for when no bound toward it is
 * left: two figures either side of a wall, too close for the route to stop short of one another, would
 * otherwise both wait for ever (skirmish "sk-10": one inside a building, one just outside its wall).
 * A route to the spot when the grid knows one, else the straight walk; the movement rules judge either.
 */
function sightSpot(ctx: Ctx, f: FigureState, foe: FigureState): Vec[] | undefined {
  const s = ctx.s;
  const w = ctx.world();
  const usable = usableMove(f);
  if (usable < 0.5 || dist(f.at, foe.at) > SIGHT_SEEK) return undefined;
  const clear = standingSpotTest(s.figures, f.id);
  const seesFrom = (p: Vec) => sees(s, w, { ...f, at: p }, foe, true);
  for (const p of eachAround(f.at, usable, 0.5)) {
    if (dist(p, f.at) < 0.5 || !standable(s.terrain, p) || !clear(p) || !seesFrom(p)) continue;
    const path = fitPath(ctx, f, findRoute(s.terrain, f.at, p) ?? [f.at, p]);
    if (path && seesFrom(path[path.length - 1]!)) return path;
  }
  return undefined;
}
