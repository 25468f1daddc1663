// The buttons of the plain table for the figure acting now (core/board.ts BoardChoice): every action it may
// spend AP on, each with its cost, why not, and a preview with the exact d100 chance and its modifier lines.
// A target (a point, a figure) is offered only when the rules would take it: each candidate command is tried
// on the reducer first, so what the table offers is never refused, and a refusal is the rules' own line
// with names for ids.
import type { BoardChoice, BoardPoint, BoardTarget } from '../../../core/board';
import type { PreviewPicture } from '../../../core/rulesetView';
import type { DiceAsk } from '../../../core/dice/entered';
import { dist } from '../../../geometry/vec';
import { reduce } from '../reduce';
import { moveCost, turnCost, burstVictims } from '../actions';
import { knownTo } from '../fog';
import { canAct, enemiesOf, friendsOf, inContact, onTable } from '../figures';
import { hasSight, meleeChance, sees, parryChance, shootChance, spotChance, throwChance } from '../chance';
import { moveObstacles, pointSight, vehicleSight } from '../terrain';
import { testOdds, woundOdds } from '../odds';
import { chanceText } from '../wording';
import { AP_COSTS, RANGES, GRENADES, MANOEUVRE_TABLE, MANOEUVRES, SMOKE, WEAPONS, type Manoeuvre } from '../tables';
import type { ApCommand, ApNeed, ApState, ApStepCommand, Chance, Figure, Vehicle } from '../types';
import { crewMarkerText, penOf, vehicleOddsText, vehicleTarget } from '../vehicles';
import { figureName, named } from './names';
import { gunner, mountedLauncher, vehicleOf } from '../crew';
import {
  dismountChoice,
  driveChoice,
  flightChoices,
  mountChoices,
  searchChoices,
  smokeSalvoChoices,
} from './crewChoices';
import { launcherChoices } from './launcherChoices';
import { evacChoices } from './evacChoices';

type Choice = BoardChoice<ApStepCommand>;
type Cmd = ApCommand;

/** The rules' refusal of a command, in names, or undefined when it would be taken. */
export function refusal(state: ApState, cmd: Cmd): string | undefined {
  const r = reduce(state, cmd);
  return r.ok ? undefined : named(state, r.error);
}

const round1 = (v: number): number => Math.round(v * 10) / 10;
const pt = (at: BoardPoint): [number, number] => [round1(at[0]), round1(at[1])];
const facingTo = (a: readonly [number, number], b: readonly [number, number]): number =>
  Math.round((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI + 360) % 360;

/** "63% to hit, 6% a critical, 5% a fumble" from the odds module, for a chance about to be rolled. */
export function oddsWords(c: Chance, what: string): string {
  const o = testOdds(c.chance);
  return `${Math.round(o.pass * 100)}% ${what}, ${Math.round(o.critical * 100)}% a critical, ${Math.round(o.fumble * 100)}% a fumble`;
}

function pointChoice(
  key: string,
  label: string,
  target: BoardTarget<ApStepCommand>,
  why?: string,
  title?: string,
): Choice {
  const c: Choice = why ? { key, label, enabled: false, why } : { key, label, enabled: true, target };
  if (title) c.title = title;
  return c;
}

/** Along the line from `from` toward `at`, the point `d` inches out. */
function along(from: readonly [number, number], at: BoardPoint, d: number): [number, number] {
  const len = dist(from, at) || 1;
  return pt([from[0] + ((at[0] - from[0]) / len) * d, from[1] + ((at[1] - from[1]) / len) * d]);
}

/**
 * The move a click asks for: to the point, or, when it is beyond what the AP left reach or past something in
 * the way, as far toward it as the figure can go (in half-inch steps back). When nothing at all can be done
 * that way, the line is turned up to 45° either side, nearest first (`deflect`), so a click still moves the
 * figure where it can go; the preview draws the move that will be made.
 */
export function moveToward(
  state: ApState,
  f: Figure,
  how: 'walk' | 'run' | 'crawl' | 'dive',
  at: BoardPoint,
  deflect = true,
): { cmd: Cmd; to: [number, number]; cost: number; notes: string[] } | { why: string } {
  const d0 = dist(f.at, at);
  if (d0 < 0.25) return { why: 'pick a point away from the figure' };
  const reach = how === 'dive' ? AP_COSTS.dive.inches : AP_COSTS[how].inches * state.clock.ap;
  const first = Math.min(d0, reach);
  const steps = [first];
  for (let d = Math.floor(first * 2) / 2; d >= 0.5; d -= 0.5) if (d < first - 1e-9) steps.push(d);
  const base = Math.atan2(at[1] - f.at[1], at[0] - f.at[0]);
  for (const turn of deflect ? [0, 15, -15, 30, -30, 45, -45] : [0]) {
    const a = base + (turn * Math.PI) / 180;
    const toward: BoardPoint = turn ? [f.at[0] + first * Math.cos(a), f.at[1] + first * Math.sin(a)] : at;
    for (const d of steps) {
      const to = d === d0 && !turn ? pt(at) : along(f.at, toward, d);
      const obs = moveObstacles(state, f, to);
      if ('blocked' in obs) continue;
      const cost = moveCost(f, how, to, obs.extraAp);
      if (cost > state.clock.ap) continue;
      const cmd: Cmd = { do: how, figure: f.id, to };
      if (refusal(state, cmd)) continue;
      return { cmd, to, cost, notes: obs.notes.map((n) => named(state, n)) };
    }
  }
  const to = d0 <= reach ? pt(at) : along(f.at, at, reach);
  return { why: refusal(state, { do: how, figure: f.id, to }) ?? `can't ${how} that way` };
}

/** Whether the figure can make this move in any direction at all (so the button is worth offering). */
function anyMove(state: ApState, f: Figure, how: 'walk' | 'run' | 'crawl' | 'dive'): boolean {
  const reach = how === 'dive' ? AP_COSTS.dive.inches : AP_COSTS[how].inches * state.clock.ap;
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    const at: BoardPoint = [f.at[0] + reach * Math.cos(a), f.at[1] + reach * Math.sin(a)];
    if (!('why' in moveToward(state, f, how, at, false))) return true;
  }
  return false;
}

