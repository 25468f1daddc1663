// The In Sight watch on a move: is anyone new in sight of the mover (or seeing it) at each quarter-inch mark
// of its path? Testing every mark against every enemy was most of a move's cost. Here each enemy is first
// ruled out for a whole run of marks where that can be proved at once (both facing away, shut inside a
// building, deep in woods, a wall or a standing base across every line to the run: geometry/sightSweep.ts),
// and only the marks no proof covers are tested one by one, so the first mark found is the same as before.
import type { Vec } from '../../../geometry/shapes';
import { makeWorld } from '../../../geometry/world';
import { placeOf, SIGHT } from '../../../geometry/world';
import { baseAcrossFan, wallAcrossFan } from '../../../geometry/sightSweep';
import { facingAlong } from '../../../geometry/facing';
import type { FigureState } from '../state';
import type { Ctx } from './ctx';
import { dist, freshGeo, isActiveStatus, onTable, preparedOf, seesAs, viewsIn } from './world';

/** The marks' spacing along a move, inches. */
export const IN_SIGHT_STEP = 0.25;
/** How far a short proof reaches past the mark it starts at, and how long to test marks before trying again. */
const SHORT_PROOF = 1;
/** A facing test must fail by this much to count as a proof (the line test allows a hair of rounding). */
const ARC_MARGIN = 1e-4;

export interface Watch {
  /** A new straight stretch of the path, from a to b (len inches), walked facing `along`. */
  stretch(a: Vec, b: Vec, len: number, along: number): void;
  /** Whether anyone new is in sight with the mover at the mark `d` inches along the stretch (f.at is there). */
  at(d: number): boolean;
}

/**
 * The watch for figure `f` on the move. Only the mover changes between marks, so the enemies to look at
 * and everyone else's geometry view are worked out once, and each mark puts just the mover where it is.
 * `proofs: false` tests every mark (the plain way, kept for the tests that compare the two).
 */
export function newcomerWatch(ctx: Ctx, f: FigureState, proofs = true): Watch {
  const s = ctx.s;
  const seen = new Set(s.active?.seen ?? []);
  const foes = Object.values(s.figures).filter((e) => !seen.has(e.id) && isActiveStatus(e) && e.side !== f.side);
  const onTbl = onTable(s);
  const geos = viewsIn(s, onTbl);
  const mine = onTbl.indexOf(f);
  const foeGeos = foes.map((e) => geos[onTbl.indexOf(e)]!);
  // One list and one world for every mark: only the mover's place in the list changes. The world goes to
  // the sight test alone, which keeps nothing by it (memories go by terrain and by figure object).
  const figs = geos.slice();
  const terrain = preparedOf(s.terrain);
  const w = makeWorld(terrain, figs, s.conditions);
  // Per enemy: the distance along the stretch up to which it is proved out of sight, and from where to try a
  // proof again (plain arrays: a typed array costs more to make than the few numbers in it).
  const until: number[] = foes.map(() => -1);
  const retry: number[] = foes.map(() => 0);
  let a: Vec = f.at,
    b: Vec = f.at,
    len = 0,
    ux = 1,
    uy = 0;

  /** Whether enemy i can't see the mover, nor be seen by it, anywhere on p-q (the mover faces along the stretch). */
  const provedOut = (i: number, p: Vec, q: Vec): boolean => {
    const e = foes[i]!,
      ge = foeGeos[i]!,
      at = ge.at;
    // Facing away from each other all along: the mover's front is along the stretch; the enemy's is its own.
    const mover =
      (at[0] - p[0]) * ux + (at[1] - p[1]) * uy < -ARC_MARGIN &&
      (at[0] - q[0]) * ux + (at[1] - q[1]) * uy < -ARC_MARGIN;
    if (mover) {
      const g = (ge.facing * Math.PI) / 180;
      const gx = Math.cos(g),
        gy = Math.sin(g);
      if (
        (p[0] - at[0]) * gx + (p[1] - at[1]) * gy < -ARC_MARGIN &&
        (q[0] - at[0]) * gx + (q[1] - at[1]) * gy < -ARC_MARGIN
      )
        return true;
    }
    const place = placeOf(terrain, ge);
    // Shut in a building (not at a door or window) or deep in woods that the stretch never enters.
    if (place.building >= 0 && place.opening < 0 && clearOf(terrain.buildings.box, place.building, p, q)) return true;
    if (place.woods >= 0 && place.depth > SIGHT.woodsEdge && clearOf(terrain.woods.box, place.woods, p, q)) return true;
    return wallAcrossFan(terrain, at, p, q, place.building) || baseAcrossFan(figs, e.id, f.id, at, p, q);
  };

  return {
    stretch(from, to, length, along) {
      a = from;
      b = to;
      len = length;
      ux = Math.cos((along * Math.PI) / 180);
      uy = Math.sin((along * Math.PI) / 180);
      for (let i = 0; i < until.length; i++) {
        until[i] = -1;
        retry[i] = 0;
      }
    },
    at(d) {
      if (foes.length === 0) return false;
      const gf = freshGeo(f);
      if (mine >= 0) figs[mine] = gf;
      // A mover named in a building is not walking its table: test every mark there.
      const prove = proofs && !gf.inBuilding;
      for (let i = 0; i < foes.length; i++) {
        if (d <= until[i]!) continue;
        const e = foes[i]!,
          ge = foeGeos[i]!;
        if (prove && d >= retry[i]!) {
          const p = f.at;
          if (provedOut(i, p, b)) {
            until[i] = len;
            continue;
          }
          const end = d + SHORT_PROOF;
          if (end < len && provedOut(i, p, pointAt(a, b, len, end))) {
            until[i] = end;
            continue;
          }
          retry[i] = end;
        }
        if (seesAs(w, f, gf, e, ge) || seesAs(w, e, ge, f, gf)) return true;
      }
      return false;
    },
  };
}

