// Seeing PEFs and buildings. A PEF is a marker, not a figure: the book lets a PEF in cover be seen,
// while cover between the player and the PEF hides it. So the woods or building the PEF sits in does
// not hide it (sight is taken to where the line leaves that piece), but everything on the way does,
// low walls included unless they are right at the PEF. Sight to a PEF ignores facing: a group keeps
// watch all round. Buildings are seen when some point of their outline is.
import { canSee, type Sighter } from '../../../geometry/los';
import type { World } from '../../../geometry/world';
import type { Conditions, Polygon, TerrainPiece, Vec } from '../../../geometry/shapes';
import type { PreparedTerrain } from '../../../geometry/prepared';
import { PointMemo } from '../../../geometry/pointMemo';
import { distToPolygon, pointInPolygon, segmentCrossT } from '../../../geometry/vec';
import type { FigureState } from '../state';
import { classify, coverAreaAt } from '../spots';

/** A low wall this close to the PEF is its own cover, not cover between. */
const OWN_COVER = 1;
const STEP = 0.25;
/** Sight is taken to a point this far outside the piece the PEF sits in. */
const OUTSIDE = 0.3;

const marker = (at: Vec): Sighter => ({ id: '(pef)', at, facing: 0 });

/** Where the line from `at` toward `viewer` leaves `poly`, a little outside it. */
function exitPoint(poly: Polygon, at: Vec, viewer: Vec): Vec {
  const dx = viewer[0] - at[0];
  const dy = viewer[1] - at[1];
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return at;
  const ux = dx / len;
  const uy = dy / len;
  // One scratch point walked along the line (the watch runs after every command): a point is made only for the answer.
  const p = probe;
  for (let t = STEP; t < len; t += STEP) {
    p[0] = at[0] + ux * t;
    p[1] = at[1] + uy * t;
    if (!pointInPolygon(p, poly)) return [p[0] + ux * OUTSIDE, p[1] + uy * OUTSIDE];
  }
  return viewer;
}
const probe: [number, number] = [0, 0];

function lowWallBetween(terrain: readonly TerrainPiece[], from: Vec, to: Vec): boolean {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
  for (const w of classify(terrain).walls) {
    for (let i = 1; i < w.line.length; i++) {
      const t = segmentCrossT(from, to, w.line[i - 1]!, w.line[i]!);
      if (t !== null && (1 - t) * len > OWN_COVER) return true;
    }
  }
  return false;
}

function viewerOf(f: FigureState): Sighter {
  return f.status === 'offTable'
    ? { id: f.id, at: f.at, facing: f.facing, offTable: true }
    : { id: f.id, at: f.at, facing: f.facing };
}

/**
 * Sight with the figures left out, remembered: it depends only on the table, the conditions and the two
 * points, and the PEF watch asks about the same viewer and PEF after every command. Bases can only block
 * more, so a "no" stands as it is and a "yes" is asked again with the figures in.
 */
/** By viewer's spot, then PEF's spot: the point sight is taken to, or null. */
type Memo = PointMemo<PointMemo<Vec | null>>;
const terrainSight = new WeakMap<readonly TerrainPiece[], WeakMap<PreparedTerrain, WeakMap<Conditions, Memo>>>();
/** By building outline, then viewer's spot: the points of it the terrain lets the viewer see. */
const buildingSight = new WeakMap<PreparedTerrain, WeakMap<Conditions, WeakMap<Polygon, PointMemo<Vec[]>>>>();
const IGNORE_FIGURES = { ignoreFacing: true, ignoreFigures: true } as const;
const IGNORE_FACING = { ignoreFacing: true } as const;

function memoOf(w: World, terrain: readonly TerrainPiece[]): Memo {
  let byPrep = terrainSight.get(terrain);
  if (!byPrep) {
    byPrep = new WeakMap();
    terrainSight.set(terrain, byPrep);
  }
  let byCond = byPrep.get(w.terrain);
  if (!byCond) {
    byCond = new WeakMap();
    byPrep.set(w.terrain, byCond);
  }
  let m = byCond.get(w.conditions);
  if (!m) {
    m = new PointMemo(4_096);
    byCond.set(w.conditions, m);
  }
  return m;
}

/** The point sight to a PEF at `at` is taken to, if the terrain lets the viewer see it (null: it does not). */
function pefSightPoint(w: World, terrain: readonly TerrainPiece[], viewer: FigureState, at: Vec): Vec | null {
  const area = coverAreaAt(terrain, at);
  let target = at;
  if (area && !pointInPolygon(viewer.at, area.poly)) target = exitPoint(area.poly, at, viewer.at);
  if (!canSee(w, viewerOf(viewer), marker(target), IGNORE_FIGURES)) return null;
  return lowWallBetween(terrain, viewer.at, target) ? null : target;
}

