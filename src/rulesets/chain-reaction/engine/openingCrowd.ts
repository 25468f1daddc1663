// Firing from buildings (p.24): up to two figures can fire from one door or window. The two standing
// nearest the opening (ties: the earlier in the roster) are the ones at it; a third figure there can't
// fire through it, though it is inside and concealed like the rest.
import { placeOf } from '../../../geometry/world';
import { nearestOpening } from '../../../geometry/prepared';
import type { FigureState, GameState } from '../state';
import { geoOf, isActiveStatus, onTable, preparedOf } from './world';

/** How many figures may fire from one door or window. */
export const SHOOTERS_PER_OPENING = 2;

/** The ids of the figures ahead of `f` at its door or window when it is a third (or later) there; else undefined. */
export function crowdedOut(s: GameState, f: FigureState): string[] | undefined {
  const terrain = preparedOf(s.terrain);
  const me = placeOf(terrain, geoOf(f));
  if (me.building < 0 || me.opening < 0) return undefined;
  const b = terrain.buildings;
  const there = onTable(s)
    .filter((o) => isActiveStatus(o) && !o.carriedBy)
    .map((o, order) => ({ o, order, p: placeOf(terrain, geoOf(o)) }))
    .filter((x) => x.p.building === me.building && x.p.opening === me.opening && (x.p.floor ?? 0) === (me.floor ?? 0))
    .map((x) => ({ ...x, d: nearestOpening(b, me.building, x.o.at[0], x.o.at[1]).dist }))
    .sort((a, c) => a.d - c.d || a.order - c.order);
  const rank = there.findIndex((x) => x.o.id === f.id);
  return rank >= SHOOTERS_PER_OPENING ? there.slice(0, rank).map((x) => x.o.id) : undefined;
}
