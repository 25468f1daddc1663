// Cover and concealment of a figure against one viewer or shooter (book p.16, p.24, p.26; RULINGS).
// They are two separate answers: concealment matters for the In Sight test, cover for the Ranged Combat
// table and the Crisis test. Also the cover value between a figure and a blast centre (book p.18).
import { DEFAULT_TABLE, type GeoFigure, type TableSize, type Vec } from './shapes';
import { BUSY_RES, boxMeetsSegment, inBox, insidePiece, type PieceGroup } from './prepared';
import type { PreparedTerrain } from './prepared';
import { crossingParam, distToSegments, segmentsTouch } from './segments';
import { type World, SIGHT, placeOf } from './world';
import { hypot } from './vec';

export const COVER_SOURCES = ['building', 'opening', 'woods', 'rocky', 'wall', 'crest'] as const;
export type CoverSource = (typeof COVER_SOURCES)[number];

export interface CoverResult {
  cover: boolean;
  concealed: boolean;
  /** One entry per thing that helps, in words for the screen and the log. */
  reasons: string[];
  /** The same, as data. */
  sources: { kind: CoverSource; id: string; cover: boolean; concealed: boolean }[];
}

/** What the rules look at in the figure being covered. */
export type Covered = Pick<GeoFigure, 'id' | 'at'> & Partial<Pick<GeoFigure, 'moved' | 'inBuilding'>>;

/**
 * Cover and concealment of `figure` against `from` (a figure or a point such as a blast or a noise).
 * Moving figures inside buildings, woods or rocky ground are concealed but not in cover.
 */
export function coverFrom(world: World, figure: Covered, from: Pick<GeoFigure, 'at'> | Vec): CoverResult {
  const src: Vec = isVec(from) ? from : from.at;
  const terrain = world.terrain;
  const res: CoverResult = { cover: false, concealed: false, reasons: [], sources: [] };
  const moving = figure.moved === true;
  const fx = figure.at[0],
    fy = figure.at[1];
  const sx = src[0],
    sy = src[1];

  const place = placeOf(terrain, figure);
  if (place.building >= 0) {
    const id = terrain.buildings.ids[place.building]!;
    if (place.opening >= 0) {
      const kind = terrain.buildings.openKind[place.opening]!;
      if (moving)
        addSource(res, 'opening', id, false, true, `moving at a ${kind} of building ${id}: concealed, not in cover`);
      else
        addSource(
          res,
          'opening',
          id,
          true,
          true,
          `firing position at a ${kind} of building ${id}: in cover and concealed`,
        );
    } else if (moving)
      addSource(res, 'building', id, false, true, `moving inside building ${id}: concealed, not in cover`);
    else addSource(res, 'building', id, true, true, `inside building ${id}: in cover and concealed`);
  }

  // The place already names the first woods the figure is in (none: -1), so the search starts there.
  const woods = terrain.woods;
  for (let k = place.woods < 0 ? woods.count : place.woods; k < woods.count; k++) {
    if (!insidePiece(woods, k, fx, fy)) continue;
    const id = woods.ids[k]!,
      kind = woods.kind[k] as 'woods' | 'rocky';
    if (moving) addSource(res, kind, id, false, true, `moving in ${kind} ${id}: concealed, not in cover`);
    else addSource(res, kind, id, true, true, `in ${kind} ${id}: in cover and concealed`);
  }

  for (let pass = 0; pass < 2; pass++) {
    const g = pass === 0 ? terrain.lowWalls : terrain.tallWalls;
    for (let k = 0; k < g.count; k++) {
      const gap = wallGap(g, k, fx, fy, sx, sy);
      if (gap >= 0)
        addSource(
          res,
          'wall',
          g.ids[k]!,
          true,
          false,
          `behind wall ${g.ids[k]} (DV ${g.dv[k]}), ${gap.toFixed(1)}" in front of ${figure.id || 'the figure'}`,
        );
    }
  }

  const c = terrain.crests;
  for (let k = 0; k < c.count; k++) {
    if (behindCrest(c, k, fx, fy, sx, sy))
      addSource(
        res,
        'crest',
        c.ids[k]!,
        true,
        false,
        `within 1" of hill crest ${c.ids[k]}, the other side from the viewer: in cover`,
      );
  }
  return res;
}

/**
 * coverFrom(world, figure, from).concealed alone, without the words: inside a building (at an opening or
 * not), or in woods or rocky ground. Walls and crests give cover, never concealment, so where it is looked
 * at from does not matter, nor whether the figure moved.
 */
export function isConcealed(world: World, figure: Covered): boolean {
  const place = placeOf(world.terrain, figure);
  return place.building >= 0 || place.woods >= 0;
}

