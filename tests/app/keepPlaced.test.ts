// keepPlaced: a panel is placed when it appears, grows or is shown again. Two watches on one panel (Chain
// Reaction's, which leaves the plain table alone, and the plain table's) each place it: one must not skip the
// other's work (the CI failure of ed18da5: the Odds panel over the order-dice figures). A panel hidden and shown
// at the same size is placed again, for the table as it is now. The DOM's observers are stood in for here.
import { afterEach, describe, expect, it } from 'vitest';
import { keepPlaced } from '../../src/app/ui/floatPlace';

type Fire = () => void;
const resizeWatches: Fire[] = [];
const panel = {
  hidden: false,
  w: 300,
  h: 200,
  dataset: {} as Record<string, string>,
  getBoundingClientRect: () => ({ width: 0, height: 0 }),
};
panel.getBoundingClientRect = () => (panel.hidden ? { width: 0, height: 0 } : { width: panel.w, height: panel.h });

const g = globalThis as Record<string, unknown>;
const saved = { d: g.document, r: g.ResizeObserver, m: g.MutationObserver };
function standIn(): void {
  resizeWatches.length = 0;
  g.document = { getElementById: (id: string) => (id === 'odds-panel' ? panel : null), body: {} };
  g.ResizeObserver = class {
    constructor(fire: Fire) {
      resizeWatches.push(fire);
    }
    observe() {}
  };
  g.MutationObserver = class {
    observe() {}
  };
}
/** The browser tells every watch of a size change, in the order they were made. */
const resized = () => resizeWatches.forEach((fire) => fire());

afterEach(() => {
  g.document = saved.d;
  g.ResizeObserver = saved.r;
  g.MutationObserver = saved.m;
});

describe('keepPlaced', () => {
  it("places through each watch: one that leaves the panel alone does not stop the other's", () => {
    standIn();
    const placed: string[] = [];
    keepPlaced('odds-panel', () => placed.push('chain reaction (not its screen)'));
    keepPlaced('odds-panel', () => placed.push('plain table'));
    resized();
    expect(placed).toEqual(['chain reaction (not its screen)', 'plain table']);
    // The same size again (a placement woke the watch): nobody places, so nothing loops.
    resized();
    expect(placed).toHaveLength(2);
    // The numbers stream in and the panel grows: placed again.
    panel.h = 320;
    resized();
    expect(placed.filter((p) => p === 'plain table')).toHaveLength(2);
  });

  it('places a panel shown again at the size it had', () => {
    standIn();
    let placed = 0;
    panel.hidden = false;
    keepPlaced('odds-panel', () => placed++);
    resized();
    expect(placed).toBe(1);
    panel.hidden = true;
    resized();
    panel.hidden = false;
    resized();
    expect(placed).toBe(2);
  });

  it('forgets the spot a hidden panel had, so it picks afresh when shown again', () => {
    standIn();
    const el = panel;
    panel.hidden = false;
    keepPlaced('odds-panel', () => (el.dataset.corner = 'dock'));
    resized();
    expect(el.dataset.corner).toBe('dock');
    panel.hidden = true;
    resized();
    expect(el.dataset.corner).toBeUndefined();
  });
});
