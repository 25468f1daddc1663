// "Nearest cover within 6"" for Duck Back and Hunker Down (book p. 10, RULINGS "Line of sight, cover"):
// the closest spot that gives cover against the cause of the test and that the figure can walk to
// within its reach; with none, the figure drops prone where it stands. Cover and movement cost come
// in as callbacks; terrain, when given, adds candidate spots along the sides of cover pieces and
// prices the walk with the movement rules.
import { BASE_RADIUS, onTableOf, type GeoFigure, type TableSize, type TerrainPiece, type Vec } from './shapes';
import { pathCostOver, tableOption } from './movement';
import {
  add,
  type Box,
  boxOf,
  dist,
  distToPolygonEdge,
  distToSegment,
  EPS,
  pathLength,
  pointInPolygon,
  r3,
  r3v,
  scale,
  sub,
  unit,
} from './vec';

export const COVER_REACH = 6;
/** Default distance between sampled candidate spots. */
export const COVER_SPACING = 0.5;
/** Candidate spots beside a cover piece sit this far off its side, so the base clears it. */
export const COVER_OFFSET = BASE_RADIUS + 0.1;
/** Spots closer to the figure than the best one by less than this count as equally near. */
export const COVER_TIE = 0.01;

export interface NearestCoverOptions {
  reach?: number;
  /** Does a figure standing at p have cover against the cause? */
  hasCoverAt: (p: Vec) => boolean;
  /** Allowance needed to walk this path (Infinity if it can't). Default: movement rules over `terrain`, else length. */
  pathCost?: (path: readonly Vec[]) => number;
  /** Adds spots along walls, woods and rocky edges, building sides and doorways, and hill crests. */
  terrain?: readonly TerrainPiece[];
  spacing?: number;
  /** May the figure end here (e.g. not on another figure's base)? Default: anywhere. */
  canStand?: (p: Vec) => boolean;
  /**
   * A cheap test that every spot passing canStand and hasCoverAt passes too (not on bare ground, say): a
   * ring spot failing it is passed over before anything else is asked of it (whether a base there would
   * straddle a wall, then the callbacks). The spot found is the same.
   */
  possible?: (p: Vec) => boolean;
  /** Consider staying put when already in cover. Default true. */
  includeStart?: boolean;
  /** The table (or a square table's side); null: spots off the table count too. Default 36" x 36". */
  tableSize?: TableSize | number | null;
}

export type CandidateSource = 'start' | 'ring' | 'wall' | 'areaEdge' | 'buildingSide' | 'doorway' | 'crest';

export type NearestCoverResult =
  | {
      found: true;
      at: Vec;
      /** The walk: figure's spot, any doorway step, the cover spot. */
      path: Vec[];
      /** Straight-line distance from the figure: what "nearest" means. */
      distance: number;
      /** Movement spent walking there. */
      cost: number;
      fromCause: number;
      source: CandidateSource;
      reason: string;
      /** Candidate spots looked at, for tuning. */
      checked: number;
    }
  | { found: false; action: 'prone'; at: Vec; reason: string; checked: number };

interface Candidate {
  at: Vec;
  via: Vec[];
  d: number;
  source: CandidateSource;
  order: number;
}

