// The Odds panel, loaded only when first asked for: the panel, its worker client and the tally stay out of
// the page's first paint (tests/browser/boot.test.ts holds its budget). Both tables open and close it here.
import type { OddsPanelOptions } from '../ui/oddsPanel';

type PanelModule = typeof import('../ui/oddsPanel');
let loaded: PanelModule | undefined;

/** Loads the panel (once) and opens it on the position; a failed load (offline, a stale page) is one line back. */
export async function openOddsPanel(o: OddsPanelOptions): Promise<string | undefined> {
  try {
    loaded ??= await import('../ui/oddsPanel');
  } catch (e) {
    return `The odds could not be loaded (${e instanceof Error ? e.message : String(e)}).`;
  }
  loaded.openOdds(o);
  return undefined;
}

/** Closes the panel and stops its runs, if it was ever loaded. */
export function closeOddsPanel(): void {
  loaded?.closeOdds();
}

/** Marks the open panel's numbers as of a position gone by (oddsPanel.ts staleOdds); closed or never loaded: nothing. */
export function staleOddsPanel(why: string, again: () => void): void {
  loaded?.staleOdds(why, again);
}

/**
 * The table moved on while the open panel said "No odds" (a roll or a question was waiting): the odds are
 * asked again from the position now, as the panel promised ("ready once it is in"; play-test 4, 19).
 * Returns whether it asked.
 */
export function retryRefusedOdds(again: () => void): boolean {
  if (!loaded?.oddsRefused()) return false;
  again();
  return true;
}