/**
 * coverFrom(world, figure, from).cover alone, for searches that ask it of many spots: no words, and the
 * cheap wall and crest tests first (a moving figure gets no cover from where it stands, so no place look-up).
 */
export function hasCover(world: World, figure: Covered, from: Pick<GeoFigure, 'at'> | Vec): boolean {
  const src: Vec = isVec(from) ? from : from.at;
  const terrain = world.terrain;
  const fx = figure.at[0],
    fy = figure.at[1];
  const sx = src[0],
    sy = src[1];
  for (let pass = 0; pass < 2; pass++) {
    const g = pass === 0 ? terrain.lowWalls : terrain.tallWalls;
    for (let k = 0; k < g.count; k++) {
      if (wallGap(g, k, fx, fy, sx, sy) >= 0) return true;
    }
  }
  const c = terrain.crests;
  for (let k = 0; k < c.count; k++) if (behindCrest(c, k, fx, fy, sx, sy)) return true;
  if (figure.moved === true) return false;
  // In a building (at an opening or not) or in woods or rocky ground, standing still: in cover.
  const place = placeOf(terrain, figure);
  return place.building >= 0 || place.woods >= 0;
}

/**
 * How far in front of the figure (at f) wall k of group g crosses the line toward the source (at s), when it
 * is close enough to give cover (the first such segment); -1 when it gives none.
 */
function wallGap(g: PreparedTerrain['lowWalls'], k: number, fx: number, fy: number, sx: number, sy: number): number {
  if (!boxMeetsSegment(g, k, sx, sy, fx, fy)) return -1;
  for (let i = g.start[k]!, end = g.start[k + 1]!; i < end; i++) {
    const o = i * 4;
    const t = crossingParam(fx, fy, sx, sy, g.seg[o]!, g.seg[o + 1]!, g.seg[o + 2]!, g.seg[o + 3]!);
    if (t < 0) continue;
    const gap = t * hypot(sx - fx, sy - fy);
    if (gap <= SIGHT.wallCover) return gap;
  }
  return -1;
}

/** Whether the figure stands within the band of crest k, on the other side of it from the source. */
function behindCrest(c: PreparedTerrain['crests'], k: number, fx: number, fy: number, sx: number, sy: number): boolean {
  const from0 = c.start[k]!,
    end = c.start[k + 1]!;
  // Clearly farther than the band from the crest's box: farther from the crest too (the margin covers rounding).
  if (
    from0 === end ||
    !inBox(c, k, fx, fy, SIGHT.crestBand + 1e-6) ||
    distToSegments(fx, fy, c.seg, from0, end) > SIGHT.crestBand
  )
    return false;
  for (let i = from0; i < end; i++) {
    const o = i * 4;
    if (segmentsTouch(fx, fy, sx, sy, c.seg[o]!, c.seg[o + 1]!, c.seg[o + 2]!, c.seg[o + 3]!)) return true;
  }
  return false;
}

function addSource(
  res: CoverResult,
  kind: CoverSource,
  id: string,
  cover: boolean,
  concealed: boolean,
  text: string,
): void {
  res.cover ||= cover;
  res.concealed ||= concealed;
  res.sources.push({ kind, id, cover, concealed });
  res.reasons.push(text);
}

export interface BlastCover {
  /** Highest Defensive Value between the figure and the centre; 0 when nothing stands between. */
  dv: number;
  /** The piece giving it. */
  by?: string;
  text: string;
}

/**
 * The best cover between a figure and a blast centre, for "escapes if DV ≥ Impact": walls and building
 * walls crossed by the line, and woods or rocky ground the line runs through (DV 2, book p.24).
 */
export function coverValueBetween(terrain: PreparedTerrain, point: Vec, centre: Vec): BlastCover {
  const [ax, ay] = point,
    [bx, by] = centre;
  let dv = 0,
    by_ = '';
  const consider = (v: number, id: string) => {
    if (v > dv) {
      dv = v;
      by_ = id;
    }
  };
  for (const g of [terrain.lowWalls, terrain.tallWalls, terrain.buildings]) {
    for (let k = 0; k < g.count; k++) {
      if (g.dv[k]! <= dv || !boxMeetsSegment(g, k, ax, ay, bx, by)) continue;
      for (let i = g.start[k]!, end = g.start[k + 1]!; i < end; i++) {
        const o = i * 4;
        if (segmentsTouch(ax, ay, bx, by, g.seg[o]!, g.seg[o + 1]!, g.seg[o + 2]!, g.seg[o + 3]!)) {
          consider(g.dv[k]!, g.ids[k]!);
          break;
        }
      }
    }
  }
  const w = terrain.woods;
  for (let k = 0; k < w.count; k++) {
    if (w.dv[k]! <= dv || !boxMeetsSegment(w, k, ax, ay, bx, by)) continue;
    let meets = insidePiece(w, k, ax, ay) || insidePiece(w, k, bx, by);
    for (let i = w.start[k]!, end = w.start[k + 1]!; !meets && i < end; i++) {
      const o = i * 4;
      meets = segmentsTouch(ax, ay, bx, by, w.seg[o]!, w.seg[o + 1]!, w.seg[o + 2]!, w.seg[o + 3]!);
    }
    if (meets) consider(w.dv[k]!, w.ids[k]!);
  }
  if (dv === 0) return { dv, text: 'no cover between the figure and the blast centre' };
  const piece = terrain.byId.get(by_);
  const what =
    piece?.group === 'buildings' ? 'building' : piece?.group === 'woods' ? terrain.woods.kind[piece.index] : 'wall';
  return { dv, by: by_, text: `${what} ${by_} (DV ${dv}) between the figure and the blast centre` };
}

