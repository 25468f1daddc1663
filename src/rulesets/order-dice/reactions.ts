// Who may react, to what, and what each reaction costs (the chapter, with RULINGS-variants.md's reading).
// A unit may try when it holds no order (and its side still has a die in the bag) or holds Ambush and has not
// already failed against this very action; going down needs no test, every other reaction 2d6 at or under
// morale minus pins. A pass takes a die from the bag (an ambusher turns its own); a failure gives a pin.
import { QUALITY, REACT, WEAPON } from './tables';
import { testChance } from './odds';
import { firePlan, measuredRange, addPins } from './shooting';
import { test2d6, type Ctx } from './dice';
import { liveFigures, unitOf, type Action, type OdState, type ReactQuestion, type Unit } from './state';
import type { Moment, Order, Reaction } from './vocab';
import { why as WHY } from './words';

/** The test's target: morale less one per pin. */
export const reactTarget = (u: Unit): number => QUALITY[u.quality].morale - u.pins;

export function mayReact(state: OdState, u: Unit, action: Action): boolean {
  if (u.destroyed || liveFigures(u).length === 0) return false;
  // A unit that failed a test against this very action has had its chance (said of ambushers; read for all).
  if (u.failedAgainst === action.no) return false;
  if (u.order === 'ambush') return true;
  return u.order === null && (state.bag[u.side] ?? 0) > 0;
}

function question(
  u: Unit,
  moment: Moment,
  enemy: string,
  allowed: Reaction[],
  why: ReactQuestion['why'],
): ReactQuestion {
  const chance: ReactQuestion['chance'] = {};
  for (const r of allowed) chance[r] = r === 'down' ? 1 : testChance(reactTarget(u));
  return { unit: u.id, side: u.side, moment, enemy, allowed, why, chance };
}

/** The target of a shooting: down always; fire back within 20" (if it could shoot back); run to cover beyond. */
export function targetedQuestion(state: OdState, action: Action, fireOrder: boolean): ReactQuestion | undefined {
  const u = unitOf(state, action.target!)!;
  const enemy = unitOf(state, action.unit)!;
  if (!mayReact(state, u, action)) return undefined;
  const allowed: Reaction[] = ['down'];
  const why: ReactQuestion['why'] = { down: WHY.down(enemy.id) };
  if (fireOrder) {
    const range = measuredRange(state, enemy, u);
    const indirect = onlyIndirect(state, enemy.id, u.id);
    if (range <= REACT.fireBackRange) {
      if (firePlan(state, u.id, enemy.id).lines.length > 0) {
        allowed.push('fireBack');
        why.fireBack = WHY.fireBack(range);
      }
    } else if (!indirect && !u.immobile) {
      allowed.push('runToCover');
      why.runToCover = WHY.runToCover(range);
    }
  }
  return question(u, 'targeted', enemy.id, allowed, why);
}

/** Why a reaction asked for is refused (the sim's one line), or undefined when it is allowed. */
export function refusal(state: OdState, q: ReactQuestion, r: Reaction): string | undefined {
  if (r === 'none' || q.allowed.includes(r)) return undefined;
  const u = unitOf(state, q.unit)!;
  const enemy = unitOf(state, q.enemy)!;
  if (q.moment === 'targeted') {
    const range = measuredRange(state, enemy, u);
    if (r === 'fireBack' && range > REACT.fireBackRange) return WHY.fireBackTooFar(range);
    if (r === 'runToCover' && range <= REACT.fireBackRange) return WHY.runToCoverClose(range);
    if (r === 'runToCover' && onlyIndirect(state, enemy.id, u.id)) return WHY.indirect();
  }
  const when = q.moment === 'targeted' ? 'when shot at' : q.moment === 'moving' ? 'to this move' : 'to this assault';
  return `${r} is not a reaction ${u.id} may take ${when} (it may: ${[...q.allowed, 'none'].join(', ')})`;
}

