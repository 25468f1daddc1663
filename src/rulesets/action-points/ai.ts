// The computer player: how a figure spends its 3 AP. In hand to hand it fights; otherwise it clears a
// jam, throws a grenade at a cluster, shoots the target it has the best chance against (an enemy vehicle
// it can hurt among them; kneeling and aiming first when it can afford to), spots a target it cannot see
// yet, or moves toward the enemy to the best cover it can reach. It acts only on the enemies its side knows
// of (fog.ts: seen, or glimpsed in a friend's line of sight); with none known it advances across the table.
// Every choice is tried on the reducer; a refused one falls through to the next, and the last resort is
// ending the act, so the computer never stalls a game.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { AP_COSTS, GRENADES, WEAPONS } from './tables';
import { canAct, figureOf, friendsOf, inContact } from './figures';
import { knownEnemies, vehicleKnownTo } from './fog';
import { sees, seesVehicle, shootChance, spotChance } from './chance';
import { coverOf, hasSight, moveObstacles, pointSight, vehicleSight } from './terrain';
import { burstVictims } from './actions';
import { reduce } from './reduce';
import { penOf, vehicleHitWorth, vehicleTarget } from './vehicles';
import { woundOdds } from './odds';
import type { ApCommand, ApNeed, ApState, Figure, Vehicle } from './types';
import { evacCandidates } from './aiEvac';
import {
  driveInches,
  ableCrew,
  flying,
  isAircraft,
  gunner,
  inFootprint,
  isDriver,
  mannedWeapons,
  mountedLauncher,
  vehicleOf,
} from './crew';
import { holdsGround, launcherSetUp, launcherShot } from './aiLaunchers';
import { SET_DOWN_INCHES, landCandidates, smokeCandidates, standOffGoal, staysDown } from './aiAir';

const COVER_SCORE = { none: 0, soft: 3, medium: 5, hard: 7, prepared: 8 } as const;

function targets(state: ApState, f: Figure): Figure[] {
  return knownEnemies(state, f);
}

function nearestKnown(state: ApState, f: Figure): Figure | undefined {
  let best: Figure | undefined;
  for (const o of targets(state, f)) if (!best || dist(o.at, f.at) < dist(best.at, f.at)) best = o;
  return best;
}

/**
 * With no enemy figure known, where to head: the nearest place its side last saw an enemy still able to
 * fight (unless it stands there already); else an enemy vehicle its side knows of (its crew are the enemy
 * it knows of: closing brings the fight to it); else the place across the
 * table's centre from here (the far side). Two sides that had lost each other once swept past one another and
 * back and ended 0-0 (play-test: a passive battle; scripts/apEndRate.ts counts them).
 */
function sweepGoal(state: ApState, f: Figure): Vec {
  const near = (ps: Vec[]): Vec | undefined =>
    ps
      .filter((p) => dist(p, f.at) > 3)
      .reduce<Vec | undefined>((a, p) => (!a || dist(p, f.at) < dist(a, f.at) ? p : a), undefined);
  const vehicles = (state.vehicles ?? [])
    .filter((v) => v.side !== f.side && !v.destroyed && vehicleKnownTo(state, f.side, v) !== 'unknown')
    .map((v) => v.at);
  const book = state.lastSeen?.[f.side] ?? {};
  const lost = state.figures.filter((o) => o.side !== f.side && canAct(o) && book[o.id]).map((o) => book[o.id]!);
  return near(lost) ?? near(vehicles) ?? [state.table.width - f.at[0], state.table.height - f.at[1]];
}

/** What a hit on this figure is worth: the chance it wounds at all, from the preview's wound odds. */
function figureHitWorth(state: ApState, f: Figure, t: Figure): number {
  const w = WEAPONS[f.weapon];
  const d = dist(f.at, t.at);
  const dice = w.bands ? (w.bands.find((b) => d <= b.upTo)?.dice ?? 0) : w.dice;
  return 1 - woundOdds(dice, 10, t.armour, state.options.fixedArmour).none;
}

