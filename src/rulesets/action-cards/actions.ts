// The three actions a card allows: move, shoot and special. Each checks its command against the rules, changes
// the (already copied) state and adds its events; a refused command is one line and changes nothing, because
// the caller throws the copy away.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import type { Result } from '../../core/result';
import { err, ok } from '../../core/result';
import { killNumber, liveAmong, share, splitDice } from './combat';
import type { AcCommand } from './commands';
import { rollFor, type DiceBox } from './dice';
import type { AcEvent, Log } from './events';
import { planMove } from './move';
import { figureCover, groupSees, groupShelter, majorityCover } from './sight';
import { MEASURES } from './tables';
import { featureAt } from './terrain';
import {
  type AcFigure,
  type AcGroup,
  type AcState,
  fightOf,
  groupKill,
  groupOf,
  liveFigures,
  lockedWith,
  sideOf,
} from './state';
import { SPECIALS, type Cover } from './vocab';

type Ctx = { s: AcState; box: DiceBox; ev: Log };

export function isLocked(s: AcState, group: string): boolean {
  return lockedWith(s, group).length > 0;
}

export function doMove(c: Ctx, g: AcGroup, cmd: AcCommand & { do: 'move' }): Result<void> {
  const { s, ev } = c;
  if (isLocked(s, g.id)) return err(`move: group ${g.id} is locked in hand to hand and cannot move`);
  const faction = sideOf(s, g.side)!.faction;
  const order = { group: g.id, figure: cmd.figure, to: cmd.to, place: cmd.place, facing: cmd.facing };
  const plan = planMove(s, g, order, faction.move);
  if (!plan.ok) return plan;
  const m = plan.value;
  for (const [id, at] of Object.entries(m.positions)) {
    const f = s.figures.find((x) => x.id === id)!;
    f.at = at;
    if (m.facing !== undefined) f.facing = m.facing;
  }
  if (m.surfaced) g.burrowed = false;
  const e: AcEvent = {
    type: 'move',
    group: g.id,
    figure: cmd.figure,
    from: m.from,
    to: m.stopAt,
    distance: Math.round(dist(m.from, m.stopAt) * 100) / 100,
    stop: m.stop,
    positions: m.positions,
  };
  if (m.by !== undefined) e.by = m.by;
  if (m.inside) e.inside = { piece: m.inside.piece, distance: Math.round(m.inside.distance * 100) / 100 };
  if (m.surfaced) e.surfaced = true;
  if (m.facing !== undefined) e.facing = m.facing;
  ev.push(e);
  for (const other of m.locks) {
    if (lockedWith(s, g.id).includes(other)) continue;
    s.locks.push({ a: g.id, b: other, by: g.id });
    ev.push({ type: 'lock', groups: [g.id, other], by: g.id });
  }
  return ok(undefined);
}

/** Shooting dice of a group's live figures, in file order, split into the ordinary ones and area weapons. */
export function shotDice(s: AcState, g: AcGroup): { dice: number; area: number; figs: AcFigure[] } {
  const figs = liveFigures(s, g);
  return {
    dice: figs.filter((f) => !f.area).reduce((n, f) => n + f.dice, 0),
    area: figs.filter((f) => f.area).reduce((n, f) => n + f.dice, 0),
    figs,
  };
}

function centroid(points: readonly Vec[]): Vec {
  const n = Math.max(1, points.length);
  return [points.reduce((a, p) => a + p[0], 0) / n, points.reduce((a, p) => a + p[1], 0) / n];
}

/** Queues the kills of one share on a group's (or a faction's) figures. */
function queueKills(
  s: AcState,
  side: string,
  candidates: readonly AcFigure[],
  killed: number,
  from: Vec[],
  why: string,
) {
  if (killed <= 0) return;
  s.removals.push({ side, candidates: candidates.map((f) => f.id), count: killed, nearFrom: from, why });
}

/** Resolves the linked-fire pool: every pooled die against the target at once. */
export function flushPool(s: AcState, ev: Log): void {
  const p = s.pool;
  if (!p) return;
  s.pool = null;
  const target = groupOf(s, p.target)!;
  const figs = liveFigures(s, target);
  const from = p.groups.flatMap((id) => liveFigures(s, groupOf(s, id)!).map((f) => f.at));
  const { cover, where, holding } = groupShelter(s, target, from);
  const sh = share(
    target.side,
    sideOf(s, target.side)!.faction.name,
    p.dice,
    killNumber(groupKill(s, target), cover),
    cover,
    figs.length,
    where,
    holding,
  );
  ev.push({
    type: 'shot',
    side: p.side,
    groups: [...p.groups],
    target: p.target,
    intoFight: false,
    dice: p.dice,
    shares: [sh],
  });
  queueKills(s, target.side, figs, sh.killed, from, 'shooting');
}

