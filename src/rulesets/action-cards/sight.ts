// Sight and cover. A line between two figures is blocked by a blocking feature it passes through (unless the
// feature holds one of the two: a feature hides what is behind it, not what stands in it), by a crest, by a
// wall or wooden fence it crosses away from both ends, and by any other group: a group blocks as the convex
// hull of its figures grown by half a base, so nobody shoots between the figures of an intervening group.
import type { Vec } from '../../geometry/shapes';
import { dist, distToSegment, segmentCrossT } from '../../geometry/vec';
import { hull } from '../../geometry/hull';
import { TERRAIN_TABLE, type TerrainKind } from './tables';
import { MEASURES } from './tables';
import { featureAt, inside, lineCrossing, outlineCrossings, type TerrainMap } from './terrain';
import { type AcFigure, type AcGroup, type AcState, liveFigures, onTableGroups } from './state';
import { coverRank, COVERS, type Cover } from './vocab';

const HALF_BASE = 0.5;

function segSegDist(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentCrossT(a, b, c, d) !== null) return 0;
  return Math.min(distToSegment(a, c, d), distToSegment(b, c, d), distToSegment(c, a, b), distToSegment(d, a, b));
}

/** Whether the segment a→b passes within half a base of the hull (a blocking group's shape). */
export function segmentMeetsHull(a: Vec, b: Vec, h: readonly Vec[]): boolean {
  const r = HALF_BASE - 1e-9;
  if (h.length === 1) return distToSegment(h[0]!, a, b) < r;
  if (h.length === 2) return segSegDist(a, b, h[0]!, h[1]!) < r;
  if (inside(a, h) || inside(b, h)) return true;
  for (let i = 0; i < h.length; i++) if (segSegDist(a, b, h[i]!, h[(i + 1) % h.length]!) < r) return true;
  return false;
}

export interface LineCheck {
  clear: boolean;
  /** What stopped it: a terrain id or a group id. */
  blockedBy?: string;
}

/** The terrain alone between two points. */
export function terrainClear(map: TerrainMap, a: Vec, b: Vec): LineCheck {
  for (const f of map.areas) {
    if (f.crest) {
      const t = lineCrossing(a, b, f.crest);
      if (t !== null) {
        const d = dist(a, b);
        if (t * d > MEASURES.crestBand && (1 - t) * d > MEASURES.crestBand) return { clear: false, blockedBy: f.id };
      }
    }
    if (!TERRAIN_TABLE[f.kind].blocks) continue;
    if (inside(a, f.polygon) || inside(b, f.polygon)) continue;
    if (outlineCrossings(a, b, f.polygon).length > 0) return { clear: false, blockedBy: f.id };
  }
  for (const w of map.barriers) {
    if (!TERRAIN_TABLE[w.kind].blocks) continue;
    const t = lineCrossing(a, b, w.line);
    if (t === null) continue;
    const d = dist(a, b);
    // A figure right at the wall sees over it and is seen (and sheltered by it).
    if (t * d <= MEASURES.wallReach || (1 - t) * d <= MEASURES.wallReach) continue;
    return { clear: false, blockedBy: w.id };
  }
  return { clear: true };
}

function groupPoints(s: AcState, g: AcGroup): Vec[] {
  return liveFigures(s, g).map((f) => f.at);
}

/** Hulls of every group on the table, for one set of sight questions. */
export function groupHulls(s: AcState): { id: string; hull: Vec[] }[] {
  return onTableGroups(s)
    .filter((g) => !g.flying)
    .map((g) => ({ id: g.id, hull: hull(groupPoints(s, g)) }));
}

/** The line between two points, with the named groups not counted as blocking. */
export function lineClear(s: AcState, a: Vec, b: Vec, ignore: readonly string[], hulls = groupHulls(s)): LineCheck {
  const t = terrainClear(s.terrain, a, b);
  if (!t.clear) return t;
  for (const h of hulls) {
    if (ignore.includes(h.id)) continue;
    if (segmentMeetsHull(a, b, h.hull)) return { clear: false, blockedBy: h.id };
  }
  return { clear: true };
}

export interface GroupSight {
  sees: boolean;
  /** A figure pair that sees, or the nearest pair and what blocks it. */
  from: Vec;
  to: Vec;
  blockedBy?: string;
}

