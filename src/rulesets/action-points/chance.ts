// The chance of every d100 test, as a base and one line per modifier, so the preview, the odds and the
// log all show the same arithmetic. A test is clamped to 5..95 %; at or under succeeds; a critical is a
// success at or under a tenth of the chance (at least 01); 96-00 is a fumble (rulings).
import { dist } from '../../geometry/vec';
import { coverOf, hasSight, pointSight, vehicleSight } from './terrain';
import { canAct, enemiesOf, friendsOf, onTable, phaseIndex } from './figures';
import {
  MANOEUVRE_TABLE,
  MELEE_TABLE,
  MORALE_CAP,
  MORALE_MODS,
  PARRY_PENALTY,
  RANGES,
  RANK_TABLE,
  SHOOT_MODS,
  SPOT_MODS,
  STOREY_CAP,
  TEST,
  THROW_MODS,
  TRIPPED,
  FUMBLE_MODS,
  WEAPONS,
  type Cover,
  type Manoeuvre,
  type ModRow,
} from './tables';
import type { ApState, Chance, Figure, ModLine, Vehicle } from './types';
import { ableCrew, flying, gunner, spotterOf, vehicleOf } from './crew';
import type { Vec } from '../../geometry/shapes';

export function clampChance(raw: number): number {
  return Math.max(TEST.min, Math.min(TEST.max, raw));
}

export function chanceOf(base: { text: string; value: number }, mods: ModLine[]): Chance {
  const raw = base.value + mods.reduce((a, m) => a + m.value, 0);
  return { base, mods, raw, chance: clampChance(raw) };
}

/** How a roll reads against a chance. */
export function readTest(roll: number, chance: number): { pass: boolean; critical: boolean; fumble: boolean } {
  const pass = roll <= chance;
  return {
    pass,
    critical: pass && roll <= Math.max(1, Math.floor(chance / TEST.critDivisor)),
    fumble: roll >= TEST.fumbleFrom,
  };
}

const line = (row: ModRow, times = 1, text?: string): ModLine => ({
  key: row.key,
  text: text ?? row.text,
  value: row.value * times,
});

/** Wounds move every combat skill: light -20, medium half, serious down to 10 (shown as a line). */
export function woundLine(f: Figure, skill: number): ModLine | null {
  if (f.wound === 'light') return { key: 'woundLight', text: 'light wound', value: -20 };
  if (f.wound === 'medium')
    return { key: 'woundMedium', text: 'medium wound: half skill', value: -Math.ceil(skill / 2) };
  if (f.wound === 'serious') return { key: 'woundSerious', text: 'serious wound: skill 10%', value: 10 - skill };
  return null;
}

function rankBase(f: Figure): { text: string; value: number } {
  const v = RANK_TABLE[f.rank].skill;
  return { text: `${f.rank} ${v}%`, value: v };
}

const COVER_KEYS: Record<Exclude<Cover, 'none'>, 'softCover' | 'mediumCover' | 'hardCover' | 'prepared'> = {
  soft: 'softCover',
  medium: 'mediumCover',
  hard: 'hardCover',
  prepared: 'prepared',
};

/** Whether the target counts as in the open for this spotter: no cover and not hidden (stance ignored). */
export function inOpen(state: ApState, spotter: Figure, target: Figure): boolean {
  return !target.hidden && coverOf(state, target, spotter.at) === 'none';
}

/** Seen without a roll, or already spotted while sight holds (heavy weapons always roll to spot). */
export function sees(state: ApState, eyes: Figure, target: Figure): boolean {
  const spotter = spotterOf(state, eyes);
  if (!hasSight(state, spotter, target)) return false;
  if (spotter.seen.includes(target.id)) return true;
  return !WEAPONS[spotter.weapon].heavy && inOpen(state, spotter, target);
}

/** A vehicle's cover from a point (decision 61): a wall or bank at it (medium) leaves it hull down. */
export function vehicleCover(state: ApState, v: Vehicle, from: Vec): 'hard' | 'soft' | 'hullDown' | 'none' {
  // A helicopter in the air has no cover (decision 64); on the ground it has (decision 88).
  if (flying(v)) return 'none';
  const c = coverOf(state, { id: v.id, at: v.at, prepared: false }, from);
  return c === 'hard' || c === 'prepared' ? 'hard' : c === 'medium' ? 'hullDown' : c;
}