/**
 * The shots it could take, best expected effect first (issue 21): the enemies it sees in range, and the
 * enemy vehicles in sight and range, each at the chance the reducer rolls times what a hit is worth (a
 * person: the chance it wounds; a vehicle: vehicles.ts vehicleHitWorth, from the damage table's odds the
 * preview shows, so PEN below the armour is worth nothing and is left out).
 */
function shotOptions(state: ApState, f: Figure, aim: number): { id: string; chance: number; worth: number }[] {
  const w = WEAPONS[f.weapon];
  if (w.dice === 0 || f.jammed || f.setUpLeft > 0) return [];
  const inRange = (at: Vec): boolean => {
    const d = dist(f.at, at);
    return d <= w.range && !(w.minRange && d < w.minRange);
  };
  // Keep friends out of a burst.
  const burstClear = (t: Figure): boolean =>
    !(w.burst && burstVictims(state, f, t, w.burst.width).some((o) => o.side === f.side));
  const option = (t: Figure, hit: number) => {
    const chance = shootChance(state, f, t, aim).chance;
    return { id: t.id, chance, worth: (chance / 100) * hit };
  };
  const figures = targets(state, f)
    .filter((t) => inRange(t.at) && sees(state, f, t) && burstClear(t))
    .map((t) => option(t, figureHitWorth(state, f, t)));
  const vehicles = (state.vehicles ?? [])
    .filter((v) => v.side !== f.side && !v.destroyed && inRange(v.at) && seesVehicle(state, f, v))
    .map((v) => ({ t: vehicleTarget(state, v), hit: vehicleHitWorth(v, penOf(f.weapon)) }))
    .filter((x) => x.hit > 0 && burstClear(x.t))
    .map((x) => option(x.t, x.hit));
  return [...figures, ...vehicles].filter((o) => o.worth > 0).sort((a, b) => b.worth - a.worth);
}

/**
 * What it could spot, best first: the known enemies in sight it has not spotted, and the enemy vehicles in
 * a clear line, in cover and unspotted, that its weapon can hurt, all within its weapon's range; each at
 * the chance the reducer rolls, a vehicle's times what a hit on it is worth.
 */
function spotOptions(state: ApState, f: Figure, eyes: Figure): { id: string; value: number }[] {
  const range = WEAPONS[eyes.weapon].range;
  const figures = targets(state, f)
    .filter((t) => !sees(state, f, t) && hasSight(state, f, t) && dist(f.at, t.at) <= range)
    .map((t) => ({ id: t.id, value: spotChance(state, f, t).chance }));
  const vehicles = (state.vehicles ?? [])
    .filter(
      (v) =>
        v.side !== f.side &&
        !v.destroyed &&
        dist(f.at, v.at) <= range &&
        vehicleSight(state, eyes, v) &&
        !seesVehicle(state, f, v),
    )
    .map((v) => ({ v, hit: vehicleHitWorth(v, penOf(eyes.weapon)) }))
    .filter((x) => x.hit > 0)
    .map((x) => ({ id: x.v.id, value: spotChance(state, f, vehicleTarget(state, x.v)).chance * x.hit }));
  return [...figures, ...vehicles].sort((a, b) => b.value - a.value);
}

function grenadeSpot(state: ApState, f: Figure): Vec | null {
  if (f.grenades <= 0) return null;
  const g = GRENADES.hand!;
  let best: Vec | null = null,
    bestN = 1;
  for (const t of targets(state, f)) {
    if (dist(f.at, t.at) > g.range || dist(f.at, t.at) < g.damageRadius + 1 || !pointSight(state, f.at, t.at)) continue;
    if (friendsOf(state, f).some((o) => dist(o.at, t.at) <= g.damageRadius + 1)) continue;
    const n = targets(state, f).filter((o) => dist(o.at, t.at) <= g.killRadius + 1).length;
    const hiddenOne = n === 1 && !sees(state, f, t);
    if (n > bestN || (hiddenOne && !best)) {
      best = t.at;
      bestN = Math.max(bestN, n);
    }
  }
  return best;
}

