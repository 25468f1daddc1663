// The player's autopilot (`control: "ai"` on the player's side of an encounter), a stated policy so that
// whole encounters play with nobody at the table:
//  - reload when out of ammo;
//  - a figure carrying a wounded friend takes it back to the player's edge and off the table, unless it is
//    the last of its side able to fight and the objective is not home (leaving would lose the encounter);
//  - a friend out of the fight within reach is picked up (retrieve);
//  - with an enemy in sight and in range of its weapon: stay if in cover, else take the nearest cover
//    from which it can fire (or any nearest cover), then fire at the nearest enemy it can;
//  - otherwise advance by bounds toward the objective: a normal move along a route, ending in cover
//    from the nearest known threat (enemy or PEF) when cover lies within 2.5" of the bound's end.
// Objectives: Patrol, the nearest of the far-edge sections 1-3 not yet reconned, then back off the
// player's edge; Raid, the objective once found, else the nearest lead (an unresolved PEF, a building that
// can still hide one); Defend, into the nearest defended building, then hold there (or in cover where
// it stands when there is no such building).
import type { Vec } from '../../../geometry/shapes';
import { BASE_RADIUS, TABLE_SIZE } from '../../../geometry/shapes';
import { NORMAL_MOVE } from '../../../geometry/movement';
import { checkPath } from '../engine/move';
import { shortOfBases } from '../engine/bases';
import { WEAPONS } from '../tables/weapons';
import type { FigureState, GameState } from '../state';
import type { Command } from '../engine/commands';
import { grenadeOrder } from '../engine/grenadeOrder';
import type { Ctx } from '../engine/ctx';
import { readCtx } from './readCtx';
import type { Need } from '../engine/need';
import { dist, sees } from '../engine/world';
import { boundToward, coverMove, firingCover, nearestOf, standUpFirst } from './moves';
import { actingFigures, activateCommand, enemiesOf, fireOrder, reloadOrder } from './orders';
import { insideSpot } from './resolve';
import { buildingAt, centroidOf } from '../spots';
import { connected } from '../engine/route';
import type { SoloState } from './types';
import { PATROL_RECON } from '../tables/encounters';
import { reconSpots } from './reconSpots';

/** Carriers and the patrol's way home aim just inside the player's edge; a move ending there leaves the table. */
export const EXIT_LINE = TABLE_SIZE - 0.1;
/** Friends out of the fight this close are fetched (the retrieve reach less the base). */
const FETCH = 5;
/** A figure this close to the player's edge steps straight off it. */
const EXIT_STEP = 2.5;
/** Followers stop this far short of the figure leading the way. */
const FOLLOW = 1.5;

export function autopilotCommand(state: GameState, need: Need & { kind: 'command' }, enc: SoloState): Command {
  if (!state.active) return activateCommand(state, need);
  const ctx = readCtx(state);
  const s = ctx.s;
  const enemies = enemiesOf(s, enc.player);
  const leader = ctx.fig(s.active!.leader);
  const goal = objectiveFor(ctx, enc, leader);
  const threat = threatFor(enc, enemies, leader.at);
  // The leader (or the first figure able to) finds the way; the others follow it and stay together.
  const scout = [leader, ...s.active!.figures.map((id) => ctx.fig(id))].find(
    (f) => f.status === 'carryOn' && !f.carriedBy && !f.carrying,
  );
  const order = actingFigures(ctx, scout ? [scout.id] : []);
  // A Raid's objective is reached from up to 2" away: aim a little short, where there is room to stand.
  const short = enc.kind === 'raid' && enc.raid?.found ? 1 : 0;
  for (const f of order) {
    // A scout that has left the table (a patrol going home) is followed no further: the others make for the goal.
    const follow =
      scout && f !== scout && scout.moved && scout.status === 'carryOn' && enc.kind !== 'defend' ? scout.at : undefined;
    const cmd = figureOrder(ctx, enc, f, enemies, follow ?? goal, threat, follow ? FOLLOW : short);
    if (cmd) return cmd;
  }
  return { do: 'endActivation' };
}

function threatFor(enc: SoloState, enemies: FigureState[], at: Vec): Vec | undefined {
  const e = nearestOf(enemies, at);
  if (e) return e.at;
  return nearestOf(
    enc.pefs.filter((p) => !p.resolved),
    at,
  )?.at;
}

