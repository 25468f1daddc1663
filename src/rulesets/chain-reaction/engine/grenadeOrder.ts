// When the computer uses a grenade (the stated policy, for the enemy in encounters, the player's autopilot
// and plain computer sides). Grenades are what the book gives soldiers, guerillas and militia against an
// enemy behind cover, so the computer reaches for one when a throw would hurt:
//  - a spot is worth it when the 5" circle there catches at least one enemy who would take damage (not
//    prone, not behind cover as strong as the Impact) and no friend, the thrower included; spots it looks
//    at are each enemy in reach and the middle of each pair of them;
//  - it throws only at a spot it can see (a blind throw that passes one die is a miss);
//  - it readies one before moving when such a spot is in reach and the throw beats shooting: two or more
//    enemies would be hurt, or the best one is in cover from the thrower, or it has no shot at all;
//  - a grenade readied too slowly is kept and thrown from the next activation, when a good spot is there.
import { BLAST_RADIUS } from '../../../geometry/blast';
import { blastOn } from '../rules/blastCircle';
import { coverValueBetween } from '../../../geometry/cover';
import { canSee } from '../../../geometry/los';
import type { Vec } from '../../../geometry/shapes';
import { r3 } from '../../../geometry/vec';
import type { FigureState } from '../state';
import type { Command } from './commands';
import type { Ctx } from './ctx';
import { GRENADE_FORCES } from './actions';
import { canFireAt } from './shoot';
import { dist, geoOf, inCover, isActiveStatus, onTable } from './world';
import { WEAPONS } from '../tables/weapons';

/** A grenade reaches this far. */
export const GRENADE_REACH = 6;
/** Keep friends this far beyond the circle's edge: a thrown spot is exact, but bases have size. */
const FRIEND_MARGIN = 0.5;

export interface GrenadeSpot {
  at: Vec;
  /** Enemies the blast would damage. */
  harmed: string[];
  /** Enemies inside who would escape the damage but still be shaken. */
  shaken: string[];
}

export function hasGrenades(ctx: Ctx, f: FigureState): boolean {
  const force = ctx.s.sides.find((s) => s.id === f.side)?.force;
  return !!force && (GRENADE_FORCES as readonly string[]).includes(force);
}

/** The best spot for `f` to throw at from where it stands, or none worth a grenade. */
export function bestGrenadeSpot(ctx: Ctx, f: FigureState, enemies: readonly FigureState[]): GrenadeSpot | undefined {
  const near = enemies.filter((e) => isActiveStatus(e) && dist(f.at, e.at) <= GRENADE_REACH + BLAST_RADIUS);
  if (!near.length) return undefined;
  const spots: Vec[] = [];
  for (const e of near) spots.push(e.at);
  for (let i = 0; i < near.length; i++) {
    for (let j = i + 1; j < near.length; j++) {
      const a = near[i]!.at,
        b = near[j]!.at;
      if (dist(a, b) <= 2 * BLAST_RADIUS) spots.push([r3((a[0] + b[0]) / 2), r3((a[1] + b[1]) / 2)]);
    }
  }
  const w = ctx.world();
  const everyone = onTable(ctx.s);
  const figures = everyone.map(geoOf);
  const enemyIds = new Set(near.map((e) => e.id));
  let best: GrenadeSpot | undefined;
  let bestSpread = Infinity;
  for (const at of spots) {
    if (dist(f.at, at) > GRENADE_REACH) continue;
    // No friend (nor the thrower) anywhere near the circle.
    if (
      everyone.some(
        (o) => o.side === f.side && o.status !== 'obviouslyDead' && dist(o.at, at) <= BLAST_RADIUS + FRIEND_MARGIN,
      )
    )
      continue;
    if (!canSee(w, geoOf(f), { id: '(spot)', at, facing: 0 }, { ignoreFigures: true })) continue;
    const res = blastOn({
      centre: at,
      impact: WEAPONS.G.impact,
      figures,
      coverDvBetween: (p, c) => coverValueBetween(w.terrain, p, c).dv,
    });
    const harmed = res.harmed.filter((id) => enemyIds.has(id));
    if (!harmed.length) continue;
    const shaken = res.inside.filter((id) => enemyIds.has(id) && !harmed.includes(id));
    // The landing spot is exact, but a spot in the middle of those it hurts leaves the most room.
    const spread = Math.max(...harmed.map((id) => dist(ctx.fig(id).at, at)));
    if (
      !best ||
      harmed.length > best.harmed.length ||
      (harmed.length === best.harmed.length &&
        (shaken.length > best.shaken.length || (shaken.length === best.shaken.length && spread < bestSpread - 1e-9)))
    ) {
      best = { at, harmed, shaken };
      bestSpread = spread;
    }
  }
  return best;
}

/** A grenade command for `f` now (ready or throw), or none. Call before the figure moves or fires. */
export function grenadeOrder(ctx: Ctx, f: FigureState, enemies: readonly FigureState[]): Command | undefined {
  if (f.status !== 'carryOn' || f.fired || f.carrying || f.meleeWith?.length || !hasGrenades(ctx, f)) return undefined;
  if (f.grenade === 'later') return undefined;
  if (f.grenade === 'now') {
    if (f.grenadeTurn === ctx.s.turn) return undefined;
    const spot = bestGrenadeSpot(ctx, f, enemies);
    return spot ? { do: 'throwGrenade', figure: f.id, at: spot.at } : undefined;
  }
  if (f.moved || f.fastMoved || f.grenadeTurn === ctx.s.turn) return undefined;
  const spot = bestGrenadeSpot(ctx, f, enemies);
  if (!spot) return undefined;
  if (spot.harmed.length >= 2) return { do: 'readyGrenade', figure: f.id };
  const target = ctx.fig(spot.harmed[0]!);
  const shot = canFireAt(ctx, f, target);
  if (!shot.ok || inCover(ctx.world(), target, f)) return { do: 'readyGrenade', figure: f.id };
  return undefined;
}
