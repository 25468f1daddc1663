// The computer player: which unit takes a drawn die and what order, and which reaction to try. It weighs the
// exact odds (expected kills, the test's chance) rather than guessing, and never looks at dice to come.
import type { Vec } from '../../geometry/shapes';
import { GAME, MOVE, QUALITY, WEAPON, moveAllowance } from './tables';
import { firePlan, planOdds } from './shooting';
import { coverOf, sees } from './terrain';
import { bearing, dist, leadOf, withOffset, unitGap, inArc, teamWeapon } from './place';
import { runSpots, unitWalk, walk } from './movement';
import { testChance } from './odds';
import {
  activeUnits,
  liveFigures,
  unitOf,
  type OdState,
  type OrderCommand,
  type ReactQuestion,
  type Unit,
} from './state';
import type { Reaction } from './vocab';

const enemiesOf = (s: OdState, u: Unit): Unit[] =>
  activeUnits(s).filter((x) => x.side !== u.side && liveFigures(x).length > 0);

/** The reaction the computer tries in a window. */
export function aiReaction(s: OdState, q: ReactQuestion): Reaction {
  const u = unitOf(s, q.unit)!;
  const enemy = unitOf(s, q.enemy)!;
  const chance = (r: Reaction) => q.chance[r] ?? 0;
  if (q.allowed.includes('ambush')) return chance('ambush') >= 0.4 ? 'ambush' : 'none';
  if (q.allowed.includes('standAndShoot')) return chance('standAndShoot') >= 0.3 ? 'standAndShoot' : 'none';
  if (q.allowed.includes('escape')) {
    const mine = liveFigures(u).length;
    const theirs = liveFigures(enemy).length;
    return mine * 2 <= theirs && chance('escape') >= 0.5 ? 'escape' : 'none';
  }
  // Shot at.
  const incoming = planOdds(s, firePlan(s, enemy.id, u.id, { advancing: s.action?.order === 'advance' })).expected;
  if (q.allowed.includes('fireBack')) {
    const back = planOdds(s, firePlan(s, u.id, enemy.id)).expected;
    if (back * chance('fireBack') >= 0.3) return 'fireBack';
  }
  if (q.allowed.includes('runToCover') && chance('runToCover') >= 0.6 && incoming >= 0.5) return 'runToCover';
  const live = liveFigures(u).length;
  if (q.allowed.includes('down') && incoming >= Math.max(1, live / 3) && u.order === null) return 'down';
  return 'none';
}

/** Where to run to cover from a shooter: out of its sight, else hard then soft cover, else farthest away. */
export function coverSpot(s: OdState, u: Unit, shooter: Unit): Vec {
  const from = leadOf(u)!.at;
  const foe = leadOf(shooter)?.at ?? from;
  const reach = moveAllowance('run', u.kind === 'vehicle');
  let best: { at: Vec; score: number } = { at: from, score: -Infinity };
  for (const p of runSpots(from, reach)) {
    const at = unitWalk(s, u, p, reach).to;
    const hidden = !sees(s.terrain, foe, at);
    const cover = coverOf(s.terrain, foe, at);
    const score =
      (hidden ? 100 : 0) +
      (cover === 'hard' ? 50 : cover === 'soft' ? 25 : 0) +
      dist(at, foe) / 10 -
      dist(at, from) / 100;
    if (score > best.score) best = { at, score };
  }
  return best.at;
}

interface Option {
  cmd: OrderCommand;
  score: number;
}

function shootScore(s: OdState, u: Unit, t: Unit, advancing: boolean): number {
  const plan = firePlan(s, u.id, t.id, { advancing });
  if (plan.lines.length === 0) return 0;
  const o = planOdds(s, plan);
  const value = t.kind === 'vehicle' ? 3 : 1;
  return o.expected * 10 * value + o.pin * 2 + (liveFigures(t).length * 2 <= t.strength ? 1 : 0);
}

/** The best shot from where the unit would stand after moving by `off`. */
function bestShotAfter(s: OdState, u: Unit, off: Vec, advancing: boolean): { target?: string; score: number } {
  return withOffset(u, off, () => {
    let best: { target?: string; score: number } = { score: 0 };
    for (const t of enemiesOf(s, u)) {
      const sc = shootScore(s, u, t, advancing);
      if (sc > best.score) best = { target: t.id, score: sc };
    }
    return best;
  });
}

