// Movement choices shared by the enemy's NP table and the player's autopilot: a bound along a route
// ending in cover near its end, the nearest cover, and the nearest cover from which an enemy can be
// shot; and a prone figure's standing up first when only standing leaves it a move. Every path offered is
// first walked by the movement rules (checkPath), so the reducer accepts it.
// hasCover is coverFrom(...).cover without making the words, which searches never show.
import { coverPossible, coverPossibleWithin, hasCover } from '../../../geometry/cover';
import { NORMAL_MOVE, walkedPath } from '../../../geometry/movement';
import { nearestCover } from '../../../geometry/nearestCover';
import type { GeoFigure, Vec } from '../../../geometry/shapes';
import { cutPath } from '../../../geometry/vec';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import type { FigureState } from '../state';
import type { Ctx } from '../engine/ctx';
import type { Command } from '../engine/commands';
import { checkPath } from '../engine/move';
import { shortOfBases } from '../engine/bases';
import { dist, geoIn } from '../engine/world';
import { canSee, type Sighter } from '../../../geometry/los';
import { closestReachable, connected, findRoute, findStopRoute } from '../engine/route';
import { eachAround, mayEndMove, roundVec, standable, standingSpotTest } from '../spots';

/** A bound ends in cover if cover lies this close to the end of the full move. */
const COVER_SLACK = 2.5;
/** Spacing of the spots looked at when searching for cover, and for cover to fire from. */
const SEARCH_SPACING = 1;
const FIRING_SPACING = 1.5;

/** Inches of normal movement the figure has left this activation. */
export function usableMove(f: FigureState): number {
  return NORMAL_MOVE - (f.spent ?? 0) - (f.stance === 'prone' ? NORMAL_MOVE / 2 : 0);
}

/**
 * Standing up costs a prone figure half its move, which can leave too little for the only way on (a window
 * costs 4"): a prone figure that found no move, but would find one standing (`moveFor` asked of it stood up),
 * stands up now and goes on next time with its whole move. One that went prone this activation stays down.
 * Without it, a prone figure lay by such a window for ever: the enemy's last attacker in a Defend for 13
 * turns (soak case 3164339), and under Watch the Star in a building on a Patrol for 8 (app soak case 89000029).
 */
export function standUpFirst(
  f: FigureState,
  moveFor: (standing: FigureState) => Vec[] | undefined,
): Command | undefined {
  if (f.stance !== 'prone' || f.wentProne) return undefined;
  return moveFor({ ...f, stance: 'standing' }) ? { do: 'stand', figure: f.id } : undefined;
}

function extraOf(f: FigureState): { inches: number; reason: string } | undefined {
  return f.spent ? { inches: f.spent, reason: 'already spent this activation' } : undefined;
}

function lengthOf(path: readonly Vec[]): number {
  let n = 0;
  for (let i = 1; i < path.length; i++) n += dist(path[i - 1]!, path[i]!);
  return n;
}

/** The path cut `d` inches from its start. */
export const cutAt = cutPath;

/**
 * Makes a path the reducer will accept: its end a free place to stand (stepping back along the path
 * when not; `ground` says where, standable unless the caller may also stop on a road through impassable
 * ground), rounded, and walked by the movement rules with a little shortening for rounding.
 */
