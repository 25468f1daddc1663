// Speed of line of sight, the visibility polygon and a full sight matrix on a dense urban-like table
// (about 40 buildings, woods, hills, walls, 40 figures), each against a named baseline with its goal:
//   - canSee vs turf booleanIntersects on the same blockers: ≥ 100× faster;
//   - canSee vs the bare bound (every blocker segment tested, nothing else): no more than 2× slower;
//   - visibility polygon vs the `visibility-polygon` package's compute(): as fast or faster;
//   - point-in-building by box scan vs an rbush search (why prepared.ts has no R-tree).
// Standalone: `npx tsx src/bench/geometry.ts` prints the table.
import { pathToFileURL } from 'node:url';
import { booleanIntersects, lineString, polygon } from '@turf/turf';
import RBush from 'rbush';
import { breakIntersections, compute, convertToSegments } from 'visibility-polygon';
import { canSee, lineOfSight } from '../geometry/los';
import { insidePiece, pieceAt, prepareTerrain } from '../geometry/prepared';
import { segmentsTouch } from '../geometry/segments';
import type { GeoFigure, Polygon, TerrainPiece, Vec } from '../geometry/shapes';
import { visibilityPolygon } from '../geometry/visibility';
import { makeWorld } from '../geometry/world';
import { type BenchRow, compare, consume, formatRows, opsPerSecond, race } from './harness';

/** A small seeded generator so every run times the same table. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function blob(rand: () => number, cx: number, cy: number, rx: number, ry: number, n: number): Polygon {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2,
      k = 0.8 + rand() * 0.4;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as Vec;
  });
}

/** A dense table: 40 buildings on a 4.5" street grid, two woods, two hills with crests, walls, 40 figures. */
export function denseUrbanTable(seed = 7): { terrain: TerrainPiece[]; figures: GeoFigure[] } {
  const rand = lcg(seed);
  const terrain: TerrainPiece[] = [
    { id: 'w1', type: 'woods', polygon: blob(rand, 6, 29, 5, 4.5, 16) },
    { id: 'w2', type: 'woods', polygon: blob(rand, 29, 7, 5, 4.5, 16) },
    {
      id: 'h1',
      type: 'hill',
      polygon: blob(rand, 28, 28, 6, 4, 16),
      crest: [
        [23.5, 28.5],
        [28, 27.5],
        [32.5, 28.3],
      ],
    },
    {
      id: 'h2',
      type: 'hill',
      polygon: blob(rand, 7, 7, 4, 5.5, 16),
      crest: [
        [7.2, 2.5],
        [6.5, 7],
        [7.3, 11.5],
      ],
    },
  ];
  const nearArea = (x: number, y: number) =>
    [
      [6, 29],
      [29, 7],
      [28, 28],
      [7, 7],
    ].some(([ax, ay]) => Math.hypot(x - ax!, y - ay!) < 7.5);
  const cells: [number, number][] = [];
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) if (!nearArea(c * 4.5 + 2.25, r * 4.5 + 2.25)) cells.push([c, r]);
  let n = 0;
  for (const [c, r] of cells) {
    if (n >= 40) break;
    const x0 = c * 4.5 + 0.6 + rand() * 0.6,
      y0 = r * 4.5 + 0.6 + rand() * 0.6;
    const w = 2.2 + rand() * 1.0,
      h = 2.2 + rand() * 1.0;
    const poly: Polygon =
      rand() < 0.3
        ? [
            [x0, y0],
            [x0 + w, y0],
            [x0 + w, y0 + h / 2],
            [x0 + w / 2, y0 + h / 2],
            [x0 + w / 2, y0 + h],
            [x0, y0 + h],
          ]
        : [
            [x0, y0],
            [x0 + w, y0],
            [x0 + w, y0 + h],
            [x0, y0 + h],
          ];
    terrain.push({
      id: `b${++n}`,
      type: 'building',
      polygon: poly,
      dv: 1 + Math.floor(rand() * 4),
      floors: 1,
      areas: 1,
      openings: [
        { kind: 'door', at: [x0 + w / 4, y0 + h] },
        { kind: 'window', at: [x0, y0 + h / 4] },
      ],
    });
  }
  for (let i = 0; i < 9; i++) {
    const x = 2 + rand() * 32,
      y = 2 + rand() * 32,
      a = rand() * Math.PI;
    terrain.push({
      id: `s${i + 1}`,
      type: 'wall',
      line: [
        [x, y],
        [x + Math.cos(a) * 3, y + Math.sin(a) * 3],
      ],
      dv: 3,
      ...(i % 3 === 0 ? { tall: true } : {}),
    });
  }
  const prepared = prepareTerrain(terrain);
  const figures: GeoFigure[] = [];
  while (figures.length < 40) {
    const at: Vec = [1 + rand() * 34, 1 + rand() * 34];
    if (pieceAt(prepared.buildings, at[0], at[1]) >= 0) continue;
    if (figures.some((f) => Math.hypot(f.at[0] - at[0], f.at[1] - at[1]) < 1)) continue;
    figures.push({
      id: `f${figures.length + 1}`,
      side: figures.length % 2 ? 'red' : 'blue',
      at,
      facing: Math.floor(rand() * 360),
      stance: 'standing',
      blocksSight: true,
      targetable: true,
    });
  }
  return { terrain, figures };
}

