// Vehicles as the rulings read them: a hit by a weapon whose PEN is at least the vehicle's armour rolls 1d10
// on the vehicle damage table; below it, no effect. Vehicles are not yet on the table (see the report);
// this is the rule the table will call, kept with its data.
import { VEHICLE_DAMAGE, VEHICLES, readTable } from './tables';

export type VehicleResult = 'noEffect' | (typeof VEHICLE_DAMAGE)[number]['result'];

export function vehicleArmour(name: string): number | undefined {
  return VEHICLES.find((v) => v.name === name)?.armour;
}

/** The effect of a hit: PEN below the armour does nothing; otherwise the 1d10 reads the damage table. */
export function vehicleHit(pen: number, armour: number, d10: number): VehicleResult {
  if (pen < armour) return 'noEffect';
  return readTable(VEHICLE_DAMAGE, d10).result;
}
