// The active figure's simple actions: turn, go prone, stand, reload, fire, ready and throw a grenade,
// charge, and retrieve a wounded friend (or take an enemy who is out of the fight). Each checks that it
// is allowed and says why not; the reducer turns a refusal into an illegal-command error.
import { computeSwath } from '../../../geometry/swath';
import { canSee } from '../../../geometry/los';
import { NORMAL_MOVE } from '../../../geometry/movement';
import type { Vec } from '../../../geometry/shapes';
import { resolveReadyGrenade, resolveThrowGrenade } from '../rules/grenade';
import { resolveRetrieveWounded } from '../rules/retrieveWounded';
import { RETRIEVE_WOUNDED_TABLE } from '../tables/retrieveWounded';
import { WEAPONS, type WeaponStats } from '../tables/weapons';
import type { FigureState } from '../state';
import type { FireTarget } from './commands';
import type { Ctx } from './ctx';
import { blastAt, blastScare, dropAtFeet } from './blastEffect';
import { checkCharge, charge, planCharge } from './charge';
import { fastAllowance, carryAlong } from './move';
import { newcomers, resolveInSightAt } from './inSight';
import { canFireAt, shoot } from './shoot';
import { TestBook, crisisTests } from './reactions';
import { dist, geoOf, isActiveStatus, onTable, sees } from './world';
import { insidePolygon } from '../../../geometry/segments';
import { grenadeLandingText, readyGrenadeText, throwGrenadeText } from '../explain/grenade';
import { changeFloorText } from '../explain/move';
import { needsFastText, shortChargeText } from '../explain/charge';
import { captureQuestion, retrieveText } from '../explain/retrieveWounded';

export type Done = { ok: true } | { ok: false; error: string };
const OK: Done = { ok: true };
const no = (error: string): Done => ({ ok: false, error });

export const GRENADE_FORCES = ['military', 'guerilla', 'militia'] as const;

export function turnTo(ctx: Ctx, f: FigureState, facing: number): Done {
  // A facing already in [0, 360) is kept as given: folding it again is not exact ((92.454 + 360) % 360 is
  // 92.45400000000001), and that hair of a difference was logged as a turn (play-test 10b, 5).
  const to = facing >= 0 && facing < 360 ? facing : ((facing % 360) + 360) % 360;
  // A turn to the facing it already has is how a computer side opens an activation without committing
  // anyone (solo/orders.ts activateCommand): it changes nothing, so it says nothing. The log said "Tamsin
  // turns to face south" for a figure facing south already (play-test 36); and, with the facing folded
  // again, "Ash turns to face south" then at once "north" (play-test 10b, 5).
  const turned = to !== f.facing;
  f.facing = to;
  ctx.touched();
  if (turned) ctx.emit({ type: 'facing', figure: f.id, facing: f.facing });
  // Turning can bring an enemy into view as surely as moving can.
  const fresh = newcomers(ctx, [f]);
  if (fresh.length) resolveInSightAt(ctx, f, f.at);
  return OK;
}

export function goProne(ctx: Ctx, f: FigureState): Done {
  if (f.stance === 'prone') return no(`${f.id} is already prone`);
  f.stance = 'prone';
  // Going prone ends its movement (it may still fire), but it has not moved: not "active and moved".
  f.wentProne = true;
  ctx.touched();
  ctx.emit({ type: 'stance', figure: f.id, stance: 'prone', why: 'goes prone (ends its move, may still fire)' });
  return OK;
}

export function standUp(ctx: Ctx, f: FigureState): Done {
  if (f.stance === 'standing') return no(`${f.id} is already standing`);
  if (f.moved || f.wentProne) return no(`${f.id} has already ${f.moved ? 'moved' : 'gone prone'} this activation`);
  f.stance = 'standing';
  f.spent = (f.spent ?? 0) + NORMAL_MOVE / 2;
  ctx.touched();
  ctx.emit({ type: 'stance', figure: f.id, stance: 'standing', why: 'stands up: half its move' });
  return OK;
}

export function reload(ctx: Ctx, f: FigureState): Done {
  if (f.ammo !== 'outOfAmmo') return no(`${f.id} does not need to reload`);
  if (f.fastMoved) return no(`${f.id} fast moved this activation and can't reload`);
  if (f.fired) return no(`${f.id} has already fired this activation; reloading takes a whole activation`);
  f.ammo = 'loaded';
  f.reloaded = true;
  // Reloading is the activation's action (p.15; RULINGS): no shot until the next one.
  f.fired = true;
  ctx.emit({
    type: 'ammo',
    figure: f.id,
    ammo: 'loaded',
    why: 'reloads: that takes its activation (it may still move, no faster than normal, but not fire)',
  });
  return OK;
}