export function fitPath(
  ctx: Ctx,
  f: FigureState,
  path: readonly Vec[],
  ground: (terrain: Ctx['s']['terrain'], p: Vec) => boolean = standable,
): Vec[] | undefined {
  const s = ctx.s;
  const clear = standingSpotTest(s.figures, f.id);
  const free = (p: Vec) => ground(s.terrain, p) && clear(p);
  const accept = (cand: Vec[]): Vec[] | undefined => {
    const r = cand.map(roundVec);
    const tip = r[r.length - 1]!;
    if (!free(tip)) return undefined;
    const chk = checkPath(s.terrain, f, r, NORMAL_MOVE, extraOf(f));
    // Where the walk really stops counts, not only the path's tip: a ford ends the move at the water's edge,
    // where a friend may already stand (odds run 29 of the "odds-patrol" Patrol). The reducer refuses a
    // move it can't stop short of every base (engine/bases.ts), so the same test here.
    return chk.ok && dist(chk.mv.at, f.at) >= 0.5 && shortOfBases(s, f, chk.mv.path) ? r : undefined;
  };
  const total = lengthOf(path);
  if (total < 0.5) return undefined;
  const exact = accept([...path]) ?? accept(cutAt(path, total - 0.05));
  if (exact) return exact;
  // A crowded or awkward end: the nearest free spot round it, reached from the last corner of the path.
  const end = path[path.length - 1]!;
  const corner = path.length > 2 ? path.slice(0, -1) : [path[0]!];
  for (const p of eachAround(end, 1.5, 0.5)) {
    if (!free(p)) continue;
    const got = accept([...corner, p]);
    if (got) return got;
  }
  for (let back = 0.25; back <= total - 0.5; back += 0.25) {
    const got = accept(cutAt(path, total - back)) ?? accept(cutAt(path, total - back - 0.05));
    if (got) return got;
  }
  // The whole way lies hard by walls or past friends' bases: a free spot a step off it, farthest along
  // first (else followers queued behind one another, or a route along a wall, would never move at all).
  for (let back = 0.5; back <= total - 0.5; back += 0.5) {
    const cut = cutAt(path, total - back);
    const tip = cut[cut.length - 1]!;
    for (const p of eachAround(tip, 1, 0.5)) {
      if (!free(p)) continue;
      const got = accept([...cut.slice(0, -1), p]);
      if (got) return got;
    }
  }
  return undefined;
}

/** Where the figure could get to now along a route toward `goal`, stopping `short` inches before it. */
export function boundToward(
  ctx: Ctx,
  f: FigureState,
  goal: Vec,
  threat: Vec | undefined,
  short = 0,
): Vec[] | undefined {
  const s = ctx.s;
  const usable = usableMove(f);
  if (usable < 0.5) return undefined;
  const route = findRoute(s.terrain, f.at, goal);
  if (!route) return undefined;
  const routeLen = lengthOf(route);
  const want = routeLen - short;
  if (want < 0.5) return undefined;
  const aimed = short > 0 ? cutAt(route, want) : route;
  const path = walkedPath(aimed, { allowance: usable, terrain: s.terrain });
  if (threat) {
    const inCover = coverEnd(ctx, f, path, threat);
    if (inCover) return inCover;
  }
  return fitPath(ctx, f, path);
}

/**
 * A bound toward `goal` as boundToward makes it; when no route reaches the goal (deep water or impassable
 * ground between), a bound toward the nearest ground on this side of the barrier instead, so the figure at
 * least comes within sight and range of what it cannot reach.
 */
export function approach(ctx: Ctx, f: FigureState, goal: Vec, threat: Vec | undefined, short = 0): Vec[] | undefined {
  const direct = boundToward(ctx, f, goal, threat, short);
  if (direct || connected(ctx.s.terrain, f.at, goal)) return direct;
  const near = closestReachable(ctx.s.terrain, f.at, goal);
  return near && dist(near, f.at) > 0.75 ? boundToward(ctx, f, near, threat) : undefined;
}

/**
 * A bound toward `goal` along a route over ground where a figure may stop, for when the cheapest way only
 * runs through a corridor no bound can end in (a road through impassable ground, an alley narrower than a
 * base, a window facing another building's window across such an alley): taking only that way, both sides
 * waited at either end for ever (skirmishes "fresh8-18", "fresh9-411"; app soak case 86000299). Asked only
 * once nothing else is left, so it changes no battle that was going anywhere.
 */
