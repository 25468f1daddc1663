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
