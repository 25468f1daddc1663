// Hand to hand. Groups in base contact are locked; every fight is resolved after a double or triple card's
// actions. Each faction in the fight totals its close-combat dice at once (simultaneous): against the open kill
// number, or the kill number of the position a defender holds (a faction that made no charge, whose figures
// mostly stand in a feature). With three or more factions the roller's even faces go to its target faction and
// the odd ones are shared among the others. Then the aftermath: one faction left keeps the ground; several
// left with a position defended: the attackers fall back a full move; otherwise everyone falls back a full move.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { killNumber, liveAmong, share, splitDice } from './combat';
import { rollFor, type DiceBox } from './dice';
import type { AcNeed } from './commands';
import type { Log, Share } from './events';
import { splitKillOdds } from './fightOdds';
import { clampToTable } from './move';
import { majorityCover, figureCover, figureShelter, shelterOf } from './sight';
import { impassableAt } from './terrain';
import { type AcState, fightOf, groupOf, liveFigures, sideOf } from './state';

/** Every fight on the table, each as its groups in file order. */
export function allFights(s: AcState): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const g of s.groups) {
    if (seen.has(g.id) || !s.locks.some((l) => l.a === g.id || l.b === g.id)) continue;
    const f = fightOf(s, g.id);
    f.forEach((x) => seen.add(x));
    out.push(s.groups.filter((x) => f.includes(x.id)).map((x) => x.id));
  }
  return out;
}

/** Locks of groups with nobody left are gone. */
export function pruneLocks(s: AcState): void {
  const alive = (id: string) => {
    const g = groupOf(s, id);
    return !!g && liveFigures(s, g).length > 0;
  };
  s.locks = s.locks.filter((l) => alive(l.a) && alive(l.b));
}

function sidesIn(s: AcState, groups: readonly string[]): string[] {
  const present = new Set(
    groups
      .map((g) => groupOf(s, g)!)
      .filter((g) => liveFigures(s, g).length > 0)
      .map((g) => g.side),
  );
  return s.sides.filter((x) => present.has(x.id)).map((x) => x.id);
}

function figuresOfSide(s: AcState, groups: readonly string[], side: string) {
  return groups.flatMap((id) => {
    const g = groupOf(s, id)!;
    return g.side === side ? liveFigures(s, g) : [];
  });
}

/** Factions holding a position: they made no charge into this fight and most of their figures stand in a feature. */
export function defendersOf(s: AcState, groups: readonly string[]): string[] {
  const chargers = new Set(
    s.locks.filter((l) => groups.includes(l.a) && groups.includes(l.b)).map((l) => groupOf(s, l.by)!.side),
  );
  return sidesIn(s, groups).filter((side) => {
    if (chargers.has(side)) return false;
    const figs = figuresOfSide(s, groups, side);
    return majorityCover(figs.map((f) => figureCover(s, f, []))) !== 'open';
  });
}

/** The default target faction of a roller among three or more: the one with most figures in the fight. */
export function defaultTarget(s: AcState, groups: readonly string[], roller: string): string {
  const enemies = sidesIn(s, groups).filter((x) => x !== roller);
  return enemies.reduce((best, x) =>
    figuresOfSide(s, groups, x).length > figuresOfSide(s, groups, best).length ? x : best,
  );
}

/** What a faction's close-combat dice count against: the open kill number, or its defended position's. */
function killIn(s: AcState, groups: readonly string[], defenders: readonly string[], side: string) {
  const faction = sideOf(s, side)!.faction;
  const figs = figuresOfSide(s, groups, side);
  // The terrain is named as a shot at the same figures names it (the trees count as buildings).
  const held = defenders.includes(side) ? shelterOf(figs.map((f) => figureShelter(s, f, []))) : undefined;
  const cover = held?.cover ?? 'open';
  return { kill: killNumber(faction.kill, cover), cover, available: figs.length, where: held?.where };
}

/** A faction's close-combat dice in a fight. */
function closeDiceIn(s: AcState, groups: readonly string[], side: string): number {
  return figuresOfSide(s, groups, side).reduce((n, f) => n + f.closeDice, 0);
}

/**
 * The exact chance of each number of kills on every enemy faction if `roller` names `target`: even dice to it,
 * odd ones dealt in turn to the rest in file order (fightOdds.ts); the target's row first.
 */
export function targetOdds(
  s: AcState,
  groups: readonly string[],
  roller: string,
  target: string,
): { side: string; kill: number; odds: number[] }[] {
  const defenders = defendersOf(s, groups);
  const order = [target, ...sidesIn(s, groups).filter((x) => x !== roller && x !== target)];
  const ks = order.map((x) => killIn(s, groups, defenders, x));
  const odds = splitKillOdds(closeDiceIn(s, groups, roller), ks[0]!, ks.slice(1));
  return order.map((side, i) => ({ side, kill: ks[i]!.kill, odds: odds[i]! }));
}

/**
 * The computer's target among three or more: the faction whose naming kills most figures in all (expected, from
 * the exact odds); a tie goes to the one with most figures in the fight.
 */
export function computerTarget(s: AcState, groups: readonly string[], roller: string): string {
  const enemies = sidesIn(s, groups).filter((x) => x !== roller);
  const expected = (t: string) =>
    targetOdds(s, groups, roller, t).reduce((a, r) => a + r.odds.reduce((b, p, k) => b + p * k, 0), 0);
  let best = defaultTarget(s, groups, roller);
  let bestKills = expected(best);
  for (const t of enemies) {
    const e = expected(t);
    if (e > bestKills + 1e-12) [best, bestKills] = [t, e];
  }
  return best;
}

