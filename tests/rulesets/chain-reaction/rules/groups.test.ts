// Chain Reaction's group cohesion and leaders: pictures of small tables, scripted leader choices and properties
// (groups partition the eligible figures; every member is chained by ≤ 4" links with sight).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computeGroups,
  GROUP_LINK,
  belongsToGroups,
  type CanSee,
  type GroupFigure,
} from '../../../../src/rulesets/chain-reaction/rules/groups';
import { type Vec } from '../../../../src/geometry/shapes';
import { STATUSES, type Status } from '../../../../src/rulesets/chain-reaction/status';
import { dist, dirFromDeg, dot, segmentCrossT, sub } from '../../../../src/geometry/vec';

/**
 * A picture is a grid of 1" cells. Letters are figures at cell centres: upper case side "blue",
 * lower case side "red". '#' is a solid cell that blocks sight. Anything else is open ground.
 */
function picture(
  rows: string[],
  extra: Record<string, Partial<GroupFigure>> = {},
): { figures: GroupFigure[]; canSee: CanSee } {
  const figures: GroupFigure[] = [];
  const blocks: Vec[] = [];
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch === '#') blocks.push([x, y]);
      else if (/[a-zA-Z]/.test(ch)) {
        figures.push({
          id: ch,
          side: ch === ch.toUpperCase() ? 'blue' : 'red',
          at: [x + 0.5, y + 0.5],
          facing: 270,
          stance: 'standing',
          blocksSight: true,
          targetable: true,
          status: 'carryOn',
          rep: 4,
          ...extra[ch],
        });
      }
    });
  });
  // Roster order is alphabetical so tests read the same whatever the letters' places.
  figures.sort((a, b) => (a.id < b.id ? -1 : 1));
  const canSee: CanSee = (a, b) => !blocks.some(([x, y]) => segmentHitsCell(a.at, b.at, x, y));
  return { figures, canSee };
}

function segmentHitsCell(a: Vec, b: Vec, x: number, y: number): boolean {
  const corners: Vec[] = [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
  ];
  const inside = (p: Vec) => p[0] > x && p[0] < x + 1 && p[1] > y && p[1] < y + 1;
  if (inside(a) || inside(b)) return true;
  return corners.some((c, i) => segmentCrossT(a, b, c, corners[(i + 1) % 4]!) !== null);
}

const ids = (r: ReturnType<typeof computeGroups>) => r.groups.map((g) => g.members);

describe('groups from pictures', () => {
  it('a line of figures 3" apart is one group; 5" apart it is two', () => {
    const { figures, canSee } = picture(['A..B..C....D']);
    expect(ids(computeGroups(figures, canSee))).toEqual([['A', 'B', 'C'], ['D']]);
  });

  it('a solid block between two close figures splits them, a friend who sees round it rejoins them', () => {
    const split = picture(['......', 'A.#.B.', '......']);
    expect(ids(computeGroups(split.figures, split.canSee))).toEqual([['A'], ['B']]);
    const joined = picture(['..C...', 'A.#.B.', '......']);
    const r = computeGroups(joined.figures, joined.canSee);
    expect(ids(r)).toEqual([['A', 'B', 'C']]);
    expect(r.groups[0]!.links.map((l) => `${l.a}-${l.b}`).sort()).toEqual(['A-C', 'B-C']);
  });

  it('a figure out of the fight breaks the chain and belongs to no group; a ducking-back one still links', () => {
    const rows = ['A...X...B'];
    const out = picture(rows, { X: { status: 'outOfTheFight' } });
    const r = computeGroups(out.figures, out.canSee);
    expect(ids(r)).toEqual([['A'], ['B']]);
    expect(r.ungrouped).toEqual([
      { id: 'X', status: 'outOfTheFight', reason: expect.stringContaining('out of the fight') },
    ]);
    for (const status of ['duckBack', 'hunkerDown'] as const) {
      const still = picture(rows, { X: { status } });
      expect(ids(computeGroups(still.figures, still.canSee))).toEqual([['A', 'B', 'X']]);
    }
  });

  it('sides never mix even when close', () => {
    const { figures, canSee } = picture(['A.b.C.d']);
    expect(ids(computeGroups(figures, canSee))).toEqual([
      ['A', 'C'],
      ['b', 'd'],
    ]);
    expect(ids(computeGroups(figures, canSee, { side: 'red' }))).toEqual([['b', 'd']]);
  });

  it('the book picture: a wounded middle man leaves two groups that activate apart', () => {
    const { figures, canSee } = picture(['A..B', '....', '..E.', '....', '.C..D'], { E: { status: 'obviouslyDead' } });
    // B-C is 4.47" and A-C 4.12": too far without E in between.
    expect(ids(computeGroups(figures, canSee))).toEqual([
      ['A', 'B'],
      ['C', 'D'],
    ]);
  });
});