export function doShoot(c: Ctx, g: AcGroup, cmd: AcCommand & { do: 'shoot' }): Result<void> {
  const { s, box, ev } = c;
  const t = groupOf(s, cmd.target);
  if (!t) return err(`shoot: unknown target group ${JSON.stringify(cmd.target)}`);
  if (t.side === g.side) return err(`shoot: group ${t.id} is on your own side`);
  const tFigs = liveFigures(s, t);
  if (tFigs.length === 0) return err(`shoot: group ${t.id} has nobody left`);
  if (t.burrowed) return err(`shoot: group ${t.id} is burrowed out of sight`);
  const { dice, area, figs } = shotDice(s, g);
  if (dice + area === 0) return err(`shoot: group ${g.id} has no shooting dice`);
  const faction = sideOf(s, g.side)!.faction;
  const from = figs.map((f) => f.at);
  const who = figs.map((f) => f.id);
  const ownFight = isLocked(s, g.id);
  if (ownFight) {
    if (!fightOf(s, g.id).includes(t.id))
      return err(`shoot: group ${g.id} is locked in hand to hand and may only shoot into its own fight`);
  } else {
    const sight = groupSees(s, g, t);
    if (!sight.sees)
      return err(
        `shoot: group ${g.id} has no line of sight to ${t.id}${sight.blockedBy ? ` (blocked by ${sight.blockedBy})` : ''}`,
      );
  }
  const targetFight = !ownFight && isLocked(s, t.id) ? fightOf(s, t.id) : null;
  if (targetFight && targetFight.some((id) => groupOf(s, id)!.side === g.side))
    return err(`shoot: your own faction is in the fight around ${t.id}`);
  if (dice > 0) {
    if (targetFight) shootIntoFight(c, g, t, targetFight, dice, who, from);
    else if (faction.linkedFire && !ownFight) {
      const rolled = rollFor(box, 'shoot', dice, { who, note: `${g.id} shoots at ${t.id}`, total: true });
      if (!s.pool || s.pool.target !== t.id) s.pool = { side: g.side, target: t.id, groups: [], dice: [] };
      if (!s.pool.groups.includes(g.id)) s.pool.groups.push(g.id);
      s.pool.dice.push(...rolled);
      ev.push({ type: 'pooled', group: g.id, target: t.id, dice: rolled, pool: s.pool.dice.length });
    } else {
      const rolled = rollFor(box, 'shoot', dice, { who, note: `${g.id} shoots at ${t.id}`, total: true });
      const { cover, where, holding } = groupShelter(s, t, from);
      const sh = share(
        t.side,
        sideOf(s, t.side)!.faction.name,
        rolled,
        killNumber(groupKill(s, t), cover),
        cover,
        tFigs.length,
        where,
        holding,
      );
      ev.push({
        type: 'shot',
        side: g.side,
        groups: [g.id],
        target: t.id,
        intoFight: false,
        dice: rolled,
        shares: [sh],
      });
      queueKills(s, t.side, tFigs, sh.killed, from, 'shooting');
    }
  }
  if (area > 0) blast(c, g, cmd.blastAt ?? centroid(tFigs.map((f) => f.at)), area, figs, t.id);
  return ok(undefined);
}

/** A faction in a fight a shot goes into: its kill number at its cover from the shooters, its figures there. */
export interface FightShare {
  side: string;
  kill: number;
  cover: Cover;
  figs: AcFigure[];
}

/**
 * Who a shot into a fight around `t` counts against, in the order splitDice deals the dice: the target's faction
 * first, then the others in file order. The preview's odds and the roll read this same list.
 */
export function intoFightShares(s: AcState, t: AcGroup, fight: readonly string[], from: Vec[]): FightShare[] {
  const sides = s.sides.map((x) => x.id).filter((id) => fight.some((gid) => groupOf(s, gid)!.side === id));
  const order = [t.side, ...sides.filter((x) => x !== t.side)];
  return order.map((side) => {
    const figs = fight.flatMap((gid) => {
      const fg = groupOf(s, gid)!;
      return fg.side === side ? liveFigures(s, fg) : [];
    });
    const cover = majorityCover(figs.map((f) => figureCover(s, f, from)));
    return { side, kill: killNumber(sideOf(s, side)!.faction.kill, cover), cover, figs };
  });
}

function shootIntoFight(
  c: Ctx,
  g: AcGroup,
  t: AcGroup,
  fight: readonly string[],
  count: number,
  who: string[],
  from: Vec[],
): void {
  const { s, box, ev } = c;
  const rolled = rollFor(box, 'shoot', count, { who, note: `${g.id} shoots into the fight at ${t.id}`, total: true });
  const to = intoFightShares(s, t, fight, from);
  const split = splitDice(
    rolled,
    t.side,
    to.slice(1).map((x) => x.side),
  );
  const shares = [];
  for (const x of to) {
    const sh = share(x.side, sideOf(s, x.side)!.faction.name, split.get(x.side)!, x.kill, x.cover, x.figs.length);
    shares.push(sh);
    queueKills(s, x.side, x.figs, sh.killed, from, 'shooting into a fight');
  }
  ev.push({ type: 'shot', side: g.side, groups: [g.id], target: t.id, intoFight: true, dice: rolled, shares });
}

