// Blast circles (no game's words): membership is exactly "centre within 2.5"", prone and sturdy-enough cover escape.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLAST_RADIUS, computeBlast, inBlast } from '../../src/geometry/blast';
import type { GeoFigure, Vec } from '../../src/geometry/shapes';

const fig = (id: string, at: Vec, more: Partial<GeoFigure> = {}): GeoFigure => ({
  id,
  side: id.startsWith('r') ? 'red' : 'blue',
  at,
  facing: 0,
  stance: 'standing',
  blocksSight: true,
  targetable: true,
  ...more,
});
const noCover = () => 0;

describe('blast circle', () => {
  it('is 5" across: 2.5" from the centre is in, a hair more is out', () => {
    const c: Vec = [10, 10];
    const figures = [
      fig('a', [12.5, 10]),
      fig('b', [11.5, 12]),
      fig('c', [10, 7.5]),
      fig('d', [12.500001, 10]),
      fig('e', [11.5, 12.000001]),
      fig('f', [10, 10]),
    ];
    const r = computeBlast({ centre: c, impact: 2, figures, coverDvBetween: noCover });
    expect(r.inside).toEqual(['a', 'b', 'c', 'f']);
    expect(r.harmed).toEqual(['a', 'b', 'c', 'f']);
    expect(r.circle).toEqual({ centre: [10, 10], radius: 2.5 });
    expect(r.members.find((m) => m.id === 'b')!.distance).toBe(2.5);
  });

  it('prone escapes; cover of DV ≥ Impact escapes; weaker cover does not', () => {
    const figures = [
      fig('prone', [9, 10], { stance: 'prone' }),
      fig('wall', [11, 10]),
      fig('frame', [10, 11]),
      fig('open', [10, 9]),
      fig('proneBehindWall', [12, 10], { stance: 'prone' }),
    ];
    const dv: Record<string, number> = { wall: 3, frame: 1, proneBehindWall: 3 };
    const asked: string[] = [];
    const r = computeBlast({
      centre: [10, 10],
      impact: 3,
      figures,
      coverDvBetween: (_p, centre, f) => {
        asked.push(f.id);
        expect(centre).toEqual([10, 10]);
        return dv[f.id] ?? 0;
      },
    });
    expect(r.escapes).toEqual({ prone: 'prone', wall: 'cover', proneBehindWall: 'prone' });
    expect(r.harmed).toEqual(['frame', 'open']);
    expect(asked).toEqual(['wall', 'frame', 'open']);
    expect(r.members.find((m) => m.id === 'frame')!.reason).toContain('DV 1 cover is below Impact 3');
  });

  it('Impact 0 does not make open ground count as cover', () => {
    const r = computeBlast({ centre: [0, 0], impact: 0, figures: [fig('a', [1, 0])], coverDvBetween: noCover });
    expect(r.escapes).toEqual({});
  });
});

describe('blast properties', () => {
  it('inside exactly when the centre-to-centre distance is ≤ 2.5"', () => {
    const pt = fc.tuple(fc.double({ min: -5, max: 41, noNaN: true }), fc.double({ min: -5, max: 41, noNaN: true }));
    fc.assert(
      fc.property(pt, fc.array(pt, { maxLength: 30 }), (centre, pts) => {
        const figures = pts.map((p, i) => fig(`f${i}`, p));
        const r = computeBlast({ centre, impact: 2, figures, coverDvBetween: noCover });
        const want = figures
          .filter((f) => Math.sqrt((f.at[0] - centre[0]) ** 2 + (f.at[1] - centre[1]) ** 2) <= 2.5)
          .map((f) => f.id);
        expect(r.inside).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('by polar placement: r ≤ 2.5 in, r > 2.5 out (away from rounding at the rim)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (r, a) => {
          fc.pre(Math.abs(r - BLAST_RADIUS) > 1e-9);
          const p: Vec = [18 + r * Math.cos(a), 18 + r * Math.sin(a)];
          expect(inBlast([18, 18], p)).toBe(r < BLAST_RADIUS);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every member is inside, escapes only for prone or enough cover, harmed = inside minus escapes', () => {
    const member = fc.record({
      x: fc.double({ min: 7, max: 13, noNaN: true }),
      y: fc.double({ min: 7, max: 13, noNaN: true }),
      prone: fc.boolean(),
      dv: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(member, { maxLength: 20 }), fc.integer({ min: 1, max: 4 }), (ms, impact) => {
        const figures = ms.map((m, i) => fig(`f${i}`, [m.x, m.y], { stance: m.prone ? 'prone' : 'standing' }));
        const r = computeBlast({
          centre: [10, 10],
          impact,
          figures,
          coverDvBetween: (_p, _c, f) => ms[Number(f.id.slice(1))]!.dv,
        });
        for (const id of r.inside) {
          const m = ms[Number(id.slice(1))]!;
          const want = m.prone ? 'prone' : m.dv >= impact ? 'cover' : undefined;
          expect(r.escapes[id]).toBe(want);
        }
        expect(r.harmed).toEqual(r.inside.filter((id) => !r.escapes[id]));
      }),
      { numRuns: 200 },
    );
  });
});