function moveChoice(state: ApState, f: Figure, ap: number): ApCommand | null {
  const known = nearestKnown(state, f);
  const goal = known?.at ?? sweepGoal(state, f);
  const foe = { at: goal };
  const melee = WEAPONS[f.weapon].dice === 0 && known !== undefined;
  const far = dist(f.at, foe.at);
  if (far < 1) return null;
  const how: 'walk' | 'run' = far > 20 ? 'run' : 'walk';
  const legs = Math.min(ap, far > 20 ? ap : Math.max(1, ap - 1));
  const reach = AP_COSTS[how].inches * legs;
  let best: { to: Vec; score: number } | null = null;
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    for (const r of [reach / 3, (2 * reach) / 3, reach]) {
      const to: Vec = [
        Math.round((f.at[0] + r * Math.cos(a)) * 10) / 10,
        Math.round((f.at[1] + r * Math.sin(a)) * 10) / 10,
      ];
      const obs = moveObstacles(state, f, to);
      if ('blocked' in obs || obs.extraAp > 0) continue;
      const dFoe = dist(to, foe.at);
      if (!melee && dFoe < 3) continue;
      const cover = coverOf(state, { id: f.id, at: to, prepared: false }, foe.at);
      const score = (far - dFoe) * 1.0 + (melee ? 0 : COVER_SCORE[cover]) - r * 0.05;
      if (!best || score > best.score) best = { to, score };
    }
  }
  if (melee && far <= reach + 1) {
    const u = [(f.at[0] - foe.at[0]) / far, (f.at[1] - foe.at[1]) / far];
    return { do: how, figure: f.id, to: [foe.at[0] + u[0]! * 1, foe.at[1] + u[1]! * 1] };
  }
  return best && best.score > 0.5 ? { do: how, figure: f.id, to: best.to } : null;
}

/**
 * A crew figure inside (decision 58): clear a jam, shoot the mounted weapon it mans at the best chance, spot;
 * the driver, with nothing to shoot, drives toward the nearest known enemy (across the table when none is
 * known) and stops 8" short; with no weapon to man, it gets out when the vehicle is immobilised or an enemy
 * is within 15".
 */
