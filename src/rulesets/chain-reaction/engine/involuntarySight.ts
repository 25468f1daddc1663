// In Sight brought on by a forced move (p.14's example): a figure ducking back or hunkering down may run
// into the view of an enemy that could not see it (nor it them) before the move. That is a new
// In Sight (p.12, "adding to ongoing In Sights"). It is taken between the mover's group and the group of
// the enemy it has met: the acting group if that is one of them, otherwise the enemy's group stands in
// as the acting one for this test alone (it moved nothing and keeps what it did this turn). The mover
// can't fire (its reaction is under way), and a Crisis Test it takes now can't do better than that
// reaction, since its move is not done (Completing Reactions, p.14). The cause of its test can't see it.
// Checked once the command's own chain of events is over, mover by mover, in the order they moved.
// A figure leaving the battlefield sets off none: it belongs to no group (RULINGS "Groups and leaders"), so no
// leader throws for it and it takes part in no In Sight; a test "for" it would only be the acting group's
// figures and enemies already in sight of each other, thrown again for every leaver (play-test 10b, 22).
import type { Vec } from '../../../geometry/shapes';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { newcomers, resolveInSightAt } from './inSight';
import { groupsOf, isActiveStatus, sees } from './world';

/** Enemies in sight of `m` (either way) with `m` standing at `at`. */
function inViewFrom(ctx: Ctx, m: FigureState, at: Vec): FigureState[] {
  const keep = m.at;
  m.at = at;
  ctx.touched();
  const w = ctx.world();
  const out = Object.values(ctx.s.figures).filter(
    (e) => e.side !== m.side && isActiveStatus(e) && (sees(ctx.s, w, e, m) || sees(ctx.s, w, m, e)),
  );
  m.at = keep;
  ctx.touched();
  return out;
}

/** Looks at the forced moves logged from event `from` on, and at those the In Sights themselves cause. */
export function inSightAfterForcedMoves(ctx: Ctx, from: number): void {
  const done = new Set<string>();
  for (let i = from; i < ctx.events.length && i < from + 10_000; i++) {
    const e = ctx.events[i]!;
    if (e.type !== 'move' || !e.involuntary || done.has(e.figure)) continue;
    if (ctx.s.ended) return;
    const m = ctx.fig(e.figure);
    if (!isActiveStatus(m)) continue;
    const before = new Set(inViewFrom(ctx, m, e.from).map((x) => x.id));
    const met = inViewFrom(ctx, m, m.at).filter((x) => !before.has(x.id));
    if (met.length === 0) continue;
    done.add(m.id);
    if (e.involuntary !== 'leaving') m.stillMoving = e.involuntary;
    try {
      meet(ctx, m, met);
    } finally {
      delete m.stillMoving;
    }
  }
}

function meet(ctx: Ctx, m: FigureState, met: FigureState[]): void {
  const a = ctx.s.active;
  // The acting group is in it: its own In Sight, as for any newcomer.
  if (a && (a.figures.includes(m.id) ? newcomers(ctx, [m]).length > 0 : met.some((x) => a.figures.includes(x.id)))) {
    resolveInSightAt(ctx, m, m.at);
    return;
  }
  // Another group met it: that group stands in as the acting one for this test.
  const first = met[0]!;
  const g = groupsOf(ctx.s, first.side, ctx.world()).find((x) => x.members.includes(first.id));
  if (!g) return;
  const members = g.members.map((id) => ctx.fig(id));
  const kept = members.map((f) => ({ f, moved: f.moved, fired: f.fired }));
  ctx.s.active = { side: g.side, leader: g.leader, figures: [...g.members], seen: [] };
  for (const f of members) {
    f.moved = false;
    f.fired = false;
  }
  try {
    resolveInSightAt(ctx, m, m.at);
  } finally {
    for (const k of kept) {
      k.f.moved = k.moved;
      k.f.fired = k.fired || k.f.fired;
    }
    if (a) ctx.s.active = a;
    else delete ctx.s.active;
    ctx.touched();
  }
}
