// The computer player, for every faction. Each time its card wants an action it scores what every group could do
// now and takes the best: a shot by its expected kills (exact odds; linked fire counts the dice already held),
// a charge when its close-combat dice are the stronger, a move into cover with sight of the enemy, or the
// scenario's aim (into the held building, searching buildings). Nothing worth doing: it ends the card.
import type { Vec } from '../../geometry/shapes';
import { dirFromDeg, dist } from '../../geometry/vec';
import { isLocked, shotDice } from './actions';
import { nearestCasualties, liveAmong } from './combat';
import type { AcCommand, AcNeed } from './commands';
import { computerTarget } from './fights';
import { enemyFigures, measureLine } from './move';
import { expectedKills, actionRollOdds } from './odds';
import { groupCover, groupHulls, groupSees, lineClear } from './sight';
import { MEASURES, TERRAIN_TABLE } from './tables';
import { featureAt, impassableAt } from './terrain';
import { type AcGroup, type AcState, fightOf, groupKill, groupOf, liveFigures, onTableGroups, sideOf } from './state';
import { coverRank } from './vocab';

interface Option {
  score: number;
  cmd: AcCommand;
}

function centroid(points: readonly Vec[]): Vec {
  const n = Math.max(1, points.length);
  return [points.reduce((a, p) => a + p[0], 0) / n, points.reduce((a, p) => a + p[1], 0) / n];
}

/** A figure's worth to the enemy: dearer figures (harder to kill, more dice) count more. */
function worth(s: AcState, g: AcGroup): number {
  const figs = liveFigures(s, g);
  const dice = figs.reduce((n, f) => n + Math.max(f.dice, f.closeDice), 0) / Math.max(1, figs.length);
  return 1 + dice / 6;
}

/** What a blast of `area` dice at `at` is expected to take from the enemy (kills by worth), and whether it catches
 *  a group of the thrower's own side (even one it is unlikely to kill). */
function blastHarm(s: AcState, g: AcGroup, at: Vec, area: number, from: Vec[]): { enemy: number; own: boolean } {
  const out = { enemy: 0, own: false };
  for (const h of s.groups) {
    if (h.burrowed || h.flying) continue;
    const figs = liveFigures(s, h);
    if (!figs.some((f) => dist(f.at, at) <= MEASURES.blastDiameter / 2)) continue;
    if (h.side === g.side) out.own = true;
    else out.enemy += expectedKills(area, groupKill(s, h)[groupCover(s, h, from)], figs.length) * worth(s, h);
  }
  return out;
}

/**
 * Where the computer lands a blast on target `t`: the target's centre (the rules' default) or one of its figures,
 * whichever takes most from the enemy, never where the circle holds a figure of its own side. Undefined when
 * every such place does: then the group does not shoot at `t` (issue 19: the computer's blast caught its own).
 */
function blastSpot(
  s: AcState,
  g: AcGroup,
  t: AcGroup,
  area: number,
  from: Vec[],
): { at?: Vec; value: number } | undefined {
  const figs = liveFigures(s, t);
  let best: { at?: Vec; value: number } | undefined;
  const spots: { at?: Vec; p: Vec }[] = [
    { p: centroid(figs.map((f) => f.at)) },
    ...figs.map((f) => ({ at: f.at, p: f.at })),
  ];
  for (const { at, p } of spots) {
    const h = blastHarm(s, g, p, area, from);
    if (h.own) continue;
    if (!best || h.enemy > best.value + 1e-9) best = { ...(at ? { at } : {}), value: h.enemy };
  }
  return best;
}

function shootOptions(s: AcState, g: AcGroup, hulls: ReturnType<typeof groupHulls>): Option[] {
  const { dice, area } = shotDice(s, g);
  if (dice === 0) return [];
  const out: Option[] = [];
  const from = liveFigures(s, g).map((f) => f.at);
  const mine = isLocked(s, g.id) ? fightOf(s, g.id) : null;
  for (const t of onTableGroups(s)) {
    if (t.side === g.side) continue;
    if (mine && !mine.includes(t.id)) continue;
    const tf = isLocked(s, t.id) ? fightOf(s, t.id) : null;
    if (!mine && tf && tf.some((id) => groupOf(s, id)!.side === g.side)) continue;
    if (!mine && !groupSees(s, g, t, hulls).sees) continue;
    const figs = liveFigures(s, t);
    const cover = groupCover(s, t, from);
    const held = s.pool && s.pool.target === t.id ? s.pool.dice.length : 0;
    const kill = groupKill(s, t)[cover];
    const gain = expectedKills(dice + held, kill, figs.length) - (held ? expectedKills(held, kill, figs.length) : 0);
    const share = tf ? 0.6 : 1;
    let score = gain * worth(s, t) * share;
    const cmd: AcCommand = { do: 'shoot', group: g.id, target: t.id };
    if (area > 0) {
      const spot = blastSpot(s, g, t, area, from);
      if (!spot) continue;
      score += spot.value;
      if (spot.at) cmd.blastAt = spot.at;
    }
    out.push({ score, cmd });
  }
  return out;
}

