// Vehicles as the rulings read them: a hit by a weapon whose PEN is at least the vehicle's armour (an IED's
// PEN against its IED protection) rolls 1d10 on the vehicle damage table: immobilised, a weapon destroyed, or
// destroyed, when each crew figure takes 2d10; below it, no effect. The odds a preview shows come from the
// same table read (vehicleOdds), so what is shown is what is rolled against.
import { strike } from './harm';
import { canAct } from './figures';
import { dismountSpot, heightOf, mannedWeapons } from './crew';
import { moveObstacles } from './terrain';
import type { Ctx } from './ctx';
import { VEHICLE_DAMAGE, VEHICLES, readTable } from './tables';
import type { ApEvent, ApState, Figure, Vehicle, VehicleResult } from './types';

export type { VehicleResult } from './types';

export function vehicleArmour(name: string): number | undefined {
  return VEHICLES.find((v) => v.name === name)?.armour;
}

/**
 * A weapon's PEN against vehicles. The text lists PEN for blast and heavy weapons only; its heavy weapons
 * table gives GPMG/MG 1 and HMG 2, which we read for the lmg and gpmg (1) and the hmg (2). Small arms: 0
 * (decision 50), so they hurt only a vehicle of armour 0.
 */
export function penOf(weapon: string): number {
  return weapon === 'hmg' ? 2 : weapon === 'gpmg' || weapon === 'lmg' ? 1 : 0;
}

/** The effect of a hit: PEN below the armour does nothing; otherwise the 1d10 reads the damage table. */
export function vehicleHit(pen: number, armour: number, d10: number): VehicleResult {
  if (pen < armour) return 'noEffect';
  return readTable(VEHICLE_DAMAGE, d10).result;
}

/** The exact chance of each result of a hit (the preview's numbers), from the same table read as the roll. */
export function vehicleOdds(pen: number, armour: number): Record<VehicleResult, number> {
  const out: Record<VehicleResult, number> = { noEffect: 0, immobilised: 0, weaponDestroyed: 0, destroyed: 0 };
  if (pen < armour) return { ...out, noEffect: 1 };
  // Count the faces, then divide once: ten sums of 0.1 would not be 0.3.
  for (let d = 1; d <= 10; d++) out[vehicleHit(pen, armour, d)] += 1;
  for (const k of Object.keys(out) as VehicleResult[]) out[k] /= 10;
  return out;
}

/**
 * What a hit on this vehicle is worth to the side shooting, from the same odds the preview shows
 * (vehicleOdds): destroyed 1 (a person put out of the fight is 1 too, ai.ts); a weapon lost 0.5 while it
 * has a working one; immobilised 0.3 unless it is already. PEN below the armour: 0.
 */
export function vehicleHitWorth(v: Vehicle, pen: number): number {
  const o = vehicleOdds(pen, v.armour);
  const weapons = mannedWeapons(v).length - v.weaponsLost > 0 ? 0.5 : 0;
  return o.destroyed + o.weaponDestroyed * weapons + (v.immobilised ? 0 : o.immobilised * 0.3);
}

const ODDS_WORDS: Record<VehicleResult, string> = {
  noEffect: 'no effect',
  immobilised: 'immobilised',
  weaponDestroyed: 'a weapon lost',
  destroyed: 'destroyed',
};

/**
 * Decision 56, said beside a shot's odds: hit or miss, each crew figure inside gets a morale marker. So a
 * gun that can't pierce the armour ("no effect" on the vehicle) may still shake its crew.
 */
export function crewMarkerText(state: ApState, v: Vehicle, name: (id: string) => string = (id) => id): string {
  const inside = state.figures.filter((f) => f.inside === v.id && canAct(f));
  if (!inside.length) return '';
  const who = inside.length === 1 ? `${name(inside[0]!.id)} inside gets` : `each of the ${inside.length} inside gets`;
  return ` Hit or miss, ${who} a morale marker.`;
}

/** "PEN 2 against armour 2: 40% immobilised, 30% a weapon lost, 30% destroyed". */
export function vehicleOddsText(pen: number, armour: number, against = 'armour'): string {
  const o = vehicleOdds(pen, armour);
  if (o.noEffect === 1) return `PEN ${pen} against ${against} ${armour}: no effect`;
  const parts = (Object.keys(o) as VehicleResult[])
    .filter((k) => o[k] > 0)
    .map((k) => `${Math.round(o[k] * 100)}% ${ODDS_WORDS[k]}`);
  return `PEN ${pen} against ${against} ${armour}: ${parts.join(', ')}`;
}

/**
 * A hit on a vehicle, said and applied: by a figure's shot (its weapon's PEN against the armour) or by an
 * IED (its PEN against the IED protection; none for an aircraft). Destroyed: each crew figure takes 2d10,
 * less its body armour as any damage.
 */
export function hitVehicle(c: Ctx, v: Vehicle, pen: number, by: Figure | { id: string; ied: true }): void {
  const ied = 'ied' in by;
  const armour = ied ? v.ied : v.armour;
  if (armour === null || v.destroyed) return;
  const e: Extract<ApEvent, { type: 'vehicleHit' }> = {
    type: 'vehicleHit',
    vehicle: v.id,
    by: by.id,
    pen,
    armour,
    result: 'noEffect',
  };
  if (pen >= armour) {
    const roll = c.dice.roll('vehicleDamage', 1, 10, [v.id], `vehicle damage, PEN ${pen} v ${armour}`)[0]!;
    e.roll = roll;
    e.result = vehicleHit(pen, armour, roll);
  }
  c.events.push(e);
  if (e.result === 'immobilised') v.immobilised = true;
  if (e.result === 'weaponDestroyed') v.weaponsLost = Math.min(mannedWeapons(v).length, v.weaponsLost + 1);
  if (e.result !== 'destroyed') return;
  v.destroyed = true;
  v.immobilised = true;
  v.weaponsLost = mannedWeapons(v).length;
  const shooter = ied ? null : by;
  for (const id of v.crew) {
    const f = c.s.figures.find((x) => x.id === id);
    if (f && !f.out && f.inside === v.id) strike(c, shooter, f, { dice: 2, sides: 10, note: `${v.id} destroyed` });
  }
  letOut(c, v);
}

/**
 * The crew of a destroyed vehicle get out, alive or not (decision 57): each beside the wreck where there is
 * room (else on its place), prone. A body lies where it fell.
 */
function letOut(c: Ctx, v: Vehicle): void {
  for (const id of v.crew) {
    const f = c.s.figures.find((x) => x.id === id);
    if (!f || f.inside !== v.id) continue;
    const spot = dismountSpot(c.s, v, (p) => !('blocked' in moveObstacles(c.s, f, p)));
    delete f.inside;
    f.stance = 'prone';
    f.motion = 'still';
    if (spot) f.at = spot;
    c.events.push({ type: 'dismount', figure: f.id, vehicle: v.id, at: f.at });
  }
}

/**
 * The vehicle as a shot's target for the shooting modifiers: a crew figure's record put at the vehicle's
 * place, standing, still, on the ground and not hidden (its cover is the terrain's at its centre).
 */
export function vehicleTarget(state: ApState, v: Vehicle): Figure {
  const crew = state.figures.find((f) => f.id === v.crew[0])!;
  return {
    ...crew,
    id: v.id,
    side: v.side,
    at: v.at,
    stance: 'standing',
    motion: 'still',
    storey: heightOf(v),
    hidden: false,
    prepared: false,
  };
}
