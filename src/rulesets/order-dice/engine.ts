// The reducer: (state, command) -> (state, events, need). A drawn die waits for an order; an order runs
// through its stages (actions.ts) and may stop at a reaction window for a `react` answer; when it is done the
// next die is drawn, a turn ends when the bag is empty, and the game ends after the last turn or when a side
// has no units left. The state given is never changed: each step works on a copy.
import { DiceBox } from '../../core/dice/source';
import type { Vec } from '../../geometry/shapes';
import { GAME, QUALITY, WEAPON, moveAllowance } from './tables';
import { roll, test2d6, type Ctx } from './dice';
import { runAction, destroyUnit } from './actions';
import { firePlan, measuredRange } from './shooting';
import { refusal } from './reactions';
import { pickRefusal, takePick } from './losses';
import { aiReaction } from './ai';
import { dist, leadOf, unitGap } from './place';
import { coverOf, sees } from './terrain';
import type { Reaction } from './vocab';
import {
  activeUnits,
  copyState,
  liveFigures,
  unitOf,
  type OdCommand,
  type OdEvent,
  type OdNeed,
  type OdState,
  type OrderCommand,
  type ReactCommand,
  type ReactQuestion,
  type Unit,
} from './state';

export type Step = { ok: true; state: OdState; events: OdEvent[]; need: OdNeed } | { ok: false; error: string };

interface StepCtx extends Ctx {
  /** The host's turn cap, when it gives one. */
  maxTurns?: number;
}

function start(state: OdState, maxTurns?: number): StepCtx {
  const s = copyState(state);
  const ctx: StepCtx = { s, box: undefined as unknown as DiceBox, events: [] };
  if (maxTurns !== undefined) ctx.maxTurns = maxTurns;
  // Whose roll it is: the side of the unit that throws it (own dice); the bag's draw is nobody's.
  ctx.box = new DiceBox(s.dice, () => (ctx.thrower ? unitOf(s, ctx.thrower)?.side : undefined));
  return ctx;
}

function finish(ctx: Ctx): { ok: true; state: OdState; events: OdEvent[]; need: OdNeed } {
  ctx.s.dice = ctx.box.state();
  return { ok: true, state: ctx.s, events: ctx.events, need: needOf(ctx.s) };
}

export function needOf(s: OdState): OdNeed {
  const p = s.phase;
  if (s.diceWait) return { kind: 'dice', side: s.diceWait.ask.owner, ask: s.diceWait.ask };
  if (p.kind === 'ended') return { kind: 'ended', reason: p.reason, ...(p.winner ? { winner: p.winner } : {}) };
  if (p.kind === 'react')
    return s.sides.find((x) => x.id === p.question.side)?.control === 'script'
      ? { kind: 'command', side: p.question.side, question: p.question }
      : { kind: 'decision', side: p.question.side, question: p.question };
  if (p.kind === 'capped') return { kind: 'turnLimit', turn: p.turn };
  if (p.kind === 'casualties') return { kind: 'decision', side: p.question.side, losses: p.question };
  return { kind: 'command', side: p.side };
}

/** From the starting state to the first die drawn (a roll a person throws stops it: ownDice.ts). */
export function beginPlain(
  state: OdState,
  opts: { maxTurns?: number } = {},
): { ok: true; state: OdState; events: OdEvent[]; need: OdNeed } {
  const ctx = start(state, opts.maxTurns);
  if (ctx.s.phase.kind === 'order' && ctx.s.phase.side === '') {
    ctx.events.push({ type: 'turn', turn: ctx.s.turn, bag: { ...ctx.s.bag } });
    advance(ctx);
  }
  return finish(ctx);
}

