// Moves the rules force on a figure: Duck Back and Hunker Down (to the nearest cover within 6" against
// the cause, else prone where it stands) and Leave the Battlefield (to the nearest edge at Fast Move).
import { nearestCover } from '../../../geometry/nearestCover';
import { FAST_MOVE_PER_DIE, NORMAL_MOVE, moveAlongPath, type MoveLeg } from '../../../geometry/movement';
import { coverPossible, coverPossibleWithin, hasCover } from '../../../geometry/cover';
import { TABLE_SIZE, type Vec } from '../../../geometry/shapes';
import { resolveFastMove } from '../rules/fastMove';
import { resolveRetrieveWounded } from '../rules/retrieveWounded';
import { RETRIEVE_WOUNDED_TABLE } from '../tables/retrieveWounded';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { shortOfBases } from './bases';
import { dist } from './world';
import { leavingShortWhy, plainMoveText, seekCoverWhy } from '../explain/move';
import { clearOf } from '../spots';
import { findRoute } from './route';
import { pointInPolygon } from '../../../geometry/vec';

/**
 * Other figures' bases may not be shared: a spot must be a base-width clear of everyone else. The spots
 * asked about all lie within `reach` of the figure (the search offers no farther ones), so only figures
 * within reach + 1 of it can stand too close: the rest are left out of the test once, not at every spot.
 */
function freeSpot(ctx: Ctx, self: FigureState, reach: number): (p: Vec) => boolean {
  const within = reach + 1 + 1e-6;
  const others: Vec[] = [];
  for (const o of Object.values(ctx.s.figures))
    if (o.id !== self.id && o.status !== 'offTable' && o.id !== self.carrying && dist(o.at, self.at) <= within)
      others.push(o.at);
  // clearOf: the same "no closer than 1 inch" as dist() >= 1, on squared lengths away from the boundary.
  // The spot the figure already stands on is always its own: a friend's base closer than 1" keeps it from
  // moving there, not from staying (a figure in cover from the cause is at the nearest cover; play-test 7, 6).
  const [x, y] = self.at;
  return (p) => (p[0] === x && p[1] === y) || clearOf(others, p, 1);
}

type Forced = 'duckBack' | 'hunkerDown' | 'leaving';

/**
 * `short`: for a leaving move, why the walk it is given stops where it does (the move's words say it when
 * the move falls short: play-test 10b, 1 and 24); it is told whether other figures' bases cut it shorter.
 */
function relocate(
  ctx: Ctx,
  f: FigureState,
  whole: Vec[],
  why: string,
  kind: Forced,
  short?: (cutByBases: boolean) => string | undefined,
): void {
  // Two figures leaving by the same way stopped on one spot where it was blocked (soak cases 72050, 73010).
  const path = shortOfBases(ctx.s, f, whole);
  if (!path) return;
  const to = path[path.length - 1]!;
  if (dist(to, f.at) < 0.01) return;
  const from = f.at;
  f.at = [to[0], to[1]];
  // A wounded friend being carried goes along on a forced move too.
  const carried = f.carrying ? ctx.s.figures[f.carrying] : undefined;
  if (carried) carried.at = [to[0], to[1]];
  ctx.touched();
  let inches = 0;
  for (let i = 1; i < path.length; i++) inches += dist(path[i - 1]!, path[i]!);
  const end = whole[whole.length - 1]!;
  const reason = short?.(dist(to, end) > 0.01);
  const rounded = Math.round(inches * 100) / 100;
  ctx.emit({
    type: 'move',
    figure: f.id,
    from,
    to: f.at,
    path,
    inches: rounded,
    why,
    involuntary: kind,
    ...(reason ? { text: `${plainMoveText(f.id, rounded, why).slice(0, -1)}: ${reason}.` } : {}),
  });
}

/** Inches of a Duck Back or Hunker Down move. */
const COVER_REACH = 6;

