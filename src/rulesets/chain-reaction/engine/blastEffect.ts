// A blast on the table (a grenade or a rocket landing): who is inside the 5" circle, who escapes by
// being prone or behind cover at least as strong as the Impact, damage for the rest, and the Crisis
// tests it sets off for everyone it caught or frightened.
import { blastOn } from '../rules/blastCircle';
import { insidePolygon } from '../../../geometry/segments';
import { coverValueBetween } from '../../../geometry/cover';
import type { Vec } from '../../../geometry/shapes';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { takeHits } from './damage';
import { crisisTests, TestBook } from './reactions';
import type { CrisisCause } from '../tables/reactionTests';
import { resolveEscapeBlast } from '../rules/grenade';
import { geoOf, isActiveStatus, onTable } from './world';
import { outgunned } from '../rules/outgunned';
import { WEAPONS } from '../tables/weapons';
import { dist, sees } from './world';
import { blastText } from '../explain/grenade';

/** `floor`: a blast inside a building on that floor, which leaves the building's other floors out. */
export function blastAt(
  ctx: Ctx,
  at: Vec,
  impact: number,
  cause: FigureState,
  depth: number,
  floor?: { building: string; level: number },
  noTests = false,
): { hit: string[]; spared: string[] } {
  const w = ctx.world();
  const sameFloor = (f: FigureState) =>
    !floor ||
    (f.floor?.building === floor.building ? f.floor.level : 0) === floor.level ||
    !sharesBuilding(ctx, f, floor.building);
  const res = blastOn({
    centre: at,
    impact,
    figures: onTable(ctx.s).filter(sameFloor).map(geoOf),
    coverDvBetween: (p, c) => coverValueBetween(w.terrain, p, c).dv,
  });
  // Who the blast spares is said to test only when a test follows (still in the fight, and tests allowed).
  const escapeTests = new Set(noTests ? [] : Object.keys(res.escapes).filter((id) => isActiveStatus(ctx.fig(id))));
  ctx.emit({
    type: 'blast',
    at,
    inside: res.inside,
    escapes: res.escapes,
    text: blastText(res.members, impact, escapeTests),
  });
  const hit: string[] = [];
  for (const id of res.harmed) {
    const f = ctx.fig(id);
    if (f.status === 'obviouslyDead') continue;
    hit.push(id);
    if (cause.side !== f.side) cause.record = { ...cause.record, hitEnemy: true };
    takeHits(ctx, f, 1, impact, cause, 'ranged');
  }
  const spared = Object.keys(res.escapes);
  const testers = new TestBook();
  for (const id of spared) {
    const f = ctx.fig(id);
    if (isActiveStatus(f)) testers.add(f, blastCause(ctx, f, cause, impact), cause);
  }
  for (const id of hit) {
    const down = ctx.fig(id);
    for (const friend of Object.values(ctx.s.figures)) {
      if (
        friend.side !== down.side ||
        hit.includes(friend.id) ||
        !isActiveStatus(friend) ||
        dist(friend.at, down.at) > 4
      )
        continue;
      if (!sees(ctx.s, ctx.world(), friend, down, true)) continue;
      testers.add(friend, 'manDown', cause);
    }
  }
  // A rocket fired at a charger sets off no reaction tests, for those it spares or their friends either.
  if (testers.size && !noTests) crisisTests(ctx, testers.list(), depth);
  return { hit, spared };
}

/**
 * Blast circle weapons rank 5 on the Outgunned Rankings (p.15): a figure the blast spares or frightens is
 * outgunned unless it carries a blast weapon itself (or is a Star, which the Crisis test sees to).
 */
function blastCause(ctx: Ctx, f: FigureState, cause: FigureState, impact: number): CrisisCause {
  const weapon = impact === WEAPONS.RL.impact ? 'RL' : 'G';
  const og = outgunned(weapon, {
    weapon: f.weapon,
    star: f.star,
    ammo: f.ammo === 'outOfAmmo' || (f.weapon === 'RL' && f.rocketTurn === ctx.s.turn) ? 'outOfAmmo' : 'loaded',
    distance: dist(f.at, cause.at),
  });
  return og.outgunned ? 'outgunned' : 'firedOn';
}

/** A throw that goes wrong lands at the thrower's feet: those standing in the circle may dive prone (1d6 vs Rep). */
export function dropAtFeet(ctx: Ctx, thrower: FigureState, impact: number, depth: number): void {
  const inCircle = onTable(ctx.s).filter(
    (x) => isActiveStatus(x) && dist(x.at, thrower.at) <= 2.5 && x.stance === 'standing',
  );
  for (const e of resolveEscapeBlast(
    inCircle.map((x) => ({ id: x.id, rep: x.rep })),
    ctx.roll,
  )) {
    if (!e.droppedProne) continue;
    const x = ctx.fig(e.id);
    x.stance = 'prone';
    ctx.emit({
      type: 'stance',
      figure: x.id,
      stance: 'prone',
      why: 'dives to the ground to escape the dropped grenade',
    });
  }
  ctx.touched();
  blastAt(ctx, thrower.at, impact, thrower, depth);
}

/** A miss that still frightens: everyone in the circle takes a Crisis test, outgunned by the blast. */
export function blastScare(ctx: Ctx, at: Vec, cause: FigureState, depth: number): void {
  const testers = onTable(ctx.s)
    .filter((f) => isActiveStatus(f) && f.side !== cause.side && dist(f.at, at) <= 2.5)
    .map((f) => ({ f, causes: new Set<CrisisCause>([blastCause(ctx, f, cause, WEAPONS.G.impact)]), by: cause }));
  if (testers.length) crisisTests(ctx, testers, depth);
}

/** Whether `f` stands inside building `id` (figures outside it are on no floor of it). */
function sharesBuilding(ctx: Ctx, f: FigureState, id: string): boolean {
  if (f.floor?.building === id) return true;
  const b = ctx.s.terrain.find((t) => t.id === id);
  return !!b && b.type === 'building' && insidePolygon(f.at[0], f.at[1], b.polygon);
}
