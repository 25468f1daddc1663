// Terrain prepared once for fast questions: every edge that can stop a sight line is copied into flat
// Float64Arrays, grouped by the kind of blocker, with one bounding box per piece so that a query skips
// whole pieces with four comparisons. Built from the plain TerrainPiece list the scenario or the
// generator gives; rebuilt only when terrain changes (it never does during a battle).
//
// No R-tree. A sight line scans the building boxes, sorted by left edge so the scan stops early; with a
// few dozen pieces that beat a walk over a 3" uniform grid by about a quarter. Point questions (which
// building or woods is a figure in) are answered once per figure and skipped outright for figures in
// the open through a half-inch occupancy grid, so rbush had nothing left to speed up (its cold point
// lookup is about as fast as the box scan: see the last row of src/bench/geometry.ts).
import { DEFAULT_TABLE, type Opening, type TableSize, type TerrainPiece, type Vec } from './shapes';
import { crossingParam, distSqPointSegment, distToSegments, insideSegments } from './segments';
import { hypot } from './vec';

/** Pieces of one kind: per-piece boxes and segment ranges over one flat segment list. Buildings are sorted by their box's left edge. */
export interface PieceGroup {
  readonly count: number;
  readonly ids: readonly string[];
  /** Index of each piece in PreparedTerrain.pieces. */
  readonly source: Int32Array;
  /** minX, minY, maxX, maxY per piece. */
  readonly box: Float64Array;
  /** Segments of piece k are start[k] .. start[k+1]-1. */
  readonly start: Int32Array;
  /** x1, y1, x2, y2 per segment. */
  readonly seg: Float64Array;
  /** Defensive Value per piece (0 where the piece has none). */
  readonly dv: Float64Array;
  /** For rings: +1 or -1, the sign of the ring's signed area (tells inside from outside of each edge). */
  readonly orient: Float64Array;
}

export interface BuildingGroup extends PieceGroup {
  /** Opening points of building k are openStart[k] .. openStart[k+1]-1, two numbers each in `open`. */
  readonly openStart: Int32Array;
  readonly open: Float64Array;
  readonly openKind: readonly Opening['kind'][];
  /** The wall segment (index into seg) each opening sits in: a sight line uses an opening only through that wall. */
  readonly openEdge: Int32Array;
}

export interface AreaGroup extends PieceGroup {
  readonly kind: readonly string[];
}

export interface PreparedTerrain {
  readonly pieces: readonly TerrainPiece[];
  readonly buildings: BuildingGroup;
  /** Woods and rocky ground: both limit sight inside them and hide figures deep inside (rules notes). */
  readonly woods: AreaGroup;
  /** Hill outlines (for drawing and "on a hill"); sight is stopped by the crests, not the outline. */
  readonly hills: PieceGroup;
  /** Crest polylines, one piece per hill, same order as `hills`. */
  readonly crests: PieceGroup;
  readonly tallWalls: PieceGroup;
  readonly lowWalls: PieceGroup;
  /** Water, roads, impassable ground: no effect on sight, kept for movement and drawing. */
  readonly otherAreas: AreaGroup;
  /** Every sight-stopping segment in one list (buildings, crests, tall walls): the bench's bare bound. */
  readonly blockers: Float64Array;
  readonly byId: ReadonlyMap<string, { readonly group: GroupName; readonly index: number }>;
  /**
   * Half-inch cells of the table touched by the box of a building or woods: a figure in a clear cell is
   * in the open, which sight checks learn without any polygon test.
   */
  readonly busy: Uint8Array;
  /** Cells in a row of `busy`. */
  readonly busyCols: number;
  /** The table the terrain lies on. */
  readonly table: TableSize;
  /**
   * Points where sight-stopping segments of different pieces cross (a tall wall running into a house),
   * or run off the table: the visibility polygon needs a ray through each, as through every end point.
   */
  readonly crossings: Float64Array;
}

/** Cells per inch of PreparedTerrain.busy (its rows are `busyCols` cells long). */
export const BUSY_RES = 2;

