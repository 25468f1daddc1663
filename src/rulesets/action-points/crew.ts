// Vehicles that act, through their crew (decisions 53-58): the crew ride inside, move with the vehicle and
// are no target of their own; the first able crew figure drives (pivot toward the point, then straight on,
// 1 AP a 6" leg, 1 AP more to pivot past 90 degrees); each able crew figure in turn mans one working mounted
// weapon (the first the first, and so on) and shoots it with its own skill; a crew figure may get out
// beside the vehicle for 1 AP. Ground that stops a vehicle: buildings, woods, rocky ground, water, rivers,
// impassable ground and walls; figures and other vehicles in its way.
import type { Vec } from '../../geometry/shapes';
import { dist, distToSegment, norm180, pointInPolygon, segmentCrossT } from '../../geometry/vec';
import {
  AP_COSTS,
  LAUNCHERS,
  MOUNTED_BLAST,
  SMOKE_LAUNCHERS,
  VEHICLES,
  WEAPONS,
  type LauncherKind,
  type WeaponName,
} from './tables';
import { canAct, onTable } from './figures';
import type { ApState, Figure, Vehicle } from './types';

/**
 * A vehicle's footprint in inches (decision 53): the text gives none; at the figures' scale (1" base) a
 * tank or tracked fighting vehicle (armour 9 and up) is 4" x 2", a helicopter 5" x 1.5", the rest 3" x 1.5".
 */
export function vehicleSize(type: string): { length: number; width: number } {
  const row = VEHICLES.find((v) => v.name === type);
  if (row?.ied === null) return { length: 5, width: 1.5 };
  return (row?.armour ?? 0) >= 9 ? { length: 4, width: 2 } : { length: 3, width: 1.5 };
}

/** Inches a vehicle drives for 1 AP (decision 54: a run's pace). */
export const DRIVE_INCHES = AP_COSTS.run.inches;

/** A helicopter: the vehicle table's aircraft, the rows with no IED protection (decision 64). */
export function isAircraft(v: Pick<Vehicle, 'ied'>): boolean {
  return v.ied === null;
}

/**
 * A helicopter in the air (decision 81): not destroyed and not brought down (immobilised). It flies 3 storeys
 * up (about 10 m, nap of the earth): the storey lines of the spotting and shooting tables read that height,
 * and the ground's terrain blocks no line to or from it.
 */
export function flying(v: Pick<Vehicle, 'ied' | 'destroyed' | 'immobilised' | 'landed'>): boolean {
  return isAircraft(v) && !v.destroyed && !v.immobilised && !v.landed;
}
export const FLIGHT_STOREYS = 3;

/** How many storeys up a vehicle (and the crew inside) is: a flying helicopter's height, else ground level. */
export function heightOf(v: Pick<Vehicle, 'ied' | 'destroyed' | 'immobilised' | 'landed'> | undefined): number {
  return v && flying(v) ? FLIGHT_STOREYS : 0;
}

/** Whether a figure (or a vehicle's target record, whose id is the vehicle's) is up in a flying helicopter. */
export function airborne(state: ApState, f: Pick<Figure, 'id'> & { inside?: string }): boolean {
  const v = state.vehicles?.find((x) => x.id === (f.inside ?? f.id));
  return !!v && flying(v);
}

/** Inches a vehicle moves for 1 AP: a ground vehicle a run's pace, a helicopter twice it (decision 64). */
export function driveInches(v: Pick<Vehicle, 'ied'>): number {
  return isAircraft(v) ? 2 * DRIVE_INCHES : DRIVE_INCHES;
}

export function vehicleOf(state: ApState, f: Figure): Vehicle | undefined {
  return f.inside ? state.vehicles?.find((v) => v.id === f.inside) : undefined;
}

/** The crew still inside and able to act, in the file's order. */
export function ableCrew(state: ApState, v: Vehicle): Figure[] {
  return v.crew.flatMap((id) => {
    const f = state.figures.find((x) => x.id === id);
    return f && f.inside === v.id && canAct(f) ? [f] : [];
  });
}

/** The driver: the first able crew figure inside. */
export function isDriver(state: ApState, f: Figure): boolean {
  const v = vehicleOf(state, f);
  return !!v && ableCrew(state, v)[0]?.id === f.id;
}

/**
 * The mounted weapon this crew figure mans: the working weapons go to the able crew in order. A machine gun
 * by its weapon name, or a blast gun's kind ("gmg", "chaingun", "autocannon", "mbtCannon"; decisions 84, 87),
 * which fires as a launcher.
 */
export function mountedWeapon(state: ApState, f: Figure): string | null {
  const v = vehicleOf(state, f);
  if (!v || v.destroyed) return null;
  const working = mannedWeapons(v).slice(v.weaponsLost);
  const i = ableCrew(state, v).findIndex((x) => x.id === f.id);
  return i >= 0 ? (working[i] ?? null) : null;
}

