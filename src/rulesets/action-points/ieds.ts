// IEDs that go off (decisions 59-60): the file's IED lies hidden at its point until a vehicle drives over
// it — its path passing within half the vehicle's width and half an inch of the point. Then it goes off
// once: its PEN against the vehicle's IED protection (vehicles.ts hitVehicle: 1d10 on the damage table when
// it reaches), and a blast for everyone on foot round it as a hand grenade's (kill zone 2.5", damage zone
// 7.5"; hard cover between halves the damage). The crew inside are out of the blast's reach. A vehicle
// immobilised or destroyed by it stops over the IED. Figures on foot do not set one off.
import type { Vec } from '../../geometry/shapes';
import { dist, distToSegment } from '../../geometry/vec';
import { GRENADES } from './tables';
import { blastZones, strikeZones } from './blast';
import { pi, type Ctx } from './ctx';
import { vehicleSize } from './crew';
import { hitVehicle } from './vehicles';
import type { Vehicle } from './types';

/** The first unspent IED a drive from `from` to `to` passes over, nearest the start. */
export function iedOnPath(c: Ctx, v: Vehicle, from: Vec, to: Vec): { id: string; at: Vec; pen: number } | undefined {
  const reach = vehicleSize(v.type).width / 2 + 0.5;
  return (c.s.ieds ?? [])
    .filter((d) => !d.spent && distToSegment(d.at, from, to) <= reach)
    .sort((a, b) => dist(a.at, from) - dist(b.at, from))[0];
}

/** The IED goes off under the vehicle: the hit on the vehicle, then the blast round it. */
export function iedGoesOff(c: Ctx, v: Vehicle, id: string): void {
  const d = c.s.ieds!.find((x) => x.id === id)!;
  d.spent = true;
  const b = GRENADES.hand!;
  const zones = blastZones(c, d.at, b);
  c.s.blasts.push({ at: d.at, phaseIndex: pi(c) });
  c.events.push({
    type: 'ied',
    ied: d.id,
    vehicle: v.id,
    at: d.at,
    pen: d.pen,
    kill: zones.kill.map((o) => o.id),
    damage: zones.damage.map((o) => o.id),
  });
  hitVehicle(c, v, d.pen, { id: d.id, ied: true });
  strikeZones(c, null, d.at, b, zones, 'caught by an IED', 'IED');
}