describe('links', () => {
  const at = (id: string, x: number, y: number, more: Partial<GroupFigure> = {}): GroupFigure => ({
    id,
    side: 'blue',
    at: [x, y],
    facing: 0,
    blocksSight: true,
    targetable: true,
    stance: 'standing',
    status: 'carryOn',
    rep: 4,
    ...more,
  });
  const always: CanSee = () => true;

  it('exactly 4" links, 4.001" does not', () => {
    expect(ids(computeGroups([at('a', 0, 0), at('b', 4, 0)], always))).toEqual([['a', 'b']]);
    expect(ids(computeGroups([at('a', 0, 0), at('b', 2.4, 3.2)], always))).toEqual([['a', 'b']]);
    expect(ids(computeGroups([at('a', 0, 0), at('b', 4.001, 0)], always))).toEqual([['a'], ['b']]);
  });

  it('sight one way is enough, and the link says which way', () => {
    const oneWay: CanSee = (a, b) => a.id === 'b' && b.id === 'a';
    const r = computeGroups([at('a', 0, 0), at('b', 3, 0)], oneWay);
    expect(ids(r)).toEqual([['a', 'b']]);
    expect(r.links).toEqual([{ a: 'a', b: 'b', distance: 3, sight: 'bSeesA' }]);
    expect(ids(computeGroups([at('a', 0, 0), at('b', 3, 0)], () => false))).toEqual([['a'], ['b']]);
  });

  it('sight is only asked about pairs within 4"', () => {
    const asked: string[] = [];
    computeGroups([at('a', 0, 0), at('b', 3, 0), at('c', 20, 0)], (a, b) => {
      asked.push(a.id + b.id);
      return true;
    });
    expect(asked.sort()).toEqual(['ab', 'ba']);
  });
});

describe('leaders', () => {
  const fig = (id: string, rep: number, x: number, more: Partial<GroupFigure> = {}): GroupFigure => ({
    id,
    side: 'blue',
    at: [x, 0],
    facing: 0,
    blocksSight: true,
    targetable: true,
    stance: 'standing',
    status: 'carryOn',
    rep,
    ...more,
  });
  const always: CanSee = () => true;

  it('the Star leads even with a lower Rep; not temporary', () => {
    const g = computeGroups([fig('a', 5, 0), fig('s', 3, 2, { star: true }), fig('c', 4, 4)], always).groups[0]!;
    expect(g).toMatchObject({ leader: 's', members: ['s', 'a', 'c'], temporary: false, leaderDie: true });
    expect(g.reason).toContain('Star');
  });

  it('without the Star the highest Rep is Temporary Leader, the rest stay in roster order', () => {
    const g = computeGroups([fig('a', 3, 0), fig('b', 4, 2), fig('c', 5, 4), fig('d', 4, 6)], always).groups[0]!;
    expect(g).toMatchObject({ leader: 'c', members: ['c', 'a', 'b', 'd'], temporary: true });
  });

  it('ties: the previous leader keeps it, else the first in roster order', () => {
    const figs = [fig('a', 3, 0), fig('b', 5, 2), fig('c', 5, 4)];
    expect(computeGroups(figs, always).groups[0]!.leader).toBe('b');
    const g = computeGroups(figs, always, { previousLeaders: ['c'] }).groups[0]!;
    expect(g.leader).toBe('c');
    expect(g.members).toEqual(['c', 'a', 'b']);
    expect(g.reason).toContain('led before');
    // A previous leader who is not among the top Reps does not matter.
    expect(computeGroups(figs, always, { previousLeaders: ['a'] }).groups[0]!.leader).toBe('b');
  });

  it('a lone figure leads itself but rolls no Leader Die', () => {
    expect(computeGroups([fig('a', 4, 0)], always).groups[0]).toMatchObject({
      leader: 'a',
      members: ['a'],
      leaderDie: false,
      temporary: true,
    });
  });

  it('the Star out of the fight leads nothing; the group falls to a Temporary Leader', () => {
    const r = computeGroups(
      [fig('s', 5, 0, { star: true, status: 'outOfTheFight' }), fig('b', 4, 2), fig('c', 3, 3)],
      always,
    );
    expect(r.groups).toHaveLength(1);
    expect(r.groups[0]).toMatchObject({ leader: 'b', temporary: true, members: ['b', 'c'] });
  });
});

