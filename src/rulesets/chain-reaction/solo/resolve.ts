// Resolving a PEF (book p.28): the PEF Resolution roll (3d6 keep the lowest two after "something's out
// there" or on first entering a building), then for a contact How Many Enemy against the player group
// that found it and the enemy figures placed at the PEF. The Raid's and the Defend's objective rolls
// ride on the same resolutions (pp.30-31). A contact in sight of the player starts an In Sight test.
import { resolveHowManyEnemy } from '../rules/howManyEnemy';
import { resolvePefResolution } from '../rules/pef';
import { resolveDefendObjective, resolveRaidObjective } from '../rules/encounterObjectives';
import type { PefWaryReason } from '../tables/pef';
import type { TerrainPiece, Vec } from '../../../geometry/shapes';
import type { FigureState } from '../state';
import type { Ctx } from '../engine/ctx';
import { newcomers, resolveInSightAt } from '../engine/inSight';
import { isActiveStatus } from '../engine/world';
import { placeEnemies } from './enemies';
import { buildingAt, centroidOf, eachAround, standable } from '../spots';
import type { BuildingWatch, Pef, SoloState } from './types';
import { mayStillMakePef } from './openBuildings';
import { pefOutcomeText, pefResolutionText, pefWhere } from '../explain/pef';
import { howManyEnemyText } from '../explain/howManyEnemy';
import {
  defendObjectiveText,
  NO_BUILDING_TEXT,
  npObjectiveFoundText,
  raidObjectiveFoundText,
} from '../explain/objectives';

export type PefSource =
  | { kind: 'pef'; pef: Pef }
  | {
      kind: 'building';
      building: BuildingWatch;
      entry: boolean;
      /** floors still to search after this one */ more: number;
    };

export interface Finder {
  figure: FigureState;
  /** Figures in the player group that found the PEF (How Many Enemy counts them). */
  groupSize: number;
  leader: string;
}

/** A spot inside a building to stand for its PEF (its middle, or the free point nearest it). */
export function insideSpot(terrain: readonly TerrainPiece[], id: string): Vec {
  let byId = insideSpots.get(terrain);
  if (!byId) {
    byId = new Map();
    insideSpots.set(terrain, byId);
  }
  let at = byId.get(id);
  if (!at) {
    at = findInsideSpot(terrain, id);
    byId.set(id, at);
  }
  return [at[0], at[1]];
}

/** insideSpot answers per table and building: the autopilot asks on every order. */
const insideSpots = new WeakMap<readonly TerrainPiece[], Map<string, Vec>>();

function findInsideSpot(terrain: readonly TerrainPiece[], id: string): Vec {
  const b = terrain.find((t) => t.id === id);
  if (!b || b.type !== 'building') return [18, 18];
  const c = centroidOf(b.polygon);
  for (const p of eachAround(c, 6, 0.5)) if (buildingAt(terrain, p) === id && standable(terrain, p)) return p;
  return c;
}

/** Nothing left that could still turn into a PEF: the table's are all resolved, and no building can make one. */
export function nothingLeft(enc: SoloState): boolean {
  return enc.pefs.every((p) => p.resolved) && !enc.buildings.some(mayStillMakePef);
}

export function resolvePefSource(ctx: Ctx, enc: SoloState, src: PefSource, finder: Finder): void {
  const s = ctx.s;
  const id = src.kind === 'pef' ? src.pef.id : `${src.building.id}-pef${++enc.buildingPefs}`;
  const at = src.kind === 'pef' ? src.pef.at : insideSpot(s.terrain, src.building.id);
  const wary: PefWaryReason[] = [];
  if (enc.wary) wary.push('somethingsOutThere');
  if (src.kind === 'building' && src.entry) wary.push('buildingEntered');
  const r = resolvePefResolution({ who: id, wary }, ctx.roll);
  enc.wary = r.nextIsWary;
  enc.resolved += 1;
  const contact = r.result === 'contact';
  if (src.kind === 'pef') src.pef.resolved = r.result;
  else if (!src.entry) {
    src.building.approached = true;
    src.building.searchOnEntry = !contact;
  } else if (src.more === 0) {
    src.building.entered = true;
    src.building.searchOnEntry = false;
  }
  const where = src.kind === 'pef' ? pefWhere(id, undefined, false) : pefWhere(id, src.building.id, !!src.entry);
  ctx.emit({
    type: 'test',
    test: 'pefResolution',
    figure: finder.figure.id,
    passed: r.passed,
    result: r.result,
    row: r.ref,
    modifiers: r.modifiers,
    text: pefResolutionText(finder.figure.id, where, r.modifiers, r.kept, r.dice, r.result),
  });

  // In a Raid the PEF found to hold the objective is the objective: no How Many Enemy roll for it (p.31).
  const isObjective = enc.kind === 'raid' && !enc.raid?.found && raidSearch(ctx, enc, id, at, contact, src);
  let threat: Vec | undefined = finder.figure.at;
  let enemies: string[] = [];
  if (contact && !isObjective) {
    if (enc.kind === 'defend') defendObjective(ctx, enc, id, at);
    const hm = resolveHowManyEnemy({ playerGroupSize: finder.groupSize, who: id }, ctx.roll);
    ctx.emit({
      type: 'test',
      test: 'howManyEnemy',
      figure: finder.figure.id,
      result: String(hm.enemies),
      row: hm.ref,
      text: howManyEnemyText(hm.half, hm.direction, finder.groupSize, finder.leader, !!hm.floored, hm.enemies),
    });
    if (!isActiveStatus(finder.figure)) threat = undefined;
    // A PEF that had moved into a building is found in it: its contact fills the building as a building's does.
    const building = src.kind === 'building' ? src.building.id : buildingAt(ctx.s.terrain, at);
    enemies = placeEnemies(ctx, enc, hm.enemies, at, threat, building);
  }
  ctx.emit({
    type: 'pef',
    pef: id,
    action: 'resolved',
    at,
    result: r.result,
    group: finder.leader,
    ...(enemies.length ? { enemies } : {}),
    ...(src.kind === 'building' ? { building: src.building.id } : {}),
    text: pefOutcomeText(id, contact, enc.npForce, enemies, r.result, isObjective),
  });
  // Only a PEF that moved this activation makes its figures "active and moved" for the In Sight.
  const movedNow =
    src.kind === 'pef' && ctx.events.some((e) => e.type === 'pef' && e.pef === id && e.action === 'moved');
  if (enemies.length) contactInSight(ctx, enc, enemies, finder, movedNow);
}