/**
 * While ducking back a Grunt that passes 1d6 against its Rep (a Star by choice) may first fetch an
 * out-of-the-fight friend within reach: into contact, 2" to lift him, and the rest of the 6" toward
 * cover (p.22). Returns the inches left for the rest of the move.
 */
function fetchOnTheWay(ctx: Ctx, f: FigureState): number {
  // A prone figure would spend half its move just getting up: it stays down and ducks back as it lies.
  if (f.carrying || f.carriedBy || f.meleeWith?.length || f.stance === 'prone') return COVER_REACH;
  const lift = RETRIEVE_WOUNDED_TABLE.pickUpCost;
  const near = Object.values(ctx.s.figures)
    .filter(
      (x) =>
        x.side === f.side && x.status === 'outOfTheFight' && !x.carriedBy && dist(x.at, f.at) <= COVER_REACH - lift,
    )
    .sort((a, b) => dist(a.at, f.at) - dist(b.at, f.at))[0];
  if (!near) return COVER_REACH;
  const will = f.star
    ? ctx.decide({
        kind: 'retrieveWounded',
        figure: f.id,
        options: [true, false],
        fallback: true,
        // No question mark: the log adds ": you choose ..." after it (play-test 10b, 10: "carry him along?:").
        text: `${f.id} (Star) is ducking back past ${near.id}, who is out of the fight, and may carry him along`,
      }) === true
    : resolveRetrieveWounded({ id: f.id, rep: f.rep }, ctx.roll).willing;
  ctx.emit({
    type: 'test',
    test: 'retrieveWounded',
    figure: f.id,
    result: will ? 'willing' : 'unwilling',
    // A Star chose, and threw nothing: the words say so, as the active fetch does (play-test 10b, 10).
    text: `${f.id}, ducking back, ${will ? 'goes' : 'will not go'} to fetch ${near.id}${f.star ? ' (a Star may always choose to)' : ''}.`,
  });
  if (!will) return COVER_REACH;
  const d = dist(f.at, near.at);
  f.carrying = near.id;
  near.carriedBy = f.id;
  relocate(ctx, f, [f.at, [near.at[0], near.at[1]]], `ducking back: picks up ${near.id} (2" of the move)`, 'duckBack');
  return Math.max(0, COVER_REACH - d - lift);
}

/** Duck Back or Hunker Down: seek cover from the cause within 6", else go prone in place. */
export function seekCover(ctx: Ctx, f: FigureState, cause: FigureState, status: 'duckBack' | 'hunkerDown'): void {
  const look = (reach: number) => {
    const w = ctx.world();
    const free = freeSpot(ctx, f, reach);
    // With nothing but bare ground within reach, every spot fails coverPossible, canStand's first test.
    return reach <= 0 || !coverPossibleWithin(w, f.at, reach)
      ? { found: false as const }
      : nearestCover({ id: f.id, at: f.at }, cause.at, {
          reach,
          terrain: ctx.s.terrain,
          possible: (p) => coverPossible(w, p),
          hasCoverAt: (p) => hasCover(w, { id: f.id, at: p }, cause.at),
          // Bare ground (no cover from anywhere) is ruled out before the dearer test of a free spot.
          canStand: (p) => coverPossible(w, p) && free(p),
        });
  };
  let found = look(COVER_REACH);
  const from = cause.id === f.id ? 'its own blast' : cause.id;
  ctx.setStatus(f, status, status === 'duckBack' ? `ducks back from ${from}` : `hunkers down away from ${from}`);
  f.hidingFrom = cause.id;
  if (status === 'duckBack') {
    const reach = fetchOnTheWay(ctx, f);
    if (reach < COVER_REACH) found = look(reach);
  }
  if (found.found) {
    relocate(ctx, f, found.path, seekCoverWhy(status, found), status);
  } else if (f.stance !== 'prone') {
    f.stance = 'prone';
    ctx.touched();
    ctx.emit({
      type: 'stance',
      figure: f.id,
      stance: 'prone',
      why: `no cover within 6" of ${f.id}: drops prone where it is`,
    });
  }
}

