// "Nearest cover within 6"" for Duck Back and Hunker Down (book p. 10, RULINGS "Line of sight, cover"):
// the closest spot that gives cover against the cause of the test and that the figure can walk to
// within its reach; with none, the figure drops prone where it stands. Cover and movement cost come
// in as callbacks; terrain, when given, adds candidate spots along the sides of cover pieces and
// prices the walk with the movement rules.
import { BASE_RADIUS, TABLE_SIZE, type GeoFigure, type TerrainPiece, type Vec } from './shapes';
import { pathCostOver } from './movement';
import { add, type Box, boxOf, dist, distToPolygonEdge, distToSegment, EPS, pathLength, pointInPolygon, r3, r3v, scale, sub, unit } from './vec';

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
  /** Consider staying put when already in cover. Default true. */
  includeStart?: boolean;
  tableSize?: number | null;
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

export function nearestCover(fig: Pick<GeoFigure, 'id' | 'at'>, cause: Vec | { at: Vec }, opts: NearestCoverOptions): NearestCoverResult {
  const reach = opts.reach ?? COVER_REACH;
  const spacing = opts.spacing && opts.spacing > 0 ? opts.spacing : COVER_SPACING;
  const size = opts.tableSize === undefined ? TABLE_SIZE : opts.tableSize;
  const causeAt: Vec = isVec(cause) ? cause : cause.at;
  const terrainCost = opts.terrain ? pathCostOver(opts.terrain, reach) : undefined;
  const cost = opts.pathCost ?? terrainCost ?? ((path: readonly Vec[]) => pathLength(path));

  const { extras, ringCount, ring } = candidates(fig.at, reach, spacing, opts.terrain ?? [], opts.includeStart ?? true, size);

  let checked = 0;
  let best: { c: Candidate; cost: number; fromCause: number } | undefined;
  let bandEnd = Infinity;
  /** Look at one spot; true once spots are too far to matter. */
  const consider = (c: Candidate): boolean => {
    if (c.d > bandEnd) return true;
    checked++;
    if (opts.canStand && !opts.canStand(c.at)) return false;
    if (!opts.hasCoverAt(c.at)) return false;
    const spent = c.source === 'start' ? 0 : cost([fig.at, ...c.via, c.at]);
    if (!(spent <= reach + EPS)) return false;
    const fromCause = dist(c.at, causeAt);
    if (!best) bandEnd = c.d + COVER_TIE;
    // Among equally near spots, the one farther from the cause is safer.
    if (!best || fromCause > best.fromCause + EPS) best = { c, cost: spent, fromCause };
    return false;
  };
  // Rings come out nearest first, so they are made one at a time and the search stops early.
  let e = 0;
  search: for (let k = 1; k <= ringCount + 1; k++) {
    const r = k <= ringCount ? k * spacing : Infinity;
    while (e < extras.length && extras[e]!.d <= r) if (consider(extras[e++]!)) break search;
    if (k > ringCount) break;
    for (const c of ring(k)) if (consider(c)) break search;
  }

  if (!best) {
    return { found: false, action: 'prone', at: r3v(fig.at), checked, reason: `${fig.id} finds no cover it can reach within ${reach}": drops prone where it stands` };
  }
  const { c } = best;
  const reason = c.source === 'start'
    ? `${fig.id} is already in cover against the cause: stays where it is`
    : `${fig.id} moves ${r3(c.d)}" (${r3(best.cost)}" of movement) to the nearest cover${c.source === 'doorway' ? ', through a doorway' : ''}`;
  return {
    found: true,
    at: r3v(c.at),
    path: [fig.at, ...c.via, c.at].map(r3v),
    distance: r3(c.d),
    cost: r3(best.cost),
    fromCause: r3(best.fromCause),
    source: c.source,
    reason,
    checked,
  };
}

const snap = (v: number) => (Math.abs(v) < 1e-9 ? 0 : v);

function isVec(x: Vec | { at: Vec }): x is Vec {
  return Array.isArray(x);
}

interface Candidates {
  /** The start and the spots beside terrain, nearest first. */
  extras: Candidate[];
  ringCount: number;
  /** The k-th ring of spots round the figure, all at k × spacing. */
  ring: (k: number) => Candidate[];
}

