// The two lessons: each reference solution solves it; wrong plays (going Down, declining to react, a
// second die to the same unit) leave the goal unmet or are refused; the steps name the numbers the
// lesson's bag, tables and scripted dice give.
import { describe, expect, it } from 'vitest';
import { orderDice } from '../../../src/rulesets/order-dice';
import type { OdCommand } from '../../../src/rulesets/order-dice/state';
import { openLesson, playAsPerson } from '../../app/lessons/tableLesson';

const L = orderDice.lessons!;
const wrong = (id: string, commands: OdCommand[]) => playAsPerson(orderDice, openLesson(orderDice, id), id, commands);

describe('order-dice lessons', () => {
  it('lists the bag and orders, and reactions', () => {
    expect(L.list().map((l) => l.id)).toEqual(['bagOrders', 'fireBack']);
    for (const l of L.list()) expect(L.solve(l.id)).toEqual({ solved: true });
  });

  it('bagOrders: both units going Down leaves the goal unmet, and says so once the dice are used', () => {
    const r = wrong('bagOrders', [
      { do: 'order', unit: 'u1', order: 'down' },
      { do: 'order', unit: 'u2', order: 'down' },
    ]);
    expect(r.refused).toBeUndefined();
    expect(r.checks[0]).toBe('Order your Scouts to run into the woods.');
    expect(r.checks.at(-1)).toMatch(/undo and try again/);
  });

  it('bagOrders: the second die cannot go to the unit that already holds one', () => {
    const r = wrong('bagOrders', [
      { do: 'order', unit: 'u1', order: 'run', to: [7, 10] },
      { do: 'order', unit: 'u1', order: 'run', to: [7, 10] },
    ]);
    expect(r.checks).toEqual([expect.any(String), 'Order your Riflemen to run into the woods.']);
    expect(r.refused).toBeDefined();
  });

  for (const reaction of ['none', 'down'] as const)
    it(`fireBack: answering ${reaction} leaves the enemy whole`, () => {
      const r = wrong('fireBack', [{ do: 'react', unit: 'u1', reaction }]);
      expect(r.refused).toBeUndefined();
      expect(r.checks).toEqual([
        'Your Riflemen are being shot at: answer with Fire back.',
        'The Raiders lost nobody: undo and fire back this time.',
      ]);
    });

  it('the steps name the bag, the tests and the scripted dice', () => {
    const bag = L.steps!('bagOrders')
      .map((s) => s.text)
      .join('\n');
    for (const bit of ['2 of yours and 1 of the enemy', 'morale 9 minus 2 pins = 7', '3 and 4 = 7', '12"'])
      expect(bag).toContain(bit);
    const back = L.steps!('fireBack')
      .map((s) => s.text)
      .join('\n');
    for (const bit of ['from 14"', 'within 20"', '3 and 3 = 6', '5 and 2', '6, 5 and 4', '2 killed'])
      expect(back).toContain(bit);
  });
});
