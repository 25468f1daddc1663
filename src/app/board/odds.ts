// What the plain table hands the Odds panel (src/app/ui/oddsPanel.ts) for the battle on it: the game's name,
// the position as JSON, its sides in the table's order with their names, and the game's what-ifs. Read from
// the board part's view and the ruleset door only, so every game behind the door gets the odds. No DOM: the
// Node tests build the same request the button does and play it on with core/odds/runner.ts.
import type { OddsPanelOptions } from '../ui/oddsPanel';
import { err, ok, type Result } from '../../core/result';
import type { BoardGame } from './boardGame';

/** Why the Odds button is off once the battle is over (the button's tooltip and the refusal line). */
export const OVER_ODDS = 'The battle is over, so there is nothing left to play on.';

/** The panel's request for the position on the table, or the one line saying why not now. */
export function boardOdds(game: BoardGame): Result<OddsPanelOptions> {
  // Over, no side can act: the odds would be a single certain row, so the button says so instead (play-test 34).
  if (game.session.over) return err(OVER_ODDS);
  // Head to head, the table is covered until the next person takes the screen: nothing of it is shown.
  if (game.due()) return err(`Pass the screen to ${game.sideName(game.due())} first.`);
  const ruleset = game.ruleset;
  if (!ruleset.continuation) return err(`${ruleset.title} can't work out odds yet.`);
  const state = game.session.state;
  const view = game.view();
  return ok({
    rules: ruleset.name,
    state: JSON.stringify(state),
    sides: view.sides.map((s) => s.id),
    sideName: (id) => game.sideName(id),
    variants: ruleset.continuation.variants?.(state) ?? [],
    ...(ruleset.continuation.knows ? { knows: ruleset.continuation.knows } : {}),
    // The no-winner column in the game's own word, as its end page says it ("A draw"; play-test 46).
    ...(ruleset.continuation.neither ? { neither: ruleset.continuation.neither } : {}),
    ...(ruleset.continuation.turnWord ? { turnWord: ruleset.continuation.turnWord } : {}),
  });
}
