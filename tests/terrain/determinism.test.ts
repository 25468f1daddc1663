// A seed (or the engine's dice box) fixes the table exactly; the result is plain JSON.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DiceBox, seededDice } from '../../src/core/dice/source';
import { generateTerrain, generateTerrainFromSeed } from '../../src/terrain/generate';

describe('same seed, same table', () => {
  it('identical JSON for the same seed and parameters; a different seed gives a different table', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (seed) => {
        const a = JSON.stringify(generateTerrainFromSeed(seed, { encounter: 'raid' }));
        const b = JSON.stringify(generateTerrainFromSeed(seed, { encounter: 'raid' }));
        expect(a).toBe(b);
        expect(JSON.stringify(generateTerrainFromSeed(`${seed}!`, { encounter: 'raid' }))).not.toBe(a);
      }),
      { numRuns: 40 },
    );
  });

  it('the engine can pass its own dice box: same table as from the seed, and only terrain and buildings dice', () => {
    const box = new DiceBox(seededDice('engine'));
    const t = generateTerrain(box.roll, { overall: 'urban' });
    const { seed, ...fromSeed } = generateTerrainFromSeed('engine', { overall: 'urban' });
    expect(seed).toBe('engine');
    expect(t).toEqual(fromSeed);
    const purposes = new Set(box.rolls.map((r) => r.purpose));
    expect([...purposes].sort()).toEqual(['buildings', 'terrain']);
    // The kept log holds the book's rolls, in order: the nine sections come first (overall type was given).
    expect(t.rolls?.slice(0, 9).map((r) => r.note)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => `terrain in section ${s}`),
    );
    expect(t.rolls?.slice(0, 9).map((r) => r.dice[0])).toEqual(t.sections.map((s) => s.roll));
    // Shape dice are rolled (recorded by the box) but not kept in the table's own log.
    expect(box.rolls.some((r) => r.note?.startsWith('shape'))).toBe(true);
    expect(t.rolls?.some((r) => r.note.startsWith('shape'))).toBe(false);
  });

  it('the whole table survives a JSON round trip unchanged (plain data)', () => {
    const t = generateTerrainFromSeed('json', { encounter: 'defend' });
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });
});
