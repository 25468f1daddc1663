// A vehicle's smoke launchers (decision 93; the vehicle table gives the Viking ".50 cal, smoke launchers").
// Any crew figure inside fires a salvo for 1 AP (a throw's cost) at a point up to 10" from the vehicle: the
// discharger cannot miss, so there is no test and no deviation; the cloud is a smoke grenade's (5" radius,
// blocking sight but not thermal sights) and stands 1d6 rounds, as thrown smoke does. It is not a shot.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { AP_COSTS, SMOKE, SMOKE_LAUNCHERS } from './tables';
import { smokeSalvosOf } from './crew';
import { spend, type Ctx } from './ctx';
import type { ApState, Figure, Vehicle } from './types';

/** Why the crew figure cannot fire the vehicle's smoke launchers at this point (undefined: it may). */
export function smokeSalvoRefusal(state: ApState, f: Figure, v: Vehicle, at: Vec): string | undefined {
  if (!v.weapons.includes('smoke')) return `${v.id} has no smoke launchers`;
  if (smokeSalvosOf(v) <= 0) return `${v.id} has no smoke salvos left`;
  if (at[0] < 0 || at[1] < 0 || at[0] > state.table.width || at[1] > state.table.height)
    return 'the point is off the table';
  const d = dist(v.at, at);
  if (d > SMOKE_LAUNCHERS.range)
    return `the point is ${d.toFixed(1)}" from ${v.id}, beyond its smoke launchers' ${SMOKE_LAUNCHERS.range}"`;
  if (state.clock.ap < AP_COSTS.throw.ap) return `${f.id} has ${state.clock.ap} AP left; a salvo costs 1 AP`;
  return undefined;
}

/** Fire one salvo: spend the AP, take a salvo, roll how long the cloud stands. */
export function fireSmokeSalvo(c: Ctx, f: Figure, v: Vehicle, at: Vec): string | undefined {
  const refused = smokeSalvoRefusal(c.s, f, v, at) ?? spend(c, f, 'fire the smoke launchers', AP_COSTS.throw.ap);
  if (refused) return refused;
  v.smokeSalvos = smokeSalvosOf(v) - 1;
  const rounds = c.dice.roll('smoke', 1, SMOKE.roundsDie, [f.id], 'smoke lasts 1d6 rounds')[0]!;
  const untilRound = c.s.clock.round + rounds - 1;
  c.s.smoke.push({ at, radius: SMOKE.radius, untilRound });
  c.events.push({ type: 'smoke', figure: f.id, at, untilRound });
  return undefined;
}
