// A scripted bag face that no die of the bag can show when it is drawn (the file's check allows a face per unit,
// but the bag empties as a turn goes on and units fall) was read silently as another die (the first side's).
// Now it is skipped with a line in the log, as the contract skips a "bag" entry for a side with no die left,
// and the next face is drawn (decision 61).
import { describe, expect, it } from 'vitest';
import { playScenario } from '../../../src/rulesets/order-dice/play';
import { logModel } from '../../../src/rulesets/order-dice/view';
import { checked, file, unit } from './helpers';

const order = (u: string, o: string) => ({ do: 'order', unit: u, order: o });

describe('order dice: a scripted bag face beyond the dice left', () => {
  const sides = {
    blue: [unit('b1', [4, 30], 3), unit('b2', [14, 30], 3)],
    red: [unit('r1', [4, 6], 3), unit('r2', [14, 6], 3)],
  };
  const draws = (p: ReturnType<typeof playScenario>) =>
    p.events.filter((e) => e.type === 'draw').map((e) => (e as { side: string }).side);

  it('face 4 of the 3 dice left after the first draw is skipped with a line; the next face, 3, draws red', () => {
    const p = playScenario(
      checked(file({ ...sides, dice: { bag: [[1], [4], [3]] }, commands: [order('b1', 'down')] })),
    );
    expect(p.illegal).toBeUndefined();
    expect(draws(p).slice(0, 2)).toEqual(['blue', 'red']);
    const log = logModel(() => p.state);
    log.add(p.events);
    expect(log.lines().map((l) => l.text)).toContain(
      "the file's scripted bag face 4 is skipped: the bag holds 3 dice now",
    );
  });

  it('a face the bag can show is read as before, with no such line', () => {
    const p = playScenario(checked(file({ ...sides, dice: { bag: [[1], [3]] }, commands: [order('b1', 'down')] })));
    expect(draws(p).slice(0, 2)).toEqual(['blue', 'red']);
    expect(p.events.some((e) => e.type === 'ignored')).toBe(false);
  });
});
