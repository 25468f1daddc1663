// Moving in play: the path is walked with the terrain's costs (geometry/movement), then retraced every
// quarter inch so In Sight triggers at the exact point a figure first comes into view. After the
// trigger the mover may go up to 2" more along its path (the stated default policy: as far as it can
// while still in sight), the rest of its group may step up to 2" (groupStep.ts), then the test.
import {
  CAUGHT_START,
  NORMAL_MOVE,
  FAST_MOVE_PER_DIE,
  type MoveResult,
  type StopReason,
} from '../../../geometry/movement';
import { pointAt, walkPaid } from './walkWords';
import type { Vec } from '../../../geometry/shapes';
import { fastPassed, resolveFastMove } from '../rules/fastMove';
import type { FigureState, GameState } from '../state';
import type { Ctx } from './ctx';
import { anyInSight, inSightPairs, newcomers, resolveInSightAt } from './inSight';
import { firstSighting, IN_SIGHT_STEP, newcomerWatch } from './watch';
import { dist } from './world';
import { r3 } from '../../../geometry/vec';
import { facingAlong } from '../../../geometry/facing';
import { walkPath } from './walkMemo';
import { baseUnder, shortOfBases, stopAlong } from './bases';
import { checkSteps, groupSteps } from './groupStep';
import type { InSightStep } from './commands';
import { fastMoveResult, fastMoveText } from '../explain/fastMove';
import { blockedPathText, endsOnBaseText, inSightExtraQuestion, moveText, shortOfSightText } from '../explain/move';
import { inSightLostText } from '../explain/inSight';

export { IN_SIGHT_STEP };
export const IN_SIGHT_EXTRA = 2;

/** What standing up, readying a grenade or fetching the wounded took from this activation's move. */
export const SPENT_REASON = 'already spent standing up, readying a grenade or fetching the wounded';

export type MoveCheck = { ok: true } | { ok: false; error: string };

/** The group's one Fast Move throw this activation, rolled the first time a member fast moves. */
export function fastAllowance(ctx: Ctx, f: FigureState): number {
  const a = ctx.s.active!;
  if (!a.fastDice) {
    const fm = resolveFastMove({ figures: a.figures.map((id) => ({ id, rep: ctx.fig(id).rep })) }, ctx.roll);
    a.fastDice = fm.dice;
    ctx.emit({
      type: 'test',
      test: 'fastMove',
      figures: a.figures,
      result: fastMoveResult(fm.figures),
      text: fastMoveText(fm.dice, fm.figures),
    });
  }
  return NORMAL_MOVE + FAST_MOVE_PER_DIE * fastPassed(a.fastDice, f.rep, !!f.carrying);
}

/** Length of a polyline as the In Sight marks measure it (stretches shorter than a hair left out). */
function markedLength(path: readonly Vec[]): number {
  let run = 0;
  for (let i = 1; i < path.length; i++) {
    const len = dist(path[i - 1]!, path[i]!);
    if (len >= 1e-9) run += len;
  }
  return run;
}

/**
 * The walk of a path for `f` with the terrain's costs, from where it stands, and whether it counts as made:
 * walked whole, stopped at a ford (it goes on next activation), or ending within a hair of the allowance
 * (rounding in a written path). The move ruler (view/preview/move.ts) asks the same.
 */
export function walkFrom(
  terrain: GameState['terrain'],
  f: FigureState,
  path: readonly Vec[],
  allowance: number,
  extraCost?: { inches: number; reason: string },
): { mv: MoveResult; made: boolean } {
  const start = f.at;
  const full: Vec[] = dist(path[0]!, start) < 1e-6 ? [...path] : [start, ...path];
  const mv = walkPath(full, {
    allowance,
    terrain,
    standUp: f.stance === 'prone',
    ...(extraCost ? { extraCosts: [extraCost] } : {}),
  });
  const endOfPath = full[full.length - 1]!;
  const nearlyThere = mv.stopped === 'allowance' && dist(mv.at, endOfPath) <= 0.01;
  return { mv, made: mv.complete || mv.stopped === 'ford' || nearlyThere };
}

/** Walks a path for `f` with the terrain's costs; says whether the whole path can be made. */
export function checkPath(
  terrain: GameState['terrain'],
  f: FigureState,
  path: readonly Vec[],
  allowance: number,
  extraCost?: { inches: number; reason: string },
): { ok: true; mv: MoveResult } | { ok: false; error: string } {
  const { mv, made } = walkFrom(terrain, f, path, allowance, extraCost);
  if (!made) {
    const why = mv.reason.startsWith(CAUGHT_START)
      ? `the path is blocked (impassable ground): ${f.id} stands inside it, off any road, and may only walk out of it; this path ends inside`
      : mv.stopped === 'allowance'
        ? `too far: the path needs more than ${f.id}'s ${allowance}" allowance (${mv.used.toFixed(1)}" used by (${mv.at[0].toFixed(1)}, ${mv.at[1].toFixed(1)}))`
        : blockedPathText(mv.stopped, mv.reason, mv.at);
    return { ok: false, error: why };
  }
  return { ok: true, mv };
}

