// Placing the rolled buildings (book p.27): the first of a section at its centre, each next one 1/2d6" from a
// building already there, the taller ones first so they end up in the middle. Buildings keep clear of each
// other, water, impassable ground and roads, and stay on the table. A crowded section gets smaller rooms;
// a building with no room anywhere near is left out and counted.
import { halfD6 } from '../core/dice/read';
import type { Roller } from '../core/dice/roll';
import { sectionCentre, TABLE_SIZE, type BuildingPiece, type Polygon, type Vec } from '../geometry/shapes';
import { cellRects, layoutSize, LAYOUTS, openings, outerWalls, outline } from './footprint';
import type { BuildingPlan, TerrainPlan } from './plan';
import { Mask } from './mask';
import { pointSegmentDistance } from './polygon';
import { grow, type Rect } from './rect';
import type { BuildingInfo } from './types';

/** Least gap between two buildings, so a figure (1" base) can always pass between them. */
export const BUILDING_GAP = 1;
/** Least distance from water and impassable ground: a little over a base, so passes stay open. */
export const HARD_CLEARANCE = 1.1;
/** Buildings may front a road but not stand on it. */
export const ROAD_CLEARANCE = 0.25;
/** Room per area: 6" normally, never below 3". */
export const AREA_SIZE = 6;
export const MIN_AREA_SIZE = 3;
/** Floor space a section's buildings aim to fill before their rooms are made smaller (about 55% of it). */
const SECTION_BUDGET = 80;
const SHRINK = [1, 0.8, 0.65];

export interface Obstacle { polygon: Polygon; bounds: Rect }

export interface Placed {
  piece: BuildingPiece;
  info: Omit<BuildingInfo, 'id'>;
  rooms: Rect[];
  bounds: Rect;
}

interface Candidate { origin: Vec; cells: readonly (readonly [number, number])[]; rooms: Rect[]; bounds: Rect }
interface Spot { cells: readonly (readonly [number, number])[]; w: number; h: number; x: number; y: number; score: number }

/** Offsets from a section centre in order of distance: fine steps near, coarser farther out. */
const SPIRAL: { x: number; y: number; d: number }[] = (() => {
  const pts: { x: number; y: number; d: number }[] = [];
  for (let x = -20; x <= 20; x += 0.5) {
    for (let y = -20; y <= 20; y += 0.5) {
      const d = Math.hypot(x, y);
      if (d > 20 || (d > 5 && (x % 1 !== 0 || y % 1 !== 0))) continue;
      pts.push({ x, y, d });
    }
  }
  return pts.sort((a, b) => a.d - b.d || a.y - b.y || a.x - b.x);
})();

const snap = (v: number) => Math.round(v * 4) / 4;

/** Where a building may stand: masks of the ground kept clear (water, impassable), roads and other buildings. */
interface Ground {
  hard: Mask;
  roads: Mask;
  buildings: Mask;
  /**
   * Searches around a centre that found nothing, by section, room size and reach: the fewest areas that failed.
   * The table only fills up and a bigger building needs more room, so such searches are not repeated
   * (a shortcut: a bigger layout's rooms could in principle fit where a smaller one's spots were not tried).
   */
  misses: Map<string, number>;
}

/** Checks a spot without building anything: placement tries thousands of them. */
function fitsAt(spot: Spot, size: number, ground: Ground): Candidate | undefined {
  const { w, h } = spot;
  const x = snap(spot.x), y = snap(spot.y);
  if (x < 0 || y < 0 || x + w * size > TABLE_SIZE || y + h * size > TABLE_SIZE) return undefined;
  for (const [i, j] of spot.cells) {
    const x0 = x + i * size, y0 = y + j * size, x1 = x0 + size, y1 = y0 + size;
    if (ground.buildings.touchesBox(x0, y0, x1, y1)) return undefined;
    if (ground.roads.touchesBox(x0 - ROAD_CLEARANCE, y0 - ROAD_CLEARANCE, x1 + ROAD_CLEARANCE, y1 + ROAD_CLEARANCE)) return undefined;
    if (ground.hard.touchesBox(x0 - HARD_CLEARANCE, y0 - HARD_CLEARANCE, x1 + HARD_CLEARANCE, y1 + HARD_CLEARANCE)) return undefined;
  }
  return { origin: [x, y], cells: spot.cells, rooms: cellRects(spot.cells, [x, y], size), bounds: { x0: x, y0: y, x1: x + w * size, y1: y + h * size } };
}

