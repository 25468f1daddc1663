// The In Sight test in play (pp. 11-12): when a moving group first sees (or is seen by) an enemy, the
// leaders of every group involved roll; only one side wins, and its figures act from the highest Rep:
// fire, else charge if within 6", else duck back. The losers' reaction tests follow all the firing.
import { inSightAction, inSightActingOrder, playInSight, type InSightLeader } from '../rules/inSight';
import type { Vec } from '../../../geometry/shapes';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { seekCover } from './involuntary';
import { crisisTests, TestBook } from './reactions';
import { canFireAt, shoot } from './shoot';
import { WEAPONS } from '../tables/weapons';
import { concealed, dist, groupsOf, isActiveStatus, sees } from './world';
import { tryCharge } from './charge';
import { inSightBusyText, inSightSeenText, inSightTargetQuestion, inSightTestText } from '../explain/inSight';

/** Enemy figures in sight of (or seeing) any of `mine`, that the active group has not met yet. */
export function newcomers(ctx: Ctx, mine: FigureState[]): FigureState[] {
  const seen = new Set(ctx.s.active?.seen ?? []);
  const w = ctx.world();
  const out: FigureState[] = [];
  for (const e of Object.values(ctx.s.figures)) {
    if (seen.has(e.id) || !isActiveStatus(e) || mine.every((m) => m.side === e.side)) continue;
    if (mine.some((m) => m.side !== e.side && (sees(ctx.s, w, m, e) || sees(ctx.s, w, e, m)))) out.push(e);
  }
  return out;
}

/** Every pair (active group member, enemy) in sight of each other now: those take part in an In Sight test. */
export function inSightPairs(ctx: Ctx): [FigureState, FigureState][] {
  const s = ctx.s;
  const w = ctx.world();
  const mine = (s.active?.figures ?? []).map((id) => ctx.fig(id)).filter((f) => isActiveStatus(f));
  const pairs: [FigureState, FigureState][] = [];
  for (const m of mine) {
    for (const e of Object.values(s.figures)) {
      if (e.side === m.side || !isActiveStatus(e)) continue;
      if (sees(ctx.s, w, m, e) || sees(ctx.s, w, e, m)) pairs.push([m, e]);
    }
  }
  return pairs;
}

/** Whether inSightPairs(ctx) would find any pair: the same tests in the same order, stopping at the first. */
export function anyInSight(ctx: Ctx): boolean {
  const s = ctx.s;
  const w = ctx.world();
  const ids = s.active?.figures ?? [];
  for (let i = 0; i < ids.length; i++) {
    const m = ctx.fig(ids[i]!);
    if (!isActiveStatus(m)) continue;
    for (const e of Object.values(s.figures)) {
      if (e.side === m.side || !isActiveStatus(e)) continue;
      if (sees(s, w, m, e) || sees(s, w, e, m)) return true;
    }
  }
  return false;
}

/**
 * Takes the In Sight test for everyone in sight now; false when nobody is (no test). `known`: the pairs
 * inSightPairs gave on this very state, when the caller has just asked and nothing has moved since.
 */
