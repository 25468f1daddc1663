// The Crisis test after fire: who must test (fired on and missed, or a friend within 4" and in sight
// hit), one throw per group with its Leader Die, each figure's result, and carrying the results out:
// return fire and snap fire shoot back at the cause, which may set off the next test, and so on until
// someone can't or won't fire back.
import { outgunned } from '../rules/outgunned';
import {
  bestFreeWill,
  effectiveCauses,
  readCrisisRow,
  finishReaction,
  resolveCrisis,
  type CrisisTester,
  type FreeWillChoice,
} from '../rules/crisis';
import type { CrisisCause, CrisisResult } from '../tables/reactionTests';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { breakMelee } from './damage';
import { codeWords } from '../explain/words';
import { seekCover, startLeaving } from './involuntary';
import { dist, groupsOf, inCover, isActiveStatus, leaderDieThrowers, sees, sightLine } from './world';
import { WEAPONS } from '../tables/weapons';
import {
  breakOffText,
  crisisFreeWillQuestion,
  crisisText,
  manDownLeavingText,
  manDownUnseenText,
} from '../explain/reactionTests';
import { cantFireBackSightText, cantFireBackText, chainCutText } from '../explain/fire';

/** Chains stop here; a chain of fire this long has never been seen, it only guards the loop. */
export const MAX_CHAIN = 40;

/** A figure that must test, why, and who caused it (the one it would shoot back at). */
export interface Testing {
  f: FigureState;
  causes: Set<CrisisCause>;
  by: FigureState;
}

/** Collects the tests that fire causes, so several shots can be answered with one test per group. */
export class TestBook {
  readonly map = new Map<string, Testing>();
  /** Figures hit in this exchange: a hit settles them, so they take no Crisis test for other shots. */
  readonly hit = new Set<string>();
  add(f: FigureState, c: CrisisCause, by: FigureState): void {
    const t = this.map.get(f.id) ?? { f, causes: new Set<CrisisCause>(), by };
    t.causes.add(c);
    // Being fired on names the shooter as the cause to answer, over a friend falling.
    if (c !== 'manDown') t.by = by;
    this.map.set(f.id, t);
  }
  get size(): number {
    return this.map.size;
  }
  list(): Testing[] {
    return [...this.map.values()].filter((t) => !this.hit.has(t.f.id));
  }
}

export function reactToFire(
  ctx: Ctx,
  shooter: FigureState,
  hit: string[],
  missed: string[],
  depth: number,
  book?: TestBook,
): void {
  const own = book ?? new TestBook();
  noteFireTests(ctx, own, shooter, hit, missed);
  if (!book && own.size > 0) crisisTests(ctx, own.list(), depth);
}

/** Works out who must test after one shot, into `book`. */
export function noteFireTests(ctx: Ctx, book: TestBook, shooter: FigureState, hit: string[], missed: string[]): void {
  const add = (f: FigureState, c: CrisisCause) => book.add(f, c, shooter);
  for (const id of hit) book.hit.add(id);
  for (const id of missed) {
    const f = ctx.fig(id);
    if (!isActiveStatus(f)) continue;
    const og = outgunned(shooter.weapon, {
      weapon: f.weapon,
      star: f.star,
      ammo: f.ammo === 'outOfAmmo' || (f.weapon === 'RL' && f.rocketTurn === ctx.s.turn) ? 'outOfAmmo' : 'loaded',
      distance: dist(f.at, shooter.at),
    });
    add(f, og.outgunned ? 'outgunned' : 'firedOn');
  }
  const w = ctx.world();
  for (const id of hit) {
    const down = ctx.fig(id);
    const spared: string[] = [];
    for (const friend of Object.values(ctx.s.figures)) {
      if (friend.side !== down.side || friend.id === down.id || hit.includes(friend.id)) continue;
      if (dist(friend.at, down.at) > 4) continue;
      if (friend.status === 'leaving') spared.push(manDownLeavingText(friend.id));
      if (!isActiveStatus(friend)) continue;
      if (!sees(ctx.s, w, friend, down, true) && !sees(ctx.s, w, down, friend, true)) {
        const line = sightLine(ctx.s, w, friend, down, { ignoreFacing: true });
        spared.push(manDownUnseenText(friend.id, down.id, dist(friend.at, down.at), line.reason, line.blocker));
        continue;
      }
      add(friend, 'manDown');
    }
    if (spared.length) sayWhyNoManDown(ctx, down.id, spared);
  }
}

