// The optional evacuation mission (the wound table's mission column; decision 80): a friend with a serious
// or critical wound, or a dead one, is carried off the table at its side's own edge, or put into a friendly
// vehicle, for 50 victory points. A figure picks the casualty up (1 AP, base contact), walks with it (walk
// only, no shot, throw or blow while carrying), and hands it off (1 AP) within 1" of the edge or of the
// vehicle. A conscious casualty with a serious wound may take itself off. Anything that stops the carrier
// standing and free (a wound, a failed morale test, kneeling, hand to hand) puts the casualty down there.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { AP_COSTS, VICTORY } from './tables';
import { canAct, inContact } from './figures';
import { flying, inFootprint } from './crew';
import { spend, type Ctx } from './ctx';
import type { ApState, Edge, Figure, Side, Vehicle } from './types';

type Refusal = string | undefined;

/** How close to the edge or the vehicle the hand-off is made. */
export const EVAC_REACH = 1;
/** Base contact, as for first aid. */
const CONTACT = 1.05;

/** A casualty the mission asks to be evacuated: serious or worse, or dead, still on the table, not yet carried off. */
export function isCasualty(f: Figure): boolean {
  return f.out === null && !f.inside && (f.wound === 'serious' || f.wound === 'critical' || f.wound === 'dead');
}

export function carrierOf(state: ApState, f: Figure): Figure | undefined {
  return state.figures.find((o) => o.carrying === f.id);
}

/** The edge nearest a group of points (a side's figures at the start); ties go north, south, west, east. */
export function nearestEdge(points: readonly Vec[], table: { width: number; height: number }): Edge {
  if (!points.length) return 'south';
  const x = points.reduce((a, p) => a + p[0], 0) / points.length;
  const y = points.reduce((a, p) => a + p[1], 0) / points.length;
  const gaps: [Edge, number][] = [
    ['north', y],
    ['south', table.height - y],
    ['west', x],
    ['east', table.width - x],
  ];
  return gaps.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
}

/** A side's own edge: the file's, or the one nearest its figures (states from before the field). */
export function friendlyEdge(state: ApState, side: Side): Edge {
  if (side.edge) return side.edge;
  const at = state.figures.filter((f) => f.side === side.id).map((f) => f.at);
  return nearestEdge(at, state.table);
}

/** How far a point is from an edge of the table. */
export function edgeGap(state: ApState, edge: Edge, p: Vec): number {
  const { width, height } = state.table;
  return edge === 'north' ? p[1] : edge === 'south' ? height - p[1] : edge === 'west' ? p[0] : width - p[0];
}

/** The nearest point on the table to walk to for the edge: straight out toward it, inside the table's 0.5" rim. */
export function edgeGoal(state: ApState, edge: Edge, p: Vec): Vec {
  const { width, height } = state.table;
  if (edge === 'north') return [p[0], 0.5];
  if (edge === 'south') return [p[0], height - 0.5];
  if (edge === 'west') return [0.5, p[1]];
  return [width - 0.5, p[1]];
}

/**
 * Where a figure standing here could hand a casualty off: its own edge, or a friendly vehicle that still works
 * and is on the ground (a helicopter in the air takes nobody in, decision 88).
 */
export function handOffAt(state: ApState, f: Figure): { edge: Edge } | { vehicle: Vehicle } | null {
  const side = state.sides.find((s) => s.id === f.side)!;
  const edge = friendlyEdge(state, side);
  if (edgeGap(state, edge, f.at) <= EVAC_REACH + 1e-9) return { edge };
  const v = (state.vehicles ?? []).find(
    (x) => x.side === f.side && !x.destroyed && !flying(x) && inFootprint(x, f.at, EVAC_REACH),
  );
  return v ? { vehicle: v } : null;
}

/** Pick up a casualty in base contact: 1 AP, standing, hands free. */
export function carry(c: Ctx, f: Figure, id: string): Refusal {
  if (!c.s.options.evacuate) return 'evacuation missions are not in play (options.evacuate)';
  const t = c.s.figures.find((o) => o.id === id);
  if (!t || t.side !== f.side || t.id === f.id) return `${id} is not a friend of ${f.id}`;
  if (!isCasualty(t)) return `${id} has no serious, critical or fatal wound to carry off`;
  if (carrierOf(c.s, t)) return `${id} is already being carried`;
  if (f.carrying) return `${f.id} is already carrying ${f.carrying}`;
  if (f.stance !== 'standing') return `${f.id} is ${f.stance}: stand up before picking anyone up`;
  if (inContact(c.s, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  if (dist(f.at, t.at) > CONTACT) return `${id} is not in base contact with ${f.id}`;
  const refused = spend(c, f, `pick up ${id}`, AP_COSTS.walk.ap);
  if (refused) return refused;
  f.carrying = t.id;
  t.at = [f.at[0], f.at[1]];
  c.events.push({ type: 'carry', figure: f.id, target: t.id });
  return undefined;
}

/** Put the casualty down where the carrier stands: free. */
export function putDown(c: Ctx, f: Figure): Refusal {
  if (!f.carrying) return `${f.id} is carrying nobody`;
  drop(c, f);
  return undefined;
}

function drop(c: Ctx, f: Figure): void {
  const id = f.carrying!;
  delete f.carrying;
  c.events.push({ type: 'putDown', figure: f.id, target: id });
}

/**
 * Hand the casualty off (1 AP): the one carried, or the figure itself when it is a conscious casualty with
 * a serious wound, within 1" of its side's edge or of a friendly vehicle that is not destroyed.
 */
export function evacuate(c: Ctx, f: Figure, id: string): Refusal {
  if (!c.s.options.evacuate) return 'evacuation missions are not in play (options.evacuate)';
  const self = id === f.id;
  if (!self && f.carrying !== id) return `${f.id} is not carrying ${id}: pick ${id} up first`;
  if (self && !isCasualty(f)) return `${f.id} has no serious wound: only a casualty is evacuated`;
  if (inContact(c.s, f).length) return `${f.id} is in hand to hand, so may only attack or break away`;
  const to = handOffAt(c.s, f);
  if (!to) return `${f.id} is not within ${EVAC_REACH}" of the side's own edge or a friendly vehicle`;
  const refused = spend(c, f, `evacuate ${id}`, AP_COSTS.walk.ap);
  if (refused) return refused;
  const t = c.s.figures.find((o) => o.id === id)!;
  if (!self) delete f.carrying;
  t.out = 'removed';
  t.evacuated = true;
  t.motion = 'still';
  const side = c.s.sides.find((s) => s.id === f.side)!;
  side.points += VICTORY.evacuate;
  c.events.push({
    type: 'evacuated',
    figure: f.id,
    target: t.id,
    ...('edge' in to ? { edge: to.edge } : { vehicle: to.vehicle.id }),
  });
  c.events.push({ type: 'points', side: side.id, points: side.points, why: `${t.id} evacuated` });
  return undefined;
}

/**
 * After every step: a carried casualty is where its carrier stands; a carrier no longer standing and free
 * (wounded, out, shaken by a failed test, kneeling or prone, in hand to hand, inside) puts it down there.
 */
export function syncCarried(c: Ctx): void {
  for (const f of c.s.figures) {
    if (!f.carrying) continue;
    const t = c.s.figures.find((o) => o.id === f.carrying);
    if (!t || !isCasualty(t)) {
      delete f.carrying;
      continue;
    }
    t.at = [f.at[0], f.at[1]];
    const free = canAct(f) && f.stance === 'standing' && f.shaken === null && !f.inside && !inContact(c.s, f).length;
    if (!free) drop(c, f);
  }
}
