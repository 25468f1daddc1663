// Every overlay must answer as `sim`'s queries do: the same world adapter, the same geometry calls.
import { describe, expect, it } from 'vitest';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import { answerQuery } from '../../src/rulesets/chain-reaction/sim/queries';
import { worldOf } from '../../src/rulesets/chain-reaction/engine/world';
import { sightNote, sightPreview, coverPreview } from '../../src/rulesets/chain-reaction/view/preview/sight';
import { swathPreview } from '../../src/rulesets/chain-reaction/view/preview/fire';
import { blastPreview } from '../../src/rulesets/chain-reaction/view/preview/blast';
import type { Query } from '../../src/rulesets/chain-reaction/scenario/schema';
import { WEAPONS } from '../../src/rulesets/chain-reaction/tables/weapons';
import type { GameState } from '../../src/rulesets/chain-reaction/state';

const ask = (s: GameState, q: Query) => answerQuery(s, q);

const tables = ['ov-1', 'ov-2', 'ov-3'].map((seed, i) =>
  randomSkirmish(seed, { minFigures: 5, maxFigures: 7, overall: (['urban', 'wooded', 'mountain'] as const)[i] }),
);

describe('overlays agree with sim queries', () => {
  it.each(tables.map((s, i) => [i, s] as const))('line of sight and cover, every pair (table %i)', (_i, s) => {
    const w = worldOf(s);
    const figs = Object.values(s.figures);
    let clear = 0;
    for (const a of figs)
      for (const b of figs) {
        if (a === b) continue;
        const sp = sightPreview(s, w, a, b);
        expect(sp.clear).toBe(ask(s, { ask: 'los', from: a.id, to: b.id }));
        if (sp.clear) clear++;
        else if (sp.blocker) expect(sp.blockerName).toBeTruthy();
        const c = coverPreview(w, b, a);
        expect({ cover: c.cover, concealed: c.concealed }).toEqual(ask(s, { ask: 'cover', figure: b.id, from: a.id }));
      }
    expect(clear).toBeGreaterThan(0);
  });

  it.each(tables.map((s, i) => [i, s] as const))('fire swaths (table %i)', (_i, s) => {
    const w = worldOf(s);
    const figs = Object.values(s.figures);
    for (const a of figs)
      for (const b of figs) {
        if (a.side === b.side) continue;
        for (const side of ['left', 'right'] as const) {
          const sw = swathPreview(s, w, a, b.id, side);
          expect(sw.ok ? sw.targets.map((t) => t.id) : []).toEqual(
            ask(s, { ask: 'swath', figure: a.id, first: b.id, side }),
          );
        }
      }
  });

  it.each(tables.map((s, i) => [i, s] as const))('blast circles (table %i)', (_i, table) => {
    // Every other figure lies prone, so some escape the blast.
    const figures = Object.fromEntries(
      Object.entries(table.figures).map(([id, f], k) => [id, { ...f, stance: k % 2 ? ('prone' as const) : f.stance }]),
    );
    const s: GameState = { ...table, figures };
    const w = worldOf(s);
    let escapes = 0;
    const thrower = Object.values(s.figures)[0]!;
    for (const f of Object.values(s.figures)) {
      for (const d of [
        [0, 0],
        [1.2, 0.4],
        [-2, 1.5],
      ] as const) {
        const at: [number, number] = [f.at[0] + d[0], f.at[1] + d[1]];
        const b = blastPreview(s, w, thrower, at);
        expect({ inside: b.inside, escapes: b.escapes }).toEqual(
          ask(s, { ask: 'blast', at, impact: WEAPONS.G.impact }),
        );
        escapes += Object.keys(b.escapes).length;
      }
    }
    expect(escapes).toBeGreaterThan(0);
  });
});

describe('what the previews add for the player', () => {
  it('a blocked line names the blocker and where it meets the line', () => {
    // Two figures on either side of a building.
    const s = randomSkirmish('ov-4', { minFigures: 1, maxFigures: 1 });
    const building = {
      id: 'b9',
      type: 'building' as const,
      polygon: [
        [16, 16],
        [20, 16],
        [20, 20],
        [16, 20],
      ] as [number, number][],
      dv: 3,
      floors: 1,
      areas: 1,
      openings: [],
    };
    const figs = Object.values(s.figures);
    const state: GameState = {
      ...s,
      terrain: [building],
      figures: {
        [figs[0]!.id]: { ...figs[0]!, at: [18, 12], facing: 90 },
        [figs[1]!.id]: { ...figs[1]!, at: [18, 24], facing: 270 },
      },
    };
    const w = worldOf(state);
    const sp = sightPreview(state, w, state.figures[figs[0]!.id]!, state.figures[figs[1]!.id]!);
    expect(sp.clear).toBe(false);
    expect(sp.blockerName).toBe('the building in the middle');
    expect(sp.shape?.kind).toBe('piece');
    expect(sp.at?.[1]).toBeCloseTo(16, 5);
    // The note names what is in the way once, with no coordinates (play-test 18).
    const [a, b] = [figs[0]!.id, figs[1]!.id];
    const note = sightNote(sp, a, b);
    expect(note.tone).toBe('bad');
    expect(note.text).not.toMatch(/\(\d|\[/);
    expect(note.text.split('the building in the middle').length).toBe(2);
    expect(sightNote(sightPreview(state, w, state.figures[a]!, [18, 24]), a).text).toMatch(
      /^Not in sight from \S+ here: blocked by [^[(]+\.$/,
    );
  });

  it('a point deep in woods is named "that point", never by its internal id (play-test 5, entry 3)', () => {
    const s = randomSkirmish('ov-4', { minFigures: 1, maxFigures: 1 });
    const f = Object.values(s.figures)[0]!;
    const woods = {
      id: 'w9',
      type: 'woods' as const,
      polygon: [
        [20, 10],
        [34, 10],
        [34, 30],
        [20, 30],
      ] as [number, number][],
    };
    const state: GameState = { ...s, terrain: [woods], figures: { [f.id]: { ...f, at: [10, 20], facing: 0 } } };
    const sp = sightPreview(state, worldOf(state), state.figures[f.id]!, [27, 20]);
    expect(sp.clear).toBe(false);
    const note = sightNote(sp, f.id).text;
    expect(note).toMatch(/: that point is \d+(\.\d)?" inside /);
    expect(note).not.toMatch(/pointer/);
  });

  it('a blast out of reach gives no odds; in reach it gives the throw odds', () => {
    const s = tables[0]!;
    const w = worldOf(s);
    const f = Object.values(s.figures)[0]!;
    const far = blastPreview(s, w, f, [f.at[0] + 7, f.at[1]]);
    expect(far.inReach).toBe(false);
    expect(far.odds).toBeUndefined();
    const near = blastPreview(s, w, { ...f, facing: 0 }, [Math.min(35, f.at[0] + 3), f.at[1]]);
    expect(near.inReach).toBe(true);
    expect(near.odds).toMatch(/\d+\/\d+ \(\d+(\.\d+)?%\)/);
  });
});
