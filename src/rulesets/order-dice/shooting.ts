// Shooting (RULINGS-variants.md "Shooting"): who in the unit may shoot, at which target figure, needing what;
// the dice for hits (the 7+ rule), damage, high explosive and vehicle penetration; then casualties, pins and
// morale. Plans are pure and give the exact odds before a roll; rolls go through the step's dice.
import type { Vec } from '../../geometry/shapes';
import { capped, expectation, hitChance, killChance, successDistribution } from './odds';
import { HE_PEN_BONUS, HIT, QUALITY, REACT, TO_HIT, VEHICLE, WEAPON } from './tables';
import { coverOf, sees, type Cover } from './terrain';
import { arcBound, dist, inArc, teamWeapon } from './place';
import {
  liveFigures,
  unitOf,
  type FirePlan,
  type OdState,
  type HitMod,
  type ShotLine,
  type ShotRoll,
  type Unit,
} from './state';

export type { FirePlan, ShotLine, ShotRoll };
import type { Weapon } from './vocab';
import { passes, roll, test2d6, type Ctx } from './dice';
import { moraleWhy, shootWhy, WEAPON_WORDS } from './words';

export interface FireOptions {
  advancing?: boolean;
  /** Point-blank fire: no long-range penalty. */
  pointBlank?: boolean;
}

/** The weapons a unit shoots with: each figure its own, a team its heavy weapon once, a vehicle its one gun. */
export function shooters(u: Unit): { id: string; at: Vec; weapon: Weapon }[] {
  const live = liveFigures(u);
  if (live.length === 0) return [];
  if (u.kind === 'vehicle') return u.weaponLost ? [] : [{ id: live[0]!.id, at: live[0]!.at, weapon: live[0]!.weapon }];
  if (u.kind === 'team') return [{ id: live[0]!.id, at: live[0]!.at, weapon: teamWeapon(u) }];
  return live.map((f) => ({ id: f.id, at: f.at, weapon: f.weapon }));
}

/** Whether a friendly unit (or the team itself) sees the point, for indirect fire. */
function spotted(state: OdState, shooter: Unit, from: Vec, p: Vec): boolean {
  if (sees(state.terrain, from, p)) return true;
  return state.units.some(
    (u) =>
      u.side === shooter.side &&
      !u.destroyed &&
      u.id !== shooter.id &&
      liveFigures(u).some((f) => dist(f.at, from) <= REACT.spotterReach && sees(state.terrain, f.at, p)),
  );
}

/**
 * What moved a shot's score from the base 3+, each with its amount: the one list both the score and the log's
 * words come from, so the named reasons always add up to the number (play-test 5, 16).
 */
export function hitModifiers(o: {
  longRange: boolean;
  cover: Cover;
  advancing: boolean;
  pins: number;
  targetDown: boolean;
  inexperienced: boolean;
}): HitMod[] {
  const mods: HitMod[] = [];
  if (o.longRange) mods.push({ what: 'long range', add: TO_HIT.longRange });
  if (o.cover === 'soft') mods.push({ what: 'soft cover', add: TO_HIT.softCover });
  if (o.cover === 'hard') mods.push({ what: 'hard cover', add: TO_HIT.hardCover });
  if (o.advancing) mods.push({ what: 'moved on an Advance order', add: TO_HIT.shooterAdvancing });
  if (o.pins > 0) mods.push({ what: `${o.pins} pin${o.pins === 1 ? '' : 's'}`, add: o.pins * TO_HIT.perPin });
  if (o.targetDown) mods.push({ what: 'target Down', add: TO_HIT.targetDown });
  if (o.inexperienced) mods.push({ what: 'inexperienced', add: TO_HIT.inexperienced });
  return mods;
}

