// pathCostOver skips the walk for a straight way into or out of a building with no door or window near it
// (geometry/movement.ts shutOut), or with an opening too dear for the move: the cover searches' commonest
// failed walks. The skip must never change an
// answer: wherever it says "shut", the walk itself must stop short. Checked on seeded urban tables with ways
// of every length up to a move, ways along the axes (the searches' quarter points), and ways from and to
// points on building walls, corners and openings, where rounding could tell the two apart.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { moveAlongPath, pathCostOver, shutOutOver } from '../../../../src/geometry/movement';
import { randomSkirmish } from '../../../../src/rulesets/chain-reaction/sim/skirmish';
import type { Vec } from '../../../../src/geometry/shapes';

describe('a way judged shut is one the walk cannot finish', () => {
  it('seeded urban tables: every shut way stops short, and the cost is Infinity as the walk says', () => {
    let shut = 0;
    let asked = 0;
    for (let k = 0; k < 6; k++) {
      const terrain = randomSkirmish(`shut-out-${k}`, { overall: 'urban' }).terrain;
      const r = seedrandom.alea(`shut-out-points-${k}`);
      const special: Vec[] = [];
      for (const t of terrain) {
        if (t.type !== 'building') continue;
        for (const p of t.polygon) special.push(p);
        for (const o of t.openings) special.push(o.at);
        for (let i = 0; i < t.polygon.length; i++) {
          const a = t.polygon[i]!,
            b = t.polygon[(i + 1) % t.polygon.length]!;
          special.push([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
        }
      }
      const cost: Record<string, (path: readonly Vec[]) => number> = {
        6: pathCostOver(terrain, 6),
        12: pathCostOver(terrain, 12),
        Infinity: pathCostOver(terrain, Infinity),
      };
      const from = (): Vec =>
        r() < 0.3 && special.length
          ? special[Math.floor(r() * special.length)]!
          : [Math.round(r() * 3600) / 100, Math.round(r() * 3600) / 100];
      for (let i = 0; i < 1500; i++) {
        const a = from();
        const d = r() * 6;
        const axis = r() < 0.3;
        const ang = axis ? (Math.floor(r() * 4) * Math.PI) / 2 : r() * 2 * Math.PI;
        const b: Vec =
          r() < 0.15 && special.length
            ? special[Math.floor(r() * special.length)]!
            : [a[0] + Math.round(Math.cos(ang) * d * 1000) / 1000, a[1] + Math.round(Math.sin(ang) * d * 1000) / 1000];
        asked++;
        for (const reach of [6, 12, Infinity]) {
          if (!shutOutOver(terrain, a, b, reach)) continue;
          if (reach === 6) shut++;
          else if (!shutOutOver(terrain, a, b, 6)) throw new Error(`shut for ${reach}" but not for 6": ${a} -> ${b}`);
          expect(moveAlongPath([a, b], { allowance: reach, terrain }).complete, `${a} -> ${b}, ${reach}"`).toBe(false);
          expect(cost[String(reach)]!([a, b])).toBe(Infinity);
        }
      }
    }
    // The skip must come up often enough for the check to mean something.
    expect(asked).toBe(9000);
    expect(shut).toBeGreaterThan(300);
  });
});
