// Whether a person on foot can get from the player's edge to every far-edge section of a generated table.
// Our movement rules let infantry cross deep water (a wide river, a lake) only by a bridge, and impassable
// ground only along a road; the book's wide river has a bridge on a 1-3 only, so without one it can cut the
// table in two. An encounter (Patrol, Raid, Defend) needs the far edge, so its generator rolls such a table
// again (generate.ts). A flood fill over a half-inch grid: coarse, but the barriers are inches wide.
// A Patrol asks more (patrolReconnable): a third counts only where the walk ends on a spot a figure's base
// fits (reconLattice, the same spots the recon asks about, solo/reconSpots.ts): a half-inch of open ground
// squeezed between an impassable piece and the table's side is no place to stand (play-test 15a, pt15a-09).
import { BASE_RADIUS, TABLE_SIZE, type TerrainPiece, type Vec } from '../geometry/shapes';
import { boxOf, distToPolygonEdge, distToSegment, pointInPolygon, type Box } from '../geometry/vec';

const RES = 2;
const N = TABLE_SIZE * RES;
/** The player's entry strip and the far edge's strip, in inches from their edge. */
const NEAR_STRIP = 3;
const FAR_STRIP = 6;
/** Just over half a grid square's diagonal: a point this far from a piece has the whole square clear of it. */
const CELL_HALF_DIAGONAL = 0.36;

/**
 * The spots of far-edge third `section` (1-3) where a Patrol figure may stand to recon it: a half-inch
 * lattice 2.5" to 4.5" from the far edge (inside the 6" the recon needs, clear of the edge by more than a
 * base), half an inch in from the third's sides. Shared with solo/reconSpots.ts so both ask about one set.
 */
export function reconLattice(section: number): Vec[] {
  const x0 = (section - 1) * 12;
  const out: Vec[] = [];
  for (let y = 2.5; y <= FAR_STRIP - 0.75; y += 1) for (let x = x0 + 0.5; x <= x0 + 11.5; x += 0.5) out.push([x, y]);
  return out;
}

/** The flood's four neighbours, in the order it has always taken them: right, left, down, up. */
const STEP_I = [1, -1, 0, 0] as const;
const STEP_J = [0, 0, 1, -1] as const;

const inBox = (p: Vec, b: Box) => p[0] >= b.minX && p[0] <= b.maxX && p[1] >= b.minY && p[1] <= b.maxY;

/** True when open ground joins the player's (bottom) edge to each third of the far (top) edge. */
export function farEdgeReachable(pieces: readonly TerrainPiece[]): boolean {
  return thirdsReached(pieces, false).every(Boolean);
}

/**
 * The Patrol's stronger test: each third has a recon spot (reconLattice) where a base fits, reached on foot
 * from the player's edge. A Raid or Defend only needs the far edge reached, and keeps the weaker test above.
 */
export function patrolReconnable(pieces: readonly TerrainPiece[]): boolean {
  return thirdsReached(pieces, true).every(Boolean);
}

/**
 * True when open ground joins the bottom edge to some part of the top edge: a weaker test than the
 * encounter's, for a battle whose sides only need to be able to meet (a skirmish set up at the two edges).
 */
export function edgesJoined(pieces: readonly TerrainPiece[]): boolean {
  return thirdsReached(pieces, false).some(Boolean);
}