/** The shooting `shooter` can do at `target` now; an empty `lines` means it cannot shoot (with `why`). */
export function firePlan(
  state: OdState,
  shooterId: string,
  targetId: string,
  opt: FireOptions = {},
): FirePlan & { why?: string } {
  const u = unitOf(state, shooterId)!;
  const t = unitOf(state, targetId)!;
  const targets = liveFigures(t);
  const lines: ShotLine[] = [];
  let range = Infinity;
  let indirect = false;
  // Why each kind of weapon cannot shoot, said for the nearest target figure it sees (play-test hunt, session
  // 10: "out of range (29.9", the rifle reaches 24")" for a squad whose machine gun reached but had no arc).
  const refused = new Map<Weapon, { d: number; text: string }>();
  for (const sh of shooters(u)) {
    const row = WEAPON[sh.weapon];
    const name = WEAPON_WORDS[sh.weapon];
    indirect = indirect || row.indirect;
    let best: { d: number; at: Vec } | undefined;
    let no: { d: number; text: string } | undefined;
    for (const g of targets) {
      const d = dist(sh.at, g.at);
      const seen = row.indirect ? spotted(state, u, sh.at, g.at) : sees(state.terrain, sh.at, g.at);
      if (!seen) continue;
      range = Math.min(range, d);
      let text: string | undefined;
      if (d > row.range) text = `out of range (${fmt(d)}", the ${name} reaches ${row.range}")`;
      else if (d < row.minRange) text = `too close (${fmt(d)}", the ${name} needs ${row.minRange}")`;
      else if (arcBound(u, sh.weapon) && !inArc(sh.at, u.facing, g.at)) text = `outside the ${name}'s fire arc`;
      if (text) {
        if (!no || d < no.d) no = { d, text };
        continue;
      }
      if (!best || d < best.d) best = { d, at: g.at };
    }
    if (!best) {
      const had = refused.get(sh.weapon);
      if (no && (!had || no.d < had.d)) refused.set(sh.weapon, no);
      continue;
    }
    const cover: Cover = row.indirect ? 'none' : coverOf(state.terrain, sh.at, best.at);
    const longRange = !opt.pointBlank && best.d > row.range / 2;
    const mods = hitModifiers({
      longRange,
      cover,
      advancing: !!opt.advancing,
      pins: u.pins,
      targetDown: t.order === 'down',
      inexperienced: u.quality === 'inexperienced',
    });
    const need = row.indirect ? HIT.indirect : HIT.base + mods.reduce((a, m) => a + m.add, 0);
    lines.push({
      figure: sh.id,
      from: sh.at,
      weapon: sh.weapon,
      shots: row.shots,
      need,
      range: best.d,
      cover,
      longRange,
      mods: row.indirect ? [] : mods,
    });
  }
  const plan: FirePlan & { why?: string } = { shooter: shooterId, target: targetId, lines, range, indirect };
  if (lines.length === 0)
    plan.why =
      refused.size > 0 ? [...refused.values()].map((r) => r.text).join('; ') : 'no figure of the target in sight';
  return plan;
}

/** Nearest range between the units as the chapter measures it (only figures in sight count, if any are). */
export function measuredRange(state: OdState, a: Unit, b: Unit): number {
  let seen = Infinity;
  let any = Infinity;
  for (const f of liveFigures(a))
    for (const g of liveFigures(b)) {
      const d = dist(f.at, g.at);
      any = Math.min(any, d);
      if (d < seen && sees(state.terrain, f.at, g.at)) seen = d;
    }
  return seen < Infinity ? seen : any;
}

const fmt = (d: number): string => String(Math.round(d * 10) / 10);

/** Exact odds of a plan: the chance of each number of kills (a vehicle: destroyed as one), and of a pin. */
export function planOdds(state: OdState, plan: FirePlan): { kills: number[]; pin: number; expected: number } {
  const t = unitOf(state, plan.target)!;
  const live = liveFigures(t).length;
  const hits: number[] = [];
  for (const l of plan.lines) for (let i = 0; i < l.shots; i++) hits.push(hitChance(l.need));
  const pNoHit = hits.reduce((a, p) => a * (1 - p), 1);
  if (t.kind === 'vehicle') {
    const armour = t.armour ?? VEHICLE.defaultArmour;
    const chances: number[] = [];
    for (const l of plan.lines) {
      const pen = WEAPON[l.weapon].pen;
      if (pen === undefined) continue;
      const total = pen + (WEAPON[l.weapon].he ? HE_PEN_BONUS : 0);
      const pPen = Math.min(1, Math.max(0, (7 - (armour - total)) / 6));
      for (let i = 0; i < l.shots; i++) chances.push(hitChance(l.need) * pPen);
    }
    const pNoPen = chances.reduce((a, p) => a * (1 - p), 1);
    const pKill = 1 - chances.reduce((a, p) => a * (1 - p * (2 / 6)), 1);
    return { kills: [1 - pKill, pKill], pin: 1 - pNoPen, expected: pKill };
  }
  const dmg = killChance(QUALITY[t.quality].damage);
  let dist: number[];
  if (plan.lines.some((l) => WEAPON[l.weapon].he)) {
    // One high-explosive shot: a hit strikes 1d6 figures (no more than stand), each rolling damage.
    const pHit = 1 - pNoHit;
    dist = new Array<number>(live + 1).fill(0);
    dist[0] = 1 - pHit;
    for (let n = 1; n <= 6; n++) {
      const d = successDistribution(new Array<number>(Math.min(n, live)).fill(dmg));
      d.forEach((q, k) => (dist[k] = (dist[k] ?? 0) + (pHit / 6) * q));
    }
  } else dist = capped(successDistribution(hits.map((p) => p * dmg)), live);
  return { kills: dist, pin: 1 - pNoHit, expected: expectation(dist) };
}

