// Where a carried friend is laid when its bearer lets go of him (the bearer falls, or is charged): beside the
// bearer, at the nearest spot a base-width clear of everyone, never on the bearer's own spot. Two bases on one
// spot were the commonest stacking the app soak found (issue 19: 131 of 1,500 battles). Any spot a move may
// end on will do, a bridge's road over deep water too: a bearer shot on a bridge, its few dry spots near by
// taken, laid his friend on his own spot (app soak case 88000981).
import type { Vec } from '../../../geometry/shapes';
import type { FigureState, GameState } from '../state';
import { clearOf, eachAround, mayEndMove, othersOf } from '../spots';

/** How far round the bearer a spot is looked for (the nearest ring first, then farther), on a grid this fine. */
const REACHES = [3, 6];
const STEP = 0.25;

export function setDownSpot(s: GameState, bearer: FigureState, friend: FigureState): Vec {
  const others = othersOf(s.figures, friend.id);
  for (const reach of REACHES)
    for (const p of eachAround(bearer.at, reach, STEP))
      if ((p[0] !== bearer.at[0] || p[1] !== bearer.at[1]) && mayEndMove(s.terrain, p) && clearOf(others, p)) return p;
  return [bearer.at[0], bearer.at[1]];
}
