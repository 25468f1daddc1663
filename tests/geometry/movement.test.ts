// Movement costs over terrain: scripted walks through woods, along a road, to a ford, through doors
// and windows, plus properties of the spending.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moveAllowance, moveAlongPath, pathCostOver, type MoveOptions } from '../../src/geometry/movement';
import type { BuildingPiece, Polygon, TerrainPiece, Vec } from '../../src/geometry/shapes';
import { pathLength } from '../../src/geometry/vec';
import { generateTerrainFromSeed } from '../../src/terrain/generate';

const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const move = (path: Vec[], terrain: TerrainPiece[], more: Partial<MoveOptions> = {}) =>
  moveAlongPath(path, { allowance: 8, terrain, ...more });

describe('allowance', () => {
  it('8" normal, +4" per die passed on a Fast Move (book example: 8, 12, 16)', () => {
    expect([0, 1, 2].map(moveAllowance)).toEqual([8, 12, 16]);
  });

  it('open ground: stops after 8"', () => {
    const r = move(
      [
        [2, 5],
        [14, 5],
      ],
      [],
    );
    expect(r).toMatchObject({ at: [10, 5], used: 8, distance: 8, left: 0, stopped: 'allowance', complete: false });
    expect(r.legs).toEqual([
      {
        kind: 'ground',
        ground: 'open',
        from: [2, 5],
        to: [10, 5],
        length: 8,
        costPerInch: 1,
        cost: 8,
        reason: expect.stringContaining('open'),
      },
    ]);
  });

  it('a bent path is measured along its corners and returned up to the stop', () => {
    const r = move(
      [
        [2, 2],
        [6, 2],
        [6, 10],
      ],
      [],
    );
    expect(r.path).toEqual([
      [2, 2],
      [6, 2],
      [6, 6],
    ]);
    expect(r.distance).toBe(8);
  });

  it('standing up costs half the move', () => {
    const r = move(
      [
        [2, 5],
        [14, 5],
      ],
      [],
      { standUp: true },
    );
    expect(r.at).toEqual([6, 5]);
    expect(r.legs[0]).toMatchObject({ kind: 'standUp', cost: 4 });
    expect(
      move(
        [
          [2, 5],
          [30, 5],
        ],
        [],
        { standUp: true, allowance: 16 },
      ).at,
    ).toEqual([10, 5]);
  });
});

describe('woods and roads', () => {
  const woods: TerrainPiece = { id: 'w1', type: 'woods', polygon: rect(4, 0, 20, 10) };
  const road: TerrainPiece = { id: 'r1', type: 'road', polygon: rect(0, 4, 36, 6) };

  it('woods: half speed off road', () => {
    const r = move(
      [
        [0, 2],
        [20, 2],
      ],
      [woods],
    );
    expect(r).toMatchObject({ at: [6, 2], used: 8, distance: 6, stopped: 'allowance' });
    expect(r.legs.map((l) => [l.ground, l.length, l.cost])).toEqual([
      ['open', 4, 4],
      ['woods', 2, 4],
    ]);
    expect(r.legs[1]!.reason).toContain('woods: half speed');
  });

  it('a road through the woods keeps normal speed', () => {
    const r = move(
      [
        [0, 5],
        [20, 5],
      ],
      [woods, road],
    );
    expect(r).toMatchObject({ at: [8, 5], used: 8 });
    expect(r.legs.map((l) => l.ground)).toEqual(['road']);
  });

  it('leaving the road into the woods slows down at the road edge', () => {
    // 4" of road inside the woods, then 1" up to the road edge, then woods.
    const r = move(
      [
        [4, 5],
        [8, 5],
        [8, 0],
      ],
      [woods, road],
    );
    expect(r.legs.map((l) => [l.ground, l.length, l.cost])).toEqual([
      ['road', 5, 5],
      ['woods', 1.5, 3],
    ]);
    expect(r.at).toEqual([8, 2.5]);
  });

  it('rocky ground is half speed too; hills are not', () => {
    expect(
      move(
        [
          [0, 1],
          [20, 1],
        ],
        [{ id: 'k', type: 'rocky', polygon: rect(2, 0, 20, 3) }],
      ).at,
    ).toEqual([5, 1]);
    expect(
      move(
        [
          [0, 1],
          [20, 1],
        ],
        [
          {
            id: 'h',
            type: 'hill',
            polygon: rect(2, 0, 20, 3),
            crest: [
              [2, 1.5],
              [20, 1.5],
            ],
          },
        ],
      ).at,
    ).toEqual([8, 1]);
  });

  it('a strip of woods thinner than the sampling step is still charged', () => {
    const r = move(
      [
        [0, 1],
        [20, 1],
      ],
      [{ id: 'thin', type: 'woods', polygon: rect(3.01, 0, 3.11, 3) }],
    );
    expect(r.used).toBe(8);
    expect(r.distance).toBeCloseTo(7.9, 6);
  });
});