function crewCandidates(state: ApState, f: Figure, v: Vehicle): ApCommand[] {
  const k = state.clock;
  const ap = k.ap;
  const id = f.id;
  const out: ApCommand[] = [];
  const g = gunner(state, f);
  // A grenade machine gun it mans (decision 84) fires as a launcher would, where the round is worth it.
  const gmg = mountedLauncher(state, f);
  const armed = WEAPONS[g.weapon].dice > 0 || !!gmg;
  if (f.jammed && ap >= 2) out.push({ do: 'clear', figure: id });
  const launch = gmg && !k.attacked ? launcherShot(state, gmg, Math.min(AP_COSTS.aimMax, ap - 1)) : null;
  if (launch) out.push(launch.cmd);
  const gun = WEAPONS[g.weapon].dice > 0;
  const shots = gun && !k.attacked && !f.jammed ? shotOptions(state, g, Math.min(AP_COSTS.aimMax, ap - 1)) : [];
  if (shots[0] && shots[0].chance >= 10)
    out.push({ do: 'shoot', figure: id, target: shots[0].id, aim: Math.min(AP_COSTS.aimMax, ap - 1) });
  if (armed && !k.attacked && ap >= 2) {
    const unseen = spotOptions(state, f, g);
    if (unseen[0]) out.push({ do: 'spot', figure: id, target: unseen[0].id });
  }
  const foe = nearestKnown(state, f);
  if (!armed && (v.immobilised || (foe && dist(foe.at, f.at) <= SET_DOWN_INCHES)))
    out.push({ do: 'dismount', figure: id });
  // Smoke launchers when a threat sees the vehicle and nothing is worth a round (decision 93).
  if (!launch && !shots.length && ap >= 1) out.push(...smokeCandidates(state, f, v));
  const pilot = isDriver(state, f);
  // A helicopter lands to set down its passengers or take a casualty aboard (decision 94).
  if (pilot) out.push(...landCandidates(state, f, v));
  // A helicopter with missiles keeps past their minimum range of an enemy vehicle (decision 92): that move
  // first, one AP of flying, so the pilot still has AP for its own gun.
  const standOff = pilot && !v.immobilised && !v.landed && ap >= 2 ? standOffGoal(state, f, v) : undefined;
  const idle = !shots.length && !launch;
  const moves = pilot && !v.immobilised && (idle || !!standOff) && !staysDown(state, f, v);
  // A helicopter on the ground takes off first (decision 88); the drive candidates after it then fly.
  if (moves && v.landed) out.push({ do: 'takeOff', figure: id });
  const drives: ApCommand[] = [];
  if (moves) {
    const goal = standOff ?? foe?.at ?? sweepGoal(state, f);
    const far = dist(v.at, goal);
    const reach = Math.min(standOff ? far : far - 8, driveInches(v) * Math.min(ap, standOff ? 1 : 2));
    if (reach >= 1) {
      const base = Math.atan2(goal[1] - v.at[1], goal[0] - v.at[0]);
      for (const turn of [0, 0.4, -0.4, 0.8, -0.8])
        for (const r of [reach, reach / 2]) {
          const a = base + turn;
          const to: Vec = [
            Math.round((v.at[0] + r * Math.cos(a)) * 10) / 10,
            Math.round((v.at[1] + r * Math.sin(a)) * 10) / 10,
          ];
          drives.push({ do: 'drive', figure: id, to });
        }
    }
  }
  return standOff ? [...drives, ...out, ...lastLook(state, f)] : [...out, ...drives, ...lastLook(state, f)];
}

/**
 * AP it has nothing better to spend on, in a battle with IEDs: a look for them (decision 65), rather than
 * letting the AP go; at most one an act (with all 3 AP, after which it ends the act, or with the last one).
 * Not from a helicopter, which no IED reaches.
 */
function lastLook(state: ApState, f: Figure): ApCommand[] {
  const v = vehicleOf(state, f);
  const once = state.clock.ap === 3 || state.clock.ap === 1;
  return once && (state.ieds ?? []).length && !(v && isAircraft(v)) ? [{ do: 'search', figure: f.id }] : [];
}

/**
 * Its own vehicle to get back into (decision 63): beside it, able to drive, with a working weapon nobody
 * inside mans (so, once in, it has a weapon and does not get straight out again).
 */
function rideBack(state: ApState, f: Figure): Vehicle | undefined {
  return (state.vehicles ?? []).find(
    (v) =>
      v.side === f.side &&
      v.crew.includes(f.id) &&
      !v.destroyed &&
      !v.immobilised &&
      !flying(v) &&
      inFootprint(v, f.at, 1) &&
      mannedWeapons(v).length - v.weaponsLost > ableCrew(state, v).length,
  );
}

