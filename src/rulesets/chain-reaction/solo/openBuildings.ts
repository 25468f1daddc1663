// Which buildings can still turn into a PEF (p.28): one not yet seen from close by, or one to be searched
// on entry that nobody has entered. The encounter's "nothing left" test and the objective panel both ask it.
import type { BuildingWatch } from './types';

export function mayStillMakePef(b: BuildingWatch): boolean {
  return !b.exempt && !(b.approached && !(b.searchOnEntry && !b.entered));
}