/**
 * Whether a figure sees an enemy vehicle (decision 61): a clear line to its centre, and either no cover from
 * the spotter (seen without a roll, heavy weapons too) or spotted already.
 */
export function seesVehicle(state: ApState, eyes: Figure, v: Vehicle): boolean {
  const s = spotterOf(state, eyes);
  if (!vehicleSight(state, s, v)) return false;
  return s.seen.includes(v.id) || vehicleCover(state, v, s.at) === 'none';
}

/** Side on: the spotter is more than 45° off both its front and its back. */
export function sideOn(v: Vehicle, from: Vec): boolean {
  const bearing = (Math.atan2(from[1] - v.at[1], from[0] - v.at[0]) * 180) / Math.PI;
  const off = Math.abs(((((bearing - v.facing) % 360) + 540) % 360) - 180);
  return off > 45 && off < 135;
}

/** The spotting table's "Vehicles" target rows: pace, its weapons fired, side on, cover. */
function vehicleSpotLines(state: ApState, v: Vehicle, from: Vec): ModLine[] {
  const m: ModLine[] = [];
  const M = SPOT_MODS;
  if (v.moving) m.push(line(M.vehicleMoving));
  // The first working weapon, manned by the first able crew figure, is the main one while none is lost.
  const crew = ableCrew(state, v);
  const fired = crew.filter((x) => x.firedAt >= phaseIndex(state) - 1);
  if (fired.some((x) => v.weaponsLost === 0 && x.id === crew[0]?.id)) m.push(line(M.vehicleFiringPrimary));
  else if (fired.length) m.push(line(M.vehicleFiringSecondary));
  if (sideOn(v, from)) m.push(line(M.vehicleSideOn));
  const cover = vehicleCover(state, v, from);
  if (cover === 'hard') m.push(line(M.vehicleHardCover));
  if (cover === 'soft') m.push(line(M.vehicleSoftCover));
  if (cover === 'hullDown') m.push(line(M.vehicleHullDown));
  return m;
}

export function spotChance(state: ApState, eyes: Figure, t: Figure, aim = 0): Chance {
  const s = spotterOf(state, eyes);
  const M = SPOT_MODS;
  const tv = state.vehicles?.find((v) => v.id === t.id);
  const m: ModLine[] = tv ? vehicleSpotLines(state, tv, s.at) : targetSpotLines(state, s, t);
  if (s.markers > 0) m.push(line(M.underFire));
  if (state.light === 'dusk') m.push(line(M.dusk));
  if (state.light === 'night') m.push(line(M.night));
  if (WEAPONS[s.weapon].scope) m.push(line(M.scope));
  const up = tv ? 0 : t.storey - s.storey;
  if (up > 0) m.push({ ...line(M.targetAbove, up), value: Math.max(-STOREY_CAP, M.targetAbove.value * up) });
  if (up < 0) m.push({ ...line(M.targetBelow, -up), value: Math.min(STOREY_CAP, M.targetBelow.value * -up) });
  const pi = phaseIndex(state);
  if (state.blasts.some((b) => b.phaseIndex >= pi - 1 && dist(b.at, s.at) <= RANGES.blastSpot))
    m.push(line(M.nearBlast));
  return chanceOf(rankBase(s), [...m, ...spotterOwnRows(state, s, aim)]);
}

/** The spotter's own rows, last in a spot or an IED search: its sights, its own movement, its vehicle, the aim. */
function spotterOwnRows(state: ApState, s: Figure, aim: number): ModLine[] {
  const M = SPOT_MODS;
  const m: ModLine[] = [];
  if (s.gear.includes('thermal')) m.push(line(M.thermal));
  if (s.gear.includes('nightVision') && state.light === 'night') m.push(line(M.nightVision));
  if (s.motion === 'walk' || s.motion === 'crawl') m.push(line(M.spotterWalking));
  if (s.motion === 'run') m.push(line(M.spotterRunning));
  if (s.inside) m.push(line(M.buttonedUp));
  if (vehicleOf(state, s)?.moving) m.push(line(M.spotterVehicleMoving));
  if (aim > 0) m.push(line(M.aim, aim, `looked ${aim} AP more`));
  return m;
}

