// Carrying out an order, stage by stage, stopping at each reaction window of the chapter:
//   Fire: the target's window (down; fire back within 20"; run to cover beyond) -> both shoot at once.
//   Advance / Run: ambushers' window during the move -> the move -> (Advance) the target's window (down) -> shot.
//   Assault (a Run with a target): the target's window (escape) -> other ambushers -> the move into contact ->
//     the assaulted unit's window (stand and shoot) -> close quarters -> consolidation.
// Moves and shots made as reactions, escapes and consolidation open no window (no reaction to a reaction).
import type { Vec } from '../../geometry/shapes';
import { GAME, HIT, MOVE, QUALITY, moveAllowance } from './tables';
import { afterHarm, firePlan, rollShooting } from './shooting';
import { closeLosses, settle, shotLosses } from './losses';
import { awayFrom, moveUnit, runSpots, unitWalk } from './movement';
import { coverOf } from './terrain';
import { dist, leadOf, withOffset } from './place';
import { roll, type Ctx } from './dice';
import { ambushQuestion, assaultDeclaredQuestion, standQuestion, takeReaction, targetedQuestion } from './reactions';
import {
  activeUnits,
  liveFigures,
  sideOf,
  unitOf,
  type Action,
  type ReactQuestion,
  type Unit,
  type OdState,
} from './state';
import type { Reaction } from './vocab';
import { aiReaction, coverSpot } from './ai';

/** Asked a question: the answer given before, the computer's when it answers for the side, or wait. */
function ask(ctx: Ctx, a: Action, q: ReactQuestion): Reaction | 'wait' {
  const key = `${q.moment}:${q.unit}`;
  const given = a.asked[key];
  if (given !== undefined) return given;
  const side = sideOf(ctx.s, q.side)!;
  if (side.control === 'script' && ctx.s.scriptLeft === 0) {
    a.asked[key] = 'none'; // the file is played out: the default policy
    return 'none';
  }
  if (side.control === 'ai' || (side.control === 'human' && side.reactions === 'computer')) {
    const r = aiReaction(ctx.s, q);
    a.asked[key] = r;
    return r;
  }
  ctx.s.phase = { kind: 'react', question: q };
  return 'wait';
}

/** Once per window: true the first time (the caller then carries the reaction out). */
function firstTime(a: Action, key: string): boolean {
  if (a.done.includes(key)) return false;
  a.done.push(key);
  return true;
}

export function destroyUnit(ctx: Ctx, u: Unit, why: string, by?: string): void {
  if (u.destroyed) return;
  u.destroyed = true;
  for (const f of u.figures) f.alive = false;
  // Its die, if still in the bag, leaves it.
  if (u.order === null && (ctx.s.bag[u.side] ?? 0) > 0) ctx.s.bag[u.side]! -= 1;
  u.order = null;
  const enemy = by ? unitOf(ctx.s, by)?.side : undefined;
  for (const s of ctx.s.sides)
    if (s.id !== u.side && (enemy === undefined || s.id === enemy)) ctx.s.kills[s.id] = (ctx.s.kills[s.id] ?? 0) + 1;
  ctx.events.push({ type: 'destroyed', unit: u.id, ...(by ? { by } : {}), why });
}

const harm = (ctx: Ctx, u: Unit, took: number, by: string) =>
  afterHarm(ctx, u, took, by, (x, why, b) => destroyUnit(ctx, x, why, b));

const gone = (u: Unit | undefined): boolean => !u || u.destroyed || liveFigures(u).length === 0;

/** Runs the action on from its stage; 'wait' when a question stops it, 'done' when it is over. */
export function runAction(ctx: Ctx): 'wait' | 'done' {
  for (;;) {
    const a = ctx.s.action;
    if (!a) return 'done';
    // Losses thrown by the last stage take effect first, once their owners have picked (losses.ts).
    if (settle(ctx, a, (u, took, by) => harm(ctx, u, took, by)) === 'wait') return 'wait';
    if (a.stage === 'done') {
      ctx.s.action = null;
      return 'done';
    }
    const r = stage(ctx, a);
    if (r === 'wait') return 'wait';
    a.stage = r;
  }
}