export function nearestCover(
  fig: Pick<GeoFigure, 'id' | 'at'>,
  cause: Vec | { at: Vec },
  opts: NearestCoverOptions,
): NearestCoverResult {
  const reach = opts.reach ?? COVER_REACH;
  const spacing = opts.spacing && opts.spacing > 0 ? opts.spacing : COVER_SPACING;
  const size = tableOption(opts.tableSize);
  const causeAt: Vec = isVec(cause) ? cause : cause.at;
  const terrainCost = opts.terrain ? pathCostOver(opts.terrain, reach) : undefined;
  const cost = opts.pathCost ?? terrainCost ?? ((path: readonly Vec[]) => pathLength(path));

  const { extras, ringCount, ringStraddle } = candidates(
    fig.at,
    reach,
    spacing,
    opts.terrain ?? [],
    opts.includeStart ?? true,
    size,
  );

  let checked = 0;
  // The best spot so far, field by field (a record for every spot looked at was most of the search's garbage).
  let found = false;
  let bestAt: Vec = fig.at,
    bestVia: Vec[] = NO_VIA,
    bestD = 0,
    bestSource: CandidateSource = 'start',
    bestCost = 0,
    bestFrom = 0;
  let bandEnd = Infinity;
  /** Look at one spot; true once spots are too far to matter. */
  const consider = (at: Vec, via: Vec[], d: number, source: CandidateSource): boolean => {
    if (d > bandEnd) return true;
    checked++;
    const fromCause = dist(at, causeAt);
    // Once a spot is found, only one farther from the cause can take its place: no need to test the rest.
    if (found && !(fromCause > bestFrom + EPS)) return false;
    if (opts.canStand && !opts.canStand(at)) return false;
    if (!opts.hasCoverAt(at)) return false;
    const spent = source === 'start' ? 0 : cost(via.length === 0 ? [fig.at, at] : [fig.at, ...via, at]);
    if (!(spent <= reach + EPS)) return false;
    if (!found) bandEnd = d + COVER_TIE;
    // Among equally near spots, the one farther from the cause is safer.
    if (!found || fromCause > bestFrom + EPS) {
      found = true;
      bestAt = at;
      bestVia = via;
      bestD = d;
      bestSource = source;
      bestCost = spent;
      bestFrom = fromCause;
    }
    return false;
  };
  // Rings come out nearest first, so they are walked one at a time and the search stops early. A ring's
  // spots are looked at in turn as they are made: those off the table, past the reach or astride a wall
  // are left out, as a list of the ring's spots would leave them out.
  const onTable = (p: Vec) => size === null || onTableOf(size, p);
  const possible = opts.possible;
  const at0 = fig.at;
  let e = 0;
  search: for (let k = 1; k <= ringCount + 1; k++) {
    const r = k <= ringCount ? k * spacing : Infinity;
    while (e < extras.length && extras[e]!.d <= r) {
      const c = extras[e++]!;
      if (consider(c.at, c.via, c.d, c.source)) break search;
    }
    if (k > ringCount) break;
    // A multiple of 4 spots per ring keeps the pattern symmetric.
    const m = 4 * Math.max(2, Math.ceil((2 * Math.PI * r) / spacing / 4));
    const off = ringOffsets(r, m);
    const straddle = ringStraddle();
    for (let i = 0; i < m; i++) {
      const p: Vec = [at0[0] + off[2 * i]!, at0[1] + off[2 * i + 1]!];
      const d = dist(at0, p);
      if (!(d <= reach + EPS) || !onTable(p)) continue;
      // A spot that can't pass is passed over, unless it is where consider would end the search.
      if (possible && !(d > bandEnd) && !possible(p)) continue;
      if (!straddlesAny(straddle, p) && consider(p, NO_VIA, d, 'ring')) break search;
    }
  }

  if (!found) {
    return {
      found: false,
      action: 'prone',
      at: r3v(fig.at),
      checked,
      reason: `${fig.id} finds no cover it can reach within ${reach}": drops prone where it stands`,
    };
  }
  const reason =
    bestSource === 'start'
      ? `${fig.id} is already in cover against the cause: stays where it is`
      : `${fig.id} moves ${r3(bestD)}" (${r3(bestCost)}" of movement) to the nearest cover${bestSource === 'doorway' ? ', through a doorway' : ''}`;
  return {
    found: true,
    at: r3v(bestAt),
    path: [fig.at, ...bestVia, bestAt].map(r3v),
    distance: r3(bestD),
    cost: r3(bestCost),
    fromCause: r3(bestFrom),
    source: bestSource,
    reason,
    checked,
  };
}

const snap = (v: number) => (Math.abs(v) < 1e-9 ? 0 : v);

/** A ring's offsets from its centre (x, y pairs), the same for every figure: kept by radius and count. */
const ringCache = new Map<string, Float64Array>();

function ringOffsets(r: number, m: number): Float64Array {
  const key = `${r}/${m}`;
  let off = ringCache.get(key);
  if (!off) {
    off = new Float64Array(2 * m);
    for (let i = 0; i < m; i++) {
      const a = (2 * Math.PI * i) / m;
      // Snap the quarter points exactly, so a figure at the table edge still looks along the edge.
      off[2 * i] = snap(r * Math.cos(a));
      off[2 * i + 1] = snap(r * Math.sin(a));
    }
    ringCache.set(key, off);
  }
  return off;
}

function isVec(x: Vec | { at: Vec }): x is Vec {
  return Array.isArray(x);
}

interface Candidates {
  /** The start and the spots beside terrain, nearest first. */
  extras: Candidate[];
  ringCount: number;
  /** The walls and buildings a ring spot could straddle (worked out when the first ring is walked). */
  ringStraddle: () => Straddle;
}

/** A spot beside a terrain piece, worked out once per table: only its distance depends on the figure. */
interface SideSpot {
  at: Vec;
  source: CandidateSource;
  via: Vec[];
  /** Would a base here straddle a wall (such spots are never offered)? Worked out when first needed. */
  straddles?: boolean;
  /** A doorway's inside: offered only to a figure outside this building. */
  building?: readonly Vec[];
}