function moveChoice(state: ApState, f: Figure, how: 'walk' | 'run' | 'crawl' | 'dive'): Choice {
  const per = AP_COSTS[how];
  const words = { walk: 'Walk', run: 'Run', crawl: 'Crawl', dive: 'Dive' }[how];
  const label = how === 'dive' ? 'Dive 1" (2 AP)' : `${words} (1 AP per ${per.inches}")`;
  const ap = state.clock.ap;
  let why: string | undefined;
  if (inContact(state, f).length) why = 'in hand to hand: only blows (or a breakaway) now';
  else if ((how === 'walk' || how === 'run') && f.stance !== 'standing') why = `${f.stance}: stand up first`;
  else if (how === 'crawl' && f.stance !== 'prone') why = 'only a prone figure crawls';
  else if (how === 'dive' && f.stance === 'prone') why = 'already prone';
  else if (ap < per.ap) why = `needs ${per.ap} AP, ${ap} left`;
  else if (!anyMove(state, f, how)) why = `no room to ${how}: every way is blocked or costs more than ${ap} AP`;
  const target: BoardTarget<ApStepCommand> = {
    kind: 'point',
    prompt: `${words} toward where? (${how === 'dive' ? '1"' : `${per.inches}" per AP`}, ${ap} AP left; a far point goes as far as the AP allow)`,
    command(at) {
      const m = moveToward(state, f, how, at);
      return 'why' in m ? { ok: false, why: m.why } : { ok: true, command: m.cmd };
    },
    preview(at) {
      const m = moveToward(state, f, how, at);
      if ('why' in m) return { lines: [{ from: f.at, to: at, ok: false }], note: `Can't ${how} there: ${m.why}` };
      const d = dist(f.at, m.to);
      const turn = turnCost(f.facing, facingTo(f.at, m.to));
      const extras = [...(turn ? ['turning more than 90° +1 AP'] : []), ...m.notes];
      const short = dist(m.to, at) > 0.1 ? ' (as far as it can go that way)' : '';
      return {
        lines: [{ from: f.at, to: m.to, ok: true }],
        note: `${words} ${d.toFixed(1)}"${short}: ${m.cost} AP${extras.length ? ` (${extras.join('; ')})` : ''}, ${ap - m.cost} AP left after`,
      };
    },
  };
  return pointChoice(how, label, target, why);
}