export function doMove(
  ctx: Ctx,
  f: FigureState,
  path: Vec[],
  fast: boolean,
  extraCost?: { inches: number; reason: string },
  steps?: readonly InSightStep[],
): MoveCheck {
  const start = f.at;
  const badStep = checkSteps(ctx, f, steps);
  if (badStep) return { ok: false, error: badStep };
  const allowance = fast ? fastAllowance(ctx, f) : NORMAL_MOVE;
  const checked = checkPath(ctx.s.terrain, f, path, allowance, extraCost);
  if (!checked.ok) return checked;
  const mv = checked.mv;
  const travelled = shortOfBases(ctx.s, f, mv.path);
  if (!travelled) return { ok: false, error: endsOnBaseText(baseUnder(ctx.s, f, mv.at) ?? '', mv.at) };
  // Whose base the walk's end was kept off (set beside it, or stopped short of it), for the sentence.
  const baseAt = travelled === mv.path ? undefined : baseUnder(ctx.s, f, mv.at);
  const wasProne = f.stance === 'prone';
  if (f.stance === 'prone') {
    f.stance = 'standing';
    ctx.emit({ type: 'stance', figure: f.id, stance: 'standing', why: 'stands up: half the move' });
  }
  f.moved = true;
  if (fast) f.fastMoved = true;
  // Walking goes on the ground floor: a figure upstairs comes down before it leaves (a path starts where it is).
  delete f.floor;
  let endAt: Vec = travelled[travelled.length - 1]!;
  let endPath = travelled;
  let trigger: Vec | undefined;
  let seen: string[] = [];
  // How far along the walk it came into view and was to go on, when it had to stop before (bases in the way).
  let short: { along: number; extra: number } | undefined;
  ctx.touched();
  const hit = firstSighting(f, travelled, newcomerWatch(ctx, f));
  // Facing along the stretch walked last (where the mover was seen, or the path's last one).
  const facing = f.facing;
  if (hit) {
    const p = hit.at,
      d = hit.d;
    trigger = p;
    ctx.touched();
    seen = newcomers(ctx, [f]).map((e) => e.id);
    // Up to 2" more along the declared path. Going on may take the group out of sight again (the book
    // allows it, and then no test is taken); the default policy goes as far as it can while still in sight.
    const room = r3(Math.min(IN_SIGHT_EXTRA, markedLength(travelled) - d));
    const keep = room < 0.05 ? 0 : inSightReach(ctx, f, travelled, d, room);
    const extra =
      room < 0.05
        ? 0
        : (ctx.decide({
            kind: 'inSightExtra',
            figure: f.id,
            options: { inchesUpTo: room, at: [p[0], p[1]], seen, inSightUpTo: keep },
            fallback: keep,
            text: inSightExtraQuestion(f.id, seen, room),
          }) as number);
    // The walk's end was kept off every base, but the spot reached going on may lie on one (soak case
    // 72483: 2" on from the trigger lay a fallen friend), so that stop is kept off them too.
    endPath = stopAlong(ctx.s, f, travelled, d + extra, d + room);
    endAt = endPath[endPath.length - 1]!;
    // No stop from where it came into view to where it chose to go is clear of the others' bases (soak case
    // 31700599: a fallen enemy and two friends along the way): it stands at the last clear stop before that
    // spot, its start at worst, and the words and the test go by where it stands, not where it was seen.
    if (markedLength(endPath) < d - 1e-6) short = { along: d, extra };
  }
  // A walk that ends where it began leaves the figure where it stood. Paths are kept to a thousandth of an inch,
  // so its start can be a hair off an unrounded spot, and a charger set exactly a base from a fallen figure was
  // "moved" 0.0002" onto that base (soak case 31700599).
  if (dist(endAt, start) < 1e-3) endAt = start;
  f.at = [endAt[0], endAt[1]];
  if (endPath.length > 1) f.facing = facingAlong(endPath[endPath.length - 2]!, endAt, facing);
  ctx.touched();
  let inches = 0;
  for (let i = 1; i < endPath.length; i++) inches += dist(endPath[i - 1]!, endPath[i]!);
  carryAlong(ctx, f);
  const paid = walkPaid(
    mv,
    endPath,
    allowance,
    trigger
      ? undefined
      : whyStopped(
          ctx.s.terrain,
          { ...f, at: start, stance: wasProne ? 'prone' : 'standing' },
          mv,
          allowance,
          extraCost,
        ),
  );
  // Set aside past the walk, clear of a base (its own, or the In Sight's step on): whose base, for the words.
  if (paid.aside >= 0.05)
    paid.asideOf = baseUnder(ctx.s, f, pointAt(mv.path, paid.along)) ?? baseAt ?? 'another figure';
  else if (baseAt && !trigger && travelled.length <= mv.path.length) paid.shortOf = baseAt;
  ctx.emit({
    type: 'move',
    figure: f.id,
    from: start,
    to: f.at,
    path: endPath,
    inches: Math.round(inches * 100) / 100,
    fast,
    text:
      short !== undefined
        ? shortOfSightText(f.id, inches, short.along, short.extra)
        : moveText(f.id, inches, fast, mv.stopped === 'ford', !!trigger, paid),
  });
  if (trigger) {
    // The questions before the test are asked only while somebody is still in sight, so a test follows them.
    const pairs = inSightPairs(ctx);
    if (pairs.length === 0) {
      const after = short !== undefined ? 'short' : 'goingOn';
      ctx.emit({ type: 'inSightLost', figure: f.id, after, text: inSightLostText(f.id, after) });
    } else {
      // With nobody sent on a step the pairs just found still stand: the test takes them as they are.
      const stepped = groupSteps(ctx, f, steps, seen);
      // Stopped short of where it came into view, it is tested where it stands (it never got there).
      const at = short !== undefined ? f.at : trigger;
      if (!resolveInSightAt(ctx, f, at, stepped ? undefined : pairs))
        ctx.emit({ type: 'inSightLost', figure: f.id, after: 'steps', text: inSightLostText(f.id, 'steps') });
    }
  }
  return { ok: true };
}