/** One terrain piece's spots (made the first time a figure comes near), with the box it must be near. */
interface PieceSpots {
  box: Box | undefined;
  make: () => SideSpot[];
  spots?: SideSpot[];
}

/** The building walls and wall lines a base may not straddle, with their boxes. */
interface Straddle {
  walls: { line: readonly Vec[]; box: Box }[];
  buildings: { poly: readonly Vec[]; box: Box }[];
}

const straddleCache = new WeakMap<readonly TerrainPiece[], Straddle>();
const sideCache = new WeakMap<readonly TerrainPiece[], Map<number, PieceSpots[]>>();

function straddleOf(terrain: readonly TerrainPiece[]): Straddle {
  let s = straddleCache.get(terrain);
  if (!s) {
    s = {
      walls: terrain.flatMap((t) => (t.type === 'wall' ? [{ line: t.line, box: boxOf(t.line) }] : [])),
      buildings: terrain.flatMap((t) => (t.type === 'building' ? [{ poly: t.polygon, box: boxOf(t.polygon) }] : [])),
    };
    straddleCache.set(terrain, s);
  }
  return s;
}

const nearBox = (b: Box, p: Vec) =>
  p[0] >= b.minX - BASE_RADIUS &&
  p[0] <= b.maxX + BASE_RADIUS &&
  p[1] >= b.minY - BASE_RADIUS &&
  p[1] <= b.maxY + BASE_RADIUS;

/** A base may not straddle a building's wall or a wall line: such spots are nowhere a figure can stand. */
function straddlesAny(s: Straddle, p: Vec): boolean {
  // Plain loops (no callback per piece): every ring spot of a search asks this.
  const bs = s.buildings;
  for (let k = 0; k < bs.length; k++) {
    const b = bs[k]!;
    if (nearBox(b.box, p) && distToPolygonEdge(p, b.poly) < BASE_RADIUS - EPS) return true;
  }
  const ws = s.walls;
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k]!;
    if (!nearBox(w.box, p)) continue;
    const line = w.line;
    for (let i = 1; i < line.length; i++) if (distToSegment(p, line[i - 1]!, line[i]!) < BASE_RADIUS - EPS) return true;
  }
  return false;
}

/** Only the pieces whose boxes come within `within` of `at` (the rest can't matter to spots that close). */
function straddleNear(s: Straddle, at: Vec, within: number): Straddle {
  const m = within + BASE_RADIUS;
  const near = (b: Box) => at[0] >= b.minX - m && at[0] <= b.maxX + m && at[1] >= b.minY - m && at[1] <= b.maxY + m;
  return { walls: s.walls.filter((w) => near(w.box)), buildings: s.buildings.filter((b) => near(b.box)) };
}

/** Every piece's side spots at this spacing, in the order the search has always made them. */
function sideSpotsOf(terrain: readonly TerrainPiece[], spacing: number): PieceSpots[] {
  let bySpacing = sideCache.get(terrain);
  if (!bySpacing) {
    bySpacing = new Map();
    sideCache.set(terrain, bySpacing);
  }
  const hit = bySpacing.get(spacing);
  if (hit) return hit;
  const out: PieceSpots[] = [];
  const piece = (
    pts: readonly Vec[],
    fill: (spot: (at: Vec, source: CandidateSource, via?: Vec[], building?: readonly Vec[]) => void) => void,
  ) => {
    out.push({
      box: pts.length ? boxOf(pts) : undefined,
      make: () => {
        const spots: SideSpot[] = [];
        fill((at, source, via = [], building) => {
          spots.push(building ? { at, source, via, building } : { at, source, via });
        });
        return spots;
      },
    });
  };
  for (const t of terrain) {
    if (t.type === 'wall') {
      piece(t.line, (spot) =>
        alongSides(t.line, false, spacing, (p, n) => {
          spot(add(p, scale(n, COVER_OFFSET)), 'wall');
          spot(sub(p, scale(n, COVER_OFFSET)), 'wall');
        }),
      );
    } else if (t.type === 'hill') {
      piece(t.crest, (spot) =>
        alongSides(t.crest, false, spacing, (p, n) => {
          spot(add(p, scale(n, COVER_OFFSET)), 'crest');
          spot(sub(p, scale(n, COVER_OFFSET)), 'crest');
        }),
      );
    } else if (t.type === 'woods' || t.type === 'rocky') {
      piece(t.polygon, (spot) =>
        alongSides(t.polygon, true, spacing, (p, n) => {
          const a = add(p, scale(n, COVER_OFFSET));
          spot(pointInPolygon(a, t.polygon) ? a : sub(p, scale(n, COVER_OFFSET)), 'areaEdge');
        }),
      );
    } else if (t.type === 'building') {
      piece(t.polygon, (spot) => {
        alongSides(t.polygon, true, spacing, (p, n) => {
          const a = add(p, scale(n, COVER_OFFSET));
          spot(pointInPolygon(a, t.polygon) ? sub(p, scale(n, COVER_OFFSET)) : a, 'buildingSide');
        });
        for (const o of t.openings) {
          const n = wallNormalAt(t.polygon, o.at);
          if (!n) continue;
          const a = add(o.at, scale(n, COVER_OFFSET));
          const b = sub(o.at, scale(n, COVER_OFFSET));
          const [inside, outside] = pointInPolygon(a, t.polygon) ? [a, b] : [b, a];
          // Step to the outside of the opening first, so the walk goes through it, not through the wall.
          spot(inside, 'doorway', [outside], t.polygon);
        }
      });
    }
  }
  bySpacing.set(spacing, out);
  return out;
}

