// The plain table's buttons for a crew figure inside a vehicle (crew.ts): Drive (the driver; a point on the
// table, as far toward it as the AP left reach, with the cost before it is taken) and Get out. The shot and
// spot buttons are the usual ones: the rules read them with the mounted weapon the figure mans. A crew
// figure on foot has Get into (its own vehicle, from beside it). Any crew figure fires the smoke launchers.
import type { BoardChoice, BoardPoint } from '../../../core/board';
import { dist } from '../../../geometry/vec';
import { driveInches, drivePath, isAircraft, isDriver, ableCrew, smokeSalvosOf } from '../crew';
import { SMOKE, SMOKE_LAUNCHERS } from '../tables';
import type { ApCommand, ApStepCommand, ApState, Figure, Vehicle } from '../types';
import { figureName, named, vehicleName } from './names';
import { IED_SEARCH_INCHES, iedSearchChance } from '../chance';
import { chanceText } from '../wording';
import { reduce } from '../reduce';
import { FLIGHT_AP } from '../flight';

type Choice = BoardChoice<ApStepCommand>;

export function refusal(state: ApState, cmd: ApCommand): string | undefined {
  const r = reduce(state, cmd);
  return r.ok ? undefined : named(state, r.error);
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

/** The drive a click asks for: to the point, or as far toward it as the AP left allow. */
function driveToward(
  state: ApState,
  f: Figure,
  v: Vehicle,
  at: BoardPoint,
): { to: [number, number] } | { why: string } {
  const far = dist(v.at, at);
  if (far < 0.5) return { why: 'pick a point away from the vehicle' };
  let why = '';
  // As far as the AP reach, then one leg less, then half and a quarter of that: a click past a wood or the
  // table's edge still drives as far toward it as the ground allows.
  const legs = Math.min(far, driveInches(v) * state.clock.ap);
  const spare = Math.min(far, driveInches(v) * (state.clock.ap - 1));
  for (const d of [legs, spare, legs / 2, legs / 4]) {
    if (d <= 0.5) continue;
    const to: [number, number] = [
      round1(v.at[0] + ((at[0] - v.at[0]) / far) * d),
      round1(v.at[1] + ((at[1] - v.at[1]) / far) * d),
    ];
    const no = refusal(state, { do: 'drive', figure: f.id, to });
    if (!no) return { to };
    why ||= no;
  }
  return { why: why || `no AP left` };
}

/** Some way to drive with the AP left: 16 directions, one leg out or as far as the AP reach. */
function anyDrive(state: ApState, v: Vehicle): boolean {
  for (const legs of [1, state.clock.ap])
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      const r = driveInches(v) * legs;
      const p = drivePath(state, v, [v.at[0] + r * Math.cos(a), v.at[1] + r * Math.sin(a)]);
      if ('ap' in p && p.ap <= state.clock.ap) return true;
    }
  return false;
}

export function driveChoice(state: ApState, f: Figure, v: Vehicle): Choice {
  const key = 'drive';
  const air = isAircraft(v);
  const label = `${air ? 'Fly' : 'Drive'} ${vehicleName(v)} (1 AP per ${driveInches(v)}")`;
  if (v.destroyed || v.immobilised)
    return { key, label, enabled: false, why: `${vehicleName(v)} is ${v.destroyed ? 'destroyed' : 'immobilised'}` };
  if (!isDriver(state, f))
    return { key, label, enabled: false, why: `${figureName(state, ableCrew(state, v)[0]!)} drives ${vehicleName(v)}` };
  if (v.landed) return { key, label, enabled: false, why: `${vehicleName(v)} is on the ground: take off first` };
  if (!anyDrive(state, v)) return { key, label, enabled: false, why: 'no room to drive with the AP left' };
  return {
    key,
    label,
    enabled: true,
    target: {
      kind: 'point',
      prompt: air
        ? `Fly toward where? (${driveInches(v)}" per AP, over anything on the ground, ${state.clock.ap} AP left)`
        : `Drive toward where? (${driveInches(v)}" per AP, 1 AP more to turn past 90°, ${state.clock.ap} AP left)`,
      command(at) {
        const m = driveToward(state, f, v, at);
        return 'why' in m ? { ok: false, why: m.why } : { ok: true, command: { do: 'drive', figure: f.id, to: m.to } };
      },
      preview(at) {
        const m = driveToward(state, f, v, at);
        if ('why' in m)
          return { lines: [{ from: v.at, to: at, ok: false }], note: `Can't ${air ? 'fly' : 'drive'} there: ${m.why}` };
        const p = drivePath(state, v, m.to);
        const cost = 'ap' in p ? p.ap : 0;
        return {
          lines: [{ from: v.at, to: m.to, ok: true }],
          note: `${air ? 'Fly' : 'Drive'} ${dist(v.at, m.to).toFixed(1)}": ${cost} AP, ${state.clock.ap - cost} AP left after`,
        };
      },
    },
  };
}

