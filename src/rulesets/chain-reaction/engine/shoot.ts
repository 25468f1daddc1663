// Firing a weapon in play: checks the shot is possible (loaded, in range, in sight, inside the swath),
// resolves it on the Ranged Combat table, applies the damage and hands the misses and the fallen to the
// reaction tests. Fire when active, In Sight fire, return fire and snap fire all come through here.
import { resolveFire, type FireTarget as RuleTarget } from '../rules/fire';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { takeHits } from './damage';
import { codeWords } from '../explain/words';
import { reactToFire, type TestBook } from './reactions';
import { dist, inCover, isActiveStatus, sees } from './world';
import { blastAt, blastScare, dropAtFeet } from './blastEffect';
import { resolveThrowGrenade } from '../rules/grenade';
import { buildingAt, levelIn, rocketOnBuilding } from './collapse';
import { crowdedOut } from './openingCrowd';
import { fireText, rocketText, rocketWhy, shotsWhy } from '../explain/fire';
import { reactionGrenadeQuestion, reactionGrenadeText } from '../explain/grenade';
import { NOT_TARGETS } from '../status';

import type { FireMode, ShotCheck, ShotOrder } from './shotTypes';

export type { FireMode, ShotCheck, ShotOrder } from './shotTypes';

const SNAP: readonly FireMode[] = ['snapFire', 'chargeSnap'];

/** Whether `shooter` could fire at `target` now, and why not. */
export function canFireAt(ctx: Ctx, shooter: FigureState, target: FigureState): ShotCheck {
  const w: WeaponStats = WEAPONS[shooter.weapon];
  if (w.thrown) return { ok: false, error: `${shooter.id} has no gun to fire (grenades are thrown)` };
  if (shooter.ammo === 'outOfAmmo') return { ok: false, error: `${shooter.id} is out of ammo and must reload` };
  if (shooter.weapon === 'RL' && shooter.rocketTurn === ctx.s.turn)
    return { ok: false, error: `${shooter.id}'s rocket launcher has fired this turn` };
  // The same figures the swath leaves out (geometry/swath NOT_TARGETS): a first target is no different.
  if ((NOT_TARGETS as readonly string[]).includes(target.status)) {
    return { ok: false, error: `${target.id} is ${codeWords(target.status)}` };
  }
  const d = dist(shooter.at, target.at);
  if (d > w.range)
    return {
      ok: false,
      error: `${target.id} is ${d.toFixed(1)}" away, beyond ${shooter.id}'s ${w.label.toLowerCase()} range of ${w.range}"`,
    };
  if (!sees(ctx.s, ctx.world(), shooter, target))
    return { ok: false, error: `${shooter.id} has no line of sight to ${target.id}`, noSight: true };
  const ahead = crowdedOut(ctx.s, shooter);
  if (ahead)
    return {
      ok: false,
      error: `${shooter.id} can't fire from its door or window: ${ahead.join(' and ')} already fill it (two at most)`,
    };
  return { ok: true };
}

export interface ShotReport {
  ok: true;
  hitFigures: string[];
  missedFigures: string[];
}

/** Fires and resolves everything the shot causes, reactions included. */
/** With a `book`, the tests the shot causes are noted there for the caller to take together (In Sight). */
export function shoot(
  ctx: Ctx,
  order: ShotOrder,
  depth = 0,
  book?: TestBook,
  noTests = false,
): ShotReport | { ok: false; error: string } {
  const shooter = ctx.fig(order.shooter);
  const targets = order.targets.map((t) => ({ t, f: ctx.fig(t.figure) }));
  for (const { f } of targets) {
    const c = canFireAt(ctx, shooter, f);
    if (!c.ok) return c;
  }
  if (shooter.weapon === 'RL') return fireRocket(ctx, shooter, targets[0]!.f, order, depth, book, noTests);
  const weapon = order.weapon ?? shooter.weapon;
  const w = ctx.world();
  const ruleTargets: RuleTarget[] = targets.map(({ t, f }) => ({
    id: f.id,
    dice: t.dice,
    inCover: inCover(w, f, shooter),
    prone: f.stance === 'prone',
    fastMoving: f.fastMoved && ctx.s.active?.figures.includes(f.id) === true,
    distance: dist(shooter.at, f.at),
  }));
  const fastMoving = shooter.fastMoved && ctx.s.active?.figures.includes(shooter.id) === true;
  const res = resolveFire(
    {
      // Carrying a wounded friend, every shot counts as snap fire (p.22).
      shooter: {
        id: shooter.id,
        rep: shooter.rep,
        weapon,
        ammo: shooter.ammo === 'outOfAmmo' ? 'outOfAmmo' : 'loaded',
        fastMoving,
        snapFire: SNAP.includes(order.mode),
        ...(shooter.carrying ? { carrying: shooter.carrying } : {}),
        ...(order.twoPistols ? { twoPistols: true } : {}),
      },
      targets: ruleTargets,
    },
    ctx.roll,
  );
  if (!res.ok) return { ok: false, error: `${shooter.id} can't fire: ${res.detail}` };
  if (order.mode === 'active' || order.mode === 'inSight') shooter.fired = true;
  ctx.emit({
    type: 'fire',
    figure: shooter.id,
    weapon,
    snap: res.snapFire,
    reaction: order.mode,
    targets: res.targets.map((t) => ({
      figure: t.id!,
      dice: t.dice,
      hit: t.hits > 0,
      why: shotsWhy(
        shooter.rep,
        t.shots.map((s) => ({
          die: s.table.die,
          total: s.table.total,
          hit: s.hit,
          ...(s.table.missReasons ? { missReasons: s.table.missReasons } : {}),
          ...(s.pitiful ? { pitiful: s.pitiful } : {}),
        })),
        res.carrying,
      ),
    })),
    text: fireText(
      shooter.id,
      order.mode,
      WEAPONS[weapon].label,
      res.targets.map((t) => ({ id: t.id!, hits: t.hits })),
      order.twoPistols,
    ),
  });
  if (res.ammoAfter === 'outOfAmmo' && shooter.ammo !== 'outOfAmmo') {
    shooter.ammo = 'outOfAmmo';
    ctx.emit({
      type: 'ammo',
      figure: shooter.id,
      ammo: 'outOfAmmo',
      why: 'the shot threw two or more 1s, so this shot is its last until it reloads',
    });
  }
  const hitFigures: string[] = [];
  const missedFigures: string[] = [];
  for (const t of res.targets) {
    const f = ctx.fig(t.id!);
    if (t.hits > 0) {
      hitFigures.push(f.id);
      shooter.record = { ...shooter.record, hitEnemy: true };
      takeHits(ctx, f, t.hits, WEAPONS[weapon].impact, shooter, 'ranged');
    } else missedFigures.push(f.id);
  }
  // Fire at a charger causes no reaction tests (Charge into Melee table).
  if (!noTests) reactToFire(ctx, shooter, hitFigures, missedFigures, depth, book);
  return { ok: true, hitFigures, missedFigures };
}