function isVec(x: Pick<GeoFigure, 'at'> | Vec): x is Vec {
  return Array.isArray(x);
}

/**
 * Whether a figure standing at p (and not named in a building) could have cover from anywhere: false on
 * bare ground, where hasCover is false whatever the source. Searches ask it of each spot before their
 * dearer tests (a place to stand, sight to a target, the cover itself): in the bench's Patrols, 7 in 10 of
 * the spots they ask about are bare.
 */
export function coverPossible(world: World, p: Vec): boolean {
  return !bareAt(world.terrain, p[0], p[1]);
}

/**
 * Whether any spot within `reach` of `at` could have cover (false: every such spot is bare ground, where
 * coverPossible is false, so a search whose spots must all pass coverPossible finds nothing there). Asked
 * once before a whole cover search rather than of each of its spots: in the bench's Patrols it skips 4
 * in 10 of the bound-ending searches (coverEnd) and 1 in 11 of the others (coverMove). One look-up in
 * a per-table table of running sums (summed-area table) over the square round the disc.
 *
 * Exact, never a guess: the sums count the cells that are not bare, and every cell under a building's or
 * woods' box (which bareAt looks at closely only when asked, and may find bare); a point on the table's
 * far edges goes with the last cell of its row or column, as in bareAt. `searched` is the table the search
 * keeps to (nearestCover's default, 36" square).
 */
export function coverPossibleWithin(
  world: World,
  at: Vec,
  reach: number,
  searched: TableSize = DEFAULT_TABLE,
): boolean {
  const terrain = world.terrain;
  // The margins (a millionth of an inch) are far above the rounding of any spot's distance.
  const m = reach + 1e-6;
  // A search over a larger table than the terrain's may ask of spots past its far edges, never bare.
  const t = terrain.table;
  if ((searched.width > t.width && at[0] + m > t.width) || (searched.height > t.height && at[1] + m > t.height))
    return true;
  const sums = maybeSums(terrain);
  const cols = terrain.busyCols,
    rows = terrain.busy.length / cols;
  const cell = (v: number, n: number) => Math.min(n - 1, Math.max(0, Math.floor(v * BUSY_RES)));
  const c0 = cell(at[0] - m, cols),
    c1 = cell(at[0] + m, cols),
    r0 = cell(at[1] - m, rows),
    r1 = cell(at[1] + m, rows);
  const w = cols + 1;
  const n = sums[(r1 + 1) * w + c1 + 1]! - sums[r0 * w + c1 + 1]! - sums[(r1 + 1) * w + c0]! + sums[r0 * w + c0]!;
  return n > 0;
}

/** Per table: running sums of the cells not known bare ((rows + 1) x (cols + 1), zero-padded). */
const maybeSumsOf = new WeakMap<PreparedTerrain, Int32Array>();

function maybeSums(terrain: PreparedTerrain): Int32Array {
  let sums = maybeSumsOf.get(terrain);
  if (sums) return sums;
  // The field as first made, from boxes alone: a cell under a building's or woods' box counts as not bare.
  // Looking at each such cell closely (once per table, so once per Patrol) cost more than it spared: the
  // searches it would have skipped as well are few (4 more in ~750 of the bench's).
  const bare = bareOf(terrain);
  const cols = terrain.busyCols,
    rows = bare.length / cols,
    w = cols + 1;
  sums = new Int32Array((rows + 1) * w);
  for (let r = 0; r < rows; r++) {
    let row = 0;
    for (let c = 0; c < cols; c++) {
      if (bare[r * cols + c] !== BARE) row++;
      sums[(r + 1) * w + c + 1] = sums[r * w + c + 1]! + row;
    }
  }
  maybeSumsOf.set(terrain, sums);
  return sums;
}