/** The nearest point of the table edge. */
export function nearestEdge(p: Vec): Vec {
  const options: Vec[] = [
    [0, p[1]],
    [TABLE_SIZE, p[1]],
    [p[0], 0],
    [p[0], TABLE_SIZE],
  ];
  return options.reduce((a, b) => (dist(a, p) <= dist(b, p) ? a : b));
}

/** The table edge a point on it lies on, as the log names it (north is y = 0). */
function edgeName(p: Vec): string {
  if (p[1] <= 0) return 'north';
  if (p[1] >= TABLE_SIZE) return 'south';
  return p[0] <= 0 ? 'west' : 'east';
}

/** The slow ground a walk crossed (each kind once, in the order met). */
function slowGround(legs: readonly MoveLeg[]): string[] {
  const out: string[] = [];
  for (const l of legs)
    if (l.kind === 'ground' && (l.costPerInch ?? 1) > 1 && l.ground && !out.includes(l.ground)) out.push(l.ground);
  return out;
}

export function startLeaving(ctx: Ctx, f: FigureState, why: string): void {
  f.record = { ...f.record, leftBattlefield: true };
  ctx.setStatus(f, 'leaving', why);
  f.hidingFrom = undefined;
  leaveMove(ctx, f);
}

/** A leaving figure runs for the nearest edge at Fast Move; reaching it, it is off the table. */
export function leaveMove(ctx: Ctx, f: FigureState): void {
  if (f.status !== 'leaving') return;
  const fm = resolveFastMove({ figures: [{ id: f.id, rep: f.rep }] }, ctx.roll);
  // Carrying a wounded friend, the Fast Move counts at most 1d6 passed (p.22).
  const rolled = fm.figures[0]?.maxMove ?? NORMAL_MOVE;
  const inches = f.carrying
    ? Math.min(rolled, NORMAL_MOVE + FAST_MOVE_PER_DIE * RETRIEVE_WOUNDED_TABLE.fastMoveMaxPass)
    : rolled;
  const edge = nearestEdge(f.at);
  // Aim a little past the edge so reaching it is unambiguous.
  const dx = edge[0] - f.at[0];
  const dy = edge[1] - f.at[1];
  const len = Math.hypot(dx, dy) || 1;
  const beyond: Vec = [edge[0] + (dx / len) * 0.01, edge[1] + (dy / len) * 0.01];
  const walk = (path: Vec[]) =>
    moveAlongPath(path, { allowance: inches, terrain: ctx.s.terrain, tableSize: null, standUp: f.stance === 'prone' });
  let mv = walk([f.at, beyond]);
  // A building's wall with no opening on the straight way: walk the route grid's way (the one moves use) to
  // the nearest edge instead, through a door or window, not a silent 0" every turn; another edge only when
  // no way reaches that one.
  let through = '';
  let toEdge = edge;
  if (mv.stopped === 'buildingWall') {
    const way = wayOut(ctx, f.at, edge);
    if (way) {
      mv = walk(way.path);
      toEdge = way.edge;
      through = `; ${wayWords(ctx, f.at, way.opening)}`;
    }
  }
  // Said only when it happened: the words read the stand-up from here, not from the distance (play-test 10a, 4).
  const stood = f.stance === 'prone' ? ', standing up first' : '';
  if (f.stance === 'prone') f.stance = 'standing';
  relocate(ctx, f, mv.path, `leaving the battlefield at Fast Move (${inches}")${stood}${through}`, 'leaving', (cut) =>
    leavingShortWhy(f.id, edgeName(toEdge), cut ? 'bases' : mv.stopped, slowGround(mv.legs)),
  );
  const at = f.at;
  if (at[0] <= 0 || at[1] <= 0 || at[0] >= TABLE_SIZE || at[1] >= TABLE_SIZE || dist(at, edge) < 0.05) {
    f.at = [Math.min(TABLE_SIZE, Math.max(0, at[0])), Math.min(TABLE_SIZE, Math.max(0, at[1]))];
    ctx.setStatus(f, 'offTable', 'has left the table');
    leaveWithCarried(ctx, f);
  }
}