/** The nearest free spot around the section centre, farther than `from` and no farther than `reach`. */
function aroundCentre(
  areas: 1 | 2 | 3, size: number, centre: Vec, ground: Ground, reach: number, from = 0,
): Candidate | undefined {
  const layouts = LAYOUTS[areas].map((cells) => ({ cells, ...layoutSize(cells) }));
  const spot: Spot = { cells: [], w: 1, h: 1, x: 0, y: 0, score: 0 };
  for (const off of SPIRAL) {
    if (off.d > reach) break;
    if (from > 0 && off.d <= from) continue;
    for (const l of layouts) {
      spot.cells = l.cells;
      spot.w = l.w;
      spot.h = l.h;
      spot.x = centre[0] + off.x - (l.w * size) / 2;
      spot.y = centre[1] + off.y - (l.h * size) / 2;
      const c = fitsAt(spot, size, ground);
      if (c) return c;
    }
  }
  return undefined;
}

/** Spots exactly `gap` from one of the anchors, on any side, slid along it; nearest the section centre first. */
function besideAnchors(areas: 1 | 2 | 3, size: number, gap: number, anchors: readonly Placed[], centre: Vec): Spot[] {
  const out: Spot[] = [];
  for (const a of anchors) {
    const A = a.bounds;
    for (const cells of LAYOUTS[areas]) {
      const { w: cw, h: ch } = layoutSize(cells);
      const w = cw * size, h = ch * size;
      const add = (x: number, y: number) =>
        out.push({ cells, w: cw, h: ch, x, y, score: Math.hypot(snap(x) + w / 2 - centre[0], snap(y) + h / 2 - centre[1]) });
      const ys = [A.y0, A.y1 - h, (A.y0 + A.y1 - h) / 2, A.y0 - h / 2, A.y1 - h / 2];
      const xs = [A.x0, A.x1 - w, (A.x0 + A.x1 - w) / 2, A.x0 - w / 2, A.x1 - w / 2];
      for (const y of ys) { add(A.x1 + gap, y); add(A.x0 - gap - w, y); }
      for (const x of xs) { add(x, A.y1 + gap); add(x, A.y0 - gap - h); }
    }
  }
  return out.sort((p, q) => p.score - q.score);
}

/** The side a door should face: toward the nearest road, else toward the middle of the table. */
function doorFacing(bounds: Rect, roads: readonly Obstacle[]): { front: Vec; toward: Vec } {
  const c: Vec = [(bounds.x0 + bounds.x1) / 2, (bounds.y0 + bounds.y1) / 2];
  let toward: Vec = [TABLE_SIZE / 2, TABLE_SIZE / 2];
  let best = Infinity;
  for (const r of roads) {
    const poly = r.polygon;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[j] as Vec, b = poly[i] as Vec;
      const d = pointSegmentDistance(c, a, b);
      if (d < best) {
        best = d;
        const dx = b[0] - a[0], dy = b[1] - a[1];
        const len2 = dx * dx + dy * dy || 1;
        const t = Math.max(0, Math.min(1, ((c[0] - a[0]) * dx + (c[1] - a[1]) * dy) / len2));
        toward = [a[0] + t * dx, a[1] + t * dy];
      }
    }
  }
  const fx = toward[0] - c[0], fy = toward[1] - c[1];
  const len = Math.hypot(fx, fy);
  return { front: len < 1e-6 ? [0, 1] : [fx / len, fy / len], toward };
}

function build(c: Candidate, plan: BuildingPlan, size: number, roads: readonly Obstacle[], gap?: number): Placed {
  const walls = outerWalls(c.cells, c.origin, size);
  const { front, toward } = doorFacing(c.bounds, roads);
  const piece: BuildingPiece = {
    id: '', type: 'building', polygon: outline(walls), dv: plan.kind.dv, floors: plan.kind.floors, areas: plan.kind.areas,
    openings: openings(walls, front, toward),
  };
  const info: Omit<BuildingInfo, 'id'> = { section: plan.section, roll: plan.roll, ref: plan.ref, kind: plan.kind, areaSize: size };
  if (gap !== undefined) info.gap = gap;
  return { piece, info, rooms: c.rooms, bounds: c.bounds };
}

