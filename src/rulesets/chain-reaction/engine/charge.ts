// Charge into Melee (pp. 20-22): the charger closes to 6" of its target, both take the Charge test,
// the target may fire (normally or snap) with no reaction tests, then the charger makes contact and a
// melee round is fought. Even results leave the two locked; a locked figure fights again when active.
import { FAST_MOVE_PER_DIE, NORMAL_MOVE, moveAlongPath } from '../../../geometry/movement';
import { attackAspect, isInRear } from '../../../geometry/facing';
import { onTableOf, tableOf, type Vec } from '../../../geometry/shapes';
import { resolveCharge } from '../rules/charge';
import { resolveMelee } from '../rules/melee';
import type { FigureState } from '../state';
import type { Roller } from '../../../core/dice/roll';
import type { Ctx } from './ctx';
import { setDownSpot } from './setDown';
import { applyDamage } from './damage';
import { canFireAt, shoot } from './shoot';
import { WEAPONS } from '../tables/weapons';
import { dist, inCover, isActiveStatus, sees } from './world';
import {
  beyondFastText,
  chargeText,
  noFastAfterReloadText,
  sameChargeDiceText,
  setDownToChargeText,
} from '../explain/charge';
import { fastPassed } from '../rules/fastMove';
import { meleeText } from '../explain/melee';
import { codeWords } from '../explain/words';

export const CHARGE_REACH = 6;

export type ChargeCheck =
  | { ok: true; path: Vec[] }
  | {
      ok: false;
      error: string;
      short?: boolean;
      /** How far the move got towards the 6" point when short. */ reached?: Vec[];
    };

/** Can `f` reach a spot 6" from `target` with `allowance` inches, and does it see it? */
export function checkCharge(ctx: Ctx, f: FigureState, target: FigureState, allowance: number): ChargeCheck {
  if (!isActiveStatus(target) && target.status !== 'carryOn')
    return { ok: false, error: `${target.id} is ${codeWords(target.status)}` };
  if (target.side === f.side) return { ok: false, error: `${target.id} is on ${f.id}'s own side` };
  if (!sees(ctx.s, ctx.world(), f, target)) return { ok: false, error: `${f.id} has no line of sight to ${target.id}` };
  const d = dist(f.at, target.at);
  if (d <= CHARGE_REACH) return { ok: true, path: [f.at] };
  const need = d - CHARGE_REACH;
  const t = need / d;
  const spot: Vec = [f.at[0] + (target.at[0] - f.at[0]) * t, f.at[1] + (target.at[1] - f.at[1]) * t];
  const mv = moveAlongPath([f.at, spot], { allowance, terrain: ctx.s.terrain, standUp: f.stance === 'prone' });
  if (!mv.complete)
    return {
      ok: false,
      short: mv.stopped === 'allowance',
      reached: mv.path,
      error: `${f.id} can't reach 6" from ${target.id} (${d.toFixed(1)}" away, ${mv.stopped === 'allowance' ? `only ${allowance}" of move` : mv.stopped})`,
    };
  return { ok: true, path: mv.path };
}

/**
 * Whether an active figure may charge (p.21: it must see the target and be able to reach the 6" point, even if
 * that takes a Fast Move), without rolling anything. `fast` says the charge needs the group's Fast Move; when
 * the group has not thrown it yet, `chances` lists the allowances it might give, each with whether it reaches.
 */
export type ChargePlan =
  | { ok: true; fast: false; path: Vec[] }
  | { ok: true; fast: true; allowances: { allowance: number; reaches: boolean }[] }
  | { ok: false; error: string };

export function planCharge(ctx: Ctx, f: FigureState, target: FigureState): ChargePlan {
  if (f.moved) return { ok: false, error: `${f.id} has already moved this activation` };
  if (target.status === 'outOfTheFight')
    return { ok: false, error: `${target.id} is out of the fight: use retrieve to capture or dispatch` };
  // Up to two may fight a figure from its front and two from its rear.
  const behind = (p: Vec) => isInRear({ at: target.at, facing: target.facing }, p);
  const fromRear = behind(f.at);
  const foes = (target.meleeWith ?? []).map((id) => ctx.fig(id));
  if (foes.filter((o) => behind(o.at) === fromRear).length >= 2)
    return { ok: false, error: `${target.id} already has two enemies in melee at its ${fromRear ? 'rear' : 'front'}` };
  const spent = f.spent ?? 0;
  const c = checkCharge(ctx, f, target, NORMAL_MOVE - spent);
  if (c.ok) return { ok: true, fast: false, path: c.path };
  if (!c.short) return c;
  if (f.reloaded) return { ok: false, error: noFastAfterReloadText(c.error, f.id) };
  const known = ctx.s.active?.fastDice;
  const passes: number[] = known ? [fastPassed(known, f.rep, !!f.carrying)] : f.carrying ? [0, 1] : [0, 1, 2];
  const allowances = passes.map((p) => {
    const allowance = NORMAL_MOVE + FAST_MOVE_PER_DIE * p - spent;
    return { allowance, reaches: checkCharge(ctx, f, target, allowance).ok };
  });
  if (!allowances.some((a) => a.reaches)) {
    const best = allowances[allowances.length - 1]!.allowance;
    return { ok: false, error: beyondFastText(f.id, target.id, dist(f.at, target.at), best, known) };
  }
  return { ok: true, fast: true, allowances };
}