function nearestEnemy(s: AcState, g: AcGroup): { at: Vec; from: Vec; d: number; group: string } | undefined {
  let best: { at: Vec; from: Vec; d: number; group: string } | undefined;
  const mine = liveFigures(s, g);
  for (const e of enemyFigures(s, g.side))
    for (const f of mine) {
      const d = dist(f.at, e.at);
      if (!best || d < best.d) best = { at: e.at, from: f.at, d, group: e.group };
    }
  return best;
}

/** Close-minded: close dice beat shooting dice (or it cannot shoot at all). */
function closeMinded(s: AcState, g: AcGroup): boolean {
  const figs = liveFigures(s, g);
  const close = figs.reduce((n, f) => n + f.closeDice, 0);
  const shoot = figs.reduce((n, f) => n + f.dice, 0);
  return shoot === 0 || close > shoot;
}

function aimPoint(s: AcState, g: AcGroup): Vec | undefined {
  const o = s.objective;
  const buildings = s.terrain.areas.filter((a) => a.kind === 'building');
  const c = centroid(liveFigures(s, g).map((f) => f.at));
  if (o.aim === 'holdBuilding' && o.building) {
    const b = buildings.find((x) => x.id === o.building);
    if (b && featureAt(s.terrain, c)?.id !== b.id) return centroid(b.polygon);
  }
  if (o.aim === 'search') {
    const open = buildings.filter((b) => !o.searched.includes(b.id));
    if (open.length) {
      const b = open.reduce((p, q) => (dist(centroid(q.polygon), c) < dist(centroid(p.polygon), c) ? q : p));
      if (featureAt(s.terrain, c)?.id !== b.id) return centroid(b.polygon);
    }
  }
  return undefined;
}

/**
 * `canShoot`: whether the group has a shot worth taking now. Without one it closes in, though an enemy may be
 * in sight of some of its figures (play-test 49: two sides 10" apart with buildings between waited out the game).
 */
function moveOptions(s: AcState, g: AcGroup, hulls: ReturnType<typeof groupHulls>, canShoot: boolean): Option[] {
  if (isLocked(s, g.id)) return [];
  if (g.vehicle === 'helicopter' && !g.flying) return [];
  const faction = sideOf(s, g.side)!.faction;
  const figs = liveFigures(s, g);
  const enemy = nearestEnemy(s, g);
  const out: Option[] = [];
  if (g.burrowed) {
    const spot = surfaceSpot(s, g);
    if (spot) out.push({ score: 5, cmd: { do: 'move', group: g.id, figure: figs[0]!.id, to: spot } });
    return out;
  }
  const aim = aimPoint(s, g);
  if (aim) {
    const f = figs.reduce((p, q) => (dist(q.at, aim) < dist(p.at, aim) ? q : p));
    out.push({ score: 0.9, cmd: { do: 'move', group: g.id, figure: f.id, to: aim } });
  }
  if (!enemy) return out;
  const measured = figs.find((f) => f.at === enemy.from)!;
  if (closeMinded(s, g)) {
    // A straight line to the enemy that impassable ground (or another base) stops at once goes nowhere: the
    // group would spend its action moving 0" (play-test 11c, the fast burrowers' turns 4 and 6).
    if (dist(measureLine(s, g, measured, enemy.at, faction.move).end, measured.at) < 0.1) return out;
    const close = figs.reduce((n, f) => n + f.closeDice, 0);
    const eg = groupOf(s, enemy.group)!;
    const reach = faction.move + MEASURES.contact;
    const charge =
      enemy.d <= reach ? expectedKills(close, groupKill(s, eg).open, liveFigures(s, eg).length) * worth(s, eg) : 0;
    out.push({
      score: charge > 0 ? 0.5 + charge : 0.4,
      cmd: { do: 'move', group: g.id, figure: measured.id, to: enemy.at },
    });
    return out;
  }
  // Shooters: a spot where the enemy's expected kills on the group fall (cover, out of sight), with sight of
  // a target if it can, a little nearer if nothing is in sight.
  const foes = enemyFigures(s, g.side);
  const here = threatAt(s, g, centroid(figs.map((f) => f.at)), hulls);
  // With no shot to take the group closes in: the fight has to start somewhere, and waiting in cover for an
  // enemy who also waits ends every game with nobody hurt (play-test 49). Once it has a target, cover counts more.
  // Under fire it cannot answer, the group still gets out of sight first.
  const care = canShoot || here.threat > 0.25 ? 0.8 : 0.3;
  for (let k = 0; k < 8; k++) {
    const d = dirFromDeg(k * 45);
    const to: Vec = [measured.at[0] + d[0] * faction.move, measured.at[1] + d[1] * faction.move];
    const line = measureLine(s, g, measured, to, faction.move);
    const end = line.end;
    if (line.stop === 'contact' || impassableAt(s.terrain, end) || dist(end, measured.at) < 1) continue;
    // The move steps back off another group's base (move.ts planMove): such a line may go nowhere at all, and
    // the computer would spend every action on it (play-test 49's "moves 0 inches").
    if (s.figures.some((o) => o.status === 'active' && o.group !== g.id && dist(o.at, end) < 1)) continue;
    const there = threatAt(s, g, end, hulls);
    const seen = foes.some((e) => lineClear(s, end, e.at, [g.id, e.group], hulls).clear);
    const gained = enemy.d - nearestDist(end, foes);
    // Closing in, any real gain counts (a move that stops on entering trees gains a little, the next goes on).
    const nearer = canShoot
      ? gained > 0
        ? 0.1
        : 0
      : gained > 0.5
        ? 0.15 + 0.35 * Math.min(1, gained / faction.move)
        : 0;
    const score = (here.threat - there.threat) * care + (seen ? 0.15 : 0) + nearer + 0.1 * (there.cover - here.cover);
    if (score > 0.12) out.push({ score, cmd: { do: 'move', group: g.id, figure: measured.id, to } });
  }
  return out;
}

