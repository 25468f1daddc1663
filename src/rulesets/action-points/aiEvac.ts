// The computer and the evacuation mission (decision 80). A figure carrying a casualty takes it to the
// nearer of its own edge and a friendly working vehicle and hands it off there; if it cannot walk on, it puts
// it down and fights. A conscious casualty with a serious wound takes itself off the same way. A casualty
// is fetched by the nearest able friend only while it is "safe to do so" (the text's words): no enemy the
// side knows of stands within 12" of it.
import type { Vec } from '../../geometry/shapes';
import { dist } from '../../geometry/vec';
import { AP_COSTS, RANGES } from './tables';
import { canAct, friendsOf, inContact } from './figures';
import { knownEnemies } from './fog';
import { flying, vehicleSize } from './crew';
import { carrierOf, edgeGoal, friendlyEdge, isCasualty } from './evacuation';
import type { ApCommand, ApState, Figure } from './types';

/** Points just beside each face of a friendly working vehicle: inside the 1" hand-off reach, off its body. */
function vehicleGoals(state: ApState, f: Figure): Vec[] {
  const out: Vec[] = [];
  for (const v of state.vehicles ?? []) {
    // A helicopter in the air takes nobody in (decision 88).
    if (v.side !== f.side || v.destroyed || flying(v)) continue;
    const { length, width } = vehicleSize(v.type);
    const a = (v.facing * Math.PI) / 180;
    for (const [al, ac] of [
      [length / 2 + 0.8, 0],
      [-length / 2 - 0.8, 0],
      [0, width / 2 + 0.8],
      [0, -width / 2 - 0.8],
    ] as const)
      out.push([v.at[0] + al * Math.cos(a) - ac * Math.sin(a), v.at[1] + al * Math.sin(a) + ac * Math.cos(a)]);
  }
  return out;
}

/** Walks toward a goal as far as the AP left allow, the longest first (a refused one falls through). */
function walksToward(f: Figure, goal: Vec, ap: number): ApCommand[] {
  const d = dist(f.at, goal);
  if (d < 0.05) return [];
  const reach = Math.min(d, AP_COSTS.walk.inches * ap);
  return [1, 2 / 3, 1 / 3].map((k) => {
    const s = (reach * k) / d;
    const to: Vec = [f.at[0] + (goal[0] - f.at[0]) * s, f.at[1] + (goal[1] - f.at[1]) * s];
    return { do: 'walk', figure: f.id, to };
  });
}

/** Off the table with the casualty (carried, or the figure itself): hand off here, else walk to the nearest place. */
function takeOff(state: ApState, f: Figure, target: string, ap: number): ApCommand[] {
  const side = state.sides.find((s) => s.id === f.side)!;
  const goals = [edgeGoal(state, friendlyEdge(state, side), f.at), ...vehicleGoals(state, f)];
  const goal = goals.reduce((a, b) => (dist(b, f.at) < dist(a, f.at) ? b : a));
  const out: ApCommand[] = [{ do: 'evacuate', figure: f.id, target }];
  if (f.stance === 'standing') out.push(...walksToward(f, goal, ap));
  return out;
}

/** Safe to fetch: no enemy the side knows of within 12" of the casualty. */
function safe(state: ApState, f: Figure, t: Figure): boolean {
  return !knownEnemies(state, f).some((e) => dist(e.at, t.at) <= RANGES.witness);
}

/** What the mission asks of this figure now, first in its list; [] when nothing. */
export function evacCandidates(state: ApState, f: Figure): { first: ApCommand[]; later: ApCommand[] } {
  const ap = state.clock.ap;
  if (!state.options.evacuate || ap <= 0 || inContact(state, f).length) return { first: [], later: [] };
  if (f.carrying) return { first: [...takeOff(state, f, f.carrying, ap), { do: 'putDown', figure: f.id }], later: [] };
  if (isCasualty(f)) return { first: takeOff(state, f, f.id, ap), later: [] };
  if (f.stance !== 'standing') return { first: [], later: [] };
  // The casualties this figure is the nearest able friend to, and safe to reach.
  const mine = friendsOf(state, f).filter(
    (t) =>
      isCasualty(t) &&
      !carrierOf(state, t) &&
      safe(state, f, t) &&
      !friendsOf(state, t).some(
        (o) => o.id !== f.id && canAct(o) && !o.inside && !o.carrying && dist(o.at, t.at) < dist(f.at, t.at),
      ),
  );
  const t = mine.reduce<Figure | undefined>((a, b) => (!a || dist(b.at, f.at) < dist(a.at, f.at) ? b : a), undefined);
  if (!t) return { first: [], later: [] };
  const d = dist(f.at, t.at);
  if (d <= 1.05) return { first: [{ do: 'carry', figure: f.id, target: t.id }], later: [] };
  // Walk to base contact, 1" short of it, when it is within this act's reach with 1 AP left to pick it up.
  if (ap < 2 || d - 1 > AP_COSTS.walk.inches * (ap - 1)) return { first: [], later: [] };
  const to: Vec = [t.at[0] + ((f.at[0] - t.at[0]) / d) * 1, t.at[1] + ((f.at[1] - t.at[1]) / d) * 1];
  return { first: [], later: [{ do: 'walk', figure: f.id, to }] };
}
