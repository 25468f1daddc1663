// The note beside the pointer keeps off the fire panel (play-test 2, 44: the sight note covered the panel's
// heading, where it says how the dice go to the targets).
import { describe, expect, it } from 'vitest';
import { tipShift, tipSide } from '../../src/app/ui/tooltip';

const view = { width: 1366, height: 768 };

describe('tipSide', () => {
  it('goes right and below the pointer with nothing to keep clear', () => {
    expect(tipSide(300, 300, 380, 60, view)).toEqual({ left: false, above: false });
  });

  it('flips near the right and bottom edges, as before', () => {
    expect(tipSide(1000, 700, 380, 60, view)).toEqual({ left: true, above: true });
  });

  it('goes to the other side when the fire panel lies right and below the pointer', () => {
    // Pointer just left of a fire panel whose heading starts at its top.
    const fire = { left: 420, top: 310, right: 860, bottom: 600 };
    const side = tipSide(400, 300, 380, 60, view, fire);
    expect(side.left || side.above).toBe(true);
    const l = side.left ? 400 - 18 - 380 : 400 + 18;
    const t = side.above ? 300 - 14 - 60 : 300 + 22;
    const meets = l < fire.right && l + 380 > fire.left && t < fire.bottom && t + 60 > fire.top;
    expect(meets).toBe(false);
  });

  it('keeps its usual side when that misses the fire panel', () => {
    const fire = { left: 10, top: 400, right: 450, bottom: 700 };
    expect(tipSide(600, 100, 380, 60, view, fire)).toEqual({ left: false, above: false });
  });

  // Play-test 7, 9: at 1366x768 the table's pane ends at x 1011 (the log beyond); a "Can't fire at Kurt"
  // note beside a pointer at x 620 ran to x 1030, over the log's text.
  const pane = { left: 0, top: 36, right: 1011, bottom: 635 };

  it('goes left of the pointer when the right side would run over the log', () => {
    const side = tipSide(620, 240, 400, 40, view, undefined, pane);
    expect(side.left).toBe(true);
    expect(tipShift(620, 240, 400, 40, side, pane)).toEqual({ dx: 0, dy: 0 });
  });

  it('is shifted back inside the pane when neither side fits whole', () => {
    const narrow = { left: 260, top: 62, right: 724, bottom: 636 };
    const side = tipSide(500, 300, 380, 60, { width: 1024, height: 768 }, undefined, narrow);
    const { dx } = tipShift(500, 300, 380, 60, side, narrow);
    const l = (side.left ? 500 - 18 - 380 : 500 + 18) + dx;
    expect(l).toBeGreaterThanOrEqual(narrow.left);
    expect(l + 380).toBeLessThanOrEqual(narrow.right);
  });
});