export function fireActive(
  ctx: Ctx,
  f: FigureState,
  targets: FireTarget[],
  side: 'left' | 'right' | undefined,
  offHand?: FireTarget[],
): Done {
  if (f.reloaded) return no(`${f.id} reloaded this activation and may not fire until its next`);
  if (f.fired) return no(`${f.id} has already fired this activation`);
  if (f.meleeWith?.length) return no(`${f.id} is locked in melee`);
  if (offHand) return fireBothHands(ctx, f, targets, side, offHand);
  const bad = checkShot(ctx, f, f.weapon, targets, side);
  if (bad) return no(bad);
  const r = shoot(ctx, {
    shooter: f.id,
    targets: targets.map((t) => ({ figure: t.figure, dice: t.dice })),
    mode: 'active',
  });
  return r.ok ? OK : no(r.error);
}

/**
 * A pistol in each hand, fired at once (p.18): each is its own shot, with its own dice cap and targets,
 * and each counts as snap fire. Whom the first shot fells the second no longer aims at. The targets' Crisis
 * tests come after both shots, one per figure.
 */
function fireBothHands(
  ctx: Ctx,
  f: FigureState,
  targets: FireTarget[],
  side: 'left' | 'right' | undefined,
  offHand: FireTarget[],
): Done {
  if (!f.offHand) return no(`${f.id} has no second pistol to fire`);
  const bad = checkShot(ctx, f, f.weapon, targets, side) ?? checkShot(ctx, f, f.offHand, offHand, side);
  if (bad) return no(bad);
  const book = new TestBook();
  const first = shoot(
    ctx,
    { shooter: f.id, targets: targets.map((t) => ({ ...t })), mode: 'active', twoPistols: true },
    0,
    book,
  );
  if (!first.ok) return no(first.error);
  const still = offHand.filter((t) => isActiveStatus(ctx.fig(t.figure)));
  if (still.length && f.ammo !== 'outOfAmmo') {
    const second = shoot(
      ctx,
      { shooter: f.id, targets: still.map((t) => ({ ...t })), mode: 'active', weapon: f.offHand, twoPistols: true },
      0,
      book,
    );
    if (!second.ok) return no(second.error);
  }
  if (book.size) crisisTests(ctx, book.list(), 0);
  return OK;
}

/** Whether `targets` make a legal shot for `weapon`: dice, sides, sight, range and swath; the error if not. */
function checkShot(
  ctx: Ctx,
  f: FigureState,
  weapon: FigureState['weapon'],
  targets: FireTarget[],
  side: 'left' | 'right' | undefined,
): string | undefined {
  if (targets.length === 0) return 'no targets given';
  const w: WeaponStats = WEAPONS[weapon];
  const total = targets.reduce((a, t) => a + t.dice, 0);
  if (targets.some((t) => !Number.isInteger(t.dice) || t.dice < 1)) return 'each target needs at least one die';
  const maxDice = w.blast ? 1 : w.target;
  if (total > maxDice) return `${w.label} fires at most ${maxDice} dice, ${total} declared`;
  for (const t of targets) {
    const x = ctx.s.figures[t.figure];
    if (!x) return `no figure "${t.figure}"`;
    if (x.side === f.side) return `${t.figure} is on ${f.id}'s own side`;
  }
  const first = ctx.fig(targets[0]!.figure);
  const c = canFireAt(ctx, f, first);
  if (!c.ok) return c.error;
  if (targets.length > 1) {
    if (w.blast) return `${w.label} fires at one spot`;
    const wld = ctx.world();
    const res = computeSwath({
      shooter: geoOf(f),
      first: first.id,
      side: side ?? 'right',
      width: w.target,
      range: w.range,
      figures: onTable(ctx.s).map(geoOf),
      canSee: (a, b) => sees(ctx.s, wld, ctx.fig(a.id), ctx.fig(b.id)),
    });
    const inside = res.ok ? new Set(res.targets.map((t) => t.id)) : new Set<string>();
    for (const t of targets.slice(1)) {
      if (!inside.has(t.figure)) {
        // Without a stated side, either side of the first target will do.
        const other = side
          ? undefined
          : computeSwath({
              shooter: geoOf(f),
              first: first.id,
              side: 'left',
              width: w.target,
              range: w.range,
              figures: onTable(ctx.s).map(geoOf),
              canSee: (a, b) => sees(ctx.s, wld, ctx.fig(a.id), ctx.fig(b.id)),
            });
        const okOther = other?.ok && targets.slice(1).every((x) => other.targets.some((y) => y.id === x.figure));
        if (!okOther)
          return `${t.figure} is not inside ${f.id}'s ${w.target}" swath ${side ? `to the ${side} ` : ''}of ${first.id}`;
        break;
      }
    }
  }
  return undefined;
}

