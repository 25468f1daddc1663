// walkPath (engine/walkMemo.ts) remembers the movement rules' walks per table, keyed by every input of the
// walk. A remembered answer must be exactly the walk of the path asked about: here on seeded tables, paths
// that differ only in one coordinate (a quarter inch, or its last bit), or in the sign of a zero, or in the
// options, asked in turn and again (so most answers come from the memory), each compared with a fresh
// moveAlongPath.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { walkPath } from '../../../../src/rulesets/chain-reaction/engine/walkMemo';
import { moveAlongPath, type MoveOptions } from '../../../../src/geometry/movement';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import type { Vec } from '../../../../src/geometry/shapes';

/** The next number up from x (x > 0): the same in every decimal place String() would round to here. */
function nextUp(x: number): number {
  const f = new Float64Array([x]);
  const b = new BigInt64Array(f.buffer);
  b[0]! += 1n;
  return f[0]!;
}

describe('walkPath gives the walk of exactly the path and options asked', () => {
  it('near-twin paths, signed zeros and option variants on seeded tables, asked twice over', () => {
    let differX = 0;
    let differY = 0;
    let asked = 0;
    for (const overall of ['urban', 'wooded'] as const) {
      const terrain = randomSkirmish(`walk-memo-${overall}`, { overall }).terrain;
      // A seeded stream of the test's own (the game's dice are not involved).
      const r = seedrandom.alea(`walk-memo-points-${overall}`);
      const cases: { path: Vec[]; opts: MoveOptions }[] = [];
      for (let i = 0; i < 40; i++) {
        const n = 2 + (i % 4);
        const path: Vec[] = [];
        for (let k = 0; k < n; k++) path.push([2 + r() * 32, 2 + r() * 32]);
        // Its twins: the second point a quarter inch off in x alone, or in y alone; the first point moved by
        // the smallest step a number can make (a walk rounds to thousandths, so that one walks the same).
        const twinX: Vec[] = path.map((p, k) => (k === 1 ? [p[0] + 0.25, p[1]] : p));
        const twinY: Vec[] = path.map((p, k) => (k === 1 ? [p[0], p[1] + 0.25] : p));
        const twinBit: Vec[] = path.map((p, k) => (k === 0 ? [nextUp(p[0]), p[1]] : p));
        const allowance = i % 3 === 0 ? 8 : 4;
        const base: MoveOptions = { allowance, terrain };
        const variants: MoveOptions[] = [
          base,
          { ...base, standUp: true },
          { ...base, standUp: false },
          { ...base, extraCosts: [] },
          { ...base, extraCosts: [{ inches: 2, reason: 'readies a grenade' }] },
          { ...base, allowance: nextUp(allowance) },
        ];
        for (const opts of variants) for (const p of [path, twinX, twinY, twinBit]) cases.push({ path: p, opts });
        const plain = JSON.stringify(moveAlongPath(path, base));
        if (plain !== JSON.stringify(moveAlongPath(twinX, base))) differX++;
        if (plain !== JSON.stringify(moveAlongPath(twinY, base))) differY++;
      }
      // A path from a point on the zero line, written with +0 and with -0.
      const zero: Vec[] = [
        [0, 10],
        [6, 12],
      ];
      const negZero: Vec[] = [
        [-0, 10],
        [6, 12],
      ];
      cases.push({ path: zero, opts: { allowance: 8, terrain } }, { path: negZero, opts: { allowance: 8, terrain } });
      for (let round = 0; round < 2; round++)
        for (const { path, opts } of cases) {
          expect(walkPath(path, opts)).toEqual(moveAlongPath(path, opts));
          asked++;
        }
      expect(Object.is(walkPath(negZero, { allowance: 8, terrain }).path[0]![0], -0)).toBe(true);
    }
    // The twins do walk differently, so a key that mixed them up would be caught above.
    expect(differX).toBeGreaterThan(30);
    expect(differY).toBeGreaterThan(30);
    expect(asked).toBeGreaterThan(1900);
  });
});
