// The later games' terrain on a generated table: over many seeds every added piece lies in the table, clear
// (by EXTRA_GAP) of every other piece, the book's part of the table is untouched, and Chain Reaction's tables
// (no extras asked) hold none of them.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateTerrainFromSeed } from '../../src/terrain/generate';
import { EXTRA_GAP } from '../../src/terrain/extras';
import { boundsOf, grow, rectsOverlap } from '../../src/terrain/rect';
import type { TerrainPiece, Vec } from '../../src/geometry/shapes';

const NEW = ['scrub', 'rubble', 'fence', 'river'];
const outline = (t: TerrainPiece): readonly Vec[] => (t.type === 'wall' || t.type === 'fence' ? t.line : t.polygon);

describe('scrub, rubble, fences and rivers from the generator', () => {
  it('over seeds: inside the table, clear of every other piece; the book part unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('clear', 'urban', undefined),
        (seed, overall) => {
          const params = overall ? { overall: overall as 'clear' | 'urban' } : {};
          const book = generateTerrainFromSeed(seed, params);
          const more = generateTerrainFromSeed(seed, { ...params, extras: true });
          const added = more.pieces.filter((p) => ['scrub', 'rubble', 'fence'].includes(p.type));
          for (const p of added) {
            for (const [x, y] of outline(p)) expect(x >= 0 && x <= 36 && y >= 0 && y <= 36).toBe(true);
            const box = grow(boundsOf(outline(p)), EXTRA_GAP - 1e-9);
            for (const q of more.pieces)
              if (q !== p) expect(rectsOverlap(box, boundsOf(outline(q))), `${p.id} touches ${q.id}`).toBe(false);
          }
          // The book's pieces are the same, a wide river's parts retyped 'river'.
          const same = more.pieces.filter((p) => !added.includes(p));
          expect(same.map((p) => p.id)).toEqual(book.pieces.map((p) => p.id));
          same.forEach((p, i) => {
            const b = book.pieces[i]!;
            if (p.type === 'river') expect(b).toMatchObject({ type: 'water', polygon: p.polygon });
            else expect(p).toEqual(b);
          });
          expect(book.pieces.some((p) => NEW.includes(p.type))).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('across seeds each new kind turns up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 60 && seen.size < 4; i++)
      for (const p of generateTerrainFromSeed(`extras-${i}`, { overall: i % 2 ? 'clear' : 'urban', extras: true })
        .pieces)
        if (NEW.includes(p.type)) seen.add(p.type === 'fence' ? `fence` : p.type);
    expect([...seen].sort()).toEqual(['fence', 'river', 'rubble', 'scrub']);
  });
});