/** For each third of the far edge's strip, whether a walk from the player's strip reaches it. */
function thirdsReached(pieces: readonly TerrainPiece[], standing: boolean): boolean[] {
  const areas = (f: (t: TerrainPiece) => boolean) =>
    pieces.flatMap((t) => ('polygon' in t && f(t) ? [{ poly: t.polygon, box: boxOf(t.polygon) }] : []));
  const barriers = areas(
    (t) => ((t.type === 'water' || t.type === 'river') && !('fordable' in t && t.fordable)) || t.type === 'impassable',
  );
  const roads = areas((t) => t.type === 'road');
  const fords = areas((t) => (t.type === 'water' || t.type === 'river') && 'fordable' in t && !!t.fordable);
  const buildings = areas((t) => t.type === 'building');
  const lines = pieces.flatMap((t) => (t.type === 'wall' || t.type === 'fence' ? [t.line] : []));
  const near = (p: Vec, a: (typeof roads)[number], r: number) =>
    p[0] >= a.box.minX - r && p[0] <= a.box.maxX + r && p[1] >= a.box.minY - r && p[1] <= a.box.maxY + r;
  /** No deep water or impassable ground (road or not) within r of p, no building's wall or wall line. */
  const clear = (p: Vec, r: number, wallR: number) =>
    !barriers.some((a) => near(p, a, r) && (pointInPolygon(p, a.poly) || distToPolygonEdge(p, a.poly) < r)) &&
    !buildings.some((a) => near(p, a, wallR) && distToPolygonEdge(p, a.poly) < wallR) &&
    !lines.some((l) => l.some((q, k) => k > 0 && distToSegment(p, l[k - 1]!, q) < wallR));
  // Where a base may stand and the game's routes can take it, as the rules code has it (spots.ts standable,
  // engine/route.ts openAt): clear of closed ground by a base's radius (a road through it is for moving, not
  // for standing), not in a ford, not astride a wall; and the half-inch square the spot opens is one a
  // route may enter: not on the table's outer ring, and wholly clear of closed ground (its centre more than
  // half a diagonal away) and of walls.
  const standsAt = (p: Vec) => {
    const i = Math.floor(p[0] * RES);
    const j = Math.floor(p[1] * RES);
    if (i <= 0 || j <= 0 || i >= N - 1 || j >= N - 1) return false;
    const centre: Vec = [(i + 0.5) / RES, (j + 0.5) / RES];
    return (
      clear(p, BASE_RADIUS, BASE_RADIUS + 0.05) &&
      clear(centre, CELL_HALF_DIAGONAL, BASE_RADIUS) &&
      !fords.some((a) => inBox(p, a.box) && pointInPolygon(p, a.poly))
    );
  };
  const within = (p: Vec, xs: typeof roads) => xs.some((a) => inBox(p, a.box) && pointInPolygon(p, a.poly));
  const open = new Uint8Array(N * N);
  // One point for every cell's centre (nothing keeps it): a new one a cell was a fifth of a Patrol's bytes.
  const p: [number, number] = [0, 0];
  for (let j = 0; j < N; j++)
    for (let i = 0; i < N; i++) {
      p[0] = (i + 0.5) / RES;
      p[1] = (j + 0.5) / RES;
      open[j * N + i] = !within(p, barriers) || within(p, roads) ? 1 : 0;
    }
  const seen = new Uint8Array(N * N);
  // Every cell goes in at most once, so one typed array holds the whole queue (no growing list).
  const queue = new Int32Array(N * N);
  let tail = 0;
  for (let j = N - NEAR_STRIP * RES; j < N; j++)
    for (let i = 0; i < N; i++) {
      if (!open[j * N + i]) continue;
      seen[j * N + i] = 1;
      queue[tail++] = j * N + i;
    }
  for (let q = 0; q < tail; q++) {
    const c = queue[q]!;
    const i = c % N;
    const j = (c - i) / N;
    for (let n = 0; n < 4; n++) {
      const a = i + STEP_I[n]!;
      const b = j + STEP_J[n]!;
      if (a < 0 || b < 0 || a >= N || b >= N) continue;
      const d = b * N + a;
      if (!open[d] || seen[d]) continue;
      seen[d] = 1;
      queue[tail++] = d;
    }
  }
  if (standing)
    return [1, 2, 3].map((k) =>
      reconLattice(k).some((p) => seen[Math.floor(p[1] * RES) * N + Math.floor(p[0] * RES)] === 1 && standsAt(p)),
    );
  const third = N / 3;
  return [0, 1, 2].map((k) => {
    let reached = false;
    for (let j = 0; j < FAR_STRIP * RES && !reached; j++)
      for (let i = k * third; i < (k + 1) * third && !reached; i++) reached = seen[j * N + i] === 1;
    return reached;
  });
}
