// Launchers and blast heavy weapons on the table (decisions 67-69): a grenade launcher, RPG, AT4, Javelin,
// grenade machine gun or mortar fired at a point, a figure or a vehicle. Range and minimum range, set-up
// phases, one shot per act; the test is the weapon skill with the shooting modifiers (at a point: only the
// firer's own rows) and the heavy weapon bonus; a hit lands where aimed, a miss deviates by rank; the round
// bursts with its kill and damage zones (blast.ts) and its PEN against any vehicle it lands on. The grenade
// machine gun throws 1d6/2 rounds a firing, each tested at the one chance shown before the trigger.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { AP_COSTS, GRENADES, LAUNCHERS, RANK_TABLE, SHOOT_MODS, type Launcher } from './tables';
import { canAct, inContact, onTable } from './figures';
import { chanceOf, sees, seesVehicle, shootChance, woundLine } from './chance';
import { pointSight, sightToPoint, vehicleSight } from './terrain';
import { pi, spend, test, type Ctx } from './ctx';
import { mark } from './harm';
import { hitVehicle, vehicleTarget } from './vehicles';
import { inFootprint, vehicleOf } from './crew';
import { deviate, explode } from './blast';
import type { ApCommand, ApState, Chance, Figure, ModLine, Vehicle } from './types';

type FireCmd = Extract<ApCommand, { do: 'fire' }>;
/** What a firing is aimed at: a point, an enemy figure, or an enemy vehicle. */
export type FireAim = { kind: 'point'; at: Vec } | { kind: 'figure'; t: Figure } | { kind: 'vehicle'; v: Vehicle };

export function launcherOf(f: Figure): Launcher | undefined {
  return f.launcher ? LAUNCHERS[f.launcher] : undefined;
}

/** The rounds a figure has left for its launcher (the file's count, else the kind's). */
export function roundsLeft(f: Figure): number {
  return f.launcher ? (f.rounds ?? LAUNCHERS[f.launcher].rounds) : 0;
}

export function aimPoint(a: FireAim): Vec {
  return a.kind === 'point' ? a.at : a.kind === 'figure' ? a.t.at : a.v.at;
}

/**
 * The chance one round is tested against (decision 67): rank, the heavy weapon bonus for a heavy launcher,
 * then at a figure or vehicle the shooting modifiers as a shot has them (the firer's own weapon's scope or
 * bonus left out); at a point only the firer's rows (wound, aim, its pace and stance): a point neither
 * moves nor takes cover.
 */
export function fireChance(state: ApState, f: Figure, aim: number, a: FireAim): Chance {
  const L = launcherOf(f)!;
  const heavy: ModLine[] = L.heavy
    ? [{ key: 'heavyBonus', text: 'heavy weapon crew', value: RANK_TABLE[f.rank].heavyBonus }]
    : [];
  // The rifle stands in as a weapon with no lines of its own (no scope, no heavy bonus).
  const bare: Figure = { ...f, weapon: 'assault rifle' };
  if (a.kind !== 'point') {
    const t = a.kind === 'figure' ? a.t : vehicleTarget(state, a.v);
    const c = shootChance(state, bare, t, aim);
    return chanceOf(c.base, [...heavy, ...c.mods]);
  }
  const M = SHOOT_MODS;
  const v = RANK_TABLE[f.rank].skill;
  const m: ModLine[] = [...heavy];
  const wl = woundLine(f, v);
  if (wl) m.push(wl);
  const row = (k: keyof typeof M, text?: string, times = 1): ModLine => ({
    key: M[k].key,
    text: text ?? M[k].text,
    value: M[k].value * times,
  });
  if (aim > 0) m.push(row('aim', `aimed ${aim} AP`, aim));
  if (f.motion === 'run') m.push(row('attackerRunning'));
  if (f.motion === 'walk' || f.motion === 'crawl') m.push(row('attackerWalking'));
  if (f.stance === 'kneeling') m.push(row('attackerKneeling'));
  if (f.stance === 'prone') m.push(row('attackerProne'));
  // A mounted grenade machine gun on a vehicle that has driven this act (decision 84), as a shot has it.
  if (vehicleOf(state, f)?.moving) m.push(row('attackerVehicleMoving'));
  return chanceOf({ text: `${f.rank} ${v}%`, value: v }, m);
}

/** What the command aims at, or why it cannot be aimed there. */
export function fireAimOf(state: ApState, f: Figure, cmd: FireCmd): FireAim | string {
  if ((cmd.at === undefined) === (cmd.target === undefined)) return 'fire at a point (at) or at a target, not both';
  if (cmd.at) {
    const at = cmd.at;
    if (at[0] < 0 || at[1] < 0 || at[0] > state.table.width || at[1] > state.table.height)
      return 'the point is off the table';
    // A mortar fires over the heads (decision 69): a point a friend on the table sees will do.
    const observed = (o: Figure) => o.side === f.side && canAct(o) && pointSight(state, o.at, at);
    if (!sightToPoint(state, f, at) && !(launcherOf(f)?.barrage && state.figures.some(observed)))
      return `${f.id} has no line of sight to the point aimed at${launcherOf(f)?.barrage ? ', nor has any friend' : ''}`;
    return { kind: 'point', at };
  }
  const v = state.vehicles?.find((x) => x.id === cmd.target);
  if (v) {
    if (v.side === f.side) return `${v.id} is on ${f.id}'s side`;
    if (v.destroyed) return `${v.id} is already destroyed`;
    if (!vehicleSight(state, f, v)) return `${f.id} has no line of sight to ${v.id}`;
    if (!seesVehicle(state, f, v)) return `${v.id} is in cover from ${f.id}: spot it first`;
    return { kind: 'vehicle', v };
  }
  const t = state.figures.find((o) => o.id === cmd.target);
  if (!t) return `no figure ${JSON.stringify(cmd.target)}`;
  if (t.side === f.side) return `${t.id} is on ${f.id}'s side`;
  if (!onTable(t)) return `${t.id} is no longer on the table`;
  if (t.inside) return `${t.id} is inside ${t.inside}: fire at the vehicle`;
  if (!sees(state, f, t)) return `${f.id} has not spotted that enemy yet: a spot comes first`;
  return { kind: 'figure', t };
}