function turnChoice(state: ApState, f: Figure): Choice {
  const target: BoardTarget<ApStepCommand> = {
    kind: 'point',
    prompt: 'Face toward which point? (free up to 90°, 1 AP past it)',
    command(at) {
      const cmd: Cmd = { do: 'turn', figure: f.id, facing: facingTo(f.at, at) };
      if (dist(f.at, at) < 0.5) return { ok: false, why: 'pick a point away from the figure' };
      const no = refusal(state, cmd);
      return no ? { ok: false, why: no } : { ok: true, command: cmd };
    },
    preview(at) {
      const cost = turnCost(f.facing, facingTo(f.at, at));
      return { lines: [{ from: f.at, to: at, ok: cost <= state.clock.ap }], note: `Turn to face here: ${cost} AP` };
    },
  };
  return pointChoice('turn', 'Turn (free to 90°, 1 AP past)', target);
}

function readyChoice(state: ApState, key: string, label: string, cmd: Cmd, title?: string): Choice {
  const no = refusal(state, cmd);
  const c: Choice = no ? { key, label, enabled: false, why: no } : { key, label, enabled: true, command: cmd };
  if (title) c.title = title;
  return c;
}

/** A choice that picks a figure among those the rules would take; disabled with the first reasons when none. */
function figureChoice(
  state: ApState,
  key: string,
  label: string,
  prompt: string,
  candidates: readonly Figure[],
  make: (t: Figure) => Cmd,
  preview: (t: Figure) => PreviewPicture,
  none: string,
  cheap?: (t: Figure) => string | undefined,
): Choice {
  const among: string[] = [];
  const reasons: string[] = [];
  for (const t of candidates) {
    const no = cheap?.(t) ?? refusal(state, make(t));
    if (no) reasons.push(no);
    else among.push(t.id);
  }
  if (!among.length) {
    const off: Choice = { key, label, enabled: false, why: whyNone(reasons, none) };
    REASONS.set(off, reasons);
    return off;
  }
  const byId = (id: string): Figure => candidates.find((t) => t.id === id)!;
  const side = state.figures.find((o) => o.id === state.clock.queue[0])?.side;
  return {
    key,
    label,
    enabled: true,
    title: `${among.length} to choose from: ${among.map((id) => (side ? nameFor(state, side, byId(id)) : figureName(state, id))).join(', ')}`,
    target: {
      kind: 'figure',
      prompt,
      among,
      command: (id) => make(byId(id)),
      preview: (id) => (candidates.some((t) => t.id === id) ? preview(byId(id)) : undefined),
    },
  };
}

/** Each refused candidate's reason behind a disabled figure choice, for withVehicles to add its own to. */
const REASONS = new WeakMap<Choice, readonly string[]>();

/** Said for the enemies out of sight that the side knows nothing of (fog.ts): none of them is named. */
const UNSEEN = 'no other enemy in sight';

/**
 * Why a figure choice has no target, from each candidate's refusal, each said once: the AP refusal names its
 * target ("spot Viktor costs 1 AP") and would repeat for every enemy, so it is said once without the name
 * (play-test: "Tran has 0 AP left; spot Sgt Ilya costs 1 AP; Tran has 0 AP left; spot Viktor ..."); the unseen
 * enemies come last, and are "no enemy in sight" when nothing else was said.
 */
export function whyNone(reasons: readonly string[], none: string): string {
  if (!reasons.length) return none;
  let said = [...new Set(reasons.map((r) => r.replace(/^(.+ has \d+ AP left); .+ (costs \d+ AP)$/, '$1; that $2')))];
  // Spot with every enemy in sight already seen: one short reason, not the spotter's name once per enemy (the
  // button's note was cut off at "Sgt Novak already sees Sgt Karim; Sgt Novak a…", play-test pt16a-22). The
  // unseen enemies' "no other enemy in sight" then adds nothing.
  const seen = said.map((r) => /^(.+) already sees (.+)$/.exec(r)).filter((m) => m !== null);
  if (seen.length > 0 && seen.every((m) => m[1] === seen[0]![1]) && (seen.length > 1 || said.includes(UNSEEN))) {
    const who = seen[0]![1]!;
    const all =
      seen.length === 1
        ? `${who} already sees ${seen[0]![2]!}, the only enemy in sight`
        : `${who} already sees ${seen.length === 2 ? 'both' : `all ${seen.length}`} enemies in sight`;
    said = [all, ...said.filter((r) => !/ already sees /.test(r) && r !== UNSEEN)];
  }
  const others = said.filter((r) => r !== UNSEEN);
  if (!others.length) return 'no enemy in sight';
  return [...others.slice(0, 3), ...(said.includes(UNSEEN) ? [UNSEEN] : [])].join('; ');
}

