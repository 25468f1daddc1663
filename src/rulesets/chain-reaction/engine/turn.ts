// The turn sequence (p.9): a die per side (doubles thrown again), the higher side acts first, and only
// groups whose leader's Rep reaches their side's die may act, highest Rep first. Also what happens at
// the start of a group's activation: ducking back ends, the hunkered take the Recover test.
import { playActivation } from '../rules/activation';
import { resolveRecover } from '../rules/recover';
import type { FreeWillChoice } from '../rules/crisis';
import { belongsToGroups, GROUP_LINK, type Group } from '../rules/groups';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { leaveMove, startLeaving } from './involuntary';
import { wipeActivationMarks } from './activationMarks';
import { dist, groupsOf, inCover, isActiveStatus, leaderDieThrowers, sees } from './world';
import { activateText, activationText } from '../explain/activation';
import { hunkerFreeWillQuestion, hunkerRecoverText } from '../explain/reactionTests';

export function startTurn(ctx: Ctx, pefsOnTable?: Record<string, number>): void {
  const s = ctx.s;
  s.turn += 1;
  ctx.emit({ type: 'turn', turn: s.turn });
  const w = ctx.world();
  const sides = s.sides.map((side) => ({
    id: side.id,
    groups: groupsOf(s, side.id, w).map((g) => ({ id: g.leader, leaderRep: ctx.fig(g.leader).rep })),
  }));
  const play = playActivation({ sides }, ctx.roll);
  const fin = play.final;
  const dice: Record<string, number> = {};
  s.sides.forEach((side, i) => {
    dice[side.id] = fin.dice[i]!;
  });
  const order = fin.order.map((o) => o.side);
  s.turnState = { dice, order, index: 0 };
  s.leaders = s.sides.flatMap((side) => groupsOf(s, side.id, w).map((g) => g.leader));
  ctx.touched();
  for (const f of Object.values(s.figures)) {
    if (f.evenTurn !== s.turn) {
      f.evenCount = 0;
    }
  }
  const rerolls = play.attempts.length - 1;
  // Who could lead at the throw, kept with the event: a reopened game reads it rather than a later table.
  const bestLeader = Object.fromEntries(sides.map((x) => [x.id, Math.max(0, ...x.groups.map((g) => g.leaderRep))]));
  ctx.emit({
    type: 'activation',
    turn: s.turn,
    dice,
    order,
    bestLeader,
    ...(pefsOnTable ? { pefsOnTable } : {}),
    text: activationText(s.turn, dice, order, rerolls),
  });
}

/** Groups of the side acting now that may still act this turn, in the order they must go. */
export function eligibleGroups(ctx: Ctx, side: string): Group[] {
  const s = ctx.s;
  const die = s.turnState?.dice[side];
  if (die === undefined) return [];
  return groupsOf(s, side, ctx.world())
    .filter((g) => ctx.fig(g.leader).rep >= die)
    .filter((g) => g.members.some((id) => ctx.fig(id).actedTurn !== s.turn))
    .sort((a, b) => ctx.fig(b.leader).rep - ctx.fig(a.leader).rep);
}

/** Leaving figures belong to no group: they run for the edge when their side's phase begins. */
export function runLeavers(ctx: Ctx, side: string): void {
  for (const f of Object.values(ctx.s.figures)) {
    if (f.side === side && f.status === 'leaving' && f.actedTurn !== ctx.s.turn) {
      f.actedTurn = ctx.s.turn;
      leaveMove(ctx, f);
    }
  }
}

/**
 * Friends of the group's side standing within 4" of one of its members yet in no chain with it: a group needs
 * sight between its figures (p.7), so a wall or a crest between them makes two groups that act apart (session
 * 16: a contact of 6 placed in a building's rooms activated as 3). The log names them, so it does not read as
 * half a group forgotten.
 */
function apartFrom(ctx: Ctx, g: Group): string[] {
  const out: string[] = [];
  for (const id in ctx.s.figures) {
    const f = ctx.s.figures[id]!;
    if (f.side !== g.side || g.members.includes(f.id) || !belongsToGroups(f.status)) continue;
    // A hair inside 4", so a pair the groups' own rounding links is never named here.
    if (g.members.some((m) => dist(ctx.fig(m).at, f.at) < GROUP_LINK - 0.01)) out.push(f.id);
  }
  return out;
}