/**
 * The figure as a shooter: itself, or inside a vehicle its record with the mounted weapon it mans (none: a
 * knife, which fires nothing), mounted and ready, upright and still (its own stance and pace do not count).
 */
export function gunner(state: ApState, f: Figure): Figure {
  if (!f.inside) return f;
  const v = state.vehicles?.find((x) => x.id === f.inside);
  return {
    ...f,
    weapon: firearm(mountedWeapon(state, f)),
    setUpLeft: 0,
    stance: 'standing',
    motion: 'still',
    storey: f.storey + heightOf(v),
  };
}

/** A mounted weapon that shoots as a firearm, else the knife (nothing to shoot: none manned, or a blast gun). */
function firearm(m: string | null): WeaponName {
  return m && m in WEAPONS ? (m as WeaponName) : 'knife';
}

/** The weapons crew figures man: all but the smoke launchers, which any crew figure fires (decision 93). */
export function mannedWeapons(v: Pick<Vehicle, 'weapons'>): string[] {
  return v.weapons.filter((w) => w !== 'smoke');
}

/**
 * The blast gun a vehicle mounts (decisions 84, 87): one kind a vehicle, so its `rounds` are one count. The
 * missiles (decision 92) are counted on their own (`missiles`) and are not this gun.
 */
export function blastGunOf(v: Pick<Vehicle, 'weapons'>): LauncherKind | undefined {
  return v.weapons.find((w): w is LauncherKind => w !== 'missiles' && (MOUNTED_BLAST as readonly string[]).includes(w));
}

/** The rounds a vehicle's blast gun has left (the file's `rounds`, else the gun's own count). */
export function mountedRoundsOf(v: Vehicle): number {
  const kind = blastGunOf(v);
  return v.mountedRounds ?? (kind ? LAUNCHERS[kind].rounds : 0);
}

/** The missiles a vehicle has left (decision 92): the file's `missiles`, else the launcher's own count. */
export function missilesOf(v: Vehicle): number {
  return v.weapons.includes('missiles') ? (v.missiles ?? LAUNCHERS.missiles.rounds) : 0;
}

/** Rounds left for one of the vehicle's blast guns: its missiles, or its one other blast gun. */
export function roundsOfGun(v: Vehicle, kind: LauncherKind): number {
  return kind === 'missiles' ? missilesOf(v) : mountedRoundsOf(v);
}

/** Whether the vehicle has smoke launchers with a salvo left (decision 93). */
export function smokeSalvosOf(v: Vehicle): number {
  return v.weapons.includes('smoke') && !v.destroyed ? (v.smokeSalvos ?? SMOKE_LAUNCHERS.salvos) : 0;
}

/**
 * A crew figure as the firer of the blast gun it mans (a grenade machine gun, chaingun, autocannon or tank
 * gun; decisions 84, 87): its launcher that gun with the vehicle's rounds, mounted and ready, upright and still
 * (the vehicle's pace counts on its own); undefined when it mans none. The reducer fires from this record and
 * the board previews from it.
 */
export function mountedLauncher(state: ApState, f: Figure): Figure | undefined {
  const v = vehicleOf(state, f);
  const kind = mountedWeapon(state, f);
  if (!v || !kind || !(MOUNTED_BLAST as readonly string[]).includes(kind)) return undefined;
  return {
    ...f,
    setUpLeft: 0,
    stance: 'standing',
    motion: 'still',
    launcher: kind as LauncherKind,
    rounds: roundsOfGun(v, kind as LauncherKind),
    launcherSetUpLeft: 0,
  };
}

/** The figure as a spotter: inside and manning a weapon, its gunner record (the weapon's sights); else itself. */
export function spotterOf(state: ApState, f: Figure): Figure {
  if (!f.inside) return f;
  if (mountedWeapon(state, f)) return gunner(state, f);
  // A passenger with no weapon looks out from the vehicle's height too.
  return { ...f, storey: f.storey + heightOf(state.vehicles?.find((x) => x.id === f.inside)) };
}

/** Whether a point lies within the vehicle's rectangle grown by `pad` inches. */
export function inFootprint(v: Pick<Vehicle, 'type' | 'at' | 'facing'>, p: Vec, pad = 0): boolean {
  const { length, width } = vehicleSize(v.type);
  const a = (v.facing * Math.PI) / 180;
  const [dx, dy] = [p[0] - v.at[0], p[1] - v.at[1]];
  const along = Math.abs(dx * Math.cos(a) + dy * Math.sin(a));
  const across = Math.abs(-dx * Math.sin(a) + dy * Math.cos(a));
  return along <= length / 2 + pad && across <= width / 2 + pad;
}

/**
 * Whether the segment a→b passes through the vehicle's body (decision 62), neither end being on it: the
 * segment is taken into the vehicle's frame and clipped against its rectangle (Liang-Barsky).
 */