function markBusy(groups: readonly PieceGroup[], cols: number, rows: number): Uint8Array {
  const busy = new Uint8Array(cols * rows);
  const cell = (v: number) => Math.floor(v * BUSY_RES);
  for (const g of groups) {
    for (let k = 0; k < g.count; k++) {
      const c0 = Math.max(0, cell(g.box[k * 4]! - 1e-9)),
        r0 = Math.max(0, cell(g.box[k * 4 + 1]! - 1e-9));
      const c1 = Math.min(cols - 1, cell(g.box[k * 4 + 2]! + 1e-9)),
        r1 = Math.min(rows - 1, cell(g.box[k * 4 + 3]! + 1e-9));
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) busy[r * cols + c] = 1;
    }
  }
  return busy;
}

/** The table's edge as a piece, so that where a wall runs off the table is found like any crossing. */
function edgeOfTable(w: number, h: number): PieceGroup {
  return {
    count: 1,
    ids: ['table'],
    source: Int32Array.of(-1),
    box: Float64Array.of(0, 0, w, h),
    start: Int32Array.of(0, 4),
    seg: Float64Array.of(0, 0, w, 0, w, 0, w, h, w, h, 0, h, 0, h, 0, 0),
    dv: Float64Array.of(0),
    orient: Float64Array.of(1),
  };
}

/** Crossings between segments of different pieces in the given groups (and with the table's edge), as x, y pairs. */
function crossingsOf(groups: readonly PieceGroup[], table: TableSize): Float64Array {
  const pieces: { g: PieceGroup; k: number }[] = [{ g: edgeOfTable(table.width, table.height), k: 0 }];
  for (const g of groups) for (let k = 0; k < g.count; k++) pieces.push({ g, k });
  const out: number[] = [];
  for (let a = 0; a < pieces.length; a++) {
    for (let b = a + 1; b < pieces.length; b++) {
      const { g: ga, k: ka } = pieces[a]!,
        { g: gb, k: kb } = pieces[b]!;
      const qa = ka * 4,
        qb = kb * 4;
      if (
        ga.box[qa]! > gb.box[qb + 2]! ||
        gb.box[qb]! > ga.box[qa + 2]! ||
        ga.box[qa + 1]! > gb.box[qb + 3]! ||
        gb.box[qb + 1]! > ga.box[qa + 3]!
      )
        continue;
      for (let i = ga.start[ka]!; i < ga.start[ka + 1]!; i++) {
        for (let j = gb.start[kb]!; j < gb.start[kb + 1]!; j++) {
          const sa = ga.seg,
            sb = gb.seg,
            oi = i * 4,
            oj = j * 4;
          const t = crossingParam(
            sa[oi]!,
            sa[oi + 1]!,
            sa[oi + 2]!,
            sa[oi + 3]!,
            sb[oj]!,
            sb[oj + 1]!,
            sb[oj + 2]!,
            sb[oj + 3]!,
          );
          if (t < 0) continue;
          out.push(sa[oi]! + t * (sa[oi + 2]! - sa[oi]!), sa[oi + 1]! + t * (sa[oi + 3]! - sa[oi + 1]!));
        }
      }
    }
  }
  return Float64Array.from(out);
}

/** Whether point p is surely outside every building and woods (false means: look closer). */
export function inTheOpen(t: PreparedTerrain, x: number, y: number): boolean {
  if (!(x >= 0 && y >= 0 && x < t.table.width && y < t.table.height)) return false;
  return t.busy[Math.floor(y * BUSY_RES) * t.busyCols + Math.floor(x * BUSY_RES)] === 0;
}

export type GroupName = 'buildings' | 'woods' | 'hills' | 'crests' | 'tallWalls' | 'lowWalls' | 'otherAreas';

interface Draft {
  ids: string[];
  source: number[];
  rings: { pts: readonly Vec[]; closed: boolean }[];
  dv: number[];
}

const draft = (): Draft => ({ ids: [], source: [], rings: [], dv: [] });

