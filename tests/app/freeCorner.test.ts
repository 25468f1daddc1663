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

  it('with every corner taken, takes the middle of a free edge', () => {
    // A figure in each corner: the middle of the bottom edge is free, and tried before the others.
    const keep = [fig(100, 580), fig(100, 20), fig(980, 20), fig(990, 590)];
    const c = freeCorner(area, 400, 150, 10, keep);
    expect(c).toBe('bottom');
    expect(cornerBox(area, 'bottom', 400, 150, 10)).toEqual({ left: 300, top: 440, right: 700, bottom: 590 });
    // The bottom middle taken too: the next free edge in order (the top).
    expect(freeCorner(area, 400, 150, 10, [...keep, fig(500, 560)])).toBe('top');
    // A tall panel at the left or right middle.
    const tall = [...keep, fig(500, 560), fig(500, 40)];
    const side = freeCorner(area, 200, 300, 10, tall);
    expect(side).toBe('left');
    for (const r of tall) expect(sharedArea(cornerBox(area, side, 200, 300, 10), r)).toBe(0);
  });

  it('keeps a free corner even when an edge touches fewer other figures', () => {
    const keep = [fig(100, 580)];
    const others = [fig(900, 540), fig(100, 60), fig(880, 60)];
    expect(['bottom-right', 'top-left', 'top-right']).toContain(
      freeCorner(area, 400, 150, 10, keep, undefined, others),
    );
  });

  it('with every spot taken, covers the least', () => {
    const keep = [fig(100, 580), fig(100, 20), fig(980, 20), fig(990, 590), fig(500, 560), fig(500, 40)];
    const mids = [fig(30, 300), fig(970, 300)];
    // Each spot covers part of one figure; the bottom right one sticks out furthest.
    const c = freeCorner(area, 400, 150, 10, [...keep, ...mids]);
    const cover = (k: typeof c) =>
      [...keep, ...mids].reduce((a, r) => a + sharedArea(cornerBox(area, k, 400, 150, 10), r), 0);
    for (const k of ['bottom-left', 'bottom-right', 'top-left', 'top-right', 'top', 'bottom', 'left', 'right'] as const)
      expect(cover(c)).toBeLessThanOrEqual(cover(k));
    expect(cover(c)).toBeGreaterThan(0);
  });
});