export function rollShooting(ctx: Ctx, plan: FirePlan): ShotRoll {
  const t = unitOf(ctx.s, plan.target)!;
  const who = [plan.shooter];
  const faces = roll(ctx, { purpose: 'hit', count: plan.lines.reduce((a, l) => a + l.shots, 0), who });
  // Which shots hit, in the order thrown; 7+ shots that rolled a 6 take a second die, all in one throw.
  const needs: number[] = [];
  for (const l of plan.lines) for (let i = 0; i < l.shots; i++) needs.push(l.need);
  const weapons: Weapon[] = [];
  for (const l of plan.lines) for (let i = 0; i < l.shots; i++) weapons.push(l.weapon);
  const extraIdx = faces.map((f, i) => (f === 6 && needs[i]! >= 7 && needs[i]! <= 9 ? i : -1)).filter((i) => i >= 0);
  const extra = roll(ctx, { purpose: 'hitExtra', count: extraIdx.length, who });
  const hitWeapons: Weapon[] = [];
  faces.forEach((f, i) => {
    const need = needs[i]!;
    let hit = need <= 6 ? f >= need : false;
    const k = extraIdx.indexOf(i);
    if (k >= 0) hit = (extra[k] ?? 0) >= (SECOND[need] ?? 7);
    if (hit) hitWeapons.push(weapons[i]!);
  });
  const out: ShotRoll = { plan, hits: hitWeapons.length, kills: 0, pins: 0, dice: { hit: faces, second: extra } };
  if (out.hits === 0) return out;
  const he = hitWeapons.some((w) => WEAPON[w].he);
  if (t.kind === 'vehicle') {
    const armour = t.armour ?? VEHICLE.defaultArmour;
    const pens = hitWeapons.filter((w) => WEAPON[w].pen !== undefined);
    const pd = roll(ctx, { purpose: 'penetration', count: pens.length, who: [t.id], by: plan.shooter });
    out.dice!.pen = pd;
    out.dice!.penPlus = pens.map((w) => (WEAPON[w].pen ?? 0) + (WEAPON[w].he ? HE_PEN_BONUS : 0));
    out.dice!.armour = armour;
    let through = 0;
    pd.forEach((d, i) => {
      const w = pens[i]!;
      const total = d + (WEAPON[w].pen ?? 0) + (WEAPON[w].he ? HE_PEN_BONUS : 0);
      if (total >= armour) through++;
    });
    if (through === 0) return out;
    out.pins = he ? (roll(ctx, { purpose: 'hePins', count: 1, sides: 2, who: [t.id], by: plan.shooter })[0] ?? 1) : 1;
    if (he) out.dice!.hePins = out.pins;
    const vd = roll(ctx, { purpose: 'vehicleDamage', count: through, who: [t.id], by: plan.shooter });
    out.dice!.vehicleDamage = vd;
    for (const d of vd) {
      const r = VEHICLE.damage[d - 1]!;
      if (r === 'destroyed' || out.vehicle === undefined || (r === 'weaponLost' && out.vehicle === 'immobilised'))
        out.vehicle = r;
      if (r === 'destroyed') out.vehicle = 'destroyed';
    }
    out.kills = out.vehicle === 'destroyed' ? 1 : 0;
    return out;
  }
  let dmgDice = out.hits;
  if (he) {
    out.pins = roll(ctx, { purpose: 'hePins', count: 1, sides: 2, who: [t.id], by: plan.shooter })[0] ?? 1;
    const n = roll(ctx, { purpose: 'heFigures', count: 1, who: [t.id], by: plan.shooter })[0] ?? 1;
    dmgDice = Math.min(n, liveFigures(t).length);
    out.dice!.hePins = out.pins;
    out.dice!.heFigures = n;
  } else out.pins = 1;
  const need = QUALITY[t.quality].damage;
  const dd = roll(ctx, { purpose: 'damage', count: dmgDice, who: [t.id], note: `kills on ${need}+`, by: plan.shooter });
  out.dice!.damage = dd;
  out.dice!.damageNeed = need;
  out.kills = Math.min(dd.filter((d) => d >= need || d === 6).length, liveFigures(t).length);
  return out;
}