/** Room size for a section: 6" per area unless its buildings would crowd it. */
export function areaSizeFor(totalAreas: number): number {
  const s = Math.sqrt(SECTION_BUDGET / Math.max(1, totalAreas));
  return Math.max(MIN_AREA_SIZE, Math.min(AREA_SIZE, Math.floor(s * 4) / 4));
}

/** Taller first, then larger; the roll order breaks ties. */
export function placingOrder(list: readonly BuildingPlan[]): BuildingPlan[] {
  return list.map((b, i) => ({ b, i }))
    .sort((p, q) => q.b.kind.floors - p.b.kind.floors || q.b.kind.areas - p.b.kind.areas || p.i - q.i)
    .map((x) => x.b);
}

/** How far from its section centre a building may go: first near (its own section), then, for leftovers, farther. */
const NEAR = 8;
const FAR = 20;

interface Job { plan: BuildingPlan; section: number; order: number; gap?: number; size0: number }

function tryPlace(
  job: Job, mine: readonly Placed[], ground: Ground, roads: readonly Obstacle[], reach: number, from = 0,
): Placed | undefined {
  const centre = sectionCentre(job.section);
  const areas = job.plan.kind.areas;
  for (const f of SHRINK) {
    const size = Math.max(MIN_AREA_SIZE, Math.floor(job.size0 * f * 4) / 4);
    if (job.gap !== undefined && mine.length) {
      for (let g = job.gap; g <= job.gap + 1; g++) {
        for (const spot of besideAnchors(areas, size, g, mine, centre)) {
          if (spot.score > reach) break;
          const c = fitsAt(spot, size, ground);
          if (c) return build(c, job.plan, size, roads, g);
        }
      }
    }
    const key = `${job.section}|${size}|${reach}|${from}`;
    if ((ground.misses.get(key) ?? Infinity) <= areas) continue;
    const c = aroundCentre(areas, size, centre, ground, reach, from);
    if (c) return build(c, job.plan, size, roads);
    ground.misses.set(key, areas);
  }
  return undefined;
}

export function placeBuildings(
  plan: TerrainPlan, roll: Roller, hard: readonly Obstacle[], roads: readonly Obstacle[],
): { placed: Placed[]; dropped: Map<number, number> } {
  const ground: Ground = { hard: new Mask(), roads: new Mask(), buildings: new Mask(), misses: new Map() };
  for (const o of hard) ground.hard.add(o.polygon);
  for (const o of roads) ground.roads.add(o.polygon);
  const placed: (Placed & { order: number })[] = [];
  const bySection = new Map<number, Placed[]>();
  const put = (job: Job, p: Placed) => {
    placed.push({ ...p, order: job.order });
    bySection.set(job.section, [...(bySection.get(job.section) ?? []), p]);
    for (const r of p.rooms) ground.buildings.addBox(grow(r, BUILDING_GAP));
  };
  // First every section places its own buildings close to home; only then do leftovers look farther afield,
  // so an early crowded section doesn't take the room a later one needs.
  const leftovers: Job[] = [];
  for (const count of plan.buildingCounts) {
    const section = count.section;
    const list = placingOrder(plan.buildings.filter((b) => b.section === section));
    const size0 = areaSizeFor(list.reduce((n, b) => n + b.kind.areas, 0));
    list.forEach((b, index) => {
      const job: Job = { plan: b, section, order: index, size0 };
      if (index > 0) {
        job.gap = halfD6(roll({ purpose: 'buildings', count: 1, note: `gap to the next building, section ${section}` })[0] as number);
      }
      const p = tryPlace(job, bySection.get(section) ?? [], ground, roads, NEAR);
      if (p) put(job, p);
      else leftovers.push(job);
    });
  }
  const dropped = new Map<number, number>();
  for (const job of leftovers) {
    // Spots near home failed already, and the table has only filled up since: look beyond them.
    const p = tryPlace(job, bySection.get(job.section) ?? [], ground, roads, FAR, NEAR);
    if (p) put(job, p);
    else dropped.set(job.section, (dropped.get(job.section) ?? 0) + 1);
  }
  placed.sort((a, b) => a.info.section - b.info.section || a.order - b.order);
  return { placed: placed.map(({ order: _order, ...p }) => p), dropped };
}
