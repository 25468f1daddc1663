// Timing of the group, blast, swath, movement and nearest-cover geometry on a 40-figure table, to
// show these calls fit comfortably inside a frame and a headless batch. Standalone:
// `npx tsx src/bench/geometry2.ts`. The callbacks are deliberately simple stand-ins for real LOS/cover.
import { pathToFileURL } from 'node:url';
import { computeBlast } from '../geometry/blast';
import { clusterFigures } from '../geometry/groups';
import { moveAlongPath } from '../geometry/movement';
import { nearestCover } from '../geometry/nearestCover';
import type { GeoFigure, Polygon, TerrainPiece, Vec } from '../geometry/shapes';
import { computeSwath } from '../geometry/swath';
import { dist, pointInPolygon, segmentCrossT } from '../geometry/vec';

export interface BenchRow {
  name: string;
  /** Calls timed in one pass. */
  calls: number;
  passes: number;
  /** Mean time of one pass (all its calls), milliseconds. */
  msPerPass: number;
  /** Mean time of one call, milliseconds. */
  msPerCall: number;
}

const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

const TERRAIN: TerrainPiece[] = [
  { id: 'woods1', type: 'woods', polygon: rect(3, 3, 10, 9) },
  { id: 'woods2', type: 'woods', polygon: rect(24, 20, 32, 27) },
  {
    id: 'house',
    type: 'building',
    polygon: rect(15, 14, 21, 20),
    dv: 3,
    floors: 1,
    areas: 1,
    openings: [
      { kind: 'door', at: [18, 20] },
      { kind: 'window', at: [15, 17] },
    ],
  },
  { id: 'road', type: 'road', polygon: rect(0, 22, 36, 24) },
  { id: 'stream', type: 'water', fordable: true, polygon: rect(11, 0, 12, 36) },
  {
    id: 'wall',
    type: 'wall',
    line: [
      [22, 8],
      [30, 8],
    ],
    dv: 3,
  },
];
const BLOCKERS = [rect(15, 14, 21, 20)];
const COVER_AREAS = [rect(3, 3, 10, 9), rect(24, 20, 32, 27), rect(15, 14, 21, 20)];

/** A fixed spread of figures: the same table every run. */
function table(): GeoFigure[] {
  let s = 12345;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: 40 }, (_, i): GeoFigure => ({
    id: `f${i}`,
    side: i < 20 ? 'blue' : 'red',
    at: i < 20 ? [1 + next() * 34, 20 + next() * 15] : [1 + next() * 34, 1 + next() * 15],
    facing: i < 20 ? 270 : 90,
    stance: 'standing',
    blocksSight: true,
    targetable: true,
  }));
}

const blocked = (a: Vec, b: Vec) =>
  BLOCKERS.some((poly) => poly.some((p, i) => segmentCrossT(a, b, p, poly[(i + 1) % poly.length]!) !== null));
const canSee = (a: GeoFigure, b: GeoFigure) => dist(a.at, b.at) <= 24 && !blocked(a.at, b.at);
const hasCoverAt = (cause: Vec) => (p: Vec) => COVER_AREAS.some((poly) => pointInPolygon(p, poly)) || blocked(cause, p);

function time(name: string, calls: number, pass: () => void, minMs = 200): BenchRow {
  pass();
  let passes = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < minMs || passes < 3) {
    pass();
    passes++;
    elapsed = performance.now() - t0;
  }
  const msPerPass = elapsed / passes;
  return { name, calls, passes, msPerPass: round(msPerPass), msPerCall: round(msPerPass / calls) };
}

const round = (x: number) => Math.round(x * 10000) / 10000;

export async function benchGeometry2(): Promise<BenchRow[]> {
  const figs = table();
  const blue = figs.filter((f) => f.side === 'blue');
  const red = figs.filter((f) => f.side === 'red');
  const rows: BenchRow[] = [];
  rows.push(
    time('groups: 40 figures, both sides', 1, () => {
      clusterFigures(figs, canSee, 4);
    }),
  );
  rows.push(
    time('blast: one circle on each of 40 figures', 40, () => {
      for (const f of figs)
        computeBlast({ centre: f.at, impact: 2, figures: figs, coverDvBetween: (p, c) => (blocked(p, c) ? 3 : 0) });
    }),
  );
  rows.push(
    time('swath: 20 shooters, 3" left swath, range 48"', 20, () => {
      blue.forEach((s, i) =>
        computeSwath({ shooter: s, first: red[i]!.id, side: 'left', width: 3, range: 48, figures: figs, canSee }),
      );
    }),
  );
  rows.push(
    time('movement: 40 moves of 8" over terrain', 40, () => {
      for (const f of figs) moveAlongPath([f.at, [18, 18]], { allowance: 8, terrain: TERRAIN });
    }),
  );
  rows.push(
    time('nearest cover: 40 figures, straight-line reach', 40, () => {
      for (const f of figs)
        nearestCover(f, [18, f.side === 'blue' ? 2 : 34], { hasCoverAt: hasCoverAt([18, f.side === 'blue' ? 2 : 34]) });
    }),
  );
  rows.push(
    time('nearest cover: 40 figures, terrain costs and side spots', 40, () => {
      for (const f of figs) {
        const cause: Vec = [18, f.side === 'blue' ? 2 : 34];
        nearestCover(f, cause, { hasCoverAt: hasCoverAt(cause), terrain: TERRAIN });
      }
    }),
  );
  return rows;
}

function print(rows: readonly BenchRow[]): void {
  const w = Math.max(...rows.map((r) => r.name.length));
  console.log(`${'geometry (groups, blast, swath, movement, cover)'.padEnd(w)}  ms/pass   ms/call  passes`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(w)}  ${r.msPerPass.toFixed(3).padStart(7)}  ${r.msPerCall.toFixed(4).padStart(8)}  ${String(r.passes).padStart(6)}`,
    );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchGeometry2().then(print, (e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
