// The move ruler walks the path the drop will send (play-test 15a, 2: pt15a-01 turn 11). A drag bent round
// a lake's tip is simplified into a straight line when sent, and that line clips the tip: the ruler showed the
// bent path's 10" with no warning, and the move stopped at the water after about 5".
import { describe, expect, it } from 'vitest';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import { reduce } from '../../../../src/rulesets/chain-reaction/game';
import { dragSketch } from '../../../../src/rulesets/chain-reaction/view/sketches';
import { dragMove } from '../../../../src/rulesets/chain-reaction/view/tablePointer';
import { fitCommand } from '../../../../src/rulesets/chain-reaction/view/pointerOrders';
import { simplify } from '../../../../src/geometry/simplify';
import type { GameState } from '../../../../src/rulesets/chain-reaction/state';
import type { Vec } from '../../../../src/geometry/shapes';

/**
 * A table with one figure of the first side at `at` (facing along +y) free to act, everyone else standing at
 * `othersAt`, and `terrain`: the set-up each case below shares.
 */
function oneFigure(seed: string, at: Vec, othersAt: Vec, terrain: GameState['terrain'] = []) {
  const s0 = randomSkirmish(seed, { minFigures: 2, maxFigures: 2 });
  const side = s0.sides[0]!.id;
  const me = Object.values(s0.figures).find((f) => f.side === side)!;
  const figures: GameState['figures'] = {};
  for (const f of Object.values(s0.figures)) figures[f.id] = { ...f, at: othersAt, facing: 0 };
  figures[me.id] = { ...me, at, facing: 90, stance: 'standing' };
  const s: GameState = { ...s0, terrain, figures, active: { side, leader: me.id, figures: [me.id], seen: [] } };
  return { s, me };
}

describe('the move ruler and the move agree', () => {
  it('a drag round a lake tip that the sent line clips: the ruler stops where the move stops', () => {
    // A lake whose tip pokes a tenth of an inch over the straight line from (10, 10) to (18, 10).
    const lake: Vec[] = [
      [15, 9.9],
      [17, 12],
      [13, 12],
    ];
    const { s, me } = oneFigure('fix15c-ruler', [10, 10], [34, 34], [{ id: 'lake-1', type: 'water', polygon: lake }]);
    // The drag passes 0.04" above the tip: within the simplifier's tolerance of the straight line.
    const drag: Vec[] = [
      [15, 9.86],
      [18, 10],
    ];
    const sketch = dragSketch(s, me.id, drag, false)!;
    const sent = fitCommand(s, dragMove(me.id, simplify([[10, 10], ...drag]).slice(1), false));
    const r = reduce(s, sent);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const at = r.state.figures[me.id]!.at;
    const disc = sketch.strokes.find((k) => k.kind === 'disc') as { at: Vec };
    expect(Math.hypot(disc.at[0] - at[0], disc.at[1] - at[1])).toBeLessThan(0.1);
    expect(at[0]).toBeLessThan(15);
    expect(sketch.note?.text).toMatch(/stops: /);
  });

  it('a drag a little past the allowance: no red "too far", the ruler stops where the move does (play-test 15a, 4)', () => {
    const { s, me } = oneFigure('fix15c-ruler2', [10, 10], [34, 34]);
    const drag: Vec[] = [[18.04, 10]];
    const sketch = dragSketch(s, me.id, drag, false)!;
    expect(sketch.note).toEqual({
      text: 'walks 8.0" for 8.0" of 8" (move 8") - stops where the 8" run out',
      tone: 'good',
    });
    const r = reduce(s, fitCommand(s, dragMove(me.id, drag, false)));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.figures[me.id]!.at[0]).toBeCloseTo(18, 1);
  });

  it('a drop past the table edge moves to the edge, as a drop on it does (play-test 15a, 3)', () => {
    const { s, me } = oneFigure('fix15c-edge', [10, 30], [34, 10]);
    const past = fitCommand(s, dragMove(me.id, [[10, 37]], false));
    expect(past).toEqual(fitCommand(s, dragMove(me.id, [[10, 36]], false)));
    expect(dragSketch(s, me.id, [[10, 37]], false)!.note?.tone).toBe('good');
  });
});