describe('group properties', () => {
  const statusArb = fc.constantFrom<Status>(...STATUSES);
  const figuresArb = fc
    .array(
      fc.record({
        // Whole and half inches make exact 4" links and near misses common.
        x: fc.oneof(
          fc.double({ min: 0, max: 14, noNaN: true }),
          fc.integer({ min: 0, max: 28 }).map((v) => v / 2),
        ),
        y: fc.oneof(
          fc.double({ min: 0, max: 14, noNaN: true }),
          fc.integer({ min: 0, max: 28 }).map((v) => v / 2),
        ),
        facing: fc.integer({ min: 0, max: 359 }),
        rep: fc.integer({ min: 2, max: 6 }),
        star: fc.boolean(),
        side: fc.constantFrom('blue', 'red'),
        status: fc.oneof({ weight: 4, arbitrary: fc.constant<Status>('carryOn') }, { weight: 2, arbitrary: statusArb }),
      }),
      { maxLength: 18 },
    )
    .map((rs) =>
      rs.map((r, i): GroupFigure => ({
        id: `f${i}`,
        side: r.side,
        at: [r.x, r.y],
        facing: r.facing,
        blocksSight: true,
        targetable: true,
        stance: 'standing',
        status: r.status,
        rep: r.rep,
        star: r.star && i % 5 === 0,
      })),
    );
  const wallsArb = fc.array(
    fc.tuple(
      fc.double({ min: 0, max: 16, noNaN: true }),
      fc.double({ min: 0, max: 16, noNaN: true }),
      fc.double({ min: 0, max: 16, noNaN: true }),
      fc.double({ min: 0, max: 16, noNaN: true }),
    ),
    { maxLength: 4 },
  );

  /** Sight blocked by wall segments and limited to the viewer's front half: deliberately one-sided. */
  const sightFor =
    (walls: [number, number, number, number][]): CanSee =>
    (a, b) =>
      dot(sub(b.at, a.at), dirFromDeg(a.facing)) >= 0 &&
      !walls.some(([x1, y1, x2, y2]) => segmentCrossT(a.at, b.at, [x1, y1], [x2, y2]) !== null);

  it('groups partition the eligible figures; the others are in no group', () => {
    fc.assert(
      fc.property(figuresArb, wallsArb, (figs, walls) => {
        const r = computeGroups(figs, sightFor(walls));
        const seen = r.groups.flatMap((g) => g.members);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.sort()).toEqual(
          figs
            .filter((f) => belongsToGroups(f.status))
            .map((f) => f.id)
            .sort(),
        );
        expect(r.ungrouped.map((u) => u.id).sort()).toEqual(
          figs
            .filter((f) => !belongsToGroups(f.status))
            .map((f) => f.id)
            .sort(),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('every member is chained to the others by ≤ 4" links with sight either way, and no such link joins two groups', () => {
    fc.assert(
      fc.property(figuresArb, wallsArb, (figs, walls) => {
        const canSee = sightFor(walls);
        const r = computeGroups(figs, canSee);
        const byId = new Map(figs.map((f) => [f.id, f]));
        // 1e-9" of slack, as in the code, so that 4" computed with rounding still links.
        const linked = (a: GroupFigure, b: GroupFigure) =>
          a.side === b.side && dist(a.at, b.at) <= GROUP_LINK + 1e-9 && (canSee(a, b) || canSee(b, a));
        const groupOf = new Map<string, number>();
        r.groups.forEach((g, i) => g.members.forEach((m) => groupOf.set(m, i)));
        for (const g of r.groups) {
          // Flood fill from the leader over true links inside the group reaches everyone.
          const members = g.members.map((m) => byId.get(m)!);
          const reached = new Set([g.leader]);
          const queue = [byId.get(g.leader)!];
          while (queue.length) {
            const cur = queue.pop()!;
            for (const m of members)
              if (!reached.has(m.id) && linked(cur, m)) {
                reached.add(m.id);
                queue.push(m);
              }
          }
          expect(reached.size).toBe(members.length);
          for (const l of g.links) expect(linked(byId.get(l.a)!, byId.get(l.b)!)).toBe(true);
        }
        for (const a of figs)
          for (const b of figs) {
            if (a.id < b.id && groupOf.has(a.id) && groupOf.has(b.id) && linked(a, b))
              expect(groupOf.get(a.id)).toBe(groupOf.get(b.id));
          }
      }),
      { numRuns: 200 },
    );
  });

  it('leaders: the Star when present, else a highest Rep; result is deterministic', () => {
    fc.assert(
      fc.property(figuresArb, wallsArb, (figs, walls) => {
        const canSee = sightFor(walls);
        const r = computeGroups(figs, canSee);
        expect(computeGroups(figs, canSee)).toEqual(r);
        const byId = new Map(figs.map((f) => [f.id, f]));
        for (const g of r.groups) {
          const members = g.members.map((m) => byId.get(m)!);
          const leader = byId.get(g.leader)!;
          expect(g.members[0]).toBe(g.leader);
          const rest = g.members.slice(1);
          expect(rest).toEqual(figs.map((f) => f.id).filter((id) => rest.includes(id)));
          if (members.some((m) => m.star)) expect(leader.star && !g.temporary).toBe(true);
          else expect(leader.rep).toBe(Math.max(...members.map((m) => m.rep)));
        }
      }),
      { numRuns: 150 },
    );
  });
});