export function stopBound(ctx: Ctx, f: FigureState, goal: Vec, short: number): Vec[] | undefined {
  const s = ctx.s;
  const usable = usableMove(f);
  if (usable < 0.5) return undefined;
  const route = findStopRoute(s.terrain, f.at, goal);
  if (!route) return undefined;
  const want = lengthOf(route) - short;
  if (want < 0.5) return undefined;
  return fitPath(ctx, f, walkedPath(cutAt(route, want), { allowance: usable, terrain: s.terrain }), mayEndMove);
}

/**
 * The farthest point of the last 2.5" of the walk where the figure would be in cover from the threat
 * (so a bound gives up as little ground as it can); failing that, a spot in cover just off that stretch.
 */
function coverEnd(ctx: Ctx, f: FigureState, path: readonly Vec[], threat: Vec): Vec[] | undefined {
  const s = ctx.s;
  const w = ctx.world();
  const clear = standingSpotTest(s.figures, f.id);
  const total = lengthOf(path);
  const covered = (p: Vec) =>
    coverPossible(w, p) && standable(s.terrain, p) && clear(p) && hasCover(w, { id: f.id, at: p }, threat);
  for (let back = 0; back <= Math.min(COVER_SLACK, total - 0.5); back += 0.5) {
    const cut = cutAt(path, total - back);
    if (covered(cut[cut.length - 1]!)) {
      const fitted = fitPath(ctx, f, cut);
      if (fitted) return fitted;
    }
  }
  if (total <= 1.5) return undefined;
  const hopFrom = cutAt(path, total - 1.5);
  const from = hopFrom[hopFrom.length - 1]!;
  const end = path[path.length - 1]!;
  // Nothing but bare ground within the hop's reach: every spot would fail coverPossible, its first test.
  if (!coverPossibleWithin(w, end, 1.5)) return undefined;
  // The search asks canStand first, so its cover test need not ask about standing again; bare ground
  // (no cover from anywhere) is ruled out before either.
  const found = nearestCover({ id: f.id, at: end }, threat, {
    reach: 1.5,
    terrain: s.terrain,
    spacing: 0.5,
    includeStart: false,
    hasCoverAt: (p) => dist(p, from) <= 1.5 && hasCover(w, { id: f.id, at: p }, threat),
    possible: (p) => coverPossible(w, p),
    canStand: (p) => coverPossible(w, p) && standable(s.terrain, p) && clear(p),
  });
  if (!found.found) return undefined;
  const merged = [...hopFrom, found.at];
  const chk = checkPath(s.terrain, f, merged.map(roundVec), NORMAL_MOVE, extraOf(f));
  return chk.ok && chk.mv.complete ? fitPath(ctx, f, merged) : undefined;
}

export interface CoverMove {
  /** Already there: no move needed. */
  stay: boolean;
  path?: Vec[];
}

/**
 * The nearest spot within this move in cover from `cause` for which `also` holds too. `rough`, when
 * given, is a cheap test every spot passing `also` passes, asked first to spare the dear ones.
 */
