// The menu's lessons fetched on first use: a failed fetch is remembered (the card and the list show one line
// with "Try again") and not repeated by every redraw; "Try again" fetches once more and the lessons arrive.
import { describe, expect, it } from 'vitest';
import type { LessonListed, LessonsPart } from '../../../src/core/ruleset';
import { err } from '../../../src/core/result';
import { LessonsLoader } from '../../../src/app/lessons/loader';

const ONE: LessonListed[] = [{ id: 'activation', title: 'Activation', book: 10, steps: 3 }];

/** A lessons part whose load fails `failures` times (as a chunk request aborted would), then works. */
function flakyPart(failures: number): LessonsPart & { calls: number } {
  let loaded = false;
  const part = {
    calls: 0,
    load: async () => {
      part.calls++;
      if (part.calls <= failures) throw new TypeError('Failed to fetch dynamically imported module: part-x.js');
      loaded = true;
    },
    list: () => (loaded ? ONE : []),
    solve: () => ({ solved: false, why: 'not here' }),
    open: () => err('error: not here'),
  };
  return part;
}

/** Waits for the loader's pending fetch to settle (the redraw it calls). */
function settled(ask: (redraw: () => void) => void): Promise<void> {
  return new Promise((done) => ask(() => done()));
}

describe('the menu lessons loader', () => {
  it('a failed fetch is kept with its reason, redraws do not fetch again, "Try again" does and the lessons come', async () => {
    const part = flakyPart(1);
    const loader = new LessonsLoader(part);
    await settled((redraw) => expect(loader.here(redraw)).toBe(false));
    expect(part.calls).toBe(1);
    expect(loader.failed).toMatch(/Failed to fetch dynamically imported module/);
    expect(loader.list).toEqual([]);
    // The redraw the failure asked for (and any later ones) show the line; none fetches again.
    let redrawn = 0;
    for (let i = 0; i < 3; i++) expect(loader.here(() => redrawn++)).toBe(false);
    await Promise.resolve();
    expect(part.calls).toBe(1);
    expect(redrawn).toBe(0);
    // "Try again": the failure is forgotten while the fetch is under way, then the lessons are here.
    await settled((redraw) => {
      loader.retry(redraw);
      expect(loader.failed).toBeUndefined();
    });
    expect(part.calls).toBe(2);
    expect(loader.failed).toBeUndefined();
    expect(loader.here(() => {})).toBe(true);
    expect(loader.list.map((l) => l.id)).toEqual(['activation']);
  });

  it('asked twice while the fetch is under way, it fetches once and redraws the latest view', async () => {
    const part = flakyPart(0);
    const loader = new LessonsLoader(part);
    const seen: string[] = [];
    expect(loader.here(() => seen.push('card'))).toBe(false);
    await settled((redraw) =>
      expect(
        loader.here(() => {
          seen.push('list');
          redraw();
        }),
      ).toBe(false),
    );
    expect(part.calls).toBe(1);
    expect(seen).toEqual(['list']);
    expect(loader.here(() => seen.push('again'))).toBe(true);
  });

  it('a fetch that fails twice still offers another try, and a part with no load is here at once', async () => {
    const part = flakyPart(2);
    const loader = new LessonsLoader(part);
    await settled((redraw) => loader.here(redraw));
    await settled((redraw) => loader.retry(redraw));
    expect(loader.failed).toMatch(/Failed to fetch/);
    await settled((redraw) => loader.retry(redraw));
    expect(loader.failed).toBeUndefined();
    expect(part.calls).toBe(3);
    const ready = new LessonsLoader({ ...flakyPart(0), load: undefined, list: () => ONE });
    await settled((redraw) => ready.here(redraw));
    expect(ready.here(() => {})).toBe(true);
  });
});
