// Chain Reaction's reading of a blast circle (book p. 20, RULINGS "Shooting"). The shared geometry says who
// is inside and who escapes the damage; this says who counts at all and what escaping still sets off.
import { computeBlast, type BlastInput, type BlastResult } from '../../../geometry/blast';
import type { GeoFigure } from '../../../geometry/shapes';
import type { Status } from '../status';

/**
 * Nobody left in the battle to harm: these are never counted inside a blast. A prisoner (captured) is out of
 * the battle for good, as the after-battle steps count it; a blast must not turn it back into a casualty.
 * A figure out of the fight lies prone, so a blast never harmed it and it takes no test: listing it as
 * "escapes damage, takes a Crisis Test" was untrue, so it is left out too.
 */
export const NOT_IN_BLAST = [
  'obviouslyDead',
  'offTable',
  'captured',
  'outOfTheFight',
] as const satisfies readonly Status[];

/** Only these still take the Crisis Test a blast sets off (a figure leaving the table does not). */
const TESTS: readonly Status[] = ['carryOn', 'duckBack', 'hunkerDown'];

export interface BlastFigure extends GeoFigure {
  status: Status;
}

export interface CrBlastInput extends Omit<BlastInput, 'figures'> {
  figures: readonly BlastFigure[];
}

/** The blast circle over Chain Reaction's figures: who is inside, who escapes (and still tests), who is harmed. */
export function blastOn(input: CrBlastInput): BlastResult {
  const figures = input.figures.filter((f) => !(NOT_IN_BLAST as readonly Status[]).includes(f.status));
  const res = computeBlast({ ...input, figures });
  const status = new Map(figures.map((f) => [f.id, f.status]));
  for (const m of res.members) if (m.escape && TESTS.includes(status.get(m.id)!)) m.reason += ', takes a Crisis Test';
  return res;
}