/** What the enemy could do to the group standing at p: expected figures lost to every group that would see it. */
function threatAt(
  s: AcState,
  g: AcGroup,
  p: Vec,
  hulls: ReturnType<typeof groupHulls>,
): { threat: number; cover: number } {
  const f = featureAt(s.terrain, p);
  const cover = f ? TERRAIN_TABLE[f.kind].protection : 'open';
  const n = liveFigures(s, g).length;
  const kill = groupKill(s, g)[cover];
  let threat = 0;
  for (const e of onTableGroups(s)) {
    if (e.side === g.side) continue;
    const dice = shotDice(s, e).dice;
    if (dice === 0) continue;
    if (!liveFigures(s, e).some((x) => lineClear(s, x.at, p, [g.id, e.id], hulls).clear)) continue;
    threat += expectedKills(dice, kill, n);
  }
  return { threat, cover: coverRank(cover) };
}

function nearestDist(p: Vec, foes: readonly { at: Vec }[]): number {
  return foes.reduce((m, e) => Math.min(m, dist(p, e.at)), Infinity);
}

/** Where a burrowed group comes up: as near the enemy as the 8" rule allows. */
function surfaceSpot(s: AcState, g: AcGroup): Vec | undefined {
  const foes = enemyFigures(s, g.side);
  const target = foes.length ? centroid(foes.map((f) => f.at)) : [s.table.width / 2, s.table.height / 2];
  let best: Vec | undefined;
  let bestD = Infinity;
  for (let x = 1; x < s.table.width; x += 2)
    for (let y = 1; y < s.table.height; y += 2) {
      const p: Vec = [x, y];
      if (impassableAt(s.terrain, p) || foes.some((e) => dist(e.at, p) < MEASURES.surfaceClear + 0.5)) continue;
      const d = dist(p, target as Vec);
      if (d < bestD) {
        bestD = d;
        best = p;
      }
    }
  return best;
}

function specialOptions(s: AcState, g: AcGroup): Option[] {
  if (isLocked(s, g.id)) return [];
  const o = s.objective;
  if (o.aim !== 'search') return [];
  const figs = liveFigures(s, g);
  const inB = figs.filter((f) => {
    const b = featureAt(s.terrain, f.at);
    return b?.kind === 'building' && !o.searched.includes(b.id);
  });
  if (inB.length === 0) return [];
  return [{ score: 1 + 3 * actionRollOdds(inB.length), cmd: { do: 'special', group: g.id, action: 'search' } }];
}

export function computerCommand(s: AcState, need: AcNeed): AcCommand {
  if (need.kind === 'decision' && need.decision === 'meleeTarget')
    return { do: 'meleeTarget', target: computerTarget(s, need.fight, need.side) };
  if (need.kind === 'decision') {
    const r = s.removals[0]!;
    return { do: 'casualties', figures: nearestCasualties(liveAmong(s, r.candidates), r.nearFrom, need.count) };
  }
  if (need.kind !== 'command') return { do: 'endCard' };
  const hulls = groupHulls(s);
  const options: Option[] = [];
  for (const g of s.groups) {
    if (g.side !== need.side || liveFigures(s, g).length === 0) continue;
    if (g.burrowed) {
      options.push(...moveOptions(s, g, hulls, false));
      continue;
    }
    const shots = shootOptions(s, g, hulls);
    const canShoot = shots.some((o) => o.score > 0.05);
    options.push(...shots, ...moveOptions(s, g, hulls, canShoot), ...specialOptions(s, g));
    if (g.vehicle === 'helicopter' && !g.flying && !isLocked(s, g.id))
      options.push({ score: 0.3, cmd: { do: 'special', group: g.id, action: 'takeOff' } });
  }
  options.sort((a, b) => b.score - a.score);
  const best = options[0];
  return best && best.score > 0.05 ? best.cmd : { do: 'endCard' };
}
