// Helicopters taking off and landing (decision 88). The text gives helicopters only armour; the variants
// rulings give the other game's helicopter one action to take off, one to fly, one to land. Here the pilot
// (the driver, the first able crew figure inside) takes off or lands for 1 AP in its own act, and flies with
// the AP left. On the ground a helicopter is a ground vehicle (cover, blocking sight, 0 storeys) that cannot
// fly until it takes off; its crew get in and out only there. It lands where it hovers, on ground a vehicle
// could stand on, clear of figures and other vehicles.
import type { TerrainPiece, Vec } from '../../geometry/shapes';
import { dist, pointInPolygon, segmentCrossT } from '../../geometry/vec';
import { AP_COSTS } from './tables';
import { onTable } from './figures';
import { spend, type Ctx } from './ctx';
import { inFootprint, isAircraft, isDriver, vehicleSize } from './crew';
import type { ApState, Figure, Vehicle } from './types';

/** AP to take off or to land: one action each (the action-card rulings' helicopter), 1 AP here. */
export const FLIGHT_AP = AP_COSTS.walk.ap;

/** Ground a helicopter may not set down on: where no ground vehicle stands (decision 54's stopping ground). */
const NO_LANDING = new Set(['building', 'woods', 'rocky', 'water', 'river', 'impassable']);

/** A vehicle's body: its kind, place and facing. */
type Body = Pick<Vehicle, 'type' | 'at' | 'facing'>;

/** The four corners of the vehicle's body at its place and facing. */
function corners(v: Body): Vec[] {
  const { length, width } = vehicleSize(v.type);
  const a = (v.facing * Math.PI) / 180;
  return [
    [1, 1],
    [1, -1],
    [-1, -1],
    [-1, 1],
  ].map(([i, j]) => {
    const [x, y] = [(i! * length) / 2, (j! * width) / 2];
    return [v.at[0] + x * Math.cos(a) - y * Math.sin(a), v.at[1] + x * Math.sin(a) + y * Math.cos(a)] as Vec;
  });
}

/**
 * Why a vehicle's body cannot stand at its place for the ground under it (a wall across it, or a corner or its
 * middle in ground no vehicle stops on), or undefined; the menu places its vehicles with it too.
 */
export function groundBlocked(terrain: readonly TerrainPiece[], v: Body): string | undefined {
  const body = [v.at, ...corners(v)];
  const edges = corners(v).map((p, i, all) => [p, all[(i + 1) % all.length]!] as const);
  for (const p of terrain) {
    if (p.type === 'wall') {
      const hit = edges.some(([a, b]) => p.line.slice(1).some((q, i) => segmentCrossT(a, b, p.line[i]!, q) !== null));
      if (hit) return `the wall ${p.id} is underneath`;
      continue;
    }
    if (!NO_LANDING.has(p.type) || !('polygon' in p)) continue;
    if (body.some((q) => pointInPolygon(q, p.polygon))) return `${p.type} ${p.id} is underneath`;
  }
  return undefined;
}

/** Why the helicopter cannot set down where it hovers, or undefined when the ground there is clear. */
export function landingBlocked(state: ApState, v: Vehicle): string | undefined {
  const ground = groundBlocked(state.terrain, v);
  if (ground) return ground;
  const under = state.figures.find((o) => onTable(o) && !o.inside && inFootprint(v, o.at, 0.5));
  if (under) return `${under.id} stands underneath`;
  const other = (state.vehicles ?? []).find(
    (o) => o.id !== v.id && dist(o.at, v.at) < (vehicleSize(o.type).length + vehicleSize(v.type).length) / 2,
  );
  if (other) return `${other.id} is in the way`;
  return undefined;
}

/** Why the pilot cannot take off or land now, or undefined. */
export function flightRefusal(state: ApState, f: Figure, v: Vehicle, up: boolean): string | undefined {
  if (!isAircraft(v)) return `${v.id} is no helicopter`;
  if (v.destroyed || v.immobilised) return `${v.id} is ${v.destroyed ? 'destroyed' : 'down'} and cannot fly`;
  if (!isDriver(state, f)) return `${f.id} is not ${v.id}'s pilot`;
  if (up && !v.landed) return `${v.id} is already in the air`;
  if (!up && v.landed) return `${v.id} is already on the ground`;
  return up ? undefined : landingBlocked(state, v);
}

/** Take off (up) or land, for 1 AP of the pilot's act. */
export function takeOffOrLand(c: Ctx, f: Figure, v: Vehicle, up: boolean): string | undefined {
  const no = flightRefusal(c.s, f, v, up);
  if (no) return no;
  const refused = spend(c, f, up ? `take off in ${v.id}` : `land ${v.id}`, FLIGHT_AP);
  if (refused) return refused;
  if (up) delete v.landed;
  else v.landed = true;
  c.events.push({ type: 'flight', figure: v.id, up });
  return undefined;
}