export function activateGroup(ctx: Ctx, g: Group): void {
  const s = ctx.s;
  const members = g.members.filter((id) => ctx.fig(id).actedTurn !== s.turn);
  s.active = { side: g.side, leader: g.leader, figures: members, seen: [] };
  const apart = apartFrom(ctx, g);
  ctx.emit({
    type: 'activate',
    side: g.side,
    leader: g.leader,
    figures: members,
    text: activateText(g.side, g.leader, ctx.fig(g.leader).rep, !!g.temporary, members, apart),
  });
  for (const id of members) {
    const f = ctx.fig(id);
    wipeActivationMarks(f);
    if (f.status === 'duckBack') {
      ctx.setStatus(f, 'carryOn', 'ducking back ends when its group next activates');
      f.hidingFrom = undefined;
    } else if (f.status === 'hunkerDown') {
      recoverFromHunker(ctx, f, g);
    }
  }
  // Whoever the group could see when it began is not news: In Sight is for newcomers.
  const w = ctx.world();
  const seen = new Set<string>();
  for (const id of members) {
    const f = ctx.fig(id);
    for (const e of Object.values(s.figures)) {
      // One member seeing an enemy is enough: the others are not asked about it again.
      if (e.side === f.side || !isActiveStatus(e) || seen.has(e.id)) continue;
      if (seesEither(ctx, w, f, e)) seen.add(e.id);
    }
  }
  s.active.seen = [...seen];
}

function seesEither(ctx: Ctx, w: ReturnType<Ctx['world']>, a: FigureState, b: FigureState): boolean {
  return sees(ctx.s, w, a, b) || sees(ctx.s, w, b, a);
}

function recoverFromHunker(ctx: Ctx, f: FigureState, g: Group): void {
  const size = g.members.length;
  const leaders = size > 1 ? leaderDieThrowers(ctx.s, g) : [];
  const freeWill = f.star
    ? (ctx.decide({
        kind: 'freeWill',
        figure: f.id,
        options: [2, 1, 0, 'roll'],
        fallback: 2,
        text: hunkerFreeWillQuestion(f.id),
      }) as FreeWillChoice)
    : undefined;
  // In cover against whoever drove it down: one more die, as on the Crisis test (reference sheet; RULINGS).
  // A figure that began the battle hunkered down has no recorded cause: the nearest enemy still in it stands in.
  const cause =
    (f.hidingFrom ? ctx.s.figures[f.hidingFrom] : undefined) ??
    Object.values(ctx.s.figures)
      .filter((e) => e.side !== f.side && isActiveStatus(e))
      .sort((a, b) => dist(a.at, f.at) - dist(b.at, f.at))[0];
  const covered = cause !== undefined && cause.status !== 'offTable' && inCover(ctx.world(), f, cause);
  const rec = resolveRecover(
    {
      figure: {
        id: f.id,
        rep: f.rep,
        star: f.star,
        ...(covered ? { inCover: true } : {}),
        ...(freeWill !== undefined ? { freeWill } : {}),
      },
      reason: 'hunkerDown',
      group: { leaders, groupSize: size },
    },
    ctx.roll,
  );
  ctx.emit({
    type: 'test',
    test: 'recover',
    figure: f.id,
    causes: ['hunkerDown'],
    passed: rec.passed,
    result: rec.result,
    row: rec.table,
    modifiers: rec.modifiers,
    text: hunkerRecoverText(f.id, rec.modifiers, rec.how === 'freeWill', rec.passed, rec.result),
  });
  if (rec.result === 'recovered') {
    ctx.setStatus(f, 'carryOn', 'recovered from Hunker Down');
    f.hidingFrom = undefined;
  } else if (rec.result === 'duckBack') {
    ctx.setStatus(f, 'duckBack', 'recovers as far as Duck Back');
  } else {
    startLeaving(ctx, f, 'fails to recover from Hunker Down and leaves the battlefield');
  }
}

export function endActivation(ctx: Ctx): void {
  const a = ctx.s.active;
  if (!a) return;
  for (const id of a.figures) {
    const f = ctx.fig(id);
    f.actedTurn = ctx.s.turn;
    f.moved = false;
    f.fastMoved = false;
  }
  ctx.emit({ type: 'endActivation', side: a.side, leader: a.leader, figures: a.figures });
  delete ctx.s.active;
}
