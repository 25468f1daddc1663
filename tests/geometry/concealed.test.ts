// The word-free cover answers the engine asks in its hot paths must say exactly what coverFrom says:
// isConcealed (the In Sight test's "every enemy seen is concealed") and hasCover (a charge's and a
// grenade's "target in cover"). Checked on seeded tables of every kind, at random points and at the
// corners, side middles and openings of buildings and woods, from random sources, moving and not.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { coverFrom, hasCover, isConcealed } from '../../src/geometry/cover';
import { makeWorld } from '../../src/geometry/world';
import { randomSkirmish } from '../../src/rulesets/chain-reaction/sim/skirmish';
import type { Vec } from '../../src/geometry/shapes';

describe('word-free cover answers', () => {
  it('isConcealed and hasCover agree with coverFrom everywhere, moving or not', () => {
    let concealedSeen = 0;
    let coverSeen = 0;
    let asked = 0;
    for (const overall of ['clear', 'urban', 'wooded', 'mountain'] as const) {
      for (let k = 0; k < 2; k++) {
        const pieces = randomSkirmish(`concealed-${overall}-${k}`, { overall }).terrain;
        const w = makeWorld(pieces);
        const r = seedrandom.alea(`concealed-points-${overall}-${k}`);
        const rnd = (): Vec => [Math.round(r() * 3600) / 100, Math.round(r() * 3600) / 100];
        const points: Vec[] = [];
        for (const t of pieces) {
          if (t.type !== 'building' && t.type !== 'woods' && t.type !== 'rocky') continue;
          const poly = t.polygon;
          for (let i = 0; i < poly.length; i++) {
            const a = poly[i]!,
              b = poly[(i + 1) % poly.length]!;
            points.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
          }
          if (t.type === 'building') for (const o of t.openings) points.push(o.at);
        }
        for (let i = 0; i < 600; i++) points.push(rnd());
        for (const [i, at] of points.entries()) {
          const from = rnd();
          for (const moved of [false, true]) {
            const fig = { id: 'x', at, moved };
            const full = coverFrom(w, fig, from);
            expect(isConcealed(w, fig), `${overall} ${k} at ${at} moved ${moved}`).toBe(full.concealed);
            expect(hasCover(w, fig, from), `${overall} ${k} at ${at} from ${from} moved ${moved}`).toBe(full.cover);
            asked++;
            if (full.concealed) concealedSeen++;
            if (full.cover) coverSeen++;
          }
          // Named in a building: the building decides, whatever the point.
          const named = pieces.find((t) => t.type === 'building');
          if (named && i % 50 === 0) {
            const fig = { id: 'y', at, inBuilding: { building: named.id, atOpening: i % 100 === 0 } };
            expect(isConcealed(w, fig)).toBe(coverFrom(w, fig, from).concealed);
            expect(hasCover(w, fig, from)).toBe(coverFrom(w, fig, from).cover);
          }
        }
      }
    }
    expect(asked).toBeGreaterThan(8000);
    expect(concealedSeen).toBeGreaterThan(500);
    expect(coverSeen).toBeGreaterThan(300);
  });
});