/** One command (a roll a person throws stops it by throwing NeedDice: ownDice.ts wraps this). */
export function reducePlain(state: OdState, cmd: OdCommand, opts: { maxTurns?: number } = {}): Step {
  if (state.phase.kind === 'ended') return { ok: false, error: 'the game is over' };
  if (state.phase.kind === 'capped') return { ok: false, error: `the turn limit (${state.phase.turn}) is reached` };
  const ctx = start(state, opts.maxTurns);
  const s = ctx.s;
  if (cmd.do === 'dice') return { ok: false, error: 'dice: no roll is waiting for dice' };
  if (cmd.do === 'control') {
    const side = s.sides.find((x) => x.id === cmd.side);
    if (!side) return { ok: false, error: `control: no side "${cmd.side}"` };
    side.control = cmd.control;
    ctx.events.push({ type: 'control', side: cmd.side, control: cmd.control });
    // A question open for a side now played by the computer is answered by it.
    if (s.phase.kind === 'react' && s.phase.question.side === side.id && cmd.control === 'ai') {
      answer(ctx, s.phase.question.unit, aiReaction(s, s.phase.question), undefined);
      if (runAction(ctx) === 'done') advance(ctx);
    } else if (s.phase.kind === 'casualties' && s.phase.question.side === side.id && cmd.control === 'ai') {
      const q = s.phase.question;
      takePick(s, q.nearest.slice(0, q.count));
      if (runAction(ctx) === 'done') advance(ctx);
    }
    return finish(ctx);
  }
  // A command for a side the computer does not play is one of the file's (or a person's): count it played.
  const by = unitOf(s, cmd.unit)?.side;
  if (by !== undefined && s.sides.find((x) => x.id === by)?.control !== 'ai')
    s.scriptLeft = Math.max(0, s.scriptLeft - 1);
  // Casualties being picked: only the pick is taken now.
  if (s.phase.kind === 'casualties' || cmd.do === 'casualties') {
    if (cmd.do !== 'casualties') {
      const q = s.phase.kind === 'casualties' ? s.phase.question : undefined;
      return { ok: false, error: `${cmd.do} ${cmd.unit}: ${q?.count} of ${q?.unit}'s figures fall: pick them first` };
    }
    if (s.phase.kind === 'casualties' && s.phase.question.unit !== cmd.unit)
      return { ok: false, error: `casualties ${cmd.unit}: the figures to pick now are ${s.phase.question.unit}'s` };
    const bad = pickRefusal(s, cmd.figures);
    if (bad) return { ok: false, error: `casualties ${cmd.unit}: ${bad}` };
    takePick(s, cmd.figures);
    if (runAction(ctx) === 'done') advance(ctx);
    return finish(ctx);
  }
  // A decision not answered by this command is answered by the default policy (no reaction), as the contract says.
  // A stand-and-shoot given while the assault is only declared answers the window after the assaulters' move:
  // the escape window before it is declined.
  while (s.phase.kind === 'react' && (cmd.do !== 'react' || answersLater(s.phase.question, cmd))) {
    const later = cmd.do === 'react';
    answer(ctx, s.phase.question.unit, 'none', undefined);
    // This command is still to be played at the later window, so that window waits for it.
    if (later) s.scriptLeft += 1;
    const done = runAction(ctx) === 'done';
    if (later) s.scriptLeft -= 1;
    if (done) advance(ctx);
    if ((s.phase as OdState['phase']).kind === 'ended') return finish(ctx);
  }
  if (cmd.do === 'react') {
    if (s.phase.kind !== 'react')
      return { ok: false, error: `react ${cmd.unit}: no reaction is asked now (turn: a die waits for an order)` };
    const q = s.phase.question;
    if (cmd.unit !== q.unit)
      return { ok: false, error: `react ${cmd.unit}: the reaction asked now is ${q.unit}'s (turn)` };
    const no = refusal(s, q, cmd.reaction);
    if (no) return { ok: false, error: `react ${cmd.unit}: ${no}` };
    if (cmd.to && (cmd.reaction === 'runToCover' || cmd.reaction === 'escape')) {
      const bad = checkRunTo(s, q.unit, q.enemy, cmd.to, cmd.reaction);
      if (bad) return { ok: false, error: `react ${cmd.unit}: ${bad}` };
    }
    answer(ctx, q.unit, cmd.reaction, cmd.to);
  } else {
    const bad = orderRefusal(s, cmd);
    if (bad) return { ok: false, error: `order ${cmd.unit}: ${bad}` };
    giveOrder(ctx, cmd);
  }
  if (runAction(ctx) === 'done') advance(ctx);
  return finish(ctx);
}