/** A figure's name as `side` may read it: an enemy it has not spotted is only "the figure not spotted". */
function nameFor(state: ApState, side: string, o: Figure): string {
  return knownTo(state, side, o) === 'seen' ? figureName(state, o) : 'the figure not spotted';
}

/** Of those caught by a burst or blast, the ones `side` knows of (an unknown enemy is not revealed). */
function knownOf(state: ApState, side: string, caught: readonly Figure[]): string[] {
  return caught.filter((o) => knownTo(state, side, o) !== 'unknown').map((o) => nameFor(state, side, o));
}

function shotPreview(state: ApState, f: Figure, t: Figure, aim: number, snap: boolean): PreviewPicture {
  const c = shootChance(state, f, t, aim, snap);
  const w = WEAPONS[gunner(state, f).weapon];
  const d = dist(f.at, t.at);
  const dice = w.bands ? (w.bands.find((b) => d <= b.upTo)?.dice ?? 0) : w.dice;
  const bands = woundOdds(dice, 10, t.armour, state.options.fixedArmour);
  const wounds = Object.entries(bands)
    .filter(([, p]) => p > 0.0005)
    .map(([k, p]) => `${k === 'none' ? 'no wound' : k} ${(p * 100).toFixed(1)}%`)
    .join(', ');
  const burst = w.burst ? burstVictims(state, f, t, w.burst.width) : [];
  const friends = burst.filter((o) => o.side === f.side).map((o) => figureName(state, o));
  return {
    lines: [{ from: f.at, to: t.at, ok: true }],
    odds: { [t.id]: `${c.chance}% to hit` },
    note:
      `${figureName(state, t)}, ${d.toFixed(1)}" away: ${named(state, chanceText(c))} (${AP_COSTS.shoot.ap + aim} AP). ` +
      `${oddsWords(c, 'to hit')}. If hit (${dice}d10${t.armour ? ` less ${t.armour} armour` : ''}): ${wounds}.` +
      (knownOf(state, f.side, burst).length
        ? ` The burst also catches ${knownOf(state, f.side, burst).join(', ')}.`
        : '') +
      (friends.length ? ` Careful: ${friends.join(', ')} of your own side.` : ''),
  };
}

function spotPreview(state: ApState, f: Figure, t: Figure, aim: number): PreviewPicture {
  const c = spotChance(state, f, t, aim);
  return {
    lines: [{ from: f.at, to: t.at, ok: true }],
    odds: { [t.id]: `${c.chance}% to spot` },
    note: `${nameFor(state, f.side, t)}: ${named(state, chanceText(c))} (${AP_COSTS.spot.ap + aim} AP). ${oddsWords(c, 'to spot')}.`,
  };
}

function meleePreview(state: ApState, f: Figure, t: Figure, man?: Manoeuvre): PreviewPicture {
  const c = meleeChance(state, f, t, man);
  const p = parryChance(state, t, f, man);
  return {
    lines: [{ from: f.at, to: t.at, ok: true }],
    odds: { [t.id]: `${c.chance}% to hit` },
    note: `${figureName(state, t)}: ${chanceText(c)}. ${oddsWords(c, 'to hit')}. They may parry: ${chanceText(p)}.`,
  };
}

/**
 * Where a throw at a click is aimed: the point, or the farthest point toward it within the throw's range
 * that the thrower can see (in 1" steps back, no nearer than 2"); failing that, the line turned up to 45°
 * either side, nearest first. The preview draws the aim that will be thrown at.
 */
function throwAim(state: ApState, f: Figure, at: BoardPoint, range: number, smoke: boolean): [number, number] | null {
  const d0 = dist(f.at, at);
  const first = Math.min(d0, range);
  const { width, height } = state.table;
  const base = Math.atan2(at[1] - f.at[1], at[0] - f.at[0]);
  for (const turn of [0, 15, -15, 30, -30, 45, -45]) {
    const a = base + (turn * Math.PI) / 180;
    for (let d = first; d >= 2; d -= 1) {
      const aim = turn === 0 && d === d0 ? pt(at) : pt([f.at[0] + d * Math.cos(a), f.at[1] + d * Math.sin(a)]);
      if (aim[0] < 0 || aim[1] < 0 || aim[0] > width || aim[1] > height || !pointSight(state, f.at, aim)) continue;
      if (!refusal(state, { do: 'throw', figure: f.id, at: aim, ...(smoke ? { smoke: true } : {}) })) return aim;
    }
  }
  return null;
}

