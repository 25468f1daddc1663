// The computer's pilot and crew beyond shooting (decisions 92-94): where a helicopter with missiles hovers
// (far enough off an enemy vehicle for the missiles' 35" minimum range), when a helicopter lands (to set
// down the passengers it carries near the enemy, or to take a casualty aboard in the evacuation mission),
// when it stays down (while that casualty is on its way), and when a crew pops its smoke launchers.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { GRENADES, LAUNCHERS, RANGES, SMOKE, SMOKE_LAUNCHERS } from './tables';
import { canAct, friendsOf } from './figures';
import { knownEnemies } from './fog';
import { ableCrew, flying, isAircraft, mannedWeapons, missilesOf, mountedWeapon, smokeSalvosOf } from './crew';
import { edgeGoal, friendlyEdge, isCasualty } from './evacuation';
import { seesVehicle } from './chance';
import { vehicleHitWorth } from './vehicles';
import type { ApCommand, ApState, Figure, Vehicle } from './types';

/** Passengers farther than this from every known enemy stay aboard; nearer, they want out (ai.ts dismount rule). */
export const SET_DOWN_INCHES = 15;
/** How near a casualty on its way must be for a helicopter to come down for it. */
const PICK_UP_INCHES = 15;

/** Crew inside, past the pilot, who man no weapon: passengers. */
function passengers(state: ApState, v: Vehicle): Figure[] {
  return ableCrew(state, v)
    .slice(1)
    .filter((o) => !mountedWeapon(state, o));
}

/** A friend on its way off the table with a casualty (carried, or itself) nearer this helicopter than its edge. */
function casualtyComing(state: ApState, f: Figure, v: Vehicle): boolean {
  if (!state.options.evacuate) return false;
  const side = state.sides.find((s) => s.id === f.side)!;
  return friendsOf(state, f).some((o) => {
    const moving = !!o.carrying || (isCasualty(o) && canAct(o));
    if (!moving || o.inside) return false;
    const d = dist(o.at, v.at);
    return d <= PICK_UP_INCHES && d < dist(o.at, edgeGoal(state, friendlyEdge(state, side), o.at));
  });
}

/** No enemy its side knows of within 12" of the helicopter: safe to set down for a casualty (decision 80). */
function quietAround(state: ApState, f: Figure, v: Vehicle): boolean {
  return !knownEnemies(state, f).some((e) => dist(e.at, v.at) <= RANGES.witness);
}

/** The pilot lands here (decision 94): passengers to set down near the enemy, or a casualty to take aboard. */
export function landCandidates(state: ApState, f: Figure, v: Vehicle): ApCommand[] {
  if (!isAircraft(v) || !flying(v)) return [];
  const foes = knownEnemies(state, f);
  const setDown = passengers(state, v).length > 0 && foes.some((e) => dist(e.at, v.at) <= SET_DOWN_INCHES);
  const pickUp = casualtyComing(state, f, v) && quietAround(state, f, v);
  return setDown || pickUp ? [{ do: 'land', figure: f.id }] : [];
}

/** A landed helicopter waits on the ground while a casualty is on its way to it and it is quiet around. */
export function staysDown(state: ApState, f: Figure, v: Vehicle): boolean {
  return isAircraft(v) && !!v.landed && casualtyComing(state, f, v) && quietAround(state, f, v);
}

/**
 * Where a helicopter whose missiles could reach an enemy vehicle hovers instead of closing in: the nearest
 * point of the table at least 36" from the nearest enemy vehicle the missiles can hurt (past their 35"
 * minimum); undefined when it has no missiles, no such vehicle, no such point, or it is already far enough.
 */
export function standOffGoal(state: ApState, f: Figure, v: Vehicle): Vec | undefined {
  if (!isAircraft(v) || missilesOf(v) <= 0) return undefined;
  if (!ableCrew(state, v).some((o) => mountedWeapon(state, o) === 'missiles')) return undefined;
  const b = GRENADES[LAUNCHERS.missiles.blast]!;
  const targets = (state.vehicles ?? []).filter(
    (o) => o.side !== v.side && !o.destroyed && vehicleHitWorth(o, b.pen) > 0,
  );
  if (!targets.length) return undefined;
  const t = targets.reduce((a, o) => (dist(o.at, v.at) < dist(a.at, v.at) ? o : a));
  if (dist(t.at, v.at) >= b.minRange + 1) return undefined;
  // The nearest point of the table (an inch grid, 1" in from the edges) at least 1" past the minimum range:
  // on a 36" table the farther corners are often the only such places.
  const { width, height } = state.table;
  let best: Vec | undefined;
  for (let x = 1; x <= width - 1; x++)
    for (let y = 1; y <= height - 1; y++) {
      const p: Vec = [x, y];
      if (dist(p, t.at) < b.minRange + 1) continue;
      if (!best || dist(p, v.at) < dist(best, v.at)) best = p;
    }
  return best;
}

/**
 * Smoke launchers (decision 93): a crew with a salvo left pops smoke between itself and the nearest known
 * enemy that could hurt the vehicle and sees it (a launcher or heavy weapon whose PEN reaches its armour, or
 * an enemy vehicle's blast gun), when no smoke already stands round it: 5" toward that enemy.
 */
export function smokeCandidates(state: ApState, f: Figure, v: Vehicle): ApCommand[] {
  if (smokeSalvosOf(v) <= 0 || state.smoke.some((s) => dist(s.at, v.at) <= s.radius + SMOKE.radius)) return [];
  const threats: Vec[] = [];
  for (const e of knownEnemies(state, f)) {
    const L = e.launcher ? LAUNCHERS[e.launcher] : undefined;
    if (!L || (e.rounds ?? L.rounds) <= 0) continue;
    const b = GRENADES[L.blast]!;
    if (vehicleHitWorth(v, b.pen) > 0 && dist(e.at, v.at) <= b.range && seesVehicle(state, e, v)) threats.push(e.at);
  }
  for (const o of state.vehicles ?? []) {
    if (o.side === v.side || o.destroyed) continue;
    const gun = mannedWeapons(o)
      .slice(o.weaponsLost)
      .find((w) => w in LAUNCHERS);
    if (gun && vehicleHitWorth(v, GRENADES[LAUNCHERS[gun as keyof typeof LAUNCHERS].blast]!.pen) > 0)
      threats.push(o.at);
  }
  if (!threats.length) return [];
  const near = threats.reduce((a, p) => (dist(p, v.at) < dist(a, v.at) ? p : a));
  const d = dist(near, v.at) || 1;
  const k = Math.min(SMOKE_LAUNCHERS.range / 2, d / 2) / d;
  const at: Vec = [v.at[0] + (near[0] - v.at[0]) * k, v.at[1] + (near[1] - v.at[1]) * k];
  return [{ do: 'throw', figure: f.id, at: [Math.round(at[0] * 10) / 10, Math.round(at[1] * 10) / 10], smoke: true }];
}