/** The commands worth trying now, best first. */
export function candidates(state: ApState, f: Figure): ApCommand[] {
  const k = state.clock;
  const ap = k.ap;
  const id = f.id;
  const out: ApCommand[] = [];
  if (ap <= 0) return out;
  const car = vehicleOf(state, f);
  if (car) return crewCandidates(state, f, car);
  const ride = rideBack(state, f);
  if (ride) out.push({ do: 'mount', figure: id, vehicle: ride.id });
  if (f.fumble === 'dropWeapon' && ap >= 3) out.push({ do: 'clear', figure: id });
  if (f.jammed && ap >= 2) out.push({ do: 'clear', figure: id });
  const contact = inContact(state, f);
  if (contact.length) {
    if (!k.attacked) out.push({ do: 'attack', figure: id, target: contact[0]!.id });
    return out;
  }
  // The evacuation mission (aiEvac.ts): a carrier does nothing else; a pick-up or a wounded figure leaving
  // comes before the fight.
  const evac = evacCandidates(state, f);
  if (f.carrying) return evac.first;
  out.push(...evac.first);
  // First aid when the mission asks: a medium-wounded friend in contact at the start of the act.
  if (state.options.firstAid && ap === 3) {
    const hurt = friendsOf(state, f).find(
      (o) => o.wound === 'medium' && !o.treated && o.out === null && dist(o.at, f.at) <= 1.05,
    );
    if (hurt) out.push({ do: 'firstAid', figure: id, target: hurt.id });
  }
  if (f.setUpLeft > 0) {
    if (ap === 3) out.push({ do: 'setUp', figure: id });
    return out;
  }
  const setUp = launcherSetUp(state, f);
  if (setUp) return [setUp];
  if (!k.attacked) {
    const aim = Math.min(AP_COSTS.aimMax, ap - 1);
    const shots = shotOptions(state, f, aim);
    // A launcher's round where its expected effect beats the best rifle shot (decision 70).
    const launch = launcherShot(state, f, aim);
    if (launch && (!shots[0] || launch.worth > shots[0].worth)) out.push(launch.cmd);
    const throwAt = grenadeSpot(state, f);
    if (throwAt && (!shots[0] || shots[0].chance < 35)) out.push({ do: 'throw', figure: id, at: throwAt });
    if (shots[0]) {
      if (f.stance === 'standing' && ap >= 2 && !WEAPONS[f.weapon].heavy) out.push({ do: 'kneel', figure: id });
      else if (f.motion !== 'still' && ap >= 2) out.push({ do: 'stop', figure: id });
      if (shots[0].chance >= 10) out.push({ do: 'shoot', figure: id, target: shots[0].id, aim });
    }
    if (ap >= 2 && WEAPONS[f.weapon].dice > 0) {
      const unseen = spotOptions(state, f, f);
      if (unseen[0]) out.push({ do: 'spot', figure: id, target: unseen[0].id });
    }
    // Nothing in sight in front: turn to face the nearest enemy if it is behind.
    const foe = nearestKnown(state, f);
    if (foe && !hasSight(state, f, foe) && hasSight(state, f, foe, { ignoreFacing: true })) {
      out.push({
        do: 'turn',
        figure: id,
        facing: Math.round((Math.atan2(foe.at[1] - f.at[1], foe.at[0] - f.at[0]) * 180) / Math.PI + 360) % 360,
      });
    }
  }
  if (state.options.firstAid && ap >= 2 && f.stance === 'standing') {
    const hurt = friendsOf(state, f).find(
      (o) =>
        o.wound === 'medium' &&
        !o.treated &&
        o.out === null &&
        dist(o.at, f.at) > 1.05 &&
        dist(o.at, f.at) <= 3 * (ap - 1),
    );
    if (hurt) {
      const d = dist(f.at, hurt.at);
      out.push({
        do: 'walk',
        figure: id,
        to: [hurt.at[0] + ((f.at[0] - hurt.at[0]) / d) * 1, hurt.at[1] + ((f.at[1] - hurt.at[1]) / d) * 1],
      });
    }
  }
  out.push(...evac.later);
  if (k.ap === 3 || (!k.attacked && f.motion === 'still')) {
    if (f.stance !== 'standing' && ap >= 2 && !shotOptions(state, f, 0).length) out.push({ do: 'stand', figure: id });
    const mv = f.stance === 'standing' && !holdsGround(f) ? moveChoice(state, f, ap) : null;
    if (mv) out.push(mv);
  }
  if (f.stance === 'standing' && f.motion === 'still' && ap >= 1 && k.attacked) out.push({ do: 'kneel', figure: id });
  return [...out, ...lastLook(state, f)];
}

export function computerCommand(state: ApState, need: ApNeed & { kind: 'command' }): ApCommand {
  const f = figureOf(state, need.figure);
  if (!f) return { do: 'endAct', figure: need.figure };
  for (const cmd of candidates(state, f)) if (reduce(state, cmd).ok) return cmd;
  return { do: 'endAct', figure: f.id };
}