/**
 * Whether any point around the thrower, out to its range, could be thrown at (so the button is worth
 * offering): a cheap look for sight first, then the rules' word on the first point that has it.
 */
function anyThrow(state: ApState, f: Figure, smoke: boolean, range: number): boolean {
  const { width, height } = state.table;
  for (const r of [range / 2, range, range / 4])
    for (let k = 0; k < 16; k++) {
      const a = (k * Math.PI) / 8;
      const at = pt([f.at[0] + r * Math.cos(a), f.at[1] + r * Math.sin(a)]);
      if (at[0] < 0 || at[1] < 0 || at[0] > width || at[1] > height || !pointSight(state, f.at, at)) continue;
      return !refusal(state, { do: 'throw', figure: f.id, at, ...(smoke ? { smoke: true } : {}) });
    }
  return false;
}

function throwChoice(state: ApState, f: Figure, smoke: boolean): Choice {
  const left = smoke ? f.smoke : f.grenades;
  const key = smoke ? 'smoke' : 'throw';
  const label = smoke ? `Throw smoke (1 AP, ${left} left)` : `Throw a grenade (1 AP, ${left} left)`;
  const g = GRENADES.hand!;
  const range = smoke ? SMOKE.range : g.range;
  let why: string | undefined;
  if (left <= 0) why = `no ${smoke ? 'smoke ' : ''}grenades left`;
  else if (state.clock.attacked) why = 'already shot, thrown or struck once this act';
  else if (state.clock.ap < 1) why = 'no AP left';
  else if (inContact(state, f).length) why = 'in hand to hand: only blows (or a breakaway) now';
  else if (!anyThrow(state, f, smoke, range)) why = `no point in sight within ${range}" to throw at`;
  const cmdOf = (aim: [number, number]): Cmd => ({
    do: 'throw',
    figure: f.id,
    at: aim,
    ...(smoke ? { smoke: true } : {}),
  });
  const target: BoardTarget<ApStepCommand> = {
    kind: 'point',
    prompt: `Throw ${smoke ? 'smoke' : 'the grenade'} at which point? (up to ${range}" and in sight; a point beyond falls short)`,
    command(at) {
      const aim = throwAim(state, f, at, range, smoke);
      return aim
        ? { ok: true, command: cmdOf(aim) }
        : { ok: false, why: refusal(state, cmdOf(pt(at))) ?? 'no point in sight that way' };
    },
    preview(at) {
      const aim = throwAim(state, f, at, range, smoke);
      if (!aim)
        return {
          lines: [{ from: f.at, to: at, ok: false }],
          note: "Can't throw that way: no point in sight within reach",
        };
      const c = throwChance(state, f, aim);
      const caught = state.figures.filter((o) => onTable(o) && dist(o.at, aim) <= g.damageRadius);
      return {
        lines: [{ from: f.at, to: aim, ok: true }],
        circles: smoke
          ? [{ at: aim, radius: SMOKE.radius }]
          : [
              { at: aim, radius: g.killRadius },
              { at: aim, radius: g.damageRadius },
            ],
        note:
          `${chanceText(c)} (1 AP). ${oddsWords(c, 'on target')}; a miss deviates.` +
          (!smoke && knownOf(state, f.side, caught).length
            ? ` In the blast: ${knownOf(state, f.side, caught).join(', ')}.`
            : ''),
      };
    },
  };
  return pointChoice(key, label, target, why);
}

/** What a roll waiting for a player's faces is for, in names ("Hale's shot at Karim: 45% or less"). */
export function askWords(state: ApState, ask: DiceAsk): string {
  const who = ask.who
    .map((id) => (state.figures.some((f) => f.id === id) ? figureName(state, id) : null))
    .filter(Boolean);
  const note = ask.note ? named(state, ask.note) : ask.purpose;
  return `${note}${who.length ? ` (${who.join(', ')})` : ''}`;
}

