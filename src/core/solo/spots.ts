// Where a figure or a PEF may stand: on the table, not in deep water or impassable ground, not astride a
// building's wall or a wall line, and a base-width clear of other figures. Shared by PEF placement,
// enemy placement and the computer's movement choices.
import { BASE_RADIUS, TABLE_SIZE, type Polygon, type TerrainPiece, type Vec } from '../../geometry/shapes';
import { boxOf, distToPolygonEdge, distToSegment, pointInPolygon, type Box } from '../../geometry/vec';
import type { FigureState } from '../state';

interface Area { id: string; poly: Polygon; box: Box }
interface Classified {
  buildings: Area[];
  /** Deep water and impassable ground: nowhere to stand. */
  closed: Area[];
  /** Fordable water: passable, but a move stops at its edge. */
  fords: Area[];
  cover: Area[];
  walls: { line: readonly Vec[]; box: Box }[];
}

const cache = new WeakMap<readonly TerrainPiece[], Classified>();

export function classify(terrain: readonly TerrainPiece[]): Classified {
  let c = cache.get(terrain);
  if (c) return c;
  c = { buildings: [], closed: [], fords: [], cover: [], walls: [] };
  for (const t of terrain) {
    if (t.type === 'wall') { c.walls.push({ line: t.line, box: boxOf(t.line) }); continue; }
    const a: Area = { id: t.id, poly: t.polygon, box: boxOf(t.polygon) };
    if (t.type === 'building') c.buildings.push(a);
    else if (t.type === 'impassable' || (t.type === 'water' && !t.fordable)) c.closed.push(a);
    else if (t.type === 'water') c.fords.push(a);
    else if (t.type === 'woods' || t.type === 'rocky') c.cover.push(a);
  }
  cache.set(terrain, c);
  return c;
}

const inBox = (b: Box, p: Vec, pad = 0) => p[0] >= b.minX - pad && p[0] <= b.maxX + pad && p[1] >= b.minY - pad && p[1] <= b.maxY + pad;

/** The building a point is inside, if any. */
export function buildingAt(terrain: readonly TerrainPiece[], p: Vec): string | undefined {
  for (const b of classify(terrain).buildings) if (inBox(b.box, p) && pointInPolygon(p, b.poly)) return b.id;
  return undefined;
}

/** The woods, rocky ground or building a point is inside, with its outline. */
export function coverAreaAt(terrain: readonly TerrainPiece[], p: Vec): Area | undefined {
  const c = classify(terrain);
  for (const a of c.buildings) if (inBox(a.box, p) && pointInPolygon(p, a.poly)) return a;
  for (const a of c.cover) if (inBox(a.box, p) && pointInPolygon(p, a.poly)) return a;
  return undefined;
}

/** Terrain alone: may a figure stand here? */
export function standable(terrain: readonly TerrainPiece[], p: Vec): boolean {
  if (!(p[0] >= BASE_RADIUS && p[0] <= TABLE_SIZE - BASE_RADIUS && p[1] >= BASE_RADIUS && p[1] <= TABLE_SIZE - BASE_RADIUS)) return false;
  const c = classify(terrain);
  for (const a of c.closed) if (inBox(a.box, p, BASE_RADIUS) && (pointInPolygon(p, a.poly) || distToPolygonEdge(p, a.poly) < BASE_RADIUS)) return false;
  for (const a of c.fords) if (inBox(a.box, p) && pointInPolygon(p, a.poly)) return false;
  for (const b of c.buildings) if (inBox(b.box, p, BASE_RADIUS) && distToPolygonEdge(p, b.poly) < BASE_RADIUS + 0.05) return false;
  for (const w of c.walls) {
    if (!inBox(w.box, p, BASE_RADIUS)) continue;
    for (let i = 1; i < w.line.length; i++) if (distToSegment(p, w.line[i - 1]!, w.line[i]!) < BASE_RADIUS) return false;
  }
  return true;
}

/** Other figures on the table, as points to keep a base-width from (a carried figure travels with its bearer). */
export function othersOf(figures: Readonly<Record<string, FigureState>>, except?: string): Vec[] {
  const out: Vec[] = [];
  for (const f of Object.values(figures)) if (f.id !== except && f.status !== 'offTable' && !f.carriedBy) out.push(f.at);
  return out;
}

export function clearOf(others: readonly Vec[], p: Vec, gap = 2 * BASE_RADIUS): boolean {
  for (const o of others) if (Math.hypot(o[0] - p[0], o[1] - p[1]) < gap) return false;
  return true;
}

/** Points on a square grid round `centre`, nearest first, out to `radius`. */
export function gridAround(centre: Vec, radius: number, step: number): Vec[] {
  const out: { p: Vec; d: number }[] = [];
  const n = Math.floor(radius / step);
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const d = Math.hypot(i * step, j * step);
      if (d <= radius + 1e-9) out.push({ p: [round3(centre[0] + i * step), round3(centre[1] + j * step)], d });
    }
  }
  out.sort((a, b) => a.d - b.d || a.p[1] - b.p[1] || a.p[0] - b.p[0]);
  return out.map((x) => x.p);
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

export function roundVec(p: Vec): Vec {
  return [round3(p[0]), round3(p[1])];
}

/** The average of a polygon's corners: good enough as "the middle" of the project's convex-ish pieces. */
export function centroidOf(poly: readonly Vec[]): Vec {
  let x = 0;
  let y = 0;
  for (const p of poly) { x += p[0]; y += p[1]; }
  return [x / Math.max(1, poly.length), y / Math.max(1, poly.length)];
}
