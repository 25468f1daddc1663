// Keeping score of the encounter's objective after each command: the player's figures that walk off their
// own edge, the Patrol's recon (a figure ending its activation within 6" of the far edge in section 1, 2
// or 3), the Raid's objective reached with its guards dealt with, and the enemy reaching what it came for in a Defend.
import { TABLE_SIZE } from '../../../geometry/shapes';
import { patrolReconComplete, patrolReconSection } from '../rules/encounterObjectives';
import type { Ctx } from '../engine/ctx';
import { dist, isActiveStatus } from '../engine/world';
import { buildingAt } from '../spots';
import { statusWords } from '../explain/eventText';
import type { Vec } from '../../../geometry/shapes';
import { connected } from '../engine/route';
import { PATROL_RECON } from '../tables/encounters';
import { reconSpots } from './reconSpots';
import type { SoloState } from './types';
import {
  exitedText,
  npObjectiveReachedText,
  objectiveGuardedText,
  raidObjectiveReachedText,
  reconText,
} from '../explain/objectives';

/** A player figure that ends its own move toward the player's edge with its centre this close to it leaves the table. */
export const EXIT_REACH = 1;
/** The Raid's objective is reached by a player figure carrying on within 2" of it (others' bases may lie on it). */
export const OBJECTIVE_REACH = 2;
/** ...and only once no enemy figure still able to fight (carrying on, ducking back or hunkered down) is this close to it. */
export const OBJECTIVE_GUARD = 4;

export function playerExits(ctx: Ctx, enc: SoloState): void {
  const s = ctx.s;
  const movers = new Map<string, Vec>();
  for (const e of ctx.events)
    if (e.type === 'move' && !e.why && e.to[1] > e.from[1] && !movers.has(e.figure)) movers.set(e.figure, e.from);
  for (const [id, from] of movers) {
    const f = s.figures[id];
    if (!f || f.side !== enc.player || f.status !== 'carryOn' || f.at[1] < TABLE_SIZE - EXIT_REACH) continue;
    ctx.setStatus(f, 'offTable', "leaves the table by the player's own edge");
    enc.exited.push(f.id);
    if (f.carrying) {
      const c = s.figures[f.carrying];
      if (c && c.status !== 'offTable') ctx.setStatus(c, 'offTable', `carried off the table by ${f.id}`);
    }
    const cut = f.carrying ? [] : reconCutOff(ctx, enc, from);
    ctx.emit({
      type: 'objective',
      what: 'exited',
      figure: f.id,
      at: f.at,
      ...(cut.length ? { cutOff: cut } : {}),
      text: exitedText(f.id, f.carrying, cut),
    });
  }
}

/**
 * A Patrol figure leaving with the recon not done, carrying nobody: the sections left whose recon spots no way
 * from where it set out reaches (a start in a pocket of a given table, a river with no bridge), so the log can
 * say why it goes (session 16); empty when some section could still be reached, or the recon is done.
 */
function reconCutOff(ctx: Ctx, enc: SoloState, from: Vec): number[] {
  if (enc.kind !== 'patrol' || patrolReconComplete(enc.recon)) return [];
  const left = PATROL_RECON.sections.filter((n) => !enc.recon.includes(n));
  const t = ctx.s.terrain;
  const cut = left.filter((n) => !reconSpots(t, n).some((p) => connected(t, from, p)));
  return cut.length === left.length ? cut : [];
}

export function patrolRecon(ctx: Ctx, enc: SoloState): void {
  if (enc.kind !== 'patrol') return;
  const s = ctx.s;
  for (const e of ctx.events) {
    if (e.type !== 'endActivation' || e.side !== enc.player) continue;
    for (const id of e.figures) {
      const f = s.figures[id];
      if (!f || !isActiveStatus(f)) continue;
      const section = patrolReconSection(f.at);
      if (section === null || enc.recon.includes(section)) continue;
      enc.recon.push(section);
      enc.recon.sort((a, b) => a - b);
      const done = patrolReconComplete(enc.recon);
      ctx.emit({
        type: 'objective',
        what: 'recon',
        figure: f.id,
        section,
        at: f.at,
        text: reconText(f.id, section, done),
      });
    }
  }
}

export function raidReached(ctx: Ctx, enc: SoloState): void {
  const r = enc.raid;
  if (enc.kind !== 'raid' || !r?.found || !r.at || r.securedBy) return;
  const at = r.at;
  // What the raid came for is taken, not just touched: nobody of the enemy still fighting stands over it.
  const guard = Object.values(ctx.s.figures).find(
    (e) => e.side !== enc.player && isActiveStatus(e) && dist(e.at, at) <= OBJECTIVE_GUARD,
  );
  for (const f of Object.values(ctx.s.figures)) {
    if (f.side !== enc.player || f.status !== 'carryOn' || dist(f.at, at) > OBJECTIVE_REACH) continue;
    if (guard) {
      if (!r.guardedNoted) {
        r.guardedNoted = true;
        ctx.emit({ type: 'note', text: objectiveGuardedText(f.id, guard.id, OBJECTIVE_GUARD) });
      }
      return;
    }
    r.securedBy = f.id;
    ctx.emit({
      type: 'objective',
      what: 'raidObjectiveReached',
      figure: f.id,
      at,
      text: raidObjectiveReachedText(f.id),
    });
    return;
  }
}

export function defendReached(ctx: Ctx, enc: SoloState): void {
  const d = enc.defend;
  if (enc.kind !== 'defend' || !d?.found || !d.building || d.achievedBy) return;
  const s = ctx.s;
  const inside = (side: string) =>
    Object.values(s.figures).filter(
      (f) => f.side === side && f.status === 'carryOn' && buildingAt(s.terrain, f.at) === d.building,
    );
  const raiders = inside(enc.np);
  if (raiders.length === 0 || inside(enc.player).length > 0) return;
  d.achievedBy = raiders[0]!.id;
  const downInside = Object.values(s.figures)
    .filter((f) => f.side === enc.player && buildingAt(s.terrain, f.at) === d.building)
    .map((f) => ({ id: f.id, status: statusWords(f.status) }));
  ctx.emit({
    type: 'objective',
    what: 'npObjectiveReached',
    figure: d.achievedBy,
    text: npObjectiveReachedText(d.achievedBy, d.building, raiders[0]!.actedTurn === undefined, downInside),
  });
}
