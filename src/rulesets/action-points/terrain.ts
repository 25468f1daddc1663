// Where things are, for this game: sight (the shared line-of-sight scan, the figure's front half, smoke),
// the cover class a figure has against a viewer (rulings' terrain map), ranges, and whether a straight move
// is possible and what its obstacles add in AP. Geometry answers in inches; this file turns it into the
// game's words (soft / medium / hard cover).
import type { GeoFigure, Vec } from '../../geometry/shapes';
import { canSee } from '../../geometry/los';
import { coverFrom, coverValueBetween } from '../../geometry/cover';
import { makeWorld, type World } from '../../geometry/world';
import { prepareTerrain, type PreparedTerrain } from '../../geometry/prepared';
import { dist, distToSegment, pointInPolygon, segmentCrossT } from '../../geometry/vec';
import type { ApState, Figure } from './types';
import { COVERS, type Cover } from './tables';
import { airborne, bodyBlocks, flying, inFootprint } from './crew';
import type { Vehicle } from './types';

const prepared = new WeakMap<object, PreparedTerrain>();
function preparedOf(state: ApState): PreparedTerrain {
  let p = prepared.get(state.terrain);
  if (!p) {
    p = prepareTerrain(state.terrain, { width: state.table.width, height: state.table.height });
    prepared.set(state.terrain, p);
  }
  return p;
}

/** Day light and clear weather for the scan: this game's light is a spotting modifier, not a range limit. */
export function worldOf(state: ApState): World {
  return makeWorld(preparedOf(state));
}

function geo(f: Pick<Figure, 'id' | 'at' | 'facing'>): GeoFigure {
  return { id: f.id, side: '', at: f.at, facing: f.facing, stance: 'standing', blocksSight: true, targetable: true };
}

/** Whether smoke lies across the line a-b (thermal sights see through it). */
export function smokeBetween(state: ApState, a: Vec, b: Vec): boolean {
  return state.smoke.some((s) => distToSegment(s.at, a, b) < s.radius);
}

/** Sight from one figure to another: terrain, the viewer's front half (facing), smoke unless thermal. */
export function hasSight(
  state: ApState,
  viewer: Figure,
  target: Pick<Figure, 'id' | 'at' | 'facing'>,
  opts: { ignoreFacing?: boolean } = {},
): boolean {
  // From or to a helicopter in the air the ground's terrain and vehicles are below the line (decision 81).
  if (airborne(state, viewer) || airborne(state, target)) return airLine(state, viewer, target.at);
  if (
    !canSee(worldOf(state), geo(viewer), geo(target), {
      ignoreFigures: true,
      // Inside a vehicle: all round (its vision blocks and turret; decision 55).
      ignoreFacing: (opts.ignoreFacing ?? false) || !!(viewer as Partial<Figure>).inside,
    })
  )
    return false;
  if (vehicleBetween(state, viewer.at, target.at)) return false;
  return viewer.gear.includes('thermal') || !smokeBetween(state, viewer.at, target.at);
}

/** A line through the air: only smoke blocks it, and thermal sights see through that. */
function airLine(state: ApState, viewer: Pick<Figure, 'at'> & { gear?: Figure['gear'] }, to: Vec): boolean {
  return !!viewer.gear?.includes('thermal') || !smokeBetween(state, viewer.at, to);
}

/** A clear line from a figure to a vehicle's centre (decisions 61, 81): through the air to or from a helicopter. */
export function vehicleSight(state: ApState, eyes: Figure, v: Vehicle): boolean {
  if (flying(v) || airborne(state, eyes)) return airLine(state, eyes, v.at);
  return pointSight(state, eyes.at, v.at);
}

/**
 * A clear line from a figure to a point on the ground: through the air from a helicopter in flight (decision
 * 81; its crew firing a blast gun or missile, decision 92), else the ground's line.
 */
export function sightToPoint(state: ApState, eyes: Figure, at: Vec): boolean {
  return airborne(state, eyes) ? airLine(state, eyes, at) : pointSight(state, eyes.at, at);
}

/** A vehicle's body (a wreck's too) across the line between two points off it blocks sight (decision 62). */
export function vehicleBetween(state: ApState, a: Vec, b: Vec): boolean {
  return (state.vehicles ?? []).some((v) => bodyBlocks(v, a, b));
}

/** Terrain-only sight between two points (blast witnesses, queries). */
export function pointSight(state: ApState, a: Vec, b: Vec): boolean {
  if (vehicleBetween(state, a, b)) return false;
  return canSee(worldOf(state), geo({ id: 'a', at: a, facing: 0 }), geo({ id: 'b', at: b, facing: 0 }), {
    ignoreFigures: true,
    ignoreFacing: true,
  });
}

const better = (a: Cover, b: Cover): Cover => (COVERS.indexOf(a) >= COVERS.indexOf(b) ? a : b);