/**
 * Bare ground, per table, by half-inch cells (those of PreparedTerrain.busy): a cell is bare when no wall's
 * box comes within the wall's cover reach of it (a wall covers only where the line to the source crosses it
 * that close to the figure, so on its box grown by that reach), no crest's box within the crest's band
 * (behindCrest asks that box first), and no building or woods outline comes near it nor holds it (placeOf
 * then finds the figure in the open). The walls and crests are marked once per prepared terrain from boxes
 * alone; a cell under a building's or woods' box (most of which is open ground round the outline) is looked
 * at closely the first time it is asked about. A cell is bare only when all of it is, so the answer is
 * exact, never a guess. Points off the table are never bare.
 */
const bareCells = new WeakMap<PreparedTerrain, Uint8Array>();
let lastTerrain: PreparedTerrain | undefined;
let lastBare: Uint8Array | undefined;
/** Cell values: bare, not bare, and under a building's or woods' box, not yet looked at. */
const BARE = 1,
  NOT_BARE = 0,
  UNDER_BOX = 2;
/** Half a cell's diagonal, and a hair: every point of a cell lies this close to its centre. */
const CELL_REACH = Math.SQRT1_2 / BUSY_RES + 1e-6;

function bareAt(terrain: PreparedTerrain, x: number, y: number): boolean {
  const t = terrain.table;
  if (!(x >= 0 && y >= 0 && x <= t.width && y <= t.height)) return false;
  const bare = bareField(terrain);
  const cols = terrain.busyCols;
  // A point on the table's far edges goes with the last cell of its row or column: the cells are judged as
  // closed squares (boxes marked with a margin, outlines within half a diagonal of the centre), edges included.
  const c =
    Math.min(bare.length / cols - 1, Math.floor(y * BUSY_RES)) * cols + Math.min(cols - 1, Math.floor(x * BUSY_RES));
  let v = bare[c]!;
  if (v === UNDER_BOX) v = bare[c] = clearOfOutlines(terrain, c) ? BARE : NOT_BARE;
  return v === BARE;
}

/** The table's field (made the first time it is asked for). */
function bareField(terrain: PreparedTerrain): Uint8Array {
  // The last table's field is kept at hand: a battle asks of one table, and searches ask it of every spot.
  let bare = lastBare;
  if (terrain !== lastTerrain || !bare) {
    bare = bareCells.get(terrain);
    if (!bare) {
      bare = bareOf(terrain);
      bareCells.set(terrain, bare);
    }
    lastTerrain = terrain;
    lastBare = bare;
  }
  return bare;
}

function bareOf(terrain: PreparedTerrain): Uint8Array {
  const cols = terrain.busyCols,
    rows = terrain.busy.length / cols;
  const bare = new Uint8Array(terrain.busy.length);
  for (let i = 0; i < bare.length; i++) bare[i] = terrain.busy[i] === 0 ? BARE : UNDER_BOX;
  // The margins (a millionth of an inch, and a hair on each cell index) are far above any rounding here.
  const cell = (v: number) => Math.floor(v * BUSY_RES);
  const coverNear = (g: PieceGroup, pad: number) => {
    for (let k = 0; k < g.count; k++) {
      const o = k * 4;
      const c0 = Math.max(0, cell(g.box[o]! - pad - 1e-6)),
        r0 = Math.max(0, cell(g.box[o + 1]! - pad - 1e-6));
      const c1 = Math.min(cols - 1, cell(g.box[o + 2]! + pad + 1e-6)),
        r1 = Math.min(rows - 1, cell(g.box[o + 3]! + pad + 1e-6));
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) bare[r * cols + c] = NOT_BARE;
    }
  };
  coverNear(terrain.lowWalls, SIGHT.wallCover);
  coverNear(terrain.tallWalls, SIGHT.wallCover);
  coverNear(terrain.crests, SIGHT.crestBand + 1e-6);
  return bare;
}

/** Whether cell c lies wholly outside every building and woods: its centre outside, no outline near it. */
function clearOfOutlines(terrain: PreparedTerrain, c: number): boolean {
  const x = ((c % terrain.busyCols) + 0.5) / BUSY_RES,
    y = (Math.floor(c / terrain.busyCols) + 0.5) / BUSY_RES;
  for (const g of [terrain.buildings, terrain.woods] as const) {
    for (let k = 0; k < g.count; k++) {
      if (!inBox(g, k, x, y, CELL_REACH)) continue;
      if (insidePiece(g, k, x, y) || distToSegments(x, y, g.seg, g.start[k]!, g.start[k + 1]!) <= CELL_REACH)
        return false;
    }
  }
  return true;
}