/** Inches within which a search finds IEDs: the spotting table's IED row (decision 65). */
export const IED_SEARCH_INCHES = RANGES.blastSpot;

/**
 * A search for IEDs (decision 65): the spotter's rank and its own spotting rows, and the table's "within 12\"
 * of a grenade or IED" line (an IED is what it looks for within 12"); no target rows: an IED neither moves
 * nor fires.
 */
export function iedSearchChance(state: ApState, eyes: Figure, aim = 0): Chance {
  const s = spotterOf(state, eyes);
  const M = SPOT_MODS;
  const m: ModLine[] = [];
  if (s.markers > 0) m.push(line(M.underFire));
  if (state.light === 'dusk') m.push(line(M.dusk));
  if (state.light === 'night') m.push(line(M.night));
  if (WEAPONS[s.weapon].scope) m.push(line(M.scope));
  m.push({ ...line(M.nearBlast), text: 'looking within 12" of an IED' });
  return chanceOf(rankBase(s), [...m, ...spotterOwnRows(state, s, aim)]);
}

/**
 * Under barrage (decision 68): within the damage zone of a mortar round that fell in this combat phase or the
 * one before (the same span as "within 12\" of a grenade", decision 17).
 */
export function underBarrage(state: ApState, at: Vec): boolean {
  const pi = phaseIndex(state);
  return state.blasts.some((b) => b.barrage && b.phaseIndex >= pi - 1 && dist(b.at, at) <= b.barrage.radius);
}

/** The spotting table's rows for a figure as the target. */
function targetSpotLines(state: ApState, s: Figure, t: Figure): ModLine[] {
  const m: ModLine[] = [];
  const M = SPOT_MODS;
  if (t.motion === 'crawl') m.push(line(M.targetCrawling));
  if (t.motion === 'walk') m.push(line(M.targetWalking));
  if (t.motion === 'run') m.push(line(M.targetRunning));
  if (t.stance === 'prone') m.push(line(M.targetProne));
  if (t.stance === 'kneeling') m.push(line(M.targetKneeling));
  const others = state.figures.filter(
    (o) => o.id !== t.id && o.side === t.side && onTable(o) && dist(o.at, t.at) <= 2,
  ).length;
  if (others) m.push(line(M.extraTarget, others, `${M.extraTarget.text} (${others})`));
  if (t.firedAt >= phaseIndex(state) - 1) {
    if (t.firedKind === 'bolt') m.push(line(M.firingBolt));
    if (t.firedKind === 'auto') m.push(line(M.firingAuto));
    if (t.firedKind === 'heavy') m.push(line(M.firingHeavy));
  }
  if (underBarrage(state, t.at)) m.push(line(M.barrage));
  const cover = coverOf(state, t, s.at);
  if (cover !== 'none') m.push(line(M[COVER_KEYS[cover]]));
  if (t.hidden) m.push(line(M.hidden));
  if (t.gear.includes('ghillie')) m.push(line(M.ghillie));
  return m;
}

