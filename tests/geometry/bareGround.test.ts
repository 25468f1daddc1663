// Bare ground (geometry/cover.ts coverPossible): the cover searches rule a spot out on it before their
// dearer tests, so it must never rule out a spot that has cover from anywhere. Checked on seeded tables of
// every kind (with walls added) against coverFrom, which never reads the bare-ground field: at random
// points; just inside and outside a wall's cover reach and a crest's band, each looked at from across the
// wall or crest (where cover is); and at and round the corners and sides of buildings and woods. Also: the
// field rules out a good share of the spots, so the searches gain from it.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { coverFrom, coverPossible, hasCover } from '../../src/geometry/cover';
import { makeWorld } from '../../src/geometry/world';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import type { TerrainPiece, Vec } from '../../src/geometry/shapes';

/** Points beside each wall and crest, 0.2" to 1.4" off it on both sides, each with a source across it. */
function besideLines(pieces: readonly TerrainPiece[]): { at: Vec; from: Vec }[] {
  const out: { at: Vec; from: Vec }[] = [];
  for (const t of pieces) {
    const line = t.type === 'wall' ? t.line : t.type === 'hill' ? t.crest : undefined;
    if (!line) continue;
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1]!,
        b = line[i]!;
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (len < 1e-6) continue;
      const nx = -(b[1] - a[1]) / len,
        ny = (b[0] - a[0]) / len;
      for (const along of [0, 0.1, 0.5, 0.9, 1]) {
        const m: Vec = [a[0] + (b[0] - a[0]) * along, a[1] + (b[1] - a[1]) * along];
        for (const off of [0.2, 0.6, 0.95, 0.999, 1.001, 1.05, 1.4]) {
          for (const side of [1, -1]) {
            const at: Vec = [m[0] + side * nx * off, m[1] + side * ny * off];
            out.push({ at, from: [m[0] - side * nx * 8, m[1] - side * ny * 8] });
          }
        }
      }
    }
  }
  return out;
}

/** Points at and round the corners and side middles of buildings and woods, inside and out. */
function besideOutlines(pieces: readonly TerrainPiece[], rnd: () => Vec): { at: Vec; from: Vec }[] {
  const out: { at: Vec; from: Vec }[] = [];
  for (const t of pieces) {
    if (t.type !== 'building' && t.type !== 'woods' && t.type !== 'rocky') continue;
    const poly = t.polygon;
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!,
        b = poly[(i + 1) % poly.length]!;
      for (const m of [a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as Vec])
        for (const [dx, dy] of [
          [0, 0],
          [0.05, 0],
          [-0.05, 0],
          [0, 0.3],
          [0, -0.3],
          [0.45, 0.45],
          [-0.7, 0.2],
        ])
          out.push({ at: [m[0] + dx!, m[1] + dy!], from: rnd() });
    }
  }
  return out;
}

describe('bare ground', () => {
  it('never rules out a spot with cover, on tables of every kind', () => {
    let bare = 0;
    let asked = 0;
    let covered = 0;
    for (const overall of ['clear', 'urban', 'wooded', 'mountain'] as const) {
      for (let k = 0; k < 3; k++) {
        const r = seedrandom.alea(`speed15-bare-points-${overall}-${k}`);
        const rnd = (): Vec => [Math.round(r() * 3600) / 100, Math.round(r() * 3600) / 100];
        // The generated tables have no walls (fences come from other generators): four of our own, low
        // and tall, straight and bent, slanting and square to the table.
        const walls: TerrainPiece[] = [0, 1, 2, 3].map((i) => {
          const a = rnd();
          const b: Vec = i % 2 ? [a[0] + 6, a[1]] : [a[0] + 4 * r() - 2, a[1] + 5];
          const line = i < 2 ? [a, b] : [a, b, [b[0] + 3, b[1] + 3 * r()] as Vec];
          return { id: `wall${i}`, type: 'wall', line, dv: 1, ...(i === 3 ? { tall: true } : {}) };
        });
        const pieces = [...randomSkirmish(`speed15-bare-${overall}-${k}`, { overall }).terrain, ...walls];
        const w = makeWorld(pieces);
        const cases = [...besideLines(pieces), ...besideOutlines(pieces, rnd)];
        for (let i = 0; i < 800; i++) cases.push({ at: rnd(), from: rnd() });
        for (const { at, from } of cases) {
          const sources = [from, rnd(), rnd()];
          const possible = coverPossible(w, at);
          for (const src of sources) {
            for (const moved of [false, true]) {
              const fig = { id: 'x', at, moved };
              const cover = coverFrom(w, fig, src).cover;
              if (!possible) expect(cover, `${overall} ${k}: bare at ${at} but in cover from ${src}`).toBe(false);
              expect(hasCover(w, fig, src), `${overall} ${k} at ${at} from ${src}`).toBe(cover);
              asked++;
            }
          }
          if (!possible) bare++;
          if (coverFrom(w, { id: 'x', at }, from).cover) covered++;
        }
      }
    }
    expect(asked).toBeGreaterThan(50_000);
    // Enough spots in cover were looked at for the check to mean something, and enough bare ones for the
    // table to earn its keep.
    expect(covered).toBeGreaterThan(1_000);
    expect(bare / (asked / 6)).toBeGreaterThan(0.15);
  });

  it('rules out most of a table with no cover on it, and nothing where cover is', () => {
    const w = makeWorld([
      {
        id: 'w1',
        type: 'wall',
        line: [
          [10, 10],
          [20, 10],
        ],
        dv: 1,
      },
    ]);
    expect(coverPossible(w, [30, 30])).toBe(false);
    expect(coverPossible(w, [15, 10.9])).toBe(true);
    expect(hasCover(w, { id: 'x', at: [15, 10.9] }, [15, 2])).toBe(true);
    // Off the table nothing is known.
    expect(coverPossible(w, [-1, 5])).toBe(true);
  });
});