function figureOrder(
  ctx: Ctx,
  enc: SoloState,
  f: FigureState,
  enemies: FigureState[],
  goal: Vec | undefined,
  threat: Vec | undefined,
  short: number,
): Command | undefined {
  const s = ctx.s;
  const reload = reloadOrder(f);
  if (reload) return reload;
  const free = !f.moved && !f.fired;
  if (f.carrying && (othersFight(s, f) || goal?.[1] === EXIT_LINE)) {
    if (!free) return undefined;
    const path = exitStep(ctx, f) ?? boundToward(ctx, f, [f.at[0], EXIT_LINE], undefined);
    return path ? { do: 'move', figure: f.id, path } : undefined;
  }
  if (free) {
    const wounded = Object.values(s.figures).find(
      (x) => x.side === f.side && x.status === 'outOfTheFight' && !x.carriedBy && dist(x.at, f.at) <= FETCH,
    );
    if (wounded && !f.carrying && (f.spent ?? 0) === 0) return { do: 'retrieve', figure: f.id, target: wounded.id };
  }
  const grenade = grenadeOrder(ctx, f, enemies);
  if (grenade) return grenade;
  const w = ctx.world();
  const range = WEAPONS[f.weapon].range;
  const inReach = enemies.filter((e) => dist(e.at, f.at) <= range && sees(s, w, f, e, true));
  if (inReach.length) {
    if (free) {
      const near = nearestOf(inReach, f.at)!;
      const c = firingCover(ctx, f, inReach) ?? coverMove(ctx, f, near.at);
      if (c && !c.stay && c.path) return { do: 'move', figure: f.id, path: c.path };
    }
    return fireOrder(ctx, f, enemies);
  }
  if (free && enc.kind === 'defend') {
    const home = defendedSpot(ctx, enc, f);
    if (home) {
      const path = boundToward(ctx, f, home, threat);
      if (path) return { do: 'move', figure: f.id, path };
      const up = standUpFirst(f, (g) => boundToward(ctx, g, home, threat));
      if (up) return up;
    } else if (threat) {
      const c = coverMove(ctx, f, threat);
      if (c && !c.stay && c.path) return { do: 'move', figure: f.id, path: c.path };
    }
  } else if (free && goal) {
    const out = goal[1] === EXIT_LINE ? exitStep(ctx, f) : undefined;
    if (out) return { do: 'move', figure: f.id, path: out };
    if (dist(goal, f.at) > 0.75 + short) {
      const path = boundToward(ctx, f, goal, threat, short);
      if (path) return { do: 'move', figure: f.id, path };
      const up = standUpFirst(f, (g) => boundToward(ctx, g, goal, threat, short));
      if (up) return up;
    }
  }
  return fireOrder(ctx, f, enemies);
}

/**
 * Whether someone of the figure's side other than it (and whoever it carries) is still on the table able
 * to fight. The last one standing who carries a wounded friend home would end the encounter as "left the
 * table before its objective was met", a loss (play-test 41: Watch walked the Star off in a Raid): it
 * takes the friend home only when the objective itself is home (a patrol reporting back), and otherwise
 * fights on for the objective, carrying him.
 */
function othersFight(s: GameState, f: FigureState): boolean {
  for (const id in s.figures) {
    const o = s.figures[id]!;
    if (o.side !== f.side || o.id === f.id || o.id === f.carrying || o.carriedBy) continue;
    if (o.status === 'carryOn' || o.status === 'duckBack' || o.status === 'hunkerDown') return true;
  }
  return false;
}

/**
 * Close to the player's edge, the last step off it: straight to the edge (routes keep off the table's
 * outermost half-inch, so a bound toward the edge can stop just short of where a figure leaves).
 */
function exitStep(ctx: Ctx, f: FigureState): Vec[] | undefined {
  if (f.at[1] < TABLE_SIZE - EXIT_STEP) return undefined;
  const path: Vec[] = [f.at, [f.at[0], TABLE_SIZE - BASE_RADIUS]];
  const chk = checkPath(
    ctx.s.terrain,
    f,
    path,
    NORMAL_MOVE,
    f.spent ? { inches: f.spent, reason: 'already spent this activation' } : undefined,
  );
  // A friend may stand on the way out (batch#192 of 2,000 Patrols): the reducer refuses a move it can't stop
  // short of every base, so the same test here (engine/bases.ts).
  return chk.ok && shortOfBases(ctx.s, f, chk.mv.path) ? path : undefined;
}

/** Where the acting group is heading, worked out from its leader's position. */
/**
 * A Patrol's objective depends on the table, the leader's spot and the sections reconned, nothing else; it is
 * asked for every command of an activation, mostly from the same spot, so it is remembered per table by those.
 */
const patrolGoals = new WeakMap<object, Map<string, Vec>>();
/** Beyond this many remembered objectives per table the memory starts again (it only saves work). */
const PATROL_GOALS_MAX = 2_000;
/** A number as a key part; -0 kept apart from 0, since String() writes both as "0". */
const num = (x: number): string => (x === 0 && 1 / x < 0 ? '-0' : String(x));

