// The In Sight test in play (pp. 11-12): when a moving group first sees (or is seen by) an enemy, the
// leaders of every group involved roll; only one side wins, and its figures act from the highest Rep:
// fire, else charge if within 6", else duck back. The losers' reaction tests follow all the firing.
import { inSightAction, inSightActingOrder, playInSight, type InSightLeader } from '../rules/inSight';
import type { Vec } from '../../geometry/shapes';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { seekCover } from './involuntary';
import { crisisTests, TestBook } from './reactions';
import { canFireAt, shoot } from './shoot';
import { WEAPONS } from '../tables/weapons';
import { coverOf, dist, freshGeo, groupsOf, isActiveStatus, onTable, preparedOf, sees, seesAs, viewsIn } from './world';
import { makeWorld } from '../../geometry/world';
import { tryCharge } from './charge';

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

/**
 * For a figure on the move: a test of whether, where it stands now, `newcomers(ctx, [f])` would find anyone.
 * Only the mover changes between calls, so the enemies to look at and everyone else's geometry view are
 * worked out once, and each call builds the world with just the mover put where it now is.
 */
export function newcomerWatch(ctx: Ctx, f: FigureState): () => boolean {
  const s = ctx.s;
  const seen = new Set(s.active?.seen ?? []);
  const foes = Object.values(s.figures).filter((e) => !seen.has(e.id) && isActiveStatus(e) && e.side !== f.side);
  const onTbl = onTable(s);
  const geos = viewsIn(s, onTbl);
  const mine = onTbl.indexOf(f);
  const foeGeos = foes.map((e) => geos[onTbl.indexOf(e)]!);
  const terrain = preparedOf(s.terrain);
  return () => {
    if (foes.length === 0) return false;
    const gf = freshGeo(f);
    const figs = geos.slice();
    if (mine >= 0) figs[mine] = gf;
    const w = makeWorld(terrain, figs, s.conditions);
    for (let i = 0; i < foes.length; i++) {
      const e = foes[i]!, ge = foeGeos[i]!;
      if (seesAs(w, f, gf, e, ge) || seesAs(w, e, ge, f, gf)) return true;
    }
    return false;
  };
}

export function resolveInSightAt(ctx: Ctx, trigger: FigureState, at: Vec): void {
  const s = ctx.s;
  const active = s.active!;
  const w = ctx.world();
  const mine = active.figures.map((id) => ctx.fig(id)).filter((f) => isActiveStatus(f));
  // Everyone on either side in sight of the other takes part.
  const pairs: [FigureState, FigureState][] = [];
  for (const m of mine) {
    for (const e of Object.values(s.figures)) {
      if (e.side === m.side || !isActiveStatus(e)) continue;
      if (sees(ctx.s, w, m, e) || sees(ctx.s, w, e, m)) pairs.push([m, e]);
    }
  }
  if (pairs.length === 0) return;
  const enemies = [...new Set(pairs.map((p) => p[1]))];
  const friends = [...new Set(pairs.map((p) => p[0]))];
  for (const e of enemies) if (!active.seen.includes(e.id)) active.seen.push(e.id);
  ctx.emit({
    type: 'inSight', trigger: trigger.id, at, seen: enemies.map((e) => e.id),
    text: `In Sight: ${trigger.id} comes into view of ${(trigger.side === active.side ? enemies : friends).map((e) => e.id).join(', ')} at (${at[0].toFixed(1)}, ${at[1].toFixed(1)}).`,
  });
  const leaders: InSightLeader[] = [];
  const addLeaders = (side: string, involved: FigureState[], activeSide: boolean) => {
    for (const g of groupsOf(s, side, w)) {
      const inv = involved.filter((f) => g.members.includes(f.id));
      if (!inv.length) continue;
      const viewed = pairs.filter((p) => inv.includes(activeSide ? p[0] : p[1])).map((p) => (activeSide ? p[1] : p[0]));
      const allConcealed = viewed.length > 0 && viewed.every((v) => coverOf(w, v, ctx.fig(g.leader)).concealed);
      leaders.push({
        side, group: g.leader, leader: g.leader, rep: ctx.fig(g.leader).rep,
        activeMoved: activeSide && g.members.some((id) => ctx.fig(id).moved),
        enemyConcealed: allConcealed, temporaryLeader: g.temporary,
      });
    }
  };
  addLeaders(active.side, friends, true);
  const enemySides = [...new Set(enemies.map((e) => e.side))];
  for (const side of enemySides) addLeaders(side, enemies, false);
  const play = playInSight({ leaders }, ctx.roll);
  const fin = play.final;
  ctx.emit({
    type: 'test', test: 'inSight', figures: leaders.map((l) => l.leader), result: fin.winner ?? fin.outcome, row: fin.table,
    text: `In Sight test: ${fin.rolls.map((r) => `${r.leader} ${r.successes} success${r.successes === 1 ? '' : 'es'} on ${r.diceCount}d6`).join(', ')}${play.attempts.length > 1 ? ` (after ${play.attempts.length - 1} tie${play.attempts.length > 2 ? 's' : ''})` : ''} — ${fin.winner ? `${fin.winner} wins` : 'nobody can act'}.`,
  });
  if (!fin.winner) return;
  const winners = fin.winner === active.side ? friends : enemies.filter((e) => e.side === fin.winner);
  const foes = (f: FigureState) => (f.side === active.side ? enemies : friends).filter((x) => isActiveStatus(x) && x.side !== f.side);
  const book = new TestBook();
  const taken = new Set<string>();
  for (const f of inSightActingOrder(winners)) {
    if (!isActiveStatus(f)) continue;
    const visible = foes(f).filter((e) => sees(ctx.s, ctx.world(), f, e));
    // Its enemy already fell to a friend's fire: nothing left for it to react to.
    if (visible.length === 0) continue;
    const shootable = visible.filter((e) => canFireAt(ctx, f, e).ok);
    const alreadyFired = f.fired && active.figures.includes(f.id);
    const inReach = visible.filter((e) => dist(f.at, e.at) <= 6);
    const act = inSightAction({ id: f.id, rep: f.rep, status: f.status, canFire: shootable.length > 0 && !alreadyFired, canCharge: inReach.length > 0 && !alreadyFired });
    if (act.action === 'completeReaction') continue;
    if (alreadyFired) continue;
    if (act.action === 'fire') {
      // One on one where possible: the nearest enemy nobody has picked yet.
      const ranked = [...shootable].sort((a, b) => (taken.has(a.id) ? 1 : 0) - (taken.has(b.id) ? 1 : 0) || dist(f.at, a.at) - dist(f.at, b.at));
      const chosen = ranked.length > 1
        ? ctx.decide({ kind: 'inSightTarget', figure: f.id, options: ranked.map((x) => x.id), fallback: ranked[0]!.id, text: `${f.id} won the In Sight: choose whom to fire at` }) as string
        : ranked[0]!.id;
      const pick = ctx.fig(chosen);
      taken.add(pick.id);
      shoot(ctx, { shooter: f.id, targets: [{ figure: pick.id, dice: WEAPONS[f.weapon].target || 1 }], mode: 'inSight' }, 0, book);
    } else if (act.action === 'charge') {
      const pick = [...inReach].sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at))[0]!;
      tryCharge(ctx, f, pick, 'inSight');
    } else {
      const near = [...foes(f)].sort((a, b) => dist(f.at, a.at) - dist(f.at, b.at))[0];
      if (near) seekCover(ctx, f, near, 'duckBack');
    }
  }
  if (book.size) crisisTests(ctx, book.list(), 0);
}
