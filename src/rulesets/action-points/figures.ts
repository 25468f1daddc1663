// Small questions about figures asked everywhere: can it act, its BODY and combat phases, who is a friend,
// how hurt it is for the final line, who stands near.
import { dist } from '../../geometry/vec';
import { ARMOUR_TABLE, PHASE_COLUMNS, RANGES, RANK_TABLE, WOUND_BANDS, type WoundBand } from './tables';
import type { ApState, Figure, FinalStatus } from './types';

export function figureOf(state: ApState, id: string): Figure | undefined {
  return state.figures.find((f) => f.id === id);
}

/** Still in the fight and able to act: alive, conscious, not out of action, surrendered or removed. */
export function canAct(f: Figure): boolean {
  return f.out === null && f.conscious && f.wound !== 'dead' && f.wound !== 'critical';
}

/** On the table and alive (a target, a witness's friend crying out). */
export function onTable(f: Figure): boolean {
  return f.out === null && f.wound !== 'dead';
}

export function bodyOf(f: Pick<Figure, 'rank' | 'armour'>): number {
  return RANK_TABLE[f.rank].body + (f.armour ? ARMOUR_TABLE[f.armour].body : 0);
}

export function phasesOf(f: Pick<Figure, 'rank' | 'armour'>): readonly number[] {
  const b = Math.max(0, Math.min(20, bodyOf(f)));
  return PHASE_COLUMNS.find((c) => b >= c.lo && b <= c.hi)!.phases;
}

export function phaseIndex(state: ApState): number {
  return (state.clock.round - 1) * 10 + state.clock.phase;
}

export function worse(a: WoundBand, b: WoundBand): boolean {
  return WOUND_BANDS.indexOf(a) > WOUND_BANDS.indexOf(b);
}

export function statusOf(f: Figure): FinalStatus {
  if (f.out) return f.out;
  if (f.wound === 'dead') return 'dead';
  if (!f.conscious) return 'unconscious';
  switch (f.wound) {
    case 'critical':
      return 'criticalWound';
    case 'serious':
      return 'seriousWound';
    case 'medium':
      return 'mediumWound';
    case 'light':
      return 'lightWound';
    default:
      return 'active';
  }
}

export function enemiesOf(state: ApState, f: Figure): Figure[] {
  return state.figures.filter((o) => o.side !== f.side);
}
export function friendsOf(state: ApState, f: Figure): Figure[] {
  return state.figures.filter((o) => o.side === f.side && o.id !== f.id);
}

/** Enemies in base contact (hand to hand). */
export function inContact(state: ApState, f: Figure): Figure[] {
  if (f.inside) return [];
  return enemiesOf(state, f).filter((o) => canAct(o) && !o.inside && dist(o.at, f.at) <= RANGES.contact);
}

/** No friend able to act within 6" (the surrender rules' "alone"). */
export function alone(state: ApState, f: Figure): boolean {
  return !friendsOf(state, f).some((o) => canAct(o) && dist(o.at, f.at) <= RANGES.friendNear);
}

export function nearestEnemy(state: ApState, f: Figure): Figure | undefined {
  let best: Figure | undefined;
  for (const o of enemiesOf(state, f)) if (canAct(o) && (!best || dist(o.at, f.at) < dist(best.at, f.at))) best = o;
  return best;
}
