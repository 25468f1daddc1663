// Impassable ground's access roll (book p.26): 1-2, a road runs through it and figures cross on the road at a
// quarter of their speed; 3-6, only mountain troops could cross, and there are none in this game.
import { describe, expect, it } from 'vitest';
import { moveAlongPath } from '../../src/geometry/movement';
import { scripted, sectionDice } from './helpers';

/** Section 5 impassable (a 1 on the mountain column), the rest clear; its shape dice, then its access die. */
const table = (access: number) =>
  scripted({ overall: 'mountain' }, [...sectionDice(2, { 5: 1 }), [3, 4, 3, 4, 3, 4, 3, 4], [access]]);

describe('impassable ground access (1d6)', () => {
  it('on a 1 or 2 a road runs through it: a figure walks in along the road at quarter speed', () => {
    for (const die of [1, 2]) {
      const t = table(die);
      expect(t.roads.map((r) => r.reason)).toEqual(['pass']);
      expect((t.rolls ?? []).some((r) => r.note === 'impassable access in section 5' && r.dice[0] === die)).toBe(true);
      const mv = moveAlongPath(
        [
          [18, 6],
          [18, 30],
        ],
        { allowance: 8, terrain: t.pieces },
      );
      // Where the ground starts: the same walk on the table without the road stops there.
      const edge = moveAlongPath(
        [
          [18, 6],
          [18, 30],
        ],
        { allowance: 8, terrain: t.pieces.filter((p) => p.type !== 'road') },
      ).at[1];
      expect(mv.stopped).toBe('allowance');
      // It gets in, but what is left of the 8" buys only a quarter as many inches there (the edge is found to
      // within a step, so the bound allows half an inch).
      const left = 8 - (edge - 6);
      expect(mv.at[1]).toBeGreaterThan(edge);
      expect(mv.at[1] - edge).toBeLessThan(left / 4 + 0.5);
      expect(left).toBeGreaterThan(left / 4 + 0.5);
    }
  });

  it('on a 3 to 6 there is no road and the ground stops every figure', () => {
    for (const die of [3, 6]) {
      const t = table(die);
      expect(t.roads).toEqual([]);
      const mv = moveAlongPath(
        [
          [18, 6],
          [18, 30],
        ],
        { allowance: 8, terrain: t.pieces },
      );
      expect(mv.stopped).toBe('impassable');
    }
  });
});