function nearestEnemy(s: OdState, u: Unit): Unit | undefined {
  let best: Unit | undefined;
  for (const e of enemiesOf(s, u)) if (!best || unitGap(u, e) < unitGap(u, best)) best = e;
  return best;
}

/** The least a move the computer orders must cover (it never gives a move that goes nowhere). */
const MIN_MOVE = 1;

/**
 * Where to aim a move of `allowance` toward a goal, stopping `keep` inches short: straight at it when the
 * walk gets at least an inch closer, else the best of the run spots around that does (around a wall or a
 * wood's edge); undefined when no move gets closer (the unit is there already, or hemmed in).
 */
function stepToward(
  s: OdState,
  u: Unit,
  goal: Vec,
  allowance: number,
  keep: number,
): { to: Vec; end: Vec } | undefined {
  const from = leadOf(u)!.at;
  const now = dist(from, goal);
  if (now - keep < MIN_MOVE) return undefined;
  const straight = toward(from, goal, allowance, keep);
  const end = unitWalk(s, u, straight, allowance).to;
  if (dist(from, end) >= MIN_MOVE && dist(end, goal) <= now - MIN_MOVE) return { to: straight, end };
  let best: { to: Vec; end: Vec; d: number } | undefined;
  for (const p of runSpots(from, allowance)) {
    if (p[0] < 0 || p[1] < 0 || p[0] > s.table.width || p[1] > s.table.height) continue;
    const e = unitWalk(s, u, p, allowance).to;
    const d = dist(e, goal);
    if (dist(from, e) < MIN_MOVE || d > now - MIN_MOVE || d < keep - 1e-9) continue;
    if (!best || d < best.d) best = { to: p, end: e, d };
  }
  return best && { to: best.to, end: best.end };
}

/** A point `step` inches toward a goal, kept `keep` inches short of it. */
function toward(from: Vec, goal: Vec, step: number, keep: number): Vec {
  const d = dist(from, goal);
  const go = Math.max(0, Math.min(step, d - keep));
  if (d < 1e-9) return from;
  return [from[0] + ((goal[0] - from[0]) / d) * go, from[1] + ((goal[1] - from[1]) / d) * go];
}