/** A shooting that takes no shot (the target out of sight, range or arc): told with the reason, no range. */
function noShot(ctx: Ctx, unit: string, target: string, why: string): void {
  ctx.events.push({ type: 'shoot', unit, target, shots: 0, hits: 0, kills: 0, range: 0, needs: [], why });
}

function stage(ctx: Ctx, a: Action): string | 'wait' | 'done' {
  const s = ctx.s;
  const u = unitOf(s, a.unit)!;
  // A close-quarters round's result is told even when the assaulters fell in it.
  if (gone(u) && a.stage !== 'assault:cqEnd') return 'done';
  switch (a.stage) {
    case 'start':
      switch (a.order) {
        case 'fire':
          return 'fire:window';
        case 'advance':
          if (a.to) return 'move:window';
          if (a.facing !== undefined) pivot(ctx, u, a.facing, a.target);
          return a.target ? 'fire:window' : 'done';
        case 'run':
          if (a.target) return 'assault:declared';
          if (!a.to && a.facing !== undefined) {
            pivot(ctx, u, a.facing);
            return 'done';
          }
          return 'move:window';
        case 'rally': {
          const n = roll(ctx, { purpose: 'rally', count: 1, who: [u.id] })[0] ?? 0;
          const removed = Math.min(n, u.pins);
          u.pins -= removed;
          ctx.events.push({ type: 'unpin', unit: u.id, pins: u.pins, removed, rally: n });
          return 'done';
        }
        default:
          return 'done';
      }
    case 'move:window': {
      const w = ambushWindow(ctx, a, u, a.to!, undefined);
      return w === 'again' ? a.stage : (w ?? 'move:go');
    }
    case 'move:go': {
      const m = moveUnit(s, u, a.to!, moveAllowance(a.order, u.kind === 'vehicle'));
      ctx.events.push({
        type: 'move',
        unit: u.id,
        from: m.from,
        to: m.to,
        wanted: a.to!,
        ...(m.stopped ? { stopped: m.stopped } : {}),
        why: `${a.order} order`,
      });
      if (a.order !== 'advance' || !a.target) return 'done';
      // An advance shoots after its move only if the target can still be shot from where it stopped (in
      // sight, in range, in arc); if not, no shot is taken, so the target is not shot at and has nothing to
      // react to (decision 56).
      const t = unitOf(s, a.target);
      if (gone(t)) return 'done';
      const plan = firePlan(s, u.id, t!.id, { advancing: true });
      if (plan.lines.length > 0) return 'fire:window';
      noShot(ctx, u.id, t!.id, `after its move, ${plan.why ?? 'no shot'}`);
      return 'done';
    }
    case 'fire:window': {
      const t = unitOf(s, a.target!);
      if (gone(t)) return 'done';
      const q = targetedQuestion(s, a, a.order === 'fire');
      if (q) {
        const r = ask(ctx, a, q);
        if (r === 'wait') return 'wait';
        if (r !== 'none' && firstTime(a, `targeted:${q.unit}`)) {
          const order = r === 'down' ? 'down' : r === 'fireBack' ? 'fire' : 'run';
          if (takeReaction(ctx, q, r, a, order)) {
            a.response = r;
            if (r === 'runToCover') {
              const to = a.responseTo ?? coverSpot(s, t!, u);
              const m = moveUnit(s, t!, to, moveAllowance('run', t!.kind === 'vehicle'));
              ctx.events.push({
                type: 'move',
                unit: t!.id,
                from: m.from,
                to: m.to,
                wanted: to,
                ...(m.stopped ? { stopped: m.stopped } : {}),
                why: 'a run to cover, which the enemy may not react to',
              });
            }
          }
          if (gone(t)) return 'done';
        }
      }
      return 'fire:shoot';
    }
    case 'fire:shoot': {
      const t = unitOf(s, a.target!)!;
      const plan = firePlan(s, u.id, t.id, { advancing: a.order === 'advance' });
      const back = a.response === 'fireBack' ? firePlan(s, t.id, u.id) : undefined;
      // Fire back is simultaneous: the active unit's dice first, then the reply's, then both take effect.
      const mine = plan.lines.length > 0 ? rollShooting(ctx, plan) : undefined;
      const theirs = back && back.lines.length > 0 ? rollShooting(ctx, back) : undefined;
      if (!mine) noShot(ctx, u.id, t.id, plan.why ?? 'no shot');
      // Both take effect together once the owners have picked their casualties (losses.ts).
      a.losses = [...(mine ? [shotLosses(s, mine)] : []), ...(theirs ? [shotLosses(s, theirs)] : [])];
      return 'done';
    }
    case 'assault:declared': {
      const t = unitOf(s, a.target!)!;
      const q = assaultDeclaredQuestion(s, a);
      if (q) {
        const r = ask(ctx, a, q);
        if (r === 'wait') return 'wait';
        if (r === 'escape' && firstTime(a, `assaultDeclared:${t.id}`) && takeReaction(ctx, q, r, a, 'run')) {
          a.response = 'escape';
          const from = leadOf(t)!.at;
          const to = a.responseTo ?? awayFrom(from, leadOf(u)!.at, moveAllowance('run', t.kind === 'vehicle'));
          const m = moveUnit(s, t, to, moveAllowance('run', t.kind === 'vehicle'));
          ctx.events.push({
            type: 'move',
            unit: t.id,
            from: m.from,
            to: m.to,
            wanted: to,
            ...(m.stopped ? { stopped: m.stopped } : {}),
            why: 'an escape, which the enemy may not react to',
          });
        }
      }
      return 'assault:ambush';
    }
    case 'assault:ambush': {
      const t = unitOf(s, a.target!)!;
      const w = ambushWindow(ctx, a, u, contactPoint(u, t), t.id);
      return w === 'again' ? a.stage : (w ?? 'assault:move');
    }
    case 'assault:move': {
      const t = unitOf(s, a.target!)!;
      const to = contactPoint(u, t);
      const m = moveUnit(s, u, to, moveAllowance('run', u.kind === 'vehicle'));
      ctx.events.push({
        type: 'move',
        unit: u.id,
        from: m.from,
        to: m.to,
        wanted: to,
        ...(m.stopped ? { stopped: m.stopped } : {}),
        why: `assault on ${t.id}`,
      });
      const fought = contacted(s, u, t);
      if (fought) a.fought = fought.id;
      ctx.events.push({ type: 'assault', unit: u.id, target: fought?.id ?? t.id, contact: fought !== undefined });
      return 'assault:arrived';
    }
    case 'assault:arrived': {
      const other = unitOf(s, a.fought ?? a.target!)!;
      // The escaping unit is too busy running to fire point blank (it holds a Run order: no reaction left).
      const q = gone(other) ? undefined : standQuestion(s, a, other.id, a.fought !== undefined);
      if (q) {
        const r = ask(ctx, a, q);
        if (r === 'wait') return 'wait';
        if (r === 'standAndShoot' && firstTime(a, `assaultArrived:${other.id}`) && takeReaction(ctx, q, r, a, 'fire')) {
          const plan = firePlan(s, other.id, u.id, { pointBlank: true });
          if (plan.lines.length > 0) a.losses = [shotLosses(s, rollShooting(ctx, plan), true)];
        }
      }
      return 'assault:cq';
    }
    case 'assault:cq': {
      const def = a.fought ? unitOf(s, a.fought) : undefined;
      if (!def || gone(def)) return 'done';
      closeRound(ctx, a, u, def);
      return 'assault:cqEnd';
    }
    case 'assault:cqEnd':
      return closeResult(ctx, a, u, unitOf(s, a.fought!)!);
    default:
      return 'done';
  }
}

