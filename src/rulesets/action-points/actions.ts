// The commands a figure spends its AP on: moving (walk 3", run 6", crawl 1", dive 1"), turning, stances,
// stopping, spotting, shooting, throwing, hand to hand, clearing a jam, setting up a heavy weapon, ending
// the act. Each checks what the rules forbid first and answers a refusal in one line; the words `sight`,
// `AP`, `once` and `phase` name the contract's refusals.
import type { Vec } from '../../geometry/shapes';
import { dist, norm180 } from '../../geometry/vec';
import { AP_COSTS, GRENADES, LAUNCHERS, MANOEUVRE_TABLE, RANK_TABLE, SMOKE, VICTORY, WEAPONS } from './tables';
import { canAct, inContact, onTable } from './figures';
import { sees, seesVehicle, shootChance, spotChance, throwChance } from './chance';
import { hasSight, moveObstacles, pointSight, vehicleSight } from './terrain';
import { test, pi, spend, type Ctx } from './ctx';
import { mark, strike } from './harm';
import { meleeStrike } from './melee';
import { moveTo } from './moves';
import { finishAct } from './flow';
import type { ApCommand, ApState, Figure, Vehicle } from './types';
import { hitVehicle, penOf, vehicleTarget } from './vehicles';
import {
  dismountSpot,
  drivePath,
  gunner,
  inFootprint,
  mountedLauncher,
  spotterOf,
  flying,
  isAircraft,
  isDriver,
  vehicleOf,
} from './crew';
import { iedGoesOff, iedOnPath, searchIeds, searchRefusal } from './ieds';
import { deviate, explode } from './blast';
import { fire, setUpLauncher } from './launchers';
import { carry, evacuate, putDown } from './evacuation';
import { FLIGHT_AP, takeOffOrLand } from './flight';
import { fireSmokeSalvo } from './smokeLaunchers';

type Refusal = string | undefined;