function optionsFor(s: OdState, u: Unit): Option[] {
  const out: Option[] = [];
  const lead = leadOf(u);
  if (!lead) return out;
  const morale = QUALITY[u.quality].morale;
  const obeys = u.pins > 0 ? testChance(morale - u.pins) : 1;
  // Fire at the best target.
  for (const t of enemiesOf(s, u)) {
    const sc = shootScore(s, u, t, false);
    if (sc > 0) out.push({ cmd: { do: 'order', unit: u.id, order: 'fire', target: t.id }, score: sc * obeys });
  }
  const foe = nearestEnemy(s, u);
  const heavy = u.kind === 'team' && WEAPON[teamWeapon(u)].heavy;
  // A team or a turretless vehicle whose enemy is outside its arc pivots and shoots on Advance.
  if (foe && (heavy || (u.kind === 'vehicle' && !u.turret))) {
    const facing = Math.round(bearing(lead.at, leadOf(foe)!.at));
    if (!inArc(lead.at, u.facing, leadOf(foe)!.at)) {
      const old = u.facing;
      u.facing = facing;
      const sc = shootScore(s, u, foe, true);
      u.facing = old;
      out.push({
        cmd: { do: 'order', unit: u.id, order: 'advance', facing, ...(sc > 0 ? { target: foe.id } : {}) },
        score: (sc > 0 ? sc : 1.5) * obeys,
      });
    }
  }
  const goal = objectiveGoal(s, u) ?? (foe ? leadOf(foe)!.at : undefined);
  const canShoot = out.some((o) => o.cmd.order === 'fire');
  const vehicle = u.kind === 'vehicle';
  if (goal && !u.immobile && !(heavy && canShoot)) {
    // Only moves that go somewhere: an order that would leave the unit where it stands is not offered.
    const adv = stepToward(s, u, goal, moveAllowance('advance', vehicle), 4);
    if (adv) {
      const off: Vec = [adv.end[0] - lead.at[0], adv.end[1] - lead.at[1]];
      const shot = bestShotAfter(s, u, off, true);
      out.push({
        cmd: { do: 'order', unit: u.id, order: 'advance', to: adv.to, ...(shot.target ? { target: shot.target } : {}) },
        score: (shot.score * 0.9 + 1) * obeys,
      });
    }
    const run = stepToward(s, u, goal, moveAllowance('run', vehicle), 6);
    if (run) out.push({ cmd: { do: 'order', unit: u.id, order: 'run', to: run.to }, score: 1.2 * obeys });
  }
  // Nothing in sight from here: an advance to any spot around that gives a shot (round a wall, out of a wood),
  // even sideways. Without it, two units a few inches apart with a wall between both went on Ambush and the
  // game drew with nobody firing (play-test 63).
  if (!canShoot && foe && !u.immobile && !heavy) {
    const allowance = moveAllowance('advance', vehicle);
    let best: { to: Vec; target: string; score: number } | undefined;
    for (const p of runSpots(lead.at, allowance)) {
      if (p[0] < 0 || p[1] < 0 || p[0] > s.table.width || p[1] > s.table.height) continue;
      const end = unitWalk(s, u, p, allowance).to;
      if (dist(lead.at, end) < MIN_MOVE) continue;
      const shot = bestShotAfter(s, u, [end[0] - lead.at[0], end[1] - lead.at[1]], true);
      if (shot.target && (!best || shot.score > best.score)) best = { to: p, target: shot.target, score: shot.score };
    }
    if (best)
      out.push({
        cmd: { do: 'order', unit: u.id, order: 'advance', to: best.to, target: best.target },
        score: (best.score * 0.9 + 1) * obeys,
      });
  }
  // Nothing to shoot and nowhere to go: wait in ambush for an enemy that moves (better than going down).
  if (!canShoot && !out.some((o) => o.cmd.order === 'advance' || o.cmd.order === 'run'))
    out.push({ cmd: { do: 'order', unit: u.id, order: 'ambush' }, score: 0.3 });
  // Assault when it is likely to reach and the odds in close quarters favour it.
  if (foe && u.kind === 'infantry' && !(foe.kind === 'vehicle' && (foe.armour ?? 8) > 7)) {
    const gap = unitGap(u, foe);
    const mine = liveFigures(u).length;
    const theirs = liveFigures(foe).length;
    const reach = walk(s, lead.at, toward(lead.at, leadOf(foe)!.at, 12, 1), 12, false).to;
    if (
      gap <= MOVE.run &&
      mine >= theirs * 1.5 &&
      dist(reach, leadOf(foe)!.at) <= 1.1 &&
      sees(s.terrain, lead.at, leadOf(foe)!.at)
    )
      out.push({ cmd: { do: 'order', unit: u.id, order: 'run', target: foe.id }, score: (4 + mine - theirs) * obeys });
  }
  if (u.pins >= 2) out.push({ cmd: { do: 'order', unit: u.id, order: 'rally' }, score: u.pins * 1.5 });
  out.push({ cmd: { do: 'order', unit: u.id, order: 'down' }, score: 0.1 });
  return out;
}

/** An objective no friend holds yet, nearest first, when the scenario has them. */
function objectiveGoal(s: OdState, u: Unit): Vec | undefined {
  const lead = leadOf(u)!;
  let best: Vec | undefined;
  for (const o of s.objectives) {
    const held = activeUnits(s, u.side).some((f) =>
      liveFigures(f).some((g) => dist(g.at, o.at) <= GAME.objectiveReach),
    );
    if (held) continue;
    if (!best || dist(lead.at, o.at) < dist(lead.at, best)) best = o.at;
  }
  return best;
}

/** The computer's order for a die of `side`: the best option over all its units without an order. */
export function computerOrder(s: OdState, side: string): OrderCommand {
  let best: Option | undefined;
  for (const u of activeUnits(s, side).filter((x) => x.order === null)) {
    for (const o of optionsFor(s, u)) if (!best || o.score > best.score) best = o;
  }
  return (
    best?.cmd ?? { do: 'order', unit: activeUnits(s, side).find((x) => x.order === null)?.id ?? '', order: 'down' }
  );
}