/** A pivot in place; `toward`, the unit it turns to shoot at, names it in the log rather than a compass point. */
function pivot(ctx: Ctx, u: Unit, facing: number, toward?: string): void {
  u.facing = facing;
  ctx.events.push({ type: 'pivot', unit: u.id, facing, ...(toward ? { toward } : {}) });
}

/** Where an assault aims: 1" short of the target's figure nearest the assaulters' first figure. */
export function contactPoint(u: Unit, t: Unit): Vec {
  const from = leadOf(u)!.at;
  let near = liveFigures(t)[0]!.at;
  for (const f of liveFigures(t)) if (dist(from, f.at) < dist(from, near)) near = f.at;
  const d = dist(from, near);
  if (d <= 1) return from;
  const k = (d - 1) / d;
  return [from[0] + (near[0] - from[0]) * k, from[1] + (near[1] - from[1]) * k];
}

/** The enemy unit the assaulters touched: the target if they reached it, else a unit the target escaped through. */
function contacted(s: OdState, u: Unit, t: Unit): Unit | undefined {
  const touch = (x: Unit) => liveFigures(u).some((f) => liveFigures(x).some((g) => dist(f.at, g.at) <= MOVE.contact));
  if (!gone(t) && touch(t)) return t;
  return activeUnits(s).find((x) => x.side !== u.side && x.id !== t.id && touch(x));
}