/** The first person in a fight of three or more factions who has still to name a target, as the game's question. */
export function targetQuestion(s: AcState): (AcNeed & { kind: 'decision'; decision: 'meleeTarget' }) | undefined {
  for (const groups of allFights(s)) {
    const sides = sidesIn(s, groups);
    if (sides.length < 3) continue;
    for (const side of sides) {
      if (sideOf(s, side)!.control !== 'human' || closeDiceIn(s, groups, side) === 0) continue;
      if (s.meleeTargets.some((t) => t.fight === groups[0] && t.side === side)) continue;
      return {
        kind: 'decision',
        side,
        decision: 'meleeTarget',
        options: sides.filter((x) => x !== side),
        fight: [...groups],
      };
    }
  }
  return undefined;
}

/** Rolls every faction's close-combat dice in one fight and queues the casualties. */
export function resolveFight(s: AcState, box: DiceBox, groups: readonly string[], ev: Log): void {
  const sides = sidesIn(s, groups);
  if (sides.length < 2) {
    s.locks = s.locks.filter((l) => !groups.includes(l.a));
    return;
  }
  const defenders = defendersOf(s, groups);
  const kills = new Map<string, number>();
  const killOf = (side: string) => killIn(s, groups, defenders, side);
  for (const side of sides) {
    const mine = figuresOfSide(s, groups, side);
    const count = mine.reduce((n, f) => n + f.closeDice, 0);
    const named = s.meleeTargets.find((t) => t.fight === groups[0] && t.side === side)?.target;
    const target = sides.length === 2 ? sides.find((x) => x !== side)! : (named ?? computerTarget(s, groups, side));
    if (count === 0) continue;
    const dice = rollFor(box, 'melee', count, {
      who: mine.map((f) => f.id),
      note: `hand to hand: ${side}`,
      total: true,
    });
    const others = sides.filter((x) => x !== side && x !== target);
    const split = splitDice(dice, target, others);
    const shares: Share[] = [];
    for (const [to, ds] of split) {
      if (ds.length === 0 && to !== target) continue;
      const k = killOf(to);
      const sh = share(to, sideOf(s, to)!.faction.name, ds, k.kill, k.cover, k.available, k.where);
      shares.push(sh);
      kills.set(to, (kills.get(to) ?? 0) + sh.killed);
    }
    ev.push({ type: 'melee', side, target, dice, shares });
  }
  // Simultaneous: every faction rolled with its figures still standing; now the casualties come off.
  for (const side of sides) {
    const n = kills.get(side) ?? 0;
    if (n <= 0) continue;
    const figs = figuresOfSide(s, groups, side);
    const enemies = sides.filter((x) => x !== side).flatMap((x) => figuresOfSide(s, groups, x).map((f) => f.at));
    s.removals.push({
      side,
      candidates: figs.map((f) => f.id),
      count: Math.min(n, figs.length),
      nearFrom: enemies,
      why: 'hand to hand',
    });
  }
  s.afterFights.push({ groups: [...groups], defenders });
}

function centroid(points: readonly Vec[]): Vec {
  const n = Math.max(1, points.length);
  return [points.reduce((a, p) => a + p[0], 0) / n, points.reduce((a, p) => a + p[1], 0) / n];
}

/** Moves a group a full move straight away from a point (shortened to stay on the table and off impassable ground). */
export function fallBack(s: AcState, groupId: string, awayFrom: Vec): void {
  const g = groupOf(s, groupId)!;
  const figs = liveFigures(s, g);
  if (figs.length === 0) return;
  const c = centroid(figs.map((f) => f.at));
  let dx = c[0] - awayFrom[0],
    dy = c[1] - awayFrom[1];
  const l = Math.hypot(dx, dy);
  if (l < 1e-6) {
    // Straight on top of each other: fall back toward the nearer long edge.
    dx = 0;
    dy = c[1] < s.table.height / 2 ? -1 : 1;
  } else {
    dx /= l;
    dy /= l;
  }
  const move = sideOf(s, g.side)!.faction.move;
  for (let d = move; d >= 0; d -= 0.5) {
    const spots = figs.map((f) => clampToTable(s, [f.at[0] + dx * d, f.at[1] + dy * d]));
    if (spots.every((p) => !impassableAt(s.terrain, p)) || d === 0) {
      figs.forEach((f, i) => (f.at = spots[i]!));
      return;
    }
  }
}

/** After a fight's casualties are off: who keeps the ground and who falls back. */
export function aftermath(s: AcState, fight: { groups: string[]; defenders: string[] }, ev: Log): void {
  const { groups } = fight;
  const left = sidesIn(s, groups);
  s.locks = s.locks.filter((l) => !groups.includes(l.a) && !groups.includes(l.b));
  const fellBack: string[] = [];
  const defended = fight.defenders.filter((d) => left.includes(d));
  if (left.length >= 2) {
    const live = groups.filter((id) => liveFigures(s, groupOf(s, id)!).length > 0);
    for (const id of live) {
      const g = groupOf(s, id)!;
      if (defended.includes(g.side)) continue;
      const foes = liveAmong(
        s,
        live
          .filter(
            (o) => groupOf(s, o)!.side !== g.side && (defended.length === 0 || defended.includes(groupOf(s, o)!.side)),
          )
          .flatMap((o) => groupOf(s, o)!.figures),
      ).map((f) => f.at);
      if (foes.length === 0) continue;
      const mine = centroid(liveFigures(s, g).map((f) => f.at));
      const from = defended.length ? foes.reduce((p, q) => (dist(q, mine) < dist(p, mine) ? q : p)) : centroid(foes);
      fallBack(s, id, from);
      fellBack.push(id);
    }
  }
  ev.push({ type: 'fightOver', groups: [...groups], left, fellBack, defended });
}
