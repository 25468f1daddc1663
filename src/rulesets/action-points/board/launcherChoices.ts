// The plain table's buttons for a launcher or blast heavy weapon (launchers.ts, decisions 67-69): "Fire the
// RPG" plain and aimed 1 or 2 AP, each asking for a point on the table. A click on (or within 1" of) an
// enemy figure the firer has spotted, or on an enemy vehicle it sees, aims at it; anywhere else aims at the
// point. The preview shows the chance the reducer will roll (fireChance) with each modifier on its own, the
// AP cost, the blast's zones as circles, who it would catch, and the odds against a vehicle it lands on;
// a point the rules refuse says why. A launcher that needs setting up has its own Set up button.
import type { BoardChoice, BoardPoint, BoardTarget } from '../../../core/board';
import type { PreviewPicture } from '../../../core/rulesetView';
import { dist } from '../../../geometry/vec';
import { reduce } from '../reduce';
import { knownTo } from '../fog';
import { onTable } from '../figures';
import { inFootprint } from '../crew';
import { AP_COSTS, DEVIATION, GRENADES } from '../tables';
import { testOdds } from '../odds';
import { chanceText } from '../wording';
import { vehicleOddsText } from '../vehicles';
import { aimPoint, fireBlocked, fireCheck, fireChance, launcherOf, roundsLeft } from '../launchers';
import type { ApCommand, ApState, ApStepCommand, Figure } from '../types';
import { figureName, named, vehicleName } from './names';

type Choice = BoardChoice<ApStepCommand>;
type FireCmd = Extract<ApCommand, { do: 'fire' }>;

const round1 = (v: number): number => Math.round(v * 10) / 10;

function refusal(state: ApState, cmd: ApCommand): string | undefined {
  const r = reduce(state, cmd);
  return r.ok ? undefined : named(state, r.error);
}

/**
 * The launcher a figure carries in words, for its card and the firing's preview: its name, the rounds left,
 * its range from the minimum out, and the set-up still to do ("RPG: 3 rounds left, 5" to 250" (nothing
 * nearer than 5")"). Undefined without a launcher.
 */
export function launcherWords(f: Figure): string | undefined {
  const L = launcherOf(f);
  if (!L) return undefined;
  const b = GRENADES[L.blast]!;
  const left = roundsLeft(f);
  const setUp = f.launcherSetUpLeft ?? 0;
  return (
    `${L.name}: ${left} ${left === 1 ? 'round' : 'rounds'} left, ${b.minRange}" to ${b.range}" (nothing nearer than ${b.minRange}")` +
    (setUp > 0 ? `; set up in ${setUp} more ${setUp === 1 ? 'act' : 'acts'}` : '')
  );
}

/** What a click fires at: a spotted enemy figure within 1", an enemy vehicle under the click, else the point. */
export function fireAt(state: ApState, f: Figure, at: BoardPoint, aim: number): FireCmd {
  const base = { do: 'fire' as const, figure: f.id, ...(aim ? { aim } : {}) };
  const foes = state.figures
    .filter((o) => o.side !== f.side && onTable(o) && !o.inside && dist(o.at, at) <= 1)
    .sort((a, b) => dist(a.at, at) - dist(b.at, at));
  for (const t of foes)
    if (typeof fireCheck(state, f, { ...base, target: t.id }) !== 'string') return { ...base, target: t.id };
  for (const v of state.vehicles ?? [])
    if (
      v.side !== f.side &&
      !v.destroyed &&
      inFootprint(v, at) &&
      typeof fireCheck(state, f, { ...base, target: v.id }) !== 'string'
    )
      return { ...base, target: v.id };
  return { ...base, at: [round1(at[0]), round1(at[1])] };
}

/** Whether any point the rules take lies between the launcher's minimum and full range (a look round, 16 ways). */
function anyPoint(state: ApState, f: Figure): boolean {
  const b = GRENADES[launcherOf(f)!.blast]!;
  const far = Math.min(b.range, Math.hypot(state.table.width, state.table.height));
  for (const r of [b.minRange + 1, (b.minRange + far) / 2, far])
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      const at: [number, number] = [round1(f.at[0] + r * Math.cos(a)), round1(f.at[1] + r * Math.sin(a))];
      if (at[0] < 0 || at[1] < 0 || at[0] > state.table.width || at[1] > state.table.height) continue;
      if (typeof fireCheck(state, f, { do: 'fire', figure: f.id, at }) !== 'string') return true;
    }
  return false;
}

/** Of those in the blast, the names the firer's side may read (an enemy it knows nothing of is left out). */
function knownNames(state: ApState, side: string, caught: readonly Figure[]): string[] {
  return caught
    .filter((o) => knownTo(state, side, o) !== 'unknown')
    .map((o) => (knownTo(state, side, o) === 'seen' ? figureName(state, o) : 'the figure not spotted'));
}