/** The faces of the roll a person threw at the table: a d100 as two d10s (tens, units; a 10 reads 0). */
function diceChoice(state: ApState, ask: DiceAsk): Choice {
  const d100 = ask.count === 2 && ask.sides === 10;
  const how = d100 ? 'two d10s, tens die first (a 10 reads 0; 0 and 0 is 100)' : `${ask.count} d${ask.sides}`;
  return {
    key: 'dice',
    label: `Enter the dice: ${how}`,
    enabled: true,
    title: askWords(state, ask),
    target: {
      kind: 'faces',
      prompt: `Throw ${how} for ${askWords(state, ask)}`,
      ask,
      command: (faces) => ({ do: 'dice', faces: [...faces] }),
    },
  };
}

/** What a shot at a vehicle would roll (the reducer's own chance, vehicleTarget) and the damage table's odds. */
function vehicleShotPreview(state: ApState, f: Figure, v: Vehicle, aim: number): PreviewPicture {
  const c = shootChance(state, f, vehicleTarget(state, v), aim);
  const d = dist(f.at, v.at);
  return {
    lines: [{ from: f.at, to: v.at, ok: true }],
    odds: { [v.id]: `${c.chance}% to hit` },
    note:
      `${v.name ?? `The ${v.type}`}, ${d.toFixed(1)}" away: ${named(state, chanceText(c))} (${AP_COSTS.shoot.ap + aim} AP). ` +
      `${oddsWords(c, 'to hit')}. If hit: ${vehicleOddsText(penOf(gunner(state, f).weapon), v.armour)}.` +
      crewMarkerText(state, v, (id) => figureName(state, id)),
  };
}

/** What a spot roll at an enemy vehicle in cover would roll (the reducer's own chance, vehicleTarget). */
function vehicleSpotPreview(state: ApState, f: Figure, v: Vehicle, aim: number): PreviewPicture {
  const c = spotChance(state, f, vehicleTarget(state, v), aim);
  return {
    lines: [{ from: f.at, to: v.at, ok: true }],
    odds: { [v.id]: `${c.chance}% to spot` },
    note: `The vehicle not spotted, ${dist(f.at, v.at).toFixed(1)}" away: ${named(state, chanceText(c))} (${AP_COSTS.spot.ap + aim} AP). ${oddsWords(c, 'to spot')}.`,
  };
}

/**
 * The enemy vehicles a shot or spot may go at (decisions 51, 61): a clear line to the centre, and taken by
 * the rules (a shot needs it seen; a spot needs it in cover and not yet seen). Added to the button's figure
 * targets (a vehicle is a token on the board with its own id); a button with no figure to take but a
 * vehicle becomes enabled.
 */
function withVehicles(state: ApState, f: Figure, c: Choice, aim: number, spot = false): Choice {
  const cmd = (id: string): Cmd => ({ do: spot ? 'spot' : 'shoot', figure: f.id, target: id, ...(aim ? { aim } : {}) });
  const vs = (state.vehicles ?? []).filter(
    (v) => v.side !== f.side && !v.destroyed && vehicleSight(state, f, v) && !refusal(state, cmd(v.id)),
  );
  if (!vs.length) {
    // An enemy vehicle in sight that may not be taken says why (already seen, in cover: spot it first).
    const why = (state.vehicles ?? [])
      .filter((v) => v.side !== f.side && !v.destroyed && vehicleSight(state, f, v))
      .map((v) => refusal(state, cmd(v.id)))
      .filter((x): x is string => !!x);
    if (c.enabled || !why.length) return c;
    return { ...c, why: whyNone([...(REASONS.get(c) ?? []), ...why], c.why ?? '') };
  }
  const t = c.target?.kind === 'figure' ? c.target : undefined;
  const vehicle = (id: string): Vehicle | undefined => vs.find((v) => v.id === id);
  const names = vs.map((v) => (spot ? 'a vehicle not spotted' : (v.name ?? `the ${v.type}`)));
  const among = [...(t?.among ?? []), ...vs.map((v) => v.id)];
  return {
    key: c.key,
    label: c.label,
    enabled: true,
    title: t ? `${c.title}; vehicles: ${names.join(', ')}` : `${vs.length} to choose from: ${names.join(', ')}`,
    target: {
      kind: 'figure',
      prompt: t?.prompt ?? (spot ? 'Spot which enemy?' : 'Shoot at which enemy?'),
      among,
      command: (id) => (vehicle(id) ? cmd(id) : t!.command(id)),
      preview: (id) => {
        const v = vehicle(id);
        if (!v) return t?.preview?.(id);
        return spot ? vehicleSpotPreview(state, f, v, aim) : vehicleShotPreview(state, f, v, aim);
      },
    },
  };
}