export function shootChance(state: ApState, shooter: Figure, t: Figure, aim = 0, snap = false): Chance {
  const m: ModLine[] = [];
  const M = SHOOT_MODS;
  // From inside a vehicle: the mounted weapon it mans, upright and still; the vehicle's own pace counts.
  const s = gunner(state, shooter);
  const from = vehicleOf(state, shooter);
  // At a vehicle: its own lines for pace and cover (the shooting table's "Vehicles" rows) stand for the figure's.
  const tv = state.vehicles?.find((v) => v.id === t.id);
  const w = WEAPONS[s.weapon];
  const base = rankBase(s);
  if (w.heavy) m.push({ key: 'heavyBonus', text: 'heavy weapon crew', value: RANK_TABLE[s.rank].heavyBonus });
  const wl = woundLine(s, base.value);
  if (wl) m.push(wl);
  if (aim > 0) m.push(line(M.aim, aim, `aimed ${aim} AP`));
  const d = dist(s.at, t.at);
  const close = d <= RANGES.close;
  const cover = tv && flying(tv) ? 'none' : coverOf(state, t, s.at);
  if (tv) {
    if (tv.moving) m.push(line(M.targetVehicleMoving));
    if (cover === 'hard' || cover === 'prepared') m.push(line(M.vehicleHardCover));
    if (cover === 'soft' || cover === 'medium') m.push(line(M.vehicleSoftCover));
  } else {
    if (t.motion === 'run') m.push(line(M.targetRunning));
    if (t.motion === 'walk' || t.motion === 'crawl') m.push(line(M.targetWalking));
    if (t.stance === 'kneeling') m.push(line(M.targetKneeling));
    if (t.stance === 'prone' && !close) m.push(line(M.targetProne));
    if (cover !== 'none') m.push(line(M[COVER_KEYS[cover]]));
  }
  const up = t.storey - s.storey;
  if (up > 0) m.push(line(M.targetHigher, up));
  if (close) m.push(line(M.within4));
  if (s.motion === 'run') m.push(line(M.attackerRunning));
  if (s.motion === 'walk' || s.motion === 'crawl') m.push(line(M.attackerWalking));
  if (s.stance === 'kneeling') m.push(line(M.attackerKneeling));
  if (s.stance === 'prone') m.push(line(M.attackerProne));
  if (from?.moving) m.push(line(M.attackerVehicleMoving));
  if (up < 0) m.push(line(M.fromAbove, -up));
  if (w.scope) m.push(line(M.scope));
  if (snap) m.push(line(M.snapFire));
  return chanceOf(base, m);
}

export function throwChance(state: ApState, s: Figure, at: Vec): Chance {
  const m: ModLine[] = [];
  const M = THROW_MODS;
  const base = rankBase(s);
  const wl = woundLine(s, base.value);
  if (wl) m.push(wl);
  const t = state.figures.find((o) => o.side !== s.side && onTable(o) && dist(o.at, at) <= 1);
  if (t?.motion === 'run') m.push(line(M.targetRunning));
  if (t && t.storey > s.storey) m.push(line(M.targetHigher, t.storey - s.storey));
  if (s.motion === 'run') m.push(line(M.attackerRunning));
  if (s.motion === 'walk' || s.motion === 'crawl') m.push(line(M.attackerWalking));
  if (t && t.storey < s.storey) m.push(line(M.fromAbove, s.storey - t.storey));
  return chanceOf(base, m);
}

function fumbleLines(f: Figure, foe: Figure, pi: number): ModLine[] {
  const m: ModLine[] = [];
  if (f.fumble === 'kitLoose' && f.fumbleUntil >= pi)
    m.push({ key: 'kitLoose', text: 'kit come loose', value: FUMBLE_MODS.kitLoose });
  if (foe.fumble === 'twistAnkle' && foe.stance === 'prone')
    m.push({ key: 'twistAnkle', text: 'enemy down with a twisted ankle', value: FUMBLE_MODS.twistAnkle });
  if (f.tripped) m.push({ key: 'tripped', text: 'tripped', value: TRIPPED.skill });
  return m;
}

/** Hand to hand: the table by ranks, the manoeuvre, wounds, trips and fumbles. */
export function meleeChance(state: ApState, a: Figure, d: Figure, manoeuvre?: Manoeuvre, free = false): Chance {
  const v = MELEE_TABLE[a.rank][d.rank];
  const m: ModLine[] = [];
  const wl = woundLine(a, v);
  if (wl) m.push(wl);
  if (manoeuvre && MANOEUVRE_TABLE[manoeuvre].hit)
    m.push({ key: manoeuvre, text: MANOEUVRE_TABLE[manoeuvre].text, value: MANOEUVRE_TABLE[manoeuvre].hit });
  if (free) m.push({ key: 'brokenFree', text: 'free attack on a broken enemy', value: 20 });
  m.push(...fumbleLines(a, d, phaseIndex(state)));
  return chanceOf({ text: `${a.rank} against ${d.rank} ${v}%`, value: v }, m);
}

