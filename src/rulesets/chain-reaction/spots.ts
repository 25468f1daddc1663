// Where a figure or a PEF may stand: on the table, not in deep water or impassable ground, not astride a
// building's wall or a wall line, and a base-width clear of other figures. Shared by PEF placement, the engine's set-down,
// enemy placement and the computer's movement choices.
import { BASE_RADIUS, TABLE_SIZE, type Polygon, type TerrainPiece, type Vec } from '../../geometry/shapes';
import { boxOf, distToSegment, EPS, pointInPolygon, type Box } from '../../geometry/vec';
import type { FigureState } from './state';

/**
 * Whether a point stands in woods (under the trees of a woods piece). One helper for the coach's fast-move
 * note and the battle odds' "started in the woods" what-if, which each had their own copy.
 */
export function inWoods(terrain: readonly TerrainPiece[], at: Vec): boolean {
  return terrain.some((t) => t.type === 'woods' && pointInPolygon(at, t.polygon));
}

interface Area {
  id: string;
  poly: Polygon;
  box: Box;
}
interface Classified {
  buildings: Area[];
  /** Deep water and impassable ground: nowhere to stand. */
  closed: Area[];
  /** Fordable water: passable, but a move stops at its edge. */
  fords: Area[];
  cover: Area[];
  roads: Area[];
  walls: { line: readonly Vec[]; box: Box }[];
  /** Half-inch squares that no closed ground, ford, building or wall comes near (1): anyone on the table may stand there. */
  clear: Uint8Array;
  /**
   * For every other square, the pieces whose grown box covers it: only those can fail a spot there, so
   * standable asks no other. Square q's are nearIds[nearFirst[q]] to nearIds[nearFirst[q + 1] - 1], each
   * a kind (NEAR_CLOSED, NEAR_FORD, NEAR_BUILDING, NEAR_WALL) plus 4 times its place in that kind's list.
   */
  nearFirst: Int32Array;
  nearIds: Int32Array;
  /**
   * Spots asked about in each square so far (0, 1), and 2 once judged: the second time a spot falls in a
   * square (judgeSquare), the pieces that can fail no spot of it are dropped from its list, which ends at
   * nearEnd[q] (at first nearFirst[q + 1]); fails[q] marks a square every spot of which some piece refuses
   * (FAILS_ALWAYS, or FAILS_CLOSED: closed ground, refused when it counts).
   */
  judged: Uint8Array;
  nearEnd: Int32Array;
  fails: Uint8Array;
}

const NEAR_CLOSED = 0,
  NEAR_FORD = 1,
  NEAR_BUILDING = 2,
  NEAR_WALL = 3;

/** Squares per inch of the `clear` map, and how far round each piece's box it is marked (past any test's reach). */
const PER_INCH = 2;
const SIDE = TABLE_SIZE * PER_INCH;
const CLEAR_PAD = BASE_RADIUS + 0.01;

const cache = new WeakMap<readonly TerrainPiece[], Classified>();

export function classify(terrain: readonly TerrainPiece[]): Classified {
  let c = cache.get(terrain);
  if (c) return c;
  c = {
    buildings: [],
    closed: [],
    fords: [],
    cover: [],
    roads: [],
    walls: [],
    clear: new Uint8Array(SIDE * SIDE).fill(1),
    nearFirst: new Int32Array(SIDE * SIDE + 1),
    nearIds: new Int32Array(0),
    judged: new Uint8Array(SIDE * SIDE),
    nearEnd: new Int32Array(SIDE * SIDE),
    fails: new Uint8Array(SIDE * SIDE),
  };
  for (const t of terrain) {
    if (t.type === 'wall') {
      c.walls.push({ line: t.line, box: boxOf(t.line) });
      continue;
    }
    // Chain Reaction reads a fence as a wall when the battle starts (../terrain.ts): none is left here.
    if (t.type === 'fence') continue;
    const a: Area = { id: t.id, poly: t.polygon, box: boxOf(t.polygon) };
    if (t.type === 'building') c.buildings.push(a);
    else if (t.type === 'impassable' || (t.type === 'water' && !t.fordable)) c.closed.push(a);
    else if (t.type === 'water') c.fords.push(a);
    else if (t.type === 'woods' || t.type === 'rocky') c.cover.push(a);
    else if (t.type === 'road') c.roads.push(a);
  }
  const kinds = [c.closed, c.fords, c.buildings, c.walls] as const;
  const first = c.nearFirst;
  // Twice over the squares each piece covers: first counting, then filling in.
  for (let pass = 0; pass < 2; pass++) {
    const at = pass === 1 ? first.slice(0, SIDE * SIDE) : first;
    for (let kind = 0; kind < 4; kind++) {
      const list = kinds[kind]!;
      for (let k = 0; k < list.length; k++) {
        const box = list[k]!.box;
        const i0 = cellOf(box.minX - CLEAR_PAD),
          i1 = cellOf(box.maxX + CLEAR_PAD);
        const j0 = cellOf(box.minY - CLEAR_PAD),
          j1 = cellOf(box.maxY + CLEAR_PAD);
        for (let j = j0; j <= j1; j++) {
          if (pass === 0) c.clear.fill(0, j * SIDE + i0, j * SIDE + i1 + 1);
          for (let i = i0; i <= i1; i++) {
            const q = j * SIDE + i;
            if (pass === 0) first[q + 1]!++;
            else c.nearIds[at[q]!++] = kind + 4 * k;
          }
        }
      }
    }
    if (pass === 0) {
      for (let q = 0; q < SIDE * SIDE; q++) first[q + 1]! += first[q]!;
      c.nearIds = new Int32Array(first[SIDE * SIDE]!);
    }
  }
  c.nearEnd.set(first.subarray(1));
  cache.set(terrain, c);
  return c;
}