export function readyGrenade(ctx: Ctx, f: FigureState): Done {
  const force = ctx.s.sides.find((s) => s.id === f.side)?.force;
  if (!force || !(GRENADE_FORCES as readonly string[]).includes(force))
    return no(`${f.side} (${force}) has no grenades: only military, guerilla and militia forces do`);
  if (f.grenade) return no(`${f.id} already holds a readied grenade`);
  if (f.moved) return no(`${f.id} has already moved: readying costs half the move, so ready it first`);
  const r = resolveReadyGrenade({ id: f.id, rep: f.rep }, ctx.roll);
  f.grenade = r.throwNow ? 'now' : 'later';
  f.spent = (f.spent ?? 0) + NORMAL_MOVE / 2;
  ctx.emit({
    type: 'test',
    test: 'readyGrenade',
    figure: f.id,
    passed: r.passed,
    result: r.result,
    row: r.ref,
    text: readyGrenadeText(f.id, r.die, f.rep, r.throwNow),
  });
  return OK;
}

/** Disabling a readied grenade (p.18): only when active; it costs nothing and can be readied again later. */
export function disableGrenade(ctx: Ctx, f: FigureState): Done {
  if (!f.grenade) return no(`${f.id} has no readied grenade to disable`);
  delete f.grenade;
  ctx.emit({ type: 'note', text: `${f.id} disables its readied grenade.` });
  return OK;
}

export function throwGrenade(ctx: Ctx, f: FigureState, at: Vec): Done {
  if (!f.grenade) return no(`${f.id} has no readied grenade (ready one first)`);
  if (f.grenade !== 'now') return no(`${f.id}'s grenade was readied too slowly to throw this activation`);
  if (f.grenadeTurn === ctx.s.turn) return no(`${f.id} has already thrown a grenade this turn`);
  const d = dist(f.at, at);
  if (d > 6) return no(`the spot is ${d.toFixed(1)}" away; grenades reach 6"`);
  const wld = ctx.world();
  const spotVisible = canSee(wld, geoOf(f), { id: '(spot)', at, facing: 0 }, { ignoreFigures: true });
  const droppedOrRolled = !spotVisible && droppedOver(ctx, f.at, at);
  const r = resolveThrowGrenade({ id: f.id, rep: f.rep, distance: d, spotVisible, droppedOrRolled }, ctx.roll);
  if (!r.ok) return no(r.detail);
  delete f.grenade;
  f.grenadeTurn = ctx.s.turn;
  f.fired = true;
  // Where it landed, for the table's mark and the log: the spot, wide of it (a miss), or the thrower's feet.
  const landed: Vec = r.blastAt === 'thrower' ? [f.at[0], f.at[1]] : [at[0], at[1]];
  const where = grenadeLandingText(f.id, r.blastAt, at);
  ctx.emit({
    type: 'test',
    test: 'throwGrenade',
    figure: f.id,
    passed: r.passed,
    result: r.result,
    row: r.ref,
    at: landed,
    text: throwGrenadeText(
      f.id,
      d,
      r.dice,
      f.rep,
      spotVisible ? 'inView' : droppedOrRolled ? 'droppedOrRolled' : 'outOfView',
      r.result,
      where,
    ),
  });
  if (r.blastAt === 'spot') blastAt(ctx, at, WEAPONS.G.impact, f, 0);
  else if (r.blastAt === 'thrower') dropAtFeet(ctx, f, WEAPONS.G.impact, 0);
  else if (r.crisisAtSpot) blastScare(ctx, at, f, 0);
  return OK;
}

/** Farthest a grenade can be dropped over a wall or rolled through a door rather than thrown. */
export const DROP_REACH = 3;

