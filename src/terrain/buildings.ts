// Placing the rolled buildings (book p.27): the first of a section at its centre, each next one 1/2d6" from a
// building already there, the taller ones first so they end up in the middle. Buildings keep clear of each
// other, water, impassable ground and roads, and stay on the table. A crowded section gets smaller rooms;
// a building with no room anywhere near is left out and counted.
import { halfD6 } from '../core/dice/read';
import type { Roller } from '../core/dice/roll';
import { sectionCentre, TABLE_SIZE, type BuildingPiece, type Polygon, type Vec } from '../geometry/shapes';
import { cellRects, layoutSize, LAYOUTS, openings, outerWalls, outline } from './footprint';
import type { BuildingPlan, TerrainPlan } from './plan';
import { footprintAreas } from './tables/buildingType';
import { CELLS_PER_INCH, Mask } from './mask';
import { pointSegmentDistance } from './polygon';
import { hypot } from '../geometry/vec';
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

export interface Obstacle {
  polygon: Polygon;
  bounds: Rect;
}

export interface Placed {
  piece: BuildingPiece;
  info: Omit<BuildingInfo, 'id'>;
  rooms: Rect[];
  bounds: Rect;
}

interface Candidate {
  origin: Vec;
  cells: readonly (readonly [number, number])[];
  rooms: Rect[];
  bounds: Rect;
}

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

// Module copies of imported constants: the hot loops below read them tens of thousands of times a table.
const Q = CELLS_PER_INCH;
const dist = hypot;
const TABLE_CELLS = TABLE_SIZE * Q;

/** A clearance in whole mask squares: a box on the 1/4" grid grown by it covers exactly this many more. */
const squaresOf = (clearance: number) => Math.ceil(clearance * Q - 1e-9);

/** A layout with its size in areas and its cells as flat column, row pairs, worked out once. */
interface Sized {
  cells: readonly (readonly [number, number])[];
  w: number;
  h: number;
  flat: readonly number[];
}
const SIZED: readonly (readonly Sized[])[] = ([1, 2, 3] as const).map((n) =>
  LAYOUTS[n].map((cells) => ({
    cells,
    ...layoutSize(cells),
    flat: cells.flat(),
  })),
);

/**
 * Where a building may stand, as one mask: water and impassable ground grown by their clearance, roads by
 * theirs, and other buildings with their gap. Spots and room sizes lie on the 1/4" grid, so asking this mask
 * about a room's own squares gives the very answer asking each mask about the room grown by its clearance did.
 */
interface Ground {
  blocked: Mask;
  /**
   * Searches around a centre that found nothing, by section, room size and reach: the fewest areas that failed.
   * The table only fills up and a bigger building needs more room, so such searches are not repeated
   * (a shortcut: a bigger layout's rooms could in principle fit where a smaller one's spots were not tried).
   */
  misses: Map<string, number>;
  /**
   * Spots beside anchors found all taken, by section, areas, room size, gap and reach: how many of the
   * section's anchors (the first ones; the list only grows) had none free. The table only fills up, so
   * those anchors' spots stay taken and need not be checked again.
   */
  besideMisses: Map<string, number>;
}

/**
 * Checks a spot without building anything (placement tries thousands of them): does the layout, its corner
 * at square (c, r) with rooms `side` squares wide (sizes are whole quarter inches), stay on the table and
 * clear of everything? A spot's corner is snapped to the 1/4" grid: in squares, Math.round(x * 4).
 */
function clearAt(l: Sized, c: number, r: number, side: number, blocked: Mask): boolean {
  return (
    c >= 0 &&
    r >= 0 &&
    c + l.w * side <= TABLE_CELLS &&
    r + l.h * side <= TABLE_CELLS &&
    !blocked.touchesRooms(c, r, l.flat, side)
  );
}

function candidate(l: Sized, c: number, r: number, size: number): Candidate {
  const x = c / Q,
    y = r / Q;
  return {
    origin: [x, y],
    cells: l.cells,
    rooms: cellRects(l.cells, [x, y], size),
    bounds: { x0: x, y0: y, x1: x + l.w * size, y1: y + l.h * size },
  };
}

