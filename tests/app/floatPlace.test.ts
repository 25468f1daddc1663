// Where a big floating panel (Odds, What-if, the chains) goes: a spot on the table that covers no figure, the
// one it is at while that stays free, else docked over the side column; off the table (the end page): docked.
import { describe, expect, it } from 'vitest';
import { floatSpot } from '../../src/app/ui/floatPlace';
import { sharedArea } from '../../src/app/ui/freeCorner';

const area = { left: 0, top: 60, right: 1000, bottom: 640 };
const log = { left: 1000, top: 60, right: 1366, bottom: 768 };
const fig = (x: number, y: number) => ({ left: x - 15, top: y - 15, right: x + 15, bottom: y + 15 });

describe('floatSpot', () => {
  it('opens top right, where it always did, while no figure lies there', () => {
    const at = floatSpot(area, log, 480, 300, [fig(200, 500)]);
    expect(at.spot).toBe('top-right');
    expect(at.box).toEqual({ left: 510, top: 70, right: 990, bottom: 370 });
  });

  it('moves to a free corner when a figure lies top right, and stays there while it is free', () => {
    const keep = [fig(800, 150)];
    const at = floatSpot(area, log, 480, 300, keep);
    expect(at.spot).toBe('top-left');
    expect(sharedArea(at.box, keep[0]!)).toBe(0);
    // Top right is free again, but the panel does not jump back.
    expect(floatSpot(area, log, 480, 300, [fig(200, 600)], 'top-left').spot).toBe('top-left');
  });

  it('docks over the side column when every spot on the table covers a figure', () => {
    // A tall panel covers the table's whole height: a figure in each third of the width leaves no room.
    const keep = [fig(150, 350), fig(500, 350), fig(850, 350)];
    const at = floatSpot(area, log, 480, 560, keep);
    expect(at.spot).toBe('dock');
    expect(at.box).toEqual({ left: 1010, top: 70, right: 1356, bottom: 758 });
    for (const r of keep) expect(sharedArea(at.box, r)).toBe(0);
  });

  it('with no column to dock over, covers the least it can', () => {
    const keep = [fig(150, 350), fig(500, 350), fig(850, 350)];
    expect(floatSpot(area, undefined, 480, 560, keep).spot).not.toBe('dock');
  });

  it('off the table (the end page) it docks over the column', () => {
    expect(floatSpot(undefined, log, 480, 300, []).spot).toBe('dock');
  });

  it('stays docked while open, even when its numbers start again short enough for a free corner', () => {
    // Run again: the panel shrinks to its first line, where top right is free; it keeps to the column.
    expect(floatSpot(area, log, 480, 120, [fig(200, 500)], 'dock').spot).toBe('dock');
    // Not yet docked: the free corner, as before.
    expect(floatSpot(area, log, 480, 120, [fig(200, 500)], 'top-left').spot).toBe('top-left');
  });
});
