// PEF movement (book p.28) in the enemy's part of the turn: PEFs act like Rep 4 groups, so they move
// only when the enemy's activation die is 4 or less. The one farthest from the player goes first:
// 2d6 against 4 gives 8", 4" or no move straight at the nearest player figure (the full distance, as the
// reference sheet has it), ending in cover when a
// spot in cover lies close to where the move ends. Terrain costs nothing (PEFs ignore it), but a PEF
// never ends in deep water, impassable ground or astride a wall, and stops short of the player's bases.
// When the straight line holds no spot to stop on past its own, it goes round by the way figures take
// (docs/rules-notes/solo.md, "A PEF goes round what it cannot cross").
// It stops early only where a player figure first sees it, and is resolved there.
// Whatever the move reveals is resolved before the next PEF moves.
import { coverFrom } from '../../../geometry/cover';
import type { Vec } from '../../../geometry/shapes';
import { pefMoveOrder, resolvePefMovement } from '../rules/pef';
import { PEF_REP } from '../tables/pef';
import type { Ctx } from '../engine/ctx';
import type { FigureState } from '../state';
import type { PefEvent } from '../engine/soloEvents';
import { isActiveStatus } from '../engine/world';
import { clearOf, eachAround, mayEndMove, othersOf, roundVec, standable } from '../spots';
import type { Pef, SoloState } from './types';
import { watchForPefs } from './watch';
import { pefMovedText, pefMoveTestText } from '../explain/pef';
import { pefHiddenBy, seesPef } from './sight';
import { nearestOf } from './moves';
import { findStopRoute } from '../engine/route';

/** A PEF stops short of base contact with the figure it moves toward (bases are 1" across). */
const KEEP_OFF = 1;
/** Nearer than this to the figure it heads for, a PEF is touching-close (a base off, give or take). */
const TOUCHING = 1.5;
/** Sight is looked for every this many inches along the PEF's move. */
const SIGHT_STEP = 0.25;
/** How far from the straight move's end a spot in cover may be. */
const COVER_SLACK = 2;

export function pefsMayMove(ctx: Ctx, enc: SoloState): boolean {
  const die = ctx.s.turnState?.dice[enc.np];
  return die !== undefined && die <= PEF_REP;
}

export function movePefs(ctx: Ctx, enc: SoloState): void {
  const s = ctx.s;
  const players = () => Object.values(s.figures).filter((f) => f.side === enc.player && isActiveStatus(f));
  const order = pefMoveOrder(
    enc.pefs.filter((p) => !p.resolved),
    players().map((f) => f.at),
  );
  for (const id of order) {
    if (s.ended) return;
    const pef = enc.pefs.find((p) => p.id === id)!;
    if (pef.resolved) continue;
    const mv = resolvePefMovement({ who: id }, ctx.roll);
    const toward = nearestOf(players(), pef.at);
    const target = toward?.at;
    const dest =
      mv.inches > 0 && target ? destination(ctx, pef, target, mv.inches, mv.preferCover, players()) : undefined;
    const to = dest?.at ?? pef.at;
    const from = pef.at;
    const moved = Math.hypot(to[0] - from[0], to[1] - from[1]);
    pef.at = to;
    const why = stopOf(moved > 1e-6, mv.inches, toward, dest?.stop);
    ctx.emit({
      type: 'test',
      test: 'pefMovement',
      figure: id,
      passed: mv.passed,
      result: mv.result,
      row: mv.ref,
      text: pefMoveTestText(id, mv.dice, mv.inches),
    });
    ctx.emit({
      type: 'pef',
      pef: id,
      action: moved > 1e-6 ? 'moved' : 'stays',
      at: to,
      from,
      ...why,
      ...hiddenFrom(ctx, toward, to, why.stop),
      text: pefMovedText(id, moved, to),
    });
    watchForPefs(ctx, enc);
  }
}

type Stop = NonNullable<PefEvent['stop']>;

/**
 * The reason kept with the event: for a move short of its throw, why it ended there; for a PEF whose throw let
 * it move but which stays, why (nobody to head for, already as close as a PEF comes, no spot to stop on).
 */
function stopOf(
  moved: boolean,
  inches: number,
  toward: FigureState | undefined,
  stop: Stop | undefined,
): Pick<PefEvent, 'stop' | 'toward'> {
  if (inches <= 0) return {};
  if (!toward) return moved ? {} : { stop: 'none' };
  if (moved) return stop && stop !== 'close' ? { stop, toward: toward.id } : {};
  // Not moved though it had somewhere to go: the walk back found no spot past where it stands.
  return { stop: stop === 'close' ? 'close' : 'ground', toward: toward.id };
}

/**
 * A PEF that ends touching-close to the figure it heads for and is not seen by him (play-test 11c: beside Dex,
 * who defended the building, for 8 turns): what hides it, kept with the event as the log's reason.
 */
function hiddenFrom(
  ctx: Ctx,
  toward: FigureState | undefined,
  at: Vec,
  stop: Stop | undefined,
): Pick<PefEvent, 'hidden'> {
  if (!toward || !stop || stop === 'seen' || stop === 'none') return {};
  if (Math.hypot(toward.at[0] - at[0], toward.at[1] - at[1]) >= TOUCHING) return {};
  const by = pefHiddenBy(ctx.world(), ctx.s.terrain, toward, at);
  return by ? { hidden: by } : {};
}