/** A ring spot is walked to straight: one shared empty list of steps between (only ever read). */
const NO_VIA: Vec[] = [];

function candidates(
  at: Vec,
  reach: number,
  spacing: number,
  terrain: readonly TerrainPiece[],
  includeStart: boolean,
  size: TableSize | null,
): Candidates {
  let order = 0;
  const onTable = (p: Vec) => size === null || onTableOf(size, p);
  // Ring spots all lie within reach of the figure: only walls and buildings that close can be straddled.
  let near: Straddle | undefined;
  const ringCount = Math.floor(reach / spacing + EPS);
  const ringStraddle = () => (near ??= straddleNear(straddleOf(terrain), at, reach + 1));
  const out: Candidate[] = [];
  if (includeStart && reach + EPS >= 0 && onTable(at)) out.push({ at, via: [], d: 0, source: 'start', order: order++ });
  const m = reach + COVER_OFFSET;
  // A spot whose squared distance is clearly past the reach's square is past the reach: the exact distance
  // (a hypot per spot, most of this loop's time) is worked out only for the rest. The margin is far above
  // the rounding of either sum, so no spot the exact test keeps is passed over.
  const far = (reach + EPS) * (reach + EPS) * (1 + 1e-9) + 1e-12;
  const x0 = at[0],
    y0 = at[1];
  for (const piece of terrain.length ? sideSpotsOf(terrain, spacing) : []) {
    const b = piece.box;
    if (!b || !(x0 >= b.minX - m && x0 <= b.maxX + m && y0 >= b.minY - m && y0 <= b.maxY + m)) continue;
    for (const s of (piece.spots ??= piece.make())) {
      const dx = s.at[0] - x0,
        dy = s.at[1] - y0;
      if (!(dx * dx + dy * dy <= far)) continue;
      const d = dist(at, s.at);
      if (!(d <= reach + EPS) || !onTable(s.at)) continue;
      if ((s.straddles ??= straddlesAny(straddleOf(terrain), s.at))) continue;
      if (s.building && pointInPolygon(at, s.building)) continue;
      out.push({ at: s.at, via: s.via, d, source: s.source, order: order++ });
    }
  }
  out.sort((p, q) => p.d - q.d || p.order - q.order);
  return { extras: out, ringCount, ringStraddle };
}

/** Walk the sides of a polyline (or closed polygon) at `spacing`, giving each point and its side's unit normal. */
function alongSides(pts: readonly Vec[], closed: boolean, spacing: number, visit: (p: Vec, normal: Vec) => void): void {
  const n = pts.length;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % n]!;
    const L = dist(a, b);
    if (L < EPS) continue;
    const d = unit(sub(b, a));
    const normal: Vec = [-d[1], d[0]];
    const k = Math.max(1, Math.ceil(L / spacing));
    for (let j = 0; j <= k; j++) visit(add(a, scale(d, (L * j) / k)), normal);
  }
}

/** Unit normal of the polygon side closest to p (an opening sits on a wall). */
function wallNormalAt(poly: readonly Vec[], p: Vec): Vec | undefined {
  let best: Vec | undefined;
  let bestD = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const ab = sub(b, a);
    const L2 = ab[0] * ab[0] + ab[1] * ab[1];
    if (L2 < EPS) continue;
    const t = Math.min(1, Math.max(0, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / L2));
    const d = dist(p, [a[0] + ab[0] * t, a[1] + ab[1] * t]);
    if (d < bestD) {
      bestD = d;
      const u = unit(ab);
      best = [-u[1], u[0]];
    }
  }
  return best;
}