export function bodyBlocks(v: Vehicle, a: Vec, b: Vec): boolean {
  // A helicopter in the air is over the lines between figures on the ground (decision 64); on the ground,
  // landed or brought down, it blocks as any vehicle (decision 88).
  if (flying(v)) return false;
  if (inFootprint(v, a) || inFootprint(v, b)) return false;
  const { length, width } = vehicleSize(v.type);
  const r = (v.facing * Math.PI) / 180;
  const local = (p: Vec): Vec => {
    const [dx, dy] = [p[0] - v.at[0], p[1] - v.at[1]];
    return [dx * Math.cos(r) + dy * Math.sin(r), -dx * Math.sin(r) + dy * Math.cos(r)];
  };
  const [p, q] = [local(a), local(b)];
  let t0 = 0,
    t1 = 1;
  for (const [axis, half] of [
    [0, length / 2],
    [1, width / 2],
  ] as const) {
    const d = q[axis] - p[axis];
    for (const [num, den] of [
      [half - p[axis], d],
      [half + p[axis], -d],
    ] as [number, number][]) {
      if (den === 0) {
        if (num < 0) return false;
      } else if (den > 0) t1 = Math.min(t1, num / den);
      else t0 = Math.max(t0, num / den);
    }
  }
  return t0 < t1;
}

const heading = (a: Vec, b: Vec): number =>
  Math.round((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI + 360) % 360;

function crosses(a: Vec, b: Vec, pts: readonly Vec[], closed: boolean): boolean {
  const n = closed ? pts.length : pts.length - 1;
  for (let i = 0; i < n; i++) if (segmentCrossT(a, b, pts[i]!, pts[(i + 1) % pts.length]!) !== null) return true;
  return false;
}

/**
 * What stops a drive from the vehicle's place to `to`, or its cost in AP. A helicopter flies (decision 64):
 * nothing on the ground stops it, only the table's edge and another vehicle where it would end; it turns
 * for nothing.
 */
export function drivePath(state: ApState, v: Vehicle, to: Vec): { blocked: string } | { ap: number; facing: number } {
  const from = v.at;
  const { length, width } = vehicleSize(v.type);
  const edge = length / 2;
  const air = isAircraft(v);
  if (to[0] < edge || to[1] < edge || to[0] > state.table.width - edge || to[1] > state.table.height - edge)
    return { blocked: 'too near the table edge' };
  for (const p of air ? [] : state.terrain) {
    if (p.type === 'wall' && crosses(from, to, p.line, false)) return { blocked: `the wall ${p.id}` };
    if (p.type === 'hill' || p.type === 'wall' || p.type === 'fence' || p.type === 'road') continue;
    if (p.type === 'scrub' || p.type === 'rubble') continue;
    if (pointInPolygon(to, p.polygon) || crosses(from, to, p.polygon, true)) return { blocked: `${p.type} ${p.id}` };
  }
  const inWay = state.figures.find(
    (o) =>
      !air && onTable(o) && !o.inside && distToSegment(o.at, from, to) <= width / 2 + 0.5 && dist(o.at, from) > 0.01,
  );
  if (inWay) return { blocked: `${inWay.id} is in the way` };
  // An IED its side has found is driven round, not over (decision 65).
  const reach = width / 2 + 0.5;
  const found = (state.ieds ?? []).find(
    (d) => !air && !d.spent && d.found?.includes(v.side) && distToSegment(d.at, from, to) <= reach,
  );
  if (found) return { blocked: `the IED found at [${found.at.join(', ')}]` };
  const other = (state.vehicles ?? []).find(
    (o) => o.id !== v.id && dist(o.at, to) < (vehicleSize(o.type).length + length) / 2,
  );
  if (other) return { blocked: `${other.id} is in the way` };
  const d = dist(from, to);
  const facing = d > 0 ? heading(from, to) : v.facing;
  const turn = !air && Math.abs(norm180(facing - v.facing)) > 90 ? AP_COSTS.turn.ap : 0;
  return { ap: Math.max(1, Math.ceil(d / driveInches(v) - 1e-9)) + turn, facing };
}

/** Where a crew figure gets out: beside the vehicle (either side, then behind, then in front), on clear ground. */
export function dismountSpot(state: ApState, v: Vehicle, clear: (p: Vec) => boolean): Vec | null {
  const { length, width } = vehicleSize(v.type);
  for (const [turn, r] of [
    [90, width / 2 + 0.75],
    [-90, width / 2 + 0.75],
    [180, length / 2 + 0.75],
    [0, length / 2 + 0.75],
  ] as const) {
    const a = ((v.facing + turn) * Math.PI) / 180;
    const p: Vec = [
      Math.round((v.at[0] + r * Math.cos(a)) * 100) / 100,
      Math.round((v.at[1] + r * Math.sin(a)) * 100) / 100,
    ];
    if (clear(p)) return p;
  }
  return null;
}
