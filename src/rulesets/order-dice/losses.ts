// Casualties, picked by their owner (RULINGS-variants.md: "the owner removes casualties, nearest the shooter
// by default"). A shooting's or a close-quarters round's dice are thrown first and their losses kept in the
// action; before any of them take effect, each unit's owner is asked which figures fall when the owner is a
// person whose side picks its own casualties (the `casualties` setting), else the default pick is taken: the
// figures nearest the enemy. Then all of them take effect together (the shooting's event, casualties, pins,
// vehicle damage, then morale), so fire at the same moment (fire back) stays simultaneous. This is the same
// stop-and-resume path as a reaction question: the phase holds the question, the answer is kept in the
// action, and the action runs on from where it stood.
import type { Vec } from '../../geometry/shapes';
import { applyShooting, removeFigures, tellShooting } from './shooting';
import { dist, leadOf } from './place';
import type { Ctx } from './dice';
import { liveFigures, sideOf, unitOf, type Action, type Losses, type OdState, type ShotRoll, type Unit } from './state';

/** The unit's living figures, nearest the enemy first (ties in file order): the default pick. */
export function nearestFirst(t: Unit, from: readonly Vec[]): string[] {
  const live = liveFigures(t);
  if (live.length === 0) return [];
  // Measured from the enemy figure nearest to any of the unit's (the nearest shooter).
  let origin = from[0] ?? live[0]!.at;
  let best = Infinity;
  for (const p of from)
    for (const f of live)
      if (dist(p, f.at) < best) {
        best = dist(p, f.at);
        origin = p;
      }
  return live
    .map((f, i) => ({ id: f.id, i, d: dist(origin, f.at) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.id);
}

/** A shooting's losses, to take effect once picked (a vehicle loses no figure by choice: none to pick). */
export function shotLosses(s: OdState, shot: ShotRoll, pointBlank = false): Losses {
  const t = unitOf(s, shot.plan.target)!;
  return {
    unit: t.id,
    by: shot.plan.shooter,
    count: t.kind === 'vehicle' ? 0 : shot.kills,
    nearest: nearestFirst(
      t,
      shot.plan.lines.map((l) => l.from),
    ),
    shot,
    ...(pointBlank ? { pointBlank: true } : {}),
  };
}

/** A close-quarters round's losses: measured from the enemy unit's first figure. */
export function closeLosses(u: Unit, from: Unit, n: number): Losses {
  const at = leadOf(from)?.at ?? [0, 0];
  return { unit: u.id, by: from.id, count: n, nearest: nearestFirst(u, [at]) };
}

/** Whose pick it is: the figures that fall, or 'wait' with the question put to a person. */
function pick(ctx: Ctx, l: Losses): string[] | 'wait' {
  const s = ctx.s;
  const u = unitOf(s, l.unit)!;
  const live = new Set(liveFigures(u).map((f) => f.id));
  const nearest = l.nearest.filter((id) => live.has(id));
  const n = Math.min(l.count, nearest.length);
  const side = sideOf(s, u.side);
  // No choice to make: nothing falls, or all do. Otherwise a person asks for it, or takes the default.
  if (n === 0 || n >= nearest.length || side?.control !== 'human' || side.casualties !== 'ask')
    return nearest.slice(0, n);
  s.phase = {
    kind: 'casualties',
    question: { unit: u.id, side: u.side, by: l.by, count: n, nearest, cause: l.shot ? 'shot' : 'closeQuarters' },
  };
  return 'wait';
}

/** Tells every shot of the list not yet told (its log line: dice, hits, kills), once. */
function tellAll(ctx: Ctx, list: Losses[]): void {
  for (const x of list)
    if (x.shot && !x.told) {
      tellShooting(ctx, x.shot, x.pointBlank ? { pointBlank: true } : {});
      x.told = true;
    }
}

/** Settles the action's waiting losses: 'wait' while a person picks, else everything takes effect. */
export function settle(ctx: Ctx, a: Action, harm: (u: Unit, took: number, by: string) => void): 'wait' | undefined {
  const list = a.losses;
  if (!list?.length) return undefined;
  // Shots at the same moment (fire back) are all told before any takes effect, so a pin one of them adds is
  // not read as weighing on the other (play-test hunt, session 10: "takes 1 pin (2 now)" then "1 pin +1").
  if (list.filter((x) => x.shot).length > 1) tellAll(ctx, list);
  for (const l of list) {
    if (l.fell) continue;
    const p = pick(ctx, l);
    if (p === 'wait') {
      // The shots are in the log before their owner is asked who falls (play-test 8, 20): the question
      // must come after the dice that cause it.
      tellAll(ctx, list);
      return 'wait';
    }
    l.fell = p;
  }
  delete a.losses;
  for (const l of list) {
    if (l.shot) applyShooting(ctx, l.shot, l.pointBlank ? { pointBlank: true } : {}, l.fell!, !!l.told);
    else removeFigures(ctx, unitOf(ctx.s, l.unit)!, l.fell!);
  }
  for (const l of list) if (l.shot) harm(unitOf(ctx.s, l.unit)!, l.shot.kills, l.by);
  return undefined;
}

/** Why a pick of figures is refused for the open question (ids, as the sim words it), or undefined. */
export function pickRefusal(s: OdState, figures: readonly string[]): string | undefined {
  if (s.phase.kind !== 'casualties') return 'no casualties are to be picked now';
  const q = s.phase.question;
  if (figures.length !== q.count)
    return `${q.count} of ${q.unit}'s figures fall: name ${q.count}, not ${figures.length}`;
  const seen = new Set<string>();
  for (const id of figures) {
    if (!q.nearest.includes(id)) return `${id} is not a standing figure of ${q.unit}`;
    if (seen.has(id)) return `${id} is named twice`;
    seen.add(id);
  }
  return undefined;
}

/** The pick given (or the default, for a side handed to the computer) kept in the action's waiting losses. */
export function takePick(s: OdState, figures: readonly string[]): void {
  if (s.phase.kind !== 'casualties' || !s.action) return;
  const q = s.phase.question;
  const l = s.action.losses?.find((x) => !x.fell && x.unit === q.unit);
  if (l) l.fell = [...figures];
  s.phase = { kind: 'order', side: unitOf(s, s.action.unit)!.side };
}