/** Get back in (decision 63): for a crew figure on foot, its own vehicle while it is not destroyed. */
export function mountChoices(state: ApState, f: Figure): Choice[] {
  return (state.vehicles ?? [])
    .filter((v) => v.side === f.side && !v.destroyed && v.crew.includes(f.id))
    .map((v) => {
      const cmd = { do: 'mount' as const, figure: f.id, vehicle: v.id };
      const no = refusal(state, cmd);
      const key = `mount-${v.id}`;
      const label = `Get into ${vehicleName(v)} (1 AP)`;
      return no ? { key, label, enabled: false, why: no } : { key, label, enabled: true, command: cmd };
    });
}

/**
 * Look for IEDs (decision 65), offered in a battle that has IEDs: one roll at the chance shown, whether or
 * not one is near, so the button and its preview tell nothing of where they lie.
 */
export function searchChoices(state: ApState, f: Figure): Choice[] {
  if (!(state.ieds ?? []).length) return [];
  return [0, 1].map((aim) => {
    const cmd: ApCommand = { do: 'search', figure: f.id, ...(aim ? { aim } : {}) };
    const c = iedSearchChance(state, f, aim);
    const key = aim ? `search-aim${aim}` : 'search';
    const label = aim
      ? `Look for IEDs, looking ${aim} AP more (${1 + aim} AP, +${10 * aim}%)`
      : `Look for IEDs within ${IED_SEARCH_INCHES}" (1 AP)`;
    const no = refusal(state, cmd);
    return no
      ? { key, label, enabled: false, why: no }
      : {
          key,
          label,
          enabled: true,
          command: cmd,
          title: `${chanceText(c)}: finds every IED within ${IED_SEARCH_INCHES}" in sight`,
        };
  });
}

/**
 * A helicopter's pilot (its driver) takes off or lands (decision 88): one button, whichever it can do, for
 * 1 AP, with why not (ground it cannot set down on) from the rules. None for a ground vehicle or other crew.
 */
export function flightChoices(state: ApState, f: Figure, v: Vehicle): Choice[] {
  if (!isAircraft(v) || v.destroyed || v.immobilised || !isDriver(state, f)) return [];
  const up = !!v.landed;
  const cmd: ApCommand = { do: up ? 'takeOff' : 'land', figure: f.id };
  const key = up ? 'takeOff' : 'land';
  const label = up ? `Take off (${FLIGHT_AP} AP)` : `Land ${vehicleName(v)} here (${FLIGHT_AP} AP)`;
  const no = refusal(state, cmd);
  return [no ? { key, label, enabled: false, why: no } : { key, label, enabled: true, command: cmd }];
}

export function dismountChoice(state: ApState, f: Figure, v: Vehicle): Choice {
  const cmd = { do: 'dismount' as const, figure: f.id };
  const no = refusal(state, cmd);
  const label = `Get out of ${vehicleName(v)} (1 AP)`;
  return no
    ? { key: 'dismount', label, enabled: false, why: no }
    : { key: 'dismount', label, enabled: true, command: cmd };
}

/**
 * The vehicle's smoke launchers (decision 93): any crew figure inside, a point up to 10" from the vehicle,
 * 1 AP; a click farther off lays the cloud as far toward it as they reach. No roll: the preview draws the cloud.
 */
export function smokeSalvoChoices(state: ApState, f: Figure, v: Vehicle): Choice[] {
  if (!v.weapons.includes('smoke') || v.destroyed) return [];
  const left = smokeSalvosOf(v);
  const key = 'smokeSalvo';
  const label = `Fire the smoke launchers (1 AP, ${left} salvo${left === 1 ? '' : 's'} left)`;
  const aimAt = (at: BoardPoint): [number, number] => {
    const d = dist(v.at, at);
    const k = d > SMOKE_LAUNCHERS.range ? SMOKE_LAUNCHERS.range / d : 1;
    return [round1(v.at[0] + (at[0] - v.at[0]) * k), round1(v.at[1] + (at[1] - v.at[1]) * k)];
  };
  const cmdOf = (at: [number, number]): ApCommand => ({ do: 'throw', figure: f.id, at, smoke: true });
  const no = refusal(state, cmdOf([v.at[0], v.at[1]]));
  if (no) return [{ key, label, enabled: false, why: no }];
  return [
    {
      key,
      label,
      enabled: true,
      target: {
        kind: 'point',
        prompt: `Lay smoke where? (up to ${SMOKE_LAUNCHERS.range}" from ${vehicleName(v)}; it blocks sight, not thermal sights, 1d6 rounds)`,
        command(at) {
          const aim = aimAt(at);
          const why = refusal(state, cmdOf(aim));
          return why ? { ok: false, why } : { ok: true, command: cmdOf(aim) };
        },
        preview(at) {
          const aim = aimAt(at);
          return {
            lines: [{ from: v.at, to: aim, ok: true }],
            circles: [{ at: aim, radius: SMOKE.radius }],
            note: `A salvo of smoke lands here for sure (no roll) and stands 1d6 rounds (1 AP).`,
          };
        },
      },
    },
  ];
}
