// In Sight brought on by a forced move (p.14's example): a figure ducking back, hunkering down or leaving
// may run into the view of an enemy that had not seen it this activation. That is a new In Sight, taken
// with the acting group: either the forced mover belongs to it and has met a newcomer, or the acting
// group now sees (or is seen by) the mover for the first time. The mover can't fire (its reaction is
// under way); any Crisis Test it then takes can't do better than the reaction it is carrying out.
// Checked once the command's own chain of events is over, mover by mover, in the order they moved.
import type { Ctx } from './ctx';
import { newcomers, resolveInSightAt } from './inSight';
import { isActiveStatus, sees } from './world';

/** Looks at the forced moves logged from event `from` on, and at those the In Sights themselves cause. */
export function inSightAfterForcedMoves(ctx: Ctx, from: number): void {
  const done = new Set<string>();
  for (let i = from; i < ctx.events.length && i < from + 10_000; i++) {
    const e = ctx.events[i]!;
    if (e.type !== 'move' || !e.involuntary || done.has(e.figure)) continue;
    const a = ctx.s.active;
    if (!a || ctx.s.ended) return;
    const m = ctx.fig(e.figure);
    if (!isActiveStatus(m)) continue;
    if (m.side === a.side) {
      // One of the acting group, forced into the view of an enemy the group had not met.
      if (!a.figures.includes(m.id) || newcomers(ctx, [m]).length === 0) continue;
    } else {
      if (a.seen.includes(m.id)) continue;
      const w = ctx.world();
      const mine = a.figures.map((id) => ctx.fig(id)).filter((f) => isActiveStatus(f));
      if (!mine.some((f) => sees(ctx.s, w, f, m) || sees(ctx.s, w, m, f))) continue;
    }
    done.add(m.id);
    if (e.involuntary !== 'leaving') m.stillMoving = e.involuntary;
    try {
      resolveInSightAt(ctx, m, m.at);
    } finally {
      delete m.stillMoving;
    }
  }
}
