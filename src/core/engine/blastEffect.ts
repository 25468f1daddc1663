// A blast on the table (a grenade or a rocket landing): who is inside the 5" circle, who escapes by
// being prone or behind cover at least as strong as the Impact, damage for the rest, and the Crisis
// tests it sets off for everyone it caught or frightened.
import { computeBlast } from '../../geometry/blast';
import { coverValueBetween } from '../../geometry/cover';
import type { Vec } from '../../geometry/shapes';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { takeHits } from './damage';
import { crisisTests, TestBook } from './reactions';
import type { CrisisCause } from '../tables/reactionTests';
import { resolveEscapeBlast } from '../rules/grenade';
import { geoOf, isActiveStatus, onTable } from './world';
import { dist, sees } from './world';

export function blastAt(ctx: Ctx, at: Vec, impact: number, cause: FigureState, depth: number): { hit: string[]; spared: string[] } {
  const w = ctx.world();
  const res = computeBlast({
    centre: at, impact, figures: onTable(ctx.s).map(geoOf),
    coverDvBetween: (p, c) => coverValueBetween(w.terrain, p, c).dv,
  });
  ctx.emit({
    type: 'blast', at, inside: res.inside, escapes: res.escapes,
    text: res.inside.length === 0 ? 'The blast catches nobody.' : res.members.map((m) => m.reason).join('; ') + '.',
  });
  const hit: string[] = [];
  for (const id of res.harmed) {
    const f = ctx.fig(id);
    if (f.status === 'obviouslyDead') continue;
    hit.push(id);
    if (cause.side !== f.side) cause.record.hitEnemy = true;
    takeHits(ctx, f, 1, impact, cause, 'ranged');
  }
  const spared = Object.keys(res.escapes);
  const testers = new TestBook();
  for (const id of spared) {
    const f = ctx.fig(id);
    if (isActiveStatus(f)) testers.add(f, 'firedOn', cause);
  }
  for (const id of hit) {
    const down = ctx.fig(id);
    for (const friend of Object.values(ctx.s.figures)) {
      if (friend.side !== down.side || hit.includes(friend.id) || !isActiveStatus(friend) || dist(friend.at, down.at) > 4) continue;
      if (!sees(ctx.s, ctx.world(), friend, down, true)) continue;
      testers.add(friend, 'manDown', cause);
    }
  }
  if (testers.size) crisisTests(ctx, testers.list(), depth);
  return { hit, spared };
}

/** A throw that goes wrong lands at the thrower's feet: those standing in the circle may dive prone (1d6 vs Rep). */
export function dropAtFeet(ctx: Ctx, thrower: FigureState, impact: number, depth: number): void {
  const inCircle = onTable(ctx.s).filter((x) => isActiveStatus(x) && dist(x.at, thrower.at) <= 2.5 && x.stance === 'standing');
  for (const e of resolveEscapeBlast(inCircle.map((x) => ({ id: x.id, rep: x.rep })), ctx.roll)) {
    if (!e.droppedProne) continue;
    const x = ctx.fig(e.id);
    x.stance = 'prone';
    ctx.emit({ type: 'stance', figure: x.id, stance: 'prone', why: 'dives to the ground to escape the dropped grenade' });
  }
  ctx.touched();
  blastAt(ctx, thrower.at, impact, thrower, depth);
}

/** A miss that still frightens: everyone in the circle takes a Crisis test as if fired on. */
export function blastScare(ctx: Ctx, at: Vec, cause: FigureState, depth: number): void {
  const testers = onTable(ctx.s)
    .filter((f) => isActiveStatus(f) && f.side !== cause.side && dist(f.at, at) <= 2.5)
    .map((f) => ({ f, causes: new Set<CrisisCause>(['firedOn']), by: cause }));
  if (testers.length) crisisTests(ctx, testers, depth);
}
