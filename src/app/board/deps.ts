// What the plain table's scene is handed (under BOARD_KEY in the game registry): the holder of the battle and
// the page's hooks. The shapes live on the app's side so the app never imports a scene.
import type { BoardHost } from './host';
import type { PageRect } from '../ui/sceneDeps';

export const BOARD_KEY = 'board-deps';

export interface BoardUiHooks {
  /**
   * The scene is up: the page shows the plain table's panels. `figures`: every figure's box on the page now,
   * which the Odds panel keeps off.
   */
  shown(figures?: () => readonly PageRect[]): void;
  /**
   * The lines beside the pointer (a figure's card, a terrain piece's words); none hides them. `keep`: the
   * figures' boxes on the page, which the card covers as few of as it can.
   */
  card(lines: readonly string[] | undefined, pageX: number, pageY: number, keep?: readonly PageRect[]): void;
  /** The pointer's note while a target is picked (the preview's note, or why a point is refused). */
  note(text: string | undefined): void;
}

export interface BoardDeps {
  host: BoardHost;
  ui: BoardUiHooks;
}
