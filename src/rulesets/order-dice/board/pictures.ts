// What the plain table draws while the pointer is over a target: a shot's lines and its exact odds (the
// odds module's numbers, in words), a move's reach and where it would stop, an assault's path, a reaction's
// run. Each works on a copy of the state, so hovering changes nothing.
import type { PreviewPicture } from '../../../core/rulesetView';
import type { Vec } from '../../../geometry/shapes';
import { contactPoint } from '../actions';
import { chanceWords } from '../odds';
import { firePlan, planOdds, type FireOptions } from '../shooting';
import { needWhy } from '../words';
import { moveAllowance, MOVE } from '../tables';
import { dist, leadOf } from '../place';
import { coverOf, sees } from '../terrain';
import { moveUnit } from '../movement';
import { copyState, liveFigures, unitOf, type OdState } from '../state';
import type { Order } from '../vocab';

/** The exact odds of a shooting in words: the chance of each number of kills (a vehicle: destroyed) and of a pin. */
export function oddsWords(s: OdState, shooter: string, target: string, opt: FireOptions = {}): string | undefined {
  const plan = firePlan(s, shooter, target, opt);
  if (plan.lines.length === 0) return undefined;
  const o = planOdds(s, plan);
  const pin = `pin ${chanceWords(o.pin)}`;
  if (unitOf(s, target)!.kind === 'vehicle') return `destroyed ${chanceWords(o.kills[1] ?? 0)}; ${pin}`;
  return `kills ${o.kills.map((p, k) => `${k}: ${chanceWords(p)}`).join(', ')}; ${pin}`;
}

/** A shot from where the shooter stands in `s`: a line from each shooting figure, the odds under `figure`. */
export function shotPicture(
  s: OdState,
  shooter: string,
  target: string,
  figure: string,
  opt: FireOptions = {},
): PreviewPicture {
  const plan = firePlan(s, shooter, target, opt);
  if (plan.lines.length === 0) return { note: `no shot: ${plan.why ?? 'none'}` };
  const t = unitOf(s, target)!;
  const lines = plan.lines.map((l) => {
    let near = liveFigures(t)[0]!.at;
    for (const f of liveFigures(t)) if (dist(f.at, l.from) < dist(near, l.from)) near = f.at;
    return { from: l.from, to: near, ok: true };
  });
  // The shots grouped by the score each needs, with the same reasons the log will give (words.ts needWhy):
  // "7 shots: 4 needing 3+, 3 needing 4+ (3+, soft cover +1)".
  const by = new Map<string, { need: number; why: string; n: number }>();
  for (const l of plan.lines) {
    const why = needWhy(l.need, l.mods);
    const k = `${l.need}|${why}`;
    const g = by.get(k) ?? { need: l.need, why, n: 0 };
    g.n += l.shots;
    by.set(k, g);
  }
  const total = [...by.values()].reduce((a, g) => a + g.n, 0);
  const needs = [...by.values()]
    .sort((a, b) => a.need - b.need)
    .map((g) => `${g.n} needing ${g.need}+${g.why ? ` (${g.why})` : ''}`)
    .join(', ');
  const note = `${total} shot${total === 1 ? '' : 's'}: ${needs}`;
  return { lines, odds: { [figure]: oddsWords(s, shooter, target, opt)! }, note };
}

/** The state as it would be after the unit's move toward `to` (its facing following, as the rules move it). */
export function afterMove(
  s: OdState,
  unit: string,
  to: Vec,
  order: Order,
): { state: OdState; from: Vec; end: Vec; stopped?: string } {
  const copy = copyState(s);
  const u = unitOf(copy, unit)!;
  const m = moveUnit(copy, u, to, moveAllowance(order, u.kind === 'vehicle'));
  return { state: copy, from: m.from, end: m.to, ...(m.stopped ? { stopped: m.stopped } : {}) };
}

const inch = (d: number) => `${Math.round(d * 10) / 10}"`;

/** A move's picture: the reach around the first figure, the path to where it stops, the rest of the way greyed. */
export function movePicture(s: OdState, unit: string, to: Vec, order: Order, shootAt?: string): PreviewPicture {
  const u = unitOf(s, unit)!;
  const reach = moveAllowance(order, u.kind === 'vehicle');
  const m = afterMove(s, unit, to, order);
  const lines = [{ from: m.from, to: m.end, ok: true }];
  if (dist(m.end, to) > 0.05) lines.push({ from: m.end, to, ok: false });
  let note = `moves ${inch(dist(m.from, m.end))} of ${inch(reach)}${m.stopped ? ` (${m.stopped})` : ''}`;
  const pic: PreviewPicture = { lines, circles: [{ at: m.from, radius: reach }] };
  if (shootAt) {
    const lead = leadOf(unitOf(s, shootAt)!);
    const words = oddsWords(m.state, unit, shootAt, { advancing: true });
    const plan = firePlan(m.state, unit, shootAt, { advancing: true });
    note += words ? `; then fires: ${words}` : `; then no shot: ${plan.why ?? 'none'}`;
    if (words && lead) pic.odds = { [lead.id]: words };
  }
  pic.note = note;
  return pic;
}

/** An assault's picture: the run to 1" short of the target's nearest figure, and whether it gets there. */
export function assaultPicture(s: OdState, unit: string, target: string): PreviewPicture {
  const u = unitOf(s, unit)!;
  const t = unitOf(s, target)!;
  const m = afterMove(s, unit, contactPoint(u, t), 'run');
  const moved = unitOf(m.state, unit)!;
  const reaches = liveFigures(moved).some((f) => liveFigures(t).some((g) => dist(f.at, g.at) <= MOVE.contact));
  return {
    lines: [{ from: m.from, to: m.end, ok: reaches }],
    circles: [{ at: m.from, radius: moveAllowance('run', false) }],
    note: reaches
      ? `runs ${inch(dist(m.from, m.end))} into contact: close quarters, 4+ to hit`
      : `falls short${m.stopped ? ` (${m.stopped})` : ''}: no close quarters`,
  };
}

/** Where a reaction's run ends, and what it gains there against the enemy. */
export function runPicture(s: OdState, unit: string, enemy: string, to: Vec): PreviewPicture {
  const u = unitOf(s, unit)!;
  const from = leadOf(u)!.at;
  const foe = leadOf(unitOf(s, enemy)!)?.at ?? from;
  const gains: string[] = [];
  if (!sees(s.terrain, foe, to)) gains.push('out of sight');
  const cover = coverOf(s.terrain, foe, to);
  if (cover !== 'none') gains.push(`${cover} cover`);
  if (dist(to, foe) > dist(from, foe)) gains.push(`${inch(dist(to, foe) - dist(from, foe))} farther away`);
  return {
    lines: [{ from, to, ok: true }],
    circles: [{ at: from, radius: moveAllowance('run', u.kind === 'vehicle') }],
    note: gains.length ? gains.join(', ') : 'gains nothing there',
  };
}
