// IEDs that go off (decisions 59-60): the file's IED lies hidden at its point until a vehicle drives over
// it — its path passing within half the vehicle's width and half an inch of the point. Then it goes off
// once: its PEN against the vehicle's IED protection (vehicles.ts hitVehicle: 1d10 on the damage table when
// it reaches), and a blast for everyone on foot round it as a hand grenade's (kill zone 2.5", damage zone
// 7.5"; hard cover between halves the damage). The crew inside are out of the blast's reach. A vehicle
// immobilised or destroyed by it stops over the IED. Figures on foot do not set one off.
import type { Vec } from '../../geometry/shapes';
import { dist, distToSegment } from '../../geometry/vec';
import { blastZones, strikeZones } from './blast';
import { pi, test, type Ctx } from './ctx';
import { IED_SEARCH_INCHES, iedSearchChance } from './chance';
import { pointSight } from './terrain';
import { AP_COSTS, GRENADES } from './tables';
import { isAircraft, vehicleSize } from './crew';
import { hitVehicle } from './vehicles';
import type { Figure, Vehicle } from './types';

/** The first unspent IED a drive from `from` to `to` passes over, nearest the start. */
export function iedOnPath(c: Ctx, v: Vehicle, from: Vec, to: Vec): { id: string; at: Vec; pen: number } | undefined {
  // A helicopter flies over (decision 64).
  if (isAircraft(v)) return undefined;
  const reach = vehicleSize(v.type).width / 2 + 0.5;
  return (c.s.ieds ?? [])
    .filter((d) => !d.spent && distToSegment(d.at, from, to) <= reach)
    .sort((a, b) => dist(a.at, from) - dist(b.at, from))[0];
}

/** Why a search can't be made, if it can't (before its AP are spent). */
export function searchRefusal(c: Ctx, aim: number): string | undefined {
  if (aim > AP_COSTS.aimMax) return `at most ${AP_COSTS.aimMax} AP of aim`;
  if (!(c.s.ieds ?? []).length) return 'no IEDs in this battle';
  return undefined;
}

/**
 * A search, its AP paid (decision 65): 1 AP and any look (+10% an AP, up to 2), one spot roll whether or
 * not an IED is there (so the roll tells nothing); a pass finds every unspent IED within 12" that the
 * searcher has a clear line to, for its side.
 */
export function searchIeds(c: Ctx, f: Figure, aim: number): void {
  const r = test(c, 'spot', f.id, 'search for IEDs', iedSearchChance(c.s, f, aim));
  if (!r.pass) return;
  for (const d of c.s.ieds!) {
    if (d.spent || d.found?.includes(f.side)) continue;
    if (dist(d.at, f.at) > IED_SEARCH_INCHES || !pointSight(c.s, f.at, d.at)) continue;
    (d.found ??= []).push(f.side);
    c.events.push({ type: 'iedFound', figure: f.id, ied: d.id, at: d.at });
  }
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
