// The plain table's side colours in words, in the palette's order (scenes/board/palette.ts draws them:
// Okabe-Ito blue, orange, bluish green, reddish purple, sky blue, vermillion, each with its own rim), so the
// page can tell a person which tokens are theirs (play-test 2, 35: nothing said which colour was mine).
import type { BoardView } from '../../core/board';

const COLOURS = ['blue', 'orange', 'green', 'purple', 'sky blue', 'red'] as const;
const RIMS = ['a plain ring', 'a double ring', 'a square', 'a diamond', 'a hexagon', 'a triangle'] as const;

/** "blue, with a plain ring": a side's tokens in words; none for a side the view does not list. */
export function sideLook(view: BoardView, side: string | undefined): string | undefined {
  const s = view.sides.find((x) => x.id === side);
  if (!s) return undefined;
  const i = ((s.colour % 6) + 6) % 6;
  return `${COLOURS[i]}, with ${RIMS[i]}`;
}