/** Whether a react command is meant for a later window of the same assault than the one open now. */
function answersLater(q: ReactQuestion, cmd: ReactCommand): boolean {
  return q.unit === cmd.unit && q.moment === 'assaultDeclared' && cmd.reaction === 'standAndShoot';
}

function answer(ctx: Ctx, unit: string, r: Reaction, to: Vec | undefined): void {
  const s = ctx.s;
  const q = s.phase.kind === 'react' ? s.phase.question : undefined;
  if (!q || !s.action) return;
  s.action.asked[`${q.moment}:${unit}`] = r;
  if (to) s.action.responseTo = to;
  s.phase = { kind: 'order', side: unitOf(s, s.action.unit)!.side };
}

function orderRefusal(s: OdState, c: OrderCommand): string | undefined {
  if (s.phase.kind !== 'order') return 'no die waits for an order';
  const u = unitOf(s, c.unit);
  if (!u) return `no unit "${c.unit}"`;
  if (u.side !== s.phase.side) return `the die drawn is ${s.phase.side}'s, not ${u.side}'s (turn)`;
  if (u.destroyed) return 'it is destroyed';
  if (u.order !== null) return `it already holds a ${u.order} order this turn (turn)`;
  const vehicle = u.kind === 'vehicle';
  if ((c.order === 'advance' || c.order === 'run') && c.to) {
    if (!onTable(s, c.to)) return `"to" ${JSON.stringify(c.to)} is off the table`;
    if (u.immobile) return 'it is immobilised';
  }
  if (c.order === 'fire' || (c.order === 'advance' && c.target) || (c.order === 'run' && c.target)) {
    if (!c.target) return `${c.order} needs a "target"`;
    const t = unitOf(s, c.target);
    if (!t || t.destroyed) return `no enemy unit "${c.target}" on the table`;
    if (t.side === u.side) return `${c.target} is a friend`;
    if (c.order === 'run') {
      if (vehicle) return 'a vehicle does not assault';
      if (t.kind === 'vehicle' && (t.armour ?? 8) > 7) return 'infantry cannot assault an armoured vehicle';
      if (!liveFigures(u).some((f) => liveFigures(t).some((g) => sees(s.terrain, f.at, g.at))))
        return `no line of sight to ${c.target} (sight)`;
      if (u.immobile) return 'it is immobilised';
    } else if (c.order === 'fire') {
      const plan = firePlan(s, u.id, t.id);
      if (plan.lines.length === 0)
        return `cannot shoot ${c.target}: ${plan.why ?? 'no shot'}${plan.why?.includes('sight') ? '' : ''}`;
    } else if (
      !c.to &&
      c.facing === undefined &&
      firePlan(s, u.id, t.id, { advancing: true }).lines.length === 0 &&
      !sees(s.terrain, leadOf(u)!.at, leadOf(t)!.at)
    )
      return `no line of sight to ${c.target} (sight)`;
  }
  if ((c.order === 'advance' || c.order === 'run') && !c.to && !c.target && c.facing === undefined)
    return `${c.order} needs "to" (or "target" to assault)`;
  if (c.facing !== undefined && !c.to && u.kind === 'infantry') return 'only a team or a vehicle pivots';
  return undefined;
}

const onTable = (s: OdState, p: Vec): boolean =>
  p[0] >= 0 && p[1] >= 0 && p[0] <= s.table.width && p[1] <= s.table.height;