function destination(
  ctx: Ctx,
  pef: Pef,
  target: Vec,
  inches: number,
  preferCover: boolean,
  viewers: readonly FigureState[],
): { at: Vec; stop?: Stop } {
  const s = ctx.s;
  const from = pef.at;
  const d = Math.hypot(target[0] - from[0], target[1] - from[1]);
  const go = Math.max(0, Math.min(inches, d - KEEP_OFF));
  if (go < 1e-6) return { at: from, stop: 'close' };
  // Short of the throw because the figure it heads for is nearer than that (it keeps 1" off).
  const short: Stop | undefined = go < inches - 1e-9 ? 'short' : undefined;
  const ux = (target[0] - from[0]) / d;
  const uy = (target[1] - from[1]) / d;
  const others = othersOf(s.figures);
  const ok = (p: Vec) =>
    standable(s.terrain, p) && clearOf(others, p) && Math.hypot(p[0] - target[0], p[1] - target[1]) >= KEEP_OFF - 1e-9;
  // Like a group on the move, the PEF is met the moment a player figure sees it: it stops there (the
  // first spot it could stand on) and the contact is resolved; otherwise it goes its full distance.
  const w = ctx.world();
  for (let t = SIGHT_STEP; t < go + SIGHT_STEP - 1e-9; t += SIGHT_STEP) {
    const p = roundVec([from[0] + ux * Math.min(t, go), from[1] + uy * Math.min(t, go)]);
    if (!ok(p)) continue;
    if (viewers.some((v) => seesPef(w, s.terrain, v, p))) return { at: p, stop: 'seen' };
  }
  // Back along the line until the PEF can stand.
  let end: Vec = from;
  let stepped = true;
  for (let back = 0; back <= go; back += 0.5) {
    const p = roundVec([from[0] + ux * (go - back), from[1] + uy * (go - back)]);
    if (ok(p)) {
      end = p;
      stepped = back > 0;
      break;
    }
  }
  // Nowhere past its own spot on the straight line (impassable ground or deep water fills the whole of its
  // move, play-test heron2-1402): it goes round as a group of figures would, by the way they take.
  if (Math.hypot(end[0] - from[0], end[1] - from[1]) < 1e-6 && d >= TOUCHING) {
    // On that way it may stop where a figure may end a move: also on a road through impassable ground.
    const okOnWay = (p: Vec) =>
      mayEndMove(s.terrain, p) &&
      clearOf(others, p) &&
      Math.hypot(p[0] - target[0], p[1] - target[1]) >= KEEP_OFF - 1e-9;
    const round = roundabout(ctx, from, target, inches, preferCover, viewers, okOnWay);
    if (round) return round;
  }
  const plain: Stop | undefined = stepped ? 'ground' : short;
  if (!preferCover) return { at: end, ...(plain ? { stop: plain } : {}) };
  const inCover = (p: Vec) => coverFrom(w, { id: '', at: p }, target).cover;
  if (inCover(end)) return { at: end, stop: plain === 'short' ? 'short' : 'cover' };
  for (const p of eachAround(end, COVER_SLACK, 0.5)) {
    if (Math.hypot(p[0] - from[0], p[1] - from[1]) > inches + 1e-9) continue;
    if (ok(p) && inCover(p)) return { at: p, stop: 'cover' };
  }
  return { at: end, ...(plain ? { stop: plain } : {}) };
}

/** The point `t` inches along a polyline (its last point past its end). */
function along(path: readonly Vec[], t: number): Vec {
  let left = t;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (left <= len && len > 0) return [a[0] + ((b[0] - a[0]) * left) / len, a[1] + ((b[1] - a[1]) * left) / len];
    left -= len;
  }
  return path[path.length - 1]!;
}

function lengthOf(path: readonly Vec[]): number {
  let n = 0;
  for (let i = 1; i < path.length; i++) n += Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1]);
  return n;
}

/**
 * A PEF whose straight line holds no spot to stop on goes the throw's inches along the way figures take
 * (route.ts findStopRoute: round impassable ground and deep water, through doors), terrain costing nothing;
 * it is met where a player figure first sees it, and ends on the last spot it may stop on, in cover within the
 * last 2" of the way when it can. Undefined when no way gets it anywhere.
 */
function roundabout(
  ctx: Ctx,
  from: Vec,
  target: Vec,
  inches: number,
  preferCover: boolean,
  viewers: readonly FigureState[],
  ok: (p: Vec) => boolean,
): { at: Vec; stop?: Stop } | undefined {
  const s = ctx.s;
  const route = findStopRoute(s.terrain, from, target);
  if (!route) return undefined;
  const go = Math.min(inches, lengthOf(route) - KEEP_OFF);
  if (go < 0.5) return undefined;
  const w = ctx.world();
  for (let t = SIGHT_STEP; t < go + SIGHT_STEP - 1e-9; t += SIGHT_STEP) {
    const p = roundVec(along(route, Math.min(t, go)));
    if (!ok(p)) continue;
    if (viewers.some((v) => seesPef(w, s.terrain, v, p))) return { at: p, stop: 'seen' };
  }
  const inCover = (p: Vec) => coverFrom(w, { id: '', at: p }, target).cover;
  let end: Vec | undefined;
  for (let back = 0; back < go - 1e-9; back += 0.5) {
    const p = roundVec(along(route, go - back));
    if (!ok(p)) continue;
    end ??= p;
    if (!preferCover || back > COVER_SLACK) break;
    if (inCover(p)) return { at: p, stop: 'cover' };
  }
  if (!end) return undefined;
  return { at: end, ...(go < inches - 1e-9 ? { stop: 'short' as const } : {}) };
}