describe('water', () => {
  const ford: TerrainPiece = { id: 'river', type: 'water', fordable: true, polygon: rect(6, 0, 7, 36) };
  const lake: TerrainPiece = { id: 'lake', type: 'water', polygon: rect(6, 0, 12, 36) };
  const bridge: TerrainPiece = { id: 'br', type: 'road', polygon: rect(0, 4, 36, 6) };

  it('stops at the ford, forfeiting the rest of the move', () => {
    const r = move(
      [
        [0, 10],
        [12, 10],
      ],
      [ford],
    );
    expect(r).toMatchObject({ at: [6, 10], used: 6, stopped: 'ford' });
    expect(r.reason).toContain('ford');
  });

  it('next activation it wades across and goes on', () => {
    const r = move(
      [
        [6, 10],
        [12, 10],
      ],
      [ford],
    );
    expect(r).toMatchObject({ at: [12, 10], used: 6, complete: true });
    expect(r.legs.map((l) => [l.ground, l.length])).toEqual([
      ['ford', 1],
      ['open', 5],
    ]);
  });

  it('a figure at the water\'s edge with its base touching may wade; one 1" away may not', () => {
    expect(
      move(
        [
          [5.5, 10],
          [12, 10],
        ],
        [ford],
      ).complete,
    ).toBe(true);
    expect(
      move(
        [
          [5, 10],
          [12, 10],
        ],
        [ford],
      ),
    ).toMatchObject({ at: [6, 10], stopped: 'ford' });
  });

  it('a second crossing of the same stream in one move stops again', () => {
    const r = move(
      [
        [6, 10],
        [8, 10],
        [5, 10],
      ],
      [ford],
      { allowance: 16 },
    );
    expect(r).toMatchObject({ at: [7, 10], stopped: 'ford' });
  });

  it('deep water cannot be entered; the figure stops with its base clear of it; a bridge crosses', () => {
    expect(
      move(
        [
          [0, 10],
          [12, 10],
        ],
        [lake],
      ),
    ).toMatchObject({ at: [5.5, 10], used: 5.5, stopped: 'deepWater' });
    const r = move(
      [
        [0, 5],
        [14, 5],
      ],
      [lake, bridge],
      { allowance: 14 },
    );
    expect(r).toMatchObject({ at: [14, 5], complete: true });
    expect(r.legs.map((l) => l.ground)).toEqual(['road', 'bridge', 'road']);
  });

  it('impassable ground only on a road, at quarter speed', () => {
    const rock: TerrainPiece = { id: 'cliff', type: 'impassable', polygon: rect(4, 0, 20, 36) };
    expect(
      move(
        [
          [0, 10],
          [12, 10],
        ],
        [rock],
      ),
    ).toMatchObject({ at: [3.5, 10], stopped: 'impassable' });
    const r = move(
      [
        [0, 5],
        [12, 5],
      ],
      [rock, bridge],
    );
    expect(r).toMatchObject({ at: [5, 5], used: 8 });
    expect(r.legs.map((l) => [l.ground, l.cost])).toEqual([
      ['road', 4],
      ['roadImpassable', 4],
    ]);
  });

  // A figure inside impassable ground off a road (nothing should put it there; a hand-made file might) may
  // walk out of it, but only out. One on the road through it keeps to the road.
  it('a figure caught inside impassable ground may walk out, only out; one on its road keeps to the road', () => {
    const rock: TerrainPiece = { id: 'cliff', type: 'impassable', polygon: rect(4, 0, 20, 36) };
    const out = move(
      [
        [10, 10],
        [2, 10],
      ],
      [rock],
    );
    expect(out).toMatchObject({ at: [2, 10], complete: true });
    // Wandering about inside and stopping there: no move.
    const inside = move(
      [
        [10, 10],
        [10, 16],
      ],
      [rock],
    );
    expect(inside).toMatchObject({ complete: false, stopped: 'impassable' });
    expect(inside.reason).toContain('may only walk out of it');
    // Out, then back in: stopped at the edge.
    expect(
      move(
        [
          [6, 10],
          [2, 10],
          [2, 14],
          [6, 14],
        ],
        [rock],
        { allowance: 16 },
      ),
    ).toMatchObject({ at: [3.5, 14], stopped: 'impassable' });
    // On the road through it, stepping off the road into the rock: stopped.
    expect(
      move(
        [
          [10, 5],
          [10, 10],
        ],
        [rock, { id: 'pass', type: 'road', polygon: rect(0, 4, 36, 6) }],
      ),
    ).toMatchObject({ stopped: 'impassable' });
  });
});