/** An area weapon: its dice totalled once, against every group with a figure inside the 6" circle, each at its own cover. */
function blast(c: Ctx, g: AcGroup, at: Vec, count: number, shooters: AcFigure[], aimedAt: string): void {
  const { s, box, ev } = c;
  const areaFigs = shooters.filter((f) => f.area);
  const rolled = rollFor(box, 'shoot', count, { who: areaFigs.map((f) => f.id), note: `${g.id}: blast`, total: true });
  const from = shooters.map((f) => f.at);
  const shares = [];
  for (const h of s.groups) {
    if (h.burrowed || h.flying) continue;
    const figs = liveFigures(s, h);
    if (!figs.some((f) => dist(f.at, at) <= MEASURES.blastDiameter / 2)) continue;
    const { cover, where, holding } = groupShelter(s, h, from);
    const sh = share(
      h.side,
      sideOf(s, h.side)!.faction.name,
      rolled,
      killNumber(groupKill(s, h), cover),
      cover,
      figs.length,
      where,
      holding,
    );
    shares.push({ ...sh, group: h.id });
    queueKills(s, h.side, figs, sh.killed, from, 'blast');
  }
  // The weapon is named in the log, so a player sees where the blast came from (play-test 8, 17).
  const weapon = [...new Set(areaFigs.map((f) => f.weapon))].join(' and ');
  ev.push({ type: 'blast', group: g.id, at, dice: rolled, shares, ...(weapon ? { weapon } : {}), aimedAt });
}

/** A Special Event the scenario names as an explosion: its dice once, against every group inside the circle. */
export function eventBlast(s: AcState, box: DiceBox, ev: Log, at: Vec, count: number): void {
  const rolled = rollFor(box, 'special', count, { note: 'special event: explosion', total: true });
  const shares = [];
  for (const h of s.groups) {
    if (h.burrowed || h.flying) continue;
    const figs = liveFigures(s, h);
    if (!figs.some((f) => dist(f.at, at) <= MEASURES.blastDiameter / 2)) continue;
    const { cover, where, holding } = groupShelter(s, h, [at]);
    const sh = share(
      h.side,
      sideOf(s, h.side)!.faction.name,
      rolled,
      killNumber(groupKill(s, h), cover),
      cover,
      figs.length,
      where,
      holding,
    );
    shares.push({ ...sh, group: h.id });
    queueKills(s, h.side, figs, sh.killed, [at], 'explosion');
  }
  ev.push({ type: 'blast', group: 'event', at, dice: rolled, shares });
}

export function doSpecial(c: Ctx, g: AcGroup, cmd: AcCommand & { do: 'special' }): Result<void> {
  const { s, box, ev } = c;
  const faction = sideOf(s, g.side)!.faction;
  const action = cmd.action;
  if (!(SPECIALS as readonly string[]).includes(action))
    return err(`special: unknown action ${JSON.stringify(action)} (${SPECIALS.join(', ')})`);
  if (isLocked(s, g.id)) return err(`special: group ${g.id} is locked in hand to hand`);
  const figs = liveFigures(s, g);
  const say = (success: boolean, note: string, dice: number[] = []) =>
    ev.push({ type: 'special', group: g.id, action, dice, success, note });
  switch (action) {
    case 'burrow':
      if (!faction.specials.includes('burrow')) return err(`special: ${faction.name} cannot burrow`);
      g.burrowed = true;
      say(true, 'goes to ground; it comes up with its next action');
      return ok(undefined);
    case 'takeOff':
      if (g.vehicle !== 'helicopter') return err(`special: group ${g.id} is not a helicopter`);
      if (g.flying) return err(`special: helicopter ${g.id} is already in the air`);
      g.flying = true;
      say(true, 'takes off');
      return ok(undefined);
    case 'land':
      if (g.vehicle !== 'helicopter' || !g.flying) return err(`special: group ${g.id} is not a helicopter in the air`);
      g.flying = false;
      say(true, 'lands');
      return ok(undefined);
    case 'search': {
      const o = s.objective;
      if (o.aim !== 'search') return err('special: this scenario has nothing to search for');
      const inB = figs.map((f) => ({ f, b: featureAt(s.terrain, f.at) })).filter((x) => x.b?.kind === 'building');
      if (inB.length === 0) return err(`special: group ${g.id} is not inside a building`);
      const building = inB[0]!.b!.id;
      if (o.searched.includes(building)) return err(`special: building ${building} has been searched already`);
      const helpers = inB.filter((x) => x.b!.id === building).map((x) => x.f);
      const dice = rollFor(box, 'special', helpers.length, {
        who: helpers.map((f) => f.id),
        note: `search ${building}`,
      });
      const success = dice.includes(6);
      if (!success) {
        say(false, `searches ${building} and finds nothing yet`, dice);
        return ok(undefined);
      }
      o.searched.push(building);
      if (building === o.item) {
        o.foundBy = g.side;
        say(true, `finds the item in ${building}`, dice);
      } else say(true, `${building} is searched through: the item is not there`, dice);
      return ok(undefined);
    }
  }
  return err(`special: unknown action ${JSON.stringify(action)}`);
}

export { liveAmong };