/**
 * How far a walk is tried past its end to learn what stopped it there (the engine's own reason). A walk stops
 * at the last stretch it could finish, up to a few of its quarter-inch stretches short of a wall.
 */
const PROBE = 1;

/**
 * How near the probe's stop must be to the path's end for its reason to be the walk's. A path the ruler cut
 * (view/pointerOrders.ts cutTo) ends 0.02" short of the stop, its points rounded to a thousandth: the probe
 * then stops just over 0.02" on (play-test 18a, pt18a-02: "Bo moves 3.0"." with deep water unsaid).
 */
const PROBE_NEAR = 0.03;

/**
 * What stopped the walk where the path ends, when something did: the same walk tried a little further on
 * along its last stretch stops at once (a wall, water, the table's edge, the allowance spent). A path cut
 * short where the ruler stopped it (view/pointerOrders.ts fitCommand) ends exactly there.
 */
function whyStopped(
  terrain: GameState['terrain'],
  f: FigureState,
  mv: MoveResult,
  allowance: number,
  extraCost?: { inches: number; reason: string },
): StopReason | undefined {
  if (mv.stopped !== 'complete') return mv.stopped === 'allowance' ? 'allowance' : undefined;
  const n = mv.path.length;
  if (n < 2) return undefined;
  const a = mv.path[n - 2]!;
  const b = mv.path[n - 1]!;
  const len = dist(a, b);
  if (len < 1e-6) return undefined;
  const on: Vec = [b[0] + ((b[0] - a[0]) / len) * PROBE, b[1] + ((b[1] - a[1]) / len) * PROBE];
  const probe = walkFrom(terrain, f, [...mv.path, on], allowance, extraCost).mv;
  if (probe.complete || probe.stopped === 'ford' || dist(probe.at, b) > PROBE_NEAR) return undefined;
  return probe.stopped;
}

/**
 * How far past `d` along the path (up to `room`) the mover may go with somebody of its group still in
 * sight of the enemy, looked at every quarter inch from the far end back. The mover is put back after.
 */
function inSightReach(ctx: Ctx, f: FigureState, path: Vec[], d: number, room: number): number {
  const at = f.at,
    facing = f.facing;
  let found = 0;
  for (let e = room; e > 1e-9; e = r3(e - IN_SIGHT_STEP)) {
    // Where it would really stand: off every base, as doMove puts it (bases.ts).
    const cut = stopAlong(ctx.s, f, path, d + e, d + room);
    const end = cut[cut.length - 1]!;
    f.at = [end[0], end[1]];
    if (cut.length > 1) f.facing = facingAlong(cut[cut.length - 2]!, end, facing);
    ctx.touched();
    if (anyInSight(ctx)) {
      found = e;
      break;
    }
  }
  f.at = at;
  f.facing = facing;
  ctx.touched();
  return found;
}

/** A carried friend goes where its bearer goes. */
export function carryAlong(ctx: Ctx, f: FigureState): void {
  if (!f.carrying) return;
  const c = ctx.s.figures[f.carrying];
  if (c) {
    c.at = [f.at[0], f.at[1]];
    ctx.touched();
  }
}