/**
 * The ambushers' window during a Run or Advance: each enemy Ambush unit that could shoot at the mover
 * somewhere along its path is asked, in file order; one that reacts shoots at the closest such point, and its
 * hits, pins and morale are settled before the mover goes on. Returns 'wait' or 'done' (mover gone), or
 * undefined to go on.
 */
function ambushWindow(
  ctx: Ctx,
  a: Action,
  mover: Unit,
  to: Vec,
  assaulted: string | undefined,
): 'wait' | 'done' | 'again' | undefined {
  const s = ctx.s;
  for (const amb of s.units.filter((x) => x.side !== mover.side && x.order === 'ambush' && x.id !== assaulted)) {
    const key = `moving:${amb.id}`;
    if (a.done.includes(key)) continue;
    const spot = ambushSpot(s, a, mover, amb, to);
    if (!spot) continue;
    const q = ambushQuestion(s, a, amb, spot.range);
    if (!q) continue;
    const r = ask(ctx, a, q);
    if (r === 'wait') return 'wait';
    a.done.push(key);
    if (r !== 'ambush') continue;
    if (!takeReaction(ctx, q, r, a, 'fire')) continue;
    // Shot where the mover stands at that point of its path; its losses settle before the next ambusher.
    withOffset(mover, spot.offset, () => {
      const plan = firePlan(s, amb.id, mover.id);
      if (plan.lines.length > 0) a.losses = [shotLosses(s, rollShooting(ctx, plan))];
    });
    return 'again';
  }
  return undefined;
}

/** The point of the mover's path (every half inch) where the ambusher has its closest shot, if any. */
function ambushSpot(
  s: OdState,
  a: Action,
  mover: Unit,
  amb: Unit,
  to: Vec,
): { offset: Vec; range: number } | undefined {
  const from = leadOf(mover)!.at;
  const end = unitWalk(s, mover, to, moveAllowance(a.order, mover.kind === 'vehicle')).to;
  const len = dist(from, end);
  const steps = Math.max(1, Math.ceil(len / 0.5));
  let best: { offset: Vec; range: number } | undefined;
  for (let i = 0; i <= steps; i++) {
    const off: Vec = [((end[0] - from[0]) * i) / steps, ((end[1] - from[1]) * i) / steps];
    const plan = withOffset(mover, off, () => firePlan(s, amb.id, mover.id));
    if (plan.lines.length > 0 && (!best || plan.range < best.range)) best = { offset: off, range: plan.range };
  }
  return best;
}

/**
 * Close quarters, one round: every figure fights once, hitting on 4+, damage as shooting, both at once (the
 * attacker's dice first); the losses wait in the action for their owners' pick. A vehicle fights with one die
 * and is destroyed only by a damage roll of 6.
 */
