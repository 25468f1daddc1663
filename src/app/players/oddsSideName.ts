// A side's name in the Odds and What-if panels: the head-to-head player's name, else the name the game's log
// gives the side ("Your force", "The militia"), never its id ("Player", "Enemy"; play-test 4 finding 19).
import { playerOfSide, type Players } from './players';

export function oddsSideName<S>(
  players: Players,
  view: { sideName?(state: S, side: string): string } | undefined,
  state: S | undefined,
  side: string,
): string {
  const shown = state === undefined ? undefined : view?.sideName?.(state, side);
  const name = playerOfSide(players, side)?.name ?? shown ?? side;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
