// The charge preview: can the charger reach the spot 6" from its target with this move (the engine's own
// check), from which side it would come, and the odds of the Charge into Melee test.
import type { FigureState, GameState } from '../../state';
import { makeCtx } from '../../engine/makeCtx';
import { planCharge, CHARGE_REACH } from '../../engine/charge';
import { fastMoveOdds } from '../../rules/fastMove';
import { add, toPercent, ZERO } from '../../odds/fraction';
import { coverOf } from '../../engine/world';
import { attackAspect } from '../../../../geometry/facing';
import { NORMAL_MOVE } from '../../../../geometry/movement';
import type { Vec } from '../../../../geometry/shapes';
import { chargeOdds } from '../../rules/charge';
import { explainOdds } from '../../explain/odds';
import { codeWords } from '../../explain/words';
import { WEAPONS, type WeaponStats } from '../../tables/weapons';

export interface ChargePreview {
  ok: boolean;
  text: string;
  /** Where the charger stops to take the test (the 6" point), when reachable. */
  path?: Vec[];
  odds?: string;
}

/** Each outcome of the test, naming the target. */
const outcomeWords = (t: string): Record<string, string> => ({
  targetMayNotFire: `${t} may not fire`,
  targetSnapFires: `${t} snap fires`,
  targetFires: `${t} fires`,
});

export function chargePreview(s: GameState, charger: FigureState, target: FigureState): ChargePreview {
  const ctx = makeCtx(s);
  const f = ctx.fig(charger.id);
  const t = ctx.fig(target.id);
  const plan = planCharge(ctx, f, t);
  if (!plan.ok) return { ok: false, text: plan.error };
  const d = Math.hypot(target.at[0] - charger.at[0], target.at[1] - charger.at[1]);
  if (plan.fast) {
    // The reach depends on the group's Fast Move throw: say how likely it is to get there.
    const chance = reachChance(f, plan.allowances);
    const most = plan.allowances[plan.allowances.length - 1]!.allowance;
    return {
      ok: true,
      text: `${charger.id} needs a Fast Move to reach the 6" point (${(d - CHARGE_REACH).toFixed(1)}" to go, at most ${+most.toFixed(1)}" of move): ${chance} to get there; short, it neither melees nor fires`,
      odds: `Fast Move reaches: ${chance}`,
    };
  }
  const end = plan.path[plan.path.length - 1]!;
  const aspect = attackAspect({ at: target.at, facing: target.facing }, charger.at, end);
  // The target throws once for every charger of this activation (engine/charge.ts): a throw already made
  // is not thrown again, so the odds are the charger's alone against those dice.
  const leader = s.active?.leader ?? charger.id;
  const throwMade = target.chargeThrow;
  const prior = throwMade && throwMade.turn === s.turn && throwMade.leader === leader ? throwMade.dice : undefined;
  const odds = chargeOdds(
    {
      target: { id: target.id, rep: target.rep, inCover: coverOf(ctx.world(), target, charger).cover },
      chargers: [{ id: charger.id, rep: charger.rep, direction: aspect.aspect }],
    },
    prior,
  );
  const already = prior ? ` (${target.id} already threw ${prior.join(', ')}: the same dice count against you)` : '';
  // A target that can't fire whatever it throws: no "target fires" on offer, only that the charge comes in.
  const cannot = cannotFire(s, target);
  const oddsText = cannot
    ? `no shot whatever the test says (${cannot}): the charge comes in${already}`
    : explainOdds(odds, (k) => outcomeWords(target.id)[k] ?? k) + already;
  const allowance = NORMAL_MOVE - (charger.spent ?? 0);
  const text =
    d <= CHARGE_REACH
      ? `${target.id} is ${d.toFixed(1)}" away, already within 6": the charge test is taken here, from the ${aspect.aspect}`
      : `${charger.id} can reach the 6" point (${(d - CHARGE_REACH).toFixed(1)}" of ${+allowance.toFixed(1)}" of move), charging from the ${aspect.aspect}`;
  return { ok: true, text, path: plan.path, odds: oddsText };
}

/** Why this target can fire at no charger now, whatever its dice (the engine's own checks, engine/shoot.ts). */
function cannotFire(s: GameState, t: FigureState): string | undefined {
  if (t.status !== 'carryOn') return `${t.id} is ${codeWords(t.status)}`;
  if ((WEAPONS[t.weapon] as WeaponStats).thrown) return `${t.id} has no gun to fire`;
  if (t.ammo === 'outOfAmmo') return `${t.id} is out of ammo`;
  if (t.weapon === 'RL' && t.rocketTurn === s.turn) return `${t.id}'s rocket launcher has fired this turn`;
  return undefined;
}

/** The chance the group's Fast Move throw gives this figure an allowance that reaches. */
function reachChance(f: FigureState, allowances: readonly { allowance: number; reaches: boolean }[]): string {
  if (allowances.length === 1) return allowances[0]!.reaches ? 'certain (already thrown)' : 'none';
  const odds = fastMoveOdds({ figures: [{ id: f.id, rep: f.rep, carryingWounded: !!f.carrying }] })[f.id]!;
  const spent = f.spent ?? 0;
  let p = ZERO;
  for (const [max, q] of odds)
    if (allowances.some((a) => a.reaches && a.allowance === Number(max) - spent)) p = add(p, q);
  return toPercent(p, 0);
}