/**
 * Whether the shooting is indirect fire only: no run to cover from it; a mix of direct and indirect fire
 * allows one (the chapter). A unit whose every shooter is out of reach counts by its weapons.
 */
function onlyIndirect(state: OdState, shooter: string, target: string): boolean {
  const plan = firePlan(state, shooter, target);
  if (plan.lines.length === 0) return plan.indirect;
  return plan.lines.every((l) => WEAPON[l.weapon].indirect);
}

export function assaultDeclaredQuestion(state: OdState, action: Action): ReactQuestion | undefined {
  const u = unitOf(state, action.target!)!;
  if (!mayReact(state, u, action) || (u.kind === 'vehicle' && u.immobile)) return undefined;
  return question(u, 'assaultDeclared', action.unit, ['escape'], { escape: WHY.escape(action.unit) });
}

export function standQuestion(
  state: OdState,
  action: Action,
  unitId: string,
  contact: boolean,
): ReactQuestion | undefined {
  const u = unitOf(state, unitId)!;
  if (!mayReact(state, u, action)) return undefined;
  // Heavy weapons and vehicles must have the assaulters in their arc, as any shooting.
  if (firePlan(state, u.id, action.unit, { pointBlank: true }).lines.length === 0) return undefined;
  return question(u, 'assaultArrived', action.unit, ['standAndShoot'], {
    standAndShoot: WHY.standAndShoot(action.unit, contact),
  });
}

/** An ambusher's own reaction to a Run or Advance (an assault is a Run) that moves within its field of fire. */
export function ambushQuestion(
  state: OdState,
  action: Action,
  ambusher: Unit,
  range: number,
): ReactQuestion | undefined {
  if (ambusher.order !== 'ambush' || !mayReact(state, ambusher, action)) return undefined;
  if (isHeavyTeam(ambusher) && ambusher.ambushTurn === state.turn) return undefined;
  const why =
    action.target && action.order === 'run' && action.stage.startsWith('assault')
      ? WHY.ambushAssault(action.unit, action.target)
      : WHY.ambush(action.unit, action.order, range);
  return question(ambusher, 'moving', action.unit, ['ambush'], { ambush: why });
}

export function isHeavyTeam(u: Unit): boolean {
  return u.kind === 'team' && u.figures.some((f) => WEAPON[f.weapon].heavy);
}

/**
 * Takes a reaction: the test (none for down), then on a pass the die (from the bag, or the ambusher's own
 * turned) and the order it stands for; on a failure a pin. True when the unit reacts.
 */
export function takeReaction(ctx: Ctx, q: ReactQuestion, r: Reaction, action: Action, order: Order): boolean {
  const u = unitOf(ctx.s, q.unit)!;
  const why = q.why[r] ?? '';
  if (r === 'down') {
    giveDie(ctx, u, order);
    ctx.events.push({ type: 'reaction', unit: u.id, reaction: r, moment: q.moment, why, enemy: q.enemy, passed: true });
    return true;
  }
  const target = reactTarget(u);
  const t = test2d6(ctx, 'reactionTest', u.id, target);
  ctx.events.push({
    type: 'reaction',
    unit: u.id,
    reaction: r,
    moment: q.moment,
    why,
    enemy: q.enemy,
    passed: t.passed,
    test: { total: t.total, target, dice: t.dice },
  });
  const heavyAmbush = r === 'ambush' && isHeavyTeam(u);
  if (heavyAmbush) u.ambushTurn = ctx.s.turn;
  if (t.passed) {
    giveDie(ctx, u, order);
    return true;
  }
  u.failedAgainst = action.no;
  // A heavy weapon team's one ambush of the turn is spent either way: its die turns to Fire.
  if (heavyAmbush) u.order = 'fire';
  addPins(ctx, u, 1);
  return false;
}

function giveDie(ctx: Ctx, u: Unit, order: Order): void {
  if (u.order === null) ctx.s.bag[u.side] = Math.max(0, (ctx.s.bag[u.side] ?? 0) - 1);
  u.order = order;
}