/** The point `d` inches along a-b (of length len), worked out as the marks are. */
function pointAt(a: Vec, b: Vec, len: number, d: number): Vec {
  return [a[0] + ((b[0] - a[0]) * d) / len, a[1] + ((b[1] - a[1]) * d) / len];
}

/** Whether segment p-q stays clear of box k (minX, minY, maxX, maxY per piece) by a hair. */
function clearOf(box: Float64Array, k: number, p: Vec, q: Vec): boolean {
  const o = k * 4,
    pad = 1e-6;
  return (
    Math.max(p[0], q[0]) < box[o]! - pad ||
    Math.max(p[1], q[1]) < box[o + 1]! - pad ||
    Math.min(p[0], q[0]) > box[o + 2]! + pad ||
    Math.min(p[1], q[1]) > box[o + 3]! + pad
  );
}

/**
 * Walks the marks of a path, every quarter inch along each straight stretch and at its end, the mover
 * put at each and facing along the stretch, until the watch sees someone. Returns that mark and how far
 * along the path it lies, or undefined (the mover is then left at the path's end, facing along its last
 * stretch). Stretches shorter than a hair have no marks.
 */
export function firstSighting(f: FigureState, path: readonly Vec[], watch: Watch): { at: Vec; d: number } | undefined {
  let run = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!,
      b = path[i]!;
    const len = dist(a, b);
    if (len < 1e-9) continue;
    const along = facingAlong(a, b, f.facing);
    watch.stretch(a, b, len, along);
    for (let t = IN_SIGHT_STEP; ; t += IN_SIGHT_STEP) {
      const last = !(t < len);
      const p: Vec = last ? b : [a[0] + ((b[0] - a[0]) * t) / len, a[1] + ((b[1] - a[1]) * t) / len];
      f.at = p;
      f.facing = along;
      if (watch.at(last ? len : t)) return { at: p, d: last ? run + len : run + t };
      if (last) break;
    }
    run += len;
  }
  return undefined;
}