/** The square of the `clear` map a coordinate falls in (clamped to the table). */
const cellOf = (v: number) => Math.min(SIDE - 1, Math.max(0, Math.floor(v * PER_INCH)));

const PASSES = 0,
  ASK = 1,
  FAILS = 2;
const FAILS_CLOSED = 1,
  FAILS_ALWAYS = 2;
/** Half the diagonal of a square, plus a margin far above rounding: no spot of a square is farther from its middle. */
const HALF_DIAG = Math.SQRT2 / (2 * PER_INCH) + 1e-6;

/**
 * Square q's list cut to the pieces that can fail some spot of it but not all (see squareVerdict), and
 * its mark when one fails all. Done once per square, when a second spot falls in it: most squares are
 * never asked about or only once (judging one costs a few looks), and some again and again (a cover
 * search's rings overlap).
 */
function judgeSquare(c: Classified, q: number): void {
  const i = q % SIDE,
    j = (q - i) / SIDE;
  let keep = c.nearFirst[q]!;
  let fails = 0;
  for (let e = c.nearFirst[q]!, end = c.nearFirst[q + 1]!; e < end; e++) {
    const id = c.nearIds[e]!;
    const kind = id & 3,
      k = id >> 2;
    const piece =
      kind === NEAR_CLOSED
        ? c.closed[k]!
        : kind === NEAR_FORD
          ? c.fords[k]!
          : kind === NEAR_BUILDING
            ? c.buildings[k]!
            : c.walls[k]!;
    const v = squareVerdict(kind, 'poly' in piece ? piece.poly : piece.line, piece.box, i, j);
    if (v === ASK) c.nearIds[keep++] = id;
    else if (v === FAILS) fails = Math.max(fails, kind === NEAR_CLOSED ? FAILS_CLOSED : FAILS_ALWAYS);
  }
  c.nearEnd[q] = keep;
  c.fails[q] = fails;
  c.judged[q] = 2;
}

/**
 * What one piece does to every spot of square (i, j), judged from the square's middle: PASSES when its test
 * in standableOn can fail no spot there, FAILS when it fails every spot there, else ASK. Every spot lies
 * within HALF_DIAG of the middle, so a side farther than the test's reach plus HALF_DIAG is beyond every
 * spot's reach, one nearer than the reach less HALF_DIAG is within every spot's reach, and with no side
 * within HALF_DIAG every spot is inside the outline when the middle is, and outside when it is not.
 */