function finish(d: Draft): PieceGroup {
  const count = d.ids.length;
  const start = new Int32Array(count + 1);
  const coords: number[] = [];
  const box = new Float64Array(count * 4);
  const orient = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    start[k] = coords.length / 4;
    const { pts, closed } = d.rings[k]!;
    let minX = Infinity,
      minY = Infinity,
      maxX = -Infinity,
      maxY = -Infinity,
      area = 0;
    const n = pts.length;
    const edges = closed ? n : n - 1;
    for (let i = 0; i < edges; i++) {
      const a = pts[i]!,
        b = pts[(i + 1) % n]!;
      area += a[0] * b[1] - b[0] * a[1];
      if (a[0] === b[0] && a[1] === b[1]) continue;
      coords.push(a[0], a[1], b[0], b[1]);
    }
    for (const p of pts) {
      minX = Math.min(minX, p[0]);
      minY = Math.min(minY, p[1]);
      maxX = Math.max(maxX, p[0]);
      maxY = Math.max(maxY, p[1]);
    }
    box.set([minX, minY, maxX, maxY], k * 4);
    orient[k] = area >= 0 ? 1 : -1;
  }
  start[count] = coords.length / 4;
  return {
    count,
    ids: d.ids,
    source: Int32Array.from(d.source),
    box,
    start,
    seg: Float64Array.from(coords),
    dv: Float64Array.from(d.dv),
    orient,
  };
}

/** Prepare terrain for sight, cover and visibility questions. */
export function prepareTerrain(pieces: readonly TerrainPiece[], table: TableSize = DEFAULT_TABLE): PreparedTerrain {
  const b = draft(),
    w = draft(),
    h = draft(),
    c = draft(),
    tw = draft(),
    lw = draft(),
    o = draft();
  const woodsKind: string[] = [],
    otherKind: string[] = [];
  const openStart: number[] = [],
    open: number[] = [],
    openKind: Opening['kind'][] = [];
  const byId = new Map<string, { group: GroupName; index: number }>();
  const add = (
    dr: Draft,
    group: GroupName,
    i: number,
    id: string,
    pts: readonly Vec[],
    closed: boolean,
    dv: number,
  ) => {
    byId.set(id, { group, index: dr.ids.length });
    dr.ids.push(id);
    dr.source.push(i);
    dr.rings.push({ pts, closed });
    dr.dv.push(dv);
  };
  pieces.forEach((p, i) => {
    switch (p.type) {
      case 'building':
        openStart.push(open.length / 2);
        for (const op of p.openings) {
          open.push(op.at[0], op.at[1]);
          openKind.push(op.kind);
        }
        add(b, 'buildings', i, p.id, p.polygon, true, p.dv);
        break;
      case 'hill':
        add(h, 'hills', i, p.id, p.polygon, true, 0);
        c.ids.push(p.id);
        c.source.push(i);
        c.rings.push({ pts: p.crest, closed: false });
        c.dv.push(0);
        break;
      case 'wall':
        add(p.tall ? tw : lw, p.tall ? 'tallWalls' : 'lowWalls', i, p.id, p.line, false, p.dv);
        break;
      case 'fence':
        // A wooden fence is a low wall of DV 1 to sight and cover; a wire one stops nothing that flies.
        if (p.kind === 'wooden') add(lw, 'lowWalls', i, p.id, p.line, false, 1);
        break;
      case 'woods':
      case 'rocky':
        woodsKind.push(p.type);
        add(w, 'woods', i, p.id, p.polygon, true, 2);
        break;
      default:
        otherKind.push(p.type);
        add(o, 'otherAreas', i, p.id, p.polygon, true, 0);
    }
  });
  openStart.push(open.length / 2);
  // Buildings sorted by their left edge: a sight line can stop scanning at the first building that
  // starts right of it.
  const left = (i: number) => Math.min(...b.rings[i]!.pts.map((p) => p[0]));
  const order = b.ids.map((_, i) => i).sort((i, j) => left(i) - left(j));
  const sortedOpenStart: number[] = [],
    sortedOpen: number[] = [],
    sortedKind: Opening['kind'][] = [];
  for (const i of order) {
    sortedOpenStart.push(sortedOpen.length / 2);
    for (let o = openStart[i]!; o < openStart[i + 1]!; o++) {
      sortedOpen.push(open[o * 2]!, open[o * 2 + 1]!);
      sortedKind.push(openKind[o]!);
    }
  }
  sortedOpenStart.push(sortedOpen.length / 2);
  const sortedB: Draft = {
    ids: order.map((i) => b.ids[i]!),
    source: order.map((i) => b.source[i]!),
    rings: order.map((i) => b.rings[i]!),
    dv: order.map((i) => b.dv[i]!),
  };
  sortedB.ids.forEach((id, index) => byId.set(id, { group: 'buildings', index }));
  const buildings = finish(sortedB),
    crests = finish(c),
    tallWalls = finish(tw);
  const blockers = new Float64Array(buildings.seg.length + crests.seg.length + tallWalls.seg.length);
  blockers.set(buildings.seg, 0);
  blockers.set(crests.seg, buildings.seg.length);
  blockers.set(tallWalls.seg, buildings.seg.length + crests.seg.length);
  const woods = { ...finish(w), kind: woodsKind };
  const openFlat = Float64Array.from(sortedOpen);
  const openEdge = new Int32Array(sortedKind.length);
  for (let k = 0; k < buildings.count; k++) {
    for (let o = sortedOpenStart[k]!; o < sortedOpenStart[k + 1]!; o++) {
      let best = -1,
        bestD = Infinity;
      for (let i = buildings.start[k]!; i < buildings.start[k + 1]!; i++) {
        const d = distSqPointSegment(
          openFlat[o * 2]!,
          openFlat[o * 2 + 1]!,
          buildings.seg[i * 4]!,
          buildings.seg[i * 4 + 1]!,
          buildings.seg[i * 4 + 2]!,
          buildings.seg[i * 4 + 3]!,
        );
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      }
      openEdge[o] = best;
    }
  }
  const busyCols = Math.ceil(table.width * BUSY_RES),
    busyRows = Math.ceil(table.height * BUSY_RES);
  return {
    pieces,
    table,
    busy: markBusy([buildings, woods], busyCols, busyRows),
    busyCols,
    crossings: crossingsOf([buildings, crests, tallWalls], table),
    woods,
    buildings: {
      ...buildings,
      openStart: Int32Array.from(sortedOpenStart),
      open: openFlat,
      openKind: sortedKind,
      openEdge,
    },
    hills: finish(h),
    crests,
    tallWalls,
    lowWalls: finish(lw),
    otherAreas: { ...finish(o), kind: otherKind },
    blockers,
    byId,
  };
}

