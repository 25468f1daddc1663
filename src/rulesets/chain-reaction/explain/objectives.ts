// Encounter objectives in words: leaving by the home edge, patrol recon, the raid's objective found,
// guarded and taken, and the defend enemy's aim.
import { listOf } from './phrases';
import { PATROL_RECON } from '../tables/encounters';

/**
 * `cutOff`: a Patrol's sections left to recon that no way from where the figure set out reaches, said as the
 * reason it goes home before the recon is done (session 16: a computer patrol walking home unexplained).
 */
export function exitedText(figure: string, carrying: string | undefined, cutOff: readonly number[] = []): string {
  const why = cutOff.length
    ? `, before the recon is done: no way from where it stood reaches ground within ${PATROL_RECON.withinOfEdge}" of the far edge in section${cutOff.length > 1 ? 's' : ''} ${orList(cutOff)}, so the patrol reports back`
    : '';
  return `${figure} leaves the table by the player's edge${carrying ? `, carrying ${carrying}` : ''}${why}.`;
}

const orList = (xs: readonly number[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;

export function reconText(figure: string, section: number, complete: boolean): string {
  return `${figure} has reconned section ${section}${complete ? ': the recon is complete, the patrol must now report back by its own edge' : ''}.`;
}

export function objectiveGuardedText(figure: string, guard: string, reach: number): string {
  return `${figure} is at the objective, but ${guard} still guards it: the raid needs every enemy within ${reach}" of it down or gone.`;
}

export function raidObjectiveReachedText(figure: string): string {
  return `${figure} reaches the objective with no enemy left guarding it: the raid has done what it came for.`;
}

/**
 * The Defend enemy has what it came for. `placed`: the figure never acted, so it did not walk in: it was set
 * down inside as its PEF turned into enemies (play-test 13c: "gets into" on turn 1 with no enemy move read as
 * a loss for nothing).
 */
export function npObjectiveReachedText(
  figure: string,
  building: string | undefined,
  placed = false,
  /** Defenders still inside who no longer hold it, with their status in words (play-test 16: "with no defender
   *  inside" while Cole lay there out of the fight). Only a defender carrying on holds the building. */
  downInside: { id: string; status: string }[] = [],
): string {
  // Grouped by status: "Ash, Bo and Cole are out of the fight; Dex is hunkered down".
  const byStatus = new Map<string, string[]>();
  for (const d of downInside) byStatus.set(d.status, [...(byStatus.get(d.status) ?? []), d.id]);
  const who = [...byStatus].map(([status, ids]) => `${listOf(ids)} ${ids.length > 1 ? 'are' : 'is'} ${status}`);
  const none = downInside.length ? `no defender inside can hold it any more (${who.join('; ')})` : undefined;
  if (placed)
    return `${figure} was set down inside building ${building} as its PEF turned into enemies, and ${none ?? 'no defender is inside'}: the enemy takes what it came for.`;
  return none
    ? `${figure} is inside building ${building} and ${none}: the enemy takes what it came for.`
    : `${figure} gets into building ${building} with no defender inside: the enemy takes what it came for.`;
}

export function raidObjectiveFoundText(
  pef: string,
  lastPef: boolean,
  die: number | undefined,
  target: number | undefined,
): string {
  return lastPef
    ? `The objective is at ${pef}: it is the last PEF.`
    : `The objective is at ${pef} (rolled ${die}, needing ${target} or less).`;
}

export function defendObjectiveText(objective: string, die: number | undefined): string {
  return objective === 'killOrCapture'
    ? `The enemy has come to kill or capture the defenders (rolled ${die}).`
    : `The enemy has come to take something from the buildings (rolled ${die}).`;
}

export const NO_BUILDING_TEXT = 'There is no building to take anything from: the enemy turns on the defenders instead.';

export function npObjectiveFoundText(building: string): string {
  return `The enemy knows what it wants: it is in building ${building}.`;
}

/** The search for an objective at a PEF: a die no higher than the PEFs resolved so far finds it. */
export function isObjectiveSearch(r: { purpose: string; read: string; target?: number }): boolean {
  return r.purpose === 'objective' && r.read === 'asRolled' && r.target !== undefined;
}

/**
 * Its own sentence for a search that found nothing (play-test 10a, 11 and 23: its die sat unworded under How
 * Many Enemy): in a Defend it is what the enemy came for, in a Raid the player's objective.
 */
export function objectiveSearchLine(pef: string, die: number, target: number, kind: string | undefined): string {
  const what = kind === 'defend' ? 'what the enemy came for' : 'the objective';
  const found = die <= target;
  return `Is ${what} at ${pef}? Rolled ${die}, needing ${target} or less (no more than the PEFs resolved so far): ${found ? 'here' : 'not here'}.`;
}