/** The four edges: where a route aims (a cell clear of the edge) and the point just past it the walk ends on. */
function edgeTargets(from: Vec): { aim: Vec; edge: (end: Vec) => Vec; out: (end: Vec) => Vec }[] {
  const x =
    (v: number) =>
    (end: Vec): Vec => [v, end[1]];
  const y =
    (v: number) =>
    (end: Vec): Vec => [end[0], v];
  return [
    { aim: [0.3, from[1]], edge: x(0), out: x(-0.01) },
    { aim: [TABLE_SIZE - 0.3, from[1]], edge: x(TABLE_SIZE), out: x(TABLE_SIZE + 0.01) },
    { aim: [from[0], 0.3], edge: y(0), out: y(-0.01) },
    { aim: [from[0], TABLE_SIZE - 0.3], edge: y(TABLE_SIZE), out: y(TABLE_SIZE + 0.01) },
  ];
}

interface WayOut {
  path: Vec[];
  /** The point on the edge the way reaches. */
  edge: Vec;
  /** The first door or window the way goes through, if any. */
  opening?: 'door' | 'window';
}

/**
 * A walkable way off the table through doors and windows: to the nearest edge (`nearest`, a point on it) if
 * the route grid finds one that the movement rules walk to the end, else the shortest such way to another edge.
 */
function wayOut(ctx: Ctx, from: Vec, nearest: Vec): WayOut | undefined {
  let best: WayOut | undefined;
  let bestUsed = Infinity;
  // The nearest edge first: a way to it ends the search without routing to the other three.
  const targets = edgeTargets(from).sort(
    (a, b) => Number(dist(b.edge(from), nearest) < 1e-9) - Number(dist(a.edge(from), nearest) < 1e-9),
  );
  for (const t of targets) {
    const r = findRoute(ctx.s.terrain, from, t.aim);
    if (!r) continue;
    const end = r[r.length - 1]!;
    // A goal the grid could not reach is swapped for the nearest open cell: that way must still end at the edge.
    if (dist(end, t.edge(end)) > 1) continue;
    const path = [...r, t.out(end)];
    const all = moveAlongPath(path, { allowance: 8 * TABLE_SIZE, terrain: ctx.s.terrain, tableSize: null });
    if (all.stopped !== 'complete') continue;
    const opening = all.legs.find((l) => l.kind === 'opening')?.opening;
    const way: WayOut = { path, edge: t.edge(end), ...(opening ? { opening } : {}) };
    if (dist(t.edge(from), nearest) < 1e-9) return way;
    if (all.used < bestUsed) [best, bestUsed] = [way, all.used];
  }
  return best;
}

/** How a leaver gets past a blank wall on its straight way, in words: out by a doorway or window, through a building, or round it. */
function wayWords(ctx: Ctx, at: Vec, opening: WayOut['opening']): string {
  const word = opening === 'window' ? 'window' : 'doorway';
  const inside = ctx.s.terrain.some((t) => t.type === 'building' && pointInPolygon(at, t.polygon));
  if (inside) return `no door or window on the straight way to the edge, so out through the ${word}`;
  const wall = 'a building with no door or window on the straight way to the edge';
  return opening ? `${wall}, so through it by its ${word}` : `${wall}, so round it`;
}

/** A friend carried off the table is saved with its bearer. */
function leaveWithCarried(ctx: Ctx, f: FigureState): void {
  if (!f.carrying) return;
  const c = ctx.s.figures[f.carrying];
  if (c) {
    c.at = [f.at[0], f.at[1]];
    ctx.setStatus(c, 'offTable', `carried off the table by ${f.id}`);
  }
}
