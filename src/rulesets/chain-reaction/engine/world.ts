// The engine's single adapter onto geometry: turns the game state into a geometry World and asks it
// the questions the rules need (who sees whom, who is in cover, which groups stand together).
// Prepared terrain is cached per terrain array, so a step of the reducer never rebuilds it.
import { makeWorld, type World } from '../../../geometry/world';
import { prepareTerrain, type PreparedTerrain } from '../../../geometry/prepared';
import { canSee, lineOfSight, type LosResult } from '../../../geometry/los';
import { coverFrom, hasCover, isConcealed, type CoverResult } from '../../../geometry/cover';
import { computeGroups, type Group } from '../rules/groups';
import type { GeoFigure, TableSize, TerrainPiece, Vec } from '../../../geometry/shapes';
import { hypot } from '../../../geometry/vec';
import type { FigureState, GameState } from '../state';
import { blocksSightAs, isTargetable, type Status } from '../status';
import { groupsKey, recallGroups, rememberGroups } from './groupsMemo';
import { duckedOutText } from '../explain/battle';

const prepared = new WeakMap<readonly TerrainPiece[], PreparedTerrain>();

export function preparedOf(terrain: readonly TerrainPiece[], table?: TableSize): PreparedTerrain {
  let p = prepared.get(terrain);
  if (!p) {
    p = prepareTerrain(terrain, table);
    prepared.set(terrain, p);
  }
  return p;
}

/**
 * Chain Reaction's geometry view of a figure: the neutral figure geometry reads, plus the status, Rep and
 * Star its own group and blast rules read. Every figure of a Chain Reaction world is one of these.
 */
export interface FigureView extends GeoFigure {
  status: Status;
  rep: number;
  star: boolean;
}

const geoCache = new WeakMap<FigureState, FigureView>();

/** Whether `c` is still a true view of `f` (every field the view copies). */
function sameView(c: FigureView, f: FigureState): boolean {
  return (
    c.at[0] === f.at[0] &&
    c.at[1] === f.at[1] &&
    c.facing === f.facing &&
    c.status === f.status &&
    c.stance === f.stance &&
    c.moved === f.moved &&
    c.rep === f.rep &&
    c.star === f.star &&
    c.side === f.side &&
    c.id === f.id &&
    (c.inBuilding?.floor ?? 0) === (f.floor?.level ?? 0) &&
    c.inBuilding?.building === f.floor?.building
  );
}

/**
 * The geometry view of a figure. The same object comes back while the figure is unchanged, so geometry's
 * per-figure memory (which building or woods it stands in) survives the world being rebuilt around it.
 */
export function geoOf(f: FigureState): FigureView {
  const c = geoCache.get(f);
  if (c && sameView(c, f)) return c;
  const g = freshGeo(f);
  geoCache.set(f, g);
  return g;
}

/**
 * Views by figure id, per table. Every reducer step works on fresh copies of the figures, so a memory
 * per figure object starts empty each step, though most figures have not changed since the step before.
 */
const viewsByTable = new WeakMap<readonly TerrainPiece[], Map<string, FigureView>>();

function viewsOf(s: GameState): Map<string, FigureView> {
  let m = viewsByTable.get(s.terrain);
  if (!m) {
    m = new Map();
    viewsByTable.set(s.terrain, m);
  }
  return m;
}

/** geoOf for figures of states on one table: the view remembered for the figure's id, if still true. */
function viewIn(views: Map<string, FigureView>, f: FigureState): FigureView {
  const c = views.get(f.id);
  if (c && sameView(c, f)) return c;
  const g = freshGeo(f);
  views.set(f.id, g);
  return g;
}

/** The views of the given figures of state `s`, in their order. */
export function viewsIn(s: GameState, figs: readonly FigureState[]): FigureView[] {
  const views = viewsOf(s);
  return figs.map((f) => viewIn(views, f));
}

/** A new geometry view of the figure as it is now, not remembered (for a figure on the move). */
export function freshGeo(f: FigureState): FigureView {
  const g: FigureView = {
    id: f.id,
    side: f.side,
    at: f.at,
    facing: f.facing,
    stance: f.stance,
    blocksSight: blocksSightAs(f.stance, f.status),
    targetable: isTargetable(f.status),
    status: f.status,
    rep: f.rep,
    star: f.star,
    moved: f.moved,
  };
  if (f.status === 'offTable') g.offTable = true;
  if (f.floor) g.inBuilding = { building: f.floor.building, floor: f.floor.level };
  return g;
}

/** Figures still on the table (geometry ignores those that left or were captured and removed). */
export function onTable(s: GameState): FigureState[] {
  return Object.values(s.figures).filter((f) => f.status !== 'offTable');
}

export function worldOf(s: GameState): World {
  const views = viewsOf(s);
  const figs: FigureView[] = [];
  for (const k in s.figures) {
    const f = s.figures[k]!;
    if (f.status !== 'offTable') figs.push(viewIn(views, f));
  }
  return makeWorld(preparedOf(s.terrain, s.table), figs, s.conditions);
}

/**
 * The world's own figure object for `f` (geometry remembers per-figure work, such as which building or
 * woods a figure stands in, against the object), or a fresh one if the world is out of date. A plain
 * search: a table holds a few dozen figures at most, and a lookup map per world cost more to build.
 */
export function geoIn(w: World, f: FigureState): FigureView {
  // A Chain Reaction world holds only its own views (worldOf, withFigures over views).
  const figs = w.figures as readonly FigureView[];
  for (let i = 0; i < figs.length; i++) {
    const g = figs[i]!;
    if (g.id !== f.id) continue;
    if (
      g.at[0] === f.at[0] &&
      g.at[1] === f.at[1] &&
      g.facing === f.facing &&
      g.status === f.status &&
      g.stance === f.stance
    )
      return g;
    break;
  }
  return geoOf(f);
}