const SECOND: Readonly<Record<number, number>> = { 7: 4, 8: 5, 9: 6 };

/** The figures named fall, in the order named (the owner's pick, or the default: losses.ts). */
export function removeFigures(ctx: Ctx, u: Unit, ids: readonly string[]): void {
  for (const id of ids) {
    const f = u.figures.find((x) => x.id === id);
    if (!f?.alive) continue;
    f.alive = false;
    ctx.events.push({ type: 'casualty', unit: u.id, figure: f.id });
  }
}

/** One shooting's line for the log: its dice, hits and kills (told before a casualty pick: losses.ts). */
export function tellShooting(ctx: Ctx, r: ShotRoll, extra: { pointBlank?: boolean }): void {
  const shots = r.plan.lines.reduce((a, l) => a + l.shots, 0);
  ctx.events.push({
    type: 'shoot',
    unit: r.plan.shooter,
    target: r.plan.target,
    shots,
    hits: r.hits,
    kills: r.kills,
    range: Math.round(r.plan.range * 10) / 10,
    needs: r.plan.lines.map((l) => l.need),
    ...(extra.pointBlank ? { pointBlank: true } : {}),
    ...(r.plan.indirect ? { indirect: true } : {}),
    why: shootWhy(r.plan.lines, r.hits, r.kills, r.dice, r.plan.range),
  });
}

/**
 * Applies one shooting's results to its target: the shooting event (unless `told` already, before the owner
 * was asked who falls), the casualties (`fell`, picked by the owner or by default: losses.ts), vehicle damage,
 * pins.
 */
export function applyShooting(
  ctx: Ctx,
  r: ShotRoll,
  extra: { pointBlank?: boolean },
  fell: readonly string[],
  told = false,
): void {
  const t = unitOf(ctx.s, r.plan.target)!;
  if (!told) tellShooting(ctx, r, extra);
  if (t.destroyed) return;
  if (t.kind === 'vehicle') {
    if (r.vehicle)
      ctx.events.push({
        type: 'vehicleHit',
        unit: t.id,
        total: 0,
        armour: t.armour ?? VEHICLE.defaultArmour,
        result: r.vehicle,
      });
    if (r.vehicle === 'immobilised') t.immobile = true;
    if (r.vehicle === 'weaponLost') t.weaponLost = true;
    if (r.vehicle === 'destroyed') for (const f of t.figures) f.alive = false;
  } else removeFigures(ctx, t, fell);
  // A unit with nobody left takes no pin: it is about to be removed (play-test 4, 15: "takes 1 pin (2 now)",
  // then "is destroyed: no figures left").
  if (r.pins > 0 && t.figures.some((f) => f.alive)) addPins(ctx, t, r.pins);
}

export function addPins(ctx: Ctx, u: Unit, n: number): void {
  u.pins += n;
  ctx.events.push({ type: 'pin', unit: u.id, pins: u.pins, added: n });
}

/** After casualties: a unit down to half its figures or fewer tests morale; no figures or pins at morale: gone. */
export function afterHarm(
  ctx: Ctx,
  u: Unit,
  took: number,
  by: string | undefined,
  destroy: (u: Unit, why: string, by?: string) => void,
): void {
  if (u.destroyed) return;
  const morale = QUALITY[u.quality].morale;
  const live = liveFigures(u).length;
  if (live === 0) return destroy(u, 'no figures left', by);
  if (u.pins >= morale) return destroy(u, `${u.pins} pins, at or above its morale ${morale}`, by);
  if (took > 0 && u.kind !== 'vehicle' && live * 2 <= u.strength) {
    const target = morale - u.pins;
    const dice = roll(ctx, { purpose: 'morale', count: 2, who: [u.id], target });
    const passed = passes(dice, target);
    const total = (dice[0] ?? 0) + (dice[1] ?? 0);
    ctx.events.push({ type: 'morale', unit: u.id, passed, total, target, dice });
    if (!passed) destroy(u, moraleWhy(total, target, dice), by);
  }
}

export { test2d6 };