/** Charges if it can (In Sight uses this); returns whether a charge happened. */
export function tryCharge(
  ctx: Ctx,
  f: FigureState,
  target: FigureState,
  why: 'inSight' | 'active',
  allowance = 8,
): boolean {
  const c = checkCharge(ctx, f, target, allowance);
  if (!c.ok) return false;
  charge(ctx, f, target, c.path, why);
  return true;
}

export function charge(ctx: Ctx, f: FigureState, target: FigureState, path: Vec[], why: 'inSight' | 'active'): void {
  const start = f.at;
  // A carrier sets the wounded friend down beside it before it charges (the book is silent; p.22 has
  // a charged carrier drop its friend, and nobody fights hand to hand with a friend over the shoulder).
  const burden = f.carrying ? ctx.s.figures[f.carrying] : undefined;
  if (burden) {
    delete burden.carriedBy;
    delete f.carrying;
    // Beside the charger, not on its spot: a charge cut short by snap fire leaves the charger where it
    // stood (soak case 72725).
    burden.at = setDownSpot(ctx.s, f, burden);
    ctx.emit({ type: 'note', text: setDownToChargeText(f.id, burden.id) });
  }
  const end = path[path.length - 1]!;
  if (dist(start, end) > 1e-9) {
    f.at = [end[0], end[1]];
    f.moved = true;
    ctx.touched();
    ctx.emit({
      type: 'move',
      figure: f.id,
      from: start,
      to: f.at,
      path,
      inches: Math.round(dist(start, end) * 100) / 100,
      why: `charging ${target.id}`,
    });
  }
  if (f.stance === 'prone') f.stance = 'standing';
  f.facing = Math.round(((Math.atan2(target.at[1] - f.at[1], target.at[0] - f.at[0]) * 180) / Math.PI + 360) % 360);
  const aspect = attackAspect({ at: target.at, facing: target.facing }, start, f.at);
  // The target throws once for all who charge it in this activation; later chargers read the same dice.
  const leader = ctx.s.active?.leader ?? f.id;
  const prior =
    target.chargeThrow && target.chargeThrow.turn === ctx.s.turn && target.chargeThrow.leader === leader
      ? target.chargeThrow.dice
      : undefined;
  const roller: Roller = (req) => {
    if (prior && req.who?.[0] === target.id) {
      ctx.emit({ type: 'note', text: sameChargeDiceText(target.id, prior, f.id) });
      return [...prior];
    }
    return ctx.roll(req);
  };
  const res = resolveCharge(
    {
      target: { id: target.id, rep: target.rep, inCover: inCover(ctx.world(), target, f) },
      chargers: [{ id: f.id, rep: f.rep, direction: aspect.aspect }],
    },
    roller,
  );
  target.chargeThrow = { turn: ctx.s.turn, leader, dice: [...res.target.dice] };
  // Someone charged while carrying a wounded friend lets go of him (p.22).
  const carried = target.carrying ? ctx.s.figures[target.carrying] : undefined;
  if (carried) {
    delete carried.carriedBy;
    delete target.carrying;
    carried.at = setDownSpot(ctx.s, target, carried);
    ctx.touched();
    ctx.emit({ type: 'note', text: `${target.id} is charged and drops ${carried.id}.` });
  }
  const m = res.matches[0]!;
  // A result that lets the target fire, when it can't (out of ammo, down, out of sight): the line says why.
  const check = !m.targetMayFire
    ? undefined
    : isActiveStatus(target) && target.status === 'carryOn'
      ? canFireAt(ctx, target, f)
      : { ok: false as const, error: `${target.id} is ${codeWords(target.status)}` };
  ctx.emit({
    type: 'test',
    test: 'chargeIntoMelee',
    figures: [f.id, target.id],
    result: m.outcome,
    row: m.ref,
    modifiers: res.target.modifiers,
    text: chargeText({
      charger: f.id,
      target: target.id,
      aspect: aspect.aspect,
      inSight: why === 'inSight',
      chargerPassed: m.charger.passed,
      targetPassed: res.target.passed,
      targetModifiers: res.target.modifiers,
      targetMayFire: m.targetMayFire,
      targetSnapFires: m.targetSnapFires,
      ...(check && !check.ok ? { cannotFire: check.error } : {}),
    }),
  });
  if (check?.ok) {
    shoot(
      ctx,
      {
        shooter: target.id,
        targets: [{ figure: f.id, dice: WEAPONS[target.weapon].target || 1 }],
        mode: m.targetSnapFires ? 'chargeSnap' : 'chargeFire',
      },
      0,
      undefined,
      true,
    );
  }
  // A charger felled or knocked down by the target's fire never makes contact.
  if (ctx.fig(f.id).status !== 'carryOn' || ctx.fig(f.id).stance !== 'standing') return;
  // A target felled before contact (by the charger's return fire after the snap shot) is not meleed:
  // there is nobody left to fight, and a melee hit must not turn the dead back into the wounded.
  if (!isActiveStatus(ctx.fig(target.id))) return;
  const contact = contactSpot(ctx, f, target);
  const from = f.at;
  f.at = contact;
  ctx.touched();
  ctx.emit({
    type: 'move',
    figure: f.id,
    from,
    to: contact,
    path: [from, contact],
    inches: Math.round(dist(from, contact) * 100) / 100,
    why: `into contact with ${target.id}`,
  });
  meleeRound(ctx, f, target, true, m.rearCharge);
}

