// What the plain table writes inside a token. A figure that is down gets its cross and no number: its Rep, rank
// or dice no longer count, and the number drawn over the cross hid it (play-test 6, 3: a fallen army of
// numbered grey discs looked alive).
import type { BoardFigure } from '../../core/board';

/** The one to three characters inside the token, or nothing for a figure that is down. */
export function tokenMark(f: BoardFigure): string | undefined {
  return f.down ? undefined : f.mark?.slice(0, 3);
}