function squareVerdict(kind: number, pts: readonly Vec[], box: Box, i: number, j: number): number {
  const m: Vec = [(i + 0.5) / PER_INCH, (j + 0.5) / PER_INCH];
  const closed = kind !== NEAR_WALL;
  let d = Infinity;
  for (let e = closed ? 0 : 1; e < pts.length; e++)
    d = Math.min(d, distToSegment(m, closed ? pts[e]! : pts[e - 1]!, closed ? pts[(e + 1) % pts.length]! : pts[e]!));
  if (kind === NEAR_FORD) {
    if (d <= HALF_DIAG) return ASK;
    return pointInPolygon(m, pts) ? FAILS : PASSES;
  }
  const reach = kind === NEAR_BUILDING ? BASE_RADIUS + 0.05 : BASE_RADIUS;
  // Every spot of the square inside the piece's box grown by a base (where standableOn asks the sides).
  const pad = BASE_RADIUS - 1e-6;
  const inGrownBox =
    i / PER_INCH >= box.minX - pad &&
    (i + 1) / PER_INCH <= box.maxX + pad &&
    j / PER_INCH >= box.minY - pad &&
    (j + 1) / PER_INCH <= box.maxY + pad;
  if (d < reach - HALF_DIAG && inGrownBox) return FAILS;
  if (d <= reach + HALF_DIAG) return ASK;
  if (kind === NEAR_CLOSED) return pointInPolygon(m, pts) ? FAILS : PASSES;
  return PASSES;
}

const inBox = (b: Box, p: Vec, pad = 0) =>
  p[0] >= b.minX - pad && p[0] <= b.maxX + pad && p[1] >= b.minY - pad && p[1] <= b.maxY + pad;

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
  return standableOn(terrain, p, true);
}

/**
 * Terrain alone: may a figure end a move here? Where it may stand, and also on a road through impassable
 * ground or over deep water, its base wholly on the road: the road is the one way across such ground (a
 * quarter of the pace through impassable ground), so a bound must be able to stop on it. Without that, a
 * road through a mountain longer than one bound could never be crossed (skirmish "fresh9-411"). Set-ups
 * still use standable and never put anyone there.
 */
export function mayEndMove(terrain: readonly TerrainPiece[], p: Vec): boolean {
  if (standableOn(terrain, p, true)) return true;
  const onRoad = classify(terrain).roads.some(
    (r) => inBox(r.box, p) && pointInPolygon(p, r.poly) && !edgeWithin(p, r.poly, true, BASE_RADIUS),
  );
  return onRoad && standableOn(terrain, p, false);
}

function standableOn(terrain: readonly TerrainPiece[], p: Vec, closedToo: boolean): boolean {
  if (!(
    p[0] >= BASE_RADIUS &&
    p[0] <= TABLE_SIZE - BASE_RADIUS &&
    p[1] >= BASE_RADIUS &&
    p[1] <= TABLE_SIZE - BASE_RADIUS
  ))
    return false;
  const c = classify(terrain);
  // Away from every piece below, none of the tests could fail; near some, only those pieces can.
  const sq = Math.floor(p[1] * PER_INCH) * SIDE + Math.floor(p[0] * PER_INCH);
  if (c.clear[sq]) return true;
  const seen = c.judged[sq]!;
  if (seen === 0) c.judged[sq] = 1;
  else if (seen === 1) judgeSquare(c, sq);
  const fails = c.fails[sq]!;
  if (fails === FAILS_ALWAYS || (fails === FAILS_CLOSED && closedToo)) return false;
  for (let q = c.nearFirst[sq]!, end = c.nearEnd[sq]!; q < end; q++) {
    const id = c.nearIds[q]!;
    const kind = id & 3,
      k = id >> 2;
    if (kind === NEAR_CLOSED) {
      if (!closedToo) continue;
      const a = c.closed[k]!;
      if (inBox(a.box, p, BASE_RADIUS) && (pointInPolygon(p, a.poly) || edgeWithin(p, a.poly, true, BASE_RADIUS)))
        return false;
    } else if (kind === NEAR_FORD) {
      const a = c.fords[k]!;
      if (inBox(a.box, p) && pointInPolygon(p, a.poly)) return false;
    } else if (kind === NEAR_BUILDING) {
      const b = c.buildings[k]!;
      if (inBox(b.box, p, BASE_RADIUS) && edgeWithin(p, b.poly, true, BASE_RADIUS + 0.05)) return false;
    } else if (kind === NEAR_WALL) {
      const w = c.walls[k]!;
      if (inBox(w.box, p, BASE_RADIUS) && edgeWithin(p, w.line, false, BASE_RADIUS)) return false;
    }
  }
  return true;
}

/**
 * Is some side of the outline (closed) or line closer to p than `r`? The same sums as distToSegment,
 * without making a vector for each step, and done at the first side close enough.
 */