export async function benchGeometry(): Promise<BenchRow[]> {
  const { terrain, figures } = denseUrbanTable();
  const world = makeWorld(terrain, figures);
  const t = world.terrain;
  const pairs: [GeoFigure, GeoFigure][] = [];
  for (const a of figures) for (const b of figures) if (a !== b) pairs.push([a, b]);
  const all = { ignoreFacing: true };
  const rows: BenchRow[] = [];

  // LOS yes/no. Contenders run in alternating rounds (harness.race) so a busy machine slows both alike.
  const los = () => {
    for (const [a, b] of pairs) consume(canSee(world, a, b, all));
  };
  const seg = t.blockers,
    nSeg = seg.length / 4;
  const bare = () => {
    for (const [a, b] of pairs) {
      let blocked = false;
      for (let i = 0; i < nSeg && !blocked; i++) {
        const o = i * 4;
        blocked = segmentsTouch(a.at[0], a.at[1], b.at[0], b.at[1], seg[o]!, seg[o + 1]!, seg[o + 2]!, seg[o + 3]!);
      }
      consume(blocked);
    }
  };
  const features: (ReturnType<typeof polygon> | ReturnType<typeof lineString>)[] = [];
  for (const p of terrain) {
    if (p.type === 'building') features.push(polygon([[...p.polygon.map((v) => [...v]), [...p.polygon[0]!]]]));
    if (p.type === 'hill') features.push(lineString(p.crest.map((v) => [...v])));
    if (p.type === 'wall' && p.tall) features.push(lineString(p.line.map((v) => [...v])));
  }
  // Turf is slow: time it on every 16th pair, and canSee on the same pairs for this row.
  const turfPairs = pairs.filter((_, i) => i % 16 === 0);
  const losSame = () => {
    for (const [a, b] of turfPairs) consume(canSee(world, a, b, all));
  };
  const turf = () => {
    for (const [a, b] of turfPairs) {
      const line = lineString([[...a.at], [...b.at]]);
      let blocked = false;
      for (const f of features)
        if (booleanIntersects(line, f)) {
          blocked = true;
          break;
        }
      consume(blocked);
    }
  };
  const [losVsTurf, turfOps] = race(losSame, turfPairs.length, turf, turfPairs.length);
  rows.push(
    compare('LOS yes/no (canSee)', losVsTurf, 'turf booleanIntersects', turfOps, '≥ 100× faster', (r) => r >= 100),
  );
  const [losVsBare, bareOps] = race(los, pairs.length, bare, pairs.length);
  rows.push(
    compare(
      'LOS yes/no (canSee)',
      losVsBare,
      'bare flat-array bound',
      bareOps,
      'no more than 2× slower',
      (r) => r >= 0.5,
    ),
  );
  const explained = () => {
    for (const [a, b] of pairs) consume(lineOfSight(world, a, b, all).clear);
  };
  const [whyOps, losOps] = race(explained, pairs.length, los, pairs.length, 3);
  rows.push(compare('LOS with reasons (lineOfSight)', whyOps, 'canSee', losOps, 'informative', () => true));

  // 40-figure matrix, with facing.
  const matrix = opsPerSecond(() => {
    for (const [a, b] of pairs) consume(canSee(world, a, b));
  }, 1);
  rows.push({
    name: `40-figure LOS matrix (${pairs.length} pairs, facing on)`,
    opsPerSec: matrix,
    goal: '≥ 1,000 matrices/s',
    pass: matrix >= 1000,
  });

  // Visibility polygon: ours does more (woods, crest bands, arcs, range) on the same blockers.
  const box = [
    [-0.01, -0.01],
    [36.01, -0.01],
    [36.01, 36.01],
    [-0.01, 36.01],
  ] as [number, number][];
  const lines = terrain.flatMap((p) => (p.type === 'hill' ? [p.crest] : p.type === 'wall' && p.tall ? [p.line] : []));
  const segments = breakIntersections([
    ...convertToSegments([
      box,
      ...terrain.flatMap((p) =>
        p.type === 'building' ? [p.polygon.map((v) => [v[0], v[1]] as [number, number])] : [],
      ),
    ]),
    ...lines.flatMap((l) =>
      l.slice(1).map(
        (v, i) =>
          [
            [l[i]![0], l[i]![1]],
            [v[0], v[1]],
          ] as [number, number][],
      ),
    ),
  ]);
  const base = () => {
    for (const f of figures) consume(compute([f.at[0], f.at[1]], segments).length);
  };
  const round = () => {
    for (const f of figures) consume(visibilityPolygon(world, f, all).polygon.length);
  };
  const front = () => {
    for (const f of figures) consume(visibilityPolygon(world, f).polygon.length);
  };
  const [roundOps, base1] = race(round, figures.length, base, figures.length);
  rows.push(
    compare(
      'visibility polygon, all round',
      roundOps,
      'visibility-polygon compute',
      base1,
      'as fast or faster',
      (r) => r >= 1,
    ),
  );
  const [frontOps, base2] = race(front, figures.length, base, figures.length);
  rows.push(
    compare(
      'visibility polygon, front 180°',
      frontOps,
      'visibility-polygon compute',
      base2,
      'as fast or faster',
      (r) => r >= 1,
    ),
  );

  // Point in building: box scan vs rbush.
  const points = figures.map((f) => f.at);
  const scan = () => {
    for (const p of points) consume(pieceAt(t.buildings, p[0], p[1]) + 1);
  };
  const tree = new RBush<{ minX: number; minY: number; maxX: number; maxY: number; k: number }>();
  tree.load(
    Array.from({ length: t.buildings.count }, (_, k) => ({
      minX: t.buildings.box[k * 4]!,
      minY: t.buildings.box[k * 4 + 1]!,
      maxX: t.buildings.box[k * 4 + 2]!,
      maxY: t.buildings.box[k * 4 + 3]!,
      k,
    })),
  );
  const rtree = () => {
    for (const p of points) {
      const hits = tree.search({ minX: p[0], minY: p[1], maxX: p[0], maxY: p[1] });
      consume(hits.some((h) => insidePiece(t.buildings, h.k, p[0], p[1])));
    }
  };
  const [scanOps, treeOps] = race(scan, points.length, rtree, points.length, 3);
  rows.push(
    compare(
      'point in building (cold), box scan',
      scanOps,
      'rbush search',
      treeOps,
      'informative: memoised per figure',
      () => true,
    ),
  );
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchGeometry().then((rows) => console.log(formatRows(rows)));
}