/** Whether any figure of the shooters sees any figure of the target. Helicopters in the air see and are seen. */
export function groupSees(s: AcState, shooter: AcGroup, target: AcGroup, hulls = groupHulls(s)): GroupSight {
  const from = liveFigures(s, shooter);
  const to = liveFigures(s, target);
  if (from.length === 0 || to.length === 0 || shooter.burrowed || target.burrowed)
    return { sees: false, from: [0, 0], to: [0, 0], blockedBy: 'nobody' };
  if (shooter.flying || target.flying) return { sees: true, from: from[0]!.at, to: to[0]!.at };
  const pairs: [AcFigure, AcFigure][] = [];
  for (const f of from) for (const t of to) pairs.push([f, t]);
  pairs.sort((p, q) => dist(p[0].at, p[1].at) - dist(q[0].at, q[1].at));
  let first: LineCheck | undefined;
  for (const [f, t] of pairs) {
    const c = lineClear(s, f.at, t.at, [shooter.id, target.id], hulls);
    if (c.clear) return { sees: true, from: f.at, to: t.at };
    first ??= c;
  }
  const [f, t] = pairs[0]!;
  return { sees: false, from: f.at, to: t.at, blockedBy: first?.blockedBy };
}

/** One figure's protection against shooters: the feature it stands in, or a wall it is sheltering behind. */
export function figureCover(s: AcState, fig: AcFigure, shooters: readonly Vec[], flying = false): Cover {
  return figureShelter(s, fig, shooters, flying).cover;
}

/** A figure's protection and the kind of terrain that gives it (none in the open), so the log can name it. */
export function figureShelter(
  s: AcState,
  fig: AcFigure,
  shooters: readonly Vec[],
  flying = false,
): { cover: Cover; kind?: TerrainKind } {
  if (flying) return { cover: 'open' };
  const f = featureAt(s.terrain, fig.at);
  let best: Cover = f ? TERRAIN_TABLE[f.kind].protection : 'open';
  let kind: TerrainKind | undefined = f && best !== 'open' ? f.kind : undefined;
  if (shooters.length === 0) return kind ? { cover: best, kind } : { cover: best };
  const near = shooters.reduce((p, q) => (dist(q, fig.at) < dist(p, fig.at) ? q : p));
  for (const w of s.terrain.barriers) {
    const prot = TERRAIN_TABLE[w.kind].protection;
    if (coverRank(prot) <= coverRank(best)) continue;
    const t = lineCrossing(fig.at, near, w.line);
    if (t !== null && t * dist(fig.at, near) <= MEASURES.wallReach) {
      best = prot;
      kind = w.kind;
    }
  }
  return kind ? { cover: best, kind } : { cover: best };
}

/** A group's cover: the best class that holds for a majority of its figures (exactly half falls to the lesser). */
export function majorityCover(covers: readonly Cover[]): Cover {
  for (let r = COVERS.length - 1; r > 0; r--) {
    const n = covers.filter((c) => coverRank(c) >= r).length;
    if (n * 2 > covers.length) return COVERS[r]!;
  }
  return 'open';
}

export function groupCover(s: AcState, target: AcGroup, shooters: readonly Vec[]): Cover {
  return majorityCover(liveFigures(s, target).map((f) => figureCover(s, f, shooters, target.flying)));
}

/**
 * A group's cover and the terrain that gives it: the kind most of the figures at that class shelter in (first
 * met on a tie). Left out in the open and for a building, whose class is named after it ("in buildings").
 * `holding`, only when the figures' covers differ: how many have that class or better (in the open: any cover).
 */
export function groupShelter(
  s: AcState,
  target: AcGroup,
  shooters: readonly Vec[],
): { cover: Cover; where?: TerrainKind; holding?: number } {
  return shelterOf(liveFigures(s, target).map((f) => figureShelter(s, f, shooters, target.flying)));
}

/**
 * Figures' shelters taken together as a group's (above) or a faction's in hand to hand (fights.ts), so both name
 * the same place alike: "in the trees, which count as buildings", never "in buildings" for the trees (pt17b).
 */
export function shelterOf(each: readonly { cover: Cover; kind?: TerrainKind }[]): {
  cover: Cover;
  where?: TerrainKind;
  holding?: number;
} {
  const cover = majorityCover(each.map((x) => x.cover));
  // Figures in different covers: how many have the group's class or better, so the log can say the majority
  // rule (play-test 11c: one card read "police in the open", then "police in the trees" for the same squad).
  const mixed = each.some((x) => x.cover !== each[0]!.cover);
  const holding = each.filter((x) => coverRank(x.cover) >= coverRank(cover === 'open' ? 'cover' : cover)).length;
  const more = mixed ? { holding } : {};
  const count = new Map<TerrainKind, number>();
  for (const x of each) if (x.cover === cover && x.kind) count.set(x.kind, (count.get(x.kind) ?? 0) + 1);
  let where: TerrainKind | undefined;
  for (const [k, n] of count) if (where === undefined || n > count.get(where)!) where = k;
  return where && where !== 'building' && cover !== 'open' ? { cover, where, ...more } : { cover, ...more };
}