function edgeWithin(p: Vec, pts: readonly Vec[], closed: boolean, r: number): boolean {
  const n = pts.length;
  const px = p[0];
  const py = p[1];
  // Squared lengths settle all but a hair's breadth round r, where the exact hypot decides as before.
  const lo = r * r * (1 - 1e-9);
  const hi = r * r * (1 + 1e-9);
  for (let i = closed ? 0 : 1; i < n; i++) {
    const a = closed ? pts[i]! : pts[i - 1]!;
    const b = closed ? pts[(i + 1) % n]! : pts[i]!;
    const abx = b[0] - a[0];
    const aby = b[1] - a[1];
    const l2 = abx * abx + aby * aby;
    let dx: number;
    let dy: number;
    if (l2 < EPS) {
      dx = px - a[0];
      dy = py - a[1];
    } else {
      const t = Math.min(1, Math.max(0, ((px - a[0]) * abx + (py - a[1]) * aby) / l2));
      dx = px - (a[0] + (b[0] - a[0]) * t);
      dy = py - (a[1] + (b[1] - a[1]) * t);
    }
    const sq = dx * dx + dy * dy;
    if (sq < lo || (sq <= hi && Math.hypot(dx, dy) < r)) return true;
  }
  return false;
}

/** Other figures on the table, as points to keep a base-width from (a carried figure travels with its bearer). */
export function othersOf(figures: Readonly<Record<string, FigureState>>, except?: string): Vec[] {
  const out: Vec[] = [];
  for (const f of Object.values(figures))
    if (f.id !== except && f.status !== 'offTable' && !f.carriedBy) out.push(f.at);
  return out;
}

/**
 * Where a standing figure may end a move: a base-width clear of everyone still on their feet, and off the
 * middle of a fallen figure's base (half a base clear). A body on the ground does not keep others a whole
 * base away: counted as a full base, two fallen figures beside the only way out of a window kept a group in
 * its building for eight turns (issue 19, soak case 70539).
 */
export function standingSpotTest(figures: Readonly<Record<string, FigureState>>, except: string): (p: Vec) => boolean {
  const up: Vec[] = [];
  const down: Vec[] = [];
  for (const f of Object.values(figures)) {
    if (f.id === except || f.status === 'offTable' || f.carriedBy) continue;
    (f.status === 'outOfTheFight' || f.status === 'obviouslyDead' ? down : up).push(f.at);
  }
  return (p) => clearOf(up, p) && clearOf(down, p, BASE_RADIUS);
}

export function clearOf(others: readonly Vec[], p: Vec, gap = 2 * BASE_RADIUS): boolean {
  if (!(gap > 0)) return true;
  // Squared lengths settle all but a hair's breadth round the gap, where the exact hypot decides as before.
  const lo = gap * gap * (1 - 1e-9);
  const hi = gap * gap * (1 + 1e-9);
  for (const o of others) {
    const dx = o[0] - p[0];
    const dy = o[1] - p[1];
    const sq = dx * dx + dy * dy;
    if (sq < lo || (sq <= hi && Math.hypot(dx, dy) < gap)) return false;
  }
  return true;
}

/** Steps (i, j) of the grid out to `radius`, nearest first, then by row and column: the same order for any centre. */
const gridSteps = new Map<string, Int32Array>();

function stepsOf(radius: number, step: number): Int32Array {
  const key = `${radius}/${step}`;
  const hit = gridSteps.get(key);
  if (hit) return hit;
  const out: { i: number; j: number; d: number }[] = [];
  const n = Math.floor(radius / step);
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const d = Math.hypot(i * step, j * step);
      if (d <= radius + 1e-9) out.push({ i, j, d });
    }
  }
  // Rounded coordinates rise with the steps, so (distance, row, column) orders points as (d, y, x) would.
  out.sort((a, b) => a.d - b.d || a.j - b.j || a.i - b.i);
  const flat = new Int32Array(out.length * 2);
  out.forEach((x, k) => {
    flat[2 * k] = x.i;
    flat[2 * k + 1] = x.j;
  });
  gridSteps.set(key, flat);
  return flat;
}

/** Points on a square grid round `centre`, nearest first, out to `radius`. */
export function gridAround(centre: Vec, radius: number, step: number): Vec[] {
  return [...eachAround(centre, radius, step)];
}

/** gridAround one point at a time, for searches that stop at the first good spot. */
export function* eachAround(centre: Vec, radius: number, step: number): Generator<Vec, void, undefined> {
  const s = stepsOf(radius, step);
  for (let k = 0; k < s.length; k += 2) yield [round3(centre[0] + s[k]! * step), round3(centre[1] + s[k + 1]! * step)];
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
  for (const p of poly) {
    x += p[0];
    y += p[1];
  }
  return [x / Math.max(1, poly.length), y / Math.max(1, poly.length)];
}