/**
 * A friend within 4" of a figure hit who takes no Man Down test, and why (play-test 10a, 1: "Kurt, 2.1" from
 * Lev, takes none", Jax's base in the line). The words go on the hit's last damage line: no new event.
 */
function sayWhyNoManDown(ctx: Ctx, down: string, spared: readonly string[]): void {
  for (let i = ctx.events.length - 1; i >= 0; i--) {
    const e = ctx.events[i]!;
    if (e.type !== 'damage' || e.figure !== down) continue;
    e.text = `${e.text} ${spared.join(' ')}`;
    return;
  }
}

/**
 * The reaction a new test can't improve on. Hunker Down lasts until the figure recovers. Duck Back caps a test
 * only while its move is under way (RULINGS, Further rulings); the engine makes that move in one step, so by
 * the time anyone can test again it is done and a later test may bring the figure back to fire.
 */
function inProgress(f: FigureState): CrisisResult | undefined {
  // Fired on during its own forced move (p.14): nothing better than the reaction it is carrying out.
  if (f.stillMoving) return f.stillMoving;
  if (f.status === 'hunkerDown') return 'hunkerDown';
  return undefined;
}

/** A Crisis result that moves a figure away (a "failed" test) alone breaks off a melee (p.22; RULINGS). */
function breakOff(ctx: Ctx, f: FigureState, result: CrisisResult): void {
  const foes = f.meleeWith ?? [];
  if (foes.length === 0) return;
  breakMelee(ctx, f);
  ctx.emit({
    type: 'note',
    text: breakOffText(f.id, foes, result),
  });
}

/** A figure ducking back whose new test lets it act again carries on from there (reference sheet, Duck Back). */
function backFromDuckBack(ctx: Ctx, f: FigureState, result: CrisisResult): void {
  if (f.status !== 'duckBack') return;
  ctx.setStatus(f, 'carryOn', `its duck back is done and the new test gives ${codeWords(result)}`);
  f.hidingFrom = undefined;
}