/** Can this player figure see the point where a PEF stands? */
export function seesPef(w: World, terrain: readonly TerrainPiece[], viewer: FigureState, at: Vec): boolean {
  let target: Vec | null | undefined;
  if (viewer.status === 'offTable') target = pefSightPoint(w, terrain, viewer, at);
  else {
    const memo = memoOf(w, terrain);
    let byPef = memo.get(viewer.at[0], viewer.at[1]);
    // A table has a handful of PEFs: a small memory per viewer's spot (it grows if need be) spares making a big one after every move.
    if (!byPef) {
      byPef = new PointMemo(1_024, 8);
      memo.set(viewer.at[0], viewer.at[1], byPef);
    }
    target = byPef.get(at[0], at[1]);
    if (target === undefined) {
      target = pefSightPoint(w, terrain, viewer, at);
      byPef.set(at[0], at[1], target);
    }
  }
  return target !== null && canSee(w, viewerOf(viewer), marker(target), IGNORE_FACING);
}

/** Distance from a figure to a building's outline (0 inside). */
export function distToBuilding(poly: Polygon, p: Vec): number {
  return pointInPolygon(p, poly) ? 0 : distToPolygon(p, poly);
}

/** The point of a polygon's outline nearest to p. */
function nearestOnOutline(poly: Polygon, p: Vec): Vec {
  let best: Vec = poly[0]!;
  let bestD = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const abx = b[0] - a[0];
    const aby = b[1] - a[1];
    const l2 = abx * abx + aby * aby;
    const t = l2 < 1e-12 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / l2));
    const q: Vec = [a[0] + abx * t, a[1] + aby * t];
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (d < bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}

/** The points of the building the terrain lets the viewer see: its nearest wall, the wall between it and the building's middle. */
function buildingSightPoints(w: World, viewer: FigureState, poly: Polygon): Vec[] {
  const targets: Vec[] = [];
  const near = nearestOnOutline(poly, viewer.at);
  targets.push(awayFrom(near, viewer.at, -OUTSIDE));
  let cx = 0;
  let cy = 0;
  for (const q of poly) {
    cx += q[0];
    cy += q[1];
  }
  const centre: Vec = [cx / poly.length, cy / poly.length];
  targets.push(exitPoint(poly, centre, viewer.at));
  return targets.filter((t) => canSee(w, viewerOf(viewer), marker(t), IGNORE_FIGURES));
}

/** Can this figure see the building: its nearest wall, or the wall between it and the building's middle? */
export function seesBuilding(w: World, viewer: FigureState, poly: Polygon): boolean {
  if (pointInPolygon(viewer.at, poly)) return true;
  let seen: Vec[] | undefined;
  if (viewer.status === 'offTable') seen = buildingSightPoints(w, viewer, poly);
  else {
    let byCond = buildingSight.get(w.terrain);
    if (!byCond) {
      byCond = new WeakMap();
      buildingSight.set(w.terrain, byCond);
    }
    let memo = byCond.get(w.conditions);
    if (!memo) {
      memo = new WeakMap();
      byCond.set(w.conditions, memo);
    }
    let byViewer = memo.get(poly);
    if (!byViewer) {
      byViewer = new PointMemo(1_024);
      memo.set(poly, byViewer);
    }
    seen = byViewer.get(viewer.at[0], viewer.at[1]);
    if (!seen) {
      seen = buildingSightPoints(w, viewer, poly);
      byViewer.set(viewer.at[0], viewer.at[1], seen);
    }
  }
  return seen.some((t) => canSee(w, viewerOf(viewer), marker(t), IGNORE_FACING));
}

/** Move `p` by `by` inches along the line from `from` to `p` (negative: back toward `from`). */
function awayFrom(p: Vec, from: Vec, by: number): Vec {
  const dx = p[0] - from[0];
  const dy = p[1] - from[1];
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return p;
  return [p[0] + (dx / len) * by, p[1] + (dy / len) * by];
}

/**
 * Why a player figure cannot see a PEF at `at`, for the log (play-test 11c: a PEF touching-close to Dex, in
 * the building Dex defends, was never seen and nothing said why): 'wall' when a wall crosses the line
 * between them, 'building' when one stands inside a building and the other outside it, 'terrain' when something else on the table hides it, null when the figure sees it.
 */
export function pefHiddenBy(
  w: World,
  terrain: readonly TerrainPiece[],
  viewer: FigureState,
  at: Vec,
): 'wall' | 'building' | 'terrain' | null {
  if (seesPef(w, terrain, viewer, at)) return null;
  const c = classify(terrain);
  if (c.buildings.some((b) => pointInPolygon(viewer.at, b.poly) !== pointInPolygon(at, b.poly))) return 'building';
  for (const wl of c.walls)
    for (let i = 1; i < wl.line.length; i++)
      if (segmentCrossT(viewer.at, at, wl.line[i - 1]!, wl.line[i]!) !== null) return 'wall';
  return 'terrain';
}