/** Whether point p lies in the bounding box of piece k, grown by `pad`. */
export function inBox(g: PieceGroup, k: number, x: number, y: number, pad = 0): boolean {
  const o = k * 4;
  return x >= g.box[o]! - pad && y >= g.box[o + 1]! - pad && x <= g.box[o + 2]! + pad && y <= g.box[o + 3]! + pad;
}

/** Whether the box of segment a-b overlaps the box of piece k (grown by `pad`). */
export function boxMeetsSegment(
  g: PieceGroup,
  k: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  pad = 0,
): boolean {
  const o = k * 4;
  return (
    Math.max(ax, bx) >= g.box[o]! - pad &&
    Math.max(ay, by) >= g.box[o + 1]! - pad &&
    Math.min(ax, bx) <= g.box[o + 2]! + pad &&
    Math.min(ay, by) <= g.box[o + 3]! + pad
  );
}

/** Whether p is inside ring piece k. */
export function insidePiece(g: PieceGroup, k: number, x: number, y: number): boolean {
  return inBox(g, k, x, y) && insideSegments(x, y, g.seg, g.start[k]!, g.start[k + 1]!);
}

/** The first ring piece containing p, or -1. */
export function pieceAt(g: PieceGroup, x: number, y: number): number {
  for (let k = 0; k < g.count; k++) if (insidePiece(g, k, x, y)) return k;
  return -1;
}

/** Distance from p to the outline (or line) of piece k. */
export function distToPiece(g: PieceGroup, k: number, x: number, y: number): number {
  return distToSegments(x, y, g.seg, g.start[k]!, g.start[k + 1]!);
}

/** The opening of building k nearest to p, with its distance; index -1 when the building has none. */
export function nearestOpening(b: BuildingGroup, k: number, x: number, y: number): { index: number; dist: number } {
  let index = -1,
    dist = Infinity;
  for (let i = b.openStart[k]!; i < b.openStart[k + 1]!; i++) {
    const d = hypot(b.open[i * 2]! - x, b.open[i * 2 + 1]! - y);
    if (d < dist) {
      dist = d;
      index = i;
    }
  }
  return { index, dist };
}
