// A read-only view of a state for the computer's choices: the same questions a reducer step's context
// answers (figures, the geometry world), without copying the state first. Nothing reached through it
// may change the state; the policies only look.
import type { GameState } from '../state';
import type { Ctx } from '../engine/ctx';
import { worldOf } from '../engine/world';
import type { World } from '../../geometry/world';

export function readCtx(state: GameState): Ctx {
  let w: World | undefined;
  const refuse = () => { throw new Error('the computer\'s view of the game cannot change it'); };
  return {
    s: state,
    box: undefined as never,
    events: [],
    roll: refuse,
    emit: refuse,
    fig: (id) => {
      const f = state.figures[id];
      if (!f) throw new Error(`no figure ${id}`);
      return f;
    },
    world: () => (w ??= worldOf(state)),
    touched: () => { w = undefined; },
    setStatus: refuse,
    decide: refuse,
  };
}
