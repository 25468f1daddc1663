// Chain Reaction's view part as the ruleset carries it. The view (the log's lines, questions, hover cards,
// the after-battle page: the table's words) is fetched by `loadView()`, so the browser's first paint (the
// menu) does not carry it; a host awaits the ruleset's `load` before a battle starts. Until then the ruleset
// has no view. The registry (rulesets/index.ts, used by the sim and Node) hands it over at once with `useView`.
import type { ChainReactionView } from './index';

let view: ChainReactionView | undefined;

/** The view, ready: the ruleset's `view` answers with it from now on. */
export function useView(v: ChainReactionView): void {
  view = v;
}

/** The view once fetched (or handed over); undefined before. */
export function loadedView(): ChainReactionView | undefined {
  return view;
}

/** Fetches the view once; later calls resolve at once. */
export async function loadView(): Promise<void> {
  if (!view) useView((await import('./index')).chainReactionView);
}
