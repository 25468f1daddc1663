// A read-only view of a state for the computer's choices: the same questions a reducer step's context
// answers (figures, the geometry world), without copying the state first. Nothing reached through it
// may change the state; the policies only look. A class, so a view costs one object, not a set of
// new functions for every command.
import type { FigureState, GameState } from '../state';
import type { CombatSteps, Ctx } from '../engine/ctx';
import { canFireAt } from '../engine/shoot';
import { worldOf } from '../engine/world';
import type { World } from '../../../geometry/world';
import type { DiceBox } from '../../../core/dice/source';
import type { GameEvent } from '../engine/events';

function refuse(): never {
  throw new Error("the computer's view of the game cannot change it");
}

/** Looking only: whether a shot could be fired may be asked; firing and blasts are refused. */
const LOOK_ONLY: CombatSteps = { canFireAt, shoot: refuse, blastAt: refuse, throwInReaction: refuse };

class ReadCtx implements Ctx {
  private w: World | undefined;
  box = undefined as never as DiceBox;
  events: GameEvent[] = [];
  roll = refuse;
  combat = LOOK_ONLY;
  constructor(readonly s: GameState) {}
  emit(): void {
    refuse();
  }
  fig(id: string): FigureState {
    const f = this.s.figures[id];
    if (!f) throw new Error(`no figure ${id}`);
    return f;
  }
  world(): World {
    return (this.w ??= worldOf(this.s));
  }
  touched(): void {
    this.w = undefined;
  }
  setStatus(): void {
    refuse();
  }
  decide(): never {
    return refuse();
  }
}

export function readCtx(state: GameState): Ctx {
  return new ReadCtx(state);
}