/**
 * A grenade is "dropped over" when the thrower stands within 1" of a wall that lies between it and a spot
 * within 3", or "rolled in" when it stands within 1" of a door of the building the spot (within 3") is in.
 * A spot farther off is a blind throw.
 */
function droppedOver(ctx: Ctx, from: Vec, spot: Vec): boolean {
  if (dist(from, spot) > DROP_REACH) return false;
  for (const t of ctx.s.terrain) {
    if (t.type === 'wall') {
      for (let i = 1; i < t.line.length; i++) {
        const a = t.line[i - 1]!;
        const b = t.line[i]!;
        if (segmentsCross(from, spot, a, b) && distToSegment(from, a, b) <= 1) return true;
      }
    }
    if (t.type === 'building' && insidePolygon(spot[0], spot[1], t.polygon)) {
      if (t.openings.some((o) => o.kind === 'door' && dist(o.at, from) <= 1)) return true;
    }
  }
  return false;
}

function segmentsCross(p: Vec, q: Vec, a: Vec, b: Vec): boolean {
  const c = (o: Vec, u: Vec, v: Vec) => (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0]);
  return c(p, q, a) * c(p, q, b) <= 0 && c(a, b, p) * c(a, b, q) <= 0;
}

function distToSegment(p: Vec, a: Vec, b: Vec): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return dist(p, [a[0] + t * dx, a[1] + t * dy]);
}

/** Going up or down inside a building takes the figure's whole activation (p.24). */
export function changeFloor(ctx: Ctx, f: FigureState, floor: number): Done {
  const b = ctx.s.terrain.find((t) => t.type === 'building' && insidePolygon(f.at[0], f.at[1], t.polygon));
  if (!b || b.type !== 'building') return no(`${f.id} is not inside a building`);
  if (floor < 0 || floor >= b.floors)
    return no(`building ${b.id} has ${b.floors} floor${b.floors > 1 ? 's' : ''} (0 to ${b.floors - 1})`);
  if ((f.floor?.level ?? 0) === floor) return no(`${f.id} is already on floor ${floor}`);
  if (f.moved || f.fired) return no(`changing floor takes ${f.id}'s whole activation, and ${f.id} has already acted`);
  if (floor === 0) delete f.floor;
  else f.floor = { building: b.id, level: floor };
  f.moved = true;
  f.fired = true;
  ctx.touched();
  ctx.emit({ type: 'note', text: changeFloorText(f.id, floor, b.id) });
  return OK;
}

export function chargeActive(ctx: Ctx, f: FigureState, targetId: string): Done {
  const t = ctx.fig(targetId);
  const plan = planCharge(ctx, f, t);
  if (!plan.ok) return no(plan.error);
  if (!plan.fast) {
    f.moved = true;
    charge(ctx, f, t, plan.path, 'active');
    return OK;
  }
  // Out of a normal move's reach but inside a Fast Move's: the group throws for it (p.21; RULINGS).
  ctx.emit({ type: 'note', text: needsFastText(f.id, t.id) });
  const c = checkCharge(ctx, f, t, fastAllowance(ctx, f) - (f.spent ?? 0));
  f.fastMoved = true;
  f.moved = true;
  if (c.ok) {
    charge(ctx, f, t, c.path, 'active');
    return OK;
  }
  // Short: it runs as far as the throw lets it, and neither melees nor fires (p.21).
  f.fired = true;
  const reached = c.ok === false && c.reached ? c.reached : [f.at];
  const end = reached[reached.length - 1]!;
  if (dist(f.at, end) > 1e-9) {
    const from = f.at;
    f.at = [end[0], end[1]];
    if (f.stance === 'prone') f.stance = 'standing';
    f.facing = Math.round(((Math.atan2(t.at[1] - f.at[1], t.at[0] - f.at[0]) * 180) / Math.PI + 360) % 360);
    ctx.touched();
    ctx.emit({
      type: 'move',
      figure: f.id,
      from,
      to: f.at,
      path: reached,
      inches: Math.round(dist(from, end) * 100) / 100,
      why: `charging ${t.id}`,
    });
  }
  ctx.emit({ type: 'note', text: shortChargeText(f.id, c.error) });
  return OK;
}

