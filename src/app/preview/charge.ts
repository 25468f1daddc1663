// The charge preview: can the charger reach the spot 6" from its target with this move (the engine's own
// check), from which side it would come, and the odds of the Charge into Melee test.
import type { FigureState, GameState } from '../../rulesets/chain-reaction/state';
import { makeCtx } from '../../rulesets/chain-reaction/engine/makeCtx';
import { checkCharge, CHARGE_REACH } from '../../rulesets/chain-reaction/engine/charge';
import { coverOf } from '../../rulesets/chain-reaction/engine/world';
import { attackAspect } from '../../geometry/facing';
import { NORMAL_MOVE } from '../../geometry/movement';
import type { Vec } from '../../geometry/shapes';
import { chargeOdds } from '../../rulesets/chain-reaction/rules/charge';
import { explainOdds } from '../../rulesets/chain-reaction/explain/odds';

export interface ChargePreview {
  ok: boolean;
  text: string;
  /** Where the charger stops to take the test (the 6" point), when reachable. */
  path?: Vec[];
  odds?: string;
}

const OUTCOME_WORDS: Record<string, string> = {
  targetMayNotFire: 'target may not fire',
  targetSnapFires: 'target snap fires',
  targetFires: 'target fires',
};

export function chargePreview(s: GameState, charger: FigureState, target: FigureState): ChargePreview {
  if (charger.moved) return { ok: false, text: `${charger.id} has already moved this activation` };
  const ctx = makeCtx(s);
  const allowance = NORMAL_MOVE - (charger.spent ?? 0);
  const c = checkCharge(ctx, ctx.fig(charger.id), ctx.fig(target.id), allowance);
  if (!c.ok) return { ok: false, text: c.error };
  const end = c.path[c.path.length - 1]!;
  const aspect = attackAspect({ at: target.at, facing: target.facing }, charger.at, end);
  const odds = chargeOdds({
    target: { id: target.id, rep: target.rep, inCover: coverOf(ctx.world(), target, charger).cover },
    chargers: [{ id: charger.id, rep: charger.rep, direction: aspect.aspect }],
  });
  const d = Math.hypot(target.at[0] - charger.at[0], target.at[1] - charger.at[1]);
  const text =
    d <= CHARGE_REACH
      ? `${target.id} is ${d.toFixed(1)}" away, already within 6": the charge test is taken here, from the ${aspect.aspect}`
      : `${charger.id} can reach the 6" point (${(d - CHARGE_REACH).toFixed(1)}" of ${allowance}" of move), charging from the ${aspect.aspect}`;
  return { ok: true, text, path: c.path, odds: explainOdds(odds, (k) => OUTCOME_WORDS[k] ?? k) };
}