describe('buildings', () => {
  const house = (kind: 'door' | 'window'): BuildingPiece => ({
    id: 'house',
    type: 'building',
    polygon: rect(10, 0, 20, 10),
    dv: 3,
    floors: 1,
    areas: 1,
    openings: [{ kind, at: [10, 5] }],
  });

  it('in through a door costs 2"', () => {
    const r = move(
      [
        [6, 5],
        [14, 5],
      ],
      [house('door')],
    );
    expect(r).toMatchObject({ at: [12, 5], used: 8, distance: 6, stopped: 'allowance' });
    expect(r.legs.map((l) => [l.kind, l.cost])).toEqual([
      ['ground', 4],
      ['opening', 2],
      ['ground', 2],
    ]);
    expect(r.legs[1]!.reason).toBe('entering building house through a door: 2"');
    expect(r.legs[2]!.ground).toBe('building');
  });

  it('in through a window costs 4"', () => {
    const r = move(
      [
        [8, 5],
        [14, 5],
      ],
      [house('window')],
    );
    expect(r).toMatchObject({ at: [12, 5], used: 8, distance: 4 });
    expect(r.legs[1]).toMatchObject({ kind: 'opening', cost: 4 });
  });

  it('out through the door costs the same', () => {
    const r = move(
      [
        [12, 5],
        [6, 5],
      ],
      [house('door')],
    );
    expect(r).toMatchObject({ at: [6, 5], used: 8, complete: true });
    expect(r.legs[1]!.reason).toBe('leaving building house through a door: 2"');
  });

  it('walls without an opening cannot be crossed', () => {
    const r = move(
      [
        [6, 2],
        [14, 2],
      ],
      [house('door')],
    );
    expect(r).toMatchObject({ at: [9.5, 2], stopped: 'buildingWall' });
  });

  it('too little movement left to climb through the window: waits outside', () => {
    const r = move(
      [
        [6, 5],
        [14, 5],
      ],
      [house('window')],
      { allowance: 5 },
    );
    expect(r).toMatchObject({ at: [9.5, 5], used: 3.5, stopped: 'opening' });
    expect(r.reason).toContain('costs 4"');
  });

  it('a tall wall blocks, a low wall does not', () => {
    const wall = (tall: boolean): TerrainPiece => ({
      id: 'wl',
      type: 'wall',
      line: [
        [5, 0],
        [5, 10],
      ],
      dv: 3,
      tall,
    });
    expect(
      move(
        [
          [0, 5],
          [8, 5],
        ],
        [wall(true)],
      ),
    ).toMatchObject({ at: [4.5, 5], stopped: 'wall' });
    expect(
      move(
        [
          [0, 5],
          [8, 5],
        ],
        [wall(false)],
      ),
    ).toMatchObject({ at: [8, 5], complete: true });
  });

  it('the table edge ends the walk', () => {
    expect(
      move(
        [
          [33, 5],
          [40, 5],
        ],
        [],
      ),
    ).toMatchObject({ at: [36, 5], stopped: 'tableEdge', used: 3 });
    expect(
      move(
        [
          [33, 5],
          [40, 5],
        ],
        [],
        { tableSize: null },
      ),
    ).toMatchObject({ at: [40, 5], complete: true });
  });
});