/** Retrieve a wounded friend, or take an enemy who is out of the fight (capture or dispatch). */
export function retrieve(ctx: Ctx, f: FigureState, targetId: string | undefined, take?: 'capture' | 'dispatch'): Done {
  const candidates = Object.values(ctx.s.figures).filter(
    (x) => x.status === 'outOfTheFight' && !x.carriedBy && dist(x.at, f.at) <= NORMAL_MOVE,
  );
  const t = targetId ? ctx.fig(targetId) : candidates.sort((a, b) => dist(a.at, f.at) - dist(b.at, f.at))[0];
  if (!t) return no(`no figure out of the fight within ${NORMAL_MOVE}" of ${f.id}`);
  if (t.status !== 'outOfTheFight') return no(`${t.id} is not out of the fight`);
  if (f.moved) return no(`${f.id} has already moved this activation`);
  if (f.carrying) return no(`${f.id} is already carrying ${f.carrying}`);
  const d = dist(f.at, t.at);
  const reach = NORMAL_MOVE - (f.spent ?? 0) - (t.side === f.side ? 2 : 0);
  if (d - 1 > reach) return no(`${t.id} is ${d.toFixed(1)}" away, beyond ${f.id}'s reach this activation`);
  if (t.side === f.side) {
    const will = resolveRetrieveWounded({ id: f.id, rep: f.rep, star: f.star }, ctx.roll);
    ctx.emit({
      type: 'test',
      test: 'retrieveWounded',
      figure: f.id,
      result: will.willing ? 'willing' : 'unwilling',
      text: retrieveText(f.id, will.willing, t.id, f.star),
    });
    f.moved = true;
    if (!will.willing) return OK;
    const from = f.at;
    f.at = [t.at[0], t.at[1]];
    f.carrying = t.id;
    t.carriedBy = f.id;
    // The walk there and the 2" lift come off the move; the rest may still be walked, carrying (p.22).
    f.spent = (f.spent ?? 0) + d + RETRIEVE_WOUNDED_TABLE.pickUpCost;
    f.pickedUp = true;
    ctx.touched();
    ctx.emit({
      type: 'move',
      figure: f.id,
      from,
      to: f.at,
      path: [from, f.at],
      inches: Math.round(d * 100) / 100,
      why: `picks up ${t.id} (2" of the move)`,
    });
    carryAlong(ctx, f);
    return OK;
  }
  // An enemy out of the fight: the player chooses capture or dispatch (RULINGS; the computer captures), but a
  // prisoner needs a guard: with every guard already watching six, the only way left is to dispatch.
  const side = f.side;
  const guards = Object.values(ctx.s.figures).filter((x) => x.side === side && x.status === 'carryOn').length;
  const captives = Object.values(ctx.s.figures).filter((x) => x.status === 'captured' && x.side !== side).length;
  const from = f.at;
  const toward: Vec = d > 1 ? [t.at[0] + (f.at[0] - t.at[0]) / d, t.at[1] + (f.at[1] - t.at[1]) / d] : f.at;
  f.at = toward;
  f.moved = true;
  ctx.touched();
  ctx.emit({
    type: 'move',
    figure: f.id,
    from,
    to: f.at,
    path: [from, f.at],
    inches: Math.round(dist(from, toward) * 100) / 100,
    why: `into contact with ${t.id}`,
  });
  if (captives >= guards * 6) {
    ctx.setStatus(t, 'obviouslyDead', `dispatched by ${f.id}: no one free to guard another prisoner`);
    return OK;
  }
  const choice =
    take ??
    ctx.decide({
      kind: 'captureOrDispatch',
      figure: f.id,
      options: ['capture', 'dispatch'],
      fallback: 'capture',
      text: captureQuestion(f.id, t.id),
    });
  if (choice === 'dispatch') ctx.setStatus(t, 'obviouslyDead', `dispatched by ${f.id}`);
  else ctx.setStatus(t, 'captured', `taken prisoner by ${f.id}`);
  return OK;
}

/** Hunkered-down figures with an enemy within 4" give themselves up. */
export function surrenders(ctx: Ctx): void {
  for (const f of Object.values(ctx.s.figures)) {
    if (f.status !== 'hunkerDown') continue;
    const w = ctx.world();
    const enemy = Object.values(ctx.s.figures).find(
      (e) =>
        e.side !== f.side &&
        e.status === 'carryOn' &&
        dist(e.at, f.at) <= 4 &&
        (sees(ctx.s, w, e, f, true) || sees(ctx.s, w, f, e, true)),
    );
    if (enemy) ctx.setStatus(f, 'captured', `surrenders to ${enemy.id}, who is within 4"`);
  }
}

export { canFireAt };