/** The preview of a firing: the rolled chance's arithmetic, its odds, the zones, and a vehicle's odds. */
export function firePreview(state: ApState, f: Figure, cmd: FireCmd): PreviewPicture {
  const a = fireCheck(state, f, cmd);
  const to =
    cmd.at ??
    state.figures.find((o) => o.id === cmd.target)?.at ??
    state.vehicles?.find((v) => v.id === cmd.target)?.at ??
    f.at;
  if (typeof a === 'string')
    return { lines: [{ from: f.at, to, ok: false }], note: `Can't fire there: ${named(state, a)}` };
  const L = launcherOf(f)!;
  const b = GRENADES[L.blast]!;
  const aim = cmd.aim ?? 0;
  const c = fireChance(state, f, aim, a);
  const o = testOdds(c.chance);
  const at = aimPoint(a);
  const dv = DEVIATION[L.deviation]![f.rank === 'veteran' || f.rank === 'elite' ? 'high' : 'low'];
  const what = a.kind === 'figure' ? figureName(state, a.t) : a.kind === 'vehicle' ? vehicleName(a.v) : 'The point';
  const caught = state.figures.filter((x) => onTable(x) && !x.inside && dist(x.at, at) <= b.damageRadius);
  const names = knownNames(state, f.side, caught);
  const own = caught.filter((x) => x.side === f.side).map((x) => figureName(state, x));
  const rounds = L.perFire === 'd6/2' ? ` It fires 1d6/2 rounds (1 to 3), each at this chance.` : '';
  const vehicle =
    a.kind === 'vehicle' ? ` If it lands on ${vehicleName(a.v)}: ${vehicleOddsText(b.pen, a.v.armour)}.` : '';
  return {
    lines: [{ from: f.at, to: at, ok: true }],
    circles: [
      { at, radius: b.killRadius },
      { at, radius: b.damageRadius },
    ],
    odds: a.kind === 'point' ? {} : { [a.kind === 'figure' ? a.t.id : a.v.id]: `${c.chance}% on target` },
    note:
      `${launcherWords(f)!}. ` +
      `${what}, ${dist(f.at, at).toFixed(1)}" away: ${named(state, chanceText(c))} (${AP_COSTS.shoot.ap + aim} AP). ` +
      `${Math.round(o.pass * 100)}% on target (${Math.round(o.critical * 100)}% a critical: every zone's dice at ` +
      `10), ${Math.round(o.fumble * 100)}% a fumble; a miss lands ` +
      `${dv.count}d${dv.sides}${dv.halve || DEVIATION[L.deviation]!.unit === 'metre' ? '/2' : ''}" off.${rounds} ` +
      `Kill zone ${b.killRadius}" ${b.killDice}d10, damage zone ${b.damageRadius}" ${b.damageDice}d10.` +
      (names.length ? ` In the blast: ${names.join(', ')}.` : '') +
      (own.length ? ` Careful: ${own.join(', ')} of your own side.` : '') +
      vehicle,
  };
}

/** The launcher's buttons: Fire plain and aimed, and Set up while it needs it. None without a launcher. */
export function launcherChoices(state: ApState, f: Figure): Choice[] {
  const L = launcherOf(f);
  if (!L) return [];
  const out: Choice[] = [];
  const left = roundsLeft(f);
  const setUp = f.launcherSetUpLeft ?? 0;
  if (setUp > 0 && f.setUpLeft <= 0) {
    const cmd: ApCommand = { do: 'setUp', figure: f.id };
    const no = refusal(state, cmd);
    const label = `Set up the ${L.name} (the whole act, ${setUp} to go)`;
    out.push(
      no
        ? { key: 'setUpLauncher', label, enabled: false, why: no }
        : { key: 'setUpLauncher', label, enabled: true, command: cmd },
    );
  }
  const blocked = fireBlocked(state, f);
  for (const aim of [0, 1, 2]) {
    const ap = AP_COSTS.shoot.ap + aim;
    const what =
      L.perFire === 'd6/2' ? `1d6/2 rounds, ${left} left` : `${left} ${left === 1 ? 'round' : 'rounds'} left`;
    const label = aim
      ? `Fire the ${L.name}, aimed ${aim} AP (${ap} AP, +${10 * aim}%)`
      : `Fire the ${L.name} (${ap} AP, ${what})`;
    const key = aim ? `fire-aim${aim}` : 'fire';
    let why = blocked ? named(state, blocked) : undefined;
    if (!why && state.clock.ap < ap) why = `needs ${ap} AP, ${state.clock.ap} left`;
    if (!why && !anyPoint(state, f))
      why = `no point in sight between ${GRENADES[L.blast]!.minRange}" and ${GRENADES[L.blast]!.range}"`;
    const target: BoardTarget<ApStepCommand> = {
      kind: 'point',
      prompt: `Fire the ${L.name} at which point or enemy? (from ${GRENADES[L.blast]!.minRange}" to ${GRENADES[L.blast]!.range}", in sight)`,
      command(at) {
        const cmd = fireAt(state, f, at, aim);
        const no = refusal(state, cmd);
        return no ? { ok: false, why: no } : { ok: true, command: cmd };
      },
      preview: (at) => firePreview(state, f, fireAt(state, f, at, aim)),
    };
    out.push(why ? { key, label, enabled: false, why } : { key, label, enabled: true, target });
  }
  return out;
}
