// Whether a person on foot can get from the player's edge to every far-edge section of a generated table.
// Our movement rules let infantry cross deep water (a wide river, a lake) only by a bridge, and impassable
// ground only along a road; the book's wide river has a bridge on a 1-3 only, so without one it can cut the
// table in two. An encounter (Patrol, Raid, Defend) needs the far edge, so its generator rolls such a table
// again (generate.ts). A flood fill over a half-inch grid: coarse, but the barriers are inches wide.
import { TABLE_SIZE, type TerrainPiece, type Vec } from '../geometry/shapes';
import { boxOf, pointInPolygon, type Box } from '../geometry/vec';

const RES = 2;
const N = TABLE_SIZE * RES;
/** The player's entry strip and the far edge's strip, in inches from their edge. */
const NEAR_STRIP = 3;
const FAR_STRIP = 6;

const inBox = (p: Vec, b: Box) => p[0] >= b.minX && p[0] <= b.maxX && p[1] >= b.minY && p[1] <= b.maxY;

/** True when open ground joins the player's (bottom) edge to each third of the far (top) edge. */
export function farEdgeReachable(pieces: readonly TerrainPiece[]): boolean {
  return thirdsReached(pieces).every(Boolean);
}

/**
 * True when open ground joins the bottom edge to some part of the top edge: a weaker test than the
 * encounter's, for a battle whose sides only need to be able to meet (a skirmish set up at the two edges).
 */
export function edgesJoined(pieces: readonly TerrainPiece[]): boolean {
  return thirdsReached(pieces).some(Boolean);
}

/** For each third of the far edge's strip, whether a walk from the player's strip reaches it. */
function thirdsReached(pieces: readonly TerrainPiece[]): boolean[] {
  const areas = (f: (t: TerrainPiece) => boolean) =>
    pieces.flatMap((t) => ('polygon' in t && f(t) ? [{ poly: t.polygon, box: boxOf(t.polygon) }] : []));
  const barriers = areas(
    (t) => ((t.type === 'water' || t.type === 'river') && !('fordable' in t && t.fordable)) || t.type === 'impassable',
  );
  const roads = areas((t) => t.type === 'road');
  const within = (p: Vec, xs: typeof roads) => xs.some((a) => inBox(p, a.box) && pointInPolygon(p, a.poly));
  const open = new Uint8Array(N * N);
  for (let j = 0; j < N; j++)
    for (let i = 0; i < N; i++) {
      const p: Vec = [(i + 0.5) / RES, (j + 0.5) / RES];
      open[j * N + i] = !within(p, barriers) || within(p, roads) ? 1 : 0;
    }
  const seen = new Uint8Array(N * N);
  const queue: number[] = [];
  for (let j = N - NEAR_STRIP * RES; j < N; j++)
    for (let i = 0; i < N; i++) {
      if (!open[j * N + i]) continue;
      seen[j * N + i] = 1;
      queue.push(j * N + i);
    }
  for (let q = 0; q < queue.length; q++) {
    const c = queue[q]!;
    const i = c % N;
    const j = (c - i) / N;
    for (const [di, dj] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const a = i + di;
      const b = j + dj;
      if (a < 0 || b < 0 || a >= N || b >= N) continue;
      const d = b * N + a;
      if (!open[d] || seen[d]) continue;
      seen[d] = 1;
      queue.push(d);
    }
  }
  const third = N / 3;
  return [0, 1, 2].map((k) => {
    let reached = false;
    for (let j = 0; j < FAR_STRIP * RES && !reached; j++)
      for (let i = k * third; i < (k + 1) * third && !reached; i++) reached = seen[j * N + i] === 1;
    return reached;
  });
}
