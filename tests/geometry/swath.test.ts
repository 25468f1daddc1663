// Swath (arc of fire): pictures that pin down which hand is "left" with y pointing down the table,
// the order of targets, and properties (every target is inside the wedge, every eligible one is found).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeSwath, type SwathInput, type SwathSide } from '../../src/geometry/swath';
import type { GeoFigure, Vec } from '../../src/geometry/shapes';
import { cross, dist, dot, pointInPolygon, sub } from '../../src/geometry/vec';

/**
 * 1" cells. 'S' is the shooter (side blue), 'T' its first target; other letters are red figures,
 * '*' a blue friend. The shooter faces the first target.
 */
function picture(rows: string[]): { shooter: GeoFigure; figures: GeoFigure[] } {
  const figures: GeoFigure[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === '.' || ch === ' ') return;
      const id = ch === '*' ? `friend${x}` : ch;
      figures.push({
        id,
        side: ch === 'S' || ch === '*' ? 'blue' : 'red',
        at: [x + 0.5, y + 0.5],
        facing: 0,
        stance: 'standing',
        blocksSight: true,
        targetable: true,
      });
    }),
  );
  const shooter = figures.find((f) => f.id === 'S')!;
  return { shooter, figures };
}

function swath(rows: string[], side: SwathSide, width: number, more: Partial<SwathInput> = {}) {
  const { shooter, figures } = picture(rows);
  return computeSwath({ shooter, first: 'T', side, width, range: 24, figures, canSee: () => true, ...more });
}

const targets = (r: ReturnType<typeof computeSwath>) => (r.ok ? r.targets.map((t) => t.id) : r.reason);

describe('swath handedness, drawn', () => {
  // The shooter looks up the table (toward y = 0). Its left hand is the screen's left.
  const lookingUp = [
    'c.a.T.b.d',
    '.........',
    '.........',
    '...e.....',
    '.........',
    '.........',
    '.........',
    '.........',
    '....S....',
  ];

  it('looking up the table, left is screen-left', () => {
    expect(targets(swath(lookingUp, 'left', 3))).toEqual(['T', 'e', 'a']);
    expect(targets(swath(lookingUp, 'right', 3))).toEqual(['T', 'b']);
  });

  it('a 4" swath reaches the figures 4" beside the first target', () => {
    expect(targets(swath(lookingUp, 'left', 4))).toEqual(['T', 'e', 'a', 'c']);
    expect(targets(swath(lookingUp, 'right', 4))).toEqual(['T', 'b', 'd']);
  });

  it('looking right along the table, left is up the screen (smaller y)', () => {
    const lookingRight = ['.......u.', '.........', 'S......T.', '.........', '.......w.'];
    expect(targets(swath(lookingRight, 'left', 2))).toEqual(['T', 'u']);
    expect(targets(swath(lookingRight, 'right', 2))).toEqual(['T', 'w']);
  });

  it('looking down the table toward the player, left is screen-right', () => {
    const lookingDown = ['....S....', '.........', '.........', '.........', '..r.T.l..'];
    expect(targets(swath(lookingDown, 'left', 2))).toEqual(['T', 'l']);
    expect(targets(swath(lookingDown, 'right', 2))).toEqual(['T', 'r']);
  });

  it('the far edge point sits `width` inches to the chosen side, square to the line of fire; the drawn wedge covers it', () => {
    const r = swath(lookingUp, 'left', 3);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.edgePoint).toEqual([1.5, 0.5]);
    expect(r.wedge[0]).toEqual([4.5, 8.5]);
    // Between T and the edge point, a little nearer the shooter: inside. c (4" across) and b (right): outside.
    expect(pointInPolygon([3, 1], r.wedge)).toBe(true);
    expect(pointInPolygon([0.5, 0.5], r.wedge)).toBe(false);
    expect(pointInPolygon([6.5, 0.5], r.wedge)).toBe(false);
  });
});

