// What a side knows of the enemy, by the rules of spotting: an enemy some figure of the side has seen (in the
// open and in sight, or spotted, rulings "Spotting") is known where it stands; one in a friend's line of sight
// if it turned (in cover or hidden, not yet spotted) is a glimpse, a place worth a spot roll; any other is
// unknown. The plain table draws only these (board/view.ts) and the computer acts only on them (ai.ts).
// Figures out of the fight are known: the bodies lie on the table.
import { canAct } from './figures';
import { sees, seesVehicle } from './chance';
import { hasSight, vehicleSight } from './terrain';
import type { ApState, Figure, Vehicle } from './types';

export type Known = 'seen' | 'glimpsed' | 'unknown';

export function knownTo(state: ApState, side: string, enemy: Figure): Known {
  if (enemy.side === side || !canAct(enemy)) return 'seen';
  const eyes = state.figures.filter((o) => o.side === side && canAct(o));
  // A crew figure inside is known as its vehicle is.
  const car = enemy.inside ? state.vehicles?.find((v) => v.id === enemy.inside) : undefined;
  if (car) return vehicleKnownTo(state, side, car);
  if (eyes.some((o) => sees(state, o, enemy))) return 'seen';
  if (eyes.some((o) => hasSight(state, o, enemy, { ignoreFacing: true }))) return 'glimpsed';
  return 'unknown';
}

/**
 * What a side knows of an enemy vehicle (decision 61): seen where a friend sees it (in the open and in
 * sight, or spotted), glimpsed where a friend has a clear line to it but it stands in cover unspotted (a
 * shape worth a spot roll), else unknown. A wreck is known: it lies on the table.
 */
export function vehicleKnownTo(state: ApState, side: string, v: Vehicle): Known {
  if (v.side === side || v.destroyed) return 'seen';
  const eyes = state.figures.filter((o) => o.side === side && canAct(o));
  if (eyes.some((o) => seesVehicle(state, o, v))) return 'seen';
  return eyes.some((o) => vehicleSight(state, o, v)) ? 'glimpsed' : 'unknown';
}

/**
 * Remember where each side sees these enemies (all, when no ids are given): the last-seen marks the table
 * draws once a figure is out of sight. Called as each act begins and round each move of a figure.
 */
export function noteSeen(state: ApState, ids?: readonly string[]): void {
  const who = ids ? state.figures.filter((f) => ids.includes(f.id)) : state.figures;
  for (const side of state.sides)
    for (const f of who) {
      if (f.side === side.id || !canAct(f) || f.inside) continue;
      if (knownTo(state, side.id, f) !== 'seen') continue;
      const book = ((state.lastSeen ??= {})[side.id] ??= {});
      book[f.id] = [f.at[0], f.at[1]];
    }
}

/** The enemies able to fight that `f`'s side has seen or glimpsed. */
export function knownEnemies(state: ApState, f: Figure): Figure[] {
  return state.figures.filter(
    (o) => o.side !== f.side && canAct(o) && !o.inside && knownTo(state, f.side, o) !== 'unknown',
  );
}