/** Why the figure cannot fire its launcher now at all (no launcher, rounds, set-up, once an act, jam, contact). */
export function fireBlocked(state: ApState, f: Figure): string | undefined {
  const L = launcherOf(f);
  if (!L) return `${f.id} carries no launcher`;
  if (state.clock.attacked) return `${f.id} has already shot or attacked once this act`;
  if (roundsLeft(f) <= 0) return `${f.id} has no ${L.name} rounds left`;
  if ((f.launcherSetUpLeft ?? 0) > 0) return `${f.id}'s ${L.name} is not set up (${f.launcherSetUpLeft} more phase(s))`;
  if (f.jammed) return `${f.id}'s weapon is jammed: clear the jam first (2 AP)`;
  if (inContact(state, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  return undefined;
}

/** The whole refusal of a firing, or what it aims at: the reducer and the board ask the same. */
export function fireCheck(state: ApState, f: Figure, cmd: FireCmd): FireAim | string {
  const blocked = fireBlocked(state, f);
  if (blocked) return blocked;
  const L = launcherOf(f)!;
  if ((cmd.aim ?? 0) > AP_COSTS.aimMax) return `at most ${AP_COSTS.aimMax} AP of aim`;
  const a = fireAimOf(state, f, cmd);
  if (typeof a === 'string') return a;
  const b = GRENADES[L.blast]!;
  const d = dist(f.at, aimPoint(a));
  if (d > b.range) return `that is ${d.toFixed(1)}" away, beyond the ${L.name}'s ${b.range}"`;
  if (d < b.minRange) return `that is ${d.toFixed(1)}" away, inside the ${L.name}'s minimum range of ${b.minRange}"`;
  return a;
}

/** Fire the launcher (the `fire` command): spend, roll the rounds, test each, land each. */
export function fire(c: Ctx, f: Figure, cmd: FireCmd): string | undefined {
  const a = fireCheck(c.s, f, cmd);
  if (typeof a === 'string') return a;
  const L = launcherOf(f)!;
  const aim = cmd.aim ?? 0;
  const chance = fireChance(c.s, f, aim, a);
  const refused = spend(c, f, `fire the ${L.name}`, AP_COSTS.shoot.ap + aim);
  if (refused) return refused;
  c.s.clock.attacked = true;
  f.firedAt = pi(c);
  f.firedKind = L.heavy ? 'heavy' : 'bolt';
  let n = 1;
  if (L.perFire === 'd6/2') {
    const d6 = c.dice.roll('rounds', 1, 6, [f.id], `${L.name}: 1d6/2 rounds`)[0]!;
    n = Math.min(roundsLeft(f), Math.ceil(d6 / 2));
    c.events.push({ type: 'rounds', figure: f.id, rounds: n, left: roundsLeft(f) - n });
  }
  const target = a.kind === 'figure' ? a.t.id : a.kind === 'vehicle' ? a.v.id : undefined;
  const aimed = aimPoint(a);
  const before = a.kind === 'figure' ? a.t.markers : 0;
  for (let i = 0; i < n; i++) {
    f.rounds = roundsLeft(f) - 1;
    const r = test(c, 'shoot', f.id, `fire ${L.name}`, chance, target);
    const landed = r.pass ? aimed : deviate(c, f, aimed, L.deviation, L.name);
    land(c, f, L, landed, r.critical);
    if (r.fumble) {
      f.jammed = true;
      c.events.push({ type: 'jam', figure: f.id });
      break;
    }
  }
  // A shot leaves its marker on the figure aimed at, hit or miss (decision 21): here if no blast caught it.
  if (a.kind === 'figure' && a.t.markers === before)
    mark(c, a.t, f.at, `fired at by ${f.id}`, L.moraleKey ?? undefined);
  return undefined;
}

/**
 * A round lands: the blast (every figure on foot in its zones marked, then struck), the barrage mark for a
 * mortar, and its PEN against each vehicle whose body it lands on (the crew inside marked, decision 56).
 */
function land(c: Ctx, f: Figure, L: Launcher, at: Vec, critical = false): void {
  const b = GRENADES[L.blast]!;
  explode(c, f, at, b, L, critical);
  for (const v of c.s.vehicles ?? []) {
    if (v.destroyed || !inFootprint(v, at)) continue;
    for (const m of c.s.figures.filter((x) => x.inside === v.id && canAct(x)))
      mark(c, m, f.at, `${v.id} hit by ${f.id}'s ${L.name}`, L.moraleKey ?? undefined);
    hitVehicle(c, v, b.pen, f);
  }
}

/** Set up the launcher: the whole act, one phase of its set-up (as a heavy weapon, decision 10). */
export function setUpLauncher(c: Ctx, f: Figure): string | undefined {
  if (c.s.clock.ap < AP_COSTS_PER_ACT)
    return `${f.id} has ${c.s.clock.ap} AP left; setting up takes the whole act (3 AP)`;
  spend(c, f, 'set up', c.s.clock.ap);
  f.launcherSetUpLeft = (f.launcherSetUpLeft ?? 0) - 1;
  c.events.push({ type: 'setUp', figure: f.id, left: f.launcherSetUpLeft });
  return undefined;
}
const AP_COSTS_PER_ACT = 3;