const facingTo = (a: Vec, b: Vec): number =>
  Math.round((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI + 360) % 360;

/** Turning more than 90 degrees costs 1 AP (Movement AP table). */
export function turnCost(from: number, to: number): number {
  return Math.abs(norm180(to - from)) > 90 ? AP_COSTS.turn.ap : 0;
}

/**
 * A move's length as the table measures and the log says it, to a tenth of an inch: a walk the log calls 3"
 * costs 1 AP, not 2 for 3.01" (play-test hunt, session 10: "walk for 2 AP" beside "moves 3"").
 */
const measured = (d: number): number => Math.round(d * 10) / 10;

export function moveCost(f: Figure, how: 'walk' | 'run' | 'crawl' | 'dive', to: Vec, extra: number): number {
  const d = measured(dist(f.at, to));
  const per = AP_COSTS[how];
  const legs = how === 'dive' ? 1 : Math.max(1, Math.ceil(d / per.inches - 1e-9));
  return legs * per.ap + extra + (d > 0 ? turnCost(f.facing, facingTo(f.at, to)) : 0);
}

/**
 * What a move's AP paid for, when more than its inches (play-test 3 entry 16: "walk for 2 AP … moves 1""
 * beside "1 AP per 3""): the legs, a turn past 90° and each obstacle, in the words of the move's preview.
 */
export function moveWhy(
  f: Figure,
  how: 'walk' | 'run' | 'crawl' | 'dive',
  to: Vec,
  notes: readonly string[],
): string | undefined {
  const d = measured(dist(f.at, to));
  const turn = d > 0 ? turnCost(f.facing, facingTo(f.at, to)) : 0;
  const per = AP_COSTS[how];
  const legs = how === 'dive' ? 1 : Math.max(1, Math.ceil(d / per.inches - 1e-9));
  // A move of more than one AP that stops short of what its AP would carry (4" for 2 AP of walking) says its
  // length and rate, so "moves 4"" beside 2 AP is not read as a 6" walk cut short (play-test 10b, 16).
  const partLeg = legs > 1 && d < legs * per.inches - 1e-9;
  if (!turn && !notes.length && !partLeg) return undefined;
  const base =
    how === 'dive' ? `${per.ap} AP for the dive` : `${legs * per.ap} AP for ${d.toFixed(1)}" at ${per.inches}" per AP`;
  // "through a window (3 AP)" reads "+3 AP" here, so the log's bracket holds no bracket.
  const extras = notes.map((n) => n.replace(/ \((\d+) AP\)$/, ' +$1 AP'));
  return [base, ...(turn ? [`turning more than 90° +${turn} AP`] : []), ...extras].join('; ');
}

function move(c: Ctx, f: Figure, how: 'walk' | 'run' | 'crawl' | 'dive', to: Vec): Refusal {
  if (inContact(c.s, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  if ((how === 'walk' || how === 'run') && f.stance !== 'standing')
    return `${f.id} is ${f.stance}: stand up before moving on foot`;
  if (how === 'crawl' && f.stance !== 'prone') return `${f.id} must be prone to crawl`;
  if (how === 'dive' && f.stance === 'prone') return `${f.id} is already prone`;
  if (how === 'dive' && dist(f.at, to) > AP_COSTS.dive.inches + 1e-9) return `a dive goes at most 1"`;
  const obs = moveObstacles(c.s, f, to);
  if ('blocked' in obs) return `${f.id} cannot ${how} there: ${obs.blocked}`;
  const d = measured(dist(f.at, to));
  if (how !== 'dive' && d > AP_COSTS[how].inches * c.s.clock.ap + 1e-9)
    return `${f.id} has ${c.s.clock.ap} AP left: ${how} ${d.toFixed(1)}" needs ${Math.ceil(d / AP_COSTS[how].inches - 1e-9)} AP`;
  const refused = spend(c, f, how, moveCost(f, how, to, obs.extraAp), moveWhy(f, how, to, obs.notes));
  if (refused) return refused;
  moveTo(c, f, to, how === 'run' ? 'run' : 'walk');
  f.motion = how === 'dive' ? 'crawl' : how;
  f.stance = how === 'crawl' || how === 'dive' ? 'prone' : 'standing';
  const w = WEAPONS[f.weapon];
  if (w.heavy && d > 0) f.setUpLeft = w.setUpPhases ?? 0;
  if (f.launcher && d > 0) f.launcherSetUpLeft = LAUNCHERS[f.launcher].setUp;
  return undefined;
}

function spot(c: Ctx, f: Figure, target: Figure, aim: number): Refusal {
  if (aim > AP_COSTS.aimMax) return `at most ${AP_COSTS.aimMax} AP of aim`;
  if (!hasSight(c.s, f, target)) return `${f.id} has no line of sight to ${target.id}`;
  if (sees(c.s, f, target)) return `${f.id} already sees ${target.id}`;
  const refused = spend(c, f, `spot ${target.id}`, AP_COSTS.spot.ap + aim);
  if (refused) return refused;
  const r = test(c, 'spot', f.id, 'spot', spotChance(c.s, f, target, aim), target.id);
  if (r.pass) {
    f.seen.push(target.id);
    c.events.push({ type: 'seen', figure: f.id, target: target.id, why: 'spotted' });
  }
  return undefined;
}

function shoot(c: Ctx, f: Figure, t: Figure, aim: number, snap: boolean): Refusal {
  const w = WEAPONS[f.weapon];
  if (c.s.clock.attacked) return `${f.id} has already shot or attacked once this act`;
  if (w.dice === 0) return `${f.id} has no firearm`;
  if (f.jammed) return `${f.id}'s weapon is jammed: clear the jam first (2 AP)`;
  if (f.setUpLeft > 0) return `${f.id}'s ${w.name} is not set up (${f.setUpLeft} more phase(s))`;
  if (inContact(c.s, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  if (aim > AP_COSTS.aimMax) return `at most ${AP_COSTS.aimMax} AP of aim`;
  if (!hasSight(c.s, f, t)) return `${f.id} has no line of sight to ${t.id}`;
  const d = dist(f.at, t.at);
  if (d > w.range) return `${t.id} is ${d.toFixed(1)}" away, beyond the ${w.name}'s ${w.range}"`;
  if (w.minRange && d < w.minRange) return `${t.id} is within the ${w.name}'s minimum range of ${w.minRange}"`;
  const snapping = snap && c.s.options.snapFire && !sees(c.s, f, t);
  // No name: the target may be a shape in cover the side has not spotted, and a person is not "it" (play-test 42).
  if (!sees(c.s, f, t) && !snapping) return `${f.id} has not spotted that enemy yet: a spot comes first`;
  const refused = spend(c, f, `shoot ${t.id}`, AP_COSTS.shoot.ap + aim);
  if (refused) return refused;
  c.s.clock.attacked = true;
  f.firedAt = pi(c);
  f.firedKind = w.fires;
  const r = test(c, 'shoot', f.id, snapping ? 'snap fire' : 'shoot', shootChance(c.s, f, t, aim, snapping), t.id);
  const dice = w.bands ? (w.bands.find((b) => d <= b.upTo)?.dice ?? 0) : w.dice;
  const burst = w.burst ? burstVictims(c.s, f, t, w.burst.width) : [];
  // The marker comes with the shot, hit or miss; a wound's own test is the same test, not a second marker.
  mark(c, t, f.at, `shot at by ${f.id}`, w.moraleKey);
  if (r.pass) for (const b of burst) mark(c, b, f.at, `in ${f.id}'s burst`, w.moraleKey);
  if (r.pass) strike(c, f, t, { dice, sides: 10, critical: r.critical, note: `${w.name} damage` });
  if (r.pass && burst.length) {
    c.events.push({ type: 'burst', figure: f.id, hits: burst.map((b) => b.id) });
    for (const b of burst) strike(c, f, b, { dice: w.burst!.dice, sides: 10, note: `${w.name} burst damage` });
  }
  if (r.fumble) {
    f.jammed = true;
    c.events.push({ type: 'jam', figure: f.id });
  }
  return undefined;
}

/**
 * A shot at a vehicle (decision 51): a vehicle in sight is seen without a roll; the chance is the shot at a
 * standing, still target in its cover (vehicleTarget); a hit sets the weapon's PEN against the armour.
 */
function shootVehicle(c: Ctx, f: Figure, v: Vehicle, aim: number): Refusal {
  const w = WEAPONS[f.weapon];
  if (v.side === f.side) return `${v.id} is on ${f.id}'s side`;
  if (v.destroyed) return `${v.id} is already destroyed`;
  if (c.s.clock.attacked) return `${f.id} has already shot or attacked once this act`;
  if (!w.dice) return `${f.id} has no weapon to shoot with`;
  if (aim > AP_COSTS.aimMax) return `at most ${AP_COSTS.aimMax} AP of aim`;
  const t = vehicleTarget(c.s, v);
  if (!vehicleSight(c.s, spotterOf(c.s, f), v)) return `${f.id} has no line of sight to ${v.id}`;
  if (!seesVehicle(c.s, f, v)) return `${v.id} is in cover from ${f.id}: spot it first`;
  const d = dist(f.at, v.at);
  if (d > w.range) return `${v.id} is ${d.toFixed(1)}" away, beyond the ${w.name}'s ${w.range}"`;
  const refused = spend(c, f, `shoot ${v.id}`, AP_COSTS.shoot.ap + aim);
  if (refused) return refused;
  c.s.clock.attacked = true;
  f.firedAt = pi(c);
  f.firedKind = w.fires;
  const r = test(c, 'shoot', f.id, 'shoot', shootChance(c.s, f, t, aim), v.id);
  // The crew inside hear it, hit or miss: a morale marker each (decision 56), tested with "inside a vehicle".
  for (const m of c.s.figures.filter((x) => x.inside === v.id && canAct(x)))
    mark(c, m, f.at, `${v.id} shot at by ${f.id}`, w.moraleKey);
  if (r.pass) hitVehicle(c, v, penOf(f.weapon), f);
  if (r.fumble) {
    f.jammed = true;
    c.events.push({ type: 'jam', figure: f.id });
  }
  return undefined;
}

/** A spot roll at an enemy vehicle in cover (decision 61): its chance reads the spotting table's vehicle rows. */
function spotVehicle(c: Ctx, f: Figure, v: Vehicle, aim: number): Refusal {
  if (aim > AP_COSTS.aimMax) return `at most ${AP_COSTS.aimMax} AP of aim`;
  if (v.side === f.side) return `${v.id} is on ${f.id}'s side`;
  if (v.destroyed) return `${v.id} is already destroyed`;
  if (!vehicleSight(c.s, spotterOf(c.s, f), v)) return `${f.id} has no line of sight to ${v.id}`;
  if (seesVehicle(c.s, f, v)) return `${f.id} already sees ${v.id}`;
  const refused = spend(c, f, `spot ${v.id}`, AP_COSTS.spot.ap + aim);
  if (refused) return refused;
  const r = test(c, 'spot', f.id, 'spot', spotChance(c.s, f, vehicleTarget(c.s, v), aim), v.id);
  if (r.pass) {
    f.seen.push(v.id);
    c.events.push({ type: 'seen', figure: f.id, target: v.id, why: 'spotted' });
  }
  return undefined;
}

/** Everyone else within half the burst's width of the line to the target (and no farther), in sight. */
export function burstVictims(state: ApState, f: Figure, t: Figure, width: number): Figure[] {
  const len = dist(f.at, t.at) || 1;
  const ux = (t.at[0] - f.at[0]) / len,
    uy = (t.at[1] - f.at[1]) / len;
  return state.figures.filter((o) => {
    if (o.id === f.id || o.id === t.id || !onTable(o) || o.inside) return false;
    const px = o.at[0] - f.at[0],
      py = o.at[1] - f.at[1];
    const along = px * ux + py * uy;
    const across = Math.abs(px * uy - py * ux);
    return along > 1 && along <= len + width / 2 && across <= width / 2 && pointSight(state, f.at, o.at);
  });
}

function throwAt(c: Ctx, f: Figure, at: Vec, smoke: boolean): Refusal {
  if (c.s.clock.attacked) return `${f.id} has already shot or attacked once this act`;
  if (smoke ? f.smoke <= 0 : f.grenades <= 0) return `${f.id} has no ${smoke ? 'smoke ' : ''}grenades left`;
  if (inContact(c.s, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  const range = smoke ? SMOKE.range : GRENADES.hand!.range;
  if (dist(f.at, at) > range) return `the point is ${dist(f.at, at).toFixed(1)}" away, beyond a throw's ${range}"`;
  if (at[0] < 0 || at[1] < 0 || at[0] > c.s.table.width || at[1] > c.s.table.height)
    return `the point is off the table`;
  if (!pointSight(c.s, f.at, at)) return `${f.id} has no line of sight to the point aimed at`;
  const refused = spend(c, f, smoke ? 'throw smoke' : 'throw a grenade', AP_COSTS.throw.ap);
  if (refused) return refused;
  c.s.clock.attacked = true;
  if (smoke) f.smoke -= 1;
  else f.grenades -= 1;
  const r = test(c, 'throw', f.id, smoke ? 'throw smoke' : 'throw a grenade', throwChance(c.s, f, at));
  let landed: Vec = at;
  if (!r.pass) landed = deviate(c, f, at);
  if (smoke) {
    const rounds = c.dice.roll('smoke', 1, SMOKE.roundsDie, [f.id], 'smoke lasts 1d6 rounds')[0]!;
    const untilRound = c.s.clock.round + rounds - 1;
    c.s.smoke.push({ at: landed, radius: SMOKE.radius, untilRound });
    c.events.push({ type: 'smoke', figure: f.id, at: landed, untilRound });
    return undefined;
  }
  explode(c, f, landed, GRENADES.hand!);
  return undefined;
}

function attack(c: Ctx, f: Figure, t: Figure, manoeuvre: ApCommand & { do: 'attack' }): Refusal {
  const man = manoeuvre.manoeuvre;
  if (c.s.clock.attacked) return `${f.id} has already shot or attacked once this act`;
  if (man && !c.s.options.manoeuvres) return `special manoeuvres are not in play (options.manoeuvres)`;
  if (dist(f.at, t.at) > 1.05) return `${t.id} is not in base contact with ${f.id}`;
  if (f.fumble === 'dropWeapon') return `${f.id} dropped the weapon: pick it up first (clear, 3 AP)`;
  const refused = spend(
    c,
    f,
    man ? MANOEUVRE_TABLE[man].text : `attack ${t.id}`,
    man ? MANOEUVRE_TABLE[man].ap : AP_COSTS.attack.ap,
  );
  if (refused) return refused;
  c.s.clock.attacked = true;
  meleeStrike(c, f, t, man);
  return undefined;
}

function stance(c: Ctx, f: Figure, to: 'kneeling' | 'prone' | 'standing' | 'stop'): Refusal {
  if (to === 'stop') {
    if (f.motion === 'still') return `${f.id} is not moving`;
  } else if (f.stance === to) return `${f.id} is already ${to}`;
  const cost = to === 'standing' && f.tripped ? 2 : AP_COSTS.kneel.ap;
  const refused = spend(
    c,
    f,
    to === 'stop' ? 'stop' : to === 'standing' ? 'stand up' : to === 'kneeling' ? 'kneel' : 'go prone',
    cost,
  );
  if (refused) return refused;
  if (to !== 'stop') f.stance = to;
  if (to === 'standing') {
    f.tripped = false;
    if (f.fumble === 'twistAnkle') f.fumble = null;
  }
  f.motion = 'still';
  c.events.push({ type: 'stance', figure: f.id, stance: to });
  return undefined;
}

/** What a crew figure inside may do (decision 55): spot, shoot the weapon it mans, drive, get out, clear, end. */
const FROM_INSIDE = new Set<ApCommand['do']>([
  'spot',
  'search',
  'shoot',
  'fire',
  'drive',
  'dismount',
  'clear',
  'endAct',
  'takeOff',
  'land',
]);

/** The driver drives: pivot toward the point, then straight on; the crew ride along (crew.ts). */
function drive(c: Ctx, f: Figure, v: Vehicle, to: Vec): Refusal {
  if (v.destroyed || v.immobilised) return `${v.id} is ${v.destroyed ? 'destroyed' : 'immobilised'} and cannot move`;
  if (!isDriver(c.s, f)) return `${f.id} is not ${v.id}'s driver`;
  if (v.landed) return `${v.id} is on the ground: take off first (${FLIGHT_AP} AP)`;
  const path = drivePath(c.s, v, to);
  if ('blocked' in path) return `${v.id} cannot drive there: ${path.blocked}`;
  // A helicopter is flown, not driven (session 10 hunt: "Karim: drive the Blackhawk" then "flies 12"").
  const refused = spend(c, f, `${isAircraft(v) ? 'fly' : 'drive'} ${v.id}`, path.ap);
  if (refused) return refused;
  const from = v.at;
  const end: Vec = [Math.round(to[0] * 100) / 100, Math.round(to[1] * 100) / 100];
  const ied = iedOnPath(c, v, from, end);
  // Over an IED it goes off; a vehicle it stops (immobilised or destroyed) stands over it (decision 59).
  const place = (at: Vec): void => {
    const inches = Math.round(dist(v.at, at) * 100) / 100;
    const was = v.at;
    v.at = at;
    for (const m of c.s.figures) if (m.inside === v.id) m.at = v.at;
    c.events.push({ type: 'move', figure: v.id, how: isAircraft(v) ? 'fly' : 'drive', from: was, to: v.at, inches });
  };
  v.facing = path.facing;
  v.moving = dist(from, end) > 0;
  if (ied) {
    place(nearestOnPath(from, end, ied.at));
    iedGoesOff(c, v, ied.id);
    if (!v.immobilised) place(end);
  } else place(end);
  return undefined;
}

/** The point of the segment from `a` to `b` nearest `p`. */
function nearestOnPath(a: Vec, b: Vec, p: Vec): Vec {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return [Math.round((a[0] + t * dx) * 100) / 100, Math.round((a[1] + t * dy) * 100) / 100];
}

/**
 * A crew figure on foot gets back into its own vehicle (decision 63): the vehicle on its side and not
 * destroyed, the figure one of its crew, out of hand to hand and within 1" of its body; 1 AP, as getting out.
 * Inside it rides along, upright and still, and mans the weapon its place in the crew gives it.
 */
function mount(c: Ctx, f: Figure, id: string): Refusal {
  const v = c.s.vehicles?.find((x) => x.id === id);
  if (!v) return `no vehicle ${JSON.stringify(id)}`;
  if (v.side !== f.side) return `${v.id} is not on ${f.id}'s side`;
  if (v.destroyed) return `${v.id} is destroyed`;
  if (!v.crew.includes(f.id)) return `${f.id} is not one of ${v.id}'s crew`;
  if (flying(v)) return `${v.id} is in the air: the pilot must land first`;
  if (inContact(c.s, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  if (!inFootprint(v, f.at, MOUNT_REACH))
    return `${f.id} is not beside ${v.id}: get within ${MOUNT_REACH}" of ${v.id} first`;
  const refused = spend(c, f, `get into ${v.id}`, AP_COSTS.walk.ap);
  if (refused) return refused;
  f.inside = v.id;
  f.at = v.at;
  f.stance = 'standing';
  f.motion = 'still';
  c.events.push({ type: 'mount', figure: f.id, vehicle: v.id });
  return undefined;
}
const MOUNT_REACH = 1;

/** A crew figure gets out beside its vehicle, standing, for 1 AP. */
function dismount(c: Ctx, f: Figure, v: Vehicle): Refusal {
  if (flying(v)) return `${v.id} is in the air: the pilot must land first`;
  const spot = dismountSpot(c.s, v, (p) => !('blocked' in moveObstacles(c.s, f, p)));
  if (!spot) return `${f.id} has no room to get out of ${v.id}`;
  const refused = spend(c, f, `get out of ${v.id}`, AP_COSTS.walk.ap);
  if (refused) return refused;
  delete f.inside;
  f.at = spot;
  f.stance = 'standing';
  f.motion = 'still';
  f.facing = v.facing;
  c.events.push({ type: 'dismount', figure: f.id, vehicle: v.id, at: spot });
  return undefined;
}

/** A crew figure's shot or spot from inside: with the mounted weapon it mans, as its gunner record (crew.ts). */
function shootFromInside(c: Ctx, f: Figure, shooting: boolean, run: () => Refusal): Refusal {
  const g = gunner(c.s, f);
  const blast = mountedLauncher(c.s, f)?.launcher;
  if (WEAPONS[g.weapon].dice === 0 && shooting)
    return blast
      ? `${f.id} mans the ${LAUNCHERS[blast].name} in ${f.inside}: use Fire, at a point or a target`
      : `${f.id} mans no working mounted weapon in ${f.inside}`;
  if (WEAPONS[g.weapon].dice === 0) return run();
  const own = { weapon: f.weapon, setUpLeft: f.setUpLeft, stance: f.stance, motion: f.motion };
  Object.assign(f, { weapon: g.weapon, setUpLeft: 0, stance: g.stance, motion: g.motion });
  try {
    return run();
  } finally {
    Object.assign(f, own);
  }
}

/**
 * A crew figure fires the blast gun it mans (a grenade machine gun, chaingun, autocannon or tank gun;
 * decisions 84, 87): as its mountedLauncher record (crew.ts), the rounds drawn from the vehicle's and written
 * back to it. The turret turns all round: no arc to check.
 */
function fireFromInside(c: Ctx, f: Figure, v: Vehicle, cmd: Extract<ApCommand, { do: 'fire' }>): Refusal {
  const g = mountedLauncher(c.s, f);
  if (!g) return `${f.id} mans no grenade machine gun or gun that fires rounds in ${v.id}`;
  const keys = ['setUpLeft', 'stance', 'motion', 'launcher', 'rounds', 'launcherSetUpLeft'] as const;
  const own = Object.fromEntries(keys.map((k) => [k, f[k]]));
  Object.assign(f, Object.fromEntries(keys.map((k) => [k, g[k]])));
  try {
    return fire(c, f, cmd);
  } finally {
    if (g.launcher === 'missiles') v.missiles = f.rounds ?? 0;
    else v.mountedRounds = f.rounds ?? 0;
    for (const k of keys) if (own[k] === undefined) delete f[k];
    Object.assign(f, Object.fromEntries(keys.filter((k) => own[k] !== undefined).map((k) => [k, own[k]])));
  }
}

/** Apply one command for the figure acting now. */
export function act(c: Ctx, f: Figure, cmd: ApCommand): Refusal {
  const target = (id: string): Figure | string => {
    const t = c.s.figures.find((o) => o.id === id);
    if (!t) return `no figure ${JSON.stringify(id)}`;
    if (t.side === f.side) return `${id} is on ${f.id}'s side`;
    if (!onTable(t)) return `${id} is no longer on the table`;
    if (t.inside) return `${id} is inside ${t.inside}: shoot at the vehicle`;
    const bearer = c.s.figures.find((o) => o.carrying === t.id);
    if (bearer) return `${id} is being carried by ${bearer.id}: shoot at ${bearer.id}`;
    return t;
  };
  const car = vehicleOf(c.s, f);
  // Smoke from inside is the vehicle's smoke launchers (decision 93).
  if (car && cmd.do === 'throw' && cmd.smoke) return fireSmokeSalvo(c, f, car, cmd.at);
  if (car && !FROM_INSIDE.has(cmd.do))
    return `${f.id} is inside ${car.id}, so may only spot, shoot the mounted weapon, drive or get out`;
  if (!car && (cmd.do === 'drive' || cmd.do === 'dismount' || cmd.do === 'takeOff' || cmd.do === 'land'))
    return `${f.id} is not inside a vehicle`;
  if (car && (cmd.do === 'takeOff' || cmd.do === 'land')) return takeOffOrLand(c, f, car, cmd.do === 'takeOff');
  if (f.carrying && HANDS_FULL.has(cmd.do))
    return `${f.id} is carrying ${f.carrying}, so may only walk, spot or turn; put ${f.carrying} down first`;
  if (cmd.do === 'mount') return mount(c, f, cmd.vehicle);
  if (cmd.do === 'search') {
    const aim = cmd.aim ?? 0;
    const refused = searchRefusal(c, aim) ?? spend(c, f, 'search for IEDs', AP_COSTS.spot.ap + aim);
    if (refused) return refused;
    searchIeds(c, f, aim);
    return undefined;
  }
  if (car && (cmd.do === 'shoot' || cmd.do === 'spot'))
    return shootFromInside(c, f, cmd.do === 'shoot', () => {
      const v = c.s.vehicles?.find((x) => x.id === cmd.target);
      if (v && cmd.do === 'shoot') return shootVehicle(c, f, v, cmd.aim ?? 0);
      if (v) return spotVehicle(c, f, v, cmd.aim ?? 0);
      const t = target(cmd.target);
      if (typeof t === 'string') return t;
      return cmd.do === 'spot' ? spot(c, f, t, cmd.aim ?? 0) : shoot(c, f, t, cmd.aim ?? 0, cmd.snap ?? false);
    });
  switch (cmd.do) {
    case 'drive':
      return drive(c, f, car!, cmd.to);
    case 'dismount':
      return dismount(c, f, car!);
    case 'walk':
    case 'run':
    case 'crawl':
    case 'dive':
      return move(c, f, cmd.do, cmd.to);
    case 'turn': {
      const refused = spend(c, f, 'turn', turnCost(f.facing, cmd.facing));
      if (refused) return refused;
      f.facing = ((cmd.facing % 360) + 360) % 360;
      c.events.push({ type: 'turn', figure: f.id, facing: f.facing });
      return undefined;
    }
    case 'kneel':
      return stance(c, f, 'kneeling');
    case 'prone':
      return stance(c, f, 'prone');
    case 'stand':
      return stance(c, f, 'standing');
    case 'stop':
      return stance(c, f, 'stop');
    case 'clear': {
      if (f.fumble === 'dropWeapon') {
        const refused = spend(c, f, 'pick up weapon', 3);
        if (refused) return refused;
        f.fumble = null;
        return undefined;
      }
      if (!f.jammed) return `${f.id}'s weapon is not jammed`;
      const refused = spend(c, f, 'clear the jam', AP_COSTS.clearJam.ap);
      if (refused) return refused;
      f.jammed = false;
      c.events.push({ type: 'unjam', figure: f.id });
      return undefined;
    }
    case 'setUp': {
      if (f.setUpLeft <= 0 && (f.launcherSetUpLeft ?? 0) > 0) return setUpLauncher(c, f);
      if (f.setUpLeft <= 0) return `${f.id}'s weapon needs no setting up`;
      if (c.s.clock.ap < AP_PER_SETUP)
        return `${f.id} has ${c.s.clock.ap} AP left; setting up takes the whole act (3 AP)`;
      spend(c, f, 'set up', c.s.clock.ap);
      f.setUpLeft -= 1;
      c.events.push({ type: 'setUp', figure: f.id, left: f.setUpLeft });
      return undefined;
    }
    case 'spot':
    case 'shoot':
    case 'attack': {
      const v = c.s.vehicles?.find((x) => x.id === cmd.target);
      if (v && cmd.do === 'shoot') return shootVehicle(c, f, v, cmd.aim ?? 0);
      if (v && cmd.do === 'spot') return spotVehicle(c, f, v, cmd.aim ?? 0);
      if (v) return `${f.id} can only shoot at or spot a vehicle`;
      const t = target(cmd.target);
      if (typeof t === 'string') return t;
      if (cmd.do === 'spot') return spot(c, f, t, cmd.aim ?? 0);
      if (cmd.do === 'shoot') return shoot(c, f, t, cmd.aim ?? 0, cmd.snap ?? false);
      return attack(c, f, t, cmd);
    }
    case 'fire':
      return car ? fireFromInside(c, f, car, cmd) : fire(c, f, cmd);
    case 'throw':
      return throwAt(c, f, cmd.at, cmd.smoke ?? false);
    case 'firstAid':
      return firstAid(c, f, cmd.target);
    case 'carry':
      return carry(c, f, cmd.target);
    case 'putDown':
      return putDown(c, f);
    case 'evacuate':
      return evacuate(c, f, cmd.target);
    case 'endAct':
      finishAct(c);
      return undefined;
  }
}

const AP_PER_SETUP = 3;
/** What a figure carrying a casualty may not do (decision 80): both hands are on the casualty. */
const HANDS_FULL = new Set<ApCommand['do']>([
  'run',
  'crawl',
  'dive',
  'shoot',
  'throw',
  'attack',
  'firstAid',
  'carry',
  'clear',
  'setUp',
  'mount',
  'search',
]);

/**
 * First aid (the optional mission): a friend in base contact with a medium wound, once; the whole act (3 AP)
 * and a test at the aider's rank skill; success earns its side 10 victory points.
 */
function firstAid(c: Ctx, f: Figure, id: string): Refusal {
  if (!c.s.options.firstAid) return 'first aid missions are not in play (options.firstAid)';
  const t = c.s.figures.find((o) => o.id === id);
  if (!t || t.side !== f.side) return `${id} is not a friend of ${f.id}`;
  if (t.wound !== 'medium' || t.out !== null) return `${id} has no medium wound to treat`;
  if (t.treated) return `${id} has had first aid already`;
  if (dist(f.at, t.at) > 1.05) return `${id} is not in base contact with ${f.id}`;
  if (inContact(c.s, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  const refused = spend(c, f, `first aid to ${id}`, FIRST_AID_AP);
  if (refused) return refused;
  const base = RANK_TABLE[f.rank].skill;
  const r = test(
    c,
    'firstAid',
    f.id,
    'first aid',
    { base: { text: `${f.rank} ${base}%`, value: base }, mods: [], raw: base, chance: base },
    id,
  );
  if (r.pass) {
    t.treated = true;
    const side = c.s.sides.find((s) => s.id === f.side)!;
    side.points += VICTORY.firstAid;
    c.events.push({ type: 'points', side: side.id, points: side.points, why: `first aid to ${id}` });
  }
  return undefined;
}
const FIRST_AID_AP = 3;

export { canAct };