/** The nearest free spot around the section centre, farther than `from` and no farther than `reach`. */
function aroundCentre(
  areas: 1 | 2 | 3,
  size: number,
  centre: Vec,
  ground: Ground,
  reach: number,
  from = 0,
): Candidate | undefined {
  const layouts = SIZED[areas - 1]!;
  const side = size * Q;
  const halfW = layouts.map((l) => (l.w * size) / 2),
    halfH = layouts.map((l) => (l.h * size) / 2);
  for (const off of SPIRAL) {
    if (off.d > reach) break;
    if (from > 0 && off.d <= from) continue;
    const x = centre[0] + off.x,
      y = centre[1] + off.y;
    for (let k = 0; k < layouts.length; k++) {
      const l = layouts[k]!;
      const c = Math.round((x - (halfW[k] as number)) * Q),
        r = Math.round((y - (halfH[k] as number)) * Q);
      if (clearAt(l, c, r, side, ground.blocked)) return candidate(l, c, r, size);
    }
  }
  return undefined;
}

/**
 * The free spot exactly `gap` from one of the anchors, on any side, slid along it, nearest the section centre
 * and no farther than `reach`; of equally near ones, the first listed. That is the first free spot of the list
 * sorted by distance, found without sorting it, and a spot no nearer than the best so far is not even checked.
 */
function besideAnchors(
  areas: 1 | 2 | 3,
  size: number,
  gap: number,
  anchors: readonly Placed[],
  centre: Vec,
  reach: number,
  blocked: Mask,
  skip = 0,
): Candidate | undefined {
  const side = size * Q;
  let best: Sized | undefined,
    bestC = 0,
    bestR = 0,
    bestScore = Infinity;
  for (let i = skip; i < anchors.length; i++) {
    const A = (anchors[i] as Placed).bounds;
    for (const l of SIZED[areas - 1]!) {
      const w = l.w * size,
        h = l.h * size;
      // In list order: right and left of the anchor at each height, then below and above it at each place along.
      for (let k = 0; k < 20; k++) {
        const x = k < 10 ? (k % 2 === 0 ? A.x1 + gap : A.x0 - gap - w) : slide(A.x0, A.x1, w, (k - 10) >> 1);
        const y = k < 10 ? slide(A.y0, A.y1, h, k >> 1) : k % 2 === 0 ? A.y1 + gap : A.y0 - gap - h;
        // The corner snapped to the grid, in squares; the distance is from the snapped spot's middle.
        const c = Math.round(x * Q),
          r = Math.round(y * Q);
        const dx = c / Q + w / 2 - centre[0],
          dy = r / Q + h / 2 - centre[1];
        // Squared, with a margin for rounding, this skips most spots too far off before the exact distance.
        const near = bestScore < reach ? bestScore : reach;
        if (dx * dx + dy * dy > near * near * (1 + 1e-9)) continue;
        const score = dist(dx, dy);
        if (score > reach || score >= bestScore) continue;
        if (!clearAt(l, c, r, side, blocked)) continue;
        best = l;
        bestC = c;
        bestR = r;
        bestScore = score;
      }
    }
  }
  return best && candidate(best, bestC, bestR, size);
}

/** The m-th place (0-4) of a side `len` long slid along an anchor's side from lo to hi: flush at either end, centred, half past either end. */
function slide(lo: number, hi: number, len: number, m: number): number {
  return m === 0 ? lo : m === 1 ? hi - len : m === 2 ? (lo + hi - len) / 2 : m === 3 ? lo - len / 2 : hi - len / 2;
}

/** The side a door should face: toward the nearest road, else toward the middle of the table. */
function doorFacing(bounds: Rect, roads: readonly Obstacle[]): { front: Vec; toward: Vec } {
  const c: Vec = [(bounds.x0 + bounds.x1) / 2, (bounds.y0 + bounds.y1) / 2];
  let toward: Vec = [TABLE_SIZE / 2, TABLE_SIZE / 2];
  let best = Infinity;
  for (const r of roads) {
    const poly = r.polygon;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[j] as Vec,
        b = poly[i] as Vec;
      const d = pointSegmentDistance(c, a, b);
      if (d < best) {
        best = d;
        const dx = b[0] - a[0],
          dy = b[1] - a[1];
        const len2 = dx * dx + dy * dy || 1;
        const t = Math.max(0, Math.min(1, ((c[0] - a[0]) * dx + (c[1] - a[1]) * dy) / len2));
        toward = [a[0] + t * dx, a[1] + t * dy];
      }
    }
  }
  const fx = toward[0] - c[0],
    fy = toward[1] - c[1];
  const len = Math.hypot(fx, fy);
  return { front: len < 1e-6 ? [0, 1] : [fx / len, fy / len], toward };
}