describe('movement properties', () => {
  const terrain: TerrainPiece[] = [
    { id: 'w', type: 'woods', polygon: rect(5, 5, 15, 15) },
    { id: 'k', type: 'rocky', polygon: rect(20, 2, 30, 8) },
    { id: 'r', type: 'road', polygon: rect(0, 17, 36, 19) },
    { id: 'f', type: 'water', fordable: true, polygon: rect(24, 10, 25, 36) },
    {
      id: 'b',
      type: 'building',
      polygon: rect(2, 24, 10, 30),
      dv: 3,
      floors: 1,
      areas: 1,
      openings: [{ kind: 'door', at: [6, 24] }],
    },
  ];
  const pt = fc.tuple(fc.double({ min: 0, max: 36, noNaN: true }), fc.double({ min: 0, max: 36, noNaN: true }));

  it('never spends more than the allowance, never goes farther than the path, and the spending adds up', () => {
    fc.assert(
      fc.property(
        fc.array(pt, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (path, dice, standUp) => {
          const allowance = moveAllowance(dice);
          const r = moveAlongPath(path, { allowance, terrain, standUp });
          // Results are rounded to 1/1000" for the log.
          expect(r.used).toBeLessThanOrEqual(allowance + 1e-3);
          expect(r.distance).toBeLessThanOrEqual(pathLength(path) + 1e-3);
          expect(r.distance).toBeLessThanOrEqual(r.used + 1e-3);
          const legCost = r.legs.reduce((a, l) => a + l.cost, 0);
          expect(legCost).toBeCloseTo(r.used, 2);
          expect(pathLength(r.path)).toBeCloseTo(r.distance, 2);
          if (r.complete) expect(r.distance).toBeCloseTo(pathLength(path), 2);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on bare ground the distance is simply the allowance or the path, whichever is shorter', () => {
    fc.assert(
      fc.property(fc.array(pt, { minLength: 2, maxLength: 4 }), fc.integer({ min: 1, max: 20 }), (path, allowance) => {
        const r = moveAlongPath(path, { allowance, terrain: [] });
        expect(r.distance).toBeCloseTo(Math.min(allowance, pathLength(path)), 3);
      }),
      { numRuns: 200 },
    );
  });

  it('the quick cost used by searches agrees with the full walk', () => {
    fc.assert(
      fc.property(fc.array(pt, { minLength: 2, maxLength: 4 }), (path) => {
        const full = moveAlongPath(path, { allowance: 12, terrain });
        const quick = pathCostOver(terrain, 12)(path);
        if (full.complete) expect(quick).toBeCloseTo(full.used, 2);
        else expect(quick).toBe(Infinity);
      }),
      { numRuns: 300 },
    );
  });

  it("a search's short walk costs the same whether it meets terrain or only open ground", () => {
    // The quick cost skips the walk for stretches clear of every piece's box: on a crowded table, near its
    // edges too, its answers must still be the walk's (the fingerprint holds them to the last bit).
    const pieces = generateTerrainFromSeed('cost-check', { overall: 'urban' }).pieces;
    const near = fc.tuple(
      fc.double({ min: 0.5, max: 35.5, noNaN: true }),
      fc.double({ min: 0.5, max: 35.5, noNaN: true }),
    );
    const step = fc.tuple(fc.double({ min: -4, max: 4, noNaN: true }), fc.double({ min: -4, max: 4, noNaN: true }));
    let open = 0;
    fc.assert(
      fc.property(near, fc.array(step, { minLength: 1, maxLength: 3 }), (start, steps) => {
        const path: Vec[] = [start as Vec];
        for (const [dx, dy] of steps) {
          const last = path[path.length - 1]!;
          path.push([last[0] + dx, last[1] + dy]);
        }
        const full = moveAlongPath(path, { allowance: 6, terrain: pieces });
        const quick = pathCostOver(pieces, 6)(path);
        if (!full.complete) expect(quick).toBe(Infinity);
        else {
          expect(quick).toBeCloseTo(full.used, 2);
          if (full.legs.every((l) => l.kind === 'ground' && l.ground === 'open' && !l.pieceId)) open++;
        }
      }),
      { numRuns: 400 },
    );
    expect(open).toBeGreaterThan(20);
  });

  it('pathCostOver prices a walk or says it cannot be done', () => {
    // 5" of open ground, then woods at 2" per inch.
    const cost = pathCostOver(terrain, 8);
    expect(
      cost([
        [0, 10],
        [6, 10],
      ]),
    ).toBe(7);
    expect(
      cost([
        [0, 10],
        [7, 10],
      ]),
    ).toBe(Infinity);
    expect(
      pathCostOver(terrain)([
        [0, 10],
        [8, 10],
      ]),
    ).toBe(11);
  });
});

describe("the walk's reason, as the move ruler shows it", () => {
  it('says its inches with one decimal at most (play-test 15a: "moved 4.242" for 4.242" of 8"")', () => {
    const r = moveAlongPath(
      [
        [5, 5],
        [8, 8],
      ],
      { allowance: 8, terrain: [] },
    );
    expect(r.reason).toContain('moved 4.2" for 4.2" of 8"');
    expect(r.reason).not.toMatch(/\d\.\d\d/);
  });
});
