// Looking out for PEFs after anything moves: a table PEF in sight of a player figure, a building first
// seen within 12", a building first entered after its PEF found nobody. One is resolved at a time, the
// nearest first, and the table looked at again, since a contact's In Sight can move figures.
import type { Polygon, TerrainPiece, Vec } from '../../../geometry/shapes';
import { boxOf, pointInPolygon, type Box } from '../../../geometry/vec';
import type { FigureState } from '../state';
import type { Ctx } from '../engine/ctx';
import { dist, groupsOf, isActiveStatus } from '../engine/world';
import { resolvePefSource, type Finder, type PefSource } from './resolve';
import { distToBuilding, seesBuilding, seesPef } from './sight';
import type { SoloState } from './types';

/** A building PEF is made when a player figure comes this close with sight of it. */
export const BUILDING_SIGHT = 12;

interface Sighting {
  src: PefSource;
  by: FigureState;
  d: number;
  rank: number;
}

/**
 * The group that found a PEF. During its activation a group moves one figure at a time, so a figure of
 * the acting group counts the whole acting group, not just those its move has left it close to.
 */
function finderOf(ctx: Ctx, f: FigureState): Finder {
  const a = ctx.s.active;
  if (a && a.figures.includes(f.id)) {
    const size = a.figures.filter((id) => isActiveStatus(ctx.fig(id))).length;
    return { figure: f, groupSize: Math.max(1, size), leader: a.leader };
  }
  const g = groupsOf(ctx.s, f.side, ctx.world()).find((x) => x.members.includes(f.id));
  return { figure: f, groupSize: g ? g.members.length : 1, leader: g ? g.leader : f.id };
}

/** Distance from p to a box (0 inside it). */
function boxGap(b: Box, p: Vec): number {
  const dx = Math.max(b.minX - p[0], 0, p[0] - b.maxX);
  const dy = Math.max(b.minY - p[1], 0, p[1] - b.maxY);
  return Math.hypot(dx, dy);
}

/** Each building's outline and box, by id, worked out once per table: the watch runs after every command. */
const outlines = new WeakMap<readonly TerrainPiece[], Map<string, { poly: Polygon; box: Box }>>();

function outlineOf(ctx: Ctx, id: string): { poly: Polygon; box: Box } | undefined {
  const terrain = ctx.s.terrain;
  let m = outlines.get(terrain);
  if (!m) {
    m = new Map();
    // The first piece with an id answers for it, as a search from the start would.
    const seen = new Set<string>();
    for (const t of terrain) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      if (t.type === 'building') m.set(t.id, { poly: t.polygon, box: boxOf(t.polygon) });
    }
    outlines.set(terrain, m);
  }
  return m.get(id);
}

/** Whether sighting `c` goes before `b`: lower rank first, then nearer (no closures made per call: this runs after every command). */
function before(c: Sighting, b: Sighting | undefined): boolean {
  return !b || c.rank < b.rank || (c.rank === b.rank && c.d < b.d - 1e-9);
}

function nextSighting(ctx: Ctx, enc: SoloState): Sighting | undefined {
  const s = ctx.s;
  const viewers = s.sides
    .find((x) => x.id === enc.player)!
    .figures.map((id) => s.figures[id]!)
    .filter((f) => isActiveStatus(f));
  if (viewers.length === 0) return undefined;
  let best: Sighting | undefined;
  for (const b of enc.buildings) {
    if (b.exempt || !b.searchOnEntry || b.entered) continue;
    const poly = outlineOf(ctx, b.id)?.poly;
    const inside = poly && viewers.find((v) => pointInPolygon(v.at, poly));
    if (!inside) continue;
    const c: Sighting = {
      src: { kind: 'building', building: b, entry: true, more: Math.max(1, b.floors) - 1 },
      by: inside,
      d: 0,
      rank: 0,
    };
    if (before(c, best)) best = c;
  }
  if (best) return best;
  const w = ctx.world();
  for (const p of enc.pefs) {
    if (p.resolved) continue;
    for (const v of viewers) {
      const d = dist(v.at, p.at);
      if (d >= (best?.d ?? Infinity)) continue;
      if (!seesPef(w, s.terrain, v, p.at)) continue;
      const c: Sighting = { src: { kind: 'pef', pef: p }, by: v, d, rank: 1 };
      if (before(c, best)) best = c;
    }
  }
  if (best) return best;
  for (const b of enc.buildings) {
    if (b.exempt || b.approached) continue;
    const outline = outlineOf(ctx, b.id);
    if (!outline) continue;
    const { poly, box } = outline;
    for (const v of viewers) {
      // The building lies inside its box: a viewer that far from the box is too far from the building.
      if (boxGap(box, v.at) > BUILDING_SIGHT + 1e-6) continue;
      const d = distToBuilding(poly, v.at);
      if (d > BUILDING_SIGHT || d >= (best?.d ?? Infinity)) continue;
      if (!seesBuilding(w, v, poly)) continue;
      const c: Sighting = { src: { kind: 'building', building: b, entry: false, more: 0 }, by: v, d, rank: 2 };
      if (before(c, best)) best = c;
    }
  }
  return best;
}

export function watchForPefs(ctx: Ctx, enc: SoloState): void {
  for (let guard = 0; guard < 50 && !ctx.s.ended; guard++) {
    const seen = nextSighting(ctx, enc);
    if (!seen) return;
    const finder = finderOf(ctx, seen.by);
    if (seen.src.kind === 'building' && seen.src.entry) {
      // Every floor is searched on first entry, one PEF each.
      for (let more = seen.src.more; more >= 0 && !ctx.s.ended; more--) {
        resolvePefSource(ctx, enc, { ...seen.src, more }, finder);
      }
    } else resolvePefSource(ctx, enc, seen.src, finder);
  }
}