export function crisisTests(ctx: Ctx, everyone: Testing[], depth: number): void {
  // Anyone felled since the test was called for no longer tests.
  const all = everyone.filter((t) => isActiveStatus(t.f));
  const returns: { f: FigureState; snap: boolean; cause: FigureState }[] = [];
  const bySide = new Map<string, Testing[]>();
  for (const t of all) bySide.set(t.f.side, [...(bySide.get(t.f.side) ?? []), t]);
  for (const [side, list] of bySide) {
    const groups = groupsOf(ctx.s, side, ctx.world());
    const buckets = new Map<string, Testing[]>();
    for (const t of list) {
      const g = groups.find((x) => x.members.includes(t.f.id));
      const key = g ? g.leader : t.f.id;
      buckets.set(key, [...(buckets.get(key) ?? []), t]);
    }
    for (const [leaderId, bucket] of buckets) {
      const g = groups.find((x) => x.leader === leaderId);
      const size = g ? g.members.length : 1;
      const testerIn: CrisisTester[] = bucket.map(({ f, causes, by }) => {
        const ip = inProgress(f);
        const t: CrisisTester = {
          id: f.id,
          rep: f.rep,
          star: f.star,
          causes: [...causes],
          hunkeredBefore: f.hunkeredBefore,
          inCover: inCover(ctx.world(), f, by),
        };
        if (ip) t.inProgress = ip;
        if (f.star) t.freeWill = starFreeWill(ctx, f, [...causes]);
        return t;
      });
      // Only a leader who is carrying on throws the Leader Die (RULINGS, Further rulings).
      const leaders = g && size > 1 ? leaderDieThrowers(ctx.s, g) : [];
      const out = resolveCrisis({ testers: testerIn, group: { leaders, groupSize: size } }, ctx.roll);
      for (const r of out.testers) {
        const f = ctx.fig(r.figure);
        const cause = bucket.find((b) => b.f.id === f.id)!.by;
        ctx.emit({
          type: 'test',
          test: 'crisis',
          figure: f.id,
          causes: r.causes,
          passed: r.passed,
          result: r.result,
          ...(r.table ? { row: r.table } : {}),
          modifiers: r.modifiers,
          text: crisisText(f.id, r.causes, r.modifiers, r.how === 'freeWill', r.passed, r.result),
        });
        switch (r.result) {
          case 'carryOn':
            backFromDuckBack(ctx, f, r.result);
            break;
          case 'returnFire':
          case 'snapFire':
            backFromDuckBack(ctx, f, r.result);
            // Nobody shoots back at his own side (a friend's grenade, his own dropped one).
            if (cause.side !== f.side) returns.push({ f, snap: r.result === 'snapFire', cause });
            break;
          case 'duckBack':
            breakOff(ctx, f, r.result);
            seekCover(ctx, f, cause, 'duckBack');
            break;
          case 'hunkerDown':
            breakOff(ctx, f, r.result);
            if (f.status !== 'hunkerDown') {
              f.hunkeredBefore = true;
              f.record = { ...f.record, hunkeredDown: true };
              seekCover(ctx, f, cause, 'hunkerDown');
            }
            break;
          case 'leaveTheBattlefield':
            breakOff(ctx, f, r.result);
            if (f.status !== 'leaving') startLeaving(ctx, f, `leaves the battlefield after the Crisis test`);
            break;
          default:
            break;
        }
      }
    }
  }
  // Return fire, best shots first.
  returns.sort((a, b) => b.f.rep - a.f.rep);
  for (const { f, snap, cause } of returns) {
    if (!isActiveStatus(f) || f.status !== 'carryOn') continue;
    if (!isActiveStatus(cause)) continue;
    if (depth >= MAX_CHAIN) {
      ctx.emit({ type: 'note', text: chainCutText(MAX_CHAIN) });
      return;
    }
    // A readied grenade may go instead of the shot (p.18).
    if (ctx.combat.throwInReaction(ctx, f, cause, depth + 1)) continue;
    const check = ctx.combat.canFireAt(ctx, f, cause);
    if (!check.ok) {
      // Want of sight is told with its reason as the table stands now (facing away, what is in the way).
      const sight = check.noSight && sightLine(ctx.s, ctx.world(), f, cause);
      const text =
        sight && !sight.clear ? cantFireBackSightText(f.id, cause.id, sight) : cantFireBackText(f.id, check.error);
      ctx.emit({ type: 'note', text });
      continue;
    }
    ctx.combat.shoot(
      ctx,
      {
        shooter: f.id,
        targets: [{ figure: cause.id, dice: WEAPONS[f.weapon].target || 1 }],
        mode: snap ? 'snapFire' : 'returnFire',
      },
      depth + 1,
    );
  }
}

/** A Star's Free Will on the Crisis test: pick the dice passed (or roll); the policy takes the best result. */
export function starFreeWill(ctx: Ctx, f: FigureState, causes: CrisisCause[]): FreeWillChoice {
  const eff = effectiveCauses(true, causes).causes;
  const best = bestFreeWill((n) => readCrisisRow(n, eff).worst);
  // What each choice really does here: a figure hunkered down stays so, a second Hunker Down leaves (words only:
  // the policy above still reads the rows, play-test 10a, 5).
  const menu = ([2, 1, 0] as const).map((n) => {
    const row = readCrisisRow(n, eff).worst;
    return { passed: n, row, result: finishReaction(row, inProgress(f), !!f.hunkeredBefore).result };
  });
  return ctx.decide({
    kind: 'freeWill',
    figure: f.id,
    options: [2, 1, 0, 'roll'],
    fallback: best,
    text: crisisFreeWillQuestion(f.id, menu),
  }) as FreeWillChoice;
}