/** A run to cover must end in or behind cover, out of sight, or further away; an escape must go away. */
export function checkRunTo(s: OdState, unit: string, enemy: string, to: Vec, r: string): string | undefined {
  const u = unitOf(s, unit)!;
  const e = unitOf(s, enemy)!;
  if (!onTable(s, to)) return `"to" ${JSON.stringify(to)} is off the table`;
  const from = leadOf(u)!.at;
  const foe = leadOf(e)!.at;
  if (dist(from, to) > moveAllowance('run', u.kind === 'vehicle') + 1e-9)
    return `"to" is beyond a run of ${moveAllowance('run', u.kind === 'vehicle')}"`;
  const further = dist(to, foe) > dist(from, foe);
  if (r === 'escape') return further ? undefined : 'an escape must move away from the assaulters';
  const hidden = !sees(s.terrain, foe, to);
  return further || hidden || coverOf(s.terrain, foe, to) !== 'none'
    ? undefined
    : 'a run to cover must end in cover, out of sight or further away';
}

function giveOrder(ctx: Ctx, c: OrderCommand): void {
  const s = ctx.s;
  const u = unitOf(s, c.unit)!;
  let order = c.order;
  if (u.pins > 0 && order !== 'down') {
    const target = QUALITY[u.quality].morale - u.pins;
    const t = test2d6(ctx, 'orderTest', u.id, target);
    ctx.events.push({ type: 'orderTest', unit: u.id, passed: t.passed, target, total: t.total, dice: t.dice });
    if (t.passed) {
      u.pins -= 1;
      ctx.events.push({ type: 'unpin', unit: u.id, pins: u.pins, removed: 1 });
    } else order = 'down';
  }
  u.order = order;
  ctx.events.push({
    type: 'order',
    unit: u.id,
    order,
    ...(order === c.order && c.target ? { target: c.target } : {}),
    ...(order === c.order && c.to ? { to: c.to } : {}),
  });
  s.actionNo += 1;
  s.action =
    order === c.order
      ? {
          no: s.actionNo,
          unit: u.id,
          order,
          ...(c.target ? { target: c.target } : {}),
          ...(c.to ? { to: c.to } : {}),
          ...(c.facing !== undefined ? { facing: c.facing } : {}),
          stage: 'start',
          asked: {},
          done: [],
        }
      : { no: s.actionNo, unit: u.id, order, stage: 'start', asked: {}, done: [] };
}

/** After an action: the end of the game, or the next die drawn (ending turns as the bag empties). */
function advance(ctx: StepCtx): void {
  const s = ctx.s;
  for (;;) {
    if (checkEnd(ctx)) return;
    const total = Object.values(s.bag).reduce((a, b) => a + b, 0);
    if (total === 0) {
      if (s.turn >= s.maxTurns) return endGame(ctx, 'after the last turn');
      if (ctx.maxTurns !== undefined && s.turn >= ctx.maxTurns) {
        s.phase = { kind: 'capped', turn: s.turn };
        return;
      }
      newTurn(ctx);
      continue;
    }
    const side = draw(ctx);
    if (!activeUnits(s, side).some((u) => u.order === null)) {
      ctx.events.push({ type: 'setAside', side });
      continue;
    }
    s.phase = { kind: 'order', side };
    return;
  }
}

function draw(ctx: Ctx): string {
  const s = ctx.s;
  while (s.bagScript.length > 0) {
    const side = s.bagScript.shift()!;
    if ((s.bag[side] ?? 0) > 0) {
      s.bag[side]! -= 1;
      ctx.events.push({ type: 'draw', side, left: { ...s.bag }, scripted: true });
      return side;
    }
  }
  const sides = s.sides.map((x) => x.id).filter((id) => (s.bag[id] ?? 0) > 0);
  const total = sides.reduce((a, id) => a + (s.bag[id] ?? 0), 0);
  let n = roll(ctx, { purpose: 'bag', count: 1, sides: total, note: `one of ${total} dice` })[0] ?? 1;
  // A scripted face no die of the bag can show now (the file's check allows up to one face per unit, but the
  // bag holds fewer dice as a turn goes on and units fall): it is skipped with a line in the log, as the
  // contract skips a "bag" entry for a side with no die left, and the next face (or the seeded die) is drawn.
  for (let guard = 0; (n < 1 || n > total) && guard < 1000; guard++) {
    ctx.events.push({ type: 'ignored', field: 'bag', value: String(n), left: total });
    n = roll(ctx, { purpose: 'bag', count: 1, sides: total, note: `one of ${total} dice` })[0] ?? 1;
  }
  if (n < 1 || n > total) n = 1;
  let side = sides[0]!;
  for (const id of sides) {
    if (n <= s.bag[id]!) {
      side = id;
      break;
    }
    n -= s.bag[id]!;
  }
  s.bag[side]! -= 1;
  ctx.events.push({ type: 'draw', side, left: { ...s.bag }, scripted: false });
  return side;
}