function build(c: Candidate, plan: BuildingPlan, size: number, roads: readonly Obstacle[], gap?: number): Placed {
  const walls = outerWalls(c.cells, c.origin, size);
  const { front, toward } = doorFacing(c.bounds, roads);
  const piece: BuildingPiece = {
    id: '',
    type: 'building',
    polygon: outline(walls),
    dv: plan.kind.dv,
    floors: plan.kind.floors,
    areas: plan.kind.areas,
    openings: openings(walls, front, toward),
  };
  const info: Omit<BuildingInfo, 'id'> = {
    section: plan.section,
    roll: plan.roll,
    ref: plan.ref,
    kind: plan.kind,
    areaSize: size,
  };
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
  return list
    .map((b, i) => ({ b, i }))
    .sort(
      (p, q) => q.b.kind.floors - p.b.kind.floors || footprintAreas(q.b.kind) - footprintAreas(p.b.kind) || p.i - q.i,
    )
    .map((x) => x.b);
}

/** How far from its section centre a building may go: first near (its own section), then, for leftovers, farther. */
const NEAR = 8;
const FAR = 20;

interface Job {
  plan: BuildingPlan;
  section: number;
  order: number;
  gap?: number;
  size0: number;
}

function tryPlace(
  job: Job,
  mine: readonly Placed[],
  ground: Ground,
  roads: readonly Obstacle[],
  reach: number,
  from = 0,
): Placed | undefined {
  const centre = sectionCentre(job.section);
  const areas = footprintAreas(job.plan.kind);
  for (const f of SHRINK) {
    const size = Math.max(MIN_AREA_SIZE, Math.floor(job.size0 * f * 4) / 4);
    if (job.gap !== undefined && mine.length) {
      for (let g = job.gap; g <= job.gap + 1; g++) {
        const key = `${job.section}|${areas}|${size}|${g}|${reach}`;
        const c = besideAnchors(areas, size, g, mine, centre, reach, ground.blocked, ground.besideMisses.get(key));
        if (c) return build(c, job.plan, size, roads, g);
        ground.besideMisses.set(key, mine.length);
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
  plan: TerrainPlan,
  roll: Roller,
  hard: readonly Obstacle[],
  roads: readonly Obstacle[],
): { placed: Placed[]; dropped: Map<number, number> } {
  // Wooded and mountain tables often have no buildings at all: then no ground need be mapped.
  if (plan.buildings.length === 0) return { placed: [], dropped: new Map() };
  const hardMask = new Mask(),
    roadMask = new Mask();
  for (const o of hard) hardMask.add(o.polygon);
  for (const o of roads) roadMask.add(o.polygon);
  const blocked = new Mask()
    .addGrown(hardMask, squaresOf(HARD_CLEARANCE))
    .addGrown(roadMask, squaresOf(ROAD_CLEARANCE));
  const ground: Ground = { blocked, misses: new Map(), besideMisses: new Map() };
  const placed: (Placed & { order: number })[] = [];
  const bySection = new Map<number, Placed[]>();
  const put = (job: Job, p: Placed) => {
    placed.push({ ...p, order: job.order });
    bySection.set(job.section, [...(bySection.get(job.section) ?? []), p]);
    for (const r of p.rooms) ground.blocked.addBox(grow(r, BUILDING_GAP));
  };
  // First every section places its own buildings close to home; only then do leftovers look farther afield,
  // so an early crowded section doesn't take the room a later one needs.
  const leftovers: Job[] = [];
  for (const count of plan.buildingCounts) {
    const section = count.section;
    const list = placingOrder(plan.buildings.filter((b) => b.section === section));
    const size0 = areaSizeFor(list.reduce((n, b) => n + footprintAreas(b.kind), 0));
    list.forEach((b, index) => {
      const job: Job = { plan: b, section, order: index, size0 };
      if (index > 0) {
        job.gap = halfD6(
          roll({ purpose: 'buildings', count: 1, note: `gap to the next building, section ${section}` })[0] as number,
        );
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
