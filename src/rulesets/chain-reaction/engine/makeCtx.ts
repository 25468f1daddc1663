// A reducer step's working context with the engine's combat steps plugged in. The one place that
// knows shoot and blastEffect by name for the context, so the combat files need not import each other
// in a circle (see CombatSteps in ctx.ts).
import { createCtx, type CombatSteps, type Ctx } from './ctx';
import type { GameState } from '../state';
import type { DecisionChoice } from './commands';
import { canFireAt, shoot, throwInReaction } from './shoot';
import { blastAt } from './blastEffect';

const COMBAT: CombatSteps = { canFireAt, shoot, blastAt, throwInReaction };

export function makeCtx(state: GameState, answers: readonly DecisionChoice[] = []): Ctx {
  return createCtx(COMBAT, state, answers);
}
