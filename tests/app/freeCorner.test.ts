// The corner a floating panel takes: the first in order that covers no figure to keep clear, else the one
// covering least.
import { describe, expect, it } from 'vitest';
import { cornerBox, freeCorner, sharedArea } from '../../src/app/ui/freeCorner';

const area = { left: 0, top: 0, right: 1000, bottom: 600 };
const fig = (x: number, y: number) => ({ left: x - 15, top: y - 15, right: x + 15, bottom: y + 15 });

describe('freeCorner', () => {
  it('keeps the first corner when it covers nothing', () => {
    expect(freeCorner(area, 400, 150, 10, [fig(500, 300)])).toBe('bottom-left');
  });

  it('moves off the shooter and the target', () => {
    // Shooter bottom left, target bottom right: both bottom corners are taken.
    const keep = [fig(100, 520), fig(900, 540)];
    const c = freeCorner(area, 400, 150, 10, keep);
    expect(c).toBe('top-left');
    for (const r of keep) expect(sharedArea(cornerBox(area, c, 400, 150, 10), r)).toBe(0);
  });

  it('among free corners, takes the one touching fewest other figures', () => {
    const keep = [fig(100, 520)];
    const others = [fig(100, 60), fig(150, 80), fig(900, 540)];
    expect(freeCorner(area, 400, 150, 10, keep, undefined, others)).toBe('top-right');
    // With nothing else on the table the first free corner in order wins.
    expect(freeCorner(area, 400, 150, 10, keep)).toBe('bottom-right');
  });

  it('with every corner taken, covers the least', () => {
    const keep = [fig(100, 580), fig(100, 20), fig(980, 20), fig(990, 590)];
    // Each corner covers part of one figure; the bottom right one sticks out furthest.
    const c = freeCorner(area, 400, 150, 10, keep);
    const cover = (k: typeof c) => keep.reduce((a, r) => a + sharedArea(cornerBox(area, k, 400, 150, 10), r), 0);
    for (const k of ['bottom-left', 'bottom-right', 'top-left', 'top-right'] as const)
      expect(cover(c)).toBeLessThanOrEqual(cover(k));
    expect(cover(c)).toBeGreaterThan(0);
  });
});
