// LineMemo (the sight memory's table) must answer as a plain Map of the four numbers does, through growth,
// overwrites and starting again, with -0 and 0 the same key.
import { describe, expect, it } from 'vitest';
import { LineMemo } from '../../src/geometry/lineMemo';

describe('LineMemo', () => {
  it('keeps what a Map keeps, until it starts again past its bound', () => {
    let a = 12345;
    const rnd = () => (a = (a * 16807) % 2147483647) / 2147483647;
    const memo = new LineMemo(3000, 8);
    let ref = new Map<string, number>();
    // Few distinct coordinates, so keys collide often in part (same ends, other ends).
    const coord = () => Math.floor(rnd() * 40) / 4;
    for (let n = 0; n < 20_000; n++) {
      const k = [coord(), coord(), coord(), coord()] as const;
      const key = k.join(',');
      if (rnd() < 0.5) {
        if (ref.size >= 3000) ref = new Map();
        const v = Math.floor(rnd() * 128);
        memo.set(k[0], k[1], k[2], k[3], v);
        ref.set(key, v);
      }
      expect(memo.get(k[0], k[1], k[2], k[3])).toBe(ref.get(key) ?? -1);
    }
    memo.set(-0, 1, 2, 3, 7);
    expect(memo.get(0, 1, 2, 3)).toBe(7);
    expect(memo.get(NaN, 1, 2, 3)).toBe(-1);
  });
});