export function resolveInSightAt(
  ctx: Ctx,
  trigger: FigureState,
  at: Vec,
  known?: [FigureState, FigureState][],
): boolean {
  const s = ctx.s;
  const active = s.active!;
  const w = ctx.world();
  // Everyone on either side in sight of the other takes part.
  const pairs = known ?? inSightPairs(ctx);
  if (pairs.length === 0) return false;
  const enemies = [...new Set(pairs.map((p) => p[1]))];
  const friends = [...new Set(pairs.map((p) => p[0]))];
  for (const e of enemies) if (!active.seen.includes(e.id)) active.seen.push(e.id);
  ctx.emit({
    type: 'inSight',
    trigger: trigger.id,
    at,
    seen: enemies.map((e) => e.id),
    text: seenWords(
      trigger,
      at,
      trigger.side === active.side ? friends : enemies,
      trigger.side === active.side ? enemies : friends,
    ),
  });
  const leaders: InSightLeader[] = [];
  // Active figures standing, at the test, in a group another figure leads (they walked into it).
  const joined: Record<string, string[]> = {};
  const addLeaders = (side: string, involved: FigureState[], activeSide: boolean) => {
    for (const g of groupsOf(s, side, w)) {
      const inv = involved.filter((f) => g.members.includes(f.id));
      if (!inv.length) continue;
      if (activeSide && !active.figures.includes(g.leader)) {
        const moved = g.members.filter((id) => active.figures.includes(id));
        if (moved.length) joined[g.leader] = moved;
      }
      const viewed = pairs.filter((p) => inv.includes(activeSide ? p[0] : p[1])).map((p) => (activeSide ? p[1] : p[0]));
      const allConcealed = viewed.length > 0 && viewed.every((v) => concealed(w, v));
      leaders.push({
        side,
        group: g.leader,
        leader: g.leader,
        rep: ctx.fig(g.leader).rep,
        activeMoved: activeSide && g.members.some((id) => ctx.fig(id).moved),
        enemyConcealed: allConcealed,
        temporaryLeader: g.temporary,
      });
    }
  };
  addLeaders(active.side, friends, true);
  const enemySides = [...new Set(enemies.map((e) => e.side))];
  for (const side of enemySides) addLeaders(side, enemies, false);
  const play = playInSight({ leaders }, ctx.roll);
  const fin = play.final;
  const winners = fin.winner === active.side ? friends : enemies.filter((e) => e.side === fin.winner);
  // Acting figures that won but fired earlier this activation: they fire once, and so do nothing now.
  const spent = winners.filter((f) => isActiveStatus(f) && f.fired && active.figures.includes(f.id)).map((f) => f.id);
  ctx.emit({
    type: 'test',
    test: 'inSight',
    figures: leaders.map((l) => l.leader),
    result: fin.winner ?? fin.outcome,
    row: fin.table,
    modifiers: fin.rolls.flatMap((r) => r.modifiers),
    throws: fin.rolls.map((r) => ({ figure: r.leader, rep: r.rep, dice: r.diceCount, modifiers: r.modifiers })),
    text: inSightTestText(fin.rolls, play.attempts.length, fin.winner, joined, fin.winner ? spent : []),
  });
  if (!fin.winner) return true;
  const foes = (f: FigureState) =>
    (f.side === active.side ? enemies : friends).filter((x) => isActiveStatus(x) && x.side !== f.side);
  const book = new TestBook();
  const taken = new Set<string>();
  for (const f of inSightActingOrder(winners)) {
    if (!isActiveStatus(f)) continue;
    // Enemies in this In Sight with it: seen by it, or seeing it (a winner facing away is one of these).
    const involved = foes(f).filter((e) => sees(ctx.s, ctx.world(), f, e) || sees(ctx.s, ctx.world(), e, f));
    // Its enemy already fell to a friend's fire: nothing left for it to react to.
    if (involved.length === 0) continue;
    const visible = involved.filter((e) => sees(ctx.s, ctx.world(), f, e));
    const shootable = visible.filter((e) => canFireAt(ctx, f, e).ok);
    const alreadyFired = f.fired && active.figures.includes(f.id);
    const inReach = involved.filter((e) => dist(f.at, e.at) <= 6);
    const act = inSightAction({
      id: f.id,
      rep: f.rep,
      status: f.status,
      canFire: shootable.length > 0 && !alreadyFired,
      canCharge: inReach.length > 0 && !alreadyFired,
    });
    if (act.action === 'completeReaction') {
      // Why it does not fire: still ducking back, hunkered down or leaving (p.12).
      ctx.emit({ type: 'note', text: inSightBusyText(f.id, f.status) });
      continue;
    }
    if (alreadyFired) continue;
    if (act.action !== 'fire') {
      // Say why it does not fire (p.12: it charges an enemy within 6", else ducks back).
      const near = [...involved].sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at))[0]!;
      const why =
        visible.length === 0
          ? `${f.id} faces away from ${involved.map((e) => e.id).join(', ')}`
          : canFireAt(ctx, f, near).ok
            ? 'it has no shot'
            : (canFireAt(ctx, f, near) as { error: string }).error;
      ctx.emit({
        type: 'note',
        // The side won it (its best leader's dice), not always this figure's own throw (play-test 14a).
        text: `${f.id}'s side won the In Sight, but ${f.id} can't fire (${why}): ${act.action === 'charge' ? `${near.id} is within 6", so ${f.id} charges` : `no enemy within 6", so ${f.id} ducks back`}.`,
      });
    }
    if (act.action === 'fire') {
      // One on one where possible: the nearest enemy nobody has picked yet.
      const ranked = [...shootable].sort(
        (a, b) => (taken.has(a.id) ? 1 : 0) - (taken.has(b.id) ? 1 : 0) || dist(f.at, a.at) - dist(f.at, b.at),
      );
      const chosen =
        ranked.length > 1
          ? (ctx.decide({
              kind: 'inSightTarget',
              figure: f.id,
              options: ranked.map((x) => x.id),
              fallback: ranked[0]!.id,
              text: inSightTargetQuestion(f.id),
            }) as string)
          : ranked[0]!.id;
      const pick = ctx.fig(chosen);
      taken.add(pick.id);
      shoot(
        ctx,
        { shooter: f.id, targets: [{ figure: pick.id, dice: WEAPONS[f.weapon].target || 1 }], mode: 'inSight' },
        0,
        book,
      );
    } else if (act.action === 'charge') {
      const pick = [...inReach].sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at))[0]!;
      // A charge starts by turning to face the enemy it goes for.
      if (!sees(ctx.s, ctx.world(), f, pick)) faceToward(ctx, f, pick);
      if (!tryCharge(ctx, f, pick, 'inSight')) seekCover(ctx, f, pick, 'duckBack');
    } else {
      const near = [...involved].sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at))[0];
      if (near) seekCover(ctx, f, near, 'duckBack');
    }
  }
  if (book.size) crisisTests(ctx, book.list(), 0);
  return true;
}

function faceToward(ctx: Ctx, f: FigureState, e: FigureState): void {
  f.facing = Math.round(((Math.atan2(e.at[1] - f.at[1], e.at[0] - f.at[0]) * 180) / Math.PI + 360) % 360);
  ctx.touched();
  ctx.emit({ type: 'facing', figure: f.id, facing: f.facing });
}

/**
 * The In Sight line's names: the figure whose coming into view set off the test, when it is in sight of
 * someone; else those of its side who are. A PEF that turns out to be a group can set off the test with a
 * figure inside a building whom nobody sees, while a friend of his in the open is seen (play-test 10a, 10).
 * The place is the trigger's when it is named, else the first of those named.
 */
function seenWords(trigger: FigureState, at: Vec, ownSide: FigureState[], other: FigureState[]): string {
  if (ownSide.some((f) => f.id === trigger.id) || ownSide.length === 0)
    return inSightSeenText(
      [trigger.id],
      other.map((e) => e.id),
      at,
    );
  return inSightSeenText(
    ownSide.map((e) => e.id),
    other.map((e) => e.id),
    [ownSide[0]!.at[0], ownSide[0]!.at[1]],
  );
}