function candidates(at: Vec, reach: number, spacing: number, terrain: readonly TerrainPiece[], includeStart: boolean, size: number | null): Candidates {
  let order = 0;
  const onTable = (p: Vec) => size === null || (p[0] >= 0 && p[0] <= size && p[1] >= 0 && p[1] <= size);
  // A base may not straddle a building's wall or a wall line: such spots are nowhere a figure can stand.
  const walls = terrain.flatMap((t) => (t.type === 'wall' ? [{ line: t.line, box: boxOf(t.line) }] : []));
  const buildings = terrain.flatMap((t) => (t.type === 'building' ? [{ poly: t.polygon, box: boxOf(t.polygon) }] : []));
  const nearBox = (b: Box, p: Vec) => p[0] >= b.minX - BASE_RADIUS && p[0] <= b.maxX + BASE_RADIUS && p[1] >= b.minY - BASE_RADIUS && p[1] <= b.maxY + BASE_RADIUS;
  const straddles = (p: Vec) =>
    buildings.some((b) => nearBox(b.box, p) && distToPolygonEdge(p, b.poly) < BASE_RADIUS - EPS) ||
    walls.some((w) => nearBox(w.box, p) && w.line.some((q, i) => i > 0 && distToSegment(p, w.line[i - 1]!, q) < BASE_RADIUS - EPS));
  const make = (p: Vec, source: CandidateSource, via: Vec[] = []): Candidate | undefined => {
    const d = dist(at, p);
    if (d <= reach + EPS && onTable(p) && (source === 'start' || !straddles(p))) return { at: p, via, d, source, order: order++ };
    return undefined;
  };
  const ringCount = Math.floor(reach / spacing + EPS);
  const ring = (k: number): Candidate[] => {
    const r = k * spacing;
    // A multiple of 4 spots per ring keeps the pattern symmetric.
    const m = 4 * Math.max(2, Math.ceil((2 * Math.PI * r) / spacing / 4));
    const list: Candidate[] = [];
    for (let i = 0; i < m; i++) {
      const a = (2 * Math.PI * i) / m;
      // Snap the quarter points exactly, so a figure at the table edge still looks along the edge.
      const c = make([at[0] + snap(r * Math.cos(a)), at[1] + snap(r * Math.sin(a))], 'ring');
      if (c) list.push(c);
    }
    return list;
  };
  const out: Candidate[] = [];
  const push = (p: Vec, source: CandidateSource, via: Vec[] = []) => {
    const c = make(p, source, via);
    if (c) out.push(c);
  };
  if (includeStart) push(at, 'start');
  const near = (pts: readonly Vec[]) => {
    if (pts.length === 0) return false;
    const b = boxOf(pts);
    const m = reach + COVER_OFFSET;
    return at[0] >= b.minX - m && at[0] <= b.maxX + m && at[1] >= b.minY - m && at[1] <= b.maxY + m;
  };
  for (const t of terrain) {
    if (t.type === 'wall') {
      if (!near(t.line)) continue;
      alongSides(t.line, false, spacing, (p, n) => {
        push(add(p, scale(n, COVER_OFFSET)), 'wall');
        push(sub(p, scale(n, COVER_OFFSET)), 'wall');
      });
    } else if (t.type === 'hill') {
      if (!near(t.crest)) continue;
      alongSides(t.crest, false, spacing, (p, n) => {
        push(add(p, scale(n, COVER_OFFSET)), 'crest');
        push(sub(p, scale(n, COVER_OFFSET)), 'crest');
      });
    } else if (t.type === 'woods' || t.type === 'rocky') {
      if (!near(t.polygon)) continue;
      alongSides(t.polygon, true, spacing, (p, n) => {
        const a = add(p, scale(n, COVER_OFFSET));
        push(pointInPolygon(a, t.polygon) ? a : sub(p, scale(n, COVER_OFFSET)), 'areaEdge');
      });
    } else if (t.type === 'building') {
      if (!near(t.polygon)) continue;
      alongSides(t.polygon, true, spacing, (p, n) => {
        const a = add(p, scale(n, COVER_OFFSET));
        push(pointInPolygon(a, t.polygon) ? sub(p, scale(n, COVER_OFFSET)) : a, 'buildingSide');
      });
      for (const o of t.openings) {
        const n = wallNormalAt(t.polygon, o.at);
        if (!n) continue;
        const a = add(o.at, scale(n, COVER_OFFSET));
        const b = sub(o.at, scale(n, COVER_OFFSET));
        const [inside, outside] = pointInPolygon(a, t.polygon) ? [a, b] : [b, a];
        // Step to the outside of the opening first, so the walk goes through it, not through the wall.
        if (!pointInPolygon(at, t.polygon)) push(inside, 'doorway', [outside]);
      }
    }
  }
  out.sort((p, q) => p.d - q.d || p.order - q.order);
  return { extras: out, ringCount, ring };
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