/** The Raid's search for its objective on this PEF; true when this PEF holds it. */
function raidSearch(ctx: Ctx, enc: SoloState, id: string, at: Vec, contact: boolean, src: PefSource): boolean {
  const isLast = nothingLeft(enc) && !(src.kind === 'building' && src.more > 0);
  const o = resolveRaidObjective({ resolvedSoFar: enc.resolved, asEnemy: contact, isLast, who: id }, ctx.roll);
  if (!o.found) return false;
  const spot = src.kind === 'building' ? insideSpot(ctx.s.terrain, src.building.id) : at;
  enc.raid = { found: true, at: spot, where: src.kind === 'building' ? src.building.id : id };
  ctx.emit({
    type: 'objective',
    what: 'raidObjectiveFound',
    at: spot,
    text: raidObjectiveFoundText(id, o.how === 'lastPef', o.dice[0], o.target),
  });
  return true;
}

function defendObjective(ctx: Ctx, enc: SoloState, id: string, at: Vec): void {
  if (!enc.defend) {
    const d = resolveDefendObjective({ who: id }, ctx.roll);
    enc.defend = { kind: d.objective, found: false, resolved: 0 };
    ctx.emit({
      type: 'objective',
      what: d.objective,
      text: defendObjectiveText(d.objective, d.dice[0]),
    });
  }
  const def = enc.defend;
  if (def.kind !== 'rescueOrRecover' || def.found) return;
  def.resolved += 1;
  const isLast = enc.pefs.every((p) => p.resolved);
  const o = resolveRaidObjective({ resolvedSoFar: enc.resolved, asEnemy: true, isLast, who: id }, ctx.roll);
  if (!o.found) return;
  const target = targetBuilding(ctx, enc, at);
  if (!target) {
    def.kind = 'killOrCapture';
    ctx.emit({ type: 'objective', what: 'killOrCapture', text: NO_BUILDING_TEXT });
    return;
  }
  def.found = true;
  def.building = target;
  def.at = insideSpot(ctx.s.terrain, target);
  ctx.emit({ type: 'objective', what: 'npObjectiveFound', at: def.at, text: npObjectiveFoundText(target) });
}

/** The defended building nearest the PEF, else the nearest building on the table. */
function targetBuilding(ctx: Ctx, enc: SoloState, at: Vec): string | undefined {
  const byDist = (ids: string[]) =>
    ids
      .map((id) => ({ id, d: dist(insideSpot(ctx.s.terrain, id), at) }))
      .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1))[0]?.id;
  const defended = enc.buildings.filter((b) => b.exempt).map((b) => b.id);
  return byDist(defended) ?? byDist(enc.buildings.map((b) => b.id));
}

const dist = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * Enemies placed in sight of the player trigger In Sight. During the player's activation the acting
 * group is the active side; otherwise the new enemy group is (a PEF moved into view), and since that
 * move was its part of the turn, its figures have acted this turn. They count as moved only if the PEF
 * itself moved this activation (a PEF left standing is found by someone else's move).
 */
function contactInSight(ctx: Ctx, enc: SoloState, enemies: string[], finder: Finder, movedNow: boolean): void {
  const s = ctx.s;
  if (s.ended) return;
  const a = s.active;
  if (a && a.side === enc.player) {
    const mine = a.figures.map((id) => ctx.fig(id));
    const mover = mine.find((f) => f.id === finder.figure.id) ?? mine.find((f) => isActiveStatus(f));
    // In Sight is for newcomers: a PEF whose figures nobody of the group can see (inside a building, say)
    // sets off no new test with the enemies the group has already met (play-test 18a: seed pt18a-04 threw
    // three In Sight tests against Boris and Dario in one walk).
    const standing = mine.filter((f) => isActiveStatus(f));
    if (mover && newcomers(ctx, standing).length) resolveInSightAt(ctx, mover, mover.at);
    return;
  }
  if (a) return;
  const first = ctx.fig(enemies[0]!);
  const npTurn = s.turnState?.order[s.turnState.index] === enc.np;
  s.active = { side: enc.np, leader: first.id, figures: [...enemies], seen: [] };
  for (const id of enemies) ctx.fig(id).moved = movedNow;
  try {
    resolveInSightAt(ctx, first, first.at);
  } finally {
    for (const id of enemies) {
      const f = ctx.fig(id);
      f.moved = false;
      if (npTurn) f.actedTurn = s.turn;
    }
    delete s.active;
    ctx.touched();
  }
}