function fireRocket(
  ctx: Ctx,
  shooter: FigureState,
  target: FigureState,
  order: ShotOrder,
  depth: number,
  book?: TestBook,
  noTests = false,
): ShotReport {
  const w = ctx.world();
  const res = resolveFire(
    {
      shooter: {
        id: shooter.id,
        rep: shooter.rep,
        weapon: 'RL',
        ammo: 'loaded',
        snapFire: SNAP.includes(order.mode),
        ...(shooter.carrying ? { carrying: shooter.carrying } : {}),
      },
      targets: [
        {
          id: target.id,
          dice: 1,
          inCover: inCover(w, target, shooter),
          prone: target.stance === 'prone',
          distance: dist(shooter.at, target.at),
        },
      ],
    },
    ctx.roll,
  );
  if (order.mode === 'active' || order.mode === 'inSight') shooter.fired = true;
  shooter.rocketTurn = ctx.s.turn;
  shooter.ammo = 'outOfAmmo';
  const landed = res.ok && res.hits > 0;
  ctx.emit({
    type: 'fire',
    figure: shooter.id,
    weapon: 'RL',
    reaction: order.mode,
    targets: [{ figure: target.id, dice: res.ok ? res.applied : [], hit: landed, why: rocketWhy(landed) }],
    text: rocketText(shooter.id, target.id, landed),
  });
  ctx.emit({ type: 'ammo', figure: shooter.id, ammo: 'outOfAmmo', why: 'a rocket launcher is empty after each shot' });
  if (landed) {
    const b = buildingAt(ctx, target.at);
    // Inside a building the round bursts on its target's floor: those on other floors are not in the circle.
    const level = b ? levelIn(target, b) : 0;
    const floor = b ? { building: b.id, level } : undefined;
    const r = blastAt(ctx, target.at, WEAPONS.RL.impact, shooter, depth, floor, noTests);
    if (b) rocketOnBuilding(ctx, b, target.at, shooter, level);
    return { ok: true, hitFigures: r.hit, missedFigures: r.spared };
  }
  // Fire at a charger causes no reaction tests (Charge into Melee table), a rocket's as much as any other.
  if (!noTests) reactToFire(ctx, shooter, [], [target.id], depth, book);
  return { ok: true, hitFigures: [], missedFigures: [target.id] };
}

/**
 * A readied grenade thrown in a reaction (p.18): a figure whose Crisis Test has it fire back, and who holds a
 * readied grenade (made ready this activation too slowly, or earlier), may throw it at the cause instead,
 * when the cause is within 6" and in sight and no friend stands within the 2.5" of the blast. The owner
 * chooses; the default policy throws. Returns whether it threw.
 */
export function throwInReaction(ctx: Ctx, f: FigureState, cause: FigureState, depth: number): boolean {
  if (!f.grenade || f.grenadeTurn === ctx.s.turn) return false;
  const d = dist(f.at, cause.at);
  if (d > 6 || !sees(ctx.s, ctx.world(), f, cause)) return false;
  if (Object.values(ctx.s.figures).some((x) => x.side === f.side && isActiveStatus(x) && dist(x.at, cause.at) <= 2.5))
    return false;
  const want = ctx.decide({
    kind: 'reactionGrenade',
    figure: f.id,
    options: [true, false],
    fallback: true,
    text: reactionGrenadeQuestion(f.id, cause.id, d),
  });
  if (want !== true) return false;
  const r = resolveThrowGrenade(
    { id: f.id, rep: f.rep, distance: d, spotVisible: true, droppedOrRolled: false },
    ctx.roll,
  );
  if (!r.ok) return false;
  delete f.grenade;
  f.grenadeTurn = ctx.s.turn;
  ctx.emit({
    type: 'test',
    test: 'throwGrenade',
    figure: f.id,
    passed: r.passed,
    result: r.result,
    row: r.ref,
    text: reactionGrenadeText(f.id, cause.id, d, r.dice, f.rep, r.result),
  });
  if (r.blastAt === 'spot') blastAt(ctx, [cause.at[0], cause.at[1]], WEAPONS.G.impact, f, depth);
  else if (r.blastAt === 'thrower') dropAtFeet(ctx, f, WEAPONS.G.impact, depth);
  else if (r.crisisAtSpot) blastScare(ctx, [cause.at[0], cause.at[1]], f, depth);
  return true;
}