describe('swath eligibility and order', () => {
  it('order: first target, then inches across the swath, then nearer the shooter', () => {
    const rows = ['..h.T....', '.........', '..g......', '.........', '....S....'];
    // g sits 2" left of the line at half the distance, i.e. 4" across at the first target's distance.
    const r = swath(rows, 'left', 4);
    expect(targets(r)).toEqual(['T', 'h', 'g']);
    expect(r.ok && r.targets.map((t) => [t.id, t.order, t.across])).toEqual([
      ['T', 1, 0],
      ['h', 2, 2],
      ['g', 3, 4],
    ]);
  });

  it('a column seen along the first ray: nearer first after the first target', () => {
    const rows = ['....T', '...k.', '..j..', '.....', 'S....'];
    // j and k lie on the line to T: 0" across, ordered by distance.
    expect(targets(swath(rows, 'left', 1))).toEqual(['T', 'j', 'k']);
  });

  it('friends, the fallen, out of range and out of sight are left out, with reasons', () => {
    const rows = ['z...........', '.....T.m.*n.', '............', '.....S......'];
    const { shooter, figures } = picture(rows);
    const fallen = figures.map((f) => (f.id === 'm' ? { ...f, targetable: false } : f));
    const r = computeSwath({
      shooter,
      first: 'T',
      side: 'right',
      width: 6,
      range: 6,
      figures: fallen,
      canSee: (_s, t) => t.id !== 'n',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.targets.map((t) => t.id)).toEqual(['T']);
    expect(Object.fromEntries(r.excluded.map((e) => [e.id, e.why]))).toEqual({
      z: 'outside',
      m: 'notTarget',
      friend9: 'notTarget',
      n: 'sight',
    });
    const far = computeSwath({ shooter, first: 'T', side: 'right', width: 6, range: 4.5, figures, canSee: () => true });
    expect(far.ok && Object.fromEntries(far.excluded.map((e) => [e.id, e.why]))).toMatchObject({ n: 'range' });
  });

  it('a first target out of range, out of sight or friendly gives no swath', () => {
    const rows = ['T.*', '...', 'S..'];
    expect(swath(rows, 'left', 3, { range: 1 }).ok).toBe(false);
    expect(swath(rows, 'left', 3, { canSee: () => false }).ok).toBe(false);
    const { shooter, figures } = picture(rows);
    const r = computeSwath({
      shooter,
      first: 'friend2',
      side: 'left',
      width: 3,
      range: 24,
      figures,
      canSee: () => true,
    });
    expect(r).toEqual({ ok: false, reason: 'friend2 may not be fired at' });
  });
});

describe('swath properties', () => {
  const coord = fc.double({ min: 0, max: 36, noNaN: true });
  const input = fc
    .record({
      shooter: fc.tuple(coord, coord),
      first: fc.tuple(coord, coord),
      others: fc.array(fc.tuple(coord, coord, fc.boolean()), { maxLength: 25 }),
      side: fc.constantFrom<SwathSide>('left', 'right'),
      width: fc.integer({ min: 1, max: 6 }),
      range: fc.integer({ min: 6, max: 48 }),
    })
    .filter((r) => dist(r.shooter, r.first) > 0.5 && dist(r.shooter, r.first) <= r.range);

  /** Independent inside test: between the two rays by cross products, and ahead of the shooter. */
  function insideWedge(s: Vec, first: Vec, side: SwathSide, width: number, p: Vec): number {
    const u1 = sub(first, s);
    const l = Math.hypot(u1[0], u1[1]);
    const d: Vec = [u1[0] / l, u1[1] / l];
    const n: Vec = side === 'left' ? [d[1], -d[0]] : [-d[1], d[0]];
    const u2 = sub([first[0] + n[0] * width, first[1] + n[1] * width], s);
    const v = sub(p, s);
    const sign = Math.sign(cross(u1, u2));
    // Smallest normalised margin: > 0 clearly inside, < 0 clearly outside.
    const lv = Math.hypot(v[0], v[1]);
    if (lv === 0) return -1;
    return Math.min(
      (sign * cross(u1, v)) / (l * lv),
      (sign * cross(v, u2)) / (Math.hypot(u2[0], u2[1]) * lv),
      dot(v, u1) / (l * lv),
    );
  }

  it('every target is inside the wedge, in range and in sight; every clearly inside eligible figure is a target', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const shooter: GeoFigure = {
          id: 's',
          side: 'blue',
          at: inp.shooter,
          facing: 0,
          stance: 'standing',
          blocksSight: true,
          targetable: true,
        };
        const first: GeoFigure = {
          id: 'first',
          side: 'red',
          at: inp.first,
          facing: 0,
          stance: 'standing',
          blocksSight: true,
          targetable: true,
        };
        const others = inp.others.map(([x, y, seen], i): GeoFigure & { seen: boolean } => ({
          id: `o${i}`,
          side: 'red',
          at: [x, y],
          facing: 0,
          stance: 'standing',
          blocksSight: true,
          targetable: true,
          seen,
        }));
        const canSee = (_s: GeoFigure, t: GeoFigure) => (t as { seen?: boolean }).seen !== false;
        const r = computeSwath({
          shooter,
          first: 'first',
          side: inp.side,
          width: inp.width,
          range: inp.range,
          figures: [shooter, first, ...others],
          canSee,
        });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.targets[0]!.id).toBe('first');
        const tIds = new Set(r.targets.map((t) => t.id));
        for (const o of others) {
          const margin = insideWedge(inp.shooter, inp.first, inp.side, inp.width, o.at);
          // A figure on the shooter's own spot has no direction; bases can't overlap anyway.
          if (dist(o.at, inp.shooter) < 0.01) continue;
          // Exactly at the range limit the code's tolerance decides; either answer is right there.
          if (Math.abs(dist(o.at, inp.shooter) - inp.range) < 1e-6) continue;
          const eligible = o.seen && dist(o.at, inp.shooter) <= inp.range;
          if (tIds.has(o.id)) {
            expect(margin).toBeGreaterThan(-1e-6);
            expect(eligible).toBe(true);
          } else if (margin > 1e-6 && eligible) {
            throw new Error(`${o.id} is inside and eligible but missing`);
          }
        }
        const across = r.targets.slice(1).map((t) => t.across);
        expect(across).toEqual([...across].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