/** Every order ends and every living unit's die goes back, except an Ambush, which its unit keeps. */
function newTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.turn += 1;
  for (const id of Object.keys(s.bag)) s.bag[id] = 0;
  const ambush: Record<string, number> = {};
  for (const u of activeUnits(s)) {
    delete u.failedAgainst;
    if (u.order === 'ambush') {
      ambush[u.side] = (ambush[u.side] ?? 0) + 1;
      continue;
    }
    u.order = null;
    s.bag[u.side] = (s.bag[u.side] ?? 0) + 1;
  }
  // The units on Ambush are named by count, so a smaller bag is explained (play-test 63).
  ctx.events.push({ type: 'turn', turn: s.turn, bag: { ...s.bag }, ...(Object.keys(ambush).length ? { ambush } : {}) });
}

function checkEnd(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.phase.kind === 'ended') return true;
  for (const u of activeUnits(s)) if (liveFigures(u).length === 0) destroyUnit(ctx, u, 'no figures left');
  const standing = s.sides.filter((x) => activeUnits(s, x.id).length > 0);
  if (standing.length < s.sides.length) {
    const winner = standing.length === 1 ? standing[0]!.id : null;
    s.phase = { kind: 'ended', winner, reason: 'a side has no units left' };
    ctx.events.push({ type: 'ended', winner, reason: 'a side has no units left' });
    return true;
  }
  return false;
}

/** After the last turn: objectives held first (when the scenario has any), then enemy units destroyed. */
function endGame(ctx: Ctx, why: string): void {
  const s = ctx.s;
  const score = (side: string) => {
    const held = s.objectives.filter((o) => holder(s, o.at) === side).length;
    return held * 1000 + (s.kills[side] ?? 0);
  };
  const ranked = s.sides.map((x) => ({ id: x.id, score: score(x.id) })).sort((a, b) => b.score - a.score);
  const winner = ranked.length > 1 && ranked[0]!.score > ranked[1]!.score ? ranked[0]!.id : null;
  // "blue destroyed 2 enemy units, 1 objective": what each side did, so a count never reads as its own losses.
  const part = (r: { id: string; score: number }) => {
    const kills = r.score % 1000;
    const held = Math.floor(r.score / 1000);
    const objs = s.objectives.length ? `, held ${held} objective${held === 1 ? '' : 's'}` : '';
    return `${r.id} destroyed ${kills} enemy unit${kills === 1 ? '' : 's'}${objs}`;
  };
  const reason = `${why}: ${ranked.map(part).join('; ')}`;
  s.phase = { kind: 'ended', winner, reason };
  ctx.events.push({ type: 'ended', winner, reason });
}

/** The side holding an objective: a figure within 3" and no enemy figure within 3". */
export function holder(s: OdState, at: Vec): string | undefined {
  const near = s.sides.filter((x) =>
    activeUnits(s, x.id).some((u) => liveFigures(u).some((f) => dist(f.at, at) <= GAME.objectiveReach)),
  );
  return near.length === 1 ? near[0]!.id : undefined;
}

// Re-exported for the door and the tests.
export { measuredRange, unitGap, WEAPON };
export type { Unit };