export function coverMove(
  ctx: Ctx,
  f: FigureState,
  cause: Vec,
  also?: (p: Vec) => boolean,
  spacing = SEARCH_SPACING,
  rough?: (p: Vec) => boolean,
): CoverMove | undefined {
  const s = ctx.s;
  const usable = usableMove(f);
  const w = ctx.world();
  // Already there: the common case, answered without searching.
  if ((!rough || rough(f.at)) && hasCover(w, { id: f.id, at: f.at }, cause) && (!also || also(f.at)))
    return { stay: true };
  if (usable < 0.5) return undefined;
  // Nothing but bare ground within reach: every spot would fail coverPossible, its first test.
  if (!coverPossibleWithin(w, f.at, usable)) return undefined;
  const clear = standingSpotTest(s.figures, f.id);
  // Cheapest tests first: spots on bare ground, where no cover can be, go at once (a look-up in a field made
  // once per table); a quarter are no place to stand, and cover costs several times as much.
  const found = nearestCover({ id: f.id, at: f.at }, cause, {
    reach: Math.max(0, usable),
    terrain: s.terrain,
    spacing,
    possible: (p) => coverPossible(w, p),
    hasCoverAt: (p) =>
      coverPossible(w, p) &&
      (!rough || rough(p)) &&
      clear(p) &&
      standable(s.terrain, p) &&
      hasCover(w, { id: f.id, at: p }, cause) &&
      (!also || also(p)),
    includeStart: false,
  });
  if (!found.found) return undefined;
  // The spot it stands on failed the test, so a spot found close by is still worth the step: calling it
  // "already there" kept a group in night woods 6.02" from its target, 0.02" past the 6" limit, turn after
  // turn (soak case 72359).
  if (dist(found.at, f.at) < 1e-6) return { stay: true };
  const path = fitPath(ctx, f, found.path);
  return path ? { stay: false, path } : undefined;
}

/** Can a figure of this weapon, standing at p, see and reach any of these targets (turning as it likes)? */
export function firesFrom(ctx: Ctx, f: FigureState, p: Vec, targets: readonly FigureState[]): boolean {
  return firingTest(ctx, f, targets)(p);
}

const IGNORE_FACING = { ignoreFacing: true } as const;

/**
 * firesFrom for one figure and many spots: sees(f moved to p, t, ignoring facing), with what does not
 * depend on the spot worked out once (the targets' views, and sees()'s rule that a figure ducked back from
 * another, and still standing, neither sees it nor is seen by it).
 */
function firingTest(ctx: Ctx, f: FigureState, targets: readonly FigureState[]): (p: Vec) => boolean {
  const range = WEAPONS[f.weapon].range;
  const w = ctx.world();
  const seen: { at: Vec; g: GeoFigure }[] = [];
  for (const t of targets) {
    const hidden =
      (f.hidingFrom === t.id && f.stance === 'standing') || (t.hidingFrom === f.id && t.stance === 'standing');
    if (!hidden) seen.push({ at: t.at, g: geoIn(w, t) });
  }
  const inBuilding = f.floor ? { building: f.floor.building, floor: f.floor.level } : undefined;
  const offTable = f.status === 'offTable';
  return (p) => {
    // The figure's view standing at p: all that sight reads of it.
    const there: Sighter = inBuilding
      ? { id: f.id, at: p, facing: f.facing, offTable, inBuilding }
      : { id: f.id, at: p, facing: f.facing, offTable };
    for (const t of seen) if (dist(p, t.at) <= range && canSee(w, there, t.g, IGNORE_FACING)) return true;
    return false;
  };
}

/** The nearest cover within this move from which one of `targets` can be fired at. */
export function firingCover(ctx: Ctx, f: FigureState, targets: readonly FigureState[]): CoverMove | undefined {
  const ws: WeaponStats = WEAPONS[f.weapon];
  if (targets.length === 0 || ws.thrown) return undefined;
  // Nowhere within this move can be in range: no search.
  const reach = usableMove(f) + ws.range;
  if (!targets.some((t) => dist(t.at, f.at) <= reach)) return undefined;
  const near = nearestOf(targets, f.at)!;
  // Sight is dear to check: a coarser net of spots for this search, and spots out of range are passed over at once.
  const inRange = (p: Vec) => targets.some((t) => dist(p, t.at) <= ws.range);
  return coverMove(ctx, f, near.at, firingTest(ctx, f, targets), FIRING_SPACING, inRange);
}

export function nearestOf<T extends { at: Vec }>(xs: readonly T[], p: Vec): T | undefined {
  let best: T | undefined;
  let bd = Infinity;
  for (const x of xs) {
    const d = dist(x.at, p);
    if (d < bd) {
      bd = d;
      best = x;
    }
  }
  return best;
}