export function objectiveFor(ctx: Ctx, enc: SoloState, leader: FigureState): Vec | undefined {
  if (enc.kind === 'patrol') {
    let m = patrolGoals.get(ctx.s.terrain);
    if (!m || m.size >= PATROL_GOALS_MAX) {
      m = new Map();
      patrolGoals.set(ctx.s.terrain, m);
    }
    const key = `${num(leader.at[0])},${num(leader.at[1])}|${enc.recon.join(',')}`;
    let goal = m.get(key);
    if (!goal) {
      goal = patrolObjective(ctx, enc, leader);
      m.set(key, goal);
    }
    return goal;
  }
  return otherObjective(ctx, enc, leader);
}

/** Patrol: the nearest section not yet reconned that a route reaches, else home (worked out afresh; exported for the test against the memory). */
export function patrolObjective(ctx: Ctx, enc: SoloState, leader: FigureState): Vec {
  const left = PATROL_RECON.sections.filter((n) => !enc.recon.includes(n));
  const home: Vec = [leader.at[0], EXIT_LINE];
  // Sections nearest first; one the patrol can't get into is given up, and the patrol heads home.
  const bySection = left
    .map((n) => firstReachable(ctx, leader.at, reconSpots(ctx.s.terrain, n)))
    .filter((p): p is Vec => p !== undefined);
  return bySection.sort((a, b) => dist(a, leader.at) - dist(b, leader.at) || a[0] - b[0])[0] ?? home;
}

function otherObjective(ctx: Ctx, enc: SoloState, leader: FigureState): Vec | undefined {
  if (enc.kind === 'raid') {
    // What no route reaches (across deep water, say) can't be raided: with nothing left to go for, the
    // raiders go home by their own edge, which ends the encounter, rather than wait out the turn limit.
    const home: Vec = [leader.at[0], EXIT_LINE];
    if (enc.raid?.found && enc.raid.at) return reachable(ctx, leader.at, enc.raid.at) ? enc.raid.at : home;
    const leads: Vec[] = enc.pefs.filter((p) => !p.resolved).map((p) => p.at);
    for (const b of enc.buildings) {
      if (b.exempt) continue;
      if (!b.approached) leads.push(centroidOf(buildingPolygon(ctx, b.id)));
      else if (b.searchOnEntry && !b.entered) leads.push(insideSpot(ctx.s.terrain, b.id));
    }
    const byDistance = leads.sort((a, b) => dist(a, leader.at) - dist(b, leader.at) || a[0] - b[0] || a[1] - b[1]);
    return byDistance.find((p) => reachable(ctx, leader.at, p)) ?? home;
  }
  return leader.at;
}

/** Defend: the inside of the nearest defended building the figure can reach, unless it is in one already. */
function defendedSpot(ctx: Ctx, enc: SoloState, f: FigureState): Vec | undefined {
  const mine = enc.buildings.filter((b) => b.exempt).map((b) => b.id);
  const here = buildingAt(ctx.s.terrain, f.at);
  if (here && mine.includes(here)) return undefined;
  return firstReachable(
    ctx,
    f.at,
    mine.map((id) => insideSpot(ctx.s.terrain, id)),
  );
}

/** Whether the route grid knows a way from `from` to `to`. */
function reachable(ctx: Ctx, from: Vec, to: Vec): boolean {
  return connected(ctx.s.terrain, from, to);
}

/** The nearest spot the leader can get to, trying a few per candidate list. */
function firstReachable(ctx: Ctx, from: Vec, spots: Vec[]): Vec | undefined {
  for (const p of nearestFew(spots, from, 4)) if (reachable(ctx, from, p)) return p;
  return undefined;
}

/** Whether spot a comes before spot b: nearer, then by x, then y. */
function before(a: { p: Vec; d: number }, b: { p: Vec; d: number }): boolean {
  return (a.d - b.d || a.p[0] - b.p[0] || a.p[1] - b.p[1]) < 0;
}

/** The `k` spots nearest `from` (ties by x, then y), nearest first: the head of the sorted list, without sorting it all. */
function nearestFew(spots: readonly Vec[], from: Vec, k: number): Vec[] {
  const best: { p: Vec; d: number }[] = [];
  for (const p of spots) {
    const d = dist(p, from);
    // Most spots lose to the last kept one: they are turned away before anything is made for them.
    if (best.length === k) {
      const last = best[k - 1]!;
      if (!((d - last.d || p[0] - last.p[0] || p[1] - last.p[1]) < 0)) continue;
    }
    const c = { p, d };
    let i = best.length < k ? best.length : k - 1;
    while (i > 0 && before(c, best[i - 1]!)) {
      best[i] = best[i - 1]!;
      i--;
    }
    best[i] = c;
  }
  return best.map((x) => x.p);
}

function buildingPolygon(ctx: Ctx, id: string): readonly Vec[] {
  const t = ctx.s.terrain.find((p) => p.id === id);
  return t && t.type === 'building' ? t.polygon : [[18, 18]];
}