/**
 * Where the charger's base meets the target's: on the line of the charge, or swung round the target
 * to the nearest spot where it overlaps nobody else (a second charger ends beside the first).
 */
function contactSpot(ctx: Ctx, f: FigureState, target: FigureState): Vec {
  const d = dist(f.at, target.at);
  const base = d > 1e-9 ? Math.atan2(f.at[1] - target.at[1], f.at[0] - target.at[0]) : 0;
  const others = Object.values(ctx.s.figures).filter(
    (o) => o.id !== f.id && o.id !== target.id && o.status !== 'offTable',
  );
  const table = tableOf(ctx.s);
  for (let k = 0; k <= 12; k++) {
    for (const sign of k === 0 ? [1] : [1, -1]) {
      const a = base + sign * k * (Math.PI / 12);
      const p: Vec = [target.at[0] + Math.cos(a), target.at[1] + Math.sin(a)];
      // On the table too: swung round a target by the edge, a spot past it was off the table (app soak case
      // 85001259: Bo charged Vik by the bottom edge and stood at y 36.2, not recorded as gone).
      if (onTableOf(table, p) && others.every((o) => dist(o.at, p) >= 1 - 1e-9)) return p;
    }
  }
  return [target.at[0] + Math.cos(base), target.at[1] + Math.sin(base)];
}

/** One round of melee between an attacker and a defender. */
export function meleeRound(ctx: Ctx, a: FigureState, d: FigureState, firstRound: boolean, rear: boolean): void {
  const turn = ctx.s.turn;
  const even = (x: FigureState) => (x.evenTurn === turn ? (x.evenCount ?? 0) : 0);
  const res = resolveMelee(
    {
      attacker: { id: a.id, rep: a.rep, weapon: a.melee, prone: a.stance === 'prone', evenlyMatchedThisTurn: even(a) },
      defender: { id: d.id, rep: d.rep, weapon: d.melee, prone: d.stance === 'prone', evenlyMatchedThisTurn: even(d) },
      firstRound,
      rearCharge: rear,
    },
    ctx.roll,
  );
  a.record = { ...a.record, meleed: true };
  d.record = { ...d.record, meleed: true };
  ctx.emit({
    type: 'melee',
    attacker: a.id,
    defender: d.id,
    result: res.outcome,
    throws: [
      { figure: a.id, rep: res.attacker.rep, dice: res.attacker.count, modifiers: res.attacker.modifiers },
      { figure: d.id, rep: res.defender.rep, dice: res.defender.count, modifiers: res.defender.modifiers },
    ],
    text: meleeText(
      {
        id: a.id,
        rep: res.attacker.rep,
        modifiers: res.attacker.modifiers,
        successes: res.attacker.successes,
        count: res.attacker.count,
      },
      {
        id: d.id,
        rep: res.defender.rep,
        modifiers: res.defender.modifiers,
        successes: res.defender.successes,
        count: res.defender.count,
      },
      res.winner,
      res.impact,
    ),
  });
  if (!res.winner) {
    for (const x of [a, d]) {
      x.evenCount = even(x) + 1;
      x.evenTurn = turn;
    }
    a.meleeWith = [...new Set([...(a.meleeWith ?? []), d.id])];
    d.meleeWith = [...new Set([...(d.meleeWith ?? []), a.id])];
    return;
  }
  const loser = res.winner === 'attacker' ? d : a;
  const winner = res.winner === 'attacker' ? a : d;
  // The winner's damage roll was made by the melee rule; it is carried out through the common damage path.
  if (res.damage) applyDamage(ctx, loser, [res.damage], res.impact ?? 1, winner);
}