/**
 * The best cover a figure has against a point: buildings and rocky ground hard, low walls medium, woods soft
 * (rulings' map); scrub soft, rubble medium, a wooden fence soft; a prepared position is prepared.
 */
export function coverOf(state: ApState, fig: Pick<Figure, 'id' | 'at' | 'prepared'>, from: Vec): Cover {
  if (fig.prepared) return 'prepared';
  let best: Cover = 'none';
  const res = coverFrom(worldOf(state), { id: fig.id, at: fig.at }, from);
  for (const s of res.sources) {
    if (!s.cover) continue;
    if (s.kind === 'building' || s.kind === 'opening' || s.kind === 'rocky') best = better('hard', best);
    else if (s.kind === 'wall') best = better('medium', best);
    else if (s.kind === 'woods') best = better('soft', best);
  }
  for (const a of state.coverAreas) {
    if (a.polygon && pointInPolygon(fig.at, a.polygon)) best = better(a.cover, best);
    if (a.line && a.line.length >= 2) {
      for (let i = 0; i + 1 < a.line.length; i++) {
        const t = segmentCrossT(from, fig.at, a.line[i]!, a.line[i + 1]!);
        if (t !== null && dist(from, fig.at) * (1 - t) <= 1) best = better(a.cover, best);
      }
    }
  }
  return best;
}

/** Hard cover between a blast centre and a figure halves its damage (rulings). */
export function hardCoverFromBlast(state: ApState, at: Vec, centre: Vec): boolean {
  const t = preparedOf(state);
  const c = coverValueBetween(t, at, centre);
  if (!c.by) return false;
  const piece = t.byId.get(c.by);
  return piece?.group === 'buildings' || (piece?.group === 'woods' && t.woods.kind[piece.index] === 'rocky');
}

/** What a straight move meets: refused (with why), or extra AP for the obstacles climbed. */
export function moveObstacles(
  state: ApState,
  fig: Figure,
  to: Vec,
): { blocked: string } | { extraAp: number; notes: string[] } {
  const from = fig.at;
  const { width, height } = state.table;
  if (to[0] < 0.5 || to[1] < 0.5 || to[0] > width - 0.5 || to[1] > height - 0.5) return { blocked: 'off the table' };
  let extraAp = 0;
  // The notes go into the log's move line: said without the pieces' ids (a building's id may be a figure's
  // too: "through a door of Sgt Samir", play-test hunt, session 10).
  const notes: string[] = [];
  for (const p of state.terrain) {
    if (p.type === 'impassable' && (pointInPolygon(to, p.polygon) || crossesOutline(from, to, p.polygon)))
      return { blocked: `impassable ground ${p.id}` };
    if (p.type === 'building' && crossesOutline(from, to, p.polygon)) {
      const door = p.openings.find((o) => o.kind === 'door' && distToSegment(o.at, from, to) <= 1);
      const win = p.openings.find((o) => o.kind === 'window' && distToSegment(o.at, from, to) <= 1);
      if (door) notes.push('through a door');
      else if (win) {
        extraAp += 3;
        notes.push('through a window (3 AP)');
      } else return { blocked: `the wall of building ${p.id} (use a door or window)` };
    }
    if (p.type === 'wall' && crossesLine(from, to, p.line)) {
      extraAp += p.tall ? 3 : 1;
      notes.push(p.tall ? 'climbing a high wall (3 AP)' : 'climbing a low wall (1 AP)');
    }
  }
  for (const a of state.coverAreas)
    if (a.line && crossesLine(from, to, a.line)) {
      extraAp += 1;
      notes.push('climbing a fence (1 AP)');
    }
  // A casualty being carried is where its carrier is: it is no obstacle to its carrier or anyone else.
  const other = state.figures.find(
    (o) =>
      o.id !== fig.id &&
      isStanding(o) &&
      !o.inside &&
      dist(o.at, to) < 0.999 &&
      !state.figures.some((x) => x.carrying === o.id),
  );
  if (other) return { blocked: `${other.id}'s base is there` };
  const car = (state.vehicles ?? []).find((v) => inFootprint(v, to, 0.5));
  if (car) return { blocked: `${car.id} is there` };
  return { extraAp, notes };
}

function isStanding(f: Figure): boolean {
  return f.wound !== 'dead' && f.out === null;
}

function crossesLine(a: Vec, b: Vec, line: readonly Vec[]): boolean {
  for (let i = 0; i + 1 < line.length; i++) if (segmentCrossT(a, b, line[i]!, line[i + 1]!) !== null) return true;
  return false;
}
function crossesOutline(a: Vec, b: Vec, poly: readonly Vec[]): boolean {
  for (let i = 0; i < poly.length; i++)
    if (segmentCrossT(a, b, poly[i]!, poly[(i + 1) % poly.length]!) !== null) return true;
  return false;
}

export { dist };