function closeRound(ctx: Ctx, a: Action, att: Unit, def: Unit): void {
  const ah = roll(ctx, { purpose: 'closeQuarters', count: fighters(att), who: [att.id] }).filter(
    (d) => d >= HIT.closeQuarters,
  ).length;
  const dh = roll(ctx, { purpose: 'closeQuarters', count: fighters(def), who: [def.id] }).filter(
    (d) => d >= HIT.closeQuarters,
  ).length;
  const ak = kills(roll(ctx, { purpose: 'closeDamage', count: ah, who: [def.id], by: att.id }), def);
  const dk = kills(roll(ctx, { purpose: 'closeDamage', count: dh, who: [att.id], by: def.id }), att);
  a.round = { no: a.round?.no ?? 0, attackerKills: ak, defenderKills: dk };
  a.losses = [...(ak > 0 ? [closeLosses(def, att, ak)] : []), ...(dk > 0 ? [closeLosses(att, def, dk)] : [])];
}

/**
 * The round's result, once its casualties are off: more kills wins and the loser is destroyed; a tie fights
 * again (up to a cap); a unit with no figures left ends it (both gone: both destroyed).
 */
function closeResult(ctx: Ctx, a: Action, att: Unit, def: Unit): string {
  const { no, attackerKills: ak, defenderKills: dk } = a.round!;
  const aLeft = liveFigures(att).length;
  const dLeft = liveFigures(def).length;
  const winner =
    aLeft === 0 && dLeft === 0 ? null : aLeft === 0 ? def : dLeft === 0 ? att : ak > dk ? att : dk > ak ? def : null;
  ctx.events.push({
    type: 'closeQuarters',
    attacker: att.id,
    defender: def.id,
    attackerKills: ak,
    defenderKills: dk,
    winner: winner?.id ?? null,
  });
  if (aLeft === 0 && dLeft === 0) {
    destroyUnit(ctx, att, 'wiped out in close quarters', def.id);
    destroyUnit(ctx, def, 'wiped out in close quarters', att.id);
    return 'done';
  }
  if (winner) {
    destroyUnit(ctx, winner === att ? def : att, 'lost the close quarters', winner.id);
    consolidate(ctx, winner);
    return 'done';
  }
  if (no + 1 >= GAME.closeRoundsCap) return 'done';
  a.round = { no: no + 1, attackerKills: 0, defenderKills: 0 };
  return 'assault:cq';
}

const fighters = (u: Unit): number => (u.kind === 'vehicle' ? 1 : liveFigures(u).length);

function kills(dice: number[], target: Unit): number {
  if (target.kind === 'vehicle') return Math.min(1, dice.filter((d) => d === 6).length);
  const need = QUALITY[target.quality].damage;
  return Math.min(dice.filter((d) => d >= need || d === 6).length, liveFigures(target).length);
}

/**
 * Consolidation: the winner may move up to 3", and nothing reacts to it. It moves only to better cover against
 * the nearest enemy it can see (hard over soft over none); otherwise it stays where it won.
 */
function consolidate(ctx: Ctx, u: Unit): void {
  const s = ctx.s;
  const lead = leadOf(u);
  if (!lead || u.kind === 'vehicle') return;
  let foe: Vec | undefined;
  for (const e of activeUnits(s))
    if (e.side !== u.side)
      for (const f of liveFigures(e)) if (!foe || dist(f.at, lead.at) < dist(foe, lead.at)) foe = f.at;
  if (!foe) return;
  const rank = (c: string) => (c === 'hard' ? 2 : c === 'soft' ? 1 : 0);
  let best = { at: lead.at, rank: rank(coverOf(s.terrain, foe, lead.at)) };
  for (const p of runSpots(lead.at, MOVE.consolidate)) {
    const at = unitWalk(s, u, p, MOVE.consolidate).to;
    const r = rank(coverOf(s.terrain, foe, at));
    if (r > best.rank) best = { at, rank: r };
  }
  if (best.at === lead.at) return;
  const m = moveUnit(s, u, best.at, MOVE.consolidate);
  ctx.events.push({
    type: 'move',
    unit: u.id,
    from: m.from,
    to: m.to,
    wanted: best.at,
    why: 'consolidation into cover, which the enemy may not react to',
  });
}
