// What lies under the pointer on the plain table: a rectangular token (a vehicle) is hit along its whole
// length in the direction it faces, and not beyond its sides; a round token by its radius.
import { describe, expect, it } from 'vitest';
import { figureAt } from '../../src/app/board/hit';
import type { BoardFigure } from '../../src/core/board';

const car: BoardFigure = {
  id: 'v',
  side: 'a',
  at: [10, 10],
  facing: 90,
  label: 'Humvee',
  shape: { kind: 'rect', length: 4, width: 2 },
};
const man: BoardFigure = { id: 'f', side: 'b', at: [20, 10], label: 'Rifleman' };

describe('figureAt with a rectangular token', () => {
  it('finds the vehicle at its front and back ends (facing down the table) but not past its sides', () => {
    expect(figureAt([car, man], [10, 11.9], 0.5)?.id).toBe('v');
    expect(figureAt([car, man], [10, 8.1], 0.5)?.id).toBe('v');
    expect(figureAt([car, man], [12.4, 10], 0.5)).toBeUndefined();
    expect(figureAt([car, man], [10, 12.8], 0.5)).toBeUndefined();
  });
  it('turned a quarter round (facing +x), the long side lies across', () => {
    const east = { ...car, facing: 0 };
    expect(figureAt([east], [11.9, 10], 0.5)?.id).toBe('v');
    expect(figureAt([east], [10, 11.9], 0.5)).toBeUndefined();
  });
  it('a round token over the rectangle (a crew figure inside) wins near its own centre', () => {
    const crew: BoardFigure = { id: 'c', side: 'a', at: [10, 11], label: 'Hale' };
    expect(figureAt([car, crew], [10, 11.1], 0.5)?.id).toBe('c');
    expect(figureAt([car, crew], [10, 8.5], 0.5)?.id).toBe('v');
  });
  it('round tokens are still found by their radius', () => {
    expect(figureAt([car, man], [20.4, 10], 0.5)?.id).toBe('f');
    expect(figureAt([car, man], [20.6, 10], 0.5)).toBeUndefined();
  });
});