/**
 * Can `a` see `b` now? Terrain and bases from geometry, then the reaction rule: a figure ducking back or
 * hunkered down from a cause can't see it or be seen by it, unless it went prone where it stood.
 */
export function sees(s: GameState, w: World, a: FigureState, b: FigureState, ignoreFacing = false): boolean {
  if (hiddenPair(a, b)) return false;
  return canSee(w, geoIn(w, a), geoIn(w, b), ignoreFacing ? { ignoreFacing: true } : undefined);
}

export function sightLine(
  s: GameState,
  w: World,
  a: FigureState,
  b: FigureState,
  options?: { ignoreFacing?: boolean },
): LosResult {
  if (hiddenPair(a, b)) {
    const hider = a.hidingFrom === b.id ? a : b;
    return {
      clear: false,
      reason: 'building',
      distance: dist(a.at, b.at),
      text: duckedOutText(hider.id, hider === a ? b.id : a.id),
      blocker: hider.id,
    };
  }
  return lineOfSight(w, geoIn(w, a), geoIn(w, b), options);
}

/** sees() for a caller that already holds both figures' views in `w` (no lookup of them in the world). */
export function seesAs(w: World, a: FigureState, ga: GeoFigure, b: FigureState, gb: GeoFigure): boolean {
  if (hiddenPair(a, b)) return false;
  return canSee(w, ga, gb);
}

function hiddenPair(a: FigureState, b: FigureState): boolean {
  return (a.hidingFrom === b.id && a.stance === 'standing') || (b.hidingFrom === a.id && b.stance === 'standing');
}

export function coverOf(w: World, f: FigureState, from: FigureState | Vec): CoverResult {
  return coverFrom(
    w,
    { id: f.id, at: f.at, moved: f.moved },
    Array.isArray(from) ? (from as Vec) : (from as FigureState).at,
  );
}

/** coverOf(w, f, from).concealed alone, without the words (concealment is the same from anywhere). */
export function concealed(w: World, f: FigureState): boolean {
  return isConcealed(w, { id: f.id, at: f.at, moved: f.moved });
}

/** coverOf(w, f, from).cover alone, without the words. */
export function inCover(w: World, f: FigureState, from: FigureState | Vec): boolean {
  return hasCover(
    w,
    { id: f.id, at: f.at, moved: f.moved },
    Array.isArray(from) ? (from as Vec) : (from as FigureState).at,
  );
}

export function dist(a: Vec, b: Vec): number {
  return hypot(a[0] - b[0], a[1] - b[1]);
}

const groupMemo = new WeakMap<World, Map<string, Group[]>>();

/**
 * Groups of one side, as the rules form them now (4" links with LOS either way). Remembered per world:
 * a world is rebuilt whenever anything moves or falls, so a remembered answer is never stale.
 */
export function groupsOf(s: GameState, side: string, w: World = worldOf(s)): Group[] {
  let bySide = groupMemo.get(w);
  if (!bySide) {
    bySide = new Map();
    groupMemo.set(w, bySide);
  }
  const hit = bySide.get(side);
  if (hit) return hit;
  const groups = computeGroupsOf(s, side, w);
  bySide.set(side, groups);
  return groups;
}

function computeGroupsOf(s: GameState, side: string, w: World): Group[] {
  const figs = Object.values(s.figures).filter((f) => f.side === side);
  const key = groupsKey(s, side, w, figs, (f) => geoIn(w, f));
  const known = recallGroups(w, key);
  if (known) return known;
  const byId = s.figures;
  // Sight either way: the same answer for (a, b) and (b, a), and the clusters ask both in turn for every
  // close pair, so the second asking gets the first's answer instead of two more sight lines.
  let lastA: GeoFigure | undefined;
  let lastB: GeoFigure | undefined;
  let last = false;
  const either = (a: GeoFigure, b: GeoFigure): boolean => {
    if (a === lastB && b === lastA) return last;
    lastA = a;
    lastB = b;
    last = sees(s, w, byId[a.id]!, byId[b.id]!, true) || sees(s, w, byId[b.id]!, byId[a.id]!, true);
    return last;
  };
  const res = computeGroups(viewsIn(s, figs), either, {
    previousLeaders: s.leaders,
    side,
  });
  return rememberGroups(w, key, res.groups);
}

/** Every group on the table, side by side. */
export function allGroups(s: GameState, w: World = worldOf(s)): Group[] {
  return s.sides.flatMap((side) => groupsOf(s, side.id, w));
}

export function groupOfFigure(s: GameState, id: string, w: World = worldOf(s)): Group | undefined {
  const f = s.figures[id];
  if (!f) return undefined;
  return groupsOf(s, f.side, w).find((g) => g.members.includes(id));
}

export function enemiesOf(s: GameState, f: FigureState): FigureState[] {
  return Object.values(s.figures).filter((e) => e.side !== f.side && e.status !== 'offTable');
}

/** Figures that can still fight or react: on the table and not out of it. */
export function isActiveStatus(f: FigureState): boolean {
  return f.status === 'carryOn' || f.status === 'duckBack' || f.status === 'hunkerDown';
}

/**
 * Who may throw the Leader Die for a group (p.8; RULINGS "Further rulings"): its leader and any other Star
 * in it, but only while carrying on. A leader ducking back, hunkered down, leaving or down throws nothing;
 * of several, the Leader Die rule keeps the highest Rep's die.
 */
export function leaderDieThrowers(s: GameState, g: Group): { id: string; rep: number }[] {
  return g.members
    .map((id) => s.figures[id]!)
    .filter((f) => (f.id === g.leader || f.star) && f.status === 'carryOn')
    .map((f) => ({ id: f.id, rep: f.rep }));
}