/** Parry: the table read with the defender as attacker, less 10 %; a feint or circle halves... takes 50 off. */
export function parryChance(state: ApState, d: Figure, a: Figure, manoeuvre?: Manoeuvre): Chance {
  const v = MELEE_TABLE[d.rank][a.rank];
  const m: ModLine[] = [{ key: 'parry', text: 'parry', value: PARRY_PENALTY }];
  const wl = woundLine(d, v);
  if (wl) m.push(wl);
  if (manoeuvre && MANOEUVRE_TABLE[manoeuvre].parry)
    m.push({ key: manoeuvre, text: MANOEUVRE_TABLE[manoeuvre].text, value: MANOEUVRE_TABLE[manoeuvre].parry });
  m.push(...fumbleLines(d, a, phaseIndex(state)));
  return chanceOf({ text: `${d.rank} against ${a.rank} ${v}%`, value: v }, m);
}

/** Whether a wounded friend crying out within 12" is in sight (medium wound or worse, conscious). */
function criesNear(state: ApState, f: Figure): boolean {
  return friendsOf(state, f).some(
    (o) =>
      onTable(o) &&
      o.conscious &&
      (o.wound === 'medium' || o.wound === 'serious' || o.wound === 'critical') &&
      dist(o.at, f.at) <= RANGES.witness &&
      pointSight(state, o.at, f.at),
  );
}

export function moraleChance(state: ApState, f: Figure): Chance {
  const M = MORALE_MODS;
  const m: ModLine[] = [];
  // "The last combat phase": since the start of the figure's own previous act.
  if (f.inflictedAt >= f.actedAt && f.actedAt >= 0) m.push(line(M.inflicted));
  const friends = friendsOf(state, f).filter((o) => canAct(o) && dist(o.at, f.at) <= RANGES.friendNear).length;
  if (friends)
    m.push({
      ...line(M.friendNear, friends, `${friends} conscious ${friends === 1 ? 'friend' : 'friends'} within 6"`),
      value: Math.min(MORALE_CAP.friendNear, friends * 10),
    });
  const foes = enemiesOf(state, f).filter((o) => canAct(o) && dist(o.at, f.at) <= RANGES.friendNear).length;
  if (foes > 2)
    m.push({
      ...line(M.enemyNear, foes - 2, `${foes} enemies within 6"`),
      value: -Math.min(MORALE_CAP.enemyNear, (foes - 2) * 10),
    });
  if (f.fireKey === 'sniperOrMg') m.push(line(M.sniperOrMg));
  if (f.fireKey === 'mortarOrRpg') m.push(line(M.mortarOrRpg));
  if (f.fireKey === 'heavyFire') m.push(line(M.heavyFire));
  if (f.markers > 1) m.push(line(M.extraMarker, f.markers - 1, `${f.markers} morale markers`));
  const from = f.causeAt ?? enemiesOf(state, f).find(canAct)?.at;
  const cover = from ? coverOf(state, f, from) : 'none';
  if (cover === 'soft') m.push(line(M.softCover));
  if (cover === 'medium') m.push(line(M.mediumCover));
  if (cover === 'hard' || cover === 'prepared') m.push(line(M.hardCover));
  if (f.inside) m.push(line(M.vehicle));
  if (f.friendHit) m.push(line(M.friendHit));
  if (criesNear(state, f)) m.push(line(M.cries));
  if (f.wound === 'light') m.push(line(M.lightWound));
  if (f.wound === 'medium') m.push(line(M.mediumWound));
  if (f.wound === 'serious') m.push(line(M.seriousWound));
  const v = RANK_TABLE[f.rank].morale;
  return chanceOf({ text: `${f.rank} morale ${v}%`, value: v }, m);
}

/** Consciousness after a wound: the wound table's % for the figure's worst band (100 % rolls nothing). */
export function consciousnessChance(pct: number): Chance {
  return { base: { text: `consciousness ${pct}%`, value: pct }, mods: [], raw: pct, chance: pct };
}

export { hasSight };
