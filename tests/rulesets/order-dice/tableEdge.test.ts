// Play-test 17b (seed pt17b-05): the computer ran a squad into the west edge on turn 1 and its bases hung half off
// the table. A move stopped only when its first figure reached the edge; the rest of the squad, keeping its shape,
// went past it. Now the move stops where any base of the unit would reach the edge.
import { describe, expect, it } from 'vitest';
import { makeBattle } from '../../../src/rulesets/order-dice/board/newBattle';
import type { OdState } from '../../../src/rulesets/order-dice/state';
import { checked, file, of, orderDice, play, squad, unit } from './helpers';

/** Every living figure's base whose centre is closer than half an inch to an edge. */
function overTheEdge(s: OdState): string[] {
  const { width: w, height: h } = s.table;
  return s.units.flatMap((u) =>
    u.figures
      .filter((f) => f.alive && (f.at[0] < 0.5 || f.at[1] < 0.5 || f.at[0] > w - 0.5 || f.at[1] > h - 0.5))
      .map((f) => `${f.id} at ${f.at.join(', ')}`),
  );
}

describe('order dice: a unit moves no base off the table', () => {
  it('a squad run west, its lead in front: it stops when its last base reaches the edge', () => {
    const r = play(
      file({
        blue: [
          squad('b1', [
            ['rifle', [4, 30]],
            ['rifle', [3, 30]],
            ['rifle', [2, 30]],
          ]),
        ],
        red: [unit('r1', [30, 4], 2)],
        bag: ['blue'],
        commands: [{ do: 'order', unit: 'b1', order: 'run', to: [0.6, 30] }],
      }),
    );
    const move = of(r.events, 'move')[0]!;
    expect(move).toMatchObject({ unit: 'b1', from: [4, 30], stopped: 'stopped at the table edge' });
    expect(overTheEdge(r.state)).toEqual([]);
    // Stopped at the edge, not short of it: the last base is within a step (0.1") of it.
    const last = r.state.units[0]!.figures[2]!.at[0];
    expect(last).toBeGreaterThanOrEqual(0.5);
    expect(last).toBeLessThan(0.6 + 1e-9);
  });

  it("the computer's battle variants18-od-4 (a run west on turn 1) keeps every base on the table", () => {
    const scenario = checked(makeBattle({ north: 'computer', south: 'computer' }, 'variants18-od-4'));
    let r = orderDice.begin(orderDice.startingState(scenario).state, { maxTurns: 2 });
    let state = r.state;
    const seen: string[] = [];
    for (let n = 0; n < 400 && (r.need.kind === 'command' || r.need.kind === 'decision'); n++) {
      const next = orderDice.reduce(state, orderDice.computerCommand(state, r.need), { maxTurns: 2 });
      if (!next.ok) throw new Error(next.error);
      r = next;
      state = next.state;
      seen.push(...overTheEdge(state).map((x) => `turn ${state.turn}: ${x}`));
    }
    expect(seen).toEqual([]);
  });
});
