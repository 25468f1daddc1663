// Clusters of figures, in no game's words: figures of one side chained by links no longer than the distance
// given, each link with sight at least one way. (Chain Reaction's groups and leaders build on this:
// tests/rulesets/chain-reaction/rules/groups.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clusterFigures, type CanSee } from '../../src/geometry/groups';
import type { GeoFigure, Vec } from '../../src/geometry/shapes';

const fig = (id: string, at: Vec, side = 'blue'): GeoFigure => ({
  id,
  side,
  at,
  facing: 0,
  stance: 'standing',
  blocksSight: true,
  targetable: true,
});
const always: CanSee = () => true;
const ids = (r: ReturnType<typeof clusterFigures>) => r.clusters.map((c) => c.members.map((m) => m.id));

describe('clusters', () => {
  it('links chain up to the distance given, and never across sides', () => {
    const figures = [fig('a', [0, 0]), fig('b', [3, 0]), fig('c', [6, 0]), fig('d', [12, 0]), fig('e', [4, 1], 'red')];
    expect(ids(clusterFigures(figures, always, 4))).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
    expect(ids(clusterFigures(figures, always, 6))).toEqual([['a', 'b', 'c', 'd'], ['e']]);
  });

  it('a link needs sight one way at least, and says which', () => {
    const figures = [fig('a', [0, 0]), fig('b', [2, 0])];
    const oneWay: CanSee = (x, y) => x.id === 'a' && y.id === 'b';
    expect(clusterFigures(figures, oneWay, 4).links).toEqual([{ a: 'a', b: 'b', distance: 2, sight: 'aSeesB' }]);
    expect(ids(clusterFigures(figures, () => false, 4))).toEqual([['a'], ['b']]);
  });

  it('every figure is in exactly one cluster, and every link joins two figures close enough of one cluster', () => {
    const pt = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.boolean());
    fc.assert(
      fc.property(fc.array(pt, { maxLength: 25 }), fc.integer({ min: 1, max: 8 }), (pts, reach) => {
        const figures = pts.map(([x, y, red], i) => fig(`f${i}`, [x, y], red ? 'red' : 'blue'));
        const r = clusterFigures(figures, always, reach);
        expect(r.clusters.flatMap((c) => c.members.map((m) => m.id)).sort()).toEqual(figures.map((f) => f.id).sort());
        for (const c of r.clusters) {
          expect(new Set(c.members.map((m) => m.side)).size).toBe(1);
          for (const l of c.links) {
            expect(l.distance).toBeLessThanOrEqual(reach + 1e-6);
            expect(c.members.map((m) => m.id)).toEqual(expect.arrayContaining([l.a, l.b]));
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('geometry speaks no game', () => {
  it('no file of src/geometry reads a Rep, a Star or a status', () => {
    const dir = 'src/geometry';
    const hits = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        fs
          .readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l) && /\.(rep|star|status)\b|\b(rep|star|status)\??:/.test(l))
          .map((l) => `${f}: ${l.trim()}`),
      );
    expect(hits).toEqual([]);
  });
});