const AIMS = [0, 1, 2] as const;

/**
 * Buttons that could never be pressed in the figure's present stance or motion (stand while standing, stop
 * while still, crawl unless prone, dive when prone), and aimed variants of a spot or shot that can't be made
 * at all, are left off the bar: the plain button already says why.
 */
function worthShowing(f: Figure, c: Choice, all: readonly Choice[]): boolean {
  if (c.enabled) return true;
  if (c.key === 'stand') return f.stance !== 'standing';
  if (c.key === 'stop') return f.motion !== 'still';
  if (c.key === 'crawl') return f.stance === 'prone';
  if (c.key === 'dive') return f.stance !== 'prone';
  const plain = /^(spot|shoot)-aim\d$/.exec(c.key)
    ? all.find((x) => x.key === c.key.replace(/-aim\d$/, ''))
    : undefined;
  if (plain && !plain.enabled) return false;
  const blow = /^attack-/.test(c.key) ? all.find((x) => x.key === 'attack') : undefined;
  return !(blow && !blow.enabled);
}

function commandChoices(state: ApState, f: Figure): Choice[] {
  const all = allCommandChoices(state, f);
  return all.filter((c) => worthShowing(f, c, all));
}

function allCommandChoices(state: ApState, f: Figure): Choice[] {
  // The crew inside an enemy vehicle are no targets of their own (decision 56): the vehicle is offered.
  const foes = enemiesOf(state, f).filter((t) => onTable(t) && !t.inside);
  const car = vehicleOf(state, f);
  // Inside a vehicle: drive, get out, spot and shoot (the weapon it mans), clear, end; nothing on foot.
  const out: Choice[] = car
    ? [driveChoice(state, f, car), ...flightChoices(state, f, car), dismountChoice(state, f, car)]
    : [
        moveChoice(state, f, 'walk'),
        moveChoice(state, f, 'run'),
        moveChoice(state, f, 'crawl'),
        moveChoice(state, f, 'dive'),
        turnChoice(state, f),
        readyChoice(state, 'kneel', 'Kneel (1 AP)', { do: 'kneel', figure: f.id }),
        readyChoice(state, 'prone', 'Go prone (1 AP)', { do: 'prone', figure: f.id }),
        readyChoice(state, 'stand', `Stand up (${f.tripped ? 2 : 1} AP)`, { do: 'stand', figure: f.id }),
        readyChoice(
          state,
          'stop',
          'Stop moving (1 AP)',
          { do: 'stop', figure: f.id },
          'A moving figure is harder to hit but shoots and spots worse',
        ),
        ...mountChoices(state, f),
      ];
  // Sight is looked at first, without a dry run of the rules (the common reason, and cheap).
  // An enemy the side knows nothing of is not named (fog.ts).
  const unseen = (t: Figure): string | undefined =>
    hasSight(state, f, t)
      ? undefined
      : knownTo(state, f.side, t) === 'unknown'
        ? UNSEEN
        : `no line of sight to ${nameFor(state, f.side, t)}`;
  // Aim only adds AP: a figure the plain order can't take, no aimed order takes either.
  const aimed = (first: Choice): readonly Figure[] =>
    first.target?.kind === 'figure'
      ? foes.filter((t) => (first.target as { among: readonly string[] }).among.includes(t.id))
      : [];
  let spot0: Choice | undefined;
  for (const aim of AIMS) {
    const c = figureChoice(
      state,
      aim ? `spot-aim${aim}` : 'spot',
      aim ? `Spot, looking ${aim} AP more (${1 + aim} AP, +${10 * aim}%)` : 'Spot (1 AP)',
      'Spot which enemy?',
      spot0 ? aimed(spot0) : foes,
      (t) => ({ do: 'spot', figure: f.id, target: t.id, ...(aim ? { aim } : {}) }),
      (t) => spotPreview(state, f, t, aim),
      spot0 ? (spot0.why ?? `needs ${1 + aim} AP, ${state.clock.ap} left`) : 'no enemy on the table',
      unseen,
    );
    spot0 ??= c;
    out.push(withVehicles(state, f, c, aim, true));
  }
  out.push(...searchChoices(state, f));
  let shoot0: Choice | undefined;
  for (const aim of AIMS) {
    const c = figureChoice(
      state,
      aim ? `shoot-aim${aim}` : 'shoot',
      aim ? `Shoot, aimed ${aim} AP (${1 + aim} AP, +${10 * aim}%)` : 'Shoot (1 AP)',
      'Shoot at which enemy?',
      shoot0 ? aimed(shoot0) : foes,
      (t) => ({ do: 'shoot', figure: f.id, target: t.id, ...(aim ? { aim } : {}) }),
      (t) => shotPreview(state, f, t, aim, false),
      shoot0 ? (shoot0.why ?? `needs ${1 + aim} AP, ${state.clock.ap} left`) : 'no enemy on the table',
      unseen,
    );
    shoot0 ??= c;
    out.push(withVehicles(state, f, c, aim));
  }
  if (state.options.snapFire)
    out.push(
      figureChoice(
        state,
        'snap',
        'Snap fire at an unspotted enemy (1 AP, −30%)',
        'Snap fire at which enemy?',
        foes.filter((t) => !sees(state, f, t)),
        (t) => ({ do: 'shoot', figure: f.id, target: t.id, snap: true }),
        (t) => shotPreview(state, f, t, 0, true),
        'no unspotted enemy in sight and range',
      ),
    );
  if (car) {
    // The grenade machine gun it mans fires as a launcher (decision 84), from the crew's firer record.
    const gmg = mountedLauncher(state, f);
    if (gmg) out.push(...launcherChoices(state, gmg));
    out.push(...smokeSalvoChoices(state, f, car));
    if (f.jammed)
      out.push(
        readyChoice(state, 'clear', `Clear the jam (${AP_COSTS.clearJam.ap} AP)`, { do: 'clear', figure: f.id }),
      );
    out.push({ key: 'endAct', label: 'End the act', enabled: true, command: { do: 'endAct', figure: f.id } });
    return out;
  }
  // Throws are offered to a figure that carries the grenade; none carried, no button.
  if (f.grenades > 0) out.push(throwChoice(state, f, false));
  if (f.smoke > 0) out.push(throwChoice(state, f, true));
  out.push(...launcherChoices(state, f));
  const blows: (Manoeuvre | undefined)[] = [undefined, ...(state.options.manoeuvres ? MANOEUVRES : [])];
  for (const man of blows)
    out.push(
      figureChoice(
        state,
        man ? `attack-${man}` : 'attack',
        man ? `${MANOEUVRE_TABLE[man].text} (${MANOEUVRE_TABLE[man].ap} AP)` : 'Attack hand to hand (1 AP)',
        'Attack which enemy in contact?',
        foes.filter((t) => canAct(t) && dist(t.at, f.at) <= RANGES.contact),
        (t) => ({ do: 'attack', figure: f.id, target: t.id, ...(man ? { manoeuvre: man } : {}) }),
        (t) => meleePreview(state, f, t, man),
        'no enemy in base contact',
      ),
    );
  if (state.options.firstAid)
    out.push(
      figureChoice(
        state,
        'firstAid',
        'First aid (the whole act)',
        'Treat which friend?',
        friendsOf(state, f),
        (t) => ({ do: 'firstAid', figure: f.id, target: t.id }),
        (t) => ({ note: `First aid to ${figureName(state, t)}: ${f.rank} skill; a success gives 10 points` }),
        'no friend with a medium wound in base contact',
      ),
    );
  out.push(...evacChoices(state, f));
  if (f.jammed || f.fumble === 'dropWeapon')
    out.push(
      readyChoice(
        state,
        'clear',
        f.jammed ? `Clear the jam (${AP_COSTS.clearJam.ap} AP)` : 'Pick up the weapon (3 AP)',
        { do: 'clear', figure: f.id },
      ),
    );
  if (f.setUpLeft > 0)
    out.push(
      readyChoice(state, 'setUp', `Set up the weapon (the whole act, ${f.setUpLeft} to go)`, {
        do: 'setUp',
        figure: f.id,
      }),
    );
  out.push({ key: 'endAct', label: 'End the act', enabled: true, command: { do: 'endAct', figure: f.id } });
  return out;
}

/** The choices for what the game waits for (a command of the acting figure, the faces of a roll). */
export function choicesFor(state: ApState, need: ApNeed): Choice[] {
  if (need.kind === 'command') {
    const f = state.figures.find((x) => x.id === need.figure);
    return f ? commandChoices(state, f) : [];
  }
  if (need.kind === 'dice') return [diceChoice(state, need.ask)];
  return [];
}
